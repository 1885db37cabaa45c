package draughts

import "math/bits"

// Move generation for the 8×8 games on uint32 bitboards, cell = square-1.
// Rows alternate: on even rows (0, 2, ...) the playing squares are in
// columns 1, 3, 5, 7 and on odd rows in columns 0, 2, 4, 6, so a diagonal
// step is a shift of 3, 4 or 5 depending on the row, masked at the sides.
const (
	even8    uint32 = 0x0F0F0F0F // squares on rows 0, 2, 4, 6
	odd8     uint32 = 0xF0F0F0F0 // squares on rows 1, 3, 5, 7
	evenNoR8 uint32 = 0x07070707 // even rows without the right-hand column
	oddNoL8  uint32 = 0xE0E0E0E0 // odd rows without the left-hand column
)

// One diagonal step of every piece in b; pieces that would leave the board
// vanish.
func ul8(b uint32) uint32 { return (b&even8)>>4 | (b&oddNoL8)>>5 }
func ur8(b uint32) uint32 { return (b&evenNoR8)>>3 | (b&odd8)>>4 }
func dl8(b uint32) uint32 { return (b&even8)<<4 | (b&oddNoL8)<<3 }
func dr8(b uint32) uint32 { return (b&evenNoR8)<<5 | (b&odd8)<<4 }

// step8 and jump8 give, for each direction and cell, the cell one and two
// diagonal steps away, or noCell.
var step8, jump8 = func() (step, jump [4][32]int8) {
	for d := range 4 {
		for c := range 32 {
			s := geo8.next[d][c]
			step[d][c], jump[d][c] = int8(s), noCell
			if s != noCell {
				jump[d][c] = int8(geo8.next[d][s])
			}
		}
	}
	return step, jump
}()

// jumpers8 returns the pieces of the side to move that can capture.
func jumpers8(own, kings, opp, empty uint32, side Color) uint32 {
	var j uint32
	if side == Black {
		j = (ur8(ur8(empty)&opp) | ul8(ul8(empty)&opp)) & own
		j |= (dr8(dr8(empty)&opp) | dl8(dl8(empty)&opp)) & kings
	} else {
		j = (dr8(dr8(empty)&opp) | dl8(dl8(empty)&opp)) & own
		j |= (ur8(ur8(empty)&opp) | ul8(ul8(empty)&opp)) & kings
	}
	return j
}

// gen8 appends the moves of the side to move to list. Captures come alone
// when compulsory is set and a capture exists; otherwise both kinds.
func gen8(p *position, list []move, compulsory bool) []move {
	return gen8paths(p, list, compulsory, true)
}

// gen8paths is gen8 with a choice: unique lists each capture once, as the
// rules see it; otherwise each path of jumps is listed, as perft counts
// them (see Perft).
func gen8paths(p *position, list []move, compulsory, unique bool) []move {
	me := p.side
	own, opp := uint32(p.pieces[me]), uint32(p.pieces[me^1])
	kings := uint32(p.kings) & own
	empty := ^(own | opp)
	if j := jumpers8(own, kings, opp, empty, me); j != 0 {
		list = captures8(p, j, list, unique)
		if compulsory {
			return list
		}
	}
	if me == Black {
		list = steps8(list, dl8(own)&empty, upRight)
		list = steps8(list, dr8(own)&empty, upLeft)
		list = steps8(list, ul8(kings)&empty, downRight)
		list = steps8(list, ur8(kings)&empty, downLeft)
	} else {
		list = steps8(list, ul8(own)&empty, downRight)
		list = steps8(list, ur8(own)&empty, downLeft)
		list = steps8(list, dl8(kings)&empty, upRight)
		list = steps8(list, dr8(kings)&empty, upLeft)
	}
	return list
}

// steps8 appends a one-square move to each target, coming from the cell one
// step away in direction back.
func steps8(list []move, targets uint32, back int) []move {
	for ; targets != 0; targets &= targets - 1 {
		to := bits.TrailingZeros32(targets)
		list = append(list, move{from: step8[back][to], to: int8(to)})
	}
	return list
}

