package circularchess

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	cc "parlour/games/circularchess"
	"parlour/ui/board"
	"parlour/ui/theme"
)

// The ring view draws the board as it is: four rings round a hole, the
// arrow line through the top and the bottom. The board kit draws only
// rectangles of square cells, so the ring has its own painter here; it
// takes the kit's board.Cell and marks, and shows them by the kit's rules:
// colour in a coloured theme, a symbol as well in monochrome.

// cells are what the 64 cells show, indexed by cc.Cell.
type cells [cc.Rings * cc.CellsPerRing]board.Cell

// ringSymbols are the characters of the ring's marks and decoration.
type ringSymbols struct {
	cursorL, cursorR string
	selL, selR       string
	check            string
	shade            string // fills light cells in monochrome
	line             string // the arrow line across the rings
	headDown, headUp string // the arrow heads above and below the rings
}

var (
	unicodeRing = ringSymbols{cursorL: "[", cursorR: "]", selL: "»", selR: "«", check: "!", shade: "░", line: "│", headDown: "▼", headUp: "▲"}
	asciiRing   = ringSymbols{cursorL: "[", cursorR: "]", selL: ">", selR: "<", check: "!", shade: ":", line: "|", headDown: "v", headUp: "^"}
)

// part is the kind of a character of the ring drawing, each in its style.
type part uint8

const (
	partBlank part = iota // off the board
	partFill              // the empty part of a cell
	partPiece
	partSide // the marks beside a piece
	partMark // the mark in an empty cell
	partLine // the arrow line and its heads
	partLabel
)

// ringStyle names one distinct style of the ring drawing.
type ringStyle struct {
	part    part
	bg      uint8 // 0 light, 1 dark, 2 target, 3 hint, 4 check, 5 last move
	ink     lipgloss.TerminalColor
	reverse bool
}

// ringDrawer draws the ring view; it keeps the layout of the last size and
// the escape codes of every style it has rendered, so a frame only copies
// strings.
type ringDrawer struct {
	t      *theme.Theme
	layout *ringLayout
	sym    ringSymbols
	cache  map[ringStyle][2]string
	glyph  []string    // per character of the layout: the text drawn there this frame
	style  []ringStyle // and its style
}

// layoutFor returns the layout of a w×h drawing, reusing the last one.
func (d *ringDrawer) layoutFor(w, h int) *ringLayout {
	if d.layout == nil || d.layout.h != h || (d.layout.w != w && d.layout.w != w-1) {
		d.layout = newRingLayout(w, h)
		d.glyph = make([]string, d.layout.w*d.layout.h)
		d.style = make([]ringStyle, d.layout.w*d.layout.h)
	}
	return d.layout
}

// backgroundOf is a cell's background, by the kit's rule: only an empty
// cell takes the colour of a target or a hint; check and the last move
// colour any.
func ringBackground(c board.Cell) uint8 {
	empty := c.Piece == ""
	switch {
	case empty && c.Marks&board.Target != 0:
		return 2
	case empty && c.Marks&board.Hint != 0:
		return 3
	case c.Marks&board.Check != 0:
		return 4
	case c.Marks&board.LastMove != 0:
		return 5
	case c.Dark:
		return 1
	}
	return 0
}

func (d *ringDrawer) render(k ringStyle) lipgloss.Style {
	t := d.t
	pal := t.Palette()
	switch k.part {
	case partBlank:
		return t.Style()
	case partLabel:
		return t.Muted
	case partLine:
		return t.Style().Foreground(pal.Accent).Bold(true)
	}
	plain := t.Text.UnsetForeground()
	if t.Mode == theme.Mono {
		if k.reverse {
			plain = plain.Reverse(true)
		}
		if k.part == partPiece || k.part == partSide || k.part == partMark {
			return plain.Bold(true)
		}
		return plain
	}
	bg := [...]lipgloss.TerminalColor{pal.LightSquare, pal.DarkSquare, pal.Legal, pal.Success, pal.Error, pal.LastMove}[k.bg]
	base := plain.Background(bg)
	switch k.part {
	case partPiece:
		ink := k.ink
		if ink == nil {
			ink = pal.Text
		}
		return base.Bold(true).Foreground(ink)
	case partSide:
		return plain.Bold(true).Foreground(pal.SelectedFg).Background(pal.SelectedBg)
	case partMark:
		return base.Bold(true).Foreground(pal.SelectedFg)
	}
	return base
}

// affix returns the escape codes before and after a run in style k.
func (d *ringDrawer) affix(k ringStyle) [2]string {
	if a, ok := d.cache[k]; ok {
		return a
	}
	const marker = "\uE000"
	out := d.render(k).Render(marker)
	a := [2]string{}
	if i := strings.Index(out, marker); i >= 0 {
		a = [2]string{out[:i], out[i+len(marker):]}
	}
	d.cache[k] = a
	return a
}

