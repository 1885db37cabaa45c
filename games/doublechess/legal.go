package doublechess

// legal reports whether the pseudo-legal move m of player col leaves his
// king out of check and opens no line onto his partner's king (rules 3
// and 18), judged with the armies alive before the move. inCheck says
// whether col's king is in check before it. The board is changed and put
// back. This is the whole test unless the move may release a checkmated
// adversary: see legalAt.
func (p *position) legal(m move, col Color, inCheck bool) bool {
	if m.isPass() {
		return true
	}
	from, to := m.from(), m.to()
	b, t := p.board[from], p.board[to]
	p.board[from], p.board[to] = empty, b
	adv := col.Side().Other()
	k := int(p.kings[col])
	if kindOf(b) == King {
		k = to
	}
	ok := true
	if inCheck || k == to || p.openLine(k, from) {
		ok = !p.attacked(k, adv, p.dead)
	}
	if pk := int(p.kings[col.Partner()]); ok && pk >= 0 {
		ok = !p.discovers(pk, from, adv, p.dead)
	}
	p.board[from], p.board[to] = b, t
	return ok
}

// maxNest bounds how many hypothetical moves deep the judgement of a
// released army looks (see legalAt).
const maxNest = 3

// adversaryDead reports whether an adversary of col is checkmated, so
// that a move of col's might release him.
func (p *position) adversaryDead(col Color) bool {
	return p.dead&(0b1010>>(col&1)) != 0
}

// legalAt reports whether the pseudo-legal move m of player col is legal.
// Besides the test of legal, a move that releases a checkmated adversary
// may not take a man ("Though the adversary may at any time open
// checkmate, he cannot in the same move take a piece"), and must not let
// the released army attack col's king, or attack his partner's king from
// where it did not before: judged on the position after the move with the
// checkmates judged again. level counts the hypothetical moves being
// looked through; at maxNest the armies' lives are taken as they stand.
// z, shared by the moves of one position, spares that judgement for the
// moves that cannot open the mate.
func (p *position) legalAt(m move, col Color, inCheck bool, level int, z *releaseZone) bool {
	if !p.legal(m, col, inCheck) {
		return false
	}
	if level >= maxNest || m.isPass() || !p.adversaryDead(col) || !z.mayRelease(p, m, col) {
		return true
	}
	if z.usable {
		return p.releaseLegal(m, col, level, z)
	}
	q := p.afterAt(m, level)
	return q.safeFromReleased(p, col)
}

// releasedBy returns the set of col's adversaries checkmated in p and free
// in q, the position after a move of col's.
func (p *position) releasedBy(q *position, col Color) uint8 {
	return p.dead &^ q.dead & (0b1010 >> (col & 1))
}

// safeFromReleased reports whether q, the position after a move of col's
// in p, is allowed as far as the adversaries it releases are concerned:
// a move that releases one takes no man (the seed: "he cannot in the same
// move take a piece"), and lets no released army attack col's king, or
// attack his partner's king from a square it was not attacked from in p.
func (q *position) safeFromReleased(p *position, col Color) bool {
	adv := col.Side().Other()
	if p.releasedBy(q, col) == 0 {
		return true
	}
	if q.pieces+q.pawns < p.pieces+p.pawns {
		return false // a man was taken
	}
	if q.attacked(int(q.kings[col]), adv, q.dead) {
		return false
	}
	pk := int(q.kings[col.Partner()])
	var b1, b2 [8]int
	before := p.attackers(pk, adv, p.dead, b1[:0])
	for _, x := range q.attackers(pk, adv, q.dead, b2[:0]) {
		found := false
		for _, y := range before {
			found = found || y == x
		}
		if !found {
			return false
		}
	}
	return true
}

// hasLegalMoveAt reports whether player col has a legal move, as though it
// were his turn and his army alive.
func (p *position) hasLegalMoveAt(col Color, level int) bool {
	_, ok := p.legalMoveAt(col, level)
	return ok
}

// legalMoveAt returns a legal move of player col, as though it were his
// turn and his army alive, if he has one.
func (p *position) legalMoveAt(col Color, level int) (move, bool) {
	return p.legalMoveChecked(col, p.inCheck(col), level)
}

