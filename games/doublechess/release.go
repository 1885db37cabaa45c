package doublechess

// A move of a player whose adversary is checkmated must be judged on the
// position after it, with the checkmates judged again, in case it releases
// the adversary (see legalAt). That judgement costs as much as a few
// hundred ordinary legality tests, and almost every move leaves the mate
// as it was. releaseZone finds, once per position, the cells a move must
// touch to have any chance of opening the mate, so that the other moves
// are known to leave it closed without the judgement.

// releaseZone holds the cells where a move of an adversary of the dead
// player could change whether he is still checkmated. It is built only
// when it is sound (see build); otherwise every move is judged in full.
type releaseZone struct {
	built, usable bool
	dead          Color // the checkmated adversary, when usable
	// escape is the last legal move releaseLegal found for the dead
	// adversary, tried first after the next move: the moves of one
	// position that free him mostly free him the same way.
	escape move
	cells  cellSet
	// checkers holds the cells of (up to eight of) the men giving the dead
	// adversary check, and nCheckers how many.
	checkers  [8]int
	nCheckers int
	// onKing and onPartner are the dead adversary's men attacking, in the
	// position, the king of the player to move and his partner's, as
	// attackers finds them.
	onKing, onPartner   [8]int
	nOnKing, nOnPartner int
}

func (z *releaseZone) has(c int) bool { return z.cells[c>>6]&(1<<(c&63)) != 0 }

// mayRelease reports whether the pseudo-legal move m of player col might
// release a checkmated adversary, so that it must be judged in full. It
// builds the zone the first time it is asked.
func (z *releaseZone) mayRelease(p *position, m move, col Color) bool {
	if !z.built {
		z.build(p, col)
	}
	return !z.usable || z.has(m.from()) || z.has(m.to())
}

// build finds the zone for the moves of player col in p. It is sound only
// when exactly one army is dead, an adversary d of col's, and col's
// partner is not in check: then no move of col's that changes neither
// cell of the zone can make d's mate judged otherwise.
//
// d stays checkmated when he is still in check and still has no legal
// move. A move of col's can end the check only by moving a checking man
// or by standing between a checking slider and d's king; it can give d a
// move only by emptying or filling a square d's king might step to, or a
// square on a line onto such a square or onto the king itself (through at
// most one of d's men, the one he might move); by changing a square from
// which one of d's men could take the checking man or block the check; by
// freeing one of d's men pinned against his own king or his partner's
// (rule 3); or by taking his partner's man where d's king could then take.
// col's partner, not in check, cannot be checkmated by the move (that
// would need a check, which legal forbids), so the checking men stay
// alive; and the death of d's partner changes nothing d may do.
func (z *releaseZone) build(p *position, col Color) {
	z.built = true
	adv := col.Side().Other().Players()
	d := adv[0]
	if !p.isDead(d) {
		d = adv[1]
	}
	if p.dead != 1<<d || p.inCheck(col.Partner()) {
		return
	}
	z.usable, z.dead = true, d
	k := int(p.kings[d])
	ours := col.Side()
	onlyD := uint8(0b1111) &^ (1 << d)
	var found [8]int
	z.nOnKing = copy(z.onKing[:], p.attackers(int(p.kings[col]), d.Side(), onlyD, found[:0]))
	if pk := int(p.kings[col.Partner()]); pk >= 0 {
		z.nOnPartner = copy(z.onPartner[:], p.attackers(pk, d.Side(), onlyD, found[:0]))
	}
	if z.nOnKing == len(z.onKing) || z.nOnPartner == len(z.onPartner) {
		z.usable = false // too many to keep: judged in full
		return
	}
	// The king's square and every square within two of it: his steps,
	// pawns attacking those steps, and kings standing next to them (rule 10).
	for dr := -2; dr <= 2; dr++ {
		for df := -2; df <= 2; df++ {
			z.add(k + dr*upRow + df)
		}
	}
	z.lines(p, k, d)
	z.knights(k)
	for _, st := range kingSteps {
		s := k + st
		if b := p.board[s]; b == empty || (b != wall && Side(colorOf(b)&1) == ours) {
			z.lines(p, s, d)
			z.knights(s)
		}
	}
	if pk := int(p.kings[d.Partner()]); pk >= 0 {
		z.lines(p, pk, d)
	}
	// The checking men, and the squares between a checking slider and the
	// king: where one of d's men might take or block.
	var buf [8]int
	for _, x := range p.attackers(k, ours, p.dead, buf[:0]) {
		if z.nCheckers < len(z.checkers) {
			z.checkers[z.nCheckers] = x
			z.nCheckers++
		}
		z.reachers(p, x)
		if st := lineStep(k, x); st != 0 && distance(k, x) > 1 {
			for c := k + st; c != x; c += st {
				z.reachers(p, c)
			}
		}
	}
}

// add puts cell c in the zone, if it is on the padded board.
func (z *releaseZone) add(c int) {
	if c >= 0 && c < ncells {
		z.cells[c>>6] |= 1 << (c & 63)
	}
}

// lines adds the squares on the eight lines from cell c up to the first
// man, and past him to the next if he is one of d's (the man d might
// move, opening the line).
func (z *releaseZone) lines(p *position, c int, d Color) {
	for _, st := range kingSteps {
		x := c + st
		for passed := false; ; x += st {
			b := p.board[x]
			if b == wall {
				break
			}
			z.add(x)
			if b == empty {
				continue
			}
			if passed || colorOf(b) != d {
				break
			}
			passed = true
		}
	}
}

