package doublechess

// Move is one quarter-move: a man from one square to another, or a pass.
type Move struct {
	From Square `json:"from"`
	To   Square `json:"to"`
	// Promotion is the piece a pawn becomes on reaching an adversary's back
	// row (Queen, Rook, Bishop or Knight); NoKind otherwise.
	Promotion Kind `json:"promotion,omitempty"`
	// Pass is the turn of a player who cannot move: his army is dead
	// (checkmated), or he has no legal move while his partner can still
	// play. From and To are then meaningless.
	Pass bool `json:"pass,omitempty"`
}

// PassMove is the move of a player who must pass.
var PassMove = Move{Pass: true}

// IsZero reports whether m is the zero Move, which Choose returns when the
// game is over.
func (m Move) IsZero() bool { return m == Move{} }

// String writes the move from square to square, as "g2-g3", with "=Q"
// and the like for a promotion; "pass" for a pass. State.MoveText writes
// it in full notation.
func (m Move) String() string {
	if m.Pass {
		return "pass"
	}
	s := m.From.String() + "-" + m.To.String()
	if m.Promotion != NoKind {
		s += "=" + m.Promotion.Letter()
	}
	return s
}

// public turns an engine move into a Move.
func public(m move) Move {
	if m.isPass() {
		return PassMove
	}
	return Move{From: squareOf[m.from()], To: squareOf[m.to()], Promotion: m.promo()}
}

// internal turns a Move into an engine move; ok is false if a square is
// not on the board.
func internal(m Move) (move, bool) {
	if m.Pass {
		return passMove, true
	}
	if !m.From.OnBoard() || !m.To.OnBoard() {
		return nullMove, false
	}
	return newMove(cell(m.From), cell(m.To), m.Promotion), true
}
