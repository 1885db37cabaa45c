package draughts

import "math/bits"

// A perft-only move generator for the 8×8 games (English and Losing, which
// share their moves), written from the rules for speed; search, Legal and
// the rest keep gen8. It works on a "ghost square" layout: cell c (0..31)
// is bit c + c/8, so that every pair of rows takes nine bits, the ninth
// (bits 8, 17, 26) a ghost that is never a playing square. With the gap,
// one diagonal step is a plain shift by 4 or 5 everywhere (towards the
// higher cells, Black's forward direction: left; towards the lower cells:
// right) and needs no edge masks: a step off the side of the board lands on
// a ghost or outside the 35 bits used, and every result is masked with a
// set of real squares before it is used.
//
// The code comes in two halves, one for each side to move, so that every
// shift is a constant: Black's half uses left shifts forward and right
// shifts backward, White's the reverse, and nothing else differs but the
// crowning row. The king's capture walk is the same for both.
//
// Interior plies list captures (one entry per path, as Perft counts them)
// into a buffer kept per ply and step quiet moves without a list; the last
// ply is bulk counted: popcounts for quiet moves, a counting walk over the
// capture paths (for men, all the paths at once: see menPathsB).

const (
	ghostBoard  uint64 = 0x7FBFDFEFF // the 32 playing squares
	ghostCrownB uint64 = 0x780000000 // cells 28..31: Black's crowning row
	ghostCrownW uint64 = 0x00000000F // cells 0..3: White's crowning row
)

// toGhost converts a set of cells to the ghost layout.
func toGhost(x uint64) uint64 {
	return x&0xFF | (x&0xFF00)<<1 | (x&0xFF0000)<<2 | (x&0xFF000000)<<3
}

// move8 is a capture path in the ghost layout: one bit each for from and
// to (equal when a king ends where it began), and the captured pieces.
type move8 struct{ from, to, caps uint64 }

// perft8 holds the capture lists of each ply.
type perft8 struct{ bufs [][]move8 }

// perft8Start counts perft(depth) of an 8×8 position.
func perft8Start(p position, depth int) uint64 {
	own, opp := toGhost(p.pieces[p.side]), toGhost(p.pieces[p.side^1])
	kings := toGhost(p.kings)
	c := perft8{bufs: make([][]move8, depth+1)}
	for i := range c.bufs {
		c.bufs[i] = make([]move8, 0, 64)
	}
	if p.side == Black {
		return c.perftB(own, opp, kings, depth)
	}
	return c.perftW(own, opp, kings, depth)
}

// perftB counts the leaves depth (at least 1) plies below a position with
// Black to move: own, Black's pieces, opp White's, kings both sides' kings.
// perftW, below, is the same with the shifts and the crowning row of White.
func (c *perft8) perftB(own, opp, kings uint64, depth int) uint64 {
	empty := ghostBoard &^ (own | opp)
	fwd := (empty>>4&opp)>>4 | (empty>>5&opp)>>5 // squares a man can jump from
	bwd := (empty<<4&opp)<<4 | (empty<<5&opp)<<5
	myKings := own & kings
	men := own &^ kings
	jk := myKings & (fwd | bwd)
	jm := men & fwd
	if depth == 1 { // bulk count
		if jm|jk == 0 {
			return uint64(bits.OnesCount64(own<<4&empty) + bits.OnesCount64(own<<5&empty) +
				bits.OnesCount64(myKings>>4&empty) + bits.OnesCount64(myKings>>5&empty))
		}
		var n uint64
		if jm != 0 {
			n = menPathsB(jm, opp, empty)
		}
		for ; jk != 0; jk &= jk - 1 {
			f := jk & -jk
			n += countKing(f, opp, empty|f)
		}
		return n
	}
	var n uint64
	if jm|jk != 0 {
		list := c.bufs[depth][:0]
		for ; jm != 0; jm &= jm - 1 {
			f := jm & -jm
			list = genManB(list, f, f, opp, empty, 0)
		}
		for ; jk != 0; jk &= jk - 1 {
			f := jk & -jk
			list = genKing(list, f, f, opp, empty|f, 0)
		}
		c.bufs[depth] = list
		for _, m := range list {
			k := kings &^ m.caps
			if k&m.from != 0 {
				k = k&^m.from | m.to
			} else {
				k |= m.to & ghostCrownB
			}
			n += c.perftW(opp&^m.caps, own&^m.from|m.to, k, depth-1)
		}
		return n
	}
	for t := own << 4 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to>>4 | to
		k := kings
		if k&ft != 0 {
			k ^= ft
		} else {
			k |= to & ghostCrownB
		}
		n += c.perftW(opp, own^ft, k, depth-1)
	}
	for t := own << 5 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to>>5 | to
		k := kings
		if k&ft != 0 {
			k ^= ft
		} else {
			k |= to & ghostCrownB
		}
		n += c.perftW(opp, own^ft, k, depth-1)
	}
	for t := myKings >> 4 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to<<4 | to
		n += c.perftW(opp, own^ft, kings^ft, depth-1)
	}
	for t := myKings >> 5 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to<<5 | to
		n += c.perftW(opp, own^ft, kings^ft, depth-1)
	}
	return n
}

