package doublets

import (
	"strings"
	"testing"

	"parlour/games/doublets"
	"parlour/ui/seats"
)

var bookOptions = map[string]string{"doublets": "1", "length": "3", "difficulty": "Easy (2-3 links)", "limit": "none", "jewels": jewelsBook}

// TestBookCeremonyEachSeatPicksAtTheOpenPlace: in the game for two each
// seat picks three words of each length from its own page; a typed word off
// the page is refused; Tab lets Parlour pick; the 18 jewels are then the
// game's, and the doublet is announced.
func TestBookCeremonyEachSeatPicksAtTheOpenPlace(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, bob}, bookOptions)
	g := game(h)
	if g.st.Phase != choosing {
		t.Fatalf("phase %q", g.st.Phase)
	}
	h.MustSee("Ada chooses jewels")
	h.Type("zzz")
	h.Key("enter")
	h.MustSee("ZZZ is not on this page")
	word := g.page[4][0]
	h.Type(word)
	h.Key("enter")
	if len(g.st.Chosen) != 1 || g.st.Chosen[0] != word {
		t.Fatalf("chosen %v after typing %q", g.st.Chosen, word)
	}
	h.Key("tab") // Parlour picks the rest of Ada's nine
	if len(g.st.Chosen) != 9 {
		t.Fatalf("%d chosen after Ada's turn", len(g.st.Chosen))
	}
	h.MustSee("Bob chooses jewels")
	for _, w := range g.st.Chosen {
		if slices := g.page[len(w)]; strings.Contains(strings.Join(slices, " "), " "+w+" ") {
			t.Fatalf("Bob's page offers %q, a jewel already", w)
		}
	}
	h.Key("tab")
	if g.st.Phase != announcing || len(g.st.Match.Jewels) != 18 {
		t.Fatalf("phase %q with %d jewels", g.st.Phase, len(g.st.Match.Jewels))
	}
	if g.st.Match.Jewels[0] != word && !strings.Contains(strings.Join(g.st.Match.Jewels, " "), word) {
		t.Fatalf("Ada's jewel %q is not among %v", word, g.st.Match.Jewels)
	}
	h.MustSee("The jewels")
}

// TestBookCeremonyRoundGameOneOfEachLengthATurn: in the round game each
// seat in turn picks one word of each length; a computer seat picks at
// once; a save in the middle resumes there.
func TestBookCeremonyRoundGameOneOfEachLengthATurn(t *testing.T) {
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, easyBot, bob}, bookOptions)
	g := game(h)
	h.Key("tab") // Ada: three words
	if _, seat := g.chooseTurn(); seat != 2 || len(g.st.Chosen) != 6 {
		t.Fatalf("after Ada and the computer: seat %d, %d chosen", seat, len(g.st.Chosen))
	}
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.(*Game).st.Chosen; len(got) != 6 {
		t.Fatalf("resumed with %d chosen", len(got))
	}
	for _, l := range doublets.JewelLengths { // Bob types his three
		h.Type(g.page[l][0])
		h.Key("enter")
	}
	if _, seat := g.chooseTurn(); seat != 0 || len(g.st.Chosen) != 9 {
		t.Fatalf("after Bob typed his words: seat %d, %d chosen", seat, len(g.st.Chosen))
	}
	for i := 0; i < 4 && g.st.Phase == choosing; i++ {
		h.Key("tab")
	}
	if g.st.Phase != announcing || len(g.st.Match.Jewels) != 3*doublets.JewelsPerLength {
		t.Fatalf("phase %q with %d jewels", g.st.Phase, len(g.st.Match.Jewels))
	}
}

// TestBookCeremonyResumeRefusesImpossibleChoices: a saved ceremony with a
// jewel twice, a non-word, or a turn over its share is refused.
func TestBookCeremonyResumeRefusesImpossibleChoices(t *testing.T) {
	d := game(startGame(t, testEnv(t), []seats.Seat{ada, bob}, bookOptions)).dict
	two := []seats.Seat{ada, bob}
	for name, chosen := range map[string][]string{
		"a jewel twice":       {"cat", "cat"},
		"not a word":          {"zqx"},
		"a six-letter jewel":  {"bottle"},
		"four of one length":  {"cat", "dog", "hen", "pig"},
		"the whole 18 and on": strings.Fields(strings.Repeat("cat ", 18)),
	} {
		if err := checkChosen(d, chosen, two); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if err := checkChosen(d, []string{"cat", "dog", "hen", "cold"}, two); err != nil {
		t.Errorf("a sound choice refused: %v", err)
	}
}
