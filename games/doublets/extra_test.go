package doublets

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/dict"
)

// ring returns 42 four-letter words, each one letter from the next and the
// last one letter from the first: ?azz for ? from a to u, then ?bzz back
// from u to a.
func ring() []string {
	var r []string
	for c := byte('a'); c <= 'u'; c++ {
		r = append(r, string([]byte{c, 'a', 'z', 'z'}))
	}
	for c := byte('u'); c >= 'a'; c-- {
		r = append(r, string([]byte{c, 'b', 'z', 'z'}))
	}
	return r
}

// TestExtraChains_SixJewelsThirtyLinks is Carroll's example: a chain of 6
// jewels of 4 letters each, containing 30 links, gets 10 marks; made into a
// necklace by 6 more links, it gets 12.
func TestExtraChains_SixJewelsThirtyLinks(t *testing.T) {
	r := ring()
	d := mustLoad(t, strings.Join(r, " "))
	var jewels []string
	for i := 0; i < 42; i += 7 {
		jewels = append(jewels, r[i])
	}
	chain := r[:36] // jewels at 0, 7, ..., 35: both ends and four set
	if got := ScoreExtraChains(d, jewels, [][]string{chain}); got.Marks != 10 || len(got.Faults) != 0 {
		t.Errorf("chain: %d marks, faults %v; want 10", got.Marks, got.Faults)
	}
	necklace := append(slices.Clone(r), r[0])
	got := ScoreExtraChains(d, jewels, [][]string{necklace})
	if got.Marks != 12 || len(got.Pieces) != 1 || !got.Pieces[0].Necklace {
		t.Errorf("necklace: %+v; want 12 marks from one necklace", got)
	}
}

// TestExtraChains_NecklaceSetsEveryJewel is Carroll's necklace: Ale, Are,
// Ire, Ice, Ace, Act, Ant, Art, Arm, joined back to Ale by Aim, Ail, All.
func TestExtraChains_NecklaceSetsEveryJewel(t *testing.T) {
	d := dict.Default()
	jewels := words("ale ice arm ant")
	chain := words("ale are ire ice ace act ant art arm")
	// Ends ale and arm: 3 each; ice and ant set: 6 each; 5 links.
	if got := ScoreExtraChains(d, jewels, [][]string{chain}); got.Marks != 3+3+6+6-5 {
		t.Errorf("chain: %+v, want 13 marks", got)
	}
	necklace := words("ale are ire ice ace act ant art arm aim ail all ale")
	got := ScoreExtraChains(d, jewels, [][]string{necklace})
	if got.Marks != 4*6-8 || !got.Pieces[0].Necklace {
		t.Errorf("necklace: %+v, want 16 marks, all four jewels set", got)
	}
}

// TestExtraChains_NoJewelTwice in a set; the first use keeps it.
func TestExtraChains_NoJewelTwice(t *testing.T) {
	d := dict.Default()
	jewels := words("ale ice arm ant")
	got := ScoreExtraChains(d, jewels, [][]string{
		words("ale are ire ice"), // 3 + 3 - 2 = 4
		words("ice ace act ant"), // ice again: erased; ant alone does not score
	})
	if got.Marks != 4 || len(got.Pieces) != 1 {
		t.Errorf("got %+v, want 4 marks from the first chain only", got)
	}
	var reused *JewelReusedError
	if len(got.Faults) != 1 || !errors.As(got.Faults[0], &reused) || reused.Jewel != "ice" {
		t.Errorf("faults %v, want ice reused", got.Faults)
	}
}

// TestExtraChains_LinkInSeveralChains: a word may be a link in more than one
// chain, but only once in each.
func TestExtraChains_LinkInSeveralChains(t *testing.T) {
	d := dict.Default()
	jewels := words("ale ice arm ant")
	got := ScoreExtraChains(d, jewels, [][]string{
		words("ale are ire ice"), // are is a link
		words("arm are art ant"), // are again, in another chain: allowed
	})
	if got.Marks != (3+3-2)+(3+3-2) || len(got.Faults) != 0 {
		t.Errorf("got %+v, want 8 marks and no fault", got)
	}
	// Twice in one chain is not allowed: the second use is erased.
	got = ScoreExtraChains(d, jewels, [][]string{words("ale are ire are ice")})
	var rep *RepeatError
	if len(got.Faults) == 0 || !errors.As(got.Faults[0], &rep) || rep.Word != "are" {
		t.Errorf("faults %v, want are used twice", got.Faults)
	}
}

