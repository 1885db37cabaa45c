package circularchess

import (
	cc "parlour/games/circularchess"
	"parlour/ui/board"
	"parlour/ui/theme"
)

// The ring view draws the board as it is: four rings round a hole, the
// arrow line through the top and the bottom. The board package draws grids
// of rectangles only, so the ring lays its characters out here and paints
// them on a board.Canvas: the cells' fill, pieces and marks in the board's
// own glyphs and styles (colour in a coloured theme, a symbol as well in
// monochrome), the arrow line and the labels round them.

// cells are what the 64 cells show, indexed by cc.Cell.
type cells [cc.Rings * cc.CellsPerRing]board.Cell

// ringSymbols are the characters of the ring's own decoration.
type ringSymbols struct {
	line             string // the arrow line across the rings
	headDown, headUp string // the arrow heads above and below the rings
	track            string // the middle line of each ring, between its pieces
}

var (
	unicodeRing = ringSymbols{line: "│", headDown: "▼", headUp: "▲", track: "·"}
	asciiRing   = ringSymbols{line: "|", headDown: "v", headUp: "^", track: "."}
)

// ringDrawer draws the ring view on a board.Canvas, which paints the cells
// as the board kit does; it keeps the layout of the last size.
type ringDrawer struct {
	layout *ringLayout
	canvas board.Canvas
	looks  [cc.Rings * cc.CellsPerRing]board.Look // each cell's fill, this frame
}

// layoutFor returns the layout of a w×h drawing, reusing the last one.
func (d *ringDrawer) layoutFor(w, h int) *ringLayout {
	if d.layout == nil || d.layout.h != h || (d.layout.w != w && d.layout.w != w-1) {
		d.layout = newRingLayout(w, h)
	}
	return d.layout
}

// Draw returns the ring drawing of the given cells, w×h characters (w
// rounded down to an odd number), every line as wide.
func (d *ringDrawer) Draw(t *theme.Theme, cs *cells, w, h int) string {
	sym := unicodeRing
	if t.ASCII {
		sym = asciiRing
	}
	l := d.layoutFor(w, h)
	cv := &d.canvas
	cv.Begin(t, l.w, l.h)
	for c := range cs {
		d.looks[c] = cv.FillLook(cs[c])
	}
	for i, c := range l.at {
		switch {
		case c != cc.NoCell && l.track[i]:
			cv.Trace(i, cs[c], sym.track)
		case c != cc.NoCell:
			cv.Paint(i, d.looks[c])
		case l.arrow[i]:
			cv.Accent(i, sym.line)
		default:
			cv.Blank(i)
		}
	}
	for c, p := range l.anchor {
		cv.Centre(p.y*l.w+p.x, cs[c])
	}
	for p, letter := range l.letters {
		cv.Accent(p.y*l.w+p.x, string(letter))
	}
	for _, lb := range l.labels {
		if lb.at.y < 0 || lb.at.y >= l.h || lb.at.x < 0 || lb.at.x+len(lb.text) > l.w {
			continue // no room found for it (never at the sizes the screen uses)
		}
		for k := range len(lb.text) {
			cv.Label(lb.at.y*l.w+lb.at.x+k, lb.text[k:k+1])
		}
	}
	cv.Accent(l.arrowX, sym.headDown)
	cv.Accent((l.h-1)*l.w+l.arrowX, sym.headUp)
	return cv.String()
}

// At returns the cell drawn at (x, y) of the last drawing, or ok=false.
func (d *ringDrawer) At(x, y int) (cc.Cell, bool) {
	if d.layout == nil {
		return cc.NoCell, false
	}
	return d.layout.cellAt(x, y)
}
