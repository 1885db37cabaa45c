package alice

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/handoff"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// stage is what the screen waits for.
type stage int

const (
	stageDealing  stage = iota // before Init: nobody is to act yet
	stagePlay                  // the person at the keyboard is to act
	stageComputer              // a computer player is to act
	stagePass                  // the keyboard must go to another person
	stageHandoff               // the hand-over screen is up
	stageOver                  // all fourteen sets are made
	stageRemote                // in a room, a seat this copy does not play is to act
)

// thinkLimit bounds a computer player's choice (it is normally instant).
const thinkLimit = 5 * time.Second

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
func (g *Game) next() (cmd tea.Cmd) {
	s := &g.sv.Game
	p := s.ToAct()
	from, fromPhase := g.stage, g.v.Phase
	switch {
	case s.Phase == alice.PhaseOver || p < 0:
		g.stage, g.fast = stageOver, false
		defer g.finished()
	case !g.link.Plays(p):
		g.stage = stageRemote
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
		g.sinceFrom = g.sv.Seen[g.viewer]
		g.since = sinceLast(g.v, g.sinceFrom, g.names)
	case g.since != nil:
		// Still the same person's turn: what he drew counts too.
		g.since = sinceLast(g.v, g.sinceFrom, g.names)
	}
	if g.stage == stagePlay && (from != stagePlay || !asks(fromPhase)) {
		g.pick.avoidSureRefusal(g.v) // the ask kept from before is looked at afresh
	}
	if g.stage == stagePlay && from == stageComputer && g.pause > 0 {
		cmd = tea.Batch(cmd, g.settle())
	}
	g.playing = g.stage == stagePlay
	return cmd
}

// asks reports whether phase is one in which the player to act asks.
func asks(phase alice.Phase) bool { return phase == alice.PhaseAsk || phase == alice.PhaseAskLead }

// settleTime is how long Enter does nothing when play comes back to the
// person at the keyboard from a computer: long enough for the Enter typed
// to hurry the computer, not long enough to be felt.
var settleTime = 300 * time.Millisecond

// settledMsg ends the moment of settling numbered n.
type settledMsg struct{ n int }

// settle starts a moment in which Enter does nothing.
func (g *Game) settle() tea.Cmd {
	g.settled++
	g.settling = true
	n := g.settled
	return tea.Tick(settleTime, func(time.Time) tea.Msg { return settledMsg{n} })
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

// wait starts the computer player's move, after a pause so that the person
// watching can follow (none when fast-forwarding). The pause is part of the
// search, so its result comes back to this screen even if the rules viewer
// is on top meanwhile (every screen of the stack has it).
func (g *Game) wait() tea.Cmd {
	if g.fast {
		return g.think(0)
	}
	return g.think(g.pause)
}

// think asks the computer player to act after pause. It is given only its
// own view of the game and its own memory.
func (g *Game) think(pause time.Duration) tea.Cmd {
	s := g.sv.Game
	p := s.ToAct()
	if p < 0 || g.seats[p].IsHuman() {
		return nil
	}
	g.held = nil
	// A search cancelled in its pause leaves the memory untouched; one
	// cancelled while choosing may have changed it, so a new search starts
	// from a fresh one.
	if g.mem[p] == nil || g.thinker.Busy() {
		g.mem[p] = alice.NewMemory(p)
	}
	v, m, lv, step := s.View(p), g.mem[p], level(g.seats[p]), s.Step
	rng := rand.New(rand.NewPCG(g.sv.Seed, uint64(step)))
	return g.thinker.Start(thinkLimit+pause, func(ctx context.Context) any {
		if pause > 0 {
			t := time.NewTimer(pause)
			select {
			case <-ctx.Done():
				t.Stop()
				return nil
			case <-t.C:
			}
		}
		return move{step: step, action: alice.Choose(ctx, v, m, lv, rng)}
	})
}

// thought plays a computer player's move when it comes, unless the leave
// question is open: then it waits for the answer.
func (g *Game) thought(msg screen.ThoughtMsg) tea.Cmd {
	if !g.thinker.Accept(msg) {
		return nil
	}
	m, ok := msg.Result.(move)
	if !ok || m.step != g.sv.Game.Step || g.stage != stageComputer {
		return nil
	}
	if g.footer.Asking() {
		g.held = &m
		return nil
	}
	return g.play(m.action)
}

// playHeld plays the computer's move that waited for the leave question.
func (g *Game) playHeld() tea.Cmd {
	m := g.held
	g.held = nil
	if m == nil || m.step != g.sv.Game.Step || g.stage != stageComputer {
		return nil
	}
	return g.play(m.action)
}

// skip ends the pause before a computer player's move; fast also skips
// the pauses after it, until a person is to act.
func (g *Game) skip(fast bool) tea.Cmd {
	if g.stage != stageComputer {
		return nil
	}
	g.fast = g.fast || fast
	if g.held != nil {
		return g.playHeld()
	}
	return g.think(0)
}

// play makes a move of the player to act: at one keyboard it applies it at
// once; in a room it sends it, and applies it when the room hands it back.
func (g *Game) play(a alice.Action) tea.Cmd {
	if g.link.InRoom() {
		return g.send(a)
	}
	return g.apply(a)
}

// apply applies a move of the player to act, saves, and goes on.
func (g *Game) apply(a alice.Action) tea.Cmd {
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

// publicLog is the game's whole log as anyone at the table saw it (no
// card drawn face down named), width cells wide, under a heading: kept on
// the result screen so that the game can be gone over.
func (g *Game) publicLog(width int) string {
	lines := []string{inks(g.env.Theme).text.Render("The game, move by move")}
	for _, e := range g.sv.Game.View(-1).Log {
		lines = g.appendEventLines(lines, e, false, width)
	}
	return strings.Join(lines, "\n")
}

// ruleText words an engine error for the players.
func ruleText(err error, names []string) string {
	var re *alice.RuleError
	if errors.As(err, &re) {
		return re.Text(names)
	}
	return err.Error()
}

// finished has Update go on to the shared result screen, in the game's
// place (when the game ends in Init, with the first message after it).
func (g *Game) finished() { g.then.Set(screen.Replace(g.resultScreen())) }

// resultScreen is the shared result screen: who won, and the table as it
// ended, every set turned up with its owner. Enter there deals the next
// game at the same table, by the player left of the last dealer.
func (g *Game) resultScreen() *screen.Result {
	w, _ := g.size()
	table, _ := g.tableBlock(w)
	s := g.sv.Game
	note := "Each line lists its player's sets."
	if slices.ContainsFunc(s.Log, func(e alice.Event) bool { return e.Kind == alice.EventLayDown }) {
		note = "The sets laid down before play are turned up: each line lists its player's sets."
	}
	body := table + "\n\n" + inks(g.env.Theme).muted.Render(note) + "\n\n" + g.publicLog(w)
	next := (s.Dealer + 1) % s.Players
	var room *screen.Link
	if g.link.InRoom() {
		room = &g.link
	}
	return screen.NewResult(g.env, screen.ResultSpec{
		Room:     room,
		Game:     GameEntry(),
		Config:   screen.Config{Seats: g.seats, Seed: g.sv.Seed, Options: map[string]string{dealerOption: strconv.Itoa(next)}},
		Headline: plain(g.env.Theme, g.result()),
		Reason:   "All fourteen sets are made; " + g.names[next] + " deals the next game.",
		Body:     body,
	})
}
