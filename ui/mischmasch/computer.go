package mischmasch

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/mischmasch"
	"parlour/ui/screen"
)

// thinkLimit bounds one search of the computer player.
const thinkLimit = 5 * time.Second

// computer runs the computer seats. The engine decides at once, and says
// how long a person would have taken; the decision is kept as a plan and
// acted on when that time has passed, counted from when the seat could
// first act. So the computer thinks while the people do, and a person left
// waiting may hurry it.
type computer struct {
	thinker  screen.Thinker
	thinking *mischmasch.Turn // the turn being searched, if any
	since    time.Time        // when that turn could first be acted on
	plans    []plan           // decisions waiting for their time
	wakeID   int
	armed    time.Time // the time the alarm is set for, if any
	hurry    bool      // act on every decision at once
	pace     float64   // the share of a person's time the computer takes: 1 in play
}

// plan is a decision of the computer waiting for its time.
type plan struct {
	turn mischmasch.Turn
	act  mischmasch.Action
	due  time.Time
}

// thought is the result of one search.
type thought struct {
	turn mischmasch.Turn
	act  mischmasch.Action
	err  error
}

// wakeMsg says that a plan's time has come.
type wakeMsg struct{ id int }

// pending reports whether a computer is thinking or about to act.
func (c *computer) pending() bool { return c.thinking != nil || len(c.plans) > 0 }

// stop forgets every search and plan (the move is over, or the game left).
func (c *computer) stop() {
	c.thinker.Cancel()
	c.thinking, c.plans, c.hurry = nil, nil, false
	c.wakeID++
	c.armed = time.Time{}
}

// lost drops the search in progress and the alarm; the plans are kept, and
// their times still count.
func (c *computer) lost() {
	c.thinker.Cancel()
	c.thinking = nil
	c.armed = time.Time{}
}

// computers starts the search for the next computer turn the game waits
// for, drops plans the game no longer wants, and sets the alarm for the
// earliest plan.
func (g *Game) computers() tea.Cmd {
	c := &g.computer
	if g.st.Reveal || g.over() {
		return nil
	}
	waiting := g.st.Game.Waiting()
	c.plans = slices.DeleteFunc(c.plans, func(p plan) bool { return !slices.Contains(waiting, p.turn) })
	if c.thinking != nil && !slices.Contains(waiting, *c.thinking) {
		c.lost()
	}
	var cmds []tea.Cmd
	if c.thinking == nil {
		for _, t := range waiting {
			if !g.seats[t.Seat].IsHuman() && g.link.Plays(t.Seat) && !slices.Contains(g.sent, t) &&
				!slices.ContainsFunc(c.plans, func(p plan) bool { return p.turn == t }) {
				cmds = append(cmds, g.think(t))
				break
			}
		}
	}
	return tea.Batch(append(cmds, g.spinner(), g.wake())...)
}

// think starts the search for a computer turn.
func (g *Game) think(t mischmasch.Turn) tea.Cmd {
	c := &g.computer
	level := g.seats[t.Seat].Level
	if !level.Valid() {
		level = mischmasch.Medium
	}
	s := g.st.Game
	rng := rand.New(rand.NewPCG(g.st.Seed, uint64(s.MoveNumber())<<8|uint64(t.Task)<<4|uint64(t.Seat)))
	c.thinking, c.since = &t, time.Now()
	return c.thinker.Start(thinkLimit, func(ctx context.Context) any {
		act, err := mischmasch.Choose(ctx, s, t, level, rng)
		return thought{turn: t, act: act, err: err}
	})
}

// thought takes a finished search and plans its action.
func (g *Game) thought(msg screen.ThoughtMsg) tea.Cmd {
	c := &g.computer
	if !c.thinker.Accept(msg) {
		return nil
	}
	th, ok := msg.Result.(thought)
	c.thinking = nil
	if !ok {
		return nil
	}
	if th.err != nil {
		g.note = g.name(th.turn.Seat) + " could not decide: " + cleanError(th.err)
		return nil
	}
	due := c.since.Add(time.Duration(float64(th.act.Elapsed) * c.pace))
	if c.hurry {
		due = c.since
	}
	c.plans = append(c.plans, plan{turn: th.turn, act: th.act, due: due})
	return tea.Batch(g.applyDue(time.Now()), g.computers())
}

// applyDue acts on every plan whose time has come.
func (g *Game) applyDue(now time.Time) tea.Cmd {
	c := &g.computer
	before := g.completed()
	slices.SortStableFunc(c.plans, func(a, b plan) int { return a.due.Compare(b.due) })
	changed := false
	for len(c.plans) > 0 && !c.plans[0].due.After(now) {
		p := c.plans[0]
		c.plans = c.plans[1:]
		if g.link.InRoom() {
			g.send(p.turn, p.act)
			continue
		}
		next, err := g.st.Game.Apply(p.act)
		if err != nil {
			g.note = g.name(p.turn.Seat) + " could not play: " + cleanError(err)
			continue
		}
		g.st.Game, changed = next, true
		if g.completed() > before {
			break
		}
	}
	if !changed {
		if g.link.InRoom() {
			return tea.Batch(g.wake(), g.computers())
		}
		return g.wake()
	}
	return g.stepped(before)
}

// wake sets the alarm for the earliest plan, unless it is set already.
func (g *Game) wake() tea.Cmd {
	c := &g.computer
	if len(c.plans) == 0 {
		return nil
	}
	first := c.plans[0].due
	for _, p := range c.plans[1:] {
		if p.due.Before(first) {
			first = p.due
		}
	}
	if first.Equal(c.armed) {
		return nil
	}
	c.armed = first
	c.wakeID++
	id := c.wakeID
	return tea.Tick(max(time.Until(first), time.Millisecond), func(time.Time) tea.Msg { return wakeMsg{id} })
}

// hurry makes the computers act at once: a person waiting for them may
// skip the time they take.
func (g *Game) hurry() tea.Cmd {
	c := &g.computer
	c.hurry = true
	now := time.Now()
	for i := range c.plans {
		c.plans[i].due = now
	}
	return g.applyDue(now)
}

// spinner starts the spinner when a computer is busy and nobody is at a
// desk.
func (g *Game) spinner() tea.Cmd {
	if g.spinning || g.desk != nil || !g.computer.pending() {
		return nil
	}
	g.spinning = true
	return g.spin.Tick
}
