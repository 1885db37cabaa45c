package doublechess

import (
	"errors"
	"fmt"
)

// Apply plays the move m and returns the state after it, with the
// checkmates judged again. A move that is not allowed returns an error
// that says what is wrong and why, and the state unchanged.
func (s State) Apply(m Move) (State, error) {
	if v := Outcome(s); v.Status != Ongoing {
		return s, fmt.Errorf("the game is over: %s", v.Reason)
	}
	p := &s.pos
	col := p.turn
	legal := p.legalMoves(make([]move, 0, 64))
	mustPass := len(legal) == 1 && legal[0].isPass()
	if m.Pass {
		if mustPass {
			return s.play(passMove), nil
		}
		return s, fmt.Errorf("%v may not pass: he has %d legal moves", col, len(legal))
	}
	if p.isDead(col) {
		return s, fmt.Errorf("%v is checkmated: his men are dead and his turn passes", col)
	}
	im, ok := internal(m)
	if ok {
		for _, l := range legal {
			if l == im {
				return s.play(im), nil
			}
		}
	}
	return s, s.whyNot(m)
}

// whyNot explains why m is not a legal move of the player to move.
func (s State) whyNot(m Move) error {
	p := &s.pos
	col := p.turn
	for _, q := range []Square{m.From, m.To} {
		if !q.OnBoard() {
			return fmt.Errorf("%v is not a square of the board", q)
		}
	}
	from, to := cell(m.From), cell(m.To)
	b, t := p.board[from], p.board[to]
	if b == empty {
		return fmt.Errorf("there is no man on %v", m.From)
	}
	owner := colorOf(b)
	switch {
	case owner == col.Partner() && p.isDead(owner):
		return fmt.Errorf("%v holds %v: a player may not move his checkmated partner's men (rule 15)", m.From, decode(b))
	case owner != col:
		return fmt.Errorf("%v holds %v; it is %v's turn", m.From, decode(b), col)
	}
	if t != empty {
		tp := decode(t)
		switch {
		case colorOf(t).Side() == col.Side():
			return ownManError(col, m.To, tp)
		case tp.Kind == King:
			return errors.New("a king is never taken: he is checkmated instead")
		case p.isDead(colorOf(t)):
			return fmt.Errorf("%v is checkmated: his men are dead and cannot be taken until the mate is opened by another move (rule 4)", colorOf(t))
		case tp.PawnPiece && !p.canTake(b, t):
			takers := fmt.Sprintf("a %v, a queen or a king", tp.Kind)
			if tp.Kind == Queen {
				takers = "a queen or a king"
			}
			return fmt.Errorf("the pawn-piece on %v is a %v: only %s may take it (rule 8)", m.To, tp.Kind, takers)
		}
	}
	if err := s.pathError(m, b, t); err != nil {
		return err
	}
	// The man can go there: the fault is the promotion or the king's safety.
	k := m.Promotion
	onRow := kindOf(b) == Pawn && adversaryRow(col, to)
	switch {
	case onRow && k == NoKind:
		return fmt.Errorf("a pawn reaching an adversary's back row must be named a queen, rook, bishop or knight (as %v=Q)", m)
	case !onRow && k != NoKind:
		return fmt.Errorf("only a pawn reaching an adversary's back row becomes a piece; %v does not", Move{From: m.From, To: m.To})
	case onRow && (k < Knight || k > Queen):
		return fmt.Errorf("a pawn may be named a queen, rook, bishop or knight, not a %v", k)
	}
	return s.safetyError(m, b, t)
}

// pathError says why the man b on m.From cannot go to m.To by its moves,
// or nil if it can.
func (s State) pathError(m Move, b, t code) error {
	p := &s.pos
	from, to := cell(m.From), cell(m.To)
	for _, g := range p.generateFrom(from, nil) {
		if g.to() == to {
			return nil
		}
	}
	col := colorOf(b)
	switch kindOf(b) {
	case Pawn:
		return p.pawnError(m, b, t)
	case Knight:
		return fmt.Errorf("%v: a knight leaps two squares one way and one the other", m)
	case King:
		if distance(from, to) == 1 {
			return fmt.Errorf("%v: %v's king may not stand next to an adversary's king (rule 10)", m, col)
		}
		if distance(from, to) == 2 && (rankOf[from] == rankOf[to] || fileOf[from] == fileOf[to]) {
			return fmt.Errorf("%v: there is no castling in Double Chess; a king moves one square", m)
		}
		return fmt.Errorf("%v: a king moves one square", m)
	}
	d := lineStep(from, to)
	kind := kindOf(b)
	if d == 0 || !sliderAlong(b, d) {
		how := "along a rank, a file or a diagonal"
		switch kind {
		case Bishop:
			how = "along a diagonal"
		case Rook:
			how = "along a rank or a file"
		}
		return fmt.Errorf("%v: a %v moves %s", m, kind, how)
	}
	for x := from + d; x != to; x += d {
		if p.board[x] != empty {
			return fmt.Errorf("%v: the way is blocked at %v", m, squareOf[x])
		}
	}
	return fmt.Errorf("%v: the %v cannot go there", m, kind)
}

