package doublets

import (
	"slices"
	"strings"
	"testing"

	"parlour/dict"
)

func TestCarroll_EveryPuzzleParses(t *testing.T) {
	ps := Carroll()
	if len(ps) != 39 {
		t.Fatalf("%d puzzles, want 39", len(ps))
	}
	first := ps[0]
	if first.Title != "Drive PIG into STY." || first.From != "pig" || first.To != "sty" || first.Links != 4 ||
		!slices.Equal(first.Chain, words("pig pit sit sat say sty")) || first.Date != "March 29, 1879" {
		t.Errorf("first puzzle %+v", first)
	}
	for _, p := range ps {
		if !strings.Contains(strings.ToLower(p.Title), p.From) && !strings.Contains(strings.ToLower(p.Title), p.To) {
			t.Errorf("%q names neither %q nor %q", p.Title, p.From, p.To)
		}
	}
}

// TestCarroll_HisChainsPassTheCheck: every chain Carroll published is
// correct by our rules, once the few words our lawful list lacks are
// accepted for their puzzle.
func TestCarroll_HisChainsPassTheCheck(t *testing.T) {
	d := dict.Default()
	var extras []string
	for _, p := range Carroll() {
		db := p.Doublet(d)
		extras = append(extras, db.Extra...)
		if err := Check(d, db, p.Chain); err != nil {
			t.Errorf("%s: %v", p.Title, err)
		}
		if got := db.Links(p.Chain); got != p.Links {
			t.Errorf("%s: %d links, Carroll says %d", p.Title, got, p.Links)
		}
	}
	// The words of his chains missing from the lawful list (e'en twice); ABEL is missing
	// too, but as a given word it needs no allowance.
	slices.Sort(extras)
	extras = slices.Compact(extras)
	if want := []string{"belter", "burked", "een"}; !slices.Equal(extras, want) {
		t.Errorf("extra words %v, want %v", extras, want)
	}
}

// TestCarroll_OurParIsNoLonger than his chain, since his chain is among
// those the solver considers.
func TestCarroll_OurParIsNoLonger(t *testing.T) {
	d := dict.Default()
	for _, p := range Carroll() {
		db := p.Doublet(d)
		sol, err := Solve(d, db, dict.Lawful, nil)
		if err != nil {
			t.Errorf("%s: %v", p.Title, err)
			continue
		}
		if sol.Links > p.Links {
			t.Errorf("%s: par %d, but Carroll used %d links", p.Title, sol.Links, p.Links)
		}
		if err := Check(d, db, sol.Chain); err != nil {
			t.Errorf("%s: our chain %v: %v", p.Title, sol.Chain, err)
		}
	}
}

func TestParsePuzzles_Errors(t *testing.T) {
	for _, text := range []string{
		"pig\tsty\t4\tpig pit sit sat say sty\tMarch 29, 1879",                // five fields
		"pig\tsty\tfour\tpig pit sit sat say sty\tMarch 29, 1879\tDrive PIG.", // count not a number
		"pig\tsty\t3\tpig pit sit sat say sty\tMarch 29, 1879\tDrive PIG.",    // wrong count
		"pig\tsty\t4\tpit pit sit sat say sty\tMarch 29, 1879\tDrive PIG.",    // wrong start
		"pig\tsty\t4\tpig pit sit sat say sty\tMarch 29, 1879\t ",             // no title
	} {
		if _, err := ParsePuzzles(text); err == nil {
			t.Errorf("ParsePuzzles(%q) succeeded", text)
		}
	}
	ps, err := ParsePuzzles("# comment\n\npig\tsty\t4\tPIG pit sit sat say STY\tMarch 29, 1879\tDrive PIG into STY.\r\n")
	if err != nil || len(ps) != 1 {
		t.Errorf("ParsePuzzles = %v, %v", ps, err)
	}
}