// menPathsB counts the capture paths of Black's men that stand, partway
// through their moves (or before the first jump), on the squares of heads,
// none of them on the crowning row: a man that cannot jump on ends its
// path. A man only jumps forwards, so the pieces it has jumped and the
// square it left are behind it and play no part in the rest of its move:
// opp and empty stay as they were, and as a shift moves distinct squares
// to distinct squares, the heads of all the paths can be walked together,
// one direction at a time.
func menPathsB(heads, opp, empty uint64) uint64 {
	can := (empty>>4&opp)>>4 | (empty>>5&opp)>>5
	n := uint64(bits.OnesCount64(heads &^ can))
	heads &= can
	if heads == 0 {
		return n
	}
	a := (heads << 4 & opp) << 4 & empty
	b := (heads << 5 & opp) << 5 & empty
	n += uint64(bits.OnesCount64(a&ghostCrownB) + bits.OnesCount64(b&ghostCrownB))
	if a &^= ghostCrownB; a != 0 {
		n += menPathsB(a, opp, empty)
	}
	if b &^= ghostCrownB; b != 0 {
		n += menPathsB(b, opp, empty)
	}
	return n
}

func (c *perft8) perftW(own, opp, kings uint64, depth int) uint64 {
	empty := ghostBoard &^ (own | opp)
	fwd := (empty<<4&opp)<<4 | (empty<<5&opp)<<5 // squares a man can jump from
	bwd := (empty>>4&opp)>>4 | (empty>>5&opp)>>5
	myKings := own & kings
	men := own &^ kings
	jk := myKings & (fwd | bwd)
	jm := men & fwd
	if depth == 1 { // bulk count
		if jm|jk == 0 {
			return uint64(bits.OnesCount64(own>>4&empty) + bits.OnesCount64(own>>5&empty) +
				bits.OnesCount64(myKings<<4&empty) + bits.OnesCount64(myKings<<5&empty))
		}
		var n uint64
		if jm != 0 {
			n = menPathsW(jm, opp, empty)
		}
		for ; jk != 0; jk &= jk - 1 {
			f := jk & -jk
			n += countKing(f, opp, empty|f)
		}
		return n
	}
	var n uint64
	if jm|jk != 0 {
		list := c.bufs[depth][:0]
		for ; jm != 0; jm &= jm - 1 {
			f := jm & -jm
			list = genManW(list, f, f, opp, empty, 0)
		}
		for ; jk != 0; jk &= jk - 1 {
			f := jk & -jk
			list = genKing(list, f, f, opp, empty|f, 0)
		}
		c.bufs[depth] = list
		for _, m := range list {
			k := kings &^ m.caps
			if k&m.from != 0 {
				k = k&^m.from | m.to
			} else {
				k |= m.to & ghostCrownW
			}
			n += c.perftB(opp&^m.caps, own&^m.from|m.to, k, depth-1)
		}
		return n
	}
	for t := own >> 4 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to<<4 | to
		k := kings
		if k&ft != 0 {
			k ^= ft
		} else {
			k |= to & ghostCrownW
		}
		n += c.perftB(opp, own^ft, k, depth-1)
	}
	for t := own >> 5 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to<<5 | to
		k := kings
		if k&ft != 0 {
			k ^= ft
		} else {
			k |= to & ghostCrownW
		}
		n += c.perftB(opp, own^ft, k, depth-1)
	}
	for t := myKings << 4 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to>>4 | to
		n += c.perftB(opp, own^ft, kings^ft, depth-1)
	}
	for t := myKings << 5 & empty; t != 0; t &= t - 1 {
		to := t & -t
		ft := to>>5 | to
		n += c.perftB(opp, own^ft, kings^ft, depth-1)
	}
	return n
}