// pawnError says why the pawn b cannot make the move m.
func (p *position) pawnError(m Move, b, t code) error {
	col := colorOf(b)
	from, to := cell(m.From), cell(m.To)
	d := ahead(b)
	way := [4]string{"up the board", "to the right", "down the board", "to the left"}[col]
	if b&returning != 0 {
		way = [4]string{"down the board", "to the left", "up the board", "to the right"}[col] + ", since it is returning"
	}
	switch {
	case to == from+d && t != empty:
		return fmt.Errorf("%v: %v is occupied, and a pawn takes only diagonally ahead", m, m.To)
	case to == from+d-pawnSide[col] || to == from+d+pawnSide[col]:
		return fmt.Errorf("%v: a pawn moves diagonally only to take a man, and %v is empty", m, m.To)
	case to == from+2*d:
		x := p.board[from+d]
		if x != empty && kindOf(x) == Pawn {
			if (colorOf(x)^col)&1 != 0 {
				return fmt.Errorf("%v: a pawn may not leap over an adversary's pawn (rule 16)", m)
			}
			if !meetsHeadOn(b, x) {
				return fmt.Errorf("%v: a pawn leaps only a friendly pawn that meets it head-on, not one going its way", m)
			}
			return fmt.Errorf("%v: a pawn leaps a friendly pawn only to an empty square", m)
		}
		return fmt.Errorf("%v: a pawn moves one square at a time, never two (rule 13); it leaps only over a friendly pawn", m)
	}
	return fmt.Errorf("%v: %v's pawn moves one square %s, or takes one square diagonally ahead", m, col, way)
}

// safetyError says which king the pseudo-legal move m would leave in check.
func (s State) safetyError(m Move, b, t code) error {
	p := s.pos
	col := p.turn
	adv := col.Side().Other()
	wasInCheck := p.inCheck(col)
	from, to := cell(m.From), cell(m.To)
	p.board[from], p.board[to] = empty, b
	if kindOf(b) == King {
		p.kings[col] = int16(to)
	}
	if hits := p.attackers(int(p.kings[col]), adv, p.dead, nil); len(hits) > 0 {
		by := decode(p.board[hits[0]])
		switch {
		case wasInCheck && t != empty:
			return fmt.Errorf("%v: %v's king is in check, and he may take a man only to get out of check (rule 17); %v still attacks it from %v", m, col, by, squareOf[hits[0]])
		case wasInCheck:
			return fmt.Errorf("%v: %v's king is in check and would still be attacked, by %v on %v", m, col, by, squareOf[hits[0]])
		}
		return fmt.Errorf("%v would leave %v's king in check from %v on %v", m, col, by, squareOf[hits[0]])
	}
	pk := int(p.kings[col.Partner()])
	if p.discovers(pk, from, adv, p.dead) {
		hits := p.attackers(pk, adv, p.dead, nil)
		by, at := "an adversary", ""
		for _, h := range hits {
			if lineStep(pk, h) == lineStep(pk, from) {
				by, at = decode(p.board[h]).String(), " on "+squareOf[h].String()
			}
		}
		if kindOf(b) == King && wasInCheck {
			return fmt.Errorf("%v: a king may not move out of check if it exposes his partner's king to check (rule 18); it opens %v%s onto %v's king", m, by, at, col.Partner())
		}
		return fmt.Errorf("%v would discover check on %v's king, his partner's, from %v%s (rule 3)", m, col.Partner(), by, at)
	}
	return s.releaseError(m)
}

// releaseError explains why the move m, safe with the armies alive before
// it, is not legal: it releases a checkmated adversary whose army would
// then attack the mover's king or newly attack his partner's.
func (s State) releaseError(m Move) error {
	p := &s.pos
	col := p.turn
	im, _ := internal(m)
	q := p.after(im)
	if freed := p.releasedBy(&q, col); freed != 0 && p.board[cell(m.To)] != empty {
		a := col.Next()
		if freed&(1<<a) == 0 {
			a = col.Partner().Next()
		}
		return fmt.Errorf("%v would open %v's checkmate, and a move that opens an adversary's mate may not take a man: \"he cannot in the same move take a piece, but his partner may do so\" (see rule 4)", m, a)
	}
	for _, a := range col.Side().Other().Players() {
		if !p.isDead(a) || q.isDead(a) {
			continue
		}
		for _, k := range []Color{col, col.Partner()} {
			for _, x := range q.attackers(int(q.kings[k]), col.Side().Other(), q.dead, nil) {
				if colorOf(q.board[x]) == a {
					return fmt.Errorf("%v would release %v from checkmate, and his %v on %v would attack %v's king", m, a, kindOf(q.board[x]), squareOf[x], k)
				}
			}
		}
	}
	return fmt.Errorf("%v is not a legal move", m)
}
