package draughts

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
)

// The Victorian clock (book rule 7): five minutes for each move, one minute
// when a piece is en prise, that is when the player has a capture to make.
// A player whose time runs out loses. Only people are timed: the computer
// answers well within a minute.
const (
	moveTime    = 5 * time.Minute
	captureTime = time.Minute
)

// elapsed is the time taken on the move in progress.
func (g *Game) elapsed() time.Duration { return g.used + g.clock.Elapsed() }

// stopClock stops the move's clock here and now, not by a command whose
// message might come after the screen has moved on (the rules closed
// again, the result in the game's place).
func (g *Game) stopClock() {
	g.clock, _ = g.clock.Update(stopwatch.StartStopMsg{ID: g.clock.ID()})
}

// timeLimit is the time allowed for the move in progress.
func timeLimit(s draughts.State) time.Duration {
	for _, m := range draughts.Legal(s) {
		if m.IsCapture() {
			return captureTime
		}
	}
	return moveTime
}

// timeLeft is what remains of the time for the move in progress.
func (g *Game) timeLeft() time.Duration {
	return max(timeLimit(g.rec.Now())-g.elapsed(), 0)
}

// checkTime ends the game when a person's time has run out.
func (g *Game) checkTime() tea.Cmd {
	if !g.opts.Clock || !g.CanMove() || g.timeLeft() > 0 {
		return nil
	}
	side := g.rec.Now().Turn()
	if g.Link.InRoom() {
		if g.Pending > 0 {
			return nil
		}
		cmd, _ := g.send(event{Kind: timeoutEvent, Side: side})
		return cmd
	}
	g.end = &draughts.Verdict{Status: draughts.Win, Winner: side.Opponent(),
		Reason: fmt.Sprintf("%s's time ran out (rule 7: %s a move)", g.seatOf(side).Name, kit.ClockText(timeLimit(g.rec.Now())))}
	return g.changed()
}