// Draw returns the ring drawing of the given cells, w×h characters (w
// rounded down to an odd number), every line as wide.
func (d *ringDrawer) Draw(t *theme.Theme, cs *cells, w, h int) string {
	if d.t != t {
		d.t, d.cache = t, map[ringStyle][2]string{}
		d.sym = unicodeRing
		if t.ASCII {
			d.sym = asciiRing
		}
	}
	l := d.layoutFor(w, h)
	mono := t.Mode == theme.Mono
	sym := d.sym
	for i, c := range l.at {
		switch {
		case c != cc.NoCell:
			cell := cs[c]
			st := ringStyle{part: partFill, bg: ringBackground(cell)}
			if mono {
				st = ringStyle{part: partFill, reverse: cell.Marks&board.Selected != 0}
			}
			d.style[i] = st
			d.glyph[i] = " "
			if mono && !cell.Dark {
				d.glyph[i] = sym.shade
			}
		case l.arrow[i]:
			d.glyph[i], d.style[i] = sym.line, ringStyle{part: partLine}
		default:
			d.glyph[i], d.style[i] = " ", ringStyle{part: partBlank}
		}
	}
	for c, p := range l.anchor {
		d.centre(cs[c], l, p, mono)
	}
	for p, letter := range l.letters {
		i := p.y*l.w + p.x
		d.glyph[i], d.style[i] = string(letter), ringStyle{part: partLine}
	}
	for _, lb := range l.labels {
		if lb.at.y < 0 || lb.at.y >= l.h || lb.at.x < 0 || lb.at.x+len(lb.text) > l.w {
			continue // no room found for it (never at the sizes the screen uses)
		}
		for k := range len(lb.text) {
			i := lb.at.y*l.w + lb.at.x + k
			d.glyph[i], d.style[i] = lb.text[k:k+1], ringStyle{part: partLabel}
		}
	}
	d.glyph[l.arrowX], d.style[l.arrowX] = sym.headDown, ringStyle{part: partLine}
	last := (l.h-1)*l.w + l.arrowX
	d.glyph[last], d.style[last] = sym.headUp, ringStyle{part: partLine}

	var b strings.Builder
	b.Grow(l.w * l.h * 8)
	for y := range l.h {
		if y > 0 {
			b.WriteByte('\n')
		}
		open := false
		var cur ringStyle
		var a [2]string
		for x := range l.w {
			i := y*l.w + x
			st := d.style[i]
			if !open || st != cur {
				if open {
					b.WriteString(a[1])
				}
				a = d.affix(st)
				b.WriteString(a[0])
				cur, open = st, true
			}
			b.WriteString(d.glyph[i])
		}
		if open {
			b.WriteString(a[1])
		}
	}
	return b.String()
}

// centre puts a cell's piece (or the mark of an empty cell) at its anchor
// and the strongest mark that goes beside it on each side.
func (d *ringDrawer) centre(c board.Cell, l *ringLayout, p point, mono bool) {
	sym, g := d.sym, d.t.Glyph
	i := p.y*l.w + p.x
	style := func(pt part) ringStyle {
		if mono {
			return ringStyle{part: pt, reverse: c.Marks&board.Selected != 0}
		}
		st := ringStyle{part: pt, bg: ringBackground(c)}
		if pt == partPiece {
			st.ink = c.Ink
		}
		return st
	}
	side := func(left, right string) {
		d.glyph[i-1], d.style[i-1] = left, style(partSide)
		d.glyph[i+1], d.style[i+1] = right, style(partSide)
	}
	hasPiece := c.Piece != ""
	switch {
	case c.Marks&board.Cursor != 0:
		side(sym.cursorL, sym.cursorR)
	case c.Marks&board.Selected != 0:
		side(sym.selL, sym.selR)
	case hasPiece && c.Marks&board.Check != 0 && mono:
		side(sym.check, sym.check)
	case hasPiece && c.Marks&board.Hint != 0:
		side("+", "+")
	case hasPiece && c.Marks&board.Target != 0:
		side(g.Legal, g.Legal)
	case hasPiece && mono && c.Marks&board.LastMove != 0:
		side(g.LastMove, g.LastMove)
	}
	switch {
	case hasPiece:
		d.glyph[i], d.style[i] = c.Piece, style(partPiece)
	case c.Marks&board.Target != 0:
		d.glyph[i], d.style[i] = g.Legal, style(partMark)
	case c.Marks&board.Hint != 0:
		d.glyph[i], d.style[i] = "+", style(partMark)
	case mono && c.Marks&board.LastMove != 0:
		d.glyph[i], d.style[i] = g.LastMove, style(partMark)
	}
}

// At returns the cell drawn at (x, y) of the last drawing, or ok=false.
func (d *ringDrawer) At(x, y int) (cc.Cell, bool) {
	if d.layout == nil {
		return cc.NoCell, false
	}
	return d.layout.cellAt(x, y)
}
