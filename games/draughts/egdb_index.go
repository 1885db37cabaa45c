package draughts

import (
	"math/bits"
	"sync"
)

// The endgame database holds, for English draughts, the value of every
// position with few pieces: won, lost or drawn for the side to move, and in
// how many plies the game ends with best play. This file is how positions
// are numbered in it.
//
// Positions are stored with Black to move; a position with White to move is
// first turned round (the board rotated half a turn and the colours
// swapped), which gives the same game. The positions of one material class
// (so many Black men, Black kings, White men and White kings) are numbered
// by the sets of squares each group stands on, each set by its rank in
// co-lexicographic order: Black's men on squares 1-28 (a Black man never
// stands on White's back row, where it would be a king), White's men on
// 5-32, the kings anywhere. Numbers whose groups overlap are not positions;
// their entries are never read.

// egClass is a material class: the numbers of Black men and kings and of
// White men and kings, with Black to move.
type egClass struct{ bm, bk, wm, wk int }

// pieces is the number of pieces on the board.
func (c egClass) pieces() int { return c.bm + c.bk + c.wm + c.wk }

// men is the number of men on the board.
func (c egClass) men() int { return c.bm + c.wm }

// swapped is the class of the position turned round.
func (c egClass) swapped() egClass { return egClass{c.wm, c.wk, c.bm, c.bk} }

// groups are the group sizes of the class and the number of squares each
// group may stand on, in the order of the index.
func (c egClass) groups() (k [4]int, n [4]int) {
	return [4]int{c.bm, c.bk, c.wm, c.wk}, [4]int{menSquares, 32, menSquares, 32}
}

// size is the number of entries of the class.
func (c egClass) size() int {
	k, n := c.groups()
	s := 1
	for g := range 4 {
		s *= binomial[n[g]][k[g]]
	}
	return s
}

// menSquares is how many squares a man may stand on: all but the far row.
const menSquares = 28

// egMaxGroup is the largest group an index handles.
const egMaxGroup = 5

// binomial[n][k] is n choose k, for n up to 32 and k up to egMaxGroup.
var binomial = func() (b [33][egMaxGroup + 1]int) {
	for n := range 33 {
		b[n][0] = 1
		for k := 1; k <= egMaxGroup && k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// combos()[n][k] lists the k-sets of n squares (as bit masks over the
// first n cells) in the order of their rank; only for n of 28 and 32. It is
// built on first use (1.5 MB), not when the program starts.
var combos = sync.OnceValue(func() (c *[33][egMaxGroup + 1][]uint32) {
	c = new([33][egMaxGroup + 1][]uint32)
	for _, n := range []int{menSquares, 32} {
		for k := 0; k <= egMaxGroup; k++ {
			list := make([]uint32, binomial[n][k])
			for r := range list {
				list[r] = unrankSet(r, k)
			}
			c[n][k] = list
		}
	}
	return c
})

// rankSet is the co-lexicographic rank of a set among the sets of its size.
func rankSet(mask uint32) int {
	r := 0
	for i := 1; mask != 0; i++ {
		r += binomial[bits.TrailingZeros32(mask)][i]
		mask &= mask - 1
	}
	return r
}

// unrankSet is the k-set of rank r.
func unrankSet(r, k int) uint32 {
	var mask uint32
	for i := k; i >= 1; i-- {
		c := i - 1
		for binomial[c+1][i] <= r {
			c++
		}
		mask |= 1 << c
		r -= binomial[c][i]
	}
	return mask
}

// flipped is p turned round: the board rotated half a turn (cell c to
// 31-c) and the colours swapped, with the other side to move.
func (p *position) flipped() position {
	return position{
		pieces: [2]uint64{uint64(bits.Reverse32(uint32(p.pieces[White]))), uint64(bits.Reverse32(uint32(p.pieces[Black])))},
		kings:  uint64(bits.Reverse32(uint32(p.kings))),
		side:   p.side ^ 1,
	}
}

// classOf is the material class of p, which must have Black to move.
func classOf(p *position) egClass {
	bm, bk := p.counts(Black)
	wm, wk := p.counts(White)
	return egClass{bm, bk, wm, wk}
}

// egIndex is the number of p, which must have Black to move, within its
// class c.
func egIndex(p *position, c egClass) int {
	black, white := uint32(p.pieces[Black]), uint32(p.pieces[White])
	kings := uint32(p.kings)
	i := rankSet(black &^ kings)
	i = i*binomial[32][c.bk] + rankSet(black&kings)
	i = i*binomial[menSquares][c.wm] + rankSet((white&^kings)>>4)
	return i*binomial[32][c.wk] + rankSet(white&kings)
}

// egPosition is the position numbered i in class c, with Black to move;
// ok is false when the groups overlap.
func egPosition(i int, c egClass) (p position, ok bool) {
	sets := combos()
	nwk := binomial[32][c.wk]
	wk := sets[32][c.wk][i%nwk]
	i /= nwk
	nwm := binomial[menSquares][c.wm]
	wm := sets[menSquares][c.wm][i%nwm] << 4
	i /= nwm
	nbk := binomial[32][c.bk]
	bk := sets[32][c.bk][i%nbk]
	bm := sets[menSquares][c.bm][i/nbk]
	if bm&bk != 0 || (bm|bk)&(wm|wk) != 0 || wm&wk != 0 {
		return position{}, false
	}
	p.pieces[Black] = uint64(bm | bk)
	p.pieces[White] = uint64(wm | wk)
	p.kings = uint64(bk | wk)
	p.side = Black
	return p, true
}

// Kings move alike in every direction, so a position of kings alone is the
// same game as its images under the symmetries of the board that keep the
// playing squares: the half turn and the reflections in the two long
// diagonals. Such a position is read at the least-numbered of its images,
// and only those are stored (see stored).

// kingSymmetries maps each cell to its image under the half turn and under
// the two reflections.
var kingSymmetries = func() (m [3][32]uint8) {
	for cell := range 32 {
		row := cell / 4
		col := 2*(cell%4) + 1 - row%2
		for k, rc := range [3][2]int{{7 - row, 7 - col}, {col, row}, {7 - col, 7 - row}} {
			m[k][cell] = uint8(rc[0]*4 + rc[1]/2)
		}
	}
	return m
}()

// mapCells is the image of a set of cells under a symmetry.
func mapCells(set uint64, sym *[32]uint8) uint64 {
	var out uint64
	for ; set != 0; set &= set - 1 {
		out |= 1 << sym[bits.TrailingZeros64(set)]
	}
	return out
}

// readIndex is the entry of class c that holds the value of p, which has
// Black to move and no capture.
func readIndex(p *position, c egClass) int {
	i := egIndex(p, c)
	if c.men() > 0 {
		return i
	}
	for k := range kingSymmetries {
		sym := &kingSymmetries[k]
		q := position{
			pieces: [2]uint64{mapCells(p.pieces[0], sym), mapCells(p.pieces[1], sym)},
			kings:  mapCells(p.kings, sym),
			side:   p.side,
		}
		i = min(i, egIndex(&q, c))
	}
	return i
}

// stored reports whether entry i of class c is stored: whether probe
// reads it. Probe never reads the entry of a number that is no position,
// of a position whose side to move must capture (it works the value out
// from the captures) nor of a position of kings that is not the
// least-numbered of its images.
func stored(i int, c egClass) bool {
	p, ok := egPosition(i, c)
	return ok && !mustCapture(&p) && readIndex(&p, c) == i
}
