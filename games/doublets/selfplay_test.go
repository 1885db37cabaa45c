package doublets

import (
	"math/rand/v2"
	"os"
	"testing"

	"parlour/dict"
)

// TestSelfPlay_GeneratedDoubletsSolveAndScore plays generated doublets with
// the program's own chains: each solution must pass the check, meet the par
// band, score full marks alone, and make sense to the scorers.
func TestSelfPlay_GeneratedDoubletsSolveAndScore(t *testing.T) {
	selfPlay(t, 40, 1879)
}

// TestSelfPlay_Long plays 20,000 doublets (about 15 s); PARLOUR_SLOW=1.
func TestSelfPlay_Long(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") == "" {
		t.Skip("set PARLOUR_SLOW=1 to play 20,000 doublets")
	}
	selfPlay(t, 20000, 1880)
}

func selfPlay(t *testing.T, games int, seed uint64) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(seed, 3))
	for range games {
		length := 3 + rng.IntN(4)
		lo := 1 + rng.IntN(4)
		db, err := Generate(d, rng, length, lo, lo+4)
		if err != nil {
			t.Fatal(err)
		}
		lawful, err := Solve(d, db, dict.Lawful, rng)
		if err != nil {
			t.Fatalf("%v: %v", db, err)
		}
		common, err := Solve(d, db, dict.Common, rng)
		if err != nil {
			t.Fatalf("%v: no chain of common words: %v", db, err)
		}
		c := NewChecker(d, db)
		for _, sol := range []Solution{lawful, common} {
			if err := c.Check(sol.Chain); err != nil {
				t.Fatalf("%v: %v: %v", db, sol.Chain, err)
			}
			var partial []string
			for _, w := range sol.Chain {
				if _, err := c.Extend(partial, w); err != nil {
					t.Fatalf("%v: Extend(%v, %q): %v", db, partial, w, err)
				}
				partial = append(partial, w)
			}
		}
		if common.Links < lo || common.Links > lo+4 || common.Links < lawful.Links {
			t.Fatalf("%v: common par %d (band %d-%d), lawful %d links", db, common.Links, lo, lo+4, lawful.Links)
		}
		if got := SoloScore(db, lawful.Links, lawful.Links); got != 2*length {
			t.Fatalf("%v: a chain at par scores %d, want %d", db, got, 2*length)
		}
		r, err := ScorePair(Entry{Status: Solved, Links: common.Links, Order: 1}, Entry{Status: Solved, Links: lawful.Links, Order: 2})
		if err != nil || r.Marks[0].Speed != 2 || r.Marks[1].Brevity != common.Links-lawful.Links {
			t.Fatalf("%v: ScorePair = %+v, %v", db, r, err)
		}
	}
}