// TestExtraChains_FaultyPortionErased: the writer may erase the faulty
// portion and the rest still scores.
func TestExtraChains_FaultyPortionErased(t *testing.T) {
	d := dict.Default()
	jewels := words("ale ice arm ant")
	// "ice -> arm" is not one letter: the chain is cut there, and both
	// halves still score.
	got := ScoreExtraChains(d, jewels, [][]string{words("ale are ire ice arm art ant")})
	if got.Marks != (3+3-2)+(3+3-1) || len(got.Pieces) != 2 || len(got.Faults) != 1 {
		t.Errorf("got %+v, want 4 + 5 marks in two pieces, one fault", got)
	}
	// A word not in the dictionary is erased, with the links on either side.
	got = ScoreExtraChains(d, jewels, [][]string{words("ale are ire ice icx act ant art arm")})
	if got.Marks != (3+3-2)+(3+3-1) {
		t.Errorf("got %+v, want 9 marks", got)
	}
	// A broken necklace opens into a chain.
	got = ScoreExtraChains(d, jewels, [][]string{words("ale are ire ice ace act ant art arm aim ail all xyz ale")})
	if len(got.Pieces) != 1 || got.Pieces[0].Necklace {
		t.Fatalf("got %+v, want one open chain", got)
	}
	// all ale are ... arm aim ail: trimmed to ale ... arm.
	if got.Marks != 13 {
		t.Errorf("got %d marks, want 13", got.Marks)
	}
}

func TestJewels(t *testing.T) {
	d := dict.Default()
	a, err := Jewels(d, rand.New(rand.NewPCG(4, 2)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Jewels(d, rand.New(rand.NewPCG(4, 2)))
	if !slices.Equal(a, b) {
		t.Error("same seed, different jewels")
	}
	if len(a) != 18 {
		t.Fatalf("%d jewels, want 18", len(a))
	}
	count := map[int]int{}
	seen := map[string]bool{}
	for _, j := range a {
		count[len(j)]++
		if seen[j] || !d.IsCommon(j) || d.Blocked(j) || len(d.Neighbours(j)) == 0 {
			t.Errorf("jewel %q", j)
		}
		seen[j] = true
	}
	if count[3] != 6 || count[4] != 6 || count[5] != 6 {
		t.Errorf("lengths %v, want six each of 3, 4, 5", count)
	}
	if _, err := Jewels(mustLoad(t, "cat cot"), rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a tiny dictionary should not yield 18 jewels")
	}
}

// TestExtraChains_ErasedWordJoinsTheRest: "the writer is allowed to erase
// the faulty portions": with HXT erased, HOT and HIT are one letter apart,
// so the rest is one chain: HOT and BAT (3 each) less two links, 4 marks.
func TestExtraChains_ErasedWordJoinsTheRest(t *testing.T) {
	got := ScoreExtraChains(dict.Default(), words("hot bat"), [][]string{words("hot hxt hit bit bat")})
	if got.Marks != 4 || len(got.Pieces) != 1 || len(got.Faults) != 1 {
		t.Errorf("got %+v, want 4 marks in one piece, one fault", got)
	}
}

// TestExtraChains_LoopErased: a chain that comes back to a word it used
// went round a loop; erasing the loop leaves BAT bet VET, 5 marks.
func TestExtraChains_LoopErased(t *testing.T) {
	got := ScoreExtraChains(dict.Default(), words("bat vet"), [][]string{words("bat bet bit bet vet")})
	if got.Marks != 5 || len(got.Pieces) != 1 || !slices.Equal(got.Pieces[0].Words, words("bat bet vet")) {
		t.Errorf("got %+v, want BAT bet VET for 5 marks", got)
	}
	var repeat *RepeatError
	if len(got.Faults) != 1 || !errors.As(got.Faults[0], &repeat) || repeat.Word != "bet" {
		t.Errorf("faults %v, want the second BET", got.Faults)
	}
}

// TestExtraChains_WordAndBackIsNoNecklace: a necklace unites links; a
// word and back ("bow how bow") has none to unite. It is the chain BOW
// HOW with its repeated end erased: two jewels at the ends, 6 marks.
func TestExtraChains_WordAndBackIsNoNecklace(t *testing.T) {
	got := ScoreExtraChains(dict.Default(), words("bow how"), [][]string{words("bow how bow")})
	if got.Marks != 6 || len(got.Pieces) != 1 || got.Pieces[0].Necklace {
		t.Errorf("got %+v, want the open chain BOW HOW for 6 marks", got)
	}
}