// knights adds the squares a knight's leap from cell c.
func (z *releaseZone) knights(c int) {
	for _, st := range knightSteps {
		z.add(c + st)
	}
}

// reachers adds the squares from which a man could come to cell c: the
// lines up to the first man, the knights' leaps, and every square within
// two (the pawns, leaping ones too).
func (z *releaseZone) reachers(p *position, c int) {
	for _, st := range kingSteps {
		x := c + st
		for p.board[x] == empty {
			z.add(x)
			x += st
		}
		z.add(x)
	}
	z.knights(c)
	for dr := -2; dr <= 2; dr++ {
		for df := -2; df <= 2; df++ {
			z.add(c + dr*upRow + df)
		}
	}
}

// releaseLegal reports whether the pseudo-legal move m of player col,
// legal but for the release of the checkmated adversary z.dead, is legal,
// as legalAt's judgement of the position after it would find, without
// judging all four armies again. It holds only where the zone is usable:
// col's side alive, his partner not in check, z.dead the one army dead.
// Then the move leaves z.dead mated if he is still in check with no move
// (nothing else the move changes bears on that); if it frees him, it must
// take no man, and let d's men attack neither col's king nor his
// partner's (legal has seen to the other adversary's), unless the move
// checkmates d's partner, which needs him in check: that rare case is
// judged in full.
func (p *position) releaseLegal(m move, col Color, level int, z *releaseZone) bool {
	q := *p
	q.play(m)
	d := z.dead
	if (z.stillChecks(p, m) || q.inCheck(d)) && !q.tryMove(z.escape, d, true, level+1) {
		esc, ok := q.legalMoveChecked(d, true, level+1)
		if !ok {
			return true // still checkmated: nothing is released
		}
		z.escape = esc
	}
	if p.board[m.to()] != empty {
		return false // a move that opens an adversary's mate takes no man
	}
	if q.inCheck(d.Partner()) {
		q = p.afterAt(m, level)
		return q.safeFromReleased(p, col)
	}
	// The move changed only its two cells and took no man, and legal has
	// found that it exposes neither col's king nor his partner's to the
	// other adversary, alive before: what safeFromReleased would find new
	// on the position with d alive can only be an attack by d's men.
	if k := int(p.kings[col]); m.from() == k {
		if q.attacked(m.to(), d.Side(), uint8(0b1111)&^(1<<d)) {
			return false
		}
	} else if z.attackedByDead(&q, k, z.onKing[:z.nOnKing], m) {
		return false
	}
	pk := int(q.kings[col.Partner()])
	return pk < 0 || !z.attackedByDead(&q, pk, z.onPartner[:z.nOnPartner], m)
}

// attackedByDead reports whether, in q, the position after col's move m
// (which took no man and did not move the king on cell k), the dead
// adversary's men attack k. before lists those that attacked it before the
// move: they still do unless m blocks them, and m can add only a line
// through the square it left.
func (z *releaseZone) attackedByDead(q *position, k int, before []int, m move) bool {
	if attackerLeft(k, before, nullCell, m.to()) {
		return true
	}
	return q.discovers(k, m.from(), z.dead.Side(), uint8(0b1111)&^(1<<z.dead))
}

// nullCell is no cell of the board, for attackerLeft's gone.
const nullCell = -1

// attackerLeft reports whether one of the men on the cells attackers,
// which attacked cell k, still does when the man on cell gone has gone and
// a man has come to cell to: one that neither went nor is blocked.
func attackerLeft(k int, attackers []int, gone, to int) bool {
	st := lineStep(k, to)
	for _, x := range attackers {
		if x == gone {
			continue
		}
		if st != 0 && lineStep(k, x) == st && distance(k, to) < distance(k, x) {
			continue // blocked
		}
		return true
	}
	return false
}

// tryMove reports whether m, a move of player col's found in another
// position, is a legal move of his here, as though it were his turn; false
// for the null move. inCheck says whether his king is in check here.
func (p *position) tryMove(m move, col Color, inCheck bool, level int) bool {
	if m == nullMove || m.isPass() {
		return false
	}
	b := p.board[m.from()]
	if !isMan(b) || colorOf(b) != col {
		return false
	}
	if from, to := m.from(), m.to(); kindOf(b) == King && distance(from, to) == 1 && m == newMove(from, to, NoKind) {
		// generateFrom's test of a king's step, without his other steps.
		x := p.board[to]
		if (x != empty && (x == wall || !p.canTake(b, x))) || p.nearAdversaryKing(to, col) {
			return false
		}
		var z releaseZone
		return p.legalAt(m, col, inCheck, level, &z)
	}
	var buf [32]move
	for _, g := range p.generateFrom(m.from(), buf[:0]) {
		if g == m {
			var z releaseZone
			return p.legalAt(m, col, inCheck, level, &z)
		}
	}
	return false
}

// stillChecks reports whether one of the men that gave the dead adversary
// check in p still gives it after col's move m, as the zone's list of
// them shows: one that m neither moves nor blocks. False when it cannot
// tell (the check must then be looked for on the board).
func (z *releaseZone) stillChecks(p *position, m move) bool {
	return attackerLeft(int(p.kings[z.dead]), z.checkers[:z.nCheckers], m.from(), m.to())
}