// legalMoveChecked is legalMoveAt for a caller who knows already whether
// col's king is in check.
func (p *position) legalMoveChecked(col Color, inCheck bool, level int) (move, bool) {
	var z releaseZone
	var buf [32]move
	k := int(p.kings[col])
	// The king first: in check, his steps are the likeliest escapes.
	if k >= 0 {
		for _, m := range p.generateFrom(k, buf[:0]) {
			if p.legalAt(m, col, inCheck, level, &z) {
				return m, true
			}
		}
	}
	var ans checkAnswers
	if inCheck {
		ans = p.answersTo(col)
		if ans.double {
			return nullMove, false
		}
	}
	found := nullMove
	p.men[col].each(func(c int) {
		if found != nullMove || c == k || (inCheck && !ans.reachable(c, kindOf(p.board[c]))) {
			return
		}
		var ms [32]move
		for _, m := range p.generateFrom(c, ms[:0]) {
			if inCheck && !ans.answers(m.to()) {
				continue
			}
			if p.legalAt(m, col, inCheck, level, &z) {
				found = m
				return
			}
		}
	})
	return found, found != nullMove
}

// openLine reports whether cell from lies on a rank, file or diagonal
// from the king's cell k with nothing between them: the only way moving
// the man on it can open a line onto the king.
func (p *position) openLine(k, from int) bool {
	d := lineStep(k, from)
	if d == 0 {
		return false
	}
	x := k + d
	for x != from && p.board[x] == empty {
		x += d
	}
	return x == from
}

// hasLegalMove reports whether player col has a legal move.
func (p *position) hasLegalMove(col Color) bool { return p.hasLegalMoveAt(col, 0) }

// legalMoves appends to buf the legal moves of the player to move: a pass
// alone when his army is dead or he has no move. It does not look at
// whether the game is over.
func (p *position) legalMoves(buf []move) []move {
	col := p.turn
	if p.isDead(col) {
		return append(buf, passMove)
	}
	start := len(buf)
	buf = p.generate(col, buf)
	inCheck := p.inCheck(col)
	var ans checkAnswers
	if inCheck {
		ans = p.answersTo(col)
	}
	var z releaseZone
	n := start
	k := int(p.kings[col])
	for _, m := range buf[start:] {
		if inCheck && m.from() != k && !ans.answers(m.to()) {
			continue
		}
		if p.legalAt(m, col, inCheck, 0, &z) {
			buf[n] = m
			n++
		}
	}
	buf = buf[:n]
	if n == start {
		buf = append(buf, passMove)
	}
	return buf
}

// after returns the position after the legal move m of the player to
// move, with the armies' lives judged again.
func (p *position) after(m move) position { return p.afterAt(m, 0) }

// afterAt returns the position after the move m, judged at the given
// level of hypothetical moves (0 for a move of the game).
func (p *position) afterAt(m move, level int) position {
	q := *p
	mover := p.turn
	if !m.isPass() {
		mover = colorOf(p.board[m.from()])
	}
	q.play(m)
	q.judge(mover, level)
	return q
}

// checkAnswers says which squares a man other than the king of a player in
// check may go to with a chance of ending the check: the checking man's,
// to take it, or one between a checking slider and the king, to block it.
// Against two checking men only the king can move.
type checkAnswers struct {
	double bool
	king   int // the king's cell
	by     int // the checking man's cell
	step   int // the step from the king toward a checking slider, or 0
}

// answersTo returns the answers to the check on player col's king.
func (p *position) answersTo(col Color) checkAnswers {
	k := int(p.kings[col])
	var buf [8]int
	hits := p.attackers(k, col.Side().Other(), p.dead, buf[:0])
	if len(hits) != 1 {
		return checkAnswers{double: len(hits) > 1, king: k, by: -1}
	}
	a := checkAnswers{king: k, by: hits[0]}
	if distance(k, a.by) > 1 {
		a.step = lineStep(k, a.by)
	}
	return a
}

// answers reports whether a man other than the king going to cell to
// might end the check.
func (a *checkAnswers) answers(to int) bool {
	switch {
	case a.double:
		return false
	case to == a.by:
		return true
	case a.step == 0:
		return false
	}
	return lineStep(a.king, to) == a.step && distance(a.king, to) < distance(a.king, a.by)
}

// reachable reports whether a man of kind k on cell c could, by its
// geometry alone, go to a square that answers the check. Pawns are let
// through when within two squares (a leap goes two).
func (a *checkAnswers) reachable(c int, k Kind) bool {
	if a.double {
		return false
	}
	for s := a.by; ; s -= a.step {
		df, dr := int(fileOf[s])-int(fileOf[c]), int(rankOf[s])-int(rankOf[c])
		df, dr = max(df, -df), max(dr, -dr)
		switch k {
		case Pawn:
			if df <= 2 && dr <= 2 {
				return true
			}
		case Knight:
			if df*dr == 2 {
				return true
			}
		case Bishop:
			if df == dr {
				return true
			}
		case Rook:
			if df == 0 || dr == 0 {
				return true
			}
		default:
			if df == dr || df == 0 || dr == 0 {
				return true
			}
		}
		if a.step == 0 || s-a.step == a.king {
			return false
		}
	}
}
