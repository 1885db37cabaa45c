package rules

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/rules/internal/page"
	"parlour/ui/theme"
)

// margin is the space left at each side of the text.
const margin = 1

// hangSpare is how far at most the wrapped lines of a list item are moved
// right, to line up under the item's first word.
const hangSpare = 4

// keptHyphen stands in for a hyphen in the text while it is wrapped (in
// paragraphs, list items and table cells), so that no line breaks inside
// a hyphenated word: the non-breaking hyphen, as wide.
const keptHyphen = "\u2011"

// page draws a markdown document for the terminal in Parlour's look:
// headings by weight, colour and underline rather than "#" marks, lists
// with the theme's bullet, tables and rules in the theme's characters.
// With an ASCII theme every character it adds is ASCII; in Mono it uses
// no colour.
type drawing struct {
	theme  *theme.Theme
	width  int // of the text, inside the margin
	styles pageStyles
	ascii  func(string) string // nil but with --ascii
	lines  []string
}

type pageStyles struct {
	text, strong, emph, code, link           lipgloss.Style
	h1, h2, h3, h4, codeBlock, rule, crossed lipgloss.Style
	bullet, bar, cross                       string
}

// renderPage draws a document to fit in wrap columns (the margin
// included). ascii, when not nil, spells the text in ASCII.
func renderPage(t *theme.Theme, doc page.Page, wrap int, ascii func(string) string) string {
	p := &drawing{theme: t, width: max(wrap-2*margin, 1), styles: stylesFor(t), ascii: ascii}
	p.blocks(doc.Blocks, 0)
	pad := strings.Repeat(" ", margin)
	for i, line := range p.lines {
		if line != "" {
			p.lines[i] = pad + line
		}
	}
	return strings.ReplaceAll(strings.Join(p.lines, "\n"), keptHyphen, "-")
}

func stylesFor(t *theme.Theme) pageStyles {
	pal := t.Palette()
	colour := func(s lipgloss.Style, c lipgloss.TerminalColor) lipgloss.Style {
		if t.Mode == theme.Mono {
			return s
		}
		return s.Foreground(c)
	}
	base := t.Style()
	text := colour(base, pal.Text)
	s := pageStyles{
		text:      text,
		strong:    text.Bold(true),
		emph:      text.Italic(true),
		code:      colour(base, pal.Accent),
		link:      colour(base, pal.Muted).Underline(true),
		h1:        colour(base, pal.Title).Bold(true).Underline(true),
		h2:        colour(base, pal.Accent).Bold(true).Underline(true),
		h3:        colour(base, pal.Accent).Bold(true),
		h4:        text.Bold(true),
		codeBlock: colour(base, pal.Accent),
		rule:      colour(base, pal.Muted),
		crossed:   text.Strikethrough(true),
		bullet:    t.Glyph.Bullet,
		bar:       "│",
		cross:     "┼",
	}
	if t.ASCII {
		s.bar, s.cross = "|", "+"
	}
	return s
}

// blank separates two blocks by one empty line.
func (p *drawing) blank() {
	if len(p.lines) > 0 && p.lines[len(p.lines)-1] != "" {
		p.lines = append(p.lines, "")
	}
}

// blocks draws blocks, indented by indent columns.
func (p *drawing) blocks(bs []page.Block, indent int) {
	for _, b := range bs {
		p.block(b, indent)
	}
}

