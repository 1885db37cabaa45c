package mischmasch

import (
	"strings"
	"testing"

	"parlour/games/mischmasch"
	"parlour/ui/seats"
)

// TestHandOverShowsNothingButThePrompt plays a move between two people and
// looks at every screen: the hand-overs show the prompt alone, and what one
// player set or said is never on the other's screen before the reveal.
func TestHandOverShowsNothingButThePrompt(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	mustHandOver(t, h, "Ada")
	h.Key("x", " ", "esc")
	h.Key("n") // stay in the game
	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("Ada sets a nucleus for Bob")
	h.Type("ckl")
	h.Key("enter")

	mustHandOver(t, h, "Bob")
	h.Key("enter")
	h.MustSee("Bob sets a nucleus for Ada")
	for _, secret := range []string{"CKL", "ckl", "C K L"} {
		h.MustNotSee(secret) // Ada's nucleus is not shown to Bob as he sets his
	}
	h.Type("emo")
	h.Key("enter")

	// Bob, at the keyboard, answers the nucleus Ada set him: his to see.
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare || turn.Seat != 1 {
		t.Fatalf("after Bob set, the desk is %+v", turn)
	}
	h.MustSee("C K L")
	answer(h, "heckle")

	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("E M O")
	for _, secret := range []string{"HECKLE", "heckle", "C K L", "CKL"} {
		h.MustNotSee(secret) // Bob's nucleus and word stay his
	}
	choose(h, 1) // "no word": Bob, who set EMO, must name a word

	mustHandOver(t, h, "Bob")
	h.Key("enter")
	h.MustSee("Ada says that no lawful word holds EMO")
	h.MustNotSee("HECKLE")
	answer(h, "lemon")

	// The reveal shows everything to everyone.
	for _, want := range []string{"CKL for Bob, set by Ada", "EMO for Ada, set by Bob", `"ready": HECKLE`, `"no word"`,
		"Bob named LEMON", "word right", "no word wrong", "Bob scores 1", "Bob scores 2", "Words that hold EMO", "lemon"} {
		h.MustSee(want)
	}
	if g := game(h); g.st.Game.Score(mischmasch.SideB) != 3 {
		t.Fatalf("Bob has %d after a right word and a wrong \"no word\"", g.st.Game.Score(mischmasch.SideB))
	}
}

// TestOnePersonNeedsNoHandOver: with the computer, the person's desks
// follow one another without a hand-over.
func TestOnePersonNeedsNoHandOver(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, expert}, nil)
	h.MustSee("Ada sets a nucleus for Babbage")
	h.Type("ckl")
	h.Key("enter")
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare {
		t.Fatalf("after Ada set, the desk is %+v", turn)
	}
	h.MustSee("Ada answers the nucleus set by Babbage")
	h.MustSee("left of 2:00")
	if strings.Contains(h.View(), "Pass the keyboard") {
		t.Fatal("a hand-over with one person at the table")
	}
}
