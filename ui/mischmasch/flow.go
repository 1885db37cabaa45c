package mischmasch

import (
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict/define"
	"parlour/games/mischmasch"
	"parlour/ui/handoff"
	"parlour/ui/screen"
)

// The flow of a move: which screen follows which. Update calls syncKeys
// after each of these, so the key help always matches the screen.

// advance puts the next private task on screen once the one shown is done:
// a person's, behind a hand-over if another person had the keyboard last;
// or, when only computers have something to do, the public waiting screen.
func (g *Game) advance() tea.Cmd {
	if g.st.Reveal || g.over() {
		return nil
	}
	waiting := g.st.Game.Waiting()
	if g.desk != nil && slices.Contains(waiting, g.desk.turn) {
		return nil
	}
	g.desk, g.handoff = nil, nil
	t, ok := g.nextHuman(waiting)
	if !ok {
		return g.spinner()
	}
	g.desk = g.newDesk(t)
	g.computer.hurry = false
	if g.humans > 1 && g.keyboard != t.Seat {
		h := handoff.New(g.name(t.Seat))
		h, _ = h.Update(tea.WindowSizeMsg{Width: g.width, Height: g.height})
		g.handoff = &h
		return nil
	}
	return g.openDesk()
}

// nextHuman picks the person to act next: the one at the keyboard if he
// has something to do, else the first in seat order (in order of speaking,
// when words are named).
func (g *Game) nextHuman(waiting []mischmasch.Turn) (mischmasch.Turn, bool) {
	var best mischmasch.Turn
	found := false
	for _, t := range waiting {
		if !g.seats[t.Seat].IsHuman() || !g.link.Plays(t.Seat) || slices.Contains(g.sent, t) {
			continue
		}
		switch {
		case t.Seat == g.keyboard:
			return t, true
		case !found, g.st.Game.Phase() != mischmasch.Naming && t.Seat < best.Seat:
			best, found = t, true
		}
	}
	return best, found
}

// openDesk shows the desk to its player and, for an answer, starts his
// clock.
func (g *Game) openDesk() tea.Cmd {
	g.handoff = nil
	g.keyboard = g.desk.turn.Seat
	if g.humans > 1 {
		g.note = "" // it may concern another player
	}
	if g.desk.turn.Task != mischmasch.TaskDeclare {
		return nil
	}
	g.clock = stopwatch.NewWithInterval(time.Second)
	if g.covered {
		return nil // the clock starts when the rules close
	}
	return g.clock.Start()
}

// stepped carries on after the game took a step: the reveal when the move
// is complete, else the next task and the computers' work.
func (g *Game) stepped(before int) tea.Cmd {
	if g.completed() > before {
		g.moveComplete()
		if g.link.InRoom() && len(g.link.Seats) > 0 && g.humans == 0 {
			// The room's own copy, playing computers only, does not
			// wait at the reveal.
			return g.nextMove()
		}
		return nil
	}
	g.save()
	return tea.Batch(g.advance(), g.computers())
}

// moveComplete puts the move just finished on the table.
func (g *Game) moveComplete() {
	g.st.Reveal = true
	g.desk, g.handoff, g.keyboard = nil, nil, -1
	g.clock = stopwatch.NewWithInterval(time.Second)
	g.computer.stop()
	for i := range g.st.Used {
		g.st.Used[i] = 0
	}
	g.learn()
	g.scroll = 0
	if g.over() {
		if !g.link.InRoom() {
			g.env.Store.Delete(GameID)
		}
	} else {
		g.save()
	}
}

// nextMove leaves the reveal for the next move, or the summary.
func (g *Game) nextMove() tea.Cmd {
	g.st.Reveal = false
	g.note = ""
	if g.over() {
		g.finished()
		return nil
	}
	g.save()
	return tea.Batch(g.advance(), g.computers())
}

