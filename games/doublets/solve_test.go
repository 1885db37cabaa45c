package doublets

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/dict"
)

func TestSolve_ShortestChainIsCorrect(t *testing.T) {
	d := dict.Default()
	for _, s := range []string{"head tail", "pig sty", "cold warm", "ape man", "wheat bread", "ale ice ant arm"} {
		db := mustDoublet(t, s)
		for _, tier := range []dict.Tier{dict.Lawful, dict.Common} {
			sol, err := Solve(d, db, tier, nil)
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			if err := Check(d, db, sol.Chain); err != nil {
				t.Errorf("%s: solution %v: %v", s, sol.Chain, err)
			}
			if sol.Links != db.Links(sol.Chain) || sol.Count.Sign() <= 0 {
				t.Errorf("%s: Links %d, Count %v for %v", s, sol.Links, sol.Count, sol.Chain)
			}
			if tier == dict.Common { // the links; the given words are the player's
				for _, w := range sol.Chain[1 : len(sol.Chain)-1] {
					if !d.IsCommon(w) {
						t.Errorf("%s: common-tier chain %v uses %q", s, sol.Chain, w)
					}
				}
			}
		}
	}
}

func TestSolve_ParMatchesDictionary(t *testing.T) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(1, 1))
	for range 50 {
		db, err := Generate(d, rng, 4+rng.IntN(2), 1, 8)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := Solve(d, db, dict.Lawful, rng)
		if err != nil {
			t.Fatal(err)
		}
		l, _ := d.Ladders(db.From(), db.To(), dict.Options{Avoid: d.Blocked})
		if sol.Links != l.Links() || sol.Count.Cmp(l.Count()) != 0 || !sol.Exact {
			t.Errorf("%v: Links %d, Count %v, Exact %v; dictionary says %d links, %v ladders",
				db, sol.Links, sol.Count, sol.Exact, l.Links(), l.Count())
		}
	}
}

func TestSolve_DeterministicForASeed(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "cold warm")
	first, _ := Solve(d, db, dict.Lawful, nil)
	lex, _ := d.ShortestLadder("cold", "warm", dict.Lawful)
	if !slices.Equal(first.Chain, lex) {
		t.Errorf("nil rng gave %v, want the alphabetically first %v", first.Chain, lex)
	}
	seen := map[string]bool{}
	for seed := range uint64(20) {
		a, _ := Solve(d, db, dict.Lawful, rand.New(rand.NewPCG(seed, 0)))
		b, _ := Solve(d, db, dict.Lawful, rand.New(rand.NewPCG(seed, 0)))
		if !slices.Equal(a.Chain, b.Chain) {
			t.Fatalf("seed %d gave %v and %v", seed, a.Chain, b.Chain)
		}
		seen[strings.Join(a.Chain, " ")] = true
	}
	if len(seen) < 2 {
		t.Error("twenty seeds all gave the same chain; the rng is not used")
	}
}

func TestSolve_NeverShowsABlocklistedWord(t *testing.T) {
	// black-blank-blink-clink-chink-chine-whine-white is shortest, but chink
	// is blocklisted.
	d := dict.Default()
	sol, err := Solve(d, mustDoublet(t, "black white"), dict.Lawful, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range sol.Chain {
		if d.Blocked(w) {
			t.Errorf("chain %v uses the blocklisted %q", sol.Chain, w)
		}
	}
	// A given word is never refused.
	if _, err := Solve(d, mustDoublet(t, "chink think"), dict.Lawful, nil); err != nil {
		t.Error(err)
	}
}

func TestSolve_CountsEveryShortestChain(t *testing.T) {
	// Over {a, b}, aaa to bbb changes each letter once in any order: 3! chains.
	d := mustLoad(t, "aaa aab aba abb baa bab bba bbb")
	sol, err := Solve(d, mustDoublet(t, "aaa bbb"), dict.Lawful, nil)
	if err != nil || sol.Count.Int64() != 6 || sol.Links != 2 || !sol.Exact {
		t.Errorf("Solve = %+v, %v; want 2 links, 6 chains", sol, err)
	}
}

func TestSolve_NoChainAcrossComponents(t *testing.T) {
	d := mustLoad(t, "cat cot cut dog dig bag big")
	_, err := Solve(d, mustDoublet(t, "cat bag"), dict.Lawful, nil)
	var nc *NoChainError
	if !errors.As(err, &nc) || nc.From != "cat" || nc.To != "bag" {
		t.Fatalf("err = %v, want a NoChainError", err)
	}
	if err.Error() != `no chain joins "cat" and "bag"` {
		t.Errorf("message %q", err)
	}
	if par, err := Par(d, mustDoublet(t, "cat cut")); err != nil || par != 0 {
		t.Errorf("Par(cat-cut) = %d, %v; want 0 (one step, no links)", par, err)
	}
}

// TestSolve_SetWordsNeverReuseAWord: the shortest way from the set word cca
// to cac goes back through caa, already used on the way from aaa; the
// solver must take the other way, through ccc.
func TestSolve_SetWordsNeverReuseAWord(t *testing.T) {
	d := mustLoad(t, "aaa caa cca cac ccc")
	sol, err := Solve(d, mustDoublet(t, "aaa cca cac"), dict.Lawful, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := words("aaa caa cca ccc cac"); !slices.Equal(sol.Chain, want) {
		t.Errorf("chain %v, want %v", sol.Chain, want)
	}
	if sol.Links != 2 || sol.Exact {
		t.Errorf("Links %d, Exact %v; want 2 and not exact (caa lies on both segments)", sol.Links, sol.Exact)
	}
	if err := Check(d, mustDoublet(t, "aaa cca cac"), sol.Chain); err != nil {
		t.Error(err)
	}
}

// TestSolve_SetWordsDetour: here the only shortest second segment reuses
// caa, so the solver takes a longer detour.
func TestSolve_SetWordsDetour(t *testing.T) {
	d := mustLoad(t, "aaa caa cca cac cba cbc")
	db := mustDoublet(t, "aaa cca cac")
	sol, err := Solve(d, db, dict.Lawful, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := words("aaa caa cca cba cbc cac"); !slices.Equal(sol.Chain, want) {
		t.Errorf("chain %v, want %v", sol.Chain, want)
	}
	if sol.Links != 3 || sol.Exact {
		t.Errorf("Links %d, Exact %v; want 3, not exact", sol.Links, sol.Exact)
	}
	if err := Check(d, db, sol.Chain); err != nil {
		t.Error(err)
	}
}

func TestSolve_SetLinksAreNotLinksOfOtherSegments(t *testing.T) {
	// aaa-aab-abb is shortest, but abb is a given word due later.
	d := mustLoad(t, "aaa aab abb bab bbb aba")
	db := mustDoublet(t, "aaa abb bbb")
	sol, err := Solve(d, db, dict.Lawful, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(d, db, sol.Chain); err != nil {
		t.Errorf("chain %v: %v", sol.Chain, err)
	}
	if !sol.Exact || sol.Count.Int64() != 2 {
		t.Errorf("Exact %v, Count %v; want exact, 2 (aab or aba, then bbb)", sol.Exact, sol.Count)
	}
}
