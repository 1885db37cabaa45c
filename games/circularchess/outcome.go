package circularchess

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

// Reason is why a game ended.
type Reason uint8

// The ways a game ends.
const (
	NoReason             Reason = iota
	Checkmate                   // the side to move is in check and has no legal move
	Stalemate                   // the side to move is not in check and has no legal move
	BareKing                    // Byzantine: one side has only its king left
	BareKings                   // Byzantine: both sides have only their kings left
	Repetition                  // the same position has stood three times
	FiftyMoves                  // fifty moves each without a capture or a pawn move
	InsufficientMaterial        // modern: no sequence of moves can end in checkmate
)

var reasonNames = [...]string{NoReason: "", Checkmate: "checkmate", Stalemate: "stalemate", BareKing: "bare king",
	BareKings: "bare kings", Repetition: "threefold repetition", FiftyMoves: "fifty-move rule",
	InsufficientMaterial: "insufficient material"}

// String names the reason, such as "threefold repetition".
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "reason?"
}

// Verdict says how a game stands: ongoing, won by one side, or drawn, and
// why.
type Verdict struct {
	Status Status
	Winner Color // meaningful when Status is Win
	Reason Reason
}

// String describes the verdict in a sentence for the player, such as
// "White wins: Black is checkmated".
func (v Verdict) String() string {
	loser := v.Winner.Opponent()
	switch v.Status {
	case Ongoing:
		return "the game goes on"
	case Win:
		head := v.Winner.String() + " wins: "
		switch v.Reason {
		case Checkmate:
			return head + loser.String() + " is checkmated"
		case Stalemate:
			return head + loser.String() + " is stalemated, which loses the Byzantine game"
		case BareKing:
			return head + loser.String() + "'s king stands bare, all its men taken"
		}
		return head + v.Reason.String()
	}
	switch v.Reason {
	case Stalemate:
		return "draw: stalemate, the side to move has no legal move and is not in check"
	case BareKings:
		return "draw: both kings stand bare"
	case Repetition:
		return "draw: the same position has stood three times with the same side to move"
	case FiftyMoves:
		return "draw: fifty moves each without a capture or a pawn move"
	case InsufficientMaterial:
		return "draw: neither side has the men to give checkmate"
	}
	return "draw: " + v.Reason.String()
}

// Result returns the result as a game record writes it: "1-0", "0-1",
// "1/2-1/2", or "*" while the game goes on.
func (v Verdict) Result() string {
	switch {
	case v.Status == Draw:
		return "1/2-1/2"
	case v.Status == Win && v.Winner == White:
		return "1-0"
	case v.Status == Win:
		return "0-1"
	}
	return "*"
}

// Outcome tells whether the game is over. Checkmate and stalemate come
// first, then (Byzantine) the bare king, then the draws by repetition, by
// the fifty-move rule and (modern) by insufficient material.
func Outcome(s State) Verdict {
	p := &s.pos
	us, them := p.side, p.side.Opponent()
	byzantine := s.rules.Variant == Byzantine
	if !p.hasLegalMove(s.rules) {
		switch {
		case p.inCheck(us):
			return Verdict{Status: Win, Winner: them, Reason: Checkmate}
		case byzantine:
			return Verdict{Status: Win, Winner: them, Reason: Stalemate}
		}
		return Verdict{Status: Draw, Reason: Stalemate}
	}
	if byzantine {
		switch usBare, themBare := p.bare(us), p.bare(them); {
		case usBare && themBare:
			return Verdict{Status: Draw, Reason: BareKings}
		case themBare:
			// The bare side has had its move and did not bare us back.
			return Verdict{Status: Win, Winner: us, Reason: BareKing}
		case usBare && !p.canBareBack(s.rules):
			return Verdict{Status: Win, Winner: them, Reason: BareKing}
		}
	}
	if s.Repetitions() >= 3 {
		return Verdict{Status: Draw, Reason: Repetition}
	}
	if s.halfmove >= 100 {
		return Verdict{Status: Draw, Reason: FiftyMoves}
	}
	if !byzantine && p.insufficient() {
		return Verdict{Status: Draw, Reason: InsufficientMaterial}
	}
	return Verdict{Status: Ongoing}
}

// bare reports whether side c has nothing but its king.
func (p *position) bare(c Color) bool { return p.colors[c]&^p.kinds[King] == 0 }

// canBareBack reports whether the side to move, whose king stands bare, has
// a legal move that takes the other side's last man, leaving both kings
// bare.
func (p *position) canBareBack(r Rules) bool {
	men := p.colors[p.side.Opponent()] &^ p.kinds[King]
	if popCount(men) != 1 {
		return false
	}
	var buf [maxMoves]Move
	for _, m := range p.legal(r, buf[:0]) {
		if m.To.bit() == men {
			return true
		}
	}
	return false
}

// lightCells holds the light cells.
var lightCells = func() uint64 {
	var m uint64
	for c := Cell(0); c < NoCell; c++ {
		if c.Light() {
			m |= c.bit()
		}
	}
	return m
}()

// insufficient reports whether no sequence of legal moves can end in
// checkmate: with no pawns, rooks or queens, either each side has one
// knight or bishop at most, or all the bishops stand on cells of one colour
// and there are no knights. Every placement of those men was tried (see
// material_test.go): none is checkmate. The ring has no corner in which a
// king could be shut in by its own man, so even a knight or bishop on each
// side cannot mate, as they can on the ordinary board.
func (p *position) insufficient() bool {
	if p.kinds[Pawn]|p.kinds[Rook]|p.kinds[Queen] != 0 {
		return false
	}
	minors := p.kinds[Knight] | p.kinds[Bishop]
	if popCount(minors&p.colors[White]) <= 1 && popCount(minors&p.colors[Black]) <= 1 {
		return true
	}
	bishops := p.kinds[Bishop]
	return p.kinds[Knight] == 0 && (bishops&lightCells == 0 || bishops&^lightCells == 0)
}
