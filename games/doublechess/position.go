package doublechess

import "math/bits"

// position is the engine's board: the men, whose turn it is, which armies
// are checkmated, and the count toward the quiet-game limit. It is a plain
// value, copied to make a move.
type position struct {
	board [ncells]code
	men   [4]cellSet // the cells of each player's men
	kings [4]int16   // the cell of each player's king
	turn  Color
	dead  uint8  // bit c set: player c is checkmated and his army dead
	quiet uint16 // quarter-moves since the last capture or pawn move
	end   endFlag
	// endWho is the player an endFlag is about.
	endWho Color
	// pieces and pawns count the men on the board other than kings: the
	// pieces (pawn-pieces among them) and the pawns.
	pieces, pawns uint8
	hash          uint64
	// aim is, for each side, the adversary its attack is aimed at, plus
	// one (lead.go); 0 while it is not known. leadOpen says a game from
	// the book's array decides it by each side's first move.
	aim      [2]uint8
	leadOpen bool
}

// endFlag records an ending that the position alone does not show.
type endFlag uint8

const (
	notEnded endFlag = iota
	// releasedStalemate: a move freed a checkmated player who then had no
	// move (the seed: "if in doing this stalemate is given, the game is
	// drawn").
	releasedStalemate
)

// cellSet is a set of cells, one bit each.
type cellSet [5]uint64

func (s *cellSet) add(c int)    { s[c>>6] |= 1 << (c & 63) }
func (s *cellSet) remove(c int) { s[c>>6] &^= 1 << (c & 63) }

