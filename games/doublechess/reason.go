package doublechess

import "fmt"

// ReasonKind names the book's reason why a move is worse than the best.
type ReasonKind uint8

// The coach's reasons, in the book's terms, tried in this order.
const (
	NoReason ReasonKind = iota
	// LetsMate: in the line the search expects after the move, an
	// adversary checkmates the mover or his partner, and the best line
	// does not let him.
	LetsMate
	// MissesMate: the best line checkmates an adversary and the line
	// expected after the move played does not.
	MissesMate
	// LeavesPartnerMated: the partner is checkmated and the best move
	// releases him; the move played does not ("desperate sacrifices to
	// release his partner").
	LeavesPartnerMated
	// LosesQueen: the adversaries can win the mover's queen before he
	// moves again, and after the best move they cannot.
	LosesQueen
	// DoubleAttack: both adversaries can check the partner's king, one
	// after the other ("held in check by one foe while the other sweeps
	// away your pieces"), and after the best move they cannot.
	DoubleAttack
	// NotSeconding: the partner attacks an adversary's man and the best
	// move joins the attack; the move played does not ("watch his partner
	// and second his moves").
	NotSeconding
)

// Reason is why a move is worse than the best: its kind, the players
// and squares it names, and the line that shows it.
type Reason struct {
	Kind    ReasonKind
	Mover   Color // the player who moved
	Partner Color
	// By is the player who mates (LetsMate, MissesMate); Mated the player
	// mated.
	By, Mated Color
	// Square is the queen's (LosesQueen) or the seconded target's
	// (NotSeconding).
	Square Square
	Line   []Step
}

// String says the reason after "yours": "loses the queen: Green plays
// Nd5xh5", "lets Green checkmate White: …".
func (r Reason) String() string {
	switch r.Kind {
	case LetsMate:
		return fmt.Sprintf("lets %v checkmate %v: %s", r.By, r.Mated, stepsText(r.Line))
	case MissesMate:
		return fmt.Sprintf("misses %v's checkmate: %s", r.Mated, stepsText(r.Line))
	case LeavesPartnerMated:
		return fmt.Sprintf("leaves %v checkmated; %s would have released him", r.Partner, lineText(r.Line))
	case LosesQueen:
		return fmt.Sprintf("loses the queen on %v: %s", r.Square, stepsText(r.Line))
	case DoubleAttack:
		return fmt.Sprintf("leaves %v's king to a double attack: %s", r.Partner, stepsText(r.Line))
	case NotSeconding:
		return fmt.Sprintf("does not second %v's attack on %v; %s does", r.Partner, r.Square, lineText(r.Line))
	}
	return ""
}

// mateLineDepth is how far along a line the coach looks for a mate.
const mateLineDepth = 4

// reasonFor finds the book's reason why the move played from before to
// after, after which the search expects the line reply, is worse than
// the first move of the best line.
func reasonFor(before, after State, reply []move, best []move) Reason {
	mover := before.Turn()
	partner := mover.Partner()
	r := Reason{Mover: mover, Partner: partner}
	if len(best) == 0 {
		return Reason{}
	}
	afterBest := before.play(best[0])
	ours := [2]Color{mover, partner}
	theirs := [2]Color{mover.Next(), partner.Next()}
	if by, mated, line, ok := mateInLine(after, reply, ours); ok {
		if _, _, _, bestToo := mateInLine(afterBest, best[1:], ours); !bestToo {
			r.Kind, r.By, r.Mated, r.Line = LetsMate, by, mated, line
			return r
		}
	}
	if by, mated, line, ok := mateInLine(before, best, theirs); ok {
		if _, _, _, playedToo := mateInLine(after, reply, theirs); !playedToo && !after.pos.isDead(mated) {
			r.Kind, r.By, r.Mated, r.Line = MissesMate, by, mated, line
			return r
		}
	}
	if before.pos.isDead(partner) && after.pos.isDead(partner) && !afterBest.pos.isDead(partner) {
		r.Kind, r.Line = LeavesPartnerMated, []Step{step(before, best[0])}
		return r
	}
	if lost := queensInDanger(after, mover); len(lost) > 0 && len(queensInDanger(afterBest, mover)) == 0 {
		r.Kind, r.Square, r.Line = LosesQueen, lost[0].Square, lost[0].Line
		return r
	}
	if line, ok := doubleAttack(after, mover); ok {
		if _, bestToo := doubleAttack(afterBest, mover); !bestToo {
			r.Kind, r.Line = DoubleAttack, line
			return r
		}
	}
	if target, ok := seconds(before, afterBest, mover); ok {
		if _, playedToo := seconds(before, after, mover); !playedToo {
			r.Kind, r.Square, r.Line = NotSeconding, target, []Step{step(before, best[0])}
			return r
		}
	}
	return Reason{}
}

