package circularchess

import "slices"

// attackersOf returns the cells of side by's pieces that attack cell t:
// those that could take a piece of the other side standing there, as
// attackedBy finds them.
func (p *position) attackersOf(t Cell, by Color) uint64 {
	them := p.colors[by]
	set := knightMoves[t]&them&p.kinds[Knight] | kingMoves[t]&them&p.kinds[King] |
		fersMoves[t]&them&p.kinds[Counsellor] | alfilMoves[t]&them&p.kinds[Elephant]
	// The pawns that take on t stand one cell behind it on the
	// neighbouring rings, as in attackedBy.
	set |= pawnAttacks[descending][t]&p.pawnsHeading(by, ascending) |
		pawnAttacks[ascending][t]&p.pawnsHeading(by, descending)
	occ := p.occupied()
	set |= rookAttacks(t, occ) & them & (p.kinds[Rook] | p.kinds[Queen])
	set |= bishopAttacks(t, occ) & them & (p.kinds[Bishop] | p.kinds[Queen])
	return set
}

// Checkers lists, in increasing order, the cells of the opponent's pieces
// that attack the king of the side to move: none when he is not in check,
// two in a double check. A screen marks them with the king.
func (s State) Checkers() []Cell {
	p := &s.pos
	k := p.kingCell(p.side)
	if k == NoCell {
		return nil
	}
	var out []Cell
	for set := p.attackersOf(k, p.side.Opponent()); set != 0; set &= set - 1 {
		out = append(out, lowest(set))
	}
	slices.Sort(out)
	return out
}
