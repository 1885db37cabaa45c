package doublechess

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// clockBudget is each person's time for the whole game, when clocks are on.
const clockBudget = 30 * time.Minute

// newClocks are the four armies' clocks: the whole game's budget each when
// the game is on the clock, none otherwise.
func newClocks(on bool) kit.Clocks {
	if !on {
		return kit.NewClocks(4, 0)
	}
	return kit.NewClocks(4, clockBudget)
}

// startClock starts the clock of the person to move: in a room from when
// the room took the move that began the turn, so that a copy built late
// (its person reconnecting) counts his whole turn.
func (g *Game) startClock() tea.Cmd {
	if !g.CanMove() {
		return nil
	}
	from := time.Time{}
	if g.InRoom() {
		from = g.turnBegan
	}
	return g.clocks.StartFrom(int(g.rec.Now().Turn()), from)
}

// stopClock adds the move in progress to its person's time. A clock
// started again counts from then, not from when the room took the move
// that began the turn; with no clock running, the turn's beginning is
// kept (the room sets it before a move is applied).
func (g *Game) stopClock() {
	if !g.clocks.Running() {
		return
	}
	g.clocks.Stop()
	g.turnBegan = time.Time{}
}

// clockTicked moves the clock on, and gives the game up for the side of
// a person whose time has run out.
func (g *Game) clockTicked(msg kit.ClockTick) tea.Cmd {
	if g.Over() {
		return nil
	}
	cmd, out := g.clocks.Tick(msg)
	if !out {
		return cmd
	}
	c := dc.Color(g.clocks.Side())
	g.stopClock()
	if g.InRoom() {
		// The room hears it from this copy, whose clock measured it.
		if _, err := g.send(roomAction{Kind: timeoutAction, Army: c}); err != nil {
			g.Footer.Fail(sentence(err))
		}
		return nil
	}
	return g.relinquish(g.seatOf(c).Name + " (" + c.String() + ") ran out of time")
}
