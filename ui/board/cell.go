package board

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"

	"parlour/ui/theme"
)

// symbols are the characters that show marks, beside those of the theme.
type symbols struct {
	cursorL, cursorR string // around the cell under the cursor
	selL, selR       string // around the selected piece
	hint             string // beside a hinted piece, or in an empty hinted cell
	check            string // beside a king in check
	shade            string // fills light squares in monochrome
}

var (
	unicodeSymbols = symbols{cursorL: "[", cursorR: "]", selL: "»", selR: "«", hint: "+", check: "!", shade: "░"}
	asciiSymbols   = symbols{cursorL: "[", cursorR: "]", selL: ">", selR: "<", hint: "+", check: "!", shade: ":"}
)

// The kinds of character in a cell, each drawn in its own style.
type kind uint8

const (
	kindFill kind = iota
	kindPiece
	kindSide // the pair of marks beside a piece
	kindMark // the mark in an empty cell
	kindNote
	kindLabel // the edge labels, in the muted style
)

// slot is one column of one row of a cell.
type slot struct {
	glyph string
	kind  kind
}

// The backgrounds a cell can have.
type background uint8

const (
	bgLight background = iota
	bgDark
	bgTarget
	bgHint
	bgCheck
	bgLast
)

// styleKey names one distinct style of the board: the drawing renders
// each once and reuses its escape codes for every run of characters.
type styleKey struct {
	kind    kind
	bg      background
	ink     lipgloss.TerminalColor // a piece's colour, in a cell with a piece
	reverse bool                   // a selected cell in monochrome
}

// affix is a rendered style's escape codes: what goes before a run of
// characters and what goes after.
type affix struct{ before, after string }

// marker is a character no style's escape codes contain, rendered alone to
// find them.
const marker = "\uE000"

// painter draws cells in the theme's colours, or in symbols alone in
// monochrome. It renders every distinct style once and remembers it.
type painter struct {
	t     *theme.Theme
	mono  bool
	pal   theme.Palette
	sym   symbols
	cache map[styleKey]affix
	row   [maxCellW]slot
}

// maxCellW is the widest cell the drawing supports.
const maxCellW = 16

func newPainter(t *theme.Theme) *painter {
	p := &painter{t: t, mono: t.Mode == theme.Mono, pal: t.Palette(), sym: unicodeSymbols, cache: map[styleKey]affix{}}
	if t.ASCII {
		p.sym = asciiSymbols
	}
	return p
}

// backgroundOf is the background of a cell: its square's, or its mark's.
// Only an empty cell takes the colour of a target or a hint, so that a
// piece of any colour always stands out from its square; check and the
// last move colour both.
func backgroundOf(c Cell) background {
	empty := c.Piece == ""
	switch {
	case empty && c.Marks&Target != 0:
		return bgTarget
	case empty && c.Marks&Hint != 0:
		return bgHint
	case c.Marks&Check != 0:
		return bgCheck
	case c.Marks&LastMove != 0:
		return bgLast
	case c.Dark:
		return bgDark
	}
	return bgLight
}

func (p *painter) colour(bg background) lipgloss.TerminalColor {
	switch bg {
	case bgTarget:
		return p.pal.Legal
	case bgHint:
		return p.pal.Success
	case bgCheck:
		return p.pal.Error
	case bgLast:
		return p.pal.LastMove
	case bgDark:
		return p.pal.DarkSquare
	}
	return p.pal.LightSquare
}

// key is the style of a kind of character in cell c.
func (p *painter) key(c Cell, k kind) styleKey {
	if k == kindLabel {
		return styleKey{kind: kindLabel}
	}
	if p.mono {
		return styleKey{kind: k, reverse: c.Marks&Selected != 0}
	}
	key := styleKey{kind: k, bg: backgroundOf(c)}
	if c.Piece != "" && k != kindSide && k != kindMark {
		// The piece's cell stands on a ground its ink shows against.
		key.ink = c.Ink
		if key.ink == nil {
			key.ink = p.pal.Text
		}
	}
	if k == kindNote && c.Dark {
		key.reverse = true // the note takes the other square's colour
	}
	return key
}

// style builds the style a key names.
func (p *painter) style(k styleKey) lipgloss.Style {
	switch k.kind {
	case kindLabel:
		return p.t.Muted
	case kindAccent:
		return p.t.Style().Foreground(p.pal.Accent).Bold(true)
	}
	plain := p.t.Style()
	if p.mono {
		if k.reverse {
			plain = plain.Reverse(true)
		}
		switch k.kind {
		case kindPiece, kindSide, kindMark:
			return plain.Bold(true)
		case kindNote:
			return plain.Faint(true)
		}
		return plain
	}
	ground := p.colour(k.bg)
	if k.ink != nil {
		ground = theme.Ground(p.t.Renderer().ColorProfile(), ground, k.ink)
	}
	base := plain.Background(ground)
	switch k.kind {
	case kindPiece:
		return base.Bold(true).Foreground(k.ink)
	case kindSide:
		// The marks beside a piece are small blocks of the selection
		// colours, clear on any square and beside any colour of piece.
		return plain.Bold(true).Foreground(p.pal.SelectedFg).Background(p.pal.SelectedBg)
	case kindMark:
		return base.Bold(true).Foreground(p.pal.SelectedFg)
	case kindNote:
		if k.reverse {
			return base.Foreground(p.pal.LightSquare)
		}
		return base.Foreground(p.pal.DarkSquare)
	}
	return base
}

