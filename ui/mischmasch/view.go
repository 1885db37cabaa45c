package mischmasch

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/mischmasch"
	"parlour/ui/screen"
	"parlour/ui/theme"
)

// View draws what the table should see now. Before a private desk, when
// another person must take the keyboard, only the hand-over is drawn.
func (g *Game) View() string {
	t := g.env.Theme
	if g.handoff != nil && !g.footer.Asking() {
		return g.handoff.View(t)
	}
	// The shared footer: the leave question, a public message (never one
	// over a private desk, where it may not concern its player), a save
	// failure, and the key help.
	f := g.footer
	f.ShowAll = g.showAll
	f.Clear()
	if g.desk == nil && !g.st.Reveal && g.note != "" {
		f.Hint(g.note)
	}
	if g.st.Reveal && g.defined != "" {
		f.Note(g.defined)
	}
	footer := f.View(g.env, g.width, g.keys)
	// The header takes 3 lines, the footer its own and one more above it.
	rows := g.height - 3 - lipgloss.Height(footer) - 1
	var body string
	switch {
	case g.handoff != nil:
		// Leaving is asked over a hand-over: show its words, nothing of
		// the desk.
		body = t.Text.Render(ansi.Wrap(strings.ReplaceAll(g.handoff.Prompt(), "—", t.Glyph.LongDash), max(g.width-1, 1), ""))
	case g.desk != nil:
		body = g.deskView()
	case g.st.Reveal:
		body = g.revealView(rows)
	case g.over():
		body = g.summaryView()
	default:
		body = g.waitingView()
	}
	// Whatever happens, the footer stays on screen: a body too tall for
	// the window loses its last lines.
	full := strings.Split(g.header()+"\n\n"+body, "\n")
	if room := max(g.height-lipgloss.Height(footer)-1, 1); len(full) > room {
		full = full[:room]
	}
	return screen.PinFooter(strings.Join(full, "\n"), footer, g.height)
}

// header is the title, the move, the target and the scores, then a rule.
func (g *Game) header() string {
	t := g.env.Theme
	s := g.st.Game
	move := s.MoveNumber()
	if g.st.Reveal {
		move = g.completed()
	}
	left := t.Title.Render("Mischmasch") + t.Muted.Render(fmt.Sprintf("%smove %d%splaying to %d", sep(t), move, sep(t), s.Rules().Target))
	if g.over() && !g.st.Reveal {
		left = t.Title.Render("Mischmasch") + t.Muted.Render(sep(t)+"the game is over")
	}
	var scores []string
	for _, side := range mischmasch.Sides {
		scores = append(scores, t.Text.Render(g.sideLabel(side)+" ")+t.Heading.Render(fmt.Sprint(s.Score(side))))
	}
	right := strings.Join(scores, t.Muted.Render(sep(t)))
	return joinEnds(left, right, g.width) + "\n" + t.Rule(g.width)
}

// sep separates the parts of a line.
func sep(t *theme.Theme) string {
	if t.ASCII {
		return " - "
	}
	return " · "
}

// joinEnds puts left and right on one line of width cells, at its two
// ends, or on two lines when they do not fit.
func joinEnds(left, right string, width int) string {
	gap := width - lipgloss.Width(left) - lipgloss.Width(right)
	if gap < 2 {
		return left + "\n" + right
	}
	return left + strings.Repeat(" ", gap) + right
}

// mark is the symbol of a verdict, so that right and wrong differ without
// colour too.
func mark(t *theme.Theme, v mischmasch.Ruling) string {
	switch v {
	case mischmasch.WordRight, mischmasch.NoWordRight:
		if t.ASCII {
			return t.Success.Render("+")
		}
		return t.Success.Render("✓")
	case mischmasch.WordWrong, mischmasch.NoWordWrong, mischmasch.Resigned:
		if t.ASCII {
			return t.Error.Render("x")
		}
		return t.Error.Render("✗")
	}
	return t.Muted.Render("-")
}

// spaced writes a nucleus in capitals with a space between the letters.
func spaced(n string) string {
	return strings.Join(strings.Split(upper(n), ""), " ")
}

// waitingView is the public screen while only computers have something to
// do: who is doing what, and nothing private.
func (g *Game) waitingView() string {
	t := g.env.Theme
	var lines []string
	for _, turn := range g.st.Game.Waiting() {
		s := g.seats[turn.Seat]
		who := s.Name
		if !s.IsHuman() {
			who += t.Muted.Render(" (computer, " + s.Level.Title() + ")")
		}
		var doing string
		switch turn.Task {
		case mischmasch.TaskSet:
			doing = "is choosing a nucleus for " + g.name(g.st.Game.Guesser(turn.Side.Other()))
		case mischmasch.TaskDeclare:
			doing = "is looking for a word"
		default:
			doing = "is naming a word"
		}
		lines = append(lines, t.Turn.Render(t.Glyph.Turn)+" "+who+" "+doing+" "+g.spin.View())
	}
	if len(lines) == 0 {
		return ""
	}
	out := strings.Join(lines, "\n")
	if !g.link.InRoom() || g.computer.pending() {
		out += "\n\n" + t.Muted.Render(g.wrap("The computer takes the time a person would. Press space to hurry it.", 0))
	}
	if r := g.st.Game.Resigned(); len(r) > 0 {
		out += "\n\n" + t.Muted.Render(g.wrap("Resigned, and barred for the rest of the game: "+upper(strings.Join(r, ", ")), 0))
	}
	return out
}
