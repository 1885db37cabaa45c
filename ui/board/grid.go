// Package board helps games draw boards and map mouse clicks back to
// cells. A Grid records where a board was drawn (from the screen's own
// layout, not by scanning the output) so a click can be hit-tested after
// any resize, flip or turn.
//
// Boards are rectangles of Cols×Rows cells, less Corner×Corner cells cut
// from each corner: an 8×8 or 10×10 board, the 14×14 cross of four-handed
// chess (Corner 3: 160 playable cells), or a 4×16 strip (Circular Chess's
// ring unrolled).
package board

// Grid is a board of Cols×Rows cells drawn with its top-left cell at
// (Left, Top) on the screen, each cell CellW columns wide and CellH rows
// high. Cells are addressed by (file, rank) with file 0 at the left and
// rank 0 at the bottom as the game sees them. Flipped turns the board
// round (rank 0 at the top, file 0 at the right); Turns adds quarter
// turns clockwise, so that any of four players can sit at the bottom.
type Grid struct {
	Left, Top    int
	Cols, Rows   int
	CellW, CellH int
	Flipped      bool
	// Turns is the number of quarter turns clockwise, on top of Flipped's
	// half turn. With an odd number of turns the board's files run down
	// the screen and its ranks across.
	Turns int
	// Corner is the side of the square of cells missing from each corner
	// of the board (0 for a full rectangle).
	Corner int
}

// turns is the board's rotation, 0 to 3 quarter turns clockwise.
func (g Grid) turns() int {
	t := g.Turns
	if g.Flipped {
		t += 2
	}
	return (t%4 + 4) % 4
}

// DrawnCols and DrawnRows are the cells across and down the screen.
func (g Grid) DrawnCols() int {
	if g.turns()%2 == 1 {
		return g.Rows
	}
	return g.Cols
}

// DrawnRows is the number of cells down the screen.
func (g Grid) DrawnRows() int {
	if g.turns()%2 == 1 {
		return g.Cols
	}
	return g.Rows
}

// Width is the number of screen columns the cells take.
func (g Grid) Width() int { return g.DrawnCols() * g.CellW }

// Height is the number of screen rows the cells take.
func (g Grid) Height() int { return g.DrawnRows() * g.CellH }

// Playable reports whether (file, rank) is a cell of the board: inside the
// rectangle and outside its cut corners.
func (g Grid) Playable(file, rank int) bool {
	if file < 0 || rank < 0 || file >= g.Cols || rank >= g.Rows {
		return false
	}
	if g.Corner <= 0 {
		return true
	}
	sideFile := file < g.Corner || file >= g.Cols-g.Corner
	sideRank := rank < g.Corner || rank >= g.Rows-g.Corner
	return !(sideFile && sideRank)
}

// cellAt turns a drawn column and row (from the top left) into the game's
// file and rank.
func (g Grid) cellAt(col, row int) (file, rank int) {
	switch g.turns() {
	case 1:
		return row, col
	case 2:
		return g.Cols - 1 - col, row
	case 3:
		return g.Cols - 1 - row, g.Rows - 1 - col
	}
	return col, g.Rows - 1 - row
}

// drawnAt is the inverse of cellAt.
func (g Grid) drawnAt(file, rank int) (col, row int) {
	switch g.turns() {
	case 1:
		return rank, file
	case 2:
		return g.Cols - 1 - file, rank
	case 3:
		return g.Rows - 1 - rank, g.Cols - 1 - file
	}
	return file, g.Rows - 1 - rank
}

// At returns the cell drawn at screen position (x, y), or ok=false when
// (x, y) is outside the board or on a cut corner.
func (g Grid) At(x, y int) (file, rank int, ok bool) {
	if g.CellW <= 0 || g.CellH <= 0 {
		return 0, 0, false
	}
	dx, dy := x-g.Left, y-g.Top
	if dx < 0 || dy < 0 || dx >= g.Width() || dy >= g.Height() {
		return 0, 0, false
	}
	file, rank = g.cellAt(dx/g.CellW, dy/g.CellH)
	if !g.Playable(file, rank) {
		return 0, 0, false
	}
	return file, rank, true
}

// Origin returns the screen position of the top-left character of a cell;
// it is the inverse of At.
func (g Grid) Origin(file, rank int) (x, y int) {
	col, row := g.drawnAt(file, rank)
	return g.Left + col*g.CellW, g.Top + row*g.CellH
}

// Centre returns a screen position near the middle of a cell: where a
// click lands on it.
func (g Grid) Centre(file, rank int) (x, y int) {
	x, y = g.Origin(file, rank)
	return x + g.CellW/2, y + g.CellH/2
}

// Step returns the cell one drawn step from (file, rank) in a screen
// direction (dx across, dy down), as the player sees the board, and
// whether that cell is on the board.
func (g Grid) Step(file, rank, dx, dy int) (int, int, bool) {
	col, row := g.drawnAt(file, rank)
	col, row = col+dx, row+dy
	if col < 0 || row < 0 || col >= g.DrawnCols() || row >= g.DrawnRows() {
		return file, rank, false
	}
	f, r := g.cellAt(col, row)
	return f, r, g.Playable(f, r)
}

// DrawnCol returns the screen column (in cells, from the left) where a cell
// is drawn.
func (g Grid) DrawnCol(file, rank int) int {
	col, _ := g.drawnAt(file, rank)
	return col
}
