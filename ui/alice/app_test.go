package alice_test

import (
	"strings"
	"testing"

	"parlour/ui"
	uialice "parlour/ui/alice"
	"parlour/ui/internal/uitest"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// root opens an Alice game for table in the real root model, at w×h, with
// computer results held back until the test releases them.
func root(t *testing.T, table []seats.Seat, w, h int, ascii bool) (*uitest.Harness, *screen.Env) {
	t.Helper()
	old := uialice.ComputerPause
	uialice.ComputerPause = 0
	t.Cleanup(func() { uialice.ComputerPause = old })
	env := ui.NewEnv(ui.Options{DataDir: t.TempDir(), NoColor: true, ASCII: ascii, Games: []screen.Entry{uialice.GameEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	hr := uitest.New(t, app, w, h)
	g, err := uialice.GameEntry().New(env, screen.Config{Seats: table, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	hr.HoldThoughts()
	hr.Send(screen.OpenMsg{Screen: g})
	return hr, env
}

func current(h *uitest.Harness) screen.Screen { return h.Model.(ui.App).Current() }

// Issue 11: "open the rules while the computer thinks, close them, and the
// computer's move is on the board."
func TestComputerMovesUnderTheRulesViewer(t *testing.T) {
	h, _ := root(t, []seats.Seat{{Name: "Cook", Kind: seats.Computer, Level: seats.Hard}, {Name: "Ada", Kind: seats.Human}}, 80, 24, false)
	if h.Held() != 1 {
		t.Fatalf("%d computer results pending, want Cook's", h.Held())
	}
	h.Key("f1")
	if _, ok := current(h).(rules.Model); !ok {
		t.Fatalf("F1 opened %T", current(h))
	}
	h.Release()
	h.Key("esc")
	if _, ok := current(h).(*uialice.Game); !ok {
		t.Fatalf("Esc showed %T", current(h))
	}
	h.MustSee("Cook")
	if v := h.View(); !strings.Contains(v, "Cook plays") && !strings.Contains(v, "Cook asked") {
		t.Fatalf("Cook's move was lost under the rules:\n%s", v)
	}
	h.MustNotSee("Cook is playing")
}

// Issue 11: "One end-of-game screen behaviour": the game ends on the shared
// result screen, whose Enter deals the next game at the same table (the
// deal passing left), as in every game.
func TestGameEndsOnTheSharedResultScreen(t *testing.T) {
	table := []seats.Seat{{Name: "Cook", Kind: seats.Computer, Level: seats.Easy}, {Name: "Dodo", Kind: seats.Computer, Level: seats.Expert}}
	h, _ := root(t, table, 80, 24, false)
	h.Release()
	r, ok := current(h).(*screen.Result)
	if !ok {
		t.Fatalf("the game ended on %T", current(h))
	}
	h.MustSee("All fourteen sets are made")
	h.MustSee("laid down")
	if r.Headline() == "" {
		t.Fatal("no result stated")
	}
	h.HoldThoughts()
	h.Key("enter")
	g, ok := current(h).(*uialice.Game)
	if !ok {
		t.Fatalf("Enter on the result opened %T", current(h))
	}
	if d := g.Dealer(); d != 0 {
		t.Errorf("the next game is dealt by seat %d, want seat 0 (left of the last dealer)", d)
	}
}
