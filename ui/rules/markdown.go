package rules

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/charmbracelet/x/ansi"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	goldparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

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

// parser reads the documents: CommonMark with tables. It is made when the
// first page is drawn, not at start-up.
var parser = sync.OnceValue(func() goldparser.Parser {
	return goldmark.New(goldmark.WithExtensions(extension.Table)).Parser()
})

// page draws a markdown document for the terminal in Parlour's look:
// headings by weight, colour and underline rather than "#" marks, lists
// with the theme's bullet, tables and rules in the theme's characters.
// With an ASCII theme every character it adds is ASCII; in Mono it uses
// no colour.
type page struct {
	theme  *theme.Theme
	source []byte
	width  int // of the text, inside the margin
	styles pageStyles
	lines  []string
}

type pageStyles struct {
	text, strong, emph, code, link                  lipgloss.Style
	h1, h2, h3, h4, codeBlock, rule, quote, crossed lipgloss.Style
	bullet, bar, cross                              string
}

// renderMarkdown draws source to fit in wrap columns (the margin included).
func renderMarkdown(t *theme.Theme, source string, wrap int) string {
	p := &page{theme: t, source: []byte(source), width: max(wrap-2*margin, 1), styles: stylesFor(t)}
	doc := parser().Parse(text.NewReader(p.source))
	p.blocks(doc, 0)
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
func (p *page) blank() {
	if len(p.lines) > 0 && p.lines[len(p.lines)-1] != "" {
		p.lines = append(p.lines, "")
	}
}

// blocks draws the block children of n, indented by indent columns.
func (p *page) blocks(n ast.Node, indent int) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		p.block(c, indent)
	}
}

func (p *page) block(n ast.Node, indent int) {
	pad := strings.Repeat(" ", indent)
	switch n := n.(type) {
	case *ast.Heading:
		p.blank()
		style := p.styles.h4
		switch n.Level {
		case 1:
			style = p.styles.h1
		case 2:
			style = p.styles.h2
		case 3:
			style = p.styles.h3
		}
		words := p.words(n, style)
		p.add(pad, "", wrapWords(words, p.width-indent, p.width-indent), 0)
		p.blank()
	case *ast.Paragraph, *ast.TextBlock:
		p.blank()
		words := p.words(n, p.styles.text)
		p.add(pad, "", wrapWords(words, p.width-indent, p.width-indent), 0)
	case *ast.List:
		p.blank()
		p.list(n, indent)
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		p.blank()
		code := strings.TrimSuffix(p.raw(n), "\n")
		for _, line := range strings.Split(code, "\n") {
			for _, part := range strings.Split(ansi.Wordwrap(pad+"  "+line, p.width, " ,.;-+|"), "\n") {
				p.lines = append(p.lines, p.styles.codeBlock.Render(part))
			}
		}
	case *ast.ThematicBreak:
		p.blank()
		p.lines = append(p.lines, pad+p.styles.rule.Render(strings.Repeat(p.theme.Glyph.Rule, 24)))
	case *ast.Blockquote:
		p.blank()
		start := len(p.lines)
		p.blocks(n, 0)
		for i := start; i < len(p.lines); i++ {
			p.lines[i] = pad + p.styles.bar + " " + p.lines[i]
		}
	case *east.Table:
		p.blank()
		p.table(n, indent)
	case *ast.HTMLBlock:
		// Comments for other readers of the markdown: not shown.
	default:
		p.blocks(n, indent)
	}
}

