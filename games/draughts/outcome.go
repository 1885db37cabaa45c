package draughts

import "parlour/games/outcome"

// Status says whether a game goes on, and how it ended: the words every
// engine shares (package outcome).
type Status = outcome.Status

// The states of a game.
const (
	Ongoing = outcome.Ongoing
	Win     = outcome.Win
	Draw    = outcome.Draw
)

// Verdict says how a game stands: ongoing, won by one side, or drawn, with
// the reason in words.
type Verdict struct {
	Status Status `json:"status"`
	Winner Color  `json:"winner"` // meaningful when Status is Win
	Reason string `json:"reason,omitempty"`
}

// Outcome tells whether the game is over. A side to move with no legal move
// loses (in the Losing game, wins); that is checked before the draw rules,
// so a move that wins on the last counted turn stands.
func Outcome(s State) Verdict {
	if other := s.pos.side.Opponent(); s.pos.pieces[other] == 0 {
		// A position set up with the side that has just moved bare: it
		// lost its last piece on the move before.
		why := other.String() + " has no pieces left"
		if s.rules.Variant == Losing {
			return Verdict{Status: Win, Winner: other, Reason: why + " and so wins the Losing game"}
		}
		return Verdict{Status: Win, Winner: s.pos.side, Reason: why}
	}
	if !s.canMove() {
		side := s.pos.side
		why := side.String() + " has no legal move"
		if s.pos.pieces[side] == 0 {
			why = side.String() + " has no pieces left"
		}
		if s.rules.Variant == Losing {
			return Verdict{Status: Win, Winner: side, Reason: why + " and so wins the Losing game"}
		}
		return Verdict{Status: Win, Winner: side.Opponent(), Reason: why}
	}
	if s.Repetitions() >= 3 {
		return Verdict{Status: Draw, Reason: "the same position has stood three times with the same side to move"}
	}
	if why, ok := s.clocks.drawn(s.rules); ok {
		return Verdict{Status: Draw, Reason: why}
	}
	return Verdict{Status: Ongoing}
}

// canMove reports whether the side to move has a legal move or, when
// having none would lose, could make one by huffing a piece first.
func (s State) canMove() bool {
	if countMoves(&s.pos, s.rules.Variant, nil) > 0 {
		return true
	}
	if s.rules.Variant == Losing {
		return false // having no move wins; no one huffs to lose it
	}
	for h := s.huffable; h != 0; h &= h - 1 {
		p := s.pos
		p.removeCells(h & -h)
		if countMoves(&p, s.rules.Variant, nil) > 0 {
			return true
		}
	}
	return false
}

// removeCells takes the pieces on cells off the board.
func (p *position) removeCells(cells uint64) {
	p.pieces[Black] &^= cells
	p.pieces[White] &^= cells
	p.kings &^= cells
}

// PDN returns the result as written in PDN for the variant: from the point
// of view of the side that moved first, "1-0", "0-1", "1/2-1/2" in the 8×8
// games and "2-0", "0-2", "1-1" in the Polish game; "*" while the game goes
// on.
func (r Verdict) PDN(v Variant) string {
	first := v.FirstToMove()
	switch {
	case r.Status == Draw && v == Polish:
		return "1-1"
	case r.Status == Draw:
		return "1/2-1/2"
	case r.Status == Win && v == Polish && r.Winner == first:
		return "2-0"
	case r.Status == Win && v == Polish:
		return "0-2"
	case r.Status == Win && r.Winner == first:
		return "1-0"
	case r.Status == Win:
		return "0-1"
	}
	return "*"
}
