package doublechess

import "slices"

// State is a game in progress: the position, whose turn it is, which
// armies are checkmated, the rules, and the counts the rules need. It is a
// value: Apply and the other operations return a new State and leave the
// old one as it was. It marshals to JSON for the save file.
type State struct {
	rules   Rules
	pos     position
	round   int  // the round number, from 1
	givenUp bool // the game was given up before a double checkmate
	// declared: the game was declared drawn in the ending of two pieces
	declared bool
	// threads: the searchers a search bounded by time alone runs
	// (WithThreads).
	threads int
}

// NewGame returns the opening position of a game under rules r: the
// seed's array, with r.First to move.
func NewGame(r Rules) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	p := startPosition()
	p.setTurn(r.First)
	p.leadOpen = true
	return State{rules: r, pos: p, round: 1}, nil
}

// Rules returns the rules of the game.
func (s State) Rules() Rules { return s.rules }

// Turn returns the player to move.
func (s State) Turn() Color { return s.pos.turn }

// Round returns the number of the current round, counting from 1; it goes
// up when the turn comes back to the player who moved first.
func (s State) Round() int { return s.round }

// QuietMoves returns the number of quarter-moves since the last capture or
// pawn move.
func (s State) QuietMoves() int { return int(s.pos.quiet) }

// GivenUp reports whether the game was given up (see GiveUp).
func (s State) GivenUp() bool { return s.givenUp }

// Piece returns the man on a square; ok is false for an empty square or
// one not on the board.
func (s State) Piece(q Square) (p Piece, ok bool) {
	if !q.OnBoard() {
		return Piece{}, false
	}
	b := s.pos.board[cell(q)]
	if b == empty {
		return Piece{}, false
	}
	return decode(b), true
}

// Men lists the squares of player c's men, in increasing order.
func (s State) Men(c Color) []Square {
	var out []Square
	s.pos.men[c&3].each(func(x int) { out = append(out, squareOf[x]) })
	slices.Sort(out)
	return out
}

// King returns the square of player c's king.
func (s State) King(c Color) Square { return squareOf[s.pos.kings[c&3]] }

// Checkmated reports whether player c is checkmated: his king is attacked
// by a live man of an adversary and he has no legal move. His men are then
// dead: they cannot move, cannot be taken and give no check, until the
// mate is opened.
func (s State) Checkmated(c Color) bool { return s.pos.isDead(c & 3) }

// InCheck reports whether player c's king is attacked by a live man of an
// adversary.
func (s State) InCheck(c Color) bool { return s.pos.inCheck(c & 3) }

// Checkers lists the squares of the live adversary men that attack player
// c's king.
func (s State) Checkers(c Color) []Square {
	c &= 3
	var out []Square
	for _, x := range s.pos.attackers(int(s.pos.kings[c]), c.Side().Other(), s.pos.dead, nil) {
		out = append(out, squareOf[x])
	}
	slices.Sort(out)
	return out
}

// QueenNotice returns the squares of the queens of the partner of the
// player to move that an adversary's live man attacks, when the rules ask
// for the notice of rule 5 ("Any player may call attention to the fact
// that his partner's queen is in check"); nil otherwise.
func (s State) QueenNotice() []Square {
	if !s.rules.QueenNotice {
		return nil
	}
	pt := s.pos.turn.Partner()
	if s.pos.isDead(pt) {
		return nil
	}
	return s.AttackedQueens(pt)
}

// GiveUp returns the game given up before a double checkmate: drawn, by
// rule 14 ("Should it be relinquished before such an event, it is to be
// considered drawn"). A game already over is returned as it is.
func (s State) GiveUp() State {
	if Outcome(s).Status == Ongoing {
		s.givenUp = true
	}
	return s
}

// Legal returns the moves the player to move may make, in order of From,
// To and promotion: a single pass when his army is dead or he has no move.
// It is empty when the game is over.
func Legal(s State) []Move {
	if Outcome(s).Status != Ongoing {
		return nil
	}
	ms := s.pos.legalMoves(make([]move, 0, 64))
	out := make([]Move, len(ms))
	if len(ms) == 1 {
		out[0] = public(ms[0]) // perhaps a pass, which has no squares
		return out
	}
	// Cells are numbered in the order of squares, rank by rank, so that
	// sorting the moves by cells (from, then to, then promotion, packed
	// into one number) sorts them by From, To and promotion.
	for i, m := range ms {
		ms[i] = move(m.from()<<12 | m.to()<<3 | int(m.promo()))
	}
	slices.Sort(ms)
	for i, k := range ms {
		out[i] = Move{From: squareOf[k>>12], To: squareOf[k>>3&511], Promotion: Kind(k & 7)}
	}
	return out
}

// play returns the state after the legal engine move m.
func (s State) play(m move) State {
	next := s
	next.pos = s.pos.after(m)
	if side := s.pos.turn & 1; s.pos.leadOpen && s.pos.aim[side] == 0 && !m.isPass() {
		next.pos.aim[side] = uint8(LeadOf(s, public(m)).Target) + 1
	}
	if next.pos.turn == s.rules.First {
		next.round++
	}
	return next
}
