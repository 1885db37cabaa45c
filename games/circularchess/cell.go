package circularchess

import (
	"fmt"
	"strconv"
)

// Cell is one of the 64 cells of the board: ring a (outermost) to d
// (innermost), number 1 to 16 round the ring. Its value is the ring's index
// (0 for a) times 16 plus the number less one.
type Cell uint8

// NoCell stands for the absence of a cell.
const NoCell Cell = 64

// Rings and cells per ring.
const (
	Rings        = 4
	CellsPerRing = 16
)

// CellAt returns the cell of ring ('a' to 'd') and number (1 to 16); ok is
// false if there is no such cell.
func CellAt(ring byte, number int) (c Cell, ok bool) {
	if ring < 'a' || ring > 'd' || number < 1 || number > CellsPerRing {
		return NoCell, false
	}
	return cellOf(int(ring-'a'), number-1), true
}

// cellOf returns the cell of ring index r (0–3) and zero-based number n,
// which may be any integer: the ring is closed.
func cellOf(r, n int) Cell { return Cell(r*CellsPerRing + n&15) }

// ringIndex returns 0 for ring a up to 3 for ring d.
func (c Cell) ringIndex() int { return int(c) >> 4 }

// pos returns the zero-based number of the cell round its ring.
func (c Cell) pos() int { return int(c) & 15 }

// bit returns the cell as a one-cell set.
func (c Cell) bit() uint64 { return 1 << c }

// Ring returns the ring's letter, 'a' (outermost) to 'd' (innermost).
func (c Cell) Ring() byte { return 'a' + byte(c.ringIndex()) }

// Number returns the number of the cell round its ring, 1 to 16.
func (c Cell) Number() int { return c.pos() + 1 }

// Valid reports whether c is one of the 64 cells.
func (c Cell) Valid() bool { return c < NoCell }

// String returns the cell's name, such as "b3", or "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		return "-"
	}
	return string(c.Ring()) + strconv.Itoa(c.Number())
}

// Light reports whether the cell is light-coloured. Cells alternate in
// colour along a ring and across the rings, as on the ordinary board, and
// the ring closes without a break because it has an even number of cells.
func (c Cell) Light() bool { return (c.ringIndex()+c.pos())%2 == 1 }

// Square returns the square of the ordinary board that the cell stands for,
// such as "e1" for d16: ring x, cell n is file x, rank n for n ≤ 8; cells 9
// to 16 carry files h, g, f, e (rings a to d) from rank 8 down to rank 1.
func (c Cell) Square() string {
	if !c.Valid() {
		return "-"
	}
	n := c.Number()
	if n <= 8 {
		return string(c.Ring()) + strconv.Itoa(n)
	}
	return string('h'-byte(c.ringIndex())) + strconv.Itoa(17-n)
}

// ParseCell reads a cell name such as "b3" or "d16".
func ParseCell(s string) (Cell, error) {
	if len(s) < 2 || len(s) > 3 {
		return NoCell, fmt.Errorf("%q is not a cell: write the ring a-d and the number 1-16, as b3", s)
	}
	if s[0] < 'a' || s[0] > 'd' {
		return NoCell, fmt.Errorf("%q is not a cell: the ring is a letter from a (outermost) to d (innermost)", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || s[1] < '1' || s[1] > '9' || n > CellsPerRing {
		return NoCell, fmt.Errorf("%q is not a cell: the number round the ring is 1 to 16", s)
	}
	c, _ := CellAt(s[0], n)
	return c, nil
}
