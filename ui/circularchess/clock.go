package circularchess

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
)

// The set-up's choices of clock: none, or the time each player has for
// the whole game. A player whose time runs out loses.
var clockChoices = []string{"off", "10 minutes each", "30 minutes each"}

// clockLimitOf reads the set-up's choice of clock; 0 is no clock.
func clockLimitOf(choice string) time.Duration {
	switch choice {
	case clockChoices[1]:
		return 10 * time.Minute
	case clockChoices[2]:
		return 30 * time.Minute
	}
	return 0
}

// clockTick moves the running clock on; a tick of an earlier run is
// dropped, so only one chain of ticks runs.
type clockTick struct{ id int }

// clockOn reports whether the game is played on the clock.
func (g *Game) clockOn() bool { return g.clockLimit > 0 }

// startClock starts the clock of the side to move, unless the game is
// over, has no clock, the rules are open, or the clock already runs.
func (g *Game) startClock() tea.Cmd {
	if !g.clockOn() || g.over() || g.rulesOpen || !g.clockRun.IsZero() {
		return nil
	}
	g.clockSide = g.now().Turn()
	g.clockRun = time.Now()
	g.clockAt = g.clockRun
	g.clockID++
	return g.clockNext()
}

// stopClock stops the running clock, adding the time taken to its side's.
func (g *Game) stopClock() {
	if g.clockRun.IsZero() {
		return
	}
	g.clockUsed[g.clockSide] += time.Since(g.clockRun)
	g.clockRun = time.Time{}
}

// clockNext is the next tick of the running clock (none if clockEach is 0).
func (g *Game) clockNext() tea.Cmd {
	if g.clockEach <= 0 {
		return nil
	}
	id := g.clockID
	return tea.Tick(g.clockEach, func(time.Time) tea.Msg { return clockTick{id} })
}

// usedBy is the time side c has taken, up to the last tick.
func (g *Game) usedBy(c cc.Color) time.Duration {
	used := g.clockUsed[c]
	if !g.clockRun.IsZero() && g.clockSide == c {
		used += g.clockAt.Sub(g.clockRun)
	}
	return used
}

// timeLeft is what remains of side c's time, up to the last tick.
func (g *Game) timeLeft(c cc.Color) time.Duration { return max(g.clockLimit-g.usedBy(c), 0) }

// clockTicked moves the clock on and ends the game when the side to
// move has no time left.
func (g *Game) clockTicked(msg clockTick) tea.Cmd {
	if msg.id != g.clockID || g.clockRun.IsZero() {
		return nil
	}
	g.clockAt = time.Now()
	if g.timeLeft(g.clockSide) > 0 {
		return g.clockNext()
	}
	side := g.clockSide
	g.end = &cc.Verdict{Status: cc.Win, Winner: side.Opponent()}
	g.endReason = sanitize.Name(g.seatOf(side).Name) + "'s time ran out (" + kit.ClockText(g.clockLimit) + " each)"
	return g.changed()
}

// clockLine shows both players' time left, when the game has a clock.
func (g *Game) clockLine() string {
	if !g.clockOn() {
		return ""
	}
	return "Clocks: W " + kit.ClockText(g.timeLeft(cc.White)) + " B " + kit.ClockText(g.timeLeft(cc.Black))
}
