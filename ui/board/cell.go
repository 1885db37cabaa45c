package board

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/theme"
)

// symbols are the characters that show marks, beside those of the theme.
type symbols struct {
	cursorL, cursorR string // around the cell under the cursor
	selL, selR       string // around the selected piece
	hint             string // beside a hinted piece, or in an empty hinted cell
	shade            string // fills light squares in monochrome
}

var (
	unicodeSymbols = symbols{cursorL: "[", cursorR: "]", selL: "»", selR: "«", hint: "+", shade: "░"}
	asciiSymbols   = symbols{cursorL: "[", cursorR: "]", selL: ">", selR: "<", hint: "+", shade: ":"}
)

// The kinds of character in a cell, each drawn in its own style.
type kind uint8

const (
	kindFill kind = iota
	kindPiece
	kindSide // the pair of marks beside a piece
	kindMark // the mark in an empty cell
	kindNote
)

// slot is one column of one row of a cell.
type slot struct {
	glyph string
	kind  kind
}

// painter draws cells in the theme's colours, or in symbols alone in
// monochrome.
type painter struct {
	t    *theme.Theme
	mono bool
	pal  theme.Palette
	sym  symbols
}

func newPainter(t *theme.Theme) painter {
	p := painter{t: t, mono: t.Mode == theme.Mono, pal: t.Palette(), sym: unicodeSymbols}
	if t.ASCII {
		p.sym = asciiSymbols
	}
	return p
}

// background is the colour of a cell: its square's, or its mark's. Only an
// empty cell takes the colour of a target or a hint, so that a piece of
// either colour always stands out from its square; the last move, on a
// middling gold, colours both.
func (p painter) background(c Cell) lipgloss.TerminalColor {
	empty := c.Piece == ""
	switch {
	case empty && c.Marks&Target != 0:
		return p.pal.Legal
	case empty && c.Marks&Hint != 0:
		return p.pal.Success
	case c.Marks&LastMove != 0:
		return p.pal.LastMove
	case c.Dark:
		return p.pal.DarkSquare
	}
	return p.pal.LightSquare
}

// layout places the cell's content in a w×h block of slots.
func (p painter) layout(c Cell, w, h int) [][]slot {
	fill := " "
	if p.mono && !c.Dark {
		fill = p.sym.shade
	}
	rows := make([][]slot, h)
	for y := range rows {
		rows[y] = make([]slot, w)
		for x := range rows[y] {
			rows[y][x] = slot{glyph: fill}
		}
	}
	cx, cy := (w-1)/2, (h-1)/2
	row := rows[cy]
	put := func(x int, glyph string, k kind) {
		if x >= 0 && x < w {
			row[x] = slot{glyph: glyph, kind: k}
		}
	}
	hasPiece := c.Piece != ""
	// The sides: one pair, the strongest mark that uses them.
	switch {
	case c.Marks&Cursor != 0:
		put(cx-1, p.sym.cursorL, kindSide)
		put(cx+1, p.sym.cursorR, kindSide)
	case c.Marks&Selected != 0:
		put(cx-1, p.sym.selL, kindSide)
		put(cx+1, p.sym.selR, kindSide)
	case hasPiece && c.Marks&Hint != 0:
		put(cx-1, p.sym.hint, kindSide)
		put(cx+1, p.sym.hint, kindSide)
	case hasPiece && c.Marks&Target != 0:
		put(cx-1, p.t.Glyph.Legal, kindSide)
		put(cx+1, p.t.Glyph.Legal, kindSide)
	case hasPiece && p.mono && c.Marks&LastMove != 0:
		put(cx-1, p.t.Glyph.LastMove, kindSide)
		put(cx+1, p.t.Glyph.LastMove, kindSide)
	}
	// The centre: the piece, or the mark of an empty cell.
	centre := true
	switch {
	case hasPiece:
		put(cx, c.Piece, kindPiece)
	case c.Marks&Target != 0:
		put(cx, p.t.Glyph.Legal, kindMark)
	case c.Marks&Hint != 0:
		put(cx, p.sym.hint, kindMark)
	case p.mono && c.Marks&LastMove != 0:
		put(cx, p.t.Glyph.LastMove, kindMark)
	default:
		centre = false
	}
	if c.Note == "" {
		return rows
	}
	note := []rune(ansi.Truncate(c.Note, w, ""))
	switch {
	case h >= 2:
		last := rows[h-1]
		for i, r := range note {
			last[w-len(note)+i] = slot{glyph: string(r), kind: kindNote}
		}
	case !centre && c.Marks&(Cursor|Selected) == 0:
		start := (w - len(note)) / 2
		for i, r := range note {
			row[start+i] = slot{glyph: string(r), kind: kindNote}
		}
	}
	return rows
}

// cell draws one cell as h lines of w columns.
func (p painter) cell(c Cell, w, h int) []string {
	styles := p.styles(c)
	out := make([]string, h)
	for y, row := range p.layout(c, w, h) {
		var b strings.Builder
		for i := 0; i < len(row); {
			j := i
			var run strings.Builder
			for ; j < len(row) && row[j].kind == row[i].kind; j++ {
				run.WriteString(row[j].glyph)
			}
			b.WriteString(styles[row[i].kind].Render(run.String()))
			i = j
		}
		out[y] = b.String()
	}
	return out
}

// styles returns the style of each kind of character in cell c.
func (p painter) styles(c Cell) [kindNote + 1]lipgloss.Style {
	var s [kindNote + 1]lipgloss.Style
	plain := lipgloss.NewStyle()
	if p.mono {
		if c.Marks&Selected != 0 {
			plain = plain.Reverse(true)
		}
		s[kindFill] = plain
		s[kindPiece] = plain.Bold(c.PieceStyle.GetBold())
		s[kindSide] = plain.Bold(true)
		s[kindMark] = plain.Bold(true)
		s[kindNote] = plain.Faint(true)
		return s
	}
	bg := p.background(c)
	base := plain.Background(bg)
	s[kindFill] = base
	s[kindPiece] = c.PieceStyle.Background(bg)
	// The marks beside a piece are small blocks of the selection colours,
	// clear on any square and beside either colour of piece.
	s[kindSide] = plain.Bold(true).Foreground(p.pal.SelectedFg).Background(p.pal.SelectedBg)
	s[kindMark] = base.Bold(true).Foreground(p.pal.SelectedFg)
	noteColour := p.pal.LightSquare
	if !c.Dark {
		noteColour = p.pal.DarkSquare
	}
	s[kindNote] = base.Foreground(noteColour)
	return s
}
