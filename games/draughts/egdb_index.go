package draughts

import (
	"math/bits"
	"sync"
)

// The endgame databases hold, for English draughts and for the Polish
// game, the value of every position with few pieces: won, lost or drawn
// for the side to move, and in how many plies the game ends with best
// play. This file is how positions are numbered in them.
//
// Positions are stored with Black to move; a position with White to move is
// first turned round (the board rotated half a turn and the colours
// swapped), which gives the same game. The positions of one material class
// (so many Black men, Black kings, White men and White kings) are numbered
// by the sets of squares each group stands on, each set by its rank in
// co-lexicographic order: Black's men on every square but White's back
// row (where a Black man would be a king), White's men on every square but
// Black's, the kings anywhere. Numbers whose groups overlap are not
// positions; their entries are never read.

// egClass is a material class: the numbers of Black men and kings and of
// White men and kings, with Black to move.
type egClass struct{ bm, bk, wm, wk int }

// pieces is the number of pieces on the board.
func (c egClass) pieces() int { return c.bm + c.bk + c.wm + c.wk }

// men is the number of men on the board.
func (c egClass) men() int { return c.bm + c.wm }

// swapped is the class of the position turned round.
func (c egClass) swapped() egClass { return egClass{c.wm, c.wk, c.bm, c.bk} }

// egBoard is a board as a database numbers and solves its positions: the
// 32 squares of English draughts or the 50 of the Polish game.
type egBoard struct {
	variant Variant
	geo     *geometry
	squares int  // playing squares
	perRow  int  // playing squares in a row
	flying  bool // kings move and take at a distance
	// symmetries maps each square (numbered from 0) to its image under
	// the half turn and the reflections in the two long diagonals.
	symmetries [3][]uint8
	// sets()[0][k] lists the k-sets of every square and sets()[1][k]
	// those of the men's squares, each in the order of their rank, up to
	// the largest group a class of the board's database has; built on
	// first use (by the builder and the tests: probes need only ranks).
	sets func() *[2][egMaxGroup + 1][]uint64
}

var (
	eg8  = newEgBoard(English, geo8, 5)
	eg10 = newEgBoard(Polish, geo10, 3)
)

// egBoardOf is the board of variant v's database, or nil if it has none.
func egBoardOf(v Variant) *egBoard {
	switch v {
	case English:
		return eg8
	case Polish:
		return eg10
	}
	return nil
}

// newEgBoard is the board of variant v's database, on geometry g, whose
// classes have groups of at most most pieces.
func newEgBoard(v Variant, g *geometry, most int) *egBoard {
	b := &egBoard{variant: v, geo: g, squares: g.squares, perRow: g.size / 2, flying: v == Polish}
	at := make(map[[2]int]uint8, g.squares)
	for s := range g.squares {
		cell := g.cellOf[s+1]
		at[[2]int{g.row[cell], g.col[cell]}] = uint8(s)
	}
	last := g.size - 1
	for s := range g.squares {
		cell := g.cellOf[s+1]
		r, c := g.row[cell], g.col[cell]
		for k, rc := range [3][2]int{{last - r, last - c}, {c, r}, {last - c, last - r}} {
			b.symmetries[k] = append(b.symmetries[k], at[rc])
		}
	}
	b.sets = sync.OnceValue(func() *[2][egMaxGroup + 1][]uint64 {
		sets := new([2][egMaxGroup + 1][]uint64)
		for men, n := range []int{b.squares, b.menSquares()} {
			for k := 0; k <= most; k++ {
				list := make([]uint64, binomial[n][k])
				for r := range list {
					list[r] = unrankSet(r, k)
				}
				sets[men][k] = list
			}
		}
		return sets
	})
	return b
}

// menSquares is how many squares a man may stand on: all but the far row.
func (b *egBoard) menSquares() int { return b.squares - b.perRow }

// groups are the group sizes of the class and the number of squares each
// group may stand on, in the order of the index.
func (b *egBoard) groups(c egClass) (k [4]int, n [4]int) {
	men := b.menSquares()
	return [4]int{c.bm, c.bk, c.wm, c.wk}, [4]int{men, b.squares, men, b.squares}
}

// size is the number of entries of class c.
func (b *egBoard) size(c egClass) int {
	k, n := b.groups(c)
	s := 1
	for g := range 4 {
		s *= binomial[n[g]][k[g]]
	}
	return s
}

// egMaxGroup is the largest group an index handles.
const egMaxGroup = 5

