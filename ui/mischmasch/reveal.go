package mischmasch

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/dict/define"
	"parlour/games/mischmasch"
	"parlour/ui/sanitize"
	"parlour/ui/theme"
)

// revealWide is the narrowest window in which the two sides of a move are
// shown side by side.
const revealWide = 72

// revealView shows the move just finished to everyone: for each side the
// nucleus, who set and who answered it, what was said, the verdict and its
// reason, the marks, and lawful words that would have done, as many as
// there is room for in rows lines.
func (g *Game) revealView(rows int) string {
	t := g.env.Theme
	m, ok := g.st.Game.LastMove()
	if !ok {
		return ""
	}
	result := ""
	if m.Last {
		result = "\n\n" + t.Success.Render(g.result())
	}
	room := rows - (lipgloss.Height(result) - 1)
	if g.width >= revealWide {
		w := (g.width - 4) / 2
		a, b := g.sideBlock(m, mischmasch.SideA, w, true), g.sideBlock(m, mischmasch.SideB, w, true)
		a.alignTo(b)
		b.alignTo(a)
		left := max(room-len(a.fixed), 1)
		return lipgloss.JoinHorizontal(lipgloss.Top, lipgloss.NewStyle().Width(w+4).Render(a.draw(t, left)), b.draw(t, left)) + result
	}
	w := g.width - 2
	a, b := g.sideBlock(m, mischmasch.SideA, w, false), g.sideBlock(m, mischmasch.SideB, w, false)
	between := "\n\n"
	left := room - len(a.fixed) - len(b.fixed) - 1
	if left < 2 {
		// Short of room: no blank line between the sides, so that each
		// keeps a line of its words.
		between = "\n"
		left++
	}
	left = max(left, 2)
	return a.draw(t, left/2) + between + b.draw(t, left-left/2) + result
}

// block is one side's part of the reveal: lines that are always shown, and
// the lawful words, shown as far as there is room. Words a line each (with
// their definitions) have a compact form too: the words alone, run on.
type block struct {
	fixed, words, compact []string
}

// alignTo pads b with blank lines before its last fixed line (the heading
// of the words) to the height of other, so that the words side by side
// start on the same line.
func (b *block) alignTo(other block) {
	for len(b.fixed) < len(other.fixed) {
		b.fixed = slices.Insert(b.fixed, len(b.fixed)-1, "")
	}
}

// draw joins the block, with at most rows lines of words.
func (b block) draw(t *theme.Theme, rows int) string {
	words := b.words
	rows = max(rows, 1)
	if len(words) > rows && b.compact != nil {
		words = b.compact
	}
	if len(words) > rows {
		words = append(slices.Clone(words[:rows-1]), strings.TrimRight(words[rows-1], " ,")+t.Glyph.Ellipsis)
	}
	return strings.Join(append(slices.Clone(b.fixed), words...), "\n")
}

// sideBlock is one side's part of the reveal, width cells wide; roomy puts
// a blank line before the words.
func (g *Game) sideBlock(m mischmasch.Move, side mischmasch.Side, width int, roomy bool) block {
	t := g.env.Theme
	a := m.Attempts[side]
	n := upper(a.Nucleus)
	style := lipgloss.NewStyle().Width(width)
	var out []string
	add := func(s string) { out = append(out, strings.Split(style.Render(s), "\n")...) }
	add(t.Title.Render(n) + t.Muted.Render(" for "+g.name(a.Guesser)+", set by "+g.name(a.Setter)))
	add(t.Text.Render(said(a)))
	if w := strings.ToLower(a.Word); a.Declaration == mischmasch.Ready && w != "" && !a.Late && g.unfamiliar(w) {
		if def, ok := define.Lookup(w); ok {
			out = append(out, glossLine(t, w, def, width))
		}
	}
	if a.Declaration == mischmasch.NoWord {
		setter := g.name(a.Setter) + " named no word"
		if a.SetterWord != "" {
			setter = g.name(a.Setter) + " named " + upper(a.SetterWord)
		}
		add(t.Text.Render(setter))
	}
	verdict := mark(t, a.Ruling) + " " + t.Heading.Render(a.Ruling.String())
	if why := because(a); why != "" {
		verdict += t.Text.Render(": " + why)
	}
	add(verdict)
	score := "No marks"
	if a.Marks > 0 {
		score = fmt.Sprintf("%s %s %d", g.sideName(a.Scorer), g.verb("scores", "score"), a.Marks)
	}
	if a.Keeps {
		score += "; " + g.name(a.Guesser) + " keeps " + n
	}
	add(t.Text.Render(score))
	if roomy {
		out = append(out, "")
	}
	examples := g.examples[side]
	switch {
	case unfinished(m, side):
		add(t.Muted.Render("Words that hold " + n + " are shown once " + g.name(a.Guesser) + " has finished with it."))
		return block{fixed: out}
	case !g.learned:
		add(t.Muted.Render("Looking up the words that hold " + n + t.Glyph.Ellipsis))
		return block{fixed: out}
	case len(examples) == 0:
		add(t.Muted.Render("No lawful word holds " + n + "."))
		return block{fixed: out}
	}
	head := "Words that hold " + n
	if c := g.counts[side]; c > len(examples) {
		head += fmt.Sprintf(" (%d of %d)", len(examples), c)
	}
	if g.rare[side] {
		add(t.Muted.Render(head + ", none in everyday use:"))
		var lines, bare []string
		for _, w := range examples {
			def, _ := define.Lookup(w)
			lines = append(lines, glossLine(t, w, def, width))
			bare = append(bare, upper(w))
		}
		compact := strings.Split(style.Render(t.Text.Render(strings.Join(bare, ", "))), "\n")
		return block{fixed: out, words: lines, compact: compact}
	}
	add(t.Muted.Render(head + ":"))
	return block{fixed: out, words: strings.Split(style.Render(t.Text.Render(strings.Join(examples, ", "))), "\n")}
}

// glossLine is a word and its definition on one line of width cells, the
// definition cut short where it does not fit.
func glossLine(t *theme.Theme, word, def string, width int) string {
	line := t.Text.Render(upper(word))
	if def != "" {
		line += "  " + t.Muted.Render(def)
	}
	return ansi.Truncate(line, width, t.Glyph.Ellipsis)
}

// because is the reason for a verdict, without the verdict's own words
// where the reason begins with them ("resigned; gp may not be set again").
func because(a mischmasch.Attempt) string {
	return sanitize.Line(strings.TrimLeft(strings.TrimPrefix(a.Reason, a.Ruling.String()), "; "))
}

// said is what a guesser said, and how long he took.
func said(a mischmasch.Attempt) string {
	took := " (" + clock(a.Elapsed) + ")"
	switch {
	case a.Late:
		return "silent when the time ran out" + took
	case a.Declaration == mischmasch.Ready:
		return "\"ready\": " + upper(a.Word) + took
	case a.Declaration == mischmasch.NoWord:
		return "\"no word\"" + took
	case a.Declaration == mischmasch.Resign:
		return "\"I resign\"" + took
	}
	return "\"not ready\"" + took
}

// result is the outcome of a finished game in words.
func (g *Game) result() string {
	r := mischmasch.Outcome(g.st.Game)
	switch r.Status {
	case mischmasch.Win:
		return g.sideName(r.Winner) + " " + g.verb("wins", "win") + ", " + r.Reason + "."
	case mischmasch.Draw:
		return "A draw, " + r.Reason + "."
	}
	return ""
}
