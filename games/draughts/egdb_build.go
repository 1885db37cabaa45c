package draughts

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// Building the endgame database by retrograde analysis. The classes are
// solved smallest first: a capture leads to a class with fewer pieces and
// a man crowned to one with fewer men, and both are solved already. Within
// a class (and its turned-round twin, which the side to move's ordinary
// moves lead to) values spread backwards from the positions whose value is
// known: a position is lost in n plies when every move leads to a win in
// fewer, the longest being n-1, and won in n when some move leads to a
// loss in n-1. What is never reached so is drawn.
//
// An entry is one byte: 0 for a draw (and for numbers that are no
// position), otherwise the plies to the end of the game plus one. A win
// always ends on the winner's move, so a win takes an odd number of plies
// and a loss an even one.

// egMaxPlies is the longest game an entry can hold.
const egMaxPlies = 254

// EndgameSpec says which positions a database holds.
type EndgameSpec struct {
	// Pieces and Kings: every position of at most Pieces pieces, and of
	// at most Kings pieces all kings, with the plies to the end.
	Pieces, Kings int
	// ResultPieces and ResultKings: likewise, the positions beyond those
	// that are held as their result alone (win, draw or loss, two bits an
	// entry), which keeps a larger database small enough to build in.
	ResultPieces, ResultKings int
}

// BuiltIn is what the database built into the program holds: every
// position of four pieces or fewer and of five kings with distances, and
// every position of five pieces and of six kings as its result.
var BuiltIn = EndgameSpec{Pieces: 4, Kings: 5, ResultPieces: 5, ResultKings: 6}

// check reports a spec this builder cannot make: at least two pieces, at
// most five, and kings beyond the pieces (a side's group of at most five).
func (sp EndgameSpec) check() error {
	switch {
	case sp.Pieces < 2 || sp.Pieces > 5:
		return fmt.Errorf("endgame database: %d pieces: this builder makes databases of 2 to 5 pieces", sp.Pieces)
	case sp.Kings != 0 && (sp.Kings <= sp.Pieces || sp.Kings > egMostPieces):
		return fmt.Errorf("endgame database: %d kings: more than its %d pieces and at most six", sp.Kings, sp.Pieces)
	case sp.ResultPieces != 0 && (sp.ResultPieces <= sp.Pieces || sp.ResultPieces > 5):
		return fmt.Errorf("endgame database: results of %d pieces: more than its %d pieces and at most five", sp.ResultPieces, sp.Pieces)
	case sp.ResultKings != 0 && (sp.ResultKings <= max(sp.Kings, sp.ResultPieces) || sp.ResultKings > egMostPieces):
		return fmt.Errorf("endgame database: results of %d kings: more than its kings and pieces and at most six", sp.ResultKings)
	}
	return nil
}

// most is the most pieces of a position the database holds, and of a
// position of kings alone.
func (sp EndgameSpec) most() (pieces, kings int) {
	pieces = max(sp.Pieces, sp.ResultPieces)
	return pieces, max(pieces, sp.Kings, sp.ResultKings)
}

// holds reports whether the database holds the positions of n pieces,
// kingsOnly if they are all kings.
func (sp EndgameSpec) holds(n int, kingsOnly bool) bool {
	pieces, kings := sp.most()
	return n <= pieces || kingsOnly && n <= kings
}

// counts reports whether the entries of the positions of n pieces
// (kingsOnly if they are all kings) hold the plies to the end, not the
// result alone.
func (sp EndgameSpec) counts(n int, kingsOnly bool) bool {
	return n <= sp.Pieces || kingsOnly && n <= sp.Kings
}

// holdsClass and countsClass are holds and counts of class c.
func (sp EndgameSpec) holdsClass(c egClass) bool  { return sp.holds(c.pieces(), c.men() == 0) }
func (sp EndgameSpec) countsClass(c egClass) bool { return sp.counts(c.pieces(), c.men() == 0) }

// counted is the part of the spec whose entries hold the plies to the end.
func (sp EndgameSpec) counted() EndgameSpec { return EndgameSpec{Pieces: sp.Pieces, Kings: sp.Kings} }

// egClasses lists the classes the spec holds in the order they are solved
// and stored: fewer pieces first, and of as many, fewer men.
func egClasses(sp EndgameSpec) []egClass {
	var out []egClass
	_, limit := sp.most()
	for bm := 0; bm <= limit; bm++ {
		for bk := 0; bm+bk <= limit; bk++ {
			for wm := 0; bm+bk+wm <= limit; wm++ {
				for wk := 0; bm+bk+wm+wk <= limit; wk++ {
					c := egClass{bm, bk, wm, wk}
					if bm+bk > 0 && wm+wk > 0 && sp.holdsClass(c) {
						out = append(out, c)
					}
				}
			}
		}
	}
	slices.SortStableFunc(out, func(a, b egClass) int {
		return cmp.Or(cmp.Compare(a.pieces(), b.pieces()), cmp.Compare(a.men(), b.men()))
	})
	return out
}

// egBuild solves the classes and returns their tables.
func egBuild(classes []egClass) (map[egClass][]byte, error) {
	tables := make(map[egClass][]byte, len(classes))
	for _, c := range classes {
		if tables[c] != nil {
			continue // solved with its twin
		}
		pair := []egClass{c}
		if s := c.swapped(); s != c {
			pair = append(pair, s)
		}
		b := newPairBuilder(pair, tables)
		if err := b.solve(); err != nil {
			return nil, err
		}
		for i, pc := range pair {
			tables[pc] = b.val[b.offset[i] : b.offset[i]+pc.size()]
		}
	}
	return tables, nil
}