// learn finds, for the reveal, the lawful words for both nuclei of the last
// move. The first time, it builds the engine's index of the dictionary,
// which Init has started in the background.
func (g *Game) learn() {
	m, ok := g.st.Game.LastMove()
	if !ok {
		return
	}
	for _, side := range mischmasch.Sides {
		n := m.Attempts[side].Nucleus
		if unfinished(m, side) {
			// The guesser goes on guessing it: its words stay unknown.
			g.examples[side], g.counts[side] = nil, 0
			continue
		}
		g.examples[side], g.rare[side] = g.shownExamples(n)
		g.counts[side] = mischmasch.Count(g.dict, n)
	}
	// The words the reveal shows can be looked up: the answers, then the
	// examples.
	var words []string
	for _, side := range mischmasch.Sides {
		if a := m.Attempts[side]; a.Declaration == mischmasch.Ready && a.Word != "" && !a.Late {
			words = append(words, strings.ToLower(a.Word))
		}
	}
	for _, side := range mischmasch.Sides {
		words = append(words, g.examples[side]...)
	}
	g.lookup, g.defined = screen.NewWordLookup(words, define.Lookup), ""
	g.learned = true
}

// shownExamples are the words the reveal shows for a nucleus: up to ten
// familiar ones; or, when no familiar word holds it, up to three others,
// rare, to be shown with their definitions.
func (g *Game) shownExamples(nucleus string) (words []string, rare bool) {
	all := mischmasch.Examples(g.dict, nucleus, 10) // the familiar first
	for _, w := range all {
		if !g.unfamiliar(w) {
			words = append(words, w)
		}
	}
	if len(words) > 0 || len(all) == 0 {
		return words, false
	}
	// Rare words, those with a definition first.
	var defined, undefined []string
	for _, w := range all {
		if _, ok := define.Lookup(w); ok {
			defined = append(defined, w)
		} else {
			undefined = append(undefined, w)
		}
	}
	words = append(defined, undefined...)
	return words[:min(3, len(words))], true
}

// unfamiliar reports whether a player may not know word: it is not in the
// familiar list.
func (g *Game) unfamiliar(word string) bool { return g.dict.Familiarity(word) < 2 }

// unfinished reports whether side's nucleus in move m goes on to the next
// move ("not ready", or a wrong word): no screen may show words that hold it
// until it is finished.
func unfinished(m mischmasch.Move, side mischmasch.Side) bool {
	return m.Attempts[side].Keeps && !m.Last
}

// finished has Update go on to the shared result screen, in the game's
// place.
func (g *Game) finished() { g.then.Set(screen.Replace(g.resultScreen())) }

// resultScreen is the shared result screen, with the summary of the game
// (every move) for its body; Enter there starts another game with the
// same seats and rules.
func (g *Game) resultScreen() *screen.Result {
	r := mischmasch.Outcome(g.st.Game)
	headline := "A draw"
	if r.Status == mischmasch.Win {
		headline = g.sideName(r.Winner) + " " + g.verb("wins", "win")
	}
	var room *screen.Link
	if g.link.InRoom() {
		room = &g.link
	}
	return screen.NewResult(g.env, screen.ResultSpec{
		Room:       room,
		Game:       GameEntry(),
		Config:     screen.Config{Seats: g.seats, Seed: g.st.Seed, Options: g.options()},
		Headline:   headline,
		Reason:     r.Reason,
		Body:       g.summary(true),
		Words:      g.answeredWords(),
		Define:     define.Lookup,
		Unfamiliar: g.unfamiliar,
	})
}

// answeredWords are the words the game's answers named, in the order the
// summary lists them, each once.
func (g *Game) answeredWords() []string {
	var words []string
	seen := map[string]bool{}
	for _, m := range g.st.Game.History() {
		for _, side := range mischmasch.Sides {
			a := m.Attempts[side]
			if w := strings.ToLower(a.Word); a.Declaration == mischmasch.Ready && w != "" && !a.Late && !seen[w] {
				seen[w] = true
				words = append(words, w)
			}
		}
	}
	return words
}
