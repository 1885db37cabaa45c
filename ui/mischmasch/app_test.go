package mischmasch_test

import (
	"testing"

	"parlour/ui"
	"parlour/ui/internal/uitest"
	uimm "parlour/ui/mischmasch"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// root opens a Mischmasch game for table in the real root model at 80×24,
// with computer results held back until the test releases them.
func root(t *testing.T, table []seats.Seat, ascii bool) *uitest.Harness {
	t.Helper()
	env := ui.NewEnv(ui.Options{DataDir: t.TempDir(), NoColor: true, ASCII: ascii, Games: []screen.Entry{uimm.GameEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.New(t, app, 80, 24)
	g, err := uimm.GameEntry().New(env, screen.Config{Seats: table, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	h.HoldThoughts()
	h.Send(screen.OpenMsg{Screen: g})
	return h
}

func current(h *uitest.Harness) screen.Screen { return h.Model.(ui.App).Current() }

// Issue 11: "open the rules while the computer thinks, close them, and the
// computer's move is on the board." Babbage's choice of a nucleus comes
// while the rules are open; after them, it is not searched for again: space
// plays it at once.
func TestComputerMovesUnderTheRulesViewer(t *testing.T) {
	h := root(t, []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Babbage", Kind: seats.Computer, Level: seats.Expert}}, false)
	if h.Held() != 1 {
		t.Fatalf("%d computer results pending, want Babbage's", h.Held())
	}
	h.Key("f1")
	if _, ok := current(h).(rules.Model); !ok {
		t.Fatalf("F1 opened %T", current(h))
	}
	h.Release()
	h.Key("esc")
	if _, ok := current(h).(*uimm.Game); !ok {
		t.Fatalf("Esc showed %T", current(h))
	}
	h.HoldThoughts() // a search started now would never be answered
	h.MustSee("Ada sets a nucleus for Babbage")
	h.Type("ckl")
	h.Key("enter")
	h.Key(" ") // hurry Babbage
	h.MustSee("Ada answers the nucleus set by Babbage")
}
