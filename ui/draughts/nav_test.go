package draughts

import (
	"reflect"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/board/kit/kittest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// onScreen starts a game of table on its own screen at 80×24: what it
// asks of the screens beneath it is noted in the harness's Navigated.
func onScreen(t *testing.T, table []seats.Seat, opts map[string]string) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := newGame(testEnv(t), configFor(table, opts))
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	return uitest.NewScreen(t, g, 80, 24), g
}

// checked is the game as the kit's checks see it.
func checked(h *uitest.Harness, g *Game) kittest.Screen {
	return kittest.Screen{H: h, Game: g, Footer: &g.Footer, Panel: &g.Panel}
}

func TestEnterDoesNotAnswerTheLeaveQuestion(t *testing.T) {
	kittest.EnterDoesNotAnswerTheLeaveQuestion(t, checked(onScreen(t, []seats.Seat{ada, bob}, nil)))
}

func TestEscClosesTheKeysPanelBeforeAskingToLeave(t *testing.T) {
	kittest.EscClosesTheKeysPanelBeforeAskingToLeave(t, checked(onScreen(t, []seats.Seat{ada, bob}, nil)))
}

// TestTheComputerThinksOnUnderTheRules: the computer's move, which came
// under the rules, is on the board once they close.
func TestTheComputerThinksOnUnderTheRules(t *testing.T) {
	h, g := onScreen(t, []seats.Seat{ada, easy}, nil)
	h.HoldThoughts()
	typeMove(h, "11-15")
	kittest.ThinksOnUnderTheRules(t, checked(h, g), g.Think, "Rules of Draughts")
	if g.rec.Played != 2 {
		t.Fatalf("%d moves on the board, want the computer's reply too", g.rec.Played)
	}
}

// TestTheClockStoppedForTheRulesGoesOnOnce: F1 stops the move's clock at
// once; shown again, the game starts it, and only when it is stopped.
func TestTheClockStoppedForTheRulesGoesOnOnce(t *testing.T) {
	h, g := onScreen(t, []seats.Seat{ada, bob}, map[string]string{"clock": clockCh[1].Value})
	start(t, g, g.clock.Start())
	if !g.clock.Running() {
		t.Fatal("the clock does not run")
	}
	h.Key("f1")
	h.MustSee("Rules of Draughts")
	if g.clock.Running() {
		t.Fatal("the clock runs under the rules")
	}
	_, cmd := g.Update(screen.ShownMsg{})
	start(t, g, cmd)
	if !g.clock.Running() {
		t.Fatal("shown again, the clock did not go on")
	}
	if _, cmd := g.Update(screen.ShownMsg{}); cmd != nil {
		t.Fatal("shown again, the running clock was started a second time")
	}
}

// start gives g the message of a stopwatch's Start (the first command of
// its tea.Sequence; the tick after it is not waited for).
func start(t *testing.T, g *Game, cmd tea.Cmd) {
	t.Helper()
	if cmd == nil {
		t.Fatal("no command starts the clock")
	}
	seq := reflect.ValueOf(cmd())
	if seq.Kind() != reflect.Slice || seq.Len() == 0 {
		t.Fatalf("the clock's start is %T, not a sequence", seq.Interface())
	}
	first, ok := seq.Index(0).Interface().(tea.Cmd)
	if !ok {
		t.Fatalf("the sequence holds %T", seq.Index(0).Interface())
	}
	g.Update(first())
}

// TestInARoomTheRulesDoNotStopTheClock: at one keyboard the person to move
// reads the rules on stopped time (above); in a room the other player
// waits for no one, so the reader's move clock goes on.
func TestInARoomTheRulesDoNotStopTheClock(t *testing.T) {
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7, Options: map[string]string{"clock": clockCh[1].Value}}
	s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	h := uitest.NewScreen(t, g, 80, 24)
	start(t, g, g.clock.Start())
	if !g.clock.Running() {
		t.Fatal("Ada's clock does not run on her move")
	}
	h.Key("f1")
	h.MustSee("Rules of Draughts")
	if !g.clock.Running() {
		t.Fatal("in a room, the rules stopped the reader's clock")
	}
}
