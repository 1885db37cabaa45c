package circularchess

import (
	"testing"
	"time"

	"parlour/ui/board/kit/kittest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// checked is the game as the kit's checks see it.
func checked(h *uitest.Harness, g *Game) kittest.Screen {
	return kittest.Screen{H: h, Game: g, Footer: &g.Footer, Panel: &g.Panel}
}

func TestEnterDoesNotAnswerTheLeaveQuestion(t *testing.T) {
	kittest.EnterDoesNotAnswerTheLeaveQuestion(t, checked(startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")))
}

func TestEscClosesTheKeysPanelBeforeAskingToLeave(t *testing.T) {
	kittest.EscClosesTheKeysPanelBeforeAskingToLeave(t, checked(startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")))
}

// TestTheComputerThinksOnUnderTheRules: the computer's move, which came
// under the rules, is on the board once they close.
func TestTheComputerThinksOnUnderTheRules(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, easy}, "")
	h.HoldThoughts()
	typeMove(h, "b2-b4")
	kittest.ThinksOnUnderTheRules(t, checked(h, g), g.Think, "Rules of Circular Chess")
	if g.rec.Played != 2 {
		t.Fatalf("%d moves on the board, want the computer's reply too", g.rec.Played)
	}
}

// TestTheClockStoppedForTheRulesGoesOnOnce: shown again after the rules,
// the game starts the clock F1 stopped, once: shown again while it runs,
// it starts nothing.
func TestTheClockStoppedForTheRulesGoesOnOnce(t *testing.T) {
	h, g := startClocked(t, testEnv(t))
	g.clocks.Each = time.Second // a tick command to count
	h.Key("f1")
	if g.clocks.Running() {
		t.Fatal("the clock runs under the rules")
	}
	if _, cmd := g.Update(screen.ShownMsg{}); cmd == nil || !g.clocks.Running() {
		t.Fatal("shown again, the clock did not go on")
	}
	if _, cmd := g.Update(screen.ShownMsg{}); cmd != nil {
		t.Fatal("shown again, the running clock was started a second time")
	}
}
