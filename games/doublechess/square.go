package doublechess

import (
	"fmt"
	"strconv"
)

// Square is one square of the board, numbered rank*14+file from a1 = 0 to
// n14 = 195. Only 160 of these numbers are on the board: see OnBoard.
type Square uint8

// NoSquare stands for no square at all.
const NoSquare Square = 255

// Size is the number of files and of ranks.
const Size = 14

// NewSquare returns the square on file (0 for a to 13 for n) and rank (0
// for rank 1 to 13 for rank 14). It does not check that the square is on
// the board.
func NewSquare(file, rank int) Square { return Square(rank*Size + file) }

// File returns the square's file, 0 (a) to 13 (n).
func (q Square) File() int { return int(q) % Size }

// Rank returns the square's rank, 0 (rank 1) to 13 (rank 14).
func (q Square) Rank() int { return int(q) / Size }

// OnBoard reports whether the square exists: inside the 14×14 grid and
// outside its four 3×3 corners.
func (q Square) OnBoard() bool {
	if q >= Size*Size {
		return false
	}
	return onGrid(q.File(), q.Rank())
}

// onGrid reports whether file and rank (0-based) name a square of the
// board.
func onGrid(file, rank int) bool {
	if file < 0 || file >= Size || rank < 0 || rank >= Size {
		return false
	}
	edgeFile := file < 3 || file > 10
	edgeRank := rank < 3 || rank > 10
	return !(edgeFile && edgeRank)
}

// String writes the square in the notation's coordinates, such as "a4" or
// "n11".
func (q Square) String() string {
	if q >= Size*Size {
		return "-"
	}
	return string(rune('a'+q.File())) + strconv.Itoa(q.Rank()+1)
}

// Squares lists the 160 squares of the board in increasing order.
func Squares() []Square {
	out := make([]Square, 0, 160)
	for q := Square(0); q < Size*Size; q++ {
		if q.OnBoard() {
			out = append(out, q)
		}
	}
	return out
}

// ParseSquare reads a square such as "g1" or "n11". A square in one of the
// cut-away corners is an error that says so.
func ParseSquare(s string) (Square, error) {
	if len(s) < 2 || len(s) > 3 || s[0] < 'a' || s[0] > 'z' {
		return NoSquare, fmt.Errorf("%q is not a square (want a file a–n and a rank 1–14, as g1)", s)
	}
	rank, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '0' || s[1] == '+' || s[1] == '-' {
		return NoSquare, fmt.Errorf("%q is not a square (want a file a–n and a rank 1–14, as g1)", s)
	}
	file := int(s[0] - 'a')
	if file >= Size || rank < 1 || rank > Size {
		return NoSquare, fmt.Errorf("%s is off the board: files run a–n and ranks 1–14", s)
	}
	if !onGrid(file, rank-1) {
		return NoSquare, fmt.Errorf("%s is off the board: the corners a1–c3, l1–n3, a12–c14 and l12–n14 are cut away", s)
	}
	return NewSquare(file, rank-1), nil
}

// The engine works on a padded board ("mailbox") of 16 columns by 18 rows,
// so that a knight's leap from any square lands on a real cell: the 14
// files fill columns 0–13 and the 14 ranks rows 2–15; the rest, and the
// four corners, are walls.
const (
	cols    = 16
	rows    = 18
	ncells  = cols * rows
	upRow   = cols // one rank up
	padRows = 2
)

// The board's geometry: cellOf maps a square to its cell and squareOf
// maps back (NoSquare for a wall); fileOf and rankOf give a cell's file and
// rank, 0-based (outside 0–13 for the padding).
var cellOf, squareOf, fileOf, rankOf = geometry()

func geometry() (cellOf [Size * Size]int16, squareOf [ncells]Square, fileOf, rankOf [ncells]int8) {
	for c := range squareOf {
		squareOf[c] = NoSquare
		fileOf[c], rankOf[c] = int8(c%cols), int8(c/cols-padRows)
	}
	for q := Square(0); q < Size*Size; q++ {
		c := (q.Rank()+padRows)*cols + q.File()
		cellOf[q] = int16(c)
		if q.OnBoard() {
			squareOf[c] = q
		}
	}
	return
}

// cell returns the engine cell of a square on the board.
func cell(q Square) int { return int(cellOf[q]) }