// mateFurther is the reason a move with no other is worse, when the
// search's whole line after it mates the mover or his partner (LetsMate)
// beyond the quarter-moves reasonFor looks at, and the best line does
// not: said so, not as "costs about 38 pawns" (issue 42).
func mateFurther(before, after State, reply, best []move) Reason {
	mover := before.Turn()
	ours := [2]Color{mover, mover.Partner()}
	by, mated, line, ok := mateWithin(after, reply, ours, len(reply))
	if !ok || len(best) == 0 {
		return Reason{}
	}
	if _, _, _, bestToo := mateWithin(before.play(best[0]), best[1:], ours, len(best)); bestToo {
		return Reason{}
	}
	return Reason{Kind: LetsMate, Mover: mover, Partner: mover.Partner(), By: by, Mated: mated, Line: line}
}

// mateInLine plays at most mateLineDepth quarter-moves of line from s and
// reports the first move that checkmates one of victims, two partners
// (alive in s), with the line up to it.
func mateInLine(s State, line []move, victims [2]Color) (by, mated Color, shown []Step, ok bool) {
	return mateWithin(s, line, victims, mateLineDepth)
}

// mateWithin is mateInLine looking at most depth quarter-moves along.
func mateWithin(s State, line []move, victims [2]Color, depth int) (by, mated Color, shown []Step, ok bool) {
	for _, m := range line[:min(depth, len(line))] {
		shown = append(shown, step(s, m))
		next := s.play(m)
		for _, c := range victims {
			if !s.pos.isDead(c) && next.pos.isDead(c) {
				return s.Turn(), c, shown, true
			}
		}
		s = next
	}
	return 0, 0, nil, false
}

// doubleAttack reports whether, in s after mover's move, the next
// adversary can check mover's partner and the other adversary can check
// him too on his own turn (the partner and the first adversary standing
// still), with the two checks.
func doubleAttack(s State, mover Color) ([]Step, bool) {
	partner := mover.Partner()
	if s.pos.isDead(partner) || s.pos.turn.Side() == mover.Side() || s.pos.isDead(s.pos.turn) {
		return nil, false
	}
	first, ok := checkOn(s, partner)
	if !ok {
		return nil, false
	}
	later := s
	later.pos.play(passMove) // the first adversary stands still
	later.pos.play(passMove) // and so does the partner
	if later.pos.isDead(later.pos.turn) {
		return nil, false
	}
	second, ok := checkOn(later, partner)
	if !ok {
		return nil, false
	}
	return []Step{step(s, first), step(later, second)}, true
}

// checkOn returns a legal move of the player to move in s that checks
// the king of c.
func checkOn(s State, c Color) (move, bool) {
	for _, m := range s.pos.legalMoves(nil) {
		if m.isPass() {
			continue
		}
		if q := s.pos.after(m); q.inCheck(c) {
			return m, true
		}
	}
	return nullMove, false
}

// seconds reports whether mover's move, from before to after, joins his
// partner's attack: after it mover attacks a man the partner attacks in
// before, which mover did not attack before; it returns the man's square.
func seconds(before, after State, mover Color) (Square, bool) {
	partner := mover.Partner()
	targets := map[Square]bool{}
	for _, a := range PartnerAttacks(before, partner) {
		targets[a.Target] = true
	}
	had := map[Square]bool{}
	for _, a := range PartnerAttacks(before, mover) {
		had[a.Target] = true
	}
	for _, a := range PartnerAttacks(after, mover) {
		if targets[a.Target] && !had[a.Target] {
			return a.Target, true
		}
	}
	return Square(0), false
}
