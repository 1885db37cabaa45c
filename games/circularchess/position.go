package circularchess

import (
	"math/rand/v2"
)

// position is the board, the side to move and the en passant cell: what
// must be equal for two positions to be the same under the repetition rule.
// It is a value; play returns a new one.
type position struct {
	colors    [2]uint64
	kinds     [kindCount]uint64
	ascending uint64    // pawns heading toward higher numbers
	board     [64]Piece // Kind NoKind on an empty cell
	side      Color     // to move
	ep        Cell      // the cell a pawn just stepped over, if an enemy pawn may take it there; else NoCell
	key       uint64    // Zobrist hash of all the above
}

// Zobrist keys, made once from a fixed seed so that hashes are the same in
// every run.
var (
	pieceKeys [2][kindCount][64]uint64
	ascKeys   [64]uint64
	epKeys    [65]uint64 // epKeys[NoCell] is 0
	sideKey   uint64
)

func init() {
	rng := rand.New(rand.NewPCG(0x636972636c65, 0x6368657373))
	for c := range pieceKeys {
		for k := range pieceKeys[c] {
			for i := range pieceKeys[c][k] {
				pieceKeys[c][k][i] = rng.Uint64()
			}
		}
	}
	for i := range ascKeys {
		ascKeys[i] = rng.Uint64()
	}
	for i := range 64 {
		epKeys[i] = rng.Uint64()
	}
	sideKey = rng.Uint64()
}

// emptyPosition returns a board with no pieces, White to move.
func emptyPosition() position { return position{ep: NoCell} }

// startPosition returns the array of the rules: ordinary chess folded into
// the ring.
func startPosition(r Rules) position {
	p := emptyPosition()
	back := []Kind{Rook, Knight, r.bishopKind(), r.queenKind()} // rings a-d on cells 1 and 8
	for ring, k := range back {
		kingSide := k
		if k == r.queenKind() {
			kingSide = King
		}
		p.put(cellOf(ring, 0), Piece{White, k}, false)
		p.put(cellOf(ring, 15), Piece{White, kingSide}, false)
		p.put(cellOf(ring, 7), Piece{Black, k}, false)
		p.put(cellOf(ring, 8), Piece{Black, kingSide}, false)
		for _, n := range []int{1, 14, 6, 9} {
			c := cellOf(ring, n)
			color := White
			if n == 6 || n == 9 {
				color = Black
			}
			p.put(c, Piece{color, Pawn}, naturalAscending(color, c))
		}
	}
	return p
}

// put places piece pc on the empty cell c; asc gives a pawn's direction.
func (p *position) put(c Cell, pc Piece, asc bool) {
	b := c.bit()
	p.colors[pc.Color] |= b
	p.kinds[pc.Kind] |= b
	p.board[c] = pc
	p.key ^= pieceKeys[pc.Color][pc.Kind][c]
	if asc && pc.Kind == Pawn {
		p.ascending |= b
		p.key ^= ascKeys[c]
	}
}

// remove takes the piece off cell c, which must hold one.
func (p *position) remove(c Cell) {
	pc := p.board[c]
	b := c.bit()
	p.colors[pc.Color] &^= b
	p.kinds[pc.Kind] &^= b
	p.board[c] = Piece{}
	p.key ^= pieceKeys[pc.Color][pc.Kind][c]
	if p.ascending&b != 0 {
		p.ascending &^= b
		p.key ^= ascKeys[c]
	}
}

// setEP sets the en passant cell.
func (p *position) setEP(c Cell) {
	p.key ^= epKeys[p.ep] ^ epKeys[c]
	p.ep = c
}

// flip gives the move to the other side.
func (p *position) flip() {
	p.side = p.side.Opponent()
	p.key ^= sideKey
}

// occupied returns the set of cells holding a piece.
func (p *position) occupied() uint64 { return p.colors[White] | p.colors[Black] }

// of returns the cells of side c's pieces of kind k.
func (p *position) of(c Color, k Kind) uint64 { return p.colors[c] & p.kinds[k] }

// kingCell returns the cell of side c's king, or NoCell if it has none.
func (p *position) kingCell(c Color) Cell {
	k := p.of(c, King)
	if k == 0 {
		return NoCell
	}
	return lowest(k)
}

// direction returns ascending or descending for the pawn on c.
func (p *position) direction(c Cell) int {
	if p.ascending&c.bit() != 0 {
		return ascending
	}
	return descending
}

// pawnsHeading returns side c's pawns of direction d.
func (p *position) pawnsHeading(c Color, d int) uint64 {
	if d == ascending {
		return p.of(c, Pawn) & p.ascending
	}
	return p.of(c, Pawn) &^ p.ascending
}

// attackedBy reports whether side by attacks cell t: whether a piece of by
// could take a piece of the other side standing there.
func (p *position) attackedBy(t Cell, by Color) bool {
	them := p.colors[by]
	if knightMoves[t]&them&p.kinds[Knight] != 0 || kingMoves[t]&them&p.kinds[King] != 0 ||
		fersMoves[t]&them&p.kinds[Counsellor] != 0 || alfilMoves[t]&them&p.kinds[Elephant] != 0 {
		return true
	}
	// A pawn heading one way takes on the cells ahead of it; so the pawns
	// that take on t stand one cell behind it on the neighbouring rings.
	if pawnAttacks[descending][t]&p.pawnsHeading(by, ascending) != 0 ||
		pawnAttacks[ascending][t]&p.pawnsHeading(by, descending) != 0 {
		return true
	}
	occ := p.occupied()
	if rq := them & (p.kinds[Rook] | p.kinds[Queen]); rq != 0 && rookAttacks(t, occ)&rq != 0 {
		return true
	}
	if bq := them & (p.kinds[Bishop] | p.kinds[Queen]); bq != 0 && bishopAttacks(t, occ)&bq != 0 {
		return true
	}
	return false
}

// inCheck reports whether side c's king is attacked.
func (p *position) inCheck(c Color) bool {
	k := p.kingCell(c)
	return k != NoCell && p.attackedBy(k, c.Opponent())
}

// computeKey returns the Zobrist hash of the position from scratch.
func (p *position) computeKey() uint64 {
	var key uint64
	for c := Cell(0); c < NoCell; c++ {
		if pc := p.board[c]; pc.Kind != NoKind {
			key ^= pieceKeys[pc.Color][pc.Kind][c]
			if p.ascending&c.bit() != 0 {
				key ^= ascKeys[c]
			}
		}
	}
	if p.side == Black {
		key ^= sideKey
	}
	return key ^ epKeys[p.ep]
}

// checkers returns the cells of the pieces of c's opponent that attack c's
// king: the same attacks as attackedBy, collected rather than tested.
func (p *position) checkers(c Color) uint64 {
	k := p.kingCell(c)
	if k == NoCell {
		return 0
	}
	by := c.Opponent()
	them := p.colors[by]
	set := knightMoves[k]&p.kinds[Knight] | kingMoves[k]&p.kinds[King] |
		fersMoves[k]&p.kinds[Counsellor] | alfilMoves[k]&p.kinds[Elephant]
	set |= pawnAttacks[descending][k]&p.pawnsHeading(by, ascending) |
		pawnAttacks[ascending][k]&p.pawnsHeading(by, descending)
	occ := p.occupied()
	set |= rookAttacks(k, occ)&(p.kinds[Rook]|p.kinds[Queen]) | bishopAttacks(k, occ)&(p.kinds[Bishop]|p.kinds[Queen])
	return set & them
}
