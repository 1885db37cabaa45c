package doublechess

import (
	"fmt"

	"parlour/games/outcome"
)

// Status says whether a game goes on, and how it ended: the words every
// engine shares (package outcome).
type Status = outcome.Status

// The states of a game.
const (
	Ongoing = outcome.Ongoing
	Win     = outcome.Win
	Draw    = outcome.Draw
)

// Verdict says how a game stands: going on, won by one side, or drawn,
// with the reason in words.
type Verdict struct {
	Status Status `json:"status"`
	Winner Side   `json:"winner"` // meaningful when Status is Win
	Reason string `json:"reason,omitempty"`
}

// Result returns the result as PGN4 writes it: "1-0" when Black and White
// have won, "0-1" when Green and Red have, "1/2-1/2" for a draw and "*"
// while the game goes on.
func (v Verdict) Result() string {
	switch {
	case v.Status == Draw:
		return "1/2-1/2"
	case v.Status == Win && v.Winner == BlackWhite:
		return "1-0"
	case v.Status == Win:
		return "0-1"
	}
	return "*"
}

// Outcome tells whether the game is over. It is won only when both
// partners of one side are checkmated at the same time (rule 14). It is
// drawn when it was given up (rule 14), or declared drawn in the ending
// of two pieces (see DeclareDrawn); when only kings and pawns, or
// kings and one piece, remain (rule 19); when a checkmate was opened and
// the player released had no move; when the player to move has no move
// while his partner is checkmated; and when the quiet limit of the rules
// is reached. A player with no move whose partner is alive passes, and
// the game goes on.
func Outcome(s State) Verdict {
	p := &s.pos
	if s.givenUp {
		return Verdict{Status: Draw, Reason: "the game was given up before a double checkmate (rule 14)"}
	}
	if s.declared {
		side, _ := s.TwoPieceEnding()
		return Verdict{Status: Draw, Reason: declaredReason(side)}
	}
	if v, over := p.decided(s.rules); over {
		return v
	}
	if col := p.turn; !p.isDead(col) && p.isDead(col.Partner()) && !p.hasLegalMove(col) {
		return Verdict{Status: Draw, Reason: fmt.Sprintf("stalemate: %v cannot move and his partner %v is checkmated", col, col.Partner())}
	}
	return Verdict{Status: Ongoing}
}

// decided returns the verdict on the position when it is over without
// looking at the moves of the player to move: a double checkmate, a
// stalemate given by opening a mate, too little material, or the quiet
// limit.
func (p *position) decided(r Rules) (Verdict, bool) {
	for _, side := range [2]Side{BlackWhite, GreenRed} {
		a, b := side.Players()[0], side.Players()[1]
		if p.isDead(a) && p.isDead(b) {
			return Verdict{Status: Win, Winner: side.Other(),
				Reason: fmt.Sprintf("%v and %v are both checkmated", a, b)}, true
		}
	}
	if p.end == releasedStalemate {
		return Verdict{Status: Draw, Reason: fmt.Sprintf("stalemate: %v was released from checkmate with no move", p.endWho)}, true
	}
	switch {
	case p.pieces == 0 && p.pawns == 0:
		return Verdict{Status: Draw, Reason: "only the kings remain (rule 19)"}, true
	case p.pieces == 0:
		return Verdict{Status: Draw, Reason: "only kings and pawns remain (rule 19)"}, true
	case p.pieces == 1 && p.pawns == 0:
		return Verdict{Status: Draw, Reason: "only the kings and one piece remain (rule 19)"}, true
	}
	if n := r.quietPlies(); n > 0 && int(p.quiet) >= n {
		return Verdict{Status: Draw, Reason: fmt.Sprintf("%d rounds without a capture or a pawn move: the game counts as given up (rule 14)", n/4)}, true
	}
	return Verdict{}, false
}
