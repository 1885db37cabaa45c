package draughts

import "math/bits"

// Move generation for the Polish game on uint64 bitboards with ghost cells
// (see geometry.go): a step up-left is a shift by 6, up-right by 5,
// down-left by 5 and down-right by 6, and the mask drops the ghosts.
const board10 uint64 = (1<<54 - 1) &^ (1<<10 | 1<<21 | 1<<32 | 1<<43)

func ul10(b uint64) uint64 { return b >> 6 & board10 }
func ur10(b uint64) uint64 { return b >> 5 & board10 }
func dl10(b uint64) uint64 { return b << 5 & board10 }
func dr10(b uint64) uint64 { return b << 6 & board10 }

// step10 gives, for each direction and cell, the next cell or noCell.
var step10 = func() (step [4][64]int8) {
	for d := range 4 {
		for c := range step[d] {
			step[d][c] = noCell
			if c < len(geo10.next[d]) {
				step[d][c] = int8(geo10.next[d][c])
			}
		}
	}
	return step
}()

// gen10 appends the legal moves of the side to move: the captures taking
// the most pieces if there are any, otherwise the ordinary moves.
func gen10(p *position, list []move) []move {
	start := len(list)
	list = captures10(p, list)
	if len(list) > start {
		return list
	}
	me := p.side
	own := p.pieces[me]
	kings := own & p.kings
	men := own &^ kings
	empty := board10 &^ p.occupied()
	if me == Black {
		list = steps10(list, dl10(men)&empty, upRight)
		list = steps10(list, dr10(men)&empty, upLeft)
	} else {
		list = steps10(list, ul10(men)&empty, downRight)
		list = steps10(list, ur10(men)&empty, downLeft)
	}
	for k := kings; k != 0; k &= k - 1 {
		from := int8(bits.TrailingZeros64(k))
		for d := range 4 {
			for to := step10[d][from]; to != noCell && empty&(1<<to) != 0; to = step10[d][to] {
				list = append(list, move{from: from, to: to})
			}
		}
	}
	return list
}

func steps10(list []move, targets uint64, back int) []move {
	for ; targets != 0; targets &= targets - 1 {
		to := bits.TrailingZeros64(targets)
		list = append(list, move{from: step10[back][to], to: int8(to)})
	}
	return list
}

// capture10 walks capture sequences, keeping only those that take the most
// pieces.
type capture10 struct {
	list []move
	base int    // where the captures start in list
	best int    // pieces taken by the longest capture so far
	opp  uint64 // enemy pieces; captured ones stay until the move ends
	occ  uint64 // occupied cells, without the moving piece's own cell
	from int8
}

func (c *capture10) emit(to int8, caps uint64) {
	n := bits.OnesCount64(caps)
	if n < c.best {
		return
	}
	if n > c.best {
		c.list, c.best = c.list[:c.base], n
	}
	c.list = append(c.list, move{from: c.from, to: to, caps: caps})
}

// man walks a man's captures: one square over an adjacent enemy piece, in
// any of the four directions.
func (c *capture10) man(cell int8, caps uint64) {
	found := false
	for d := range 4 {
		over := step10[d][cell]
		if over == noCell {
			continue
		}
		land := step10[d][over]
		ob := uint64(1) << over
		if land == noCell || c.occ&(1<<land) != 0 || c.opp&ob == 0 || caps&ob != 0 {
			continue
		}
		found = true
		c.man(land, caps|ob)
	}
	if !found && caps != 0 {
		c.emit(cell, caps)
	}
}

// king walks a flying king's captures: along a diagonal over empty squares
// to an enemy piece, over it, and onto any empty square beyond. A piece
// already taken blocks the way (it may not be jumped twice).
func (c *capture10) king(cell int8, caps uint64) {
	found := false
	for d := range 4 {
		sq := step10[d][cell]
		for sq != noCell && c.occ&(1<<sq) == 0 {
			sq = step10[d][sq]
		}
		if sq == noCell {
			continue
		}
		ob := uint64(1) << sq
		if c.opp&ob == 0 || caps&ob != 0 {
			continue
		}
		for land := step10[d][sq]; land != noCell && c.occ&(1<<land) == 0; land = step10[d][land] {
			found = true
			c.king(land, caps|ob)
		}
	}
	if !found && caps != 0 {
		c.emit(cell, caps)
	}
}

// jumpers10 are the men that have an enemy piece next to them with an
// empty square behind it, in any direction: the men that can capture.
func jumpers10(men, opp, empty uint64) uint64 {
	return men & (dr10(dr10(empty)&opp) | dl10(dl10(empty)&opp) |
		ur10(ur10(empty)&opp) | ul10(ul10(empty)&opp))
}

// captures10 appends the captures of the side to move that take the most
// pieces, each once.
func captures10(p *position, list []move) []move {
	me := p.side
	own, opp := p.pieces[me], p.pieces[me^1]
	kings := own & p.kings
	men := own &^ kings
	empty := board10 &^ (own | opp)
	jumpers := jumpers10(men, opp, empty)
	if jumpers == 0 && kings == 0 {
		return list
	}
	c := capture10{list: list, base: len(list), best: 1, opp: opp}
	occ := own | opp
	for b := jumpers; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		c.from, c.occ = int8(from), occ&^(1<<from)
		c.man(int8(from), 0)
	}
	for b := kings; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		c.from, c.occ = int8(from), occ&^(1<<from)
		c.king(int8(from), 0)
	}
	if c.best >= 2 {
		// Different orders of the same jumps, or different landing squares
		// on the way, can give the same move more than once.
		return dedupe(c.list, c.base)
	}
	return c.list
}

// count10 counts the legal moves without listing the ordinary ones.
func count10(p *position, scratch []move) int {
	if n := len(captures10(p, scratch[:0])); n > 0 {
		return n
	}
	me := p.side
	own := p.pieces[me]
	kings := own & p.kings
	men := own &^ kings
	empty := board10 &^ p.occupied()
	var n int
	if me == Black {
		n = bits.OnesCount64(dl10(men)&empty) + bits.OnesCount64(dr10(men)&empty)
	} else {
		n = bits.OnesCount64(ul10(men)&empty) + bits.OnesCount64(ur10(men)&empty)
	}
	if kings != 0 {
		for x := ul10(kings) & empty; x != 0; x = ul10(x) & empty {
			n += bits.OnesCount64(x)
		}
		for x := ur10(kings) & empty; x != 0; x = ur10(x) & empty {
			n += bits.OnesCount64(x)
		}
		for x := dl10(kings) & empty; x != 0; x = dl10(x) & empty {
			n += bits.OnesCount64(x)
		}
		for x := dr10(kings) & empty; x != 0; x = dr10(x) & empty {
			n += bits.OnesCount64(x)
		}
	}
	return n
}
