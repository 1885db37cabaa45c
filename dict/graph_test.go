package dict

import (
	"slices"
	"testing"
)

func TestGraph(t *testing.T) {
	d := Default()
	for _, tier := range []Tier{Lawful, Common} {
		gr := d.Graph(4, tier)
		words := d.Words(4, tier)
		if gr.Len() != len(words) {
			t.Fatalf("%v: Len = %d, want %d", tier, gr.Len(), len(words))
		}
		for i := 0; i < gr.Len(); i += 97 {
			w := gr.Word(i)
			if w != words[i] {
				t.Fatalf("%v: Word(%d) = %q, want %q", tier, i, w, words[i])
			}
			if j, ok := gr.Index(w); !ok || j != i {
				t.Fatalf("%v: Index(%q) = %d, %v", tier, w, j, ok)
			}
			var got []string
			for _, n := range gr.AppendNeighbours(nil, i) {
				got = append(got, gr.Word(int(n)))
			}
			slices.Sort(got)
			var want []string
			for _, n := range d.Neighbours(w) {
				if d.In(n, tier) {
					want = append(want, n)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%v: neighbours of %q = %v, want %v", tier, w, got, want)
			}
		}
	}
	if _, ok := d.Graph(4, Common).Index("gaol"); ok {
		t.Error("gaol (lawful, not common) is in the common graph")
	}
	if gr := d.Graph(99, Lawful); gr.Len() != 0 {
		t.Errorf("graph of 99-letter words has %d nodes", gr.Len())
	}
	if _, ok := d.Graph(99, Lawful).Index("x"); ok {
		t.Error("Index in an empty graph succeeded")
	}
}

func TestGraphDistances(t *testing.T) {
	d := mustLoad(t, "head heal teal tell tall tail hell hall cat")
	gr := d.Graph(4, Lawful)
	src, _ := gr.Index("head")
	dist := gr.Distances(src)
	want := map[string]int32{"head": 0, "heal": 1, "teal": 2, "hell": 2, "tell": 3, "hall": 3, "tall": 4, "tail": 5}
	for w, k := range want {
		i, _ := gr.Index(w)
		if dist[i] != k {
			t.Errorf("distance to %q = %d, want %d", w, dist[i], k)
		}
	}
	// Common-tier distances avoid lawful-only words.
	dd := Default()
	cg := dd.Graph(4, Common)
	i, _ := cg.Index("head")
	j, _ := cg.Index("tail")
	_, steps := dd.CountLadders("head", "tail", Common)
	if got := cg.Distances(i)[j]; int(got) != steps {
		t.Errorf("common distance head-tail = %d, CountLadders says %d", got, steps)
	}
}
