package doublechess

import (
	"testing"
	"time"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit/kittest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// onScreen starts a game of tbl on its own screen at 80×24: what it asks
// of the screens beneath it is noted in the harness's Navigated.
func onScreen(t *testing.T, tbl []seats.Seat, opts map[string]string) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := newGame(uitest.NewEnv(t), screen.Config{Seats: tbl, Options: opts, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.effort = quick
	return uitest.NewScreen(t, g, 80, 24), g
}

// checked is the game as the kit's checks see it.
func checked(h *uitest.Harness, g *Game) kittest.Screen {
	return kittest.Screen{H: h, Game: g, Footer: &g.Footer, Panel: &g.Panel}
}

func TestEnterDoesNotAnswerTheLeaveQuestion(t *testing.T) {
	kittest.EnterDoesNotAnswerTheLeaveQuestion(t, checked(onScreen(t, fourPeople, blackFirst)))
}

func TestEscClosesTheKeysPanelBeforeAskingToLeave(t *testing.T) {
	kittest.EscClosesTheKeysPanelBeforeAskingToLeave(t, checked(onScreen(t, fourPeople, blackFirst)))
}

// TestTheClockTicksOnUnderTheRules: the rules open over the game do not
// stop a person's clock (the book's time is the whole game's); its ticks
// reach the game under them, and shown again, the game starts no second
// chain of ticks.
func TestTheClockTicksOnUnderTheRules(t *testing.T) {
	h, g := onScreen(t, fourPeople, map[string]string{"first": firstCh[1].Value, "clock": clockCh[1].Value})
	if !g.clocks.Running() {
		t.Fatal("Black's clock does not run")
	}
	h.Key("f1")
	h.MustSee("Rules of Double Chess")
	g.clocks.Now = func() time.Time { return time.Now().Add(5 * time.Second) }
	h.Send(g.clocks.Current())
	if used := g.clocks.Taken(int(dc.Black)); used < 5*time.Second {
		t.Fatalf("a tick under the rules did not reach the clock: %v used", used)
	}
	run := g.clocks.Current()
	h.Key("esc")
	h.MustNotSee("Rules of Double Chess")
	if _, cmd := g.Update(screen.ShownMsg{}); cmd != nil || g.clocks.Current() != run {
		t.Fatal("shown again, the game started a second chain of ticks")
	}
}

// TestTheComputersThinkOnUnderTheRules: the computers' moves, which came
// under the rules, are on the board once they close.
func TestTheComputersThinkOnUnderTheRules(t *testing.T) {
	h, g := onScreen(t, practice, map[string]string{"first": firstCh[1].Value, "coach": coachCh[2].Value})
	h.HoldThoughts()
	typeMove(h, "g2-g3")
	kittest.ThinksOnUnderTheRules(t, checked(h, g), g.Think, "Rules of Double Chess")
	if g.rec.Played < 2 {
		t.Fatalf("%d quarter-moves on the board, want the computer's reply too", g.rec.Played)
	}
}
