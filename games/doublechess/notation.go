package doublechess

import (
	"fmt"
	"slices"
	"strings"
)

// MoveText writes the legal move m of the player to move in PGN4's long
// algebraic notation: the piece's letter (none for a pawn), the squares
// joined by "-", or by "x" for a capture, "=Q" and the like for a
// promotion, then "#" if the move checkmates an adversary, or a "+" for
// each adversary's king it leaves in check. A pass is written "pass".
func (s State) MoveText(m Move) string {
	if m.Pass {
		return "pass"
	}
	if !m.From.OnBoard() || !m.To.OnBoard() {
		return m.String()
	}
	p := &s.pos
	b, t := p.board[cell(m.From)], p.board[cell(m.To)]
	var sb strings.Builder
	if b != empty {
		sb.WriteString(kindOf(b).Letter())
	}
	sb.WriteString(m.From.String())
	if t != empty {
		sb.WriteByte('x')
	} else {
		sb.WriteByte('-')
	}
	sb.WriteString(m.To.String())
	if m.Promotion != NoKind {
		sb.WriteString("=" + m.Promotion.Letter())
	}
	im, ok := internal(m)
	if !ok || b == empty {
		return sb.String()
	}
	q := p.after(im)
	mated, checks := false, 0
	for _, a := range p.turn.Side().Other().Players() {
		switch {
		case q.isDead(a) && !p.isDead(a):
			mated = true
		case !q.isDead(a) && q.givesCheck(p, a):
			checks++
		}
	}
	if mated {
		sb.WriteByte('#')
	} else {
		sb.WriteString(strings.Repeat("+", checks))
	}
	return sb.String()
}

// ParseMove reads a move of the player to move in long algebraic notation:
// "g2-g3", "Bf1xn9", also with the taken man's letter ("Bf1xBn9"), "=Q"
// for a promotion and any of "+", "#", "!" and "?" after it; or "pass".
// It checks the text against the board (the piece letter, the capture
// mark) but not the rules: State.Apply does that.
func ParseMove(s State, text string) (Move, error) {
	orig := text
	text = strings.TrimRight(strings.TrimSpace(text), "+#!?")
	if text == "pass" {
		return PassMove, nil
	}
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%q is not a move: %s", orig, why)
	}
	if text == "" {
		return bad("it is empty")
	}
	letter := NoKind
	if k := kindOfLetter(text[0]); k != NoKind {
		letter, text = k, text[1:]
	}
	promo := NoKind
	if i := strings.IndexByte(text, '='); i >= 0 {
		if i+2 != len(text) {
			return bad("a promotion is written =Q, =R, =B or =N at the end")
		}
		promo = kindOfLetter(text[i+1])
		if promo < Knight || promo > Queen {
			return bad("a pawn may become a queen, rook, bishop or knight (=Q, =R, =B or =N)")
		}
		text = text[:i]
	}
	sep := strings.IndexAny(text, "-x")
	if sep < 0 {
		return bad("write the squares joined by - or x, as g2-g3 or Bf1xn9")
	}
	capture := text[sep] == 'x'
	fromText, toText := text[:sep], text[sep+1:]
	if capture && toText != "" && kindOfLetter(toText[0]) != NoKind {
		toText = toText[1:] // the taken man's letter, checked below
	}
	from, err := ParseSquare(fromText)
	if err != nil {
		return Move{}, fmt.Errorf("%q: %v", orig, err)
	}
	to, err := ParseSquare(toText)
	if err != nil {
		return Move{}, fmt.Errorf("%q: %v", orig, err)
	}
	m := Move{From: from, To: to, Promotion: promo}
	man, ok := s.Piece(from)
	if !ok {
		return Move{}, fmt.Errorf("%q: there is no man on %v", orig, from)
	}
	if want := man.Kind; letter != NoKind && letter != want || letter == NoKind && want != Pawn {
		return Move{}, fmt.Errorf("%q: %v holds %v (write %s%v)", orig, from, man, want.Letter(), from)
	}
	target, occupied := s.Piece(to)
	switch {
	case capture && !occupied:
		return Move{}, fmt.Errorf("%q: there is nothing to take on %v (write %s%v-%v)", orig, to, man.Kind.Letter(), from, to)
	case occupied && target.Color.Side() == man.Color.Side():
		return Move{}, fmt.Errorf("%q: %v", orig, ownManError(man.Color, to, target))
	case !capture && occupied:
		return Move{}, fmt.Errorf("%q: %v holds %v; a capture is written with x", orig, to, target)
	}
	if capture && len(text)-sep-1 > len(toText) {
		if k := kindOfLetter(text[sep+1]); k != target.Kind {
			return Move{}, fmt.Errorf("%q: %v holds %v, not a %v", orig, to, target, k)
		}
	}
	return m, nil
}

// givesCheck reports whether, in q (the position after a move from p),
// player a's king is attacked by a man that did not attack it in p: a
// check the move has given.
func (q *position) givesCheck(p *position, a Color) bool {
	adv := a.Side().Other()
	var b1, b2 [8]int
	before := p.attackers(int(p.kings[a]), adv, p.dead, b1[:0])
	for _, x := range q.attackers(int(q.kings[a]), adv, q.dead, b2[:0]) {
		if !slices.Contains(before, x) || q.board[x] != p.board[x] {
			return true
		}
	}
	return false
}

// ownManError says why player col's man cannot go to the square to, where
// target, a man of his own side, stands.
func ownManError(col Color, to Square, target Piece) error {
	whose := col.String() + "'s own"
	if target.Color != col {
		whose = "his partner " + target.Color.String() + "'s"
	}
	return fmt.Errorf("%v holds %v %v: a man never moves onto, nor takes, a man of his own side, his own or his partner's", to, whose, target.Kind)
}
