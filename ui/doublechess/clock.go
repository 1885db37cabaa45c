package doublechess

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
)

// clockBudget is each person's time for the whole game, when clocks are on.
const clockBudget = 30 * time.Minute

// clockMsg is a tick of the running clock; run tells a stale tick, at is
// the time of the tick (the zero time: no news of the time).
type clockMsg struct {
	run int
	at  time.Time
}

func msDuration(ms int64) time.Duration { return time.Duration(max(ms, 0)) * time.Millisecond }

// clockRunning reports whether a person's clock runs now.
func (g *Game) clockRunning() bool { return g.opts.Clock && !g.turnStart.IsZero() }

// usedNow is the time army c's person has used, the move in progress
// included as far as the last tick: View draws it without reading the
// wall clock.
func (g *Game) usedNow(c dc.Color) time.Duration { return g.usedAt(c, g.clockNow) }

// usedAt is the time army c's person has used by the time now.
func (g *Game) usedAt(c dc.Color, now time.Time) time.Duration {
	u := g.used[c]
	if g.clockRunning() && g.rec.Now().Turn() == c && now.After(g.turnStart) {
		u += now.Sub(g.turnStart)
	}
	return u
}

// left is the time army c's person has left.
func (g *Game) left(c dc.Color) time.Duration { return max(clockBudget-g.usedNow(c), 0) }

// startClock starts the clock of the person to move.
func (g *Game) startClock() tea.Cmd {
	if !g.opts.Clock || !g.CanMove() {
		return nil
	}
	g.turnStart = time.Now()
	if g.InRoom() && !g.turnBegan.IsZero() && g.turnBegan.Before(g.turnStart) {
		g.turnStart = g.turnBegan
	}
	g.clockNow = time.Now()
	g.clockRun++
	return g.clockTick()
}

// stopClock adds the move in progress to its person's time.
func (g *Game) stopClock() {
	if !g.clockRunning() {
		return
	}
	c := g.rec.Now().Turn()
	g.used[c] = g.usedAt(c, time.Now())
	// The time up to now is counted: a clock started again counts from
	// now, not from when the room took the move that began the turn.
	g.turnStart, g.clockNow, g.turnBegan = time.Time{}, time.Time{}, time.Time{}
	g.clockRun++
}

// clockTick asks for the next tick while a clock runs.
func (g *Game) clockTick() tea.Cmd {
	if !g.clockRunning() {
		return nil
	}
	run := g.clockRun
	return tea.Tick(time.Second, func(at time.Time) tea.Msg { return clockMsg{run: run, at: at} })
}

// clockTicked checks for a time-out and asks for the next tick.
func (g *Game) clockTicked(msg clockMsg) tea.Cmd {
	if msg.run != g.clockRun || !g.clockRunning() || g.Over() {
		return nil
	}
	if msg.at.After(g.clockNow) {
		g.clockNow = msg.at
	}
	c := g.rec.Now().Turn()
	if g.left(c) > 0 {
		return g.clockTick()
	}
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
