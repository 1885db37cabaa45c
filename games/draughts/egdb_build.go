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
	// Variant is the game: English draughts or the Polish game.
	Variant Variant
	// Pieces and Kings: every position of at most Pieces pieces, and of
	// at most Kings pieces all kings, with the plies to the end.
	Pieces, Kings int
	// ResultPieces and ResultKings: likewise, the positions beyond those
	// that are held as their result alone (win, draw or loss, two bits an
	// entry), which keeps a larger database small enough to build in.
	ResultPieces, ResultKings int
	// LoneKings: the endings of a lone king that a draw count ends (the
	// Polish game's endings of 16 and 5 moves, of at most four pieces)
	// keep their plies wherever the numbers above put them, for the
	// search weighs each win against the count left.
	LoneKings bool
}

// BuiltIn is what the English database built into the program holds:
// every position of four pieces or fewer and of five kings with
// distances, and every position of five pieces and of six kings as its
// result.
var BuiltIn = EndgameSpec{Pieces: 4, Kings: 5, ResultPieces: 5, ResultKings: 6}

// BuiltInPolish is what the Polish database built into the program holds:
// every position of three pieces or fewer and every ending of a lone king
// with distances, and every other position of four pieces as its result.
var BuiltInPolish = EndgameSpec{Variant: Polish, Pieces: 3, ResultPieces: 4, LoneKings: true}

