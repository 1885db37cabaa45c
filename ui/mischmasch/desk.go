package mischmasch

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/stopwatch"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/mischmasch"
	"parlour/ui/screen"
)

// maxNucleus bounds what may be typed as a nucleus: longer than any word.
const maxNucleus = 30

// desk is one seat's private task: setting a nucleus for the other side,
// answering the nucleus set to it, or naming a word. What is typed stays
// until the game accepts it, so a refused entry can be mended.
type desk struct {
	turn  mischmasch.Turn
	input textinput.Model
	// choice is the answer picked on an answering desk: Ready (the word
	// typed), NoWord, Resign or NotReady.
	choice mischmasch.Declaration
	// ask holds an answer until its player confirms it; act is that answer.
	ask screen.Confirm
	act mischmasch.Action
	err string
}

// deskVerb is what Enter does at each task, for the key help.
var deskVerb = map[mischmasch.Task]string{
	mischmasch.TaskSet:        "set it",
	mischmasch.TaskDeclare:    "answer",
	mischmasch.TaskName:       "name it",
	mischmasch.TaskSetterWord: "name it",
}

func (g *Game) newDesk(t mischmasch.Turn) *desk {
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = mischmasch.MaxWordLength
	in.Width = 24
	if t.Task == mischmasch.TaskSet {
		in.CharLimit = maxNucleus
	}
	in.Cursor.SetMode(cursor.CursorStatic)
	screen.StyleInput(g.env.Theme, &in)
	in.Focus()
	return &desk{turn: t, input: in, choice: mischmasch.Ready}
}

// nucleus is the nucleus the desk's task is about ("" when setting).
func (g *Game) nucleus(t mischmasch.Turn) string {
	switch t.Task {
	case mischmasch.TaskDeclare, mischmasch.TaskName:
		return g.st.Game.Attempt(t.Side).Nucleus
	case mischmasch.TaskSetterWord:
		return g.st.Game.Attempt(t.Side.Other()).Nucleus
	}
	return ""
}

// deskKey handles a key at the desk.
func (g *Game) deskKey(msg tea.KeyMsg) tea.Cmd {
	d := g.desk
	if d.ask.Open() {
		answered, yes := d.ask.Answer(msg)
		switch {
		case !answered:
		case yes:
			return g.perform(d.act)
		case g.answering() && g.timeUp():
			return g.timeOut()
		}
		return nil
	}
	answer := d.turn.Task == mischmasch.TaskDeclare
	switch {
	case key.Matches(msg, g.keys.Act):
		return g.submit()
	case answer && msg.Type == tea.KeyUp:
		d.choice = max(mischmasch.Ready, d.choice-1)
		d.err = ""
	case answer && msg.Type == tea.KeyDown:
		d.choice = min(mischmasch.NotReady, d.choice+1)
		d.err = ""
	default:
		before := d.input.Value()
		d.input, _ = d.input.Update(msg)
		if d.input.Value() != before {
			d.err = ""
			d.choice = mischmasch.Ready
		}
	}
	return nil
}

// submit reads the desk: a nucleus is set at once; an answer or a word is
// first put to its player, because it is final.
func (g *Game) submit() tea.Cmd {
	d := g.desk
	text := strings.TrimSpace(d.input.Value())
	a := mischmasch.Action{Task: d.turn.Task, Side: d.turn.Side, Text: text}
	n := upper(g.nucleus(d.turn))
	final := func(word string) string {
		return fmt.Sprintf("Name %s as your word for %s? It is final. (y: yes, n: no)", upper(word), n)
	}
	var question string
	switch d.turn.Task {
	case mischmasch.TaskSet:
		return g.perform(a)
	case mischmasch.TaskDeclare:
		a.Declaration, a.Elapsed = d.choice, g.used()
		if d.choice != mischmasch.Ready {
			a.Text = ""
		}
		switch d.choice {
		case mischmasch.Ready:
			if text == "" {
				d.err = "Type the word you found for " + n + ", or choose another answer with " + downKey(g) + "."
				return nil
			}
			question = final(text)
		case mischmasch.NoWord:
			question = fmt.Sprintf("Say that no lawful word holds %s? (y: yes, n: no)", n)
		case mischmasch.Resign:
			question = fmt.Sprintf("Resign %s? %s +%d, and %s may not be set again. (y: yes, n: no)",
				n, g.sideName(d.turn.Side.Other()), g.st.Game.Rules().Scoring.Marks().Resign, n)
		case mischmasch.NotReady:
			question = fmt.Sprintf("Say \"not ready\", and keep %s for the next move? (y: yes, n: no)", n)
		}
	case mischmasch.TaskName:
		if text == "" {
			d.err = "Name the word you found for " + n + "."
			return nil
		}
		question = final(text)
	case mischmasch.TaskSetterWord:
		question = final(text)
		if text == "" {
			question = fmt.Sprintf("Say that you have no word for %s? (y: yes, n: no)", n)
		}
	}
	d.act = a
	d.ask.Ask(question)
	return nil
}

// downKey names the key that moves down the answers.
func downKey(g *Game) string {
	if g.env.Theme.ASCII {
		return "the down arrow"
	}
	return "↓"
}

// perform gives the desk's action to the game. A refusal is shown on the
// desk, which keeps what was typed; otherwise the desk is done.
func (g *Game) perform(a mischmasch.Action) tea.Cmd {
	before := g.completed()
	next, err := g.st.Game.Apply(a)
	if err != nil {
		g.desk.err = cleanError(err)
		return nil
	}
	if g.link.InRoom() {
		// The room applies it, in its order, when it comes back.
		g.send(g.desk.turn, a)
		if a.Task == mischmasch.TaskDeclare {
			g.st.Used[g.desk.turn.Seat] = 0
			g.clock = stopwatch.NewWithInterval(time.Second)
		}
		g.desk = nil
		return tea.Batch(g.advance(), g.computers())
	}
	g.st.Game = next
	if a.Task == mischmasch.TaskDeclare {
		g.st.Used[g.desk.turn.Seat] = 0
		g.clock = stopwatch.NewWithInterval(time.Second)
	}
	g.desk = nil
	return g.stepped(before)
}

// answering reports whether a person is answering, his clock running.
func (g *Game) answering() bool {
	return g.desk != nil && g.handoff == nil && g.desk.turn.Task == mischmasch.TaskDeclare
}

// used is the time the person answering has taken.
func (g *Game) used() time.Duration {
	return g.st.Used[g.desk.turn.Seat] + g.clock.Elapsed()
}

// timeUp reports whether the person answering has run out of time.
// Answering at the limit is in time.
func (g *Game) timeUp() bool {
	limit := g.st.Game.Rules().TimeLimit
	return limit > 0 && g.used() > limit
}

// timeOut ends an answer whose time ran out: silence is "not ready".
func (g *Game) timeOut() tea.Cmd {
	seat := g.desk.turn.Seat
	if g.humans == 1 {
		g.note = "Time ran out: " + g.name(seat) + " is not ready."
	}
	return g.perform(mischmasch.Action{Task: mischmasch.TaskDeclare, Side: g.desk.turn.Side,
		Declaration: mischmasch.NotReady, Elapsed: g.used()})
}
