package doublechess

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
)

// clockBudget is each person's time for the whole game, when clocks are on.
const clockBudget = 30 * time.Minute

// clockMsg is a tick of the running clock; run tells a stale tick.
type clockMsg struct{ run int }

func msDuration(ms int64) time.Duration { return time.Duration(max(ms, 0)) * time.Millisecond }

// clockRunning reports whether a person's clock runs now.
func (g *Game) clockRunning() bool { return g.opts.Clock && !g.turnStart.IsZero() }

// usedNow is the time army c's person has used, the move in progress included.
func (g *Game) usedNow(c dc.Color) time.Duration {
	u := g.used[c]
	if g.clockRunning() && g.rec.now().Turn() == c {
		u += time.Since(g.turnStart)
	}
	return u
}

// left is the time army c's person has left.
func (g *Game) left(c dc.Color) time.Duration { return max(clockBudget-g.usedNow(c), 0) }

// startClock starts the clock of the person to move.
func (g *Game) startClock() tea.Cmd {
	if !g.opts.Clock || !g.humanToMove() {
		return nil
	}
	g.turnStart = time.Now()
	g.clockRun++
	return g.clockTick()
}

// stopClock adds the move in progress to its person's time.
func (g *Game) stopClock() {
	if !g.clockRunning() {
		return
	}
	g.used[g.rec.now().Turn()] += time.Since(g.turnStart)
	g.turnStart = time.Time{}
	g.clockRun++
}

// clockTick asks for the next tick while a clock runs.
func (g *Game) clockTick() tea.Cmd {
	if !g.clockRunning() {
		return nil
	}
	run := g.clockRun
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return clockMsg{run: run} })
}

// clockTicked checks for a time-out and asks for the next tick.
func (g *Game) clockTicked(msg clockMsg) tea.Cmd {
	if msg.run != g.clockRun || !g.clockRunning() || g.over() {
		return nil
	}
	c := g.rec.now().Turn()
	if g.left(c) > 0 {
		return g.clockTick()
	}
	g.stopClock()
	g.end = &dc.Verdict{Status: dc.Won, Winner: c.Side().Other(),
		Reason: g.seatOf(c).Name + " (" + c.String() + ") ran out of time"}
	return g.changed()
}

// resumeClock restarts the ticks after the screen was covered (they went
// to the screen on top), dropping any chain of ticks still running.
func (g *Game) resumeClock() tea.Cmd {
	if !g.clockRunning() {
		return nil
	}
	g.clockRun++
	return g.clockTick()
}
