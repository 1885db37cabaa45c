package doublets

import (
	"runtime"
	"slices"
	"testing"

	"parlour/dict"
)

func TestStats_SmallGraph(t *testing.T) {
	d := mustLoad(t, "head heal teal tell tall tail hall hell oxen cat")
	got := Stats(d, 4, dict.Lawful)
	want := GraphStats{
		Length: 4, Tier: dict.Lawful,
		Words: 9, Edges: 9, Components: 2, Isolated: 1, Largest: 8,
		Diameter: 5,
		Path:     words("head heal hell hall tall tail"),
	}
	if got.String() != want.String() {
		t.Errorf("Stats:\n%s\nwant:\n%s", got, want)
	}
	if empty := Stats(d, 7, dict.Lawful); empty.Words != 0 || empty.Path != nil {
		t.Errorf("no seven-letter words: %+v", empty)
	}
}

// TestStats_MatchesPlainSearch compares Stats with single searches from every
// word, on the three-letter words, whatever the number of processors.
func TestStats_MatchesPlainSearch(t *testing.T) {
	d := dict.Default()
	for _, tier := range []dict.Tier{dict.Lawful, dict.Common} {
		gr := d.Graph(3, tier)
		diameter, edges, isolated := int32(0), 0, 0
		var pair [2]int
		for i := range gr.Len() {
			deg := len(gr.AppendNeighbours(nil, i))
			edges += deg
			if deg == 0 {
				isolated++
			}
			for j, k := range gr.Distances(i) {
				if k > diameter {
					diameter, pair = k, [2]int{i, j}
				}
			}
		}
		prev := runtime.GOMAXPROCS(1)
		one := Stats(d, 3, tier)
		runtime.GOMAXPROCS(prev)
		got := Stats(d, 3, tier)
		if got.String() != one.String() {
			t.Errorf("%v: result depends on GOMAXPROCS:\n%s\n%s", tier, got, one)
		}
		if got.Words != gr.Len() || got.Edges != edges/2 || got.Isolated != isolated || got.Diameter != int(diameter) {
			t.Errorf("%v: %+v; want %d words, %d edges, %d isolated, diameter %d", tier, got, gr.Len(), edges/2, isolated, diameter)
		}
		if got.Path[0] != gr.Word(pair[0]) || got.Path[len(got.Path)-1] != gr.Word(pair[1]) {
			t.Errorf("%v: path %v, want from %s to %s", tier, got.Path, gr.Word(pair[0]), gr.Word(pair[1]))
		}
		if len(got.Path) != got.Diameter+1 || !slices.IsSorted([]string{got.Path[0], got.Path[len(got.Path)-1]}) {
			t.Errorf("%v: path %v for diameter %d", tier, got.Path, got.Diameter)
		}
	}
}