// pairBuilder solves a class and its twin together.
type pairBuilder struct {
	classes []egClass
	offset  []int // where each class's entries start in the arrays below
	done    map[egClass][]byte
	val     []byte  // the entries
	left    []uint8 // ordinary moves whose value is not yet known
	longest []uint8 // the longest win found for the opponent, plus one
	flags   []uint8
	buckets [egMaxPlies + 2][]int32 // positions to settle, by plies
	moves   []move
}

// Flags of a position being solved.
const (
	egNoLoss   = 1 << iota // a move leads to a draw: the position is not lost
	egWinFound             // a win has been queued
)

func newPairBuilder(pair []egClass, done map[egClass][]byte) *pairBuilder {
	b := &pairBuilder{classes: pair, done: done}
	n := 0
	for _, c := range pair {
		b.offset = append(b.offset, n)
		n += c.size()
	}
	b.val = make([]byte, n)
	b.left = make([]uint8, n)
	b.longest = make([]uint8, n)
	b.flags = make([]uint8, n)
	return b
}

// half is which class of the pair c is, or -1 when it is not in the pair.
func (b *pairBuilder) half(c egClass) int {
	for i, pc := range b.classes {
		if pc == c {
			return i
		}
	}
	return -1
}

// value is the entry of p, which has Black to move; p's class must be
// solved or in the pair.
func (b *pairBuilder) value(p *position) byte {
	if p.pieces[Black] == 0 {
		return 1 // lost: no pieces
	}
	c := classOf(p)
	if h := b.half(c); h >= 0 {
		return b.val[b.offset[h]+egIndex(p, c)]
	}
	return b.done[c][egIndex(p, c)]
}

func (b *pairBuilder) queue(i int32, plies int) error {
	if plies > egMaxPlies {
		return fmt.Errorf("endgame database: a game of %d plies in class %v is longer than an entry holds", plies, b.classes)
	}
	b.buckets[plies] = append(b.buckets[plies], i)
	return nil
}

// solve fills b.val.
func (b *pairBuilder) solve() error {
	crown := geo8.crown[Black]
	for h, c := range b.classes {
		for i := range c.size() {
			p, ok := egPosition(i, c)
			if !ok {
				continue
			}
			at := int32(b.offset[h] + i)
			b.moves = gen8(&p, b.moves[:0], true)
			if len(b.moves) == 0 {
				if err := b.queue(at, 0); err != nil {
					return err
				}
				continue
			}
			win := -1
			for _, m := range b.moves {
				if m.caps == 0 && !(p.manMoved(m) && crown&(1<<m.to) != 0) {
					b.left[at]++ // an ordinary move: settled by the retrograde
					continue
				}
				next := p.play(m, crown)
				next = next.flipped()
				v := int(b.value(&next))
				switch {
				case v == 0:
					b.flags[at] |= egNoLoss
				case (v-1)%2 == 0: // the opponent loses
					if win < 0 || v < win {
						win = v
					}
				default:
					b.longest[at] = uint8(max(int(b.longest[at]), v))
				}
			}
			switch {
			case win >= 0:
				b.flags[at] |= egWinFound
				if err := b.queue(at, win); err != nil {
					return err
				}
			case b.left[at] == 0 && b.flags[at]&egNoLoss == 0:
				if err := b.queue(at, int(b.longest[at])); err != nil {
					return err
				}
			}
		}
	}
	for plies := 0; plies <= egMaxPlies; plies++ {
		for j := 0; j < len(b.buckets[plies]); j++ {
			at := b.buckets[plies][j]
			if b.val[at] != 0 {
				continue
			}
			b.val[at] = byte(plies + 1)
			if err := b.spread(at, plies); err != nil {
				return err
			}
		}
		b.buckets[plies] = nil
	}
	return nil
}

// spread passes the value of the position at, settled at plies, to the
// positions from which an ordinary move leads to it.
func (b *pairBuilder) spread(at int32, plies int) error {
	h := 0
	if len(b.offset) > 1 && int(at) >= b.offset[1] {
		h = 1
	}
	p, _ := egPosition(int(at)-b.offset[h], b.classes[h])
	// The move into p was White's (in p's terms): undo it.
	white := uint32(p.pieces[White])
	empty := ^uint32(p.occupied())
	for pieces := white; pieces != 0; pieces &= pieces - 1 {
		t := bits.TrailingZeros32(pieces)
		king := p.kings&(1<<t) != 0
		for d := range 4 {
			if !king && d != downLeft && d != downRight {
				continue
			}
			f := step8[d][t]
			if f == noCell || empty&(1<<f) == 0 {
				continue
			}
			q := p
			q.pieces[White] = q.pieces[White]&^(1<<t) | 1<<f
			if king {
				q.kings = q.kings&^(1<<t) | 1<<f
			}
			q = q.flipped() // White to move becomes Black to move
			own, opp := uint32(q.pieces[Black]), uint32(q.pieces[White])
			if jumpers8(own, own&uint32(q.kings), opp, ^(own|opp), Black) != 0 {
				continue // a capture was compulsory: the move was not legal
			}
			qc := classOf(&q)
			prev := int32(b.offset[b.half(qc)] + egIndex(&q, qc))
			if b.val[prev] != 0 {
				continue
			}
			if plies%2 == 0 { // p is lost: prev wins by moving into it
				b.flags[prev] |= egWinFound
				if err := b.queue(prev, plies+1); err != nil {
					return err
				}
				continue
			}
			if b.left[prev] == 0 {
				return fmt.Errorf("endgame database: the moves and the moves undone disagree in class %v", qc)
			}
			b.left[prev]--
			b.longest[prev] = uint8(max(int(b.longest[prev]), plies+1))
			if b.left[prev] == 0 && b.flags[prev]&(egNoLoss|egWinFound) == 0 {
				if err := b.queue(prev, int(b.longest[prev])); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
