package dict

import (
	"math/big"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
)

// countByDistances counts the shortest paths from i to j in a graph by
// dynamic programming over the distances from i, independently of Ladders.
func countByDistances(gr *Graph, i, j int) (*big.Int, int) {
	di := gr.Distances(i)
	dj := gr.Distances(j)
	steps := di[j]
	if steps < 0 {
		return new(big.Int), -1
	}
	var on []int
	for v := range gr.Len() {
		if di[v] >= 0 && dj[v] >= 0 && di[v]+dj[v] == steps {
			on = append(on, v)
		}
	}
	slices.SortFunc(on, func(a, b int) int { return int(di[a] - di[b]) })
	count := map[int]*big.Int{i: big.NewInt(1)}
	for _, v := range on {
		if v == i {
			continue
		}
		c := new(big.Int)
		for _, u := range gr.AppendNeighbours(nil, v) {
			if x, ok := count[int(u)]; ok && di[u] == di[v]-1 {
				c.Add(c, x)
			}
		}
		count[v] = c
	}
	return count[j], int(steps)
}

// TestCountLaddersMatchesDynamicProgramming checks Ladders against a plain
// count on random pairs of words.
func TestCountLaddersMatchesDynamicProgramming(t *testing.T) {
	compareCounts(t, 300, 21)
}

// TestCountLaddersMatchesDynamicProgramming_Long tries 20,000 pairs (about
// 10 s); PARLOUR_SLOW=1.
func TestCountLaddersMatchesDynamicProgramming_Long(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") == "" {
		t.Skip("set PARLOUR_SLOW=1 to compare 20,000 pairs")
	}
	compareCounts(t, 20000, 22)
}

func compareCounts(t *testing.T, pairs int, seed uint64) {
	d := Default()
	rng := rand.New(rand.NewPCG(seed, 22))
	for range pairs {
		l := 3 + rng.IntN(5)
		tier := Tier(rng.IntN(2))
		gr := d.Graph(l, tier)
		from, to := d.Random(rng, l, Common), d.Random(rng, l, Common)
		i, _ := gr.Index(from)
		j, _ := gr.Index(to)
		want, wantSteps := countByDistances(gr, i, j)
		got, steps := d.CountLadders(from, to, tier)
		if got.Cmp(want) != 0 || steps != wantSteps {
			t.Fatalf("%s -> %s (%v): CountLadders = %v, %d; want %v, %d", from, to, tier, got, steps, want, wantSteps)
		}
		if steps < 1 {
			continue // no ladder, or from == to
		}
		ladders, _ := d.Ladders(from, to, Options{Tier: tier})
		ladder, _ := ladders.Pick(rng, nil)
		checkLadder(t, d, ladder, from, to, steps)
		for _, w := range ladder[1 : len(ladder)-1] {
			if !d.In(w, tier) {
				t.Fatalf("%v ladder %v uses %q", tier, ladder, w)
			}
		}
	}
}
