package draughts

import "math/bits"

// position is the board and the side to move, as bitboards over cells (see
// geometry.go). The 8×8 games use only the low 32 bits.
type position struct {
	pieces [2]uint64 // every piece of each side
	kings  uint64    // the kings of both sides
	side   Color     // the side to move
}

// move is a move in the engine's own terms: the cells it starts and ends on
// and the cells of the pieces it captures. A king's capture may end where it
// began, so from may equal to.
type move struct {
	from, to int8
	caps     uint64
}

func (p *position) occupied() uint64 { return p.pieces[Black] | p.pieces[White] }

// play returns the position after m. crown is the crowning row of the side
// to move; a man that ends its move there becomes a king.
func (p position) play(m move, crown uint64) position {
	me, opp := p.side, p.side^1
	f, t := uint64(1)<<m.from, uint64(1)<<m.to
	p.pieces[me] = p.pieces[me]&^f | t
	if p.kings&f != 0 {
		p.kings = p.kings&^f | t
	} else if t&crown != 0 {
		p.kings |= t
	}
	p.pieces[opp] &^= m.caps
	p.kings &^= m.caps
	p.side = opp
	return p
}

// manMoved reports whether m moves a man (rather than a king) in p.
func (p *position) manMoved(m move) bool { return p.kings&(1<<m.from) == 0 }

// counts returns the numbers of men and kings of side c.
func (p *position) counts(c Color) (men, kings int) {
	k := bits.OnesCount64(p.pieces[c] & p.kings)
	return bits.OnesCount64(p.pieces[c]) - k, k
}

// zobrist holds the random keys of the position hash: one per side, kind
// (man, king) and cell, and one for the side to move. They come from a fixed
// seed so that keys are the same in every run.
var zobrist, zobristSide = func() (z [2][2][64]uint64, side uint64) {
	seed := uint64(0x5eed_d4a7_6475_0001)
	next := func() uint64 { // splitmix64
		seed += 0x9e3779b97f4a7c15
		x := seed
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
	for c := range z {
		for k := range z[c] {
			for i := range z[c][k] {
				z[c][k][i] = next()
			}
		}
	}
	return z, next()
}()

// key is the Zobrist hash of the position.
func (p *position) key() uint64 {
	var h uint64
	for c := range 2 {
		for b := p.pieces[c]; b != 0; b &= b - 1 {
			i := bits.TrailingZeros64(b)
			k := 0
			if p.kings&(1<<i) != 0 {
				k = 1
			}
			h ^= zobrist[c][k][i]
		}
	}
	if p.side == White {
		h ^= zobristSide
	}
	return h
}

// keyAfter updates key, the hash of p, for the move m leading to next.
func (p *position) keyAfter(key uint64, m move, next *position) uint64 {
	me, opp := p.side, p.side^1
	kind := func(q *position, cell int8) int {
		if q.kings&(1<<cell) != 0 {
			return 1
		}
		return 0
	}
	key ^= zobrist[me][kind(p, m.from)][m.from] ^ zobrist[me][kind(next, m.to)][m.to]
	for c := m.caps; c != 0; c &= c - 1 {
		i := bits.TrailingZeros64(c)
		k := 0
		if p.kings&(1<<i) != 0 {
			k = 1
		}
		key ^= zobrist[opp][k][i]
	}
	return key ^ zobristSide
}

// startPosition is the opening array of a variant.
func startPosition(v Variant) position {
	var p position
	g := geometryOf(v)
	rows := 3
	if v == Polish {
		rows = 4
	}
	perRow := g.size / 2
	for sq := 1; sq <= rows*perRow; sq++ {
		p.pieces[Black] |= g.cellBit(sq)
		p.pieces[White] |= g.cellBit(g.squares + 1 - sq)
	}
	p.side = v.FirstToMove()
	return p
}