// union adds the cells of t to s.
func (s *cellSet) union(t *cellSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// each calls f for every cell of the set, in increasing order.
func (s *cellSet) each(f func(c int)) {
	for i, w := range s {
		for w != 0 {
			f(i<<6 | bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
}

// emptyPosition returns a board with no men, Black to move.
func emptyPosition() position {
	var p position
	for c := range p.board {
		p.board[c] = wall
		if squareOf[c] != NoSquare {
			p.board[c] = empty
		}
	}
	for i := range p.kings {
		p.kings[i] = -1
	}
	p.hash = p.computeHash()
	return p
}

// startPosition returns the array of the seed's "Examples in opening":
// each army on its outer row, pawns on the next row, Black to move.
func startPosition() position {
	p := emptyPosition()
	back := [4][8]Kind{
		Black: {Rook, Knight, Bishop, King, Queen, Bishop, Knight, Rook}, // d1–k1
		Green: {Rook, Knight, Bishop, King, Queen, Bishop, Knight, Rook}, // a4–a11
		White: {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}, // d14–k14
		Red:   {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}, // n4–n11
	}
	for i := range 8 {
		p.put(NewSquare(3+i, 0), pieceCode(Black, back[Black][i]))
		p.put(NewSquare(3+i, 1), pieceCode(Black, Pawn))
		p.put(NewSquare(3+i, 13), pieceCode(White, back[White][i]))
		p.put(NewSquare(3+i, 12), pieceCode(White, Pawn))
		p.put(NewSquare(0, 3+i), pieceCode(Green, back[Green][i]))
		p.put(NewSquare(1, 3+i), pieceCode(Green, Pawn))
		p.put(NewSquare(13, 3+i), pieceCode(Red, back[Red][i]))
		p.put(NewSquare(12, 3+i), pieceCode(Red, Pawn))
	}
	p.hash = p.computeHash()
	return p
}

// put places a man on an empty square (used to set up a position; the
// hash must be recomputed afterwards).
func (p *position) put(q Square, b code) {
	c := cell(q)
	p.board[c] = b
	p.men[colorOf(b)].add(c)
	switch kindOf(b) {
	case King:
		p.kings[colorOf(b)] = int16(c)
	case Pawn:
		p.pawns++
	default:
		p.pieces++
	}
}

// isDead reports whether player c is checkmated.
func (p *position) isDead(c Color) bool { return p.dead&(1<<c) != 0 }

// live reports whether the man b belongs to a player who is not
// checkmated.
func (p *position) live(b code) bool { return p.dead&(1<<colorOf(b)) == 0 }

// computeHash returns the position's key from scratch. Every position is
// made through it, so it draws the keys the first time.
func (p *position) computeHash() uint64 {
	zobristOnce.Do(drawZobristKeys)
	h := turnKeys[p.turn] ^ deadKeys[p.dead&15]
	for c, b := range p.board {
		if isMan(b) {
			h ^= manKeys[b&0x7F][c]
		}
	}
	return h
}

// setTurn changes the player to move, keeping the hash.
func (p *position) setTurn(c Color) {
	p.hash ^= turnKeys[p.turn] ^ turnKeys[c]
	p.turn = c
}

// setDead changes the set of checkmated players, keeping the hash.
func (p *position) setDead(d uint8) {
	p.hash ^= deadKeys[p.dead&15] ^ deadKeys[d&15]
	p.dead = d
}

// Pawn directions, by colour: Black moves up the board, Green to the
// right, White down and Red to the left. A returning pawn moves the other
// way.
var (
	pawnAhead = [4]int{upRow, 1, -upRow, -1}
	pawnSide  = [4]int{1, upRow, 1, upRow}
)

// ahead returns the step forward of the pawn b.
func ahead(b code) int {
	d := pawnAhead[colorOf(b)]
	if b&returning != 0 {
		return -d
	}
	return d
}

// partnerRow reports whether cell c is on the king-row of the partner of
// player col: the row where his pawns turn back.
func partnerRow(col Color, c int) bool {
	switch col {
	case Black:
		return rankOf[c] == Size-1
	case White:
		return rankOf[c] == 0
	case Green:
		return fileOf[c] == Size-1
	}
	return fileOf[c] == 0
}

// adversaryRow reports whether cell c is on the back row of an adversary
// of player col, where his pawns become pieces.
func adversaryRow(col Color, c int) bool {
	if col.Side() == BlackWhite {
		return fileOf[c] == 0 || fileOf[c] == Size-1
	}
	return rankOf[c] == 0 || rankOf[c] == Size-1
}

// move is an engine move: the from and to cells, the kind a pawn becomes,
// or a pass.
type move uint32

const (
	passMove  move = 1 << 21
	nullMove  move = 0
	promoBits      = 18
)

func newMove(from, to int, promo Kind) move {
	return move(from) | move(to)<<9 | move(promo)<<promoBits
}

func (m move) from() int    { return int(m & 511) }
func (m move) to() int      { return int(m >> 9 & 511) }
func (m move) promo() Kind  { return Kind(m >> promoBits & 7) }
func (m move) isPass() bool { return m == passMove }

// play makes the pseudo-legal move m on p and hands the turn to the
// player after the mover (the player to move, for a pass; otherwise the
// owner of the man moved, who may be another when an escape from check is
// tried). Checkmates are judged by the caller.
func (p *position) play(m move) {
	if m.isPass() {
		p.setTurn(p.turn.Next())
		p.quiet++
		return
	}
	from, to := m.from(), m.to()
	b, t := p.board[from], p.board[to]
	mover := colorOf(b)
	p.setTurn(mover.Next())
	p.quiet++
	p.hash ^= manKeys[b&0x7F][from]
	p.men[mover].remove(from)
	p.board[from] = empty
	if t != empty {
		p.hash ^= manKeys[t&0x7F][to]
		p.men[colorOf(t)].remove(to)
		p.quiet = 0
		if kindOf(t) == Pawn {
			p.pawns--
		} else {
			p.pieces--
		}
	}
	switch kindOf(b) {
	case Pawn:
		p.quiet = 0
		if m.promo() != NoKind {
			p.pawns--
			p.pieces++
		}
	case King:
		p.kings[mover] = int16(to)
	}
	b = arrival(b, m, mover)
	p.board[to] = b
	p.men[mover].add(to)
	p.hash ^= manKeys[b&0x7F][to]
}

// arrival returns the man b of player mover as he stands after the move
// m: a pawn promoted becomes a pawn-piece, and a pawn reaching his
// partner's back row becomes a returning pawn.
func arrival(b code, m move, mover Color) code {
	if kindOf(b) != Pawn {
		return b
	}
	if k := m.promo(); k != NoKind {
		return pieceCode(mover, k) | pawnPiece
	}
	if partnerRow(mover, m.to()) {
		return b | returning
	}
	return b
}
