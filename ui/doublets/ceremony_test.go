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
	if g.table.Phase() != doublets.Choosing {
		t.Fatalf("phase %q", g.table.Phase())
	}
	h.MustSee("Ada chooses jewels")
	h.Type("zzz")
	h.Key("enter")
	h.MustSee("ZZZ is not on this page")
	word := g.table.Page()[4][0]
	h.Type(word)
	h.Key("enter")
	if len(g.table.Chosen()) != 1 || g.table.Chosen()[0] != word {
		t.Fatalf("chosen %v after typing %q", g.table.Chosen(), word)
	}
	h.Key("tab") // Parlour picks the rest of Ada's nine
	if len(g.table.Chosen()) != 9 {
		t.Fatalf("%d chosen after Ada's turn", len(g.table.Chosen()))
	}
	h.MustSee("Bob chooses jewels")
	for _, w := range g.table.Chosen() {
		if slices := g.table.Page()[len(w)]; strings.Contains(strings.Join(slices, " "), " "+w+" ") {
			t.Fatalf("Bob's page offers %q, a jewel already", w)
		}
	}
	h.Key("tab")
	if g.table.Phase() != doublets.Announcing || len(g.table.Match().Jewels) != 18 {
		t.Fatalf("phase %q with %d jewels", g.table.Phase(), len(g.table.Match().Jewels))
	}
	if g.table.Match().Jewels[0] != word && !strings.Contains(strings.Join(g.table.Match().Jewels, " "), word) {
		t.Fatalf("Ada's jewel %q is not among %v", word, g.table.Match().Jewels)
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
	if _, seat := g.table.BookTurn(); seat != 2 || len(g.table.Chosen()) != 6 {
		t.Fatalf("after Ada and the computer: seat %d, %d chosen", seat, len(g.table.Chosen()))
	}
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.(*Game).table.Chosen(); len(got) != 6 {
		t.Fatalf("resumed with %d chosen", len(got))
	}
	for _, l := range doublets.JewelLengths { // Bob types his three
		h.Type(g.table.Page()[l][0])
		h.Key("enter")
	}
	if _, seat := g.table.BookTurn(); seat != 0 || len(g.table.Chosen()) != 9 {
		t.Fatalf("after Bob typed his words: seat %d, %d chosen", seat, len(g.table.Chosen()))
	}
	for i := 0; i < 4 && g.table.Phase() == doublets.Choosing; i++ {
		h.Key("tab")
	}
	if g.table.Phase() != doublets.Announcing || len(g.table.Match().Jewels) != 3*doublets.JewelsPerLength {
		t.Fatalf("phase %q with %d jewels", g.table.Phase(), len(g.table.Match().Jewels))
	}
}

// TestBookCeremonyResumeRefusesImpossibleChoices: a saved ceremony with a
// jewel twice, a non-word, or a turn over its share is refused; the
// ceremony's own choice resumes.
func TestBookCeremonyResumeRefusesImpossibleChoices(t *testing.T) {
	env := testEnv(t)
	for name, chosen := range map[string][]string{
		"a jewel twice":       {"wrap", "wrap"},
		"not a word":          {"zqx"},
		"a six-letter jewel":  {"bottle"},
		"four of one length":  {"cat", "dog", "hen", "pig"},
		"the whole 18 and on": strings.Fields(strings.Repeat("cat ", 18)),
	} {
		saved, st := oldSave(t, "jewels")
		st["chosen"] = chosen
		if err := resumeWith(t, env, saved, st); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	saved, st := oldSave(t, "jewels")
	if err := resumeWith(t, env, saved, st); err != nil {
		t.Errorf("a sound choice refused: %v", err)
	}
}
