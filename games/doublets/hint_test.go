package doublets

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"parlour/dict"
)

// hintAll finishes a chain from partial by taking hint after hint.
func hintAll(t *testing.T, d *dict.Dict, db Doublet, partial ...string) []string {
	t.Helper()
	c := NewChecker(d, db)
	chain := append([]string(nil), partial...)
	for range 100 {
		next, err := Hint(d, db, chain)
		if errors.Is(err, ErrChainComplete) {
			return chain
		}
		if err != nil {
			t.Fatalf("%v: Hint(%v): %v", db, chain, err)
		}
		if _, err := c.Extend(chain, next); err != nil {
			t.Fatalf("%v: Hint(%v) = %q: %v", db, chain, next, err)
		}
		chain = append(chain, next)
	}
	t.Fatalf("%v: a hundred hints and no end: %v", db, chain)
	return nil
}

func TestHint_PigSty(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "pig sty")
	next, err := Hint(d, db, []string{"pig"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := CheckLink(d, "pig", next); err != nil || !d.IsCommon(next) {
		t.Errorf("Hint = %q, %v", next, err)
	}
	rest, err := Par(d, mustDoublet(t, next+" sty"))
	if err != nil || rest != 3 {
		t.Errorf("from %q the par is %d (%v), want 3: one link nearer", next, rest, err)
	}
	if first, _ := Hint(d, db, nil); first != "pig" {
		t.Errorf("Hint with no chain = %q, want the first word", first)
	}
	again, _ := Hint(d, db, []string{"PIG"})
	if again != next {
		t.Errorf("Hint is not deterministic (or not normalising): %q then %q", next, again)
	}
}

// TestHint_FollowsAShortestChain: hint after hint from the first word
// writes a correct chain at par, of common words when a shortest chain of
// common words exists; so for Carroll's puzzles, with their extra words.
func TestHint_FollowsAShortestChain(t *testing.T) {
	d := dict.Default()
	dbs := testDoublets(t, d, 20, 6)
	for _, p := range Carroll()[:12] {
		dbs = append(dbs, p.Doublet(d))
	}
	dbs = append(dbs, mustDoublet(t, "ale ice ant arm"), mustDoublet(t, "wheat cheap bread"))
	for _, db := range dbs {
		chain := hintAll(t, d, db, db.From())
		if err := Check(d, db, chain); err != nil {
			t.Fatalf("%v: %v: %v", db, chain, err)
		}
		// Par is over common words when they can make a chain.
		sol, err := Solve(d, db, dict.Common, nil)
		if err != nil {
			sol, err = Solve(d, db, dict.Lawful, nil)
		}
		if err != nil {
			t.Fatal(err)
		}
		if db.Links(chain) != sol.Links {
			t.Errorf("%v: hints gave %v, par %d", db, chain, sol.Links)
		}
		if common, err := Solve(d, db, dict.Common, nil); err == nil && common.Links == sol.Links {
			for _, w := range chain {
				if !d.IsCommon(w) && !slices.Contains(db.Words, w) && !slices.Contains(db.Extra, w) {
					t.Errorf("%v: hints gave %v, with the rare %q, though %v is all common", db, chain, w, common.Chain)
				}
			}
		}
	}
}

// In this list, from cog the shortest way to hug goes back through cot;
// without it, through dog.
const hintWords = "cat cot cut hut hug cog dog dot hot"

func TestHint_NeverReusesAWord(t *testing.T) {
	d := mustLoad(t, hintWords)
	db := mustDoublet(t, "cat hug")
	next, err := Hint(d, db, words("cat cot cog"))
	if err != nil || next != "dog" {
		t.Fatalf("Hint = %q, %v; want dog (cot is used)", next, err)
	}
	chain := hintAll(t, d, db, words("cat cot cog")...)
	if got := strings.Join(chain, " "); got != "cat cot cog dog dot hot hut hug" {
		t.Errorf("finished as %q", got)
	}
	if got := strings.Join(hintAll(t, d, db, "cat"), " "); got != "cat cut hut hug" {
		t.Errorf("from the start: %q", got)
	}
}

func TestHint_DeadEnd(t *testing.T) {
	d := mustLoad(t, "cat cot cog dog hug hut cut")
	db := mustDoublet(t, "cat hug")
	_, err := Hint(d, db, words("cat cot cog dog"))
	var dead *DeadEndError
	if !errors.As(err, &dead) || dead.From != "dog" || dead.To != "hug" {
		t.Fatalf("err = %v, want a DeadEndError from dog to hug", err)
	}
	if !strings.Contains(err.Error(), "undo a link") || !strings.Contains(err.Error(), `"dog"`) {
		t.Errorf("message %q", err)
	}
}

func TestHint_NoChain(t *testing.T) {
	d := mustLoad(t, "cat cot cut dog dig bag big")
	_, err := Hint(d, mustDoublet(t, "cat bag"), []string{"cat"})
	var nc *NoChainError
	if !errors.As(err, &nc) || nc.From != "cat" || nc.To != "bag" {
		t.Fatalf("err = %v, want a NoChainError", err)
	}
}

func TestHint_SetWordsInOrder(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "ale ice ant arm")
	// Having reached ice, the next target is ant, not arm.
	chain := hintAll(t, d, db, words("ale are ire ice")...)
	if err := Check(d, db, chain); err != nil {
		t.Fatalf("%v: %v", chain, err)
	}
	// The solver's own detour case: from cca the way to cac avoids caa.
	small := mustLoad(t, "aaa caa cca cac ccc")
	got := hintAll(t, small, mustDoublet(t, "aaa cca cac"), "aaa")
	if s := strings.Join(got, " "); s != "aaa caa cca ccc cac" {
		t.Errorf("got %q", s)
	}
}

func TestHint_Refusals(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "pig sty")
	if _, err := Hint(d, db, words("pig wig wag way say soy sty")); !errors.Is(err, ErrChainComplete) {
		t.Errorf("complete chain: %v", err)
	}
	var nw *NotWordError
	if _, err := Hint(d, db, words("pig pxg")); !errors.As(err, &nw) || nw.Word != "pxg" {
		t.Errorf("unknown word: %v", err)
	}
	if _, err := Hint(d, Doublet{Words: []string{"pig"}}, nil); err == nil {
		t.Error("a malformed doublet was hinted")
	}
}
