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
func (p *position) judge(mover Color, level int) {
	before := p.dead
	order := [4]Color{mover.Next(), mover.Partner().Next(), mover.Partner(), mover}
	for range 4 {
		changed := false
		for _, c := range order {
			mated := p.inCheck(c) && !p.hasLegalMoveAt(c, level+1)
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
		if before&^p.dead&(1<<c) != 0 && !p.hasLegalMoveAt(c, level+1) {
			p.end, p.endWho = releasedStalemate, c
		}
	}
}
