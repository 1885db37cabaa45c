package draughts

// The boards are kept as bitboards whose bits are "cells". On the 8×8 board
// cell = square-1, so a uint32 holds the board. On the 10×10 board a ghost
// cell follows every second row (cells 10, 21, 32, 43), so that each
// diagonal step is the same shift everywhere (±5, ±6) and a step off the
// side of the board lands on a ghost, which is never a playing square.

// Diagonal directions, as the board is drawn with square 1 at the top.
const (
	upLeft = iota
	upRight
	downLeft
	downRight
)

// noCell marks a step off the board in the neighbour tables.
const noCell = -1

// geometry describes one board: how squares map to cells and which cell
// lies next to which.
type geometry struct {
	size     int    // rows and columns: 8 or 10
	squares  int    // playing squares: 32 or 50
	board    uint64 // every real cell
	cellOf   []int  // square number -> cell; index 0 unused
	squareOf []int  // cell -> square number, 0 for a ghost
	row, col []int  // cell -> coordinates, row 0 at the top
	next     [4][]int
	// crown is the row on which each side's men are crowned: Black's men
	// move down the board and are crowned on the bottom row.
	crown [2]uint64
}

var (
	geo8  = newGeometry(8)
	geo10 = newGeometry(10)
)

// menPerSide is how many men each side starts with: three rows of the
// board's playing squares in English draughts (12), four in the Polish
// game (20). No position can hold more of one side's pieces.
func (g *geometry) menPerSide() int {
	if g.size == 10 {
		return 20
	}
	return 12
}

// geometryOf returns the board of a variant.
func geometryOf(v Variant) *geometry {
	if v == Polish {
		return geo10
	}
	return geo8
}

func newGeometry(size int) *geometry {
	perRow := size / 2
	g := &geometry{size: size, squares: size * perRow}
	cellFor := func(sq int) int { // sq is 1-based
		s := sq - 1
		if size == 10 {
			return s + s/perRow/2
		}
		return s
	}
	cells := cellFor(g.squares) + 1
	g.cellOf = make([]int, g.squares+1)
	g.squareOf = make([]int, cells)
	g.row = make([]int, cells)
	g.col = make([]int, cells)
	grid := make([][]int, size) // [row][col] -> cell or noCell
	for r := range grid {
		grid[r] = make([]int, size)
		for c := range grid[r] {
			grid[r][c] = noCell
		}
	}
	for sq := 1; sq <= g.squares; sq++ {
		cell := cellFor(sq)
		r := (sq - 1) / perRow
		c := 2 * ((sq - 1) % perRow)
		if r%2 == 0 {
			c++
		}
		g.cellOf[sq] = cell
		g.squareOf[cell] = sq
		g.row[cell], g.col[cell] = r, c
		grid[r][c] = cell
		g.board |= 1 << cell
		if r == size-1 {
			g.crown[Black] |= 1 << cell
		}
		if r == 0 {
			g.crown[White] |= 1 << cell
		}
	}
	deltas := [4][2]int{upLeft: {-1, -1}, upRight: {-1, 1}, downLeft: {1, -1}, downRight: {1, 1}}
	for d, dl := range deltas {
		g.next[d] = make([]int, cells)
		for cell := range cells {
			g.next[d][cell] = noCell
			if g.squareOf[cell] == 0 {
				continue
			}
			r, c := g.row[cell]+dl[0], g.col[cell]+dl[1]
			if r >= 0 && r < size && c >= 0 && c < size {
				g.next[d][cell] = grid[r][c]
			}
		}
	}
	return g
}

// onBoard reports whether sq is a square of this board.
func (g *geometry) onBoard(sq int) bool { return sq >= 1 && sq <= g.squares }

// cellBit is the bit of a square's cell.
func (g *geometry) cellBit(sq int) uint64 { return 1 << g.cellOf[sq] }

// forward lists the directions in which a side's men move.
func forward(c Color) (int, int) {
	if c == Black {
		return downLeft, downRight
	}
	return upLeft, upRight
}

// direction returns the direction from cell a to cell b along a diagonal and
// the number of steps, or ok=false when they share no diagonal.
func (g *geometry) direction(a, b int) (dir, steps int, ok bool) {
	dr, dc := g.row[b]-g.row[a], g.col[b]-g.col[a]
	if dr == 0 || (dr != dc && dr != -dc) {
		return 0, 0, false
	}
	switch {
	case dr < 0 && dc < 0:
		dir = upLeft
	case dr < 0:
		dir = upRight
	case dc < 0:
		dir = downLeft
	default:
		dir = downRight
	}
	if dr < 0 {
		dr = -dr
	}
	return dir, dr, true
}

// Coords returns the row and column of a square as the board is drawn,
// counting from 0 at the top left (Black's side, where square 1 is). ok is
// false when the square is not on the variant's board.
func Coords(v Variant, square int) (row, col int, ok bool) {
	g := geometryOf(v)
	if !g.onBoard(square) {
		return 0, 0, false
	}
	cell := g.cellOf[square]
	return g.row[cell], g.col[cell], true
}

// SquareAt returns the number of the playing square at a row and column
// (from 0 at the top left), or 0 for a light square or a place off the
// board.
func SquareAt(v Variant, row, col int) int {
	g := geometryOf(v)
	if row < 0 || col < 0 || row >= g.size || col >= g.size || (row+col)%2 == 0 {
		return 0
	}
	return row*g.size/2 + col/2 + 1
}
