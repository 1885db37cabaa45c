package board

import (
	"strings"

	"parlour/ui/theme"
)

// Canvas paints board cells character by character, for a board that is
// not a grid of rectangles (the ring of Circular Chess): the cells' fill,
// pieces and marks in the same glyphs and styles as Draw, with the
// drawing's own lines and labels around them. The screen places every
// character; the canvas writes the frame, each distinct style rendered
// once and remembered from frame to frame.
type Canvas struct {
	p     *painter
	w, h  int
	glyph []string
	key   []styleKey
	blank []bool
}

// kindAccent is the style of a drawing's own lines (the arrow line of the
// ring): the accent colour, bold.
const kindAccent kind = kindLabel + 1

// Begin readies the canvas for a w×h drawing in theme t. What the last
// drawing painted stays until painted over: the screen paints every
// character of each frame, those off the board with Blank.
func (c *Canvas) Begin(t *theme.Theme, w, h int) {
	if c.p == nil || c.p.t != t {
		c.p = newPainter(t)
	}
	if c.w != w || c.h != h {
		c.w, c.h = w, h
		c.glyph, c.key, c.blank = make([]string, w*h), make([]styleKey, w*h), make([]bool, w*h)
		for i := range c.glyph {
			c.glyph[i], c.blank[i] = " ", true
		}
	}
}

// Blank paints the character at i as a space off the board, unstyled.
func (c *Canvas) Blank(i int) { c.glyph[i], c.blank[i] = " ", true }

// Fill paints the character at index i (row by row) as an empty part of
// cell.
func (c *Canvas) Fill(i int, cell Cell) { c.Paint(i, c.FillLook(cell)) }

// Look is how the empty part of a cell is painted: worked out once a frame
// (FillLook) for all the cell's characters (Paint).
type Look struct {
	glyph string
	key   styleKey
}

// FillLook is how Fill paints the empty part of cell.
func (c *Canvas) FillLook(cell Cell) Look {
	return Look{glyph: c.p.fill(cell), key: c.p.key(cell, kindFill)}
}

// Paint paints the character at i in look l.
func (c *Canvas) Paint(i int, l Look) { c.glyph[i], c.key[i], c.blank[i] = l.glyph, l.key, false }

// Trace paints a character of the drawing's own lines inside cell at i:
// on the cell's fill, in the style of a cell's note (the other square's
// colour). In monochrome it paints the fill alone: there the line would
// look like the marks of an empty cell.
func (c *Canvas) Trace(i int, cell Cell, glyph string) {
	if c.p.mono {
		c.Fill(i, cell)
		return
	}
	c.glyph[i], c.key[i], c.blank[i] = glyph, c.p.key(cell, kindNote), false
}

// Centre paints cell's piece (or the mark of an empty cell) at index i and
// the strongest mark that goes beside it at i-1 and i+1, as Draw does in
// the middle of a cell; the characters either side keep what they had
// where no mark goes.
func (c *Canvas) Centre(i int, cell Cell) {
	row := c.p.row[:3]
	fill := c.p.fill(cell)
	for k := range row {
		row[k] = slot{glyph: fill}
	}
	c.p.centre(cell, row)
	for k, s := range row {
		if s.kind == kindFill {
			continue
		}
		j := i - 1 + k
		if j >= 0 && j < len(c.glyph) {
			c.glyph[j], c.key[j], c.blank[j] = s.glyph, c.p.key(cell, s.kind), false
		}
	}
}

// Label paints a label's character at i, in the muted style of Draw's edge
// labels.
func (c *Canvas) Label(i int, glyph string) {
	c.glyph[i], c.key[i], c.blank[i] = glyph, styleKey{kind: kindLabel}, false
}

// Accent paints a character of the drawing's own lines at i, in the
// accent colour.
func (c *Canvas) Accent(i int, glyph string) {
	c.glyph[i], c.key[i], c.blank[i] = glyph, styleKey{kind: kindAccent}, false
}

// String is the drawing, its lines of equal width. (It keeps the style
// open in locals rather than in a line writer: this loop runs for every
// character of every frame.)
func (c *Canvas) String() string {
	var b strings.Builder
	b.Grow(c.w * c.h * 8) // a character and, now and then, a style's escape codes
	var cur styleKey
	var a affix
	open := false
	for y := range c.h {
		if y > 0 {
			if open {
				b.WriteString(a.after)
				open = false
			}
			b.WriteByte('\n')
		}
		for i := y * c.w; i < (y+1)*c.w; i++ {
			switch {
			case c.blank[i]:
				if open {
					b.WriteString(a.after)
					open = false
				}
			case !open || c.key[i] != cur:
				if open {
					b.WriteString(a.after)
				}
				cur, a, open = c.key[i], c.p.affixOf(c.key[i]), true
				b.WriteString(a.before)
			}
			b.WriteString(c.glyph[i])
		}
	}
	if open {
		b.WriteString(a.after)
	}
	return b.String()
}
