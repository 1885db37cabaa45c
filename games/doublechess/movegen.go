package doublechess

import "math/bits"

// canTake reports whether the man a may take the man t: t must belong to
// an adversary whose army is alive, must not be a king (kings are never
// taken), and a pawn-piece falls only to a man of its own kind, a queen or
// a king (rule 8).
func (p *position) canTake(a, t code) bool {
	if (colorOf(a)^colorOf(t))&1 == 0 || kindOf(t) == King || !p.live(t) {
		return false
	}
	if t&pawnPiece != 0 {
		k := kindOf(a)
		return k == kindOf(t) || k == Queen || k == King
	}
	return true
}

// generate appends to buf the pseudo-legal moves of player col's men, as
// though his army were alive: every move his men make by their own rules,
// before the test that no king is left in check. Kings never step next to
// an adversary's king (rule 10).
func (p *position) generate(col Color, buf []move) []move {
	for i, w := range p.men[col] {
		for w != 0 {
			c := i<<6 | bits.TrailingZeros64(w)
			w &= w - 1
			buf = p.generateFrom(c, buf)
		}
	}
	return buf
}

// generateFrom appends the pseudo-legal moves of the man on cell c.
func (p *position) generateFrom(c int, buf []move) []move {
	b := p.board[c]
	switch kindOf(b) {
	case Pawn:
		return p.pawnMoves(c, b, buf)
	case Knight:
		for _, st := range knightSteps {
			t := c + st
			if x := p.board[t]; x == empty || (x != wall && p.canTake(b, x)) {
				buf = append(buf, newMove(c, t, NoKind))
			}
		}
	case Bishop:
		buf = p.slides(c, b, bishopDirs[:], buf)
	case Rook:
		buf = p.slides(c, b, rookDirs[:], buf)
	case Queen:
		buf = p.slides(c, b, bishopDirs[:], buf)
		buf = p.slides(c, b, rookDirs[:], buf)
	case King:
		col := colorOf(b)
		for _, st := range kingSteps {
			t := c + st
			if x := p.board[t]; (x == empty || (x != wall && p.canTake(b, x))) && !p.nearAdversaryKing(t, col) {
				buf = append(buf, newMove(c, t, NoKind))
			}
		}
	}
	return buf
}

// slides appends the moves of a sliding man along the given steps.
func (p *position) slides(c int, b code, dirs []int, buf []move) []move {
	for _, d := range dirs {
		t := c + d
		for p.board[t] == empty {
			buf = append(buf, newMove(c, t, NoKind))
			t += d
		}
		if x := p.board[t]; x != wall && p.canTake(b, x) {
			buf = append(buf, newMove(c, t, NoKind))
		}
	}
	return buf
}

// pawnMoves appends the moves of the pawn b on cell c: one square ahead;
// over a friendly pawn met head-on (his partner's, or his own on its
// return march) to the empty square beyond; and a capture one square
// diagonally ahead. "When friendly pawns meet they leap over each other":
// a pawn does not leap one going its own way, and rule 16 keeps
// adversaries' pawns from leaping each other.
func (p *position) pawnMoves(c int, b code, buf []move) []move {
	col := colorOf(b)
	d := ahead(b)
	t := c + d
	switch x := p.board[t]; {
	case x == empty:
		buf = pawnTo(col, c, t, buf)
	case meetsHeadOn(b, x):
		if p.board[t+d] == empty {
			buf = pawnTo(col, c, t+d, buf)
		}
	}
	for _, s := range [2]int{-pawnSide[col], pawnSide[col]} {
		t := c + d + s
		if x := p.board[t]; x != wall && x != empty && p.canTake(b, x) {
			buf = pawnTo(col, c, t, buf)
		}
	}
	return buf
}

// meetsHeadOn reports whether the pawn b, finding the man x on the square
// ahead, meets a friendly pawn coming the other way, which it may leap.
func meetsHeadOn(b, x code) bool {
	return x != wall && x != empty && kindOf(x) == Pawn && (colorOf(x)^colorOf(b))&1 == 0 && ahead(x) == -ahead(b)
}

// promotions are the pieces a pawn may be named, best first.
var promotions = [4]Kind{Queen, Rook, Bishop, Knight}

// pawnTo appends a pawn's move from c to t: four moves, one for each piece
// it may become, when t is on an adversary's back row.
func pawnTo(col Color, c, t int, buf []move) []move {
	if adversaryRow(col, t) {
		for _, k := range promotions {
			buf = append(buf, newMove(c, t, k))
		}
		return buf
	}
	return append(buf, newMove(c, t, NoKind))
}
