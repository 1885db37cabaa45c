package dict

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestShortestLadderMatchesAllShortestLadders: the pooled search gives the
// alphabetically first shortest ladder, as the search of all of them does,
// for random pairs of every length and both tiers, connected or not.
func TestShortestLadderMatchesAllShortestLadders(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(17, 4))
	for i := range 600 {
		length := 3 + i%4
		tier := Tier(i / 2 % 2)
		from, to := d.Random(rng, length, Lawful), d.Random(rng, length, Lawful)
		got, ok := d.ShortestLadder(from, to, tier)
		want, wantOK := d.shortestLadderByLayers(from, to, tier)
		if ok != wantOK || !slices.Equal(got, want) {
			t.Fatalf("%s to %s (%v): %v %v, want %v %v", from, to, tier, got, ok, want, wantOK)
		}
	}
}

// TestShortestLadderAllocatesNothingInProportionToTheGroup: a search
// allocates only its result, whatever the size of the word group (the
// visited marks are a generation-stamped pooled array).
func TestShortestLadderAllocatesNothingInProportionToTheGroup(t *testing.T) {
	d := Default()
	d.ShortestLadder("stale", "fresh", Lawful) // the pool and the components
	allocs := testing.AllocsPerRun(50, func() { d.ShortestLadder("stale", "fresh", Lawful) })
	if allocs > 4 {
		t.Fatalf("%.0f allocations a search", allocs)
	}
}
