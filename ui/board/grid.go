// Package board helps games draw square boards and map mouse clicks back
// to squares. A Grid records where a board was drawn (from the screen's
// own layout, not by scanning the output) so a click can be hit-tested
// after any resize or flip.
package board

// Grid is a board of Cols×Rows cells drawn with its top-left cell at
// (Left, Top) on the screen, each cell CellW columns wide and CellH rows
// high. Cells are addressed by (file, rank) with file 0 at the left and
// rank 0 at the bottom as the game sees them; Flipped turns the board
// round (rank 0 at the top, file 0 at the right).
type Grid struct {
	Left, Top    int
	Cols, Rows   int
	CellW, CellH int
	Flipped      bool
}

// Width is the number of screen columns the cells take.
func (g Grid) Width() int { return g.Cols * g.CellW }

// Height is the number of screen rows the cells take.
func (g Grid) Height() int { return g.Rows * g.CellH }

// At returns the cell drawn at screen position (x, y), or ok=false when
// (x, y) is outside the board.
func (g Grid) At(x, y int) (file, rank int, ok bool) {
	if g.CellW <= 0 || g.CellH <= 0 {
		return 0, 0, false
	}
	dx, dy := x-g.Left, y-g.Top
	if dx < 0 || dy < 0 || dx >= g.Width() || dy >= g.Height() {
		return 0, 0, false
	}
	col, row := dx/g.CellW, dy/g.CellH
	if g.Flipped {
		return g.Cols - 1 - col, row, true
	}
	return col, g.Rows - 1 - row, true
}

// Origin returns the screen position of the top-left character of a cell;
// it is the inverse of At.
func (g Grid) Origin(file, rank int) (x, y int) {
	col, row := file, g.Rows-1-rank
	if g.Flipped {
		col, row = g.Cols-1-file, rank
	}
	return g.Left + col*g.CellW, g.Top + row*g.CellH
}
