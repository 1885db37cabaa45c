package doublechess

// A move of a player whose adversary is checkmated must be judged on the
// position after it, with the checkmates judged again, in case it releases
// the adversary (see legalAt). That judgement costs as much as a few
// hundred ordinary legality tests, and almost every move leaves the mate
// as it was. releaseZone finds, once per position, the cells a move must
// touch to have any chance of opening the mate, so that the other moves
// are known to leave it closed without the judgement; and the moves of one
// man that touch it share what is found with him lifted off the board
// (see lift), so that most of them need no search of the dead army's moves.

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
	// partnerChecked is whether the dead adversary's partner is in check
	// in the position (see partnerInCheck).
	partnerChecked bool
	// lifted is what is known of the position with one man of the mover's
	// lifted off the board (see liftAt): the moves of one man share it.
	lifted lift
}

// lift is the dead adversary's plight in a position with the man on cell
// from lifted off the board, shared by that man's moves: whether he is in
// check there, and if so a legal move he has there (nullMove if none was
// found), with the cells its legality was read from. Whatever is put on
// a cell outside reads, the move stays legal.
type lift struct {
	known   bool
	from    int
	inCheck bool
	escape  move
	reads   cellSet
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
	z.partnerChecked = p.inCheck(d.Partner())
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
	z.cells.union(&nearCells[k])
	z.lines(p, k, d)
	z.cells.union(&knightCells[k])
	for _, st := range kingSteps {
		s := k + st
		if b := p.board[s]; b == empty || (b != wall && Side(colorOf(b)&1) == ours) {
			z.lines(p, s, d)
			z.cells.union(&knightCells[s])
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

// nearCells holds, for each cell, the cells of the padded board within
// two king steps of it (itself among them), and knightCells those a
// knight's leap away: the parts of a zone that do not depend on the men.
var nearCells, knightCells [ncells]cellSet

func init() { drawZoneMasks(&nearCells, &knightCells) }

func drawZoneMasks(near, knights *[ncells]cellSet) {
	for c := range ncells {
		add := func(s *cellSet, x int) {
			if x >= 0 && x < ncells {
				s.add(x)
			}
		}
		for dr := -2; dr <= 2; dr++ {
			for df := -2; df <= 2; df++ {
				add(&near[c], c+dr*upRow+df)
			}
		}
		for _, st := range knightSteps {
			add(&knights[c], c+st)
		}
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
	z.cells.union(&knightCells[c])
	z.cells.union(&nearCells[c])
}

// releaseLegal reports whether the pseudo-legal move m of player col,
// legal but for the release of the checkmated adversary z.dead, is legal,
// as legalAt's judgement of the position after it would find, mostly
// without judging all four armies again. It holds only where the zone is
// usable: col's side alive, his partner not in check, z.dead the one army
// dead. Then the move leaves z.dead mated if he is still in check with no
// move (nothing else the move changes bears on that), and the move is
// legal. If it frees him, takes no man, and lets d's men attack neither
// col's king nor his partner's anew (legal has seen to the other
// adversary's), it is legal too. Anything else (a capture, an attack by
// the freed men, d's partner in check) is judged on the position after the
// move in full: the seed forbids such a move, unless that judgement finds
// d shut in again after all, as when his freedom would checkmate col's
// partner and the mate so given took his escape away.
//
// The tests look only at the board and the kings, so they are made on p
// itself with the move's two cells changed (and put back), not on a copy
// played through; the moves of a man share what is found with that man
// lifted off the board (see liftAt).
func (p *position) releaseLegal(m move, col Color, level int, z *releaseZone) bool {
	from, to := m.from(), m.to()
	b, t := p.board[from], p.board[to]
	k := int(p.kings[col])
	d := z.dead
	freed := false
	if kindOf(b) != King {
		z.liftAt(p, from, level)
		freed = z.lifted.frees(to, int(p.kings[d]))
	}
	p.board[from], p.board[to] = empty, arrival(b, m, col)
	if kindOf(b) == King {
		p.kings[col] = int16(to)
	}
	verdict := p.releaseVerdict(m, col, t, k, freed, level, z)
	p.board[from], p.board[to] = b, t
	p.kings[col] = int16(k)
	switch verdict {
	case releaseAllowed:
		return true
	case releaseSearch:
		q := *p
		q.play(m)
		esc, ok := q.legalMoveChecked(d, true, level+1)
		if !ok {
			return true // still checkmated: nothing is released
		}
		z.escape = esc
		if t == empty && !q.inCheck(d.Partner()) && z.releasedHarmless(&q, m, col, k) {
			return true
		}
	}
	q := p.afterAt(m, level)
	return q.safeFromReleased(p, col)
}

// The verdicts of releaseVerdict.
const (
	releaseAllowed = iota // the move is legal, whether or not it opens the mate
	releaseSearch         // the dead army's moves must be searched for an escape
	releaseInFull         // the position after the move must be judged in full
)

// releaseVerdict judges col's move m for releaseLegal on p with the move
// made on the board and the kings only (t the man it took, or empty; k
// col's king's cell before it; freed whether the lift of the moving man
// showed already that the dead army is free), as far as it can without
// the position after the move in full.
func (p *position) releaseVerdict(m move, col Color, t code, k int, freed bool, level int, z *releaseZone) int {
	d := z.dead
	if !freed && (z.stillChecks(p, m) || p.inCheck(d)) && !p.tryMove(z.escape, d, true, level+1) {
		return releaseSearch
	}
	if t == empty && !z.partnerInCheck(p, m) && z.releasedHarmless(p, m, col, k) {
		return releaseAllowed
	}
	return releaseInFull
}

// partnerInCheck reports whether the dead adversary's partner is in check
// on p, the board after col's move m. Unless he was in check before, only
// the man arrived on m's cell or a line opened through the cell it left
// can check him: the full test is made only when one might.
func (z *releaseZone) partnerInCheck(p *position, m move) bool {
	dp := z.dead.Partner()
	if pk := int(p.kings[dp]); pk >= 0 && !z.partnerChecked && !mayAttack(m.to(), pk) && lineStep(pk, m.from()) == 0 {
		return false
	}
	return p.inCheck(dp)
}

// mayAttack reports whether a man other than a king on cell c could, by
// the lie of the cells alone, attack cell k as attacked looks for it:
// from a line, a knight's leap or (a pawn) a step away.
func mayAttack(c, k int) bool {
	return lineStep(c, k) != 0 || knightCells[k].has(c)
}

// has reports whether cell c is in the set.
func (s *cellSet) has(c int) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// liftAt makes z.lifted the lift of the man on cell from of p (the
// mover's, not his king), found the first time it is asked for that cell.
func (z *releaseZone) liftAt(p *position, from, level int) {
	l := &z.lifted
	if l.known && l.from == from {
		return
	}
	*l = lift{known: true, from: from}
	d := z.dead
	b := p.board[from]
	p.board[from] = empty
	if l.inCheck = p.inCheck(d); l.inCheck {
		esc, ok := z.escape, p.tryMove(z.escape, d, true, level+1)
		if !ok {
			esc, ok = p.legalMoveChecked(d, true, level+1)
		}
		if ok {
			l.escape, z.escape = esc, esc
			l.reads = p.escapeReads(esc, d)
		}
	}
	p.board[from] = b
}

// frees reports whether, with the lifted man put on cell to, the dead
// adversary (his king on cell dk) is certainly free: out of check, or with
// the escape found for the lift still legal because to is none of the
// cells it was judged from. False when it cannot be told so cheaply.
func (l *lift) frees(to, dk int) bool {
	if l.inCheck {
		return l.escape != nullMove && !l.reads.has(to)
	}
	// Out of check with the man lifted; put back on to, he alone might
	// check (a man added only blocks the lines of others).
	return !mayAttack(to, dk)
}

// escapeReads returns the cells that tryMove's judgement of the dead
// player d's move e, on p, reads: e's cells and the cells its man moves
// through or looks at, and the cells from which d's king (moved or not)
// could be attacked or his partner's king newly attacked, on the board
// with e made.
func (p *position) escapeReads(e move, d Color) cellSet {
	var r cellSet
	ef, et := e.from(), e.to()
	eb := p.board[ef]
	r.add(ef)
	r.add(et)
	r.union(&nearCells[ef])
	if kindOf(eb) != King {
		r.union(&knightCells[ef])
		for _, st := range kingSteps {
			p.rayReads(ef, st, &r)
		}
	}
	t := p.board[et]
	p.board[ef], p.board[et] = empty, eb
	k := int(p.kings[d])
	if kindOf(eb) == King {
		k = et
	}
	r.union(&nearCells[k])
	r.union(&knightCells[k])
	for _, st := range kingSteps {
		p.rayReads(k, st, &r)
	}
	if pk := int(p.kings[d.Partner()]); pk >= 0 {
		if st := lineStep(pk, ef); st != 0 {
			p.rayReads(pk, st, &r)
		}
	}
	p.board[ef], p.board[et] = eb, t
	return r
}

// rayReads adds to r the cells along the step st from cell c up to the
// first that is not empty, that one included.
func (p *position) rayReads(c, st int, r *cellSet) {
	x := c + st
	for p.board[x] == empty {
		r.add(x)
		x += st
	}
	r.add(x)
}

// releasedHarmless reports, for col's move m that frees z.dead and took no
// man, with q the board after it and k col's king's cell before it,
// whether the freed men attack neither col's king nor his partner's anew.
// The move changed only its two cells, and legal has found that it
// exposes neither king to the other adversary, alive before: what
// safeFromReleased would find new on the position with d alive can only
// be an attack by d's men.
func (z *releaseZone) releasedHarmless(q *position, m move, col Color, k int) bool {
	d := z.dead
	if m.from() == k {
		if q.attacked(m.to(), d.Side(), uint8(0b1111)&^(1<<d)) {
			return false
		}
	} else if z.attackedByDead(q, k, z.onKing[:z.nOnKing], m) {
		return false
	}
	pk := int(q.kings[col.Partner()])
	return pk < 0 || !z.attackedByDead(q, pk, z.onPartner[:z.nOnPartner], m)
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