// menPathsW is menPathsB for White's men.
func menPathsW(heads, opp, empty uint64) uint64 {
	can := (empty<<4&opp)<<4 | (empty<<5&opp)<<5
	n := uint64(bits.OnesCount64(heads &^ can))
	heads &= can
	if heads == 0 {
		return n
	}
	a := (heads >> 4 & opp) >> 4 & empty
	b := (heads >> 5 & opp) >> 5 & empty
	n += uint64(bits.OnesCount64(a&ghostCrownW) + bits.OnesCount64(b&ghostCrownW))
	if a &^= ghostCrownW; a != 0 {
		n += menPathsW(a, opp, empty)
	}
	if b &^= ghostCrownW; b != 0 {
		n += menPathsW(b, opp, empty)
	}
	return n
}

// The capture walks. p is the square the piece stands on, opp the enemy
// pieces not yet jumped, empty the empty squares (the start square
// included; jumped pieces stay on the board until the move is over, so
// they are neither empty nor in opp). They are called only where at least
// one jump is possible or has been made: a square with no jump onwards ends
// a path. A man that reaches its crowning row is crowned and its move ends.

// countKing counts the capture paths of the king on p.
func countKing(p, opp, empty uint64) uint64 {
	var n uint64
	any := false
	if mid := p << 4 & opp; mid != 0 {
		if land := mid << 4 & empty; land != 0 {
			any = true
			n += countKing(land, opp&^mid, empty)
		}
	}
	if mid := p << 5 & opp; mid != 0 {
		if land := mid << 5 & empty; land != 0 {
			any = true
			n += countKing(land, opp&^mid, empty)
		}
	}
	if mid := p >> 4 & opp; mid != 0 {
		if land := mid >> 4 & empty; land != 0 {
			any = true
			n += countKing(land, opp&^mid, empty)
		}
	}
	if mid := p >> 5 & opp; mid != 0 {
		if land := mid >> 5 & empty; land != 0 {
			any = true
			n += countKing(land, opp&^mid, empty)
		}
	}
	if !any {
		return 1
	}
	return n
}

// The listing walks: as the counting ones, appending each path's move.

func genManB(list []move8, from, p, opp, empty, caps uint64) []move8 {
	n := len(list)
	if mid := p << 4 & opp; mid != 0 {
		if land := mid << 4 & empty; land != 0 {
			if land&ghostCrownB != 0 {
				list = append(list, move8{from, land, caps | mid})
			} else {
				list = genManB(list, from, land, opp&^mid, empty, caps|mid)
			}
		}
	}
	if mid := p << 5 & opp; mid != 0 {
		if land := mid << 5 & empty; land != 0 {
			if land&ghostCrownB != 0 {
				list = append(list, move8{from, land, caps | mid})
			} else {
				list = genManB(list, from, land, opp&^mid, empty, caps|mid)
			}
		}
	}
	if len(list) == n {
		list = append(list, move8{from, p, caps})
	}
	return list
}

func genManW(list []move8, from, p, opp, empty, caps uint64) []move8 {
	n := len(list)
	if mid := p >> 4 & opp; mid != 0 {
		if land := mid >> 4 & empty; land != 0 {
			if land&ghostCrownW != 0 {
				list = append(list, move8{from, land, caps | mid})
			} else {
				list = genManW(list, from, land, opp&^mid, empty, caps|mid)
			}
		}
	}
	if mid := p >> 5 & opp; mid != 0 {
		if land := mid >> 5 & empty; land != 0 {
			if land&ghostCrownW != 0 {
				list = append(list, move8{from, land, caps | mid})
			} else {
				list = genManW(list, from, land, opp&^mid, empty, caps|mid)
			}
		}
	}
	if len(list) == n {
		list = append(list, move8{from, p, caps})
	}
	return list
}

func genKing(list []move8, from, p, opp, empty, caps uint64) []move8 {
	n := len(list)
	if mid := p << 4 & opp; mid != 0 {
		if land := mid << 4 & empty; land != 0 {
			list = genKing(list, from, land, opp&^mid, empty, caps|mid)
		}
	}
	if mid := p << 5 & opp; mid != 0 {
		if land := mid << 5 & empty; land != 0 {
			list = genKing(list, from, land, opp&^mid, empty, caps|mid)
		}
	}
	if mid := p >> 4 & opp; mid != 0 {
		if land := mid >> 4 & empty; land != 0 {
			list = genKing(list, from, land, opp&^mid, empty, caps|mid)
		}
	}
	if mid := p >> 5 & opp; mid != 0 {
		if land := mid >> 5 & empty; land != 0 {
			list = genKing(list, from, land, opp&^mid, empty, caps|mid)
		}
	}
	if len(list) == n {
		list = append(list, move8{from, p, caps})
	}
	return list
}
