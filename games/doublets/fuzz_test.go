package doublets

import (
	"strings"
	"testing"

	"parlour/assets"
	"parlour/dict"
)

func FuzzParsePuzzles(f *testing.F) {
	f.Add(assets.CarrollDoublets)
	f.Add("pig\tsty\t4\tPIG pit sit sat say STY\tMarch 29, 1879\tDrive PIG into STY.\n")
	f.Add("a\tb\t0\ta b\t\tx")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := ParsePuzzles(text)
		if err != nil {
			return
		}
		for _, p := range ps {
			if len(p.Chain) != p.Links+2 || p.Chain[0] != p.From || p.Chain[len(p.Chain)-1] != p.To || p.Title == "" {
				t.Fatalf("inconsistent puzzle %+v", p)
			}
		}
	})
}

// FuzzCheck feeds arbitrary chains to the checker: it must not panic, and it
// must accept a chain exactly when it reports no fault.
func FuzzCheck(f *testing.F) {
	d := dict.Default()
	f.Add("head tail", "head heal teal tell tall tail")
	f.Add("ale ice ant arm", "ale are ire ice ace act ant art arm")
	f.Add("pen ink", "pen e'en eel")
	f.Add("a b", "")
	f.Fuzz(func(t *testing.T, doublet, chain string) {
		db, err := New(strings.Fields(doublet)...)
		if err != nil {
			return
		}
		c := NewChecker(d, db)
		words := strings.Fields(chain)
		faults := c.Faults(words)
		if (len(faults) == 0) != (c.Check(words) == nil) {
			t.Fatalf("Faults %v but Check %v", faults, c.Check(words))
		}
		var partial []string
		for _, w := range words {
			if _, err := c.Extend(partial, w); err != nil {
				return
			}
			partial = append(partial, w)
		}
		// A chain typed without a fault that has reached its last word is
		// complete.
		if len(partial) > 0 && Normalise(partial[len(partial)-1]) == db.To() && len(faults) != 0 {
			t.Fatalf("Extend accepted %v but Faults says %v", partial, faults)
		}
	})
}