func (p *drawing) block(b page.Block, indent int) {
	pad := strings.Repeat(" ", indent)
	switch b.Kind {
	case page.Heading:
		p.blank()
		style := p.styles.h4
		switch b.Level {
		case 1:
			style = p.styles.h1
		case 2:
			style = p.styles.h2
		case 3:
			style = p.styles.h3
		}
		p.add(pad, "", wrapWords(p.words(b.Spans, style), p.width-indent, p.width-indent), 0)
		p.blank()
	case page.Paragraph, page.Text:
		p.blank()
		p.add(pad, "", wrapWords(p.words(b.Spans, p.styles.text), p.width-indent, p.width-indent), 0)
	case page.List:
		p.blank()
		p.list(b, indent)
	case page.Code:
		p.blank()
		for _, line := range strings.Split(p.spell(b.Code), "\n") {
			for _, part := range strings.Split(ansi.Wordwrap(pad+"  "+line, p.width, " ,.;-+|"), "\n") {
				p.lines = append(p.lines, p.styles.codeBlock.Render(part))
			}
		}
	case page.Rule:
		p.blank()
		p.lines = append(p.lines, pad+p.styles.rule.Render(strings.Repeat(p.theme.Glyph.Rule, 24)))
	case page.Quote:
		p.blank()
		start := len(p.lines)
		p.blocks(b.Children, 0)
		for i := start; i < len(p.lines); i++ {
			p.lines[i] = pad + p.styles.bar + " " + p.lines[i]
		}
	case page.Table:
		p.blank()
		p.table(b, indent)
	}
}

// spell is s as drawn: in ASCII with --ascii.
func (p *drawing) spell(s string) string {
	if p.ascii == nil {
		return s
	}
	return p.ascii(s)
}

// add appends wrapped lines after pad; the first starts with prefix, and
// the rest are moved right by hang.
func (p *drawing) add(pad, prefix string, lines []string, hang int) {
	for i, line := range lines {
		if i == 0 {
			p.lines = append(p.lines, pad+prefix+line)
			continue
		}
		p.lines = append(p.lines, pad+strings.Repeat(" ", hang)+line)
	}
}

// list draws a list, each item's first block after its bullet or number
// and the item's wrapped lines under its first word.
func (p *drawing) list(l page.Block, indent int) {
	pad := strings.Repeat(" ", indent)
	number := l.Start
	for _, item := range l.Items {
		prefix := p.styles.text.Render(p.styles.bullet) + " "
		plain := p.styles.bullet + " "
		if l.Ordered {
			plain = strconv.Itoa(number) + ". "
			prefix = p.styles.text.Render(plain[:len(plain)-1]) + " "
			number++
		}
		prefixWidth := ansi.StringWidth(plain)
		hang := min(prefixWidth, hangSpare)
		for i, c := range item {
			first := i == 0
			switch c.Kind {
			case page.Text:
				// A tight item wraps after punctuation as well as at
				// spaces.
				line := joinWords(p.words(c.Spans, p.styles.text))
				if first {
					line = prefix + line
				}
				wrapped := ansi.Wordwrap(line, p.width-indent, " ,.;+|")
				lines := carryStyles(strings.Split(wrapped, "\n"))
				if first {
					p.add(pad, "", lines, hang)
				} else {
					p.add(pad+strings.Repeat(" ", hang), "", lines, 0)
				}
			case page.Paragraph:
				words := p.words(c.Spans, p.styles.text)
				if first {
					p.add(pad, prefix, wrapWords(words, p.width-indent-prefixWidth, p.width-indent), hang)
				} else {
					p.add(pad+strings.Repeat(" ", hang), "", wrapWords(words, p.width-indent-hang, p.width-indent-hang), 0)
				}
			case page.List:
				p.list(c, indent+2)
			default:
				p.block(c, indent+hang)
			}
		}
	}
}

// table draws a table with lipgloss, ruled in the theme's characters.
func (p *drawing) table(t page.Block, indent int) {
	cells := func(row [][]page.Span) []string {
		out := make([]string, len(row))
		for i, spans := range row {
			out[i] = joinWords(p.words(spans, p.styles.text))
		}
		return out
	}
	rows := make([][]string, len(t.Rows))
	for i, row := range t.Rows {
		rows[i] = cells(row)
	}
	border := lipgloss.Border{
		Top: p.theme.Glyph.Rule, Bottom: p.theme.Glyph.Rule,
		Left: p.styles.bar, Right: p.styles.bar, Middle: p.styles.cross,
	}
	tb := table.New().Width(p.width - indent).Wrap(true).
		Border(border).BorderTop(false).BorderBottom(false).BorderLeft(false).BorderRight(false).
		StyleFunc(func(_, col int) lipgloss.Style {
			st := lipgloss.NewStyle().Inline(false).Margin(0, 1)
			if col < len(t.Align) {
				switch t.Align[col] {
				case page.AlignLeft:
					st = st.Align(lipgloss.Left)
				case page.AlignCenter:
					st = st.Align(lipgloss.Center)
				case page.AlignRight:
					st = st.Align(lipgloss.Right)
				}
			}
			return st
		}).
		Headers(cells(t.Head)...).Rows(rows...)
	drawn := tb.String()
	if p.theme.ASCII {
		drawn = strings.ReplaceAll(drawn, "…", ".") // a cut cell's mark
	}
	pad := strings.Repeat(" ", indent)
	for _, line := range strings.Split(drawn, "\n") {
		p.lines = append(p.lines, pad+line)
	}
}