// affixOf returns the escape codes of a style, rendering it the first time.
func (p *painter) affixOf(k styleKey) affix {
	if a, ok := p.cache[k]; ok {
		return a
	}
	out := p.style(k).Render(marker)
	a := affix{}
	if i := strings.Index(out, marker); i >= 0 {
		a = affix{before: out[:i], after: out[i+len(marker):]}
	}
	p.cache[k] = a
	return a
}

// line writes runs of characters, opening a style only where it changes.
type line struct {
	b    *strings.Builder
	p    *painter
	open bool
	cur  styleKey
	a    affix
}

func (l *line) write(k styleKey, text string) {
	if !l.open || k != l.cur {
		l.close()
		l.a = l.p.affixOf(k)
		l.b.WriteString(l.a.before)
		l.cur, l.open = k, true
	}
	l.b.WriteString(text)
}

func (l *line) close() {
	if l.open {
		l.b.WriteString(l.a.after)
		l.open = false
	}
}

// fill is the character that fills an empty part of a cell.
func (p *painter) fill(c Cell) string {
	if p.mono && !c.Dark {
		return p.sym.shade
	}
	return " "
}

// layout places the content of row y of a w×h cell in p.row.
func (p *painter) layout(c Cell, w, h, y int) []slot {
	row := p.row[:w]
	fill := p.fill(c)
	for x := range row {
		row[x] = slot{glyph: fill}
	}
	cy := (h - 1) / 2
	noteRow := h >= 2 && y == h-1
	if y != cy && !noteRow {
		return row
	}
	if y == cy {
		p.centre(c, row)
	}
	if c.Note == "" {
		return row
	}
	switch {
	case noteRow:
		p.note(c.Note, row, -1)
	case y == cy && h == 1 && !p.centreUsed(c) && c.Marks&(Cursor|Selected) == 0:
		p.note(c.Note, row, 0)
	}
	return row
}

// centreUsed reports whether the middle of a cell holds a piece or a mark.
func (p *painter) centreUsed(c Cell) bool {
	return c.Piece != "" || c.Marks&(Target|Hint) != 0 || p.mono && c.Marks&LastMove != 0
}

// centre puts the piece (or the mark of an empty cell) in the middle of
// the row and the strongest mark that uses them beside it; a piece's tag
// just left of it, the mark's left half beyond the tag, and its badge
// right of it or beyond the mark.
func (p *painter) centre(c Cell, row []slot) {
	w := len(row)
	cx := (w - 1) / 2
	put := func(x int, glyph string, k kind) {
		if x >= 0 && x < w {
			row[x] = slot{glyph: glyph, kind: k}
		}
	}
	hasPiece := c.Piece != ""
	tagged := hasPiece && c.Tag != ""
	marked, lastMoveOnly := false, false
	side := func(l, r string) {
		if tagged {
			put(cx-2, l, kindSide)
		} else {
			put(cx-1, l, kindSide)
		}
		put(cx+1, r, kindSide)
		marked = true
	}
	switch {
	case c.Marks&Cursor != 0:
		side(p.sym.cursorL, p.sym.cursorR)
	case c.Marks&Selected != 0:
		side(p.sym.selL, p.sym.selR)
	case hasPiece && c.Marks&Check != 0 && p.mono:
		side(p.sym.check, p.sym.check)
	case hasPiece && c.Marks&Hint != 0:
		side(p.sym.hint, p.sym.hint)
	case hasPiece && c.Marks&Target != 0:
		side(p.t.Glyph.Legal, p.t.Glyph.Legal)
	case hasPiece && p.mono && c.Marks&LastMove != 0:
		side(p.t.Glyph.LastMove, p.t.Glyph.LastMove)
		lastMoveOnly = true
	}
	if tagged {
		put(cx-1, c.Tag, kindPiece)
	}
	if hasPiece && c.Badge != "" {
		switch {
		case !marked:
			put(cx+1, c.Badge, kindPiece)
		case cx+2 < w:
			put(cx+2, c.Badge, kindPiece)
		case lastMoveOnly: // the move list tells the last move too
			put(cx+1, c.Badge, kindPiece)
		}
	}
	switch {
	case hasPiece:
		put(cx, c.Piece, kindPiece)
	case c.Marks&Target != 0:
		put(cx, p.t.Glyph.Legal, kindMark)
	case c.Marks&Hint != 0:
		put(cx, p.sym.hint, kindMark)
	case p.mono && c.Marks&LastMove != 0:
		put(cx, p.t.Glyph.LastMove, kindMark)
	}
}

// note writes a label into the row: right-aligned (at < 0) or centred.
func (p *painter) note(text string, row []slot, at int) {
	w := len(row)
	n := utf8.RuneCountInString(text)
	for n > w {
		_, size := utf8.DecodeLastRuneInString(text)
		text = text[:len(text)-size]
		n--
	}
	start := w - n
	if at >= 0 {
		start = (w - n) / 2
	}
	for i, x := 0, start; i < len(text); x++ {
		_, size := utf8.DecodeRuneInString(text[i:])
		row[x] = slot{glyph: text[i : i+size], kind: kindNote}
		i += size
	}
}

// writeCell writes row y of cell c, w×h, to l.
func (p *painter) writeCell(l *line, c Cell, w, h, y int) {
	for _, s := range p.layout(c, w, h, y) {
		l.write(p.key(c, s.kind), s.glyph)
	}
}
