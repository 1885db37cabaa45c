package mischmasch

import (
	"fmt"
	"parlour/ui/screen"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlour/games/mischmasch"
)

// lowTime is when the clock turns to a warning.
const lowTime = 15

// deskView draws the private desk: only what its player needs.
func (g *Game) deskView() string {
	t := g.env.Theme
	d := g.desk
	s := g.st.Game
	who := t.Turn.Render(t.Glyph.Turn + " " + g.name(d.turn.Seat))
	n := upper(g.nucleus(d.turn))
	var b strings.Builder
	switch d.turn.Task {
	case mischmasch.TaskSet:
		guesser := g.name(s.Guesser(d.turn.Side.Other()))
		b.WriteString(who + t.Text.Render(" sets a nucleus for "+guesser) + "\n\n")
		b.WriteString("  Nucleus  " + g.field() + "\n\n")
		b.WriteString(t.Muted.Render(g.wrap(fmt.Sprintf("Two or more letters a to z that %s must find side by side in a word, as GP in MAGPIE or EMO in LEMON. You need not know a word for it yourself.", guesser), 2)))
		if r := s.Resigned(); len(r) > 0 {
			b.WriteString("\n\n" + t.Muted.Render(g.wrap("Resigned, so barred: "+upper(strings.Join(r, ", ")), 2)))
		}
	case mischmasch.TaskDeclare:
		b.WriteString(g.answerView())
	case mischmasch.TaskName:
		b.WriteString(who + t.Text.Render(" names the word found for ") + t.Heading.Render(n) + "\n\n")
		b.WriteString("  Your word  " + g.field())
	case mischmasch.TaskSetterWord:
		guesser := g.name(s.Attempt(d.turn.Side.Other()).Guesser)
		b.WriteString(who + t.Text.Render(": "+guesser+" says that no lawful word holds ") + t.Heading.Render(n) + t.Text.Render(", the nucleus you set.") + "\n\n")
		b.WriteString("  Your word  " + g.field() + "\n\n")
		judge := "The dictionary judges the \"no word\"; your word is shown beside its verdict."
		if s.Rules().Judge == mischmasch.JudgeCarroll {
			judge = "Carroll's way: if your word is lawful and holds " + n + ", the \"no word\" is wrong."
		}
		b.WriteString(t.Muted.Render(g.wrap("Name a word that holds "+n+", or leave it empty if you have none. "+judge, 2)))
	}
	b.WriteString("\n\n" + g.deskMessage())
	return b.String()
}

// field draws the text field.
func (g *Game) field() string {
	return screen.InputView(g.env.Theme, g.desk.input)
}

// deskMessage is the refusal, or the question that confirms an answer.
func (g *Game) deskMessage() string {
	t := g.env.Theme
	d := g.desk
	switch {
	case d.ask.Open():
		return t.Warning.Render(g.wrap(d.ask.Question, 2))
	case d.err != "":
		return t.Error.Render(g.wrap(mark(t, mischmasch.WordWrong)+" "+d.err, 2))
	}
	return ""
}

// wrap fits text to the window, indented.
func (g *Game) wrap(text string, indent int) string {
	w := max(min(g.width, 80)-indent-1, 10)
	return lipgloss.NewStyle().Width(w).MarginLeft(indent).Render(text)
}

// answerView is the desk of a person answering: the nucleus, his clock,
// the four answers, and what the one picked may score.
func (g *Game) answerView() string {
	t := g.env.Theme
	d := g.desk
	s := g.st.Game
	a := s.Attempt(d.turn.Side)
	n := upper(a.Nucleus)
	head := t.Turn.Render(t.Glyph.Turn+" "+g.name(d.turn.Seat)) + t.Text.Render(" answers the nucleus set by "+g.name(a.Setter))
	var b strings.Builder
	b.WriteString(joinEnds(head, g.clockView()+" ", g.width) + "\n\n")
	// In a short window the nucleus goes without its frame and the desk
	// without its hint.
	compact := g.height < 24
	big := t.Frame.Padding(0, 2).Render(t.Title.Render(spaced(a.Nucleus)))
	if compact {
		big = t.Title.Render(spaced(a.Nucleus))
	}
	if a.Tries > 1 {
		big = lipgloss.JoinHorizontal(lipgloss.Center, big, t.Muted.Render(fmt.Sprintf("   kept from the last move (try %d)", a.Tries)))
	}
	b.WriteString(lipgloss.NewStyle().MarginLeft(2).Render(big) + "\n\n")

	labels := []string{"Ready, my word is " + g.field(), "No word holds " + n, "I resign " + n, "Not ready"}
	for i, label := range labels {
		line := "    " + t.Text.Render(label)
		if mischmasch.Declaration(i+1) == d.choice {
			line = "  " + t.Heading.Render(t.Glyph.Cursor) + " " + t.Turn.Render(label)
			if i == 0 {
				line = "  " + t.Heading.Render(t.Glyph.Cursor) + " " + t.Turn.Render("Ready, my word is ") + g.field()
			}
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n" + t.Text.Render(g.wrap(g.stake(), 2)))
	if d.ask.Open() || d.err != "" || compact {
		return b.String()
	}
	b.WriteString("\n\n" + t.Muted.Render(g.wrap("Type your word, or choose another answer; press Enter, then Enter again to confirm.", 2)))
	return b.String()
}

// stake says what the answer picked may score.
func (g *Game) stake() string {
	d := g.desk
	r := g.st.Game.Rules()
	marks := r.Scoring.Marks()
	n := upper(g.nucleus(d.turn))
	them := g.sideName(d.turn.Side.Other())
	switch d.choice {
	case mischmasch.Ready:
		return fmt.Sprintf("Right (a lawful word holding %s): you +%d. Any other word: %s +%d, and you keep %s.", n, marks.WordRight, them, marks.WordWrong, n)
	case mischmasch.NoWord:
		if r.Judge == mischmasch.JudgeCarroll {
			setter := g.name(g.st.Game.Attempt(d.turn.Side).Setter)
			return fmt.Sprintf("Right unless %s names a lawful word holding %s: you +%d. If %s does: %s +%d.", setter, n, marks.NoWordRight, setter, them, marks.NoWordWrong)
		}
		return fmt.Sprintf("Right if no lawful word holds %s: you +%d. If one does: %s +%d.", n, marks.NoWordRight, them, marks.NoWordWrong)
	case mischmasch.Resign:
		return fmt.Sprintf("%s +%d, and %s may not be set again this game.", them, marks.Resign, n)
	}
	return fmt.Sprintf("No marks: you keep %s and answer it again next move.", n)
}

// clockView is the answering player's clock: the time left, or the time
// taken when there is no limit. Little time left shows in warning style
// and with a "!".
func (g *Game) clockView() string {
	t := g.env.Theme
	used := g.used()
	limit := g.st.Game.Rules().TimeLimit
	if limit == 0 {
		return t.Muted.Render("time taken ") + t.Text.Render(clock(used))
	}
	left := limit - used
	text := clock(left) + " left of " + clock(limit)
	if left.Seconds() <= lowTime {
		return t.Warning.Render("! " + text)
	}
	return t.Text.Render(text)
}
