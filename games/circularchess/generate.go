package circularchess

// maxMoves bounds the moves of one position: sixteen pieces, the queens
// and rooks reaching up to 24 and 18 cells.
const maxMoves = 256

// noisyOnly asks generate for captures and promotions to a queen only, the
// moves the quiescence search tries.
const (
	allMoves  = false
	noisyOnly = true
)

// generate appends the side to move's moves to list, without regard to its
// own king's safety (pseudo-legal moves).
func (p *position) generate(r Rules, list []Move, noisy bool) []Move {
	us := p.side
	them := p.colors[us.Opponent()]
	occ := p.occupied()
	targets := ^p.colors[us]
	if noisy {
		targets = them
	}
	promoteOn := uint64(0)
	if r.Variant == Modern {
		promoteOn = homeCells[us.Opponent()]
	}
	for d := ascending; d <= descending; d++ {
		for pawns := p.pawnsHeading(us, d); pawns != 0; pawns &= pawns - 1 {
			from := lowest(pawns)
			if to := pawnStep[d][from]; occ&to.bit() == 0 {
				switch {
				case promoteOn&to.bit() != 0:
					list = addPromotions(list, from, to, noisy)
				case !noisy:
					list = append(list, Move{From: from, To: to})
					if r.Variant == Modern && startCells[us]&from.bit() != 0 {
						if to2 := pawnStep[d][to]; occ&to2.bit() == 0 {
							list = append(list, Move{From: from, To: to2})
						}
					}
				}
			}
			for caps := pawnAttacks[d][from] & them; caps != 0; caps &= caps - 1 {
				to := lowest(caps)
				if promoteOn&to.bit() != 0 {
					list = addPromotions(list, from, to, noisy)
				} else {
					list = append(list, Move{From: from, To: to})
				}
			}
			if p.ep != NoCell && pawnAttacks[d][from]&p.ep.bit() != 0 {
				list = append(list, Move{From: from, To: p.ep})
			}
		}
	}
	for pieces := p.colors[us] &^ p.kinds[Pawn]; pieces != 0; pieces &= pieces - 1 {
		from := lowest(pieces)
		for to := attacks(p.board[from].Kind, from, occ) & targets; to != 0; to &= to - 1 {
			list = append(list, Move{From: from, To: lowest(to)})
		}
	}
	return list
}

// addPromotions appends a pawn's move to the promotion line once for each
// kind it may become (for noisy moves, a queen only).
func addPromotions(list []Move, from, to Cell, noisy bool) []Move {
	list = append(list, Move{From: from, To: to, Promotion: Queen})
	if !noisy {
		list = append(list, Move{from, to, Rook}, Move{from, to, Bishop}, Move{from, to, Knight})
	}
	return list
}

// legal appends the legal moves of the side to move to list.
func (p *position) legal(r Rules, list []Move) []Move {
	var buf [maxMoves]Move
	for _, m := range p.generate(r, buf[:0], allMoves) {
		if next := p.play(m, r); !next.inCheck(p.side) {
			list = append(list, m)
		}
	}
	return list
}

// hasLegalMove reports whether the side to move has a legal move.
func (p *position) hasLegalMove(r Rules) bool {
	var buf [maxMoves]Move
	for _, m := range p.generate(r, buf[:0], allMoves) {
		if next := p.play(m, r); !next.inCheck(p.side) {
			return true
		}
	}
	return false
}

// play returns the position after the move m of the side to move, which
// must be one generate makes.
func (p *position) play(m Move, r Rules) position {
	n := *p
	pc := n.board[m.From]
	us := pc.Color
	if n.board[m.To].Kind != NoKind {
		n.remove(m.To)
	}
	ep := n.ep
	n.setEP(NoCell)
	if pc.Kind != Pawn {
		n.remove(m.From)
		n.put(m.To, pc, false)
		n.flip()
		return n
	}
	d := n.direction(m.From)
	n.remove(m.From)
	if m.To == ep {
		// The pawn that stepped two stands beside the taker's starting
		// cell, on the ring of the cell it passed over.
		n.remove(cellOf(ep.ringIndex(), ep.pos()-step(d)))
	}
	if m.Promotion != NoKind {
		n.put(m.To, Piece{us, m.Promotion}, false)
		n.flip()
		return n
	}
	n.put(m.To, pc, d == ascending)
	if passed := pawnStep[d][m.From]; m.To == pawnStep[d][passed] && r.EnPassant &&
		pawnAttacks[d][passed]&n.pawnsHeading(us.Opponent(), 1-d) != 0 {
		n.setEP(passed)
	}
	if r.Variant == Byzantine {
		// Two of a side's own pawns that meet head-on are both removed.
		if front := pawnStep[d][m.To]; n.board[front] == pc && n.direction(front) != d {
			n.remove(front)
			n.remove(m.To)
		}
	}
	n.flip()
	return n
}
