package circularchess

import (
	"math"
	"strconv"

	cc "parlour/games/circularchess"
)

// ringEdges are the boundaries of the rings, as fractions of the outer
// radius: ring a lies between ringEdges[0] and ringEdges[1], and so on
// inward; inside ringEdges[4] is the hole in the middle. The inner rings are
// thicker, so that their cells, shorter round the ring, still hold a piece
// with a mark on each side.
var ringEdges = [cc.Rings + 1]float64{1.0, 0.82, 0.645, 0.475, 0.29}

// point is a character position in a drawing, column x and row y.
type point struct{ x, y int }

// ringLayout is where every cell of the ring view falls in a drawing of
// w×h characters: the cell under each character (cc.NoCell for none), the
// character where each cell's piece stands, the column of the arrow line,
// and where the edge labels go. It is computed once for a size.
type ringLayout struct {
	w, h    int
	at      []cc.Cell // w*h, row by row
	anchor  [cc.Rings * cc.CellsPerRing]point
	arrowX  int            // the column of the arrow line, through the middle
	arrow   []bool         // w*h: the character is on the arrow line inside the rings
	track   []bool         // w*h: the character is on the middle line of its ring
	letters map[point]byte // ring letters on the arrow line
	labels  []label        // cell numbers round the outside, arrow heads
}

// label is a piece of text at a position outside the rings.
type label struct {
	at   point
	text string
}

// ringMinW and ringMinH are the smallest ring drawing that keeps every cell
// big enough for a piece between two marks.
const (
	ringMinW = 49
	ringMinH = 18
)

// newRingLayout lays the rings out in w×h characters (w is made odd, so
// that the arrow line has a column of its own).
func newRingLayout(w, h int) *ringLayout {
	if w%2 == 0 {
		w--
	}
	l := &ringLayout{w: w, h: h, at: make([]cc.Cell, w*h), arrow: make([]bool, w*h), track: make([]bool, w*h), letters: map[point]byte{}}
	cx, cy := float64(w)/2, float64(h)/2
	rx, ry := cx-3, cy-1 // room for the numbers: three columns each side, a row above and below
	l.arrowX = (w - 1) / 2
	sector := 2 * math.Pi / cc.CellsPerRing
	type acc struct {
		best float64
		p    point
		ok   bool
	}
	var best [cc.Rings * cc.CellsPerRing]acc
	for y := range h {
		for x := range w {
			i := y*w + x
			l.at[i] = cc.NoCell
			dx := (float64(x) + 0.5 - cx) / rx
			dy := (float64(y) + 0.5 - cy) / ry
			rho := math.Hypot(dx, dy)
			ring := -1
			for r := range cc.Rings {
				if rho <= ringEdges[r] && rho > ringEdges[r+1] {
					ring = r
				}
			}
			if ring < 0 {
				continue
			}
			if x == l.arrowX {
				l.arrow[i] = true
				continue
			}
			theta := math.Atan2(-dx, dy)
			if theta < 0 {
				theta += 2 * math.Pi
			}
			n := min(int(theta/sector), cc.CellsPerRing-1)
			c, _ := cc.CellAt(byte('a'+ring), n+1)
			l.at[i] = c
			// The anchor is the character nearest the middle of the cell.
			mid := (ringEdges[ring] + ringEdges[ring+1]) / 2
			mt := (float64(n) + 0.5) * sector
			mx, my := -math.Sin(mt)*mid, math.Cos(mt)*mid
			d := math.Hypot((dx-mx)*rx/2, (dy-my)*ry)
			if !best[c].ok || d < best[c].best {
				best[c] = acc{d, point{x, y}, true}
			}
		}
	}
	// The anchor is the character nearest the middle of the cell that has
	// a character of the same cell on each side, for the marks.
	var roomy [cc.Rings * cc.CellsPerRing]acc
	for y := range h {
		for x := 1; x < w-1; x++ {
			c := l.at[y*w+x]
			if c == cc.NoCell || l.at[y*w+x-1] != c || l.at[y*w+x+1] != c {
				continue
			}
			a := best[c].p
			d := math.Hypot(float64(x-a.x)/2, float64(y-a.y))
			if !roomy[c].ok || d < roomy[c].best {
				roomy[c] = acc{d, point{x, y}, true}
			}
		}
	}
	for c := range best {
		l.anchor[c] = best[c].p
		if roomy[c].ok {
			l.anchor[c] = roomy[c].p
		}
	}
	// Each ring's middle line, round through the characters its pieces
	// stand on, so that the eye can follow a ring from piece to piece: the
	// characters within half a character of it, measured across the ring.
	for y := range h {
		for x := range w {
			c := l.at[y*w+x]
			if c == cc.NoCell {
				continue
			}
			dx := (float64(x) + 0.5 - cx) / rx
			dy := (float64(y) + 0.5 - cy) / ry
			rho := math.Hypot(dx, dy)
			r := int(c.Ring() - 'a')
			mid := (ringEdges[r] + ringEdges[r+1]) / 2
			// A character's size across the ring, where it lies.
			across := (math.Abs(dx)/rx + math.Abs(dy)/ry) / rho
			l.track[y*w+x] = math.Abs(rho-mid) <= across/2
		}
	}
	// Ring letters where the arrow line crosses the middle of each ring,
	// above and below the hole.
	for r := range cc.Rings {
		mid := (ringEdges[r] + ringEdges[r+1]) / 2
		for _, sign := range []float64{-1, 1} {
			y := int(math.Floor(cy + sign*mid*ry))
			if y >= 0 && y < h {
				l.letters[point{l.arrowX, y}] = byte('a' + r)
			}
		}
	}
	for n := range cc.CellsPerRing {
		t := (float64(n) + 0.5) * sector
		text := strconv.Itoa(n + 1)
		// Start on the rim and move out until the number and a space each
		// side of it are clear of the rings.
		var at point
		for k := 0.0; k < 6; k += 0.1 {
			x := cx - math.Sin(t)*(rx+k*2)
			y := cy + math.Cos(t)*(ry+k)
			at = point{int(math.Round(x - float64(len(text))/2)), int(math.Floor(y))}
			if l.clear(at, len(text)) {
				break
			}
		}
		l.labels = append(l.labels, label{at, text})
	}
	return l
}

// clear reports whether n characters from p, and one each side, lie inside
// the drawing and off the rings.
func (l *ringLayout) clear(p point, n int) bool {
	if p.y < 0 || p.y >= l.h || p.x < 0 || p.x+n > l.w {
		return false
	}
	for x := p.x - 1; x <= p.x+n; x++ {
		if x < 0 || x >= l.w {
			continue
		}
		if l.at[p.y*l.w+x] != cc.NoCell || l.arrow[p.y*l.w+x] {
			return false
		}
	}
	return true
}

// cellAt returns the cell drawn at (x, y) of the drawing, or ok=false.
func (l *ringLayout) cellAt(x, y int) (cc.Cell, bool) {
	if x < 0 || y < 0 || x >= l.w || y >= l.h {
		return cc.NoCell, false
	}
	c := l.at[y*l.w+x]
	return c, c != cc.NoCell
}
