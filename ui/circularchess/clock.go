package circularchess

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
)

// The set-up's choices of clock: none, or the time each player has for
// the whole game. A player whose time runs out loses.
var clockChoices = []screen.Choice{
	{Value: "off", Label: "off"}, {Value: "10m", Label: "10 minutes each"}, {Value: "30m", Label: "30 minutes each"},
}

// clockLimits is each clock's time; "off" is none.
var clockLimits = map[string]time.Duration{"10m": 10 * time.Minute, "30m": 30 * time.Minute}

// startClock starts the clock of the side to move, unless the game is
// over, has no clock, the rules are open, or the clock already runs.
func (g *Game) startClock() tea.Cmd {
	if g.Over() || g.rulesOpen {
		return nil
	}
	return g.clocks.Start(int(g.now().Turn()))
}

// stopClock stops the running clock, adding the time taken to its side's.
func (g *Game) stopClock() { g.clocks.Stop() }

// clockTicked moves the clock on and ends the game when the side to
// move has no time left.
func (g *Game) clockTicked(msg kit.ClockTick) tea.Cmd {
	cmd, out := g.clocks.Tick(msg)
	if !out {
		return cmd
	}
	side := cc.Color(g.clocks.Side())
	if g.InRoom() {
		return g.sendTimeout(side)
	}
	g.end = &cc.Verdict{Status: cc.Win, Winner: side.Opponent()}
	g.endReason = g.seatOf(side).Name + "'s time ran out (" + kit.ClockText(g.clocks.Limit) + " each)"
	return g.changed()
}

// clockLine shows both players' time left, when the game has a clock.
func (g *Game) clockLine() string { return g.clocks.Line([]string{"W", "B"}) }
