package circularchess

import "math/bits"

// The board as 64-bit sets: bit i is Cell(i), so each ring is a 16-bit lane,
// ring a in the lowest. Moving along a ring rotates within a lane; moving
// across the rings shifts by a whole lane and never wraps: the rings do not
// meet across the middle of the board.

// Directions along a ring, as the pawns move: toward higher numbers
// (ascending) or lower (descending).
const (
	ascending  = 0
	descending = 1
)

// step returns the change of number for direction d: +1 or -1.
func step(d int) int { return 1 - 2*d }

// The directions of the straight lines that end at the rim of the rings, as
// (change of ring, change of number). The first three go inward, so the
// cells along them have rising indices; the last three go outward.
var rayDirections = [6][2]int{{1, 1}, {1, -1}, {1, 0}, {-1, 1}, {-1, -1}, {-1, 0}}

const (
	inwardRays = 3 // rays 0-2 go inward (rising indices), 3-5 outward; 0, 1, 3 and 4 are diagonal
	radialIn   = 2
	radialOut  = 5
)

var (
	knightMoves  [64]uint64
	kingMoves    [64]uint64
	fersMoves    [64]uint64    // one step diagonally: the counsellor
	alfilMoves   [64]uint64    // a leap of two diagonal steps: the elephant
	pawnStep     [2][64]Cell   // the cell ahead of a pawn of each direction
	pawnAttacks  [2][64]uint64 // the cells a pawn of each direction takes on
	rays         [6][64]uint64 // the cells from a cell to the rim, each direction
	ringTable    [1 << 15]uint16
	oneCellLanes = uint64(0x0001_0001_0001_0001) // cell 1 of every ring
)

func init() {
	for c := Cell(0); c < NoCell; c++ {
		r, n := c.ringIndex(), c.pos()
		add := func(set *uint64, dr, dn int) {
			if rr := r + dr; rr >= 0 && rr < Rings {
				*set |= cellOf(rr, n+dn).bit()
			}
		}
		for _, d := range [][2]int{{1, 2}, {1, -2}, {-1, 2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}} {
			add(&knightMoves[c], d[0], d[1])
		}
		for dr := -1; dr <= 1; dr++ {
			for dn := -1; dn <= 1; dn++ {
				if dr != 0 || dn != 0 {
					add(&kingMoves[c], dr, dn)
				}
				if dr != 0 && dn != 0 {
					add(&fersMoves[c], dr, dn)
					add(&alfilMoves[c], 2*dr, 2*dn)
				}
			}
		}
		for d := ascending; d <= descending; d++ {
			pawnStep[d][c] = cellOf(r, n+step(d))
			add(&pawnAttacks[d][c], 1, step(d))
			add(&pawnAttacks[d][c], -1, step(d))
		}
		for i, d := range rayDirections {
			for k := 1; r+k*d[0] >= 0 && r+k*d[0] < Rings; k++ {
				rays[i][c] |= cellOf(r+k*d[0], n+k*d[1]).bit()
			}
		}
	}
	// ringTable[occ] is the set of cells a rook on cell 0 of a ring reaches
	// along the ring, both ways, when occ<<1 are the other occupied cells:
	// each way it stops on the first occupied cell, and never comes back to
	// its own.
	for occ := range ringTable {
		o := uint16(occ) << 1
		var a uint16
		for k := 1; k < CellsPerRing; k++ {
			a |= 1 << k
			if o&(1<<k) != 0 {
				break
			}
		}
		for k := CellsPerRing - 1; k > 0; k-- {
			a |= 1 << k
			if o&(1<<k) != 0 {
				break
			}
		}
		ringTable[occ] = a
	}
	initPawnPaths()
}

// ringAttacks returns the cells a rook on c reaches along its ring.
func ringAttacks(c Cell, occ uint64) uint64 {
	shift := uint(c.ringIndex() * CellsPerRing)
	n := c.pos()
	rel := bits.RotateLeft16(uint16(occ>>shift), -n)
	return uint64(bits.RotateLeft16(ringTable[rel>>1], n)) << shift
}

// rayAttacks returns the cells reached from c along ray i up to and
// including the first occupied one.
func rayAttacks(i int, c Cell, occ uint64) uint64 {
	ray := rays[i][c]
	block := ray & occ
	if block == 0 {
		return ray
	}
	var b int
	if i < inwardRays {
		b = bits.TrailingZeros64(block)
	} else {
		b = 63 - bits.LeadingZeros64(block)
	}
	return ray &^ rays[i][b]
}

// rookAttacks returns the cells a rook on c reaches: round its ring and
// across the rings.
func rookAttacks(c Cell, occ uint64) uint64 {
	return ringAttacks(c, occ) | rayAttacks(radialIn, c, occ) | rayAttacks(radialOut, c, occ)
}

// bishopAttacks returns the cells a bishop on c reaches along the four
// diagonals.
func bishopAttacks(c Cell, occ uint64) uint64 {
	return rayAttacks(0, c, occ) | rayAttacks(1, c, occ) | rayAttacks(3, c, occ) | rayAttacks(4, c, occ)
}

// attacks returns the cells a piece of kind k (not a pawn) on c reaches.
func attacks(k Kind, c Cell, occ uint64) uint64 {
	switch k {
	case Knight:
		return knightMoves[c]
	case Bishop:
		return bishopAttacks(c, occ)
	case Rook:
		return rookAttacks(c, occ)
	case Queen:
		return rookAttacks(c, occ) | bishopAttacks(c, occ)
	case King:
		return kingMoves[c]
	case Counsellor:
		return fersMoves[c]
	case Elephant:
		return alfilMoves[c]
	}
	return 0
}

// numbersMask returns the set of the cells with the given numbers on every
// ring.
func numbersMask(numbers ...int) uint64 {
	var m uint64
	for _, n := range numbers {
		m |= oneCellLanes << (n - 1)
	}
	return m
}

var (
	// homeCells are the numbers of each side's home line: 1 and 16 for
	// White, 8 and 9 for Black. A modern pawn reaching the enemy's is
	// promoted.
	homeCells = [2]uint64{White: numbersMask(1, 16), Black: numbersMask(8, 9)}
	// startCells are the cells from which a modern pawn may step two.
	startCells = [2]uint64{White: numbersMask(2, 15), Black: numbersMask(7, 10)}
	// lowHalf holds the cells numbered 1 to 8.
	lowHalf = numbersMask(1, 2, 3, 4, 5, 6, 7, 8)
)

// naturalAscending reports whether a pawn of side c on cell x heads toward
// higher numbers in the modern game: toward the enemy's home line from its
// own half. The Byzantine game's pawns go on round the ring, and those that
// have passed the enemy's home line head the other way; the FEN marks them.
func naturalAscending(c Color, x Cell) bool {
	low := lowHalf&x.bit() != 0
	return low == (c == White)
}
