package doublechess

import (
	"fmt"
	"strings"
)

// menState builds a position from a list of men such as "BKg1 BQh1 GKa7
// WKh14 RKn8": a player's letter (B, G, W, R), a piece letter (P, N, B,
// R, Q, K) and a square, with "@r" after the square for a returning pawn
// and "@p" for a pawn-piece, turn to move in round 1. The armies' lives
// are judged as though the player before turn had just moved; the
// position must pass the checks ParseFEN4 makes. Drills and tests write
// positions so.
func menState(turn Color, men string) (State, error) {
	p := emptyPosition()
	for _, tok := range strings.Fields(men) {
		tok, mark, _ := strings.Cut(tok, "@")
		if len(tok) < 3 {
			return State{}, fmt.Errorf("bad man %q", tok)
		}
		col := strings.IndexByte("BGWR", tok[0])
		k := kindOfLetter(tok[1])
		q, err := ParseSquare(tok[2:])
		if col < 0 || k == NoKind || err != nil {
			return State{}, fmt.Errorf("bad man %q: %v", tok, err)
		}
		if p.board[cell(q)] != empty {
			return State{}, fmt.Errorf("%v is taken twice", q)
		}
		b := pieceCode(Color(col), k)
		switch mark {
		case "r":
			b |= returning
		case "p":
			b |= pawnPiece
		}
		p.put(q, b)
	}
	p.turn = turn
	p.judge(turn.Partner().Next(), 0)
	p.end = notEnded
	if err := p.check(); err != nil {
		return State{}, err
	}
	p.hash = p.computeHash()
	return State{pos: p, round: 1}, nil
}
