package dict

import (
	"bufio"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The C peer of the shortest-chain search (perf/ladderpeer/c/ladder.c) reads
// these files, and BenchmarkShortestLadderPairs5 the second: the lawful
// five-letter words, and 1,000 pairs of common five-letter words that a
// chain joins.
var (
	peerWords = filepath.Join("testdata", "ladder5", "words.txt")
	peerPairs = filepath.Join("testdata", "ladder5", "pairs.txt")
)

var updatePeer = flag.Bool("update", false, "rewrite testdata/ladder5 from the built-in dictionary")

// peerData returns the two files' contents as they should be.
func peerData() (words, pairs string) {
	d := Default()
	gr := d.Graph(5, Lawful)
	var w strings.Builder
	for i := range gr.Len() {
		w.WriteString(gr.Word(i) + "\n")
	}
	var p strings.Builder
	rng := rand.New(rand.NewPCG(43, 5))
	for n := 0; n < 1000; {
		from, to := d.Random(rng, 5, Common), d.Random(rng, 5, Common)
		if _, ok := d.ShortestLadder(from, to, Lawful); ok && from != to {
			p.WriteString(from + " " + to + "\n")
			n++
		}
	}
	return w.String(), p.String()
}

// TestLadderPeerDataIsCurrent keeps the peer's words and pairs those of the
// built-in dictionary (go test ./dict -run LadderPeer -update rewrites them).
func TestLadderPeerDataIsCurrent(t *testing.T) {
	words, pairs := peerData()
	for _, f := range []struct{ path, want string }{{peerWords, words}, {peerPairs, pairs}} {
		if *updatePeer {
			if err := os.WriteFile(f.path, []byte(f.want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != f.want {
			t.Errorf("%s is out of date: run go test ./dict -run LadderPeer -update", f.path)
		}
	}
}

// BenchmarkShortestLadderPairs5 times ShortestLadder over the peer's pairs,
// each pair alone, and reports the median and the 90th percentile: the
// figures perf/ladders.sh sets beside the C peer's.
func BenchmarkShortestLadderPairs5(b *testing.B) {
	f, err := os.Open(peerPairs)
	if err != nil {
		b.Fatal(err)
	}
	var pairs [][2]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if from, to, ok := strings.Cut(sc.Text(), " "); ok {
			pairs = append(pairs, [2]string{from, to})
		}
	}
	f.Close()
	d := Default()
	d.ShortestLadder(pairs[0][0], pairs[0][1], Lawful)
	var times []time.Duration
	i := 0
	for b.Loop() {
		p := pairs[i%len(pairs)]
		i++
		start := time.Now()
		if _, ok := d.ShortestLadder(p[0], p[1], Lawful); !ok {
			b.Fatalf("no chain from %s to %s", p[0], p[1])
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "median-ns")
	b.ReportMetric(float64(times[len(times)*9/10].Nanoseconds()), "p90-ns")
}
