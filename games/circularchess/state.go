package circularchess

import (
	"fmt"
	"slices"
)

// State is a game in progress: the position, the side to move, the rules,
// and what the draw rules need (the positions that could still repeat and
// the count of moves without a capture or a pawn move). It is a value:
// Apply returns a new State and leaves the old one as it was. It marshals
// to JSON for the save file. The zero State is not a game: start one with
// NewGame or ParseFEN.
type State struct {
	rules    Rules
	pos      position
	halfmove int        // plies since the last capture or pawn move
	moveNo   int        // full-move number, from 1
	history  []position // earlier positions since the last capture or pawn move
	threads  int        // searchers a search bounded by time alone runs (WithThreads)
}

// NewGame returns the opening position of a game under rules r.
func NewGame(r Rules) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	return State{rules: r, pos: startPosition(r), moveNo: 1}, nil
}

// Rules returns the rules of the game.
func (s State) Rules() Rules { return s.rules }

// Turn returns the side to move.
func (s State) Turn() Color { return s.pos.side }

// MoveNumber returns the number of the current move, counting from 1; it
// goes up after Black's turn.
func (s State) MoveNumber() int { return s.moveNo }

// HalfmoveClock returns the number of moves, counting each side's, since
// the last capture or pawn move.
func (s State) HalfmoveClock() int { return s.halfmove }

// Piece returns the piece on cell c; ok is false for an empty cell.
func (s State) Piece(c Cell) (p Piece, ok bool) {
	if !c.Valid() {
		return Piece{}, false
	}
	p = s.pos.board[c]
	return p, p.Kind != NoKind
}

// Ascending reports whether the pawn on c heads toward higher numbers
// round its ring (false for a pawn heading toward lower numbers, or no
// pawn).
func (s State) Ascending(c Cell) bool { return c.Valid() && s.pos.ascending&c.bit() != 0 }

// Cells lists the cells holding side c's pieces of kind k (any kind for
// NoKind), in order.
func (s State) Cells(c Color, k Kind) []Cell {
	set := s.pos.colors[c]
	if k != NoKind {
		set &= s.pos.kinds[k]
	}
	out := make([]Cell, 0, popCount(set))
	for ; set != 0; set &= set - 1 {
		out = append(out, lowest(set))
	}
	return out
}

// InCheck reports whether the side to move's king is attacked.
func (s State) InCheck() bool { return s.pos.inCheck(s.pos.side) }

// EnPassant returns the cell a pawn has just stepped over, on which an
// enemy pawn may take it, or NoCell.
func (s State) EnPassant() Cell { return s.pos.ep }

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

// Hash returns a 64-bit hash of the position (pieces, pawn directions, side
// to move and en passant cell), equal for positions the repetition rule
// counts as the same.
func (s State) Hash() uint64 { return s.pos.key }

// Legal returns the moves the side to move may make, in order of the cell
// left, the cell reached and the promotion; none when the game is over.
func Legal(s State) []Move {
	if Outcome(s).Status != Ongoing {
		return nil
	}
	ms := s.pos.legal(s.rules, nil)
	slices.SortFunc(ms, compareMoves)
	return ms
}

// compareMoves orders moves by the cell left, the cell reached and the
// promotion.
func compareMoves(a, b Move) int {
	if a.From != b.From {
		return int(a.From) - int(b.From)
	}
	if a.To != b.To {
		return int(a.To) - int(b.To)
	}
	return int(a.Promotion) - int(b.Promotion)
}

// Apply returns the state after move m, or an error that says why m cannot
// be played.
func (s State) Apply(m Move) (State, error) {
	if o := Outcome(s); o.Status != Ongoing {
		return s, fmt.Errorf("%v: the game is over: %v", m, o)
	}
	if err := s.check(m); err != nil {
		return s, err
	}
	return s.play(m), nil
}

// isLegal reports whether m is one of the legal moves.
func (s State) isLegal(m Move) bool {
	var buf [maxMoves]Move
	return slices.Contains(s.pos.legal(s.rules, buf[:0]), m)
}

// play returns the state after the legal move m.
func (s State) play(m Move) State {
	before := s.pos
	next := s
	next.pos = before.play(m, s.rules)
	if before.board[m.From].Kind == Pawn || before.board[m.To].Kind != NoKind {
		next.halfmove = 0
		next.history = nil
	} else {
		next.halfmove++
		next.history = append(slices.Clip(s.history), before)
	}
	if before.side == Black {
		next.moveNo++
	}
	return next
}

// Checkers lists, in order, the cells of the pieces giving check to the
// side to move: empty when it is not in check.
func (s State) Checkers() []Cell {
	var out []Cell
	for set := s.pos.checkers(s.pos.side); set != 0; set &= set - 1 {
		out = append(out, lowest(set))
	}
	return out
}