// binomial[n][k] is n choose k, for n up to 50 and k up to egMaxGroup.
var binomial = func() (b [51][egMaxGroup + 1]int) {
	for n := range 51 {
		b[n][0] = 1
		for k := 1; k <= egMaxGroup && k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// rankSet is the co-lexicographic rank of a set among the sets of its size.
func rankSet(mask uint64) int {
	r := 0
	for i := 1; mask != 0; i++ {
		r += binomial[bits.TrailingZeros64(mask)][i]
		mask &= mask - 1
	}
	return r
}

// unrankSet is the k-set of rank r.
func unrankSet(r, k int) uint64 {
	var mask uint64
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

// On the 10×10 board the cells are the squares with a ghost cell after
// every ten (geometry.go): each run of ten squares is ten bits, eleven
// bits apart among the cells.
const squareRun = 1<<10 - 1

// squaresOf is a set of cells as a set of squares, square n the bit n-1.
func (b *egBoard) squaresOf(cells uint64) uint64 {
	if b.perRow == 4 {
		return cells
	}
	var out uint64
	for r := range 5 {
		out |= (cells >> (11 * r) & squareRun) << (10 * r)
	}
	return out
}

// cellsOf is a set of squares as a set of cells.
func (b *egBoard) cellsOf(squares uint64) uint64 {
	if b.perRow == 4 {
		return squares
	}
	var out uint64
	for r := range 5 {
		out |= (squares >> (10 * r) & squareRun) << (11 * r)
	}
	return out
}

// flip is p turned round: the board rotated half a turn (the last cell
// becomes the first) and the colours swapped, with the other side to move.
func (b *egBoard) flip(p *position) position {
	shift := 64 - bits.Len64(b.geo.board)
	turn := func(cells uint64) uint64 { return bits.Reverse64(cells) >> shift }
	return position{
		pieces: [2]uint64{turn(p.pieces[White]), turn(p.pieces[Black])},
		kings:  turn(p.kings),
		side:   p.side ^ 1,
	}
}

// classOf is the material class of p, which must have Black to move.
func classOf(p *position) egClass {
	bm, bk := p.counts(Black)
	wm, wk := p.counts(White)
	return egClass{bm, bk, wm, wk}
}

// index is the number of p, which must have Black to move, within its
// class c.
func (b *egBoard) index(p *position, c egClass) int {
	return b.indexOf(b.squaresOf(p.pieces[Black]), b.squaresOf(p.pieces[White]), b.squaresOf(p.kings), c)
}

// indexOf is index of the position whose sides and kings stand on the
// squares given.
func (b *egBoard) indexOf(black, white, kings uint64, c egClass) int {
	men := b.menSquares()
	i := rankSet(black &^ kings)
	i = i*binomial[b.squares][c.bk] + rankSet(black&kings)
	i = i*binomial[men][c.wm] + rankSet((white&^kings)>>b.perRow)
	return i*binomial[b.squares][c.wk] + rankSet(white&kings)
}

// position is the position numbered i in class c, with Black to move;
// ok is false when the groups overlap.
func (b *egBoard) position(i int, c egClass) (p position, ok bool) {
	sets := b.sets()
	men := b.menSquares()
	nwk := binomial[b.squares][c.wk]
	wk := sets[0][c.wk][i%nwk]
	i /= nwk
	nwm := binomial[men][c.wm]
	wm := sets[1][c.wm][i%nwm] << b.perRow
	i /= nwm
	nbk := binomial[b.squares][c.bk]
	bk := sets[0][c.bk][i%nbk]
	bm := sets[1][c.bm][i/nbk]
	if bm&bk != 0 || (bm|bk)&(wm|wk) != 0 || wm&wk != 0 {
		return position{}, false
	}
	p.pieces[Black] = b.cellsOf(bm | bk)
	p.pieces[White] = b.cellsOf(wm | wk)
	p.kings = b.cellsOf(bk | wk)
	p.side = Black
	return p, true
}

// Kings move alike in every direction, so a position of kings alone is the
// same game as its images under the symmetries of the board that keep the
// playing squares: the half turn and the reflections in the two long
// diagonals. Such a position is read at the least-numbered of its images,
// and only those are stored (see stored).

// mapSquares is the image of a set of squares under a symmetry.
func mapSquares(set uint64, sym []uint8) uint64 {
	var out uint64
	for ; set != 0; set &= set - 1 {
		out |= 1 << sym[bits.TrailingZeros64(set)]
	}
	return out
}

// read is the entry of class c that holds the value of p, which has
// Black to move and no capture.
func (b *egBoard) read(p *position, c egClass) int {
	black, white, kings := b.squaresOf(p.pieces[Black]), b.squaresOf(p.pieces[White]), b.squaresOf(p.kings)
	i := b.indexOf(black, white, kings, c)
	if c.men() > 0 {
		return i
	}
	for _, sym := range b.symmetries {
		i = min(i, b.indexOf(mapSquares(black, sym), mapSquares(white, sym), mapSquares(kings, sym), c))
	}
	return i
}

// stored reports whether entry i of class c is stored: whether probe
// reads it. Probe never reads the entry of a number that is no position,
// of a position whose side to move must capture (it works the value out
// from the captures) nor of a position of kings that is not the
// least-numbered of its images.
func (b *egBoard) stored(i int, c egClass) bool {
	p, ok := b.position(i, c)
	return ok && !b.mustCapture(&p) && b.read(&p, c) == i
}

// mustCapture reports whether the side to move in p has a capture, which
// both games make compulsory.
func (b *egBoard) mustCapture(p *position) bool {
	if b.variant == Polish {
		return canCapture10(p)
	}
	own, opp := uint32(p.pieces[p.side]), uint32(p.pieces[p.side^1])
	return jumpers8(own, own&uint32(p.kings), opp, ^(own|opp), p.side) != 0
}

// moves appends the legal moves of p to list.
func (b *egBoard) moves(p *position, list []move) []move {
	if b.variant == Polish {
		return gen10(p, list)
	}
	return gen8(p, list, true)
}

// canCapture10 reports whether the side to move in p, a Polish position,
// has a capture: a man next to an enemy piece with an empty square behind
// it, or a king with one along a diagonal of empty squares.
func canCapture10(p *position) bool {
	own, opp := p.pieces[p.side], p.pieces[p.side^1]
	kings := own & p.kings
	men := own &^ kings
	empty := board10 &^ (own | opp)
	if jumpers10(men, opp, empty) != 0 {
		return true
	}
	for k := kings; k != 0; k &= k - 1 {
		from := int8(bits.TrailingZeros64(k))
		for d := range 4 {
			sq := step10[d][from]
			for sq != noCell && empty&(1<<sq) != 0 {
				sq = step10[d][sq]
			}
			if sq == noCell || opp&(1<<sq) == 0 {
				continue
			}
			if land := step10[d][sq]; land != noCell && empty&(1<<land) != 0 {
				return true
			}
		}
	}
	return false
}
