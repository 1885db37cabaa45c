package doublechess

// judge decides again, after player mover's move, which armies are
// checkmated. A player is checkmated when his king is attacked by a live
// man of an adversary and he has no legal move; a checkmated player whose
// king is no longer attacked, or who has an escape, comes back to life.
//
// The four kings are judged one after another: the mover's adversaries
// first, in the order of play, then his partner, then the mover himself.
// Each decision counts at once for the next (a checkmated army gives no
// check), and the round is repeated until nothing changes. In the game
// itself (level 0), an adversary of the mover released from checkmate who
// then has no legal move is stalemated, and the game is drawn: the seed's
// "if in doing this stalemate is given, the game is drawn" is about the
// adversary who opens a mate. A player released by his own side (his
// partner's rescue, or his partner mating his mater) who has no move
// simply passes. level counts the hypothetical moves being looked through
// (see legalAt).
func (p *position) judge(mover Color, level int) { p.judgeKnowing(mover, level, 0) }

// judgeKnowing is judge told that the players in stillMated, checkmated
// before the move, are known to be checkmated still (in check and without
// a legal move) as long as their adversaries' deaths are as they were:
// the search's release zone shows it for the moves outside the zone (see
// game.Play), and this spares judge the proof that he has no move.
func (p *position) judgeKnowing(mover Color, level int, stillMated uint8) {
	before := p.dead
	order := [4]Color{mover.Next(), mover.Partner().Next(), mover.Partner(), mover}
	var moves moveMemo
	for range 4 {
		changed := false
		for _, c := range order {
			known := stillMated&(1<<c) != 0 && adversaryBits(p, c) == before&(0b1010>>(c&1))
			mated := known || moves.inCheck(p, c) && !moves.has(p, c, level+1)
			if mated != p.isDead(c) {
				p.setDead(p.dead ^ 1<<c)
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	if level > 0 {
		return
	}
	for _, c := range mover.Side().Other().Players() {
		if before&^p.dead&(1<<c) != 0 && !moves.has(p, c, level+1) {
			p.end, p.endWho = releasedStalemate, c
		}
	}
}

// moveMemo remembers, while judge runs on one board, whether each player
// is in check and whether he has a legal move. The answers depend on the
// board, which does not change, and on which of his adversaries are dead,
// which may: each is kept with the adversaries' deaths it was found under.
// Whether he has a move is kept only while both adversaries are alive;
// otherwise it depends on the moves within moves that might release one.
type moveMemo struct {
	checkKnown, moveKnown [4]bool
	checkDead, moveDead   [4]uint8
	check, move           [4]bool
}

// adversaryBits returns the deaths of player c's adversaries in p.
func adversaryBits(p *position, c Color) uint8 { return p.dead & (0b1010 >> (c & 1)) }

func (m *moveMemo) inCheck(p *position, c Color) bool {
	if d := adversaryBits(p, c); !m.checkKnown[c] || m.checkDead[c] != d {
		m.checkKnown[c], m.checkDead[c], m.check[c] = true, d, p.inCheck(c)
	}
	return m.check[c]
}

func (m *moveMemo) has(p *position, c Color, level int) bool {
	d := adversaryBits(p, c)
	if d != 0 {
		return p.hasLegalMoveAt(c, level)
	}
	if !m.moveKnown[c] || m.moveDead[c] != d {
		m.moveKnown[c], m.moveDead[c], m.move[c] = true, d, p.hasLegalMoveAt(c, level)
	}
	return m.move[c]
}