// check reports a spec this builder cannot make. English: at least two
// pieces, at most five, and kings beyond the pieces (a side's group of at
// most five). Polish: two to four pieces, with or without results beyond.
func (sp EndgameSpec) check() error {
	switch {
	case sp.Variant == Polish && (sp.Pieces < 2 || sp.Pieces > 4 || sp.Kings != 0 || sp.ResultKings != 0 ||
		sp.ResultPieces != 0 && (sp.ResultPieces <= sp.Pieces || sp.ResultPieces > 4)):
		return fmt.Errorf("endgame database: this builder makes Polish databases of 2 to 4 pieces")
	case sp.Variant == Polish:
		return nil
	case sp.LoneKings:
		return fmt.Errorf("endgame database: only the Polish game counts the endings of a lone king")
	case sp.Variant != English:
		return fmt.Errorf("endgame database: no database of %v", sp.Variant)
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

// board is the board of the spec's game.
func (sp EndgameSpec) board() *egBoard { return egBoardOf(sp.Variant) }

// most is the most pieces of a position the database holds, and of a
// position of kings alone.
func (sp EndgameSpec) most() (pieces, kings int) {
	pieces = max(sp.Pieces, sp.ResultPieces)
	if sp.LoneKings {
		pieces = max(pieces, 4)
	}
	return pieces, max(pieces, sp.Kings, sp.ResultKings)
}

// holdsClass reports whether the database holds the positions of class c.
func (sp EndgameSpec) holdsClass(c egClass) bool {
	n, pieces := c.pieces(), max(sp.Pieces, sp.ResultPieces)
	return n <= pieces || c.men() == 0 && n <= max(pieces, sp.Kings, sp.ResultKings) || sp.countsClass(c)
}

// countsClass reports whether the entries of class c, which the database
// holds, hold the plies to the end, not the result alone.
func (sp EndgameSpec) countsClass(c egClass) bool {
	n := c.pieces()
	return n <= sp.Pieces || c.men() == 0 && n <= sp.Kings || sp.LoneKings && loneKingEnding(c)
}

// loneKingEnding reports whether class c is an ending of a lone king that
// the Polish game's draw counts end (see egBoard.drawByCount).
func loneKingEnding(c egClass) bool {
	long, short := fmjdMaterial(c.bm, c.bk, c.wm, c.wk)
	return long || short
}

// counted is the part of the spec whose entries hold the plies to the end.
func (sp EndgameSpec) counted() EndgameSpec {
	return EndgameSpec{Variant: sp.Variant, Pieces: sp.Pieces, Kings: sp.Kings, LoneKings: sp.LoneKings}
}

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

// egBuild solves the classes of board b and returns their tables.
func egBuild(b *egBoard, classes []egClass) (map[egClass][]byte, error) {
	tables := make(map[egClass][]byte, len(classes))
	for _, c := range classes {
		if tables[c] != nil {
			continue // solved with its twin
		}
		pair := []egClass{c}
		if s := c.swapped(); s != c {
			pair = append(pair, s)
		}
		pb := newPairBuilder(b, pair, tables)
		if err := pb.solve(); err != nil {
			return nil, err
		}
		for i, pc := range pair {
			values := pb.val[pb.offset[i] : pb.offset[i]+b.size(pc)]
			b.drawByCount(pc, values)
			tables[pc] = values
		}
	}
	return tables, nil
}

// drawByCount holds as draws the wins and losses of class c that take
// longer than a draw count allows. In the Polish game a lone king against
// three pieces, a king among them, is drawn after 16 moves each from when
// the ending arose (FMJD 6.3), against two pieces or one after 5 (6.4),
// and the count runs on through the captures that follow: no game of
// such a class lasts longer, whatever came before. It is done as each
// class is solved, so that the classes solved after it, whose captures
// and crownings lead into it, see the values the rules give.
func (b *egBoard) drawByCount(c egClass, values []byte) {
	limit := b.countLimit(c)
	if limit >= egMaxPlies {
		return
	}
	for i, e := range values {
		if int(e)-1 > limit {
			values[i] = 0
		}
	}
}

// countLimit is the most plies a game of class c may last by the draw
// counts that no capture starts again (see drawByCount), or egMaxPlies.
func (b *egBoard) countLimit(c egClass) int {
	if b.variant != Polish {
		return egMaxPlies
	}
	switch long, short := fmjdMaterial(c.bm, c.bk, c.wm, c.wk); {
	case long:
		return fmjd16Limit
	case short:
		return fmjd5Limit
	}
	return egMaxPlies
}

// pairBuilder solves a class and its twin together.
type pairBuilder struct {
	board   *egBoard
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

func newPairBuilder(board *egBoard, pair []egClass, done map[egClass][]byte) *pairBuilder {
	b := &pairBuilder{board: board, classes: pair, done: done}
	n := 0
	for _, c := range pair {
		b.offset = append(b.offset, n)
		n += board.size(c)
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
		return b.val[b.offset[h]+b.board.index(p, c)]
	}
	return b.done[c][b.board.index(p, c)]
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
	crown := b.board.geo.crown[Black]
	for h, c := range b.classes {
		for i := range b.board.size(c) {
			p, ok := b.board.position(i, c)
			if !ok {
				continue
			}
			at := int32(b.offset[h] + i)
			b.moves = b.board.moves(&p, b.moves[:0])
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
				next = b.board.flip(&next)
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
	p, _ := b.board.position(int(at)-b.offset[h], b.classes[h])
	// The move into p was White's (in p's terms): undo it.
	next := &b.board.geo.next
	empty := b.board.geo.board &^ p.occupied()
	for pieces := p.pieces[White]; pieces != 0; pieces &= pieces - 1 {
		t := bits.TrailingZeros64(pieces)
		king := p.kings&(1<<t) != 0
		for d := range 4 {
			if !king && d != downLeft && d != downRight {
				continue
			}
			// A man came one step; a king one step, or any number of
			// empty squares on a board where kings fly.
			for f := next[d][t]; f != noCell && empty&(1<<f) != 0; f = next[d][f] {
				if err := b.undone(&p, t, f, king, plies); err != nil {
					return err
				}
				if !king || !b.board.flying {
					break
				}
			}
		}
	}
	return nil
}

// undone passes the value of p, settled at plies, to the position before
// White's piece moved from cell f to cell t, if that move was legal.
func (b *pairBuilder) undone(p *position, t, f int, king bool, plies int) error {
	q := *p
	q.pieces[White] = q.pieces[White]&^(1<<t) | 1<<f
	if king {
		q.kings = q.kings&^(1<<t) | 1<<f
	}
	q.side = White
	q = b.board.flip(&q) // White to move becomes Black to move
	if b.board.mustCapture(&q) {
		return nil // a capture was compulsory: the move was not legal
	}
	qc := classOf(&q)
	prev := int32(b.offset[b.half(qc)] + b.board.index(&q, qc))
	if b.val[prev] != 0 {
		return nil
	}
	if plies%2 == 0 { // p is lost: prev wins by moving into it
		b.flags[prev] |= egWinFound
		return b.queue(prev, plies+1)
	}
	if b.left[prev] == 0 {
		return fmt.Errorf("endgame database: the moves and the moves undone disagree in class %v", qc)
	}
	b.left[prev]--
	b.longest[prev] = uint8(max(int(b.longest[prev]), plies+1))
	if b.left[prev] == 0 && b.flags[prev]&(egNoLoss|egWinFound) == 0 {
		return b.queue(prev, int(b.longest[prev]))
	}
	return nil
}