// capture8 walks the capture sequences of one piece.
type capture8 struct {
	list   []move
	opp    uint32 // enemy pieces; captured ones stay until the move ends
	occ    uint32 // occupied cells, without the moving piece's own cell
	crown  uint32 // where a man is crowned and stops; 0 for a king
	from   int8
	d0, d1 int // the directions the piece may jump in, d0..d1
}

func (c *capture8) walk(cell int8, caps uint32) {
	found := false
	for d := c.d0; d <= c.d1; d++ {
		land := jump8[d][cell]
		if land == noCell || c.occ&(1<<land) != 0 {
			continue
		}
		over := uint32(1) << step8[d][cell]
		if c.opp&over == 0 || caps&over != 0 {
			continue
		}
		found = true
		if c.crown&(1<<land) != 0 {
			c.list = append(c.list, move{from: c.from, to: land, caps: uint64(caps | over)})
			continue
		}
		c.walk(land, caps|over)
	}
	if !found && caps != 0 {
		c.list = append(c.list, move{from: c.from, to: cell, caps: uint64(caps)})
	}
}

// captures8 appends every capture of the given jumpers; with unique, a
// capture reached by several paths is listed once.
func captures8(p *position, jumpers uint32, list []move, unique bool) []move {
	me := p.side
	c := capture8{
		list: list,
		opp:  uint32(p.pieces[me^1]),
	}
	occ := uint32(p.occupied())
	for ; jumpers != 0; jumpers &= jumpers - 1 {
		from := bits.TrailingZeros32(jumpers)
		c.from = int8(from)
		c.occ = occ &^ (1 << from)
		start := len(c.list)
		if p.kings&(1<<from) != 0 {
			c.crown, c.d0, c.d1 = 0, upLeft, downRight
			c.walk(int8(from), 0)
			// A king can go round a ring of pieces either way and arrive
			// at the same square having taken the same pieces.
			if unique {
				c.list = dedupe(c.list, start)
			}
		} else {
			c.crown = uint32(geo8.crown[me])
			c.d0, c.d1 = forward(me)
			c.walk(int8(from), 0)
		}
	}
	return c.list
}

// count8 counts the legal moves (with compulsory capture) without listing
// them when there is no capture; scratch is used when there is. unique is
// as for gen8paths.
func count8(p *position, scratch []move, unique bool) int {
	me := p.side
	own, opp := uint32(p.pieces[me]), uint32(p.pieces[me^1])
	kings := uint32(p.kings) & own
	empty := ^(own | opp)
	if j := jumpers8(own, kings, opp, empty, me); j != 0 {
		return len(captures8(p, j, scratch[:0], unique))
	}
	n := bits.OnesCount32(ul8(kings)&empty) + bits.OnesCount32(ur8(kings)&empty) +
		bits.OnesCount32(dl8(kings)&empty) + bits.OnesCount32(dr8(kings)&empty)
	men := own &^ kings
	if me == Black {
		n += bits.OnesCount32(dl8(men)&empty) + bits.OnesCount32(dr8(men)&empty)
	} else {
		n += bits.OnesCount32(ul8(men)&empty) + bits.OnesCount32(ur8(men)&empty)
	}
	return n
}

// dedupe removes from list[start:] the moves that repeat an earlier one:
// same start, same end, same pieces taken. Such moves differ only in the
// order of the jumps and leave the same position, so they are one move.
func dedupe(list []move, start int) []move {
	if len(list)-start < 2 {
		return list
	}
	out := start
	for i := start; i < len(list); i++ {
		dup := false
		for j := start; j < out; j++ {
			if list[j] == list[i] {
				dup = true
				break
			}
		}
		if !dup {
			list[out] = list[i]
			out++
		}
	}
	return list[:out]
}