// A word is what wrapping never breaks: its styled pieces, and its width.
type word struct {
	pieces []piece
	width  int
}

type piece struct {
	text  string
	style lipgloss.Style
}

// words reads spans as words in the given style, with strong, emphasis,
// code and links styled on top.
func (p *drawing) words(spans []page.Span, style lipgloss.Style) []word {
	var ws []word
	joined := true // whether the next text continues the last word
	for _, sp := range spans {
		st := style
		switch {
		case sp.Link:
			st = p.styles.link
		case sp.Code:
			st = p.styles.code
		default:
			st = st.Bold(sp.Strong || st.GetBold()).Italic(sp.Emph || st.GetItalic()).Strikethrough(sp.Strike)
		}
		text := strings.ReplaceAll(p.spell(sp.Text), "-", keptHyphen)
		for i, part := range strings.Split(text, " ") {
			if i > 0 {
				joined = false
			}
			if part == "" {
				continue
			}
			if joined && len(ws) > 0 {
				last := &ws[len(ws)-1]
				last.pieces = append(last.pieces, piece{part, st})
				last.width += ansi.StringWidth(part)
			} else {
				ws = append(ws, word{pieces: []piece{{part, st}}, width: ansi.StringWidth(part)})
			}
			joined = true
		}
	}
	return ws
}

// wrapWords fills lines greedily: the first up to first columns, the rest
// up to rest. A space takes the style of the words on both sides when they
// share it (an underlined heading stays underlined between its words).
func wrapWords(ws []word, first, rest int) []string {
	var lines []string
	var line strings.Builder
	width, limit := 0, first
	var prev *word
	for i := range ws {
		w := &ws[i]
		if prev != nil && width+1+w.width > limit {
			lines = append(lines, line.String())
			line.Reset()
			width, limit, prev = 0, rest, nil
		}
		if prev != nil {
			line.WriteString(space(prev, w))
			width++
		}
		for _, pc := range w.pieces {
			line.WriteString(pc.style.Render(pc.text))
		}
		width += w.width
		prev = w
	}
	if line.Len() > 0 {
		lines = append(lines, line.String())
	}
	return lines
}

// joinWords draws words on one line, for a table cell to wrap.
func joinWords(ws []word) string {
	return strings.Join(wrapWords(ws, 1<<30, 1<<30), "")
}

func space(before, after *word) string {
	left := before.pieces[len(before.pieces)-1].style
	right := after.pieces[0].style
	if sameStyle(left, right) {
		return left.Render(" ")
	}
	return " "
}

func sameStyle(a, b lipgloss.Style) bool {
	return a.GetBold() == b.GetBold() && a.GetItalic() == b.GetItalic() &&
		a.GetUnderline() == b.GetUnderline() && a.GetStrikethrough() == b.GetStrikethrough() &&
		a.GetForeground() == b.GetForeground()
}

// sgrPattern finds the escapes that set a style.
var sgrPattern = regexp.MustCompile("\x1b\\[[0-9;]*m")

// carryStyles ends each line's open style and opens it again on the next,
// where wrapping broke a styled run in two: each line then draws alone.
func carryStyles(lines []string) []string {
	open := ""
	for i, line := range lines {
		line = open + line
		open = ""
		if found := sgrPattern.FindAllString(line, -1); len(found) > 0 {
			if last := found[len(found)-1]; last != "\x1b[0m" && last != "\x1b[m" {
				open = last
				line += "\x1b[0m"
			}
		}
		lines[i] = line
	}
	return lines
}
