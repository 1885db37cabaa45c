package draughts

import (
	"math/bits"
	"slices"
)

// State is a game in progress: the position, the side to move, the rules,
// and what the rules need to go on (the positions that could still repeat,
// the draw counts, the pieces that may be huffed). It is a value: Apply and
// the other operations return a new State and leave the old one as it was.
// It marshals to JSON for the save file.
type State struct {
	rules    Rules
	pos      position
	moveNo   int        // full-move number, from 1
	history  []position // earlier positions since the last capture, man move or huff
	clocks   clocks
	huffable uint64 // cells of the pieces the side to move may huff
	// missed is the state before the opponent's last move when that move
	// left a capture untaken, so that the side to move may say "Take"
	// (rule 6); nil otherwise.
	missed *State
	// mustTake is set after "Take": the side to move must capture.
	mustTake bool
}

// NewGame returns the opening position of a game under rules r.
func NewGame(r Rules) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	return newState(r, startPosition(r.Variant), 1), nil
}

// newState wraps a position in a State with fresh counts.
func newState(r Rules, p position, moveNo int) State {
	s := State{rules: r, pos: p, moveNo: moveNo, clocks: freshClocks()}
	s.clocks.settle(r, &s.pos, false)
	return s
}

// Rules returns the rules of the game.
func (s State) Rules() Rules { return s.rules }

// Turn returns the side to move.
func (s State) Turn() Color { return s.pos.side }

// MoveNumber returns the number of the current move, counting from 1; it
// goes up after the second player's turn.
func (s State) MoveNumber() int { return s.moveNo }

// Piece returns the piece on a square; ok is false for an empty square or a
// number not on the board.
func (s State) Piece(square int) (p Piece, ok bool) {
	g := geometryOf(s.rules.Variant)
	if !g.onBoard(square) {
		return Piece{}, false
	}
	b := g.cellBit(square)
	switch {
	case s.pos.pieces[Black]&b != 0:
		p.Color = Black
	case s.pos.pieces[White]&b != 0:
		p.Color = White
	default:
		return Piece{}, false
	}
	p.King = s.pos.kings&b != 0
	return p, true
}

// Squares lists the squares holding pieces of side c, in increasing order.
func (s State) Squares(c Color) []int {
	return squaresOf(geometryOf(s.rules.Variant), s.pos.pieces[c])
}

// Count returns the numbers of men and kings side c has on the board.
func (s State) Count(c Color) (men, kings int) { return s.pos.counts(c) }

// Repetitions returns how many times the current position has stood on the
// board with the same side to move (1 the first time).
func (s State) Repetitions() int {
	n := 1
	for _, h := range s.history {
		if h == s.pos {
			n++
		}
	}
	return n
}

// squaresOf turns a cell set into sorted square numbers.
func squaresOf(g *geometry, cells uint64) []int {
	out := make([]int, 0, bits.OnesCount64(cells))
	for ; cells != 0; cells &= cells - 1 {
		out = append(out, g.squareOf[bits.TrailingZeros64(cells)])
	}
	slices.Sort(out)
	return out
}

// play returns the state after the engine move m, which must be legal.
func (s State) play(m move) State {
	v := s.rules.Variant
	before := s.pos
	next := s
	next.pos = before.play(m, crownRow(&before, v))
	irreversible := m.caps != 0 || before.manMoved(m)
	if irreversible {
		next.history = nil
	} else {
		next.history = append(slices.Clip(s.history), before)
	}
	next.clocks.tick(s.rules, &next.pos, irreversible)
	if before.side != v.FirstToMove() {
		next.moveNo++
	}
	next.huffable, next.missed, next.mustTake = 0, nil, false
	if s.rules.Huffing && m.caps == 0 {
		next.huffable = couldCapture(&before, s.rules)
		if next.huffable&(1<<m.from) != 0 {
			next.huffable = next.huffable&^(1<<m.from) | 1<<m.to
		}
		if next.huffable != 0 {
			prev := s
			prev.missed, prev.huffable = nil, 0
			next.missed = &prev
		}
	}
	return next
}

// couldCapture returns the pieces of the side to move that have a capture.
func couldCapture(p *position, r Rules) uint64 {
	var cells uint64
	for _, m := range generate(p, Rules{Variant: r.Variant}, nil) {
		if m.caps != 0 {
			cells |= 1 << m.from
		}
	}
	return cells
}

// moves returns the engine moves allowed in s: with huffing, captures and
// ordinary moves alike.
func (s State) moves() []move {
	r := s.rules
	if s.mustTake {
		r.Huffing = false
	}
	return generate(&s.pos, r, nil)
}

// Legal returns the moves the side to move may make, in order of From, To
// and path. It is empty when the game is over. With huffing a capture may
// be left untaken, so ordinary moves are listed beside the captures; and
// in the rare position where the side to move has no move but can make one
// by huffing, Legal is empty while the game goes on: the player must huff.
func Legal(s State) []Move {
	if Outcome(s).Status != Ongoing {
		return nil
	}
	ms := s.moves()
	out := make([]Move, len(ms))
	for i, m := range ms {
		out[i] = s.public(m)
	}
	sortMoves(out)
	return out
}
