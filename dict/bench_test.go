package dict

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"parlour/assets"
)

// BenchmarkLoadLawful measures building the built-in dictionary from the
// embedded lists: parsing the lawful and common lists and the blocklist and
// building every index except the substring index (see
// BenchmarkContainingIndex) and the everyday and familiar tiers, which are
// built on first use.
func BenchmarkLoadLawful(b *testing.B) {
	for b.Loop() {
		builtin()
	}
}

// BenchmarkLoadLawfulWithTiers is BenchmarkLoadLawful with the everyday
// and familiar tiers marked too, as a game that sets puzzles needs them.
func BenchmarkLoadLawfulWithTiers(b *testing.B) {
	for b.Loop() {
		builtin().tierOf(1)
	}
}

// BenchmarkLoadCustom measures Load on the lawful list as a custom list.
func BenchmarkLoadCustom(b *testing.B) {
	for b.Loop() {
		if _, err := Load(stringsReader(assets.LawfulWords())); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMemory reports the heap held by the built-in dictionary once
// built ("MB"), with its substring index built too ("MB-with-substrings"),
// and with the neighbour index of every length as well
// ("MB-with-neighbours").
func BenchmarkMemory(b *testing.B) {
	var d *Dict
	var base, after, withSub, withAll runtime.MemStats
	for b.Loop() {
		d = nil
		runtime.GC()
		runtime.ReadMemStats(&base)
		d = builtin()
		runtime.GC()
		runtime.ReadMemStats(&after)
		d.Containing("ough")
		runtime.GC()
		runtime.ReadMemStats(&withSub)
		for _, g := range d.groups {
			if g != nil {
				g.index()
			}
		}
		runtime.GC()
		runtime.ReadMemStats(&withAll)
	}
	runtime.KeepAlive(d)
	b.ReportMetric(float64(after.HeapAlloc-base.HeapAlloc)/(1<<20), "MB")
	b.ReportMetric(float64(withSub.HeapAlloc-base.HeapAlloc)/(1<<20), "MB-with-substrings")
	b.ReportMetric(float64(withAll.HeapAlloc-base.HeapAlloc)/(1<<20), "MB-with-neighbours")
}

// BenchmarkShortestLadder5 measures ShortestLadder between random pairs of
// common five-letter words, over lawful links, and reports the median time:
// "pooled" is the search in use, "layers" the one before it (all shortest
// ladders, then the first), run alternately for a fair comparison.
func BenchmarkShortestLadder5(b *testing.B) {
	d := Default()
	d.ShortestLadder("stale", "fresh", Lawful)
	for _, c := range []struct {
		name string
		find func(from, to string, tier Tier) ([]string, bool)
	}{{"layers", d.shortestLadderByLayers}, {"pooled", d.ShortestLadder}} {
		b.Run(c.name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			var times []time.Duration
			for b.Loop() {
				from, to := d.Random(rng, 5, Common), d.Random(rng, 5, Common)
				start := time.Now()
				c.find(from, to, Lawful)
				times = append(times, time.Since(start))
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns")
		})
	}
}

// BenchmarkShortestLadderUnconnected5 is BenchmarkShortestLadder5 for
// pairs of five-letter words that no chain joins.
func BenchmarkShortestLadderUnconnected5(b *testing.B) {
	d := Default()
	g := d.group(5)
	comp := g.components()
	rng := rand.New(rand.NewPCG(3, 4))
	var pairs [][2]string
	for len(pairs) < 1000 {
		from, to := d.Random(rng, 5, Lawful), d.Random(rng, 5, Lawful)
		f, _ := g.id(from)
		t, _ := g.id(to)
		if comp[f] != comp[t] {
			pairs = append(pairs, [2]string{from, to})
		}
	}
	for _, c := range []struct {
		name string
		find func(from, to string, tier Tier) ([]string, bool)
	}{{"layers", d.shortestLadderByLayers}, {"pooled", d.ShortestLadder}} {
		b.Run(c.name, func(b *testing.B) {
			var times []time.Duration
			i := 0
			for b.Loop() {
				p := pairs[i%len(pairs)]
				i++
				start := time.Now()
				c.find(p[0], p[1], Lawful)
				times = append(times, time.Since(start))
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns")
		})
	}
}

// BenchmarkCountLadders5 measures counting all shortest ladders between
// random pairs of common five-letter words.
func BenchmarkCountLadders5(b *testing.B) {
	d := Default()
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		d.CountLadders(d.Random(rng, 5, Common), d.Random(rng, 5, Common), Lawful)
	}
}

// BenchmarkNeighbours measures Neighbours of a lawful five-letter word.
func BenchmarkNeighbours(b *testing.B) {
	d := Default()
	for b.Loop() {
		d.Neighbours("stale")
	}
}

// BenchmarkContainingIndex measures building the substring index of the
// built-in dictionary (done once, on the first call to Containing).
func BenchmarkContainingIndex(b *testing.B) {
	d := Default()
	for b.Loop() {
		newSubstringIndex(d.groups)
	}
}

// BenchmarkContaining measures Containing for a three-letter run, once the
// index is built.
func BenchmarkContaining(b *testing.B) {
	d := Default()
	d.Containing("")
	for b.Loop() {
		d.Containing("ugh")
	}
}
