package kit

import (
	"strings"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Clocks are the players' clocks of a game on time, for two to four
// sides: each side has Limit for the whole game; the clock of the side to
// move runs from Start until its move is made (Stop), and its ticks move
// the panel's count on. The zero Limit is no clock.
type Clocks struct {
	Limit time.Duration
	// Used is the time each side has taken on its moves finished.
	Used []time.Duration
	// Each is how often the running clock ticks (0: never, for tests).
	Each time.Duration
	// Now tells the time (nil: time.Now); tests wind it on.
	Now func() time.Time

	side int
	run  time.Time // when the running clock started; zero while none runs
	at   time.Time // the last tick, up to which Taken counts
	id   int64     // the current chain of ticks
}

// ClockTick moves the running clock on. ID names the chain of ticks it
// belongs to: a tick of a clock stopped since is dropped, so only one
// chain runs.
type ClockTick struct{ ID int64 }

// lastClockRun numbers the clocks' runs in the process.
var lastClockRun atomic.Int64

// NewClocks returns the stopped clocks of sides players with limit each
// (0: no clock), ticking every second.
func NewClocks(sides int, limit time.Duration) Clocks {
	return Clocks{Limit: limit, Used: make([]time.Duration, sides), Each: time.Second}
}

func (c *Clocks) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// On reports whether the game is played on the clock.
func (c *Clocks) On() bool { return c.Limit > 0 }

// Running reports whether a clock runs.
func (c *Clocks) Running() bool { return !c.run.IsZero() }

// Side is the side whose clock runs (or ran last).
func (c *Clocks) Side() int { return c.side }

// Start starts side's clock, unless the game has no clock or one runs
// already; it returns the first tick.
func (c *Clocks) Start(side int) tea.Cmd { return c.StartFrom(side, time.Time{}) }

// StartFrom is Start for a turn that began at from, earlier (a copy of a
// room's game built while its person thinks): the clock counts from then.
// The zero time, or one not yet come, is now.
func (c *Clocks) StartFrom(side int, from time.Time) tea.Cmd {
	if !c.On() || c.Running() || side < 0 || side >= len(c.Used) {
		return nil
	}
	now := c.now()
	c.side, c.run, c.at = side, now, now
	if !from.IsZero() && from.Before(now) {
		c.run = from
	}
	c.id = lastClockRun.Add(1)
	return c.next()
}

// Stop stops the running clock, adding the time taken to its side's.
func (c *Clocks) Stop() {
	if !c.Running() {
		return
	}
	c.Used[c.side] += c.now().Sub(c.run)
	c.run = time.Time{}
	c.id = 0
}

// next is the running clock's next tick.
func (c *Clocks) next() tea.Cmd {
	if c.Each <= 0 {
		return nil
	}
	id := c.id
	return tea.Tick(c.Each, func(time.Time) tea.Msg { return ClockTick{ID: id} })
}

// Current is the tick the running clock's chain carries, or a tick no
// clock takes when none runs.
func (c *Clocks) Current() ClockTick { return ClockTick{ID: c.id} }

// Tick takes a tick of the running clock: the count moves on, and the next
// tick follows unless the side to move has no time left (out), when the
// screen ends the game. A tick of another chain does nothing.
func (c *Clocks) Tick(msg ClockTick) (cmd tea.Cmd, out bool) {
	if !c.Running() || msg.ID != c.id {
		return nil, false
	}
	c.at = c.now()
	if c.Left(c.side) > 0 {
		return c.next(), false
	}
	return nil, true
}

// Taken is the time side has taken, up to the last tick.
func (c *Clocks) Taken(side int) time.Duration {
	used := c.Used[side]
	if c.Running() && c.side == side {
		used += c.at.Sub(c.run)
	}
	return used
}

// TakenNow is the time side has taken, up to now: for a save.
func (c *Clocks) TakenNow(side int) time.Duration {
	used := c.Used[side]
	if c.Running() && c.side == side {
		used += c.now().Sub(c.run)
	}
	return used
}

// Left is what remains of side's time, up to the last tick.
func (c *Clocks) Left(side int) time.Duration { return max(c.Limit-c.Taken(side), 0) }

// Line is the panel's line of the clocks, each side by its letter:
// "Clocks: W 9:57 B 10:00"; "" with no clock.
func (c *Clocks) Line(letters []string) string {
	if !c.On() {
		return ""
	}
	parts := make([]string, 0, len(letters))
	for i, l := range letters[:min(len(letters), len(c.Used))] {
		parts = append(parts, l+" "+ClockText(c.Left(i)))
	}
	return "Clocks: " + strings.Join(parts, " ")
}

// Millis is a count of milliseconds from a save or a room's action as a
// time, none when it is negative.
func Millis(ms int64) time.Duration { return time.Duration(max(ms, 0)) * time.Millisecond }