// add appends wrapped lines after pad; the first starts with prefix, and
// the rest are moved right by hang.
func (p *page) add(pad, prefix string, lines []string, hang int) {
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
func (p *page) list(l *ast.List, indent int) {
	pad := strings.Repeat(" ", indent)
	number := l.Start
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		prefix := p.styles.text.Render(p.styles.bullet) + " "
		plain := p.styles.bullet + " "
		if l.IsOrdered() {
			plain = strconv.Itoa(number) + ". "
			prefix = p.styles.text.Render(plain[:len(plain)-1]) + " "
			number++
		}
		prefixWidth := ansi.StringWidth(plain)
		hang := min(prefixWidth, hangSpare)
		first := true
		for c := item.FirstChild(); c != nil; c = c.NextSibling() {
			switch c.(type) {
			case *ast.TextBlock:
				// A tight item wraps after punctuation as well as at
				// spaces.
				line := joinWords(p.words(c, p.styles.text))
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
			case *ast.Paragraph:
				words := p.words(c, p.styles.text)
				if first {
					p.add(pad, prefix, wrapWords(words, p.width-indent-prefixWidth, p.width-indent), hang)
				} else {
					p.add(pad+strings.Repeat(" ", hang), "", wrapWords(words, p.width-indent-hang, p.width-indent-hang), 0)
				}
			case *ast.List:
				p.list(c.(*ast.List), indent+2)
			default:
				p.block(c, indent+hang)
			}
			first = false
		}
	}
}

// table draws a table with lipgloss, ruled in the theme's characters.
func (p *page) table(t *east.Table, indent int) {
	var header []string
	var rows [][]string
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		var cells []string
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cells = append(cells, joinWords(p.words(c, p.styles.text)))
		}
		if _, ok := r.(*east.TableHeader); ok {
			header = cells
		} else {
			rows = append(rows, cells)
		}
	}
	border := lipgloss.Border{
		Top: p.theme.Glyph.Rule, Bottom: p.theme.Glyph.Rule,
		Left: p.styles.bar, Right: p.styles.bar, Middle: p.styles.cross,
	}
	tb := table.New().Width(p.width - indent).Wrap(true).
		Border(border).BorderTop(false).BorderBottom(false).BorderLeft(false).BorderRight(false).
		StyleFunc(func(_, col int) lipgloss.Style {
			st := lipgloss.NewStyle().Inline(false).Margin(0, 1)
			switch t.Alignments[col] {
			case east.AlignLeft:
				st = st.Align(lipgloss.Left)
			case east.AlignCenter:
				st = st.Align(lipgloss.Center)
			case east.AlignRight:
				st = st.Align(lipgloss.Right)
			}
			return st
		}).
		Headers(header...).Rows(rows...)
	drawn := tb.String()
	if p.theme.ASCII {
		drawn = strings.ReplaceAll(drawn, "…", ".") // a cut cell's mark
	}
	pad := strings.Repeat(" ", indent)
	for _, line := range strings.Split(drawn, "\n") {
		p.lines = append(p.lines, pad+line)
	}
}

// raw is the text of a code block's lines.
func (p *page) raw(n ast.Node) string {
	var b strings.Builder
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(p.source))
	}
	return b.String()
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

// words reads n's inline children as words in the given style, with
// strong, emphasis, code and links styled on top.
func (p *page) words(n ast.Node, style lipgloss.Style) []word {
	var ws []word
	joined := true // whether the next text continues the last word
	emit := func(s string, st lipgloss.Style) {
		s = strings.ReplaceAll(s, "-", keptHyphen)
		for i, part := range strings.Split(s, " ") {
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
	var walk func(n ast.Node, st lipgloss.Style)
	walk = func(n ast.Node, st lipgloss.Style) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				emit(string(c.Segment.Value(p.source)), st)
				if c.SoftLineBreak() || c.HardLineBreak() {
					joined = false
				}
			case *ast.String:
				emit(string(c.Value), st)
			case *ast.CodeSpan:
				var b strings.Builder
				for t := c.FirstChild(); t != nil; t = t.NextSibling() {
					if t, ok := t.(*ast.Text); ok {
						b.Write(t.Segment.Value(p.source))
					}
				}
				emit(strings.ReplaceAll(b.String(), "\n", " "), p.styles.code)
			case *ast.Emphasis:
				if c.Level >= 2 {
					walk(c, st.Bold(true))
				} else {
					walk(c, st.Italic(true))
				}
			case *east.Strikethrough:
				walk(c, st.Strikethrough(true))
			case *ast.Link:
				walk(c, st.Bold(true))
				emit(" "+string(c.Destination), p.styles.link)
			case *ast.AutoLink:
				emit(string(c.URL(p.source)), p.styles.link)
			case *ast.RawHTML:
			default:
				walk(c, st)
			}
		}
	}
	walk(n, style)
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
