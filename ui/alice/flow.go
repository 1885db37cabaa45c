package alice

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/handoff"
	"parlour/ui/seats"
)

// stage is what the screen waits for.
type stage int

const (
	stagePlay     stage = iota // the person at the keyboard is to act
	stageComputer              // a computer player is to act
	stagePass                  // the keyboard must go to another person
	stageHandoff               // the hand-over screen is up
	stageOver                  // all fourteen sets are made
)

// thinkLimit bounds a computer player's choice (it is normally instant).
const thinkLimit = 5 * time.Second

// pauseMsg ends the pause before a computer player's move.
type pauseMsg struct{ id int }

// move is a computer player's choice, for the game at step.
type move struct {
	step   int
	action alice.Action
}

// refresh rebuilds what the viewer sees after the game or the viewer
// changed, and fits the choices and keys to it.
func (g *Game) refresh() {
	g.v = g.sv.Game.View(g.viewer)
	g.pick.fit(g.v, g.stage == stagePlay)
	g.syncKeys()
	g.fillOverlay()
}

// next decides what the screen waits for now: the end, a computer's move,
// the person at the keyboard, or the keyboard going to another person.
func (g *Game) next() tea.Cmd {
	s := &g.sv.Game
	p := s.ToAct()
	var cmd tea.Cmd
	switch {
	case s.Phase == alice.PhaseOver || p < 0:
		g.stage, g.fast = stageOver, false
	case !g.seats[p].IsHuman():
		g.stage = stageComputer
		cmd = g.wait()
	case p == g.viewer:
		g.stage, g.fast = stagePlay, false
	case g.viewer < 0:
		g.fast = false
		g.handOver(p)
	default:
		g.stage, g.fast = stagePass, false
	}
	g.refresh()
	switch {
	case g.stage != stagePlay:
		g.since = nil
	case !g.playing && g.viewer >= 0 && g.viewer < len(g.sv.Seen):
		g.since = sinceLast(g.v, g.sv.Seen[g.viewer], g.names)
	}
	g.playing = g.stage == stagePlay
	return cmd
}

// handOver puts up the hand-over screen for the player at seat p.
func (g *Game) handOver(p int) {
	h := handoff.New(g.names[p])
	h, _ = h.Update(tea.WindowSizeMsg{Width: g.width, Height: g.height})
	g.handoff = &h
	g.stage = stageHandoff
	g.viewer = -1
	g.overlay = overlayNone
}

// takeOver gives the screen to the player the hand-over was for.
func (g *Game) takeOver() tea.Cmd {
	g.handoff = nil
	g.viewer = g.sv.Game.ToAct()
	g.say("", false)
	return g.next()
}

// wait pauses before a computer player's move, so that the person watching
// can follow; with no pause (or fast-forward) the move comes at once.
func (g *Game) wait() tea.Cmd {
	g.pauseID++
	if g.confirm.Open() {
		g.held = true
		return nil
	}
	if g.pause <= 0 || g.fast {
		return g.think()
	}
	id := g.pauseID
	return tea.Tick(g.pause, func(time.Time) tea.Msg { return pauseMsg{id} })
}

// think asks the computer player to act. It is given only its own view of
// the game and its own memory.
func (g *Game) think() tea.Cmd {
	s := g.sv.Game
	p := s.ToAct()
	if p < 0 || g.seats[p].IsHuman() {
		return nil
	}
	if g.mem[p] == nil {
		g.mem[p] = alice.NewMemory(p)
	}
	v, m, lv, step := s.View(p), g.mem[p], level(g.seats[p]), s.Step
	rng := rand.New(rand.NewPCG(g.sv.Seed, uint64(step)))
	return g.thinker.Start(thinkLimit, func(ctx context.Context) any {
		return move{step: step, action: alice.Choose(ctx, v, m, lv, rng)}
	})
}

// skip ends the pause before a computer player's move; fast also skips
// the pauses after it, until a person is to act.
func (g *Game) skip(fast bool) tea.Cmd {
	if g.stage != stageComputer || g.thinker.Busy() {
		return nil
	}
	g.fast = g.fast || fast
	g.pauseID++
	return g.think()
}

// resumeComputer starts a computer player's move again when the screen
// comes back from the rules, which may have swallowed the pause or the
// move. The seat's memory starts afresh from its view, so that a search
// still running cannot share it.
func (g *Game) resumeComputer() tea.Cmd {
	if g.stage != stageComputer {
		return nil
	}
	g.thinker.Cancel()
	if p := g.sv.Game.ToAct(); p >= 0 {
		g.mem[p] = nil
	}
	return g.wait()
}

// play applies a move of the player to act, saves, and goes on.
func (g *Game) play(a alice.Action) tea.Cmd {
	actor := g.sv.Game.ToAct()
	next, err := g.sv.Game.Apply(a)
	if err != nil && actor >= 0 && !g.seats[actor].IsHuman() {
		// A computer's move the rules refuse would be a fault of the
		// engine: say so, and play on with the first move allowed.
		g.say(g.names[actor]+": "+ruleText(err, g.names), true)
		if legal := alice.Legal(g.sv.Game); len(legal) > 0 {
			next, err = g.sv.Game.Apply(legal[0])
		}
	}
	if err != nil {
		g.say(ruleText(err, g.names), true)
		return nil
	}
	g.sv.Game = next
	if actor >= 0 && g.seats[actor].IsHuman() {
		g.sv.Seen[actor] = len(next.Log)
		g.say("", false)
	}
	g.save()
	return g.next()
}

// rematch deals another game at the same table; the deal passes left.
func (g *Game) rematch() tea.Cmd {
	s := g.sv.Game
	rng := rand.New(rand.NewPCG(g.sv.Seed, uint64(s.Step)+1))
	next, err := s.Rematch(rng)
	if err != nil {
		g.say(err.Error(), true)
		return nil
	}
	g.sv = saved{Game: next, Seed: rng.Uint64(), Seen: make([]int, len(g.seats))}
	for i := range g.mem {
		g.mem[i] = nil
	}
	if seats.Humans(g.seats) > 1 {
		g.viewer = -1
	}
	g.pick = picker{}
	g.say("", false)
	g.save()
	return g.next()
}

// ruleText words an engine error for the players.
func ruleText(err error, names []string) string {
	var re *alice.RuleError
	if errors.As(err, &re) {
		return re.Text(names)
	}
	return err.Error()
}
