package dict

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// TestConcurrentReaders has many goroutines build and query the default
// dictionary at once (run with -race): the first Default and the first
// Containing must each build once, and every reader must see the same
// answers as a single reader.
func TestConcurrentReaders(t *testing.T) {
	query := func(d *Dict) string {
		ladder, _ := d.ShortestLadder("head", "tail", Lawful)
		count, _ := d.CountLadders("cold", "warm", Common)
		l, _ := d.Ladders("pig", "sty", Options{})
		return fmt.Sprint(d.Has("head"), d.Neighbours("cat"), len(d.Containing("ough")),
			ladder, count, l.Count(), l.First(), d.Graph(3, Common).Len())
	}
	const readers = 8
	results := make([]string, readers)
	var wg sync.WaitGroup
	for i := range readers {
		wg.Go(func() { results[i] = query(Default()) })
	}
	wg.Wait()
	want := query(Default())
	for i, got := range results {
		if got != want {
			t.Errorf("reader %d saw %s, want %s", i, got, want)
		}
	}
}

// TestConcurrentLadders shares one Ladders between goroutines.
func TestConcurrentLadders(t *testing.T) {
	d := mustLoad(t, hypercube(6))
	l, _ := d.Ladders("aaaaaa", "bbbbbb", Options{})
	var wg sync.WaitGroup
	firsts := make([][]string, 4)
	for i := range firsts {
		wg.Go(func() {
			if l.Count().Int64() != 720 {
				t.Error("wrong count")
			}
			firsts[i], _ = l.Pick(nil, func(w string) bool { return w == "aaaaab" })
		})
	}
	wg.Wait()
	for _, f := range firsts[1:] {
		if !slices.Equal(f, firsts[0]) {
			t.Errorf("picks differ: %v, %v", f, firsts[0])
		}
	}
}

// TestConcurrentTierReaders has goroutines ask a fresh built-in dictionary
// about everyday and familiar words at once (run with -race): the tiers,
// marked on first use, are marked once and every reader sees the same.
func TestConcurrentTierReaders(t *testing.T) {
	d := builtin()
	query := func() string {
		return fmt.Sprint(d.IsEveryday("head"), d.IsEveryday("hoc"), d.Familiarity("kindergarten"),
			d.Familiarity("merganser"), d.RandomEveryday(rand.New(rand.NewPCG(1, 2)), 5))
	}
	const readers = 8
	results := make([]string, readers)
	var wg sync.WaitGroup
	for i := range readers {
		wg.Go(func() { results[i] = query() })
	}
	wg.Wait()
	want := fmt.Sprint(true, false, 2, 0, Default().RandomEveryday(rand.New(rand.NewPCG(1, 2)), 5))
	for i, got := range results {
		if got != want {
			t.Errorf("reader %d saw %s, want %s", i, got, want)
		}
	}
}
