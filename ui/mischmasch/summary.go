package mischmasch

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/mischmasch"
)

// summaryRows are the lines of the summary's table, with the verdicts
// they count.
var summaryRows = []struct {
	label   string
	verdict mischmasch.Ruling
}{
	{"Words right", mischmasch.WordRight},
	{"Words wrong", mischmasch.WordWrong},
	{"\"No word\" right", mischmasch.NoWordRight},
	{"\"No word\" wrong", mischmasch.NoWordWrong},
	{"Resigned", mischmasch.Resigned},
	{"Not ready", mischmasch.Unanswered},
}

// summaryView is the end of the game: the result, what each side's answers
// came to, and every move, which scroll when they do not fit.
func (g *Game) summaryView() string { return g.summary(false) }

// summary is the summary's text; whole lists every move (for the result
// screen, which scrolls it), otherwise as many as fit from the scroll
// position.
func (g *Game) summary(whole bool) string {
	t := g.env.Theme
	history := g.st.Game.History()
	var counts [2]map[mischmasch.Ruling]int
	for _, side := range mischmasch.Sides {
		counts[side] = map[mischmasch.Ruling]int{}
		for _, m := range history {
			counts[side][m.Attempts[side].Ruling]++
		}
	}
	col := 12
	for _, side := range mischmasch.Sides {
		col = max(col, len(g.sideName(side))+2)
	}
	var b strings.Builder
	b.WriteString(t.Success.Render(g.result()) + "\n\n")
	b.WriteString(fmt.Sprintf("  %-18s", "") + t.Heading.Render(fmt.Sprintf("%*s%*s", col, g.sideName(mischmasch.SideA), col, g.sideName(mischmasch.SideB))) + "\n")
	for _, r := range summaryRows {
		b.WriteString(t.Text.Render(fmt.Sprintf("  %-18s%*d%*d", r.label, col, counts[0][r.verdict], col, counts[1][r.verdict])) + "\n")
	}
	s := g.st.Game
	b.WriteString(t.Heading.Render(fmt.Sprintf("  %-18s%*d%*d", "Score", col, s.Score(mischmasch.SideA), col, s.Score(mischmasch.SideB))) + "\n\n")

	moves := g.moveLines(history)
	room := g.summaryRoom()
	if whole {
		room = len(moves)
	}
	first := min(g.scroll, max(len(moves)-room, 0))
	title := "The moves"
	if len(moves) > room {
		title += fmt.Sprintf(" (%d to %d of %d lines; %s to scroll)", first+1, min(first+room, len(moves)), len(moves), "up/down")
	}
	b.WriteString(t.Muted.Render("  "+title) + "\n")
	b.WriteString(strings.Join(moves[first:min(first+room, len(moves))], "\n"))
	return b.String()
}

// moveLines lists every answer of the game, one a line.
func (g *Game) moveLines(history []mischmasch.Move) []string {
	t := g.env.Theme
	var out []string
	for _, m := range history {
		for i, side := range mischmasch.Sides {
			a := m.Attempts[side]
			number := ""
			if i == 0 {
				number = fmt.Sprint(m.Number)
			}
			answer := a.Declaration.String()
			if a.Declaration == mischmasch.Ready {
				answer = upper(a.Word)
			}
			if a.Late {
				answer = "time ran out"
			}
			marks := ""
			if a.Marks > 0 {
				marks = fmt.Sprintf("%s +%d", g.sideName(a.Scorer), a.Marks)
			}
			line := fmt.Sprintf("  %3s  %-6s %-10s %-14s ", number, upper(a.Nucleus), ansi.Truncate(g.name(a.Guesser), 10, ""), ansi.Truncate(answer, 14, ""))
			verdict := fmt.Sprintf("%-14s ", a.Ruling)
			if g.width < 76 {
				verdict = "" // the mark says it
			}
			line = t.Text.Render(line) + mark(t, a.Ruling) + t.Text.Render(" "+verdict+marks)
			out = append(out, ansi.Truncate(line, max(g.width-1, 1), g.env.Theme.Glyph.Ellipsis))
		}
	}
	return out
}

// summaryRoom is the number of lines of moves the summary has room for:
// the header, the result, the table and the footer take 18.
func (g *Game) summaryRoom() int { return max(g.height-18, 1) }

// scrollBy moves the summary's list of moves.
func (g *Game) scrollBy(msg tea.KeyMsg) {
	switch msg.String() {
	case "up", "k":
		g.scroll--
	case "down", "j":
		g.scroll++
	case "pgup":
		g.scroll -= g.summaryRoom()
	case "pgdown":
		g.scroll += g.summaryRoom()
	}
	lines := 2 * g.completed()
	g.scroll = max(min(g.scroll, lines-g.summaryRoom()), 0)
}
