package doublets

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"parlour/dict"
)

// TestEveryShownWordIsFamiliar is issue 41's sweep: over daily doublets
// and generated ones of every difficulty and length, the two ends and
// every word of the chain shown (par's chain, over the common tier) are
// familiar words and none is on the blocklist, so a player who keeps to
// words people know can reach par. A sample runs by default; the full
// sweep (365 days from 2027-01-01, 600 generated) with PARLOUR_SLOW=1.
func TestEveryShownWordIsFamiliar(t *testing.T) {
	days, generated := 20, 30
	if os.Getenv("PARLOUR_SLOW") != "" {
		days, generated = 365, 600
	}
	d := dict.Default()
	check := func(what string, db Doublet) {
		t.Helper()
		sol, err := Solve(d, db, dict.Common, nil)
		if err != nil {
			t.Fatalf("%s %v: no chain of common words: %v", what, db, err)
		}
		for _, w := range sol.Chain {
			if d.Familiarity(w) < 2 || d.Blocked(w) {
				t.Errorf("%s %v: the chain shown holds %q (familiarity %d, blocked %v)", what, db, w, d.Familiarity(w), d.Blocked(w))
			}
		}
	}
	day := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC) // issue 41 was filed then
	for i := range days {
		date := day.AddDate(0, 0, i).Format("2006-01-02")
		db, err := Daily(d, date)
		if err != nil {
			t.Fatal(err)
		}
		check("the daily of "+date, db)
	}
	bands := [][2]int{{2, 3}, {4, 5}, {6, 8}}
	rng := rand.New(rand.NewPCG(41, 1))
	for i := range generated {
		band := bands[i%len(bands)]
		length := 3 + i%4
		db, err := Generate(d, rng, length, band[0], band[1])
		if err != nil {
			t.Fatalf("a doublet of %d letters, %d-%d links: %v", length, band[0], band[1], err)
		}
		check("generated", db)
	}
}
