package circularchess

// Value returns the worth of a piece of kind k in hundredths of a pawn, as
// the computer player counts it (0 for a king). The ring changes the
// ordinary values, as the book says: "the peculiarity of the shape
// considerably reduces the importance of the bishops and increases that of
// the rooks and queens". On an empty board a rook reaches 18 cells from
// every cell (14 on the ordinary board), a queen 24 (21 to 27), a bishop
// only 6 (7 to 13) and a knight 5 on average, about as before. The
// Byzantine counsellor reaches 2 to 4 cells and the elephant always 2.
func (k Kind) Value() int {
	if k < kindCount {
		return values[k]
	}
	return 0
}

var values = [kindCount]int{Pawn: 100, Knight: 300, Bishop: 250, Rook: 575, Queen: 1000, Counsellor: 150, Elephant: 100}

// fullPhase is the worth of one side's pieces, pawns and king aside, at the
// start of the modern game.
var fullPhase = 2*values[Rook] + 2*values[Knight] + 2*values[Bishop] + values[Queen]

// Weights of the positional terms, in hundredths of a pawn.
const (
	tempo         = 10
	knightMob     = 4  // per cell a knight reaches
	bishopMob     = 3  // per cell a bishop reaches
	rookMob       = 3  // per cell a rook reaches
	queenMob      = 1  // per cell a queen reaches
	openRing      = 12 // a rook on a ring without pawns of its side
	kingShelter   = 8  // per man of its side beside the king, in the middlegame
	innerKingEnd  = 12 // a king on ring b or c in the endgame
	knightOnInner = 8  // a knight on ring b or c
)

// pawnAdvance is the bonus of a modern pawn by the steps it still needs to
// be promoted, and passedAdvance the bonus of one that no enemy pawn can
// stop or take on its way.
var (
	pawnAdvance   = [7]int{0, 45, 28, 16, 8, 3, 0}
	passedAdvance = [7]int{0, 110, 75, 48, 28, 15, 8}
)

var (
	// toGo[c][x] is the number of steps a modern pawn of side c on cell x
	// needs to reach the promotion line (0 where no pawn stands).
	toGo [2][64]int
	// pathAhead[c][x] holds the cells ahead of a modern pawn of side c on
	// x, on its ring and the rings beside it, up to its promotion line: an
	// enemy pawn there can stop or take it.
	pathAhead [2][64]uint64
	// innerRings holds rings b and c.
	innerRings = uint64(0xFFFF_FFFF) << 16
)

// initPawnPaths fills toGo and pathAhead; the geometry's init calls it once
// its own tables are made.
func initPawnPaths() {
	for c := White; c <= Black; c++ {
		for x := Cell(0); x < NoCell; x++ {
			if (homeCells[White]|homeCells[Black])&x.bit() != 0 {
				continue
			}
			d := descending
			if naturalAscending(c, x) {
				d = ascending
			}
			for y := x; homeCells[c.Opponent()]&y.bit() == 0; y = pawnStep[d][y] {
				if y != x {
					pathAhead[c][x] |= y.bit()
				}
				pathAhead[c][x] |= pawnAttacks[d][y]
				toGo[c][x]++
			}
		}
	}
}

// evaluate returns the worth of the position to the side to move, in
// hundredths of a pawn.
func (p *position) evaluate(r Rules) int {
	var score [2]int
	var material [2]int
	occ := p.occupied()
	for c := White; c <= Black; c++ {
		own := p.colors[c]
		for set := own &^ p.kinds[Pawn] &^ p.kinds[King]; set != 0; set &= set - 1 {
			x := lowest(set)
			k := p.board[x].Kind
			material[c] += values[k]
			switch k {
			case Knight:
				score[c] += knightMob * popCount(knightMoves[x]&^own)
				if innerRings&x.bit() != 0 {
					score[c] += knightOnInner
				}
			case Bishop:
				score[c] += bishopMob * popCount(bishopAttacks(x, occ)&^own)
			case Rook:
				score[c] += rookMob * popCount(rookAttacks(x, occ)&^own)
				if ringMask(x)&p.of(c, Pawn) == 0 {
					score[c] += openRing
				}
			case Queen:
				score[c] += queenMob * popCount((rookAttacks(x, occ)|bishopAttacks(x, occ))&^own)
			case Counsellor, Elephant:
				score[c] += 4 * popCount(attacks(k, x, occ)&^own)
			}
		}
		pawns := p.of(c, Pawn)
		score[c] += values[Pawn] * popCount(pawns)
		if r.Variant == Modern {
			enemyPawns := p.of(c.Opponent(), Pawn)
			for set := pawns; set != 0; set &= set - 1 {
				x := lowest(set)
				if pathAhead[c][x]&enemyPawns == 0 {
					score[c] += passedAdvance[toGo[c][x]]
				} else {
					score[c] += pawnAdvance[toGo[c][x]]
				}
			}
		}
	}
	// The middlegame weight of the king's shelter falls, and the endgame
	// weight of its activity rises, as the pieces come off.
	for c := White; c <= Black; c++ {
		phase := min(material[c.Opponent()], fullPhase)
		k := p.kingCell(c)
		if k == NoCell {
			continue
		}
		shelter := kingShelter * popCount(kingMoves[k]&p.colors[c])
		score[c] += shelter * phase / fullPhase
		if innerRings&k.bit() != 0 {
			score[c] += innerKingEnd * (fullPhase - phase) / fullPhase
		}
		score[c] += material[c]
	}
	us := p.side
	return score[us] - score[us.Opponent()] + tempo
}

// ringMask returns the cells of x's ring.
func ringMask(x Cell) uint64 { return uint64(0xFFFF) << (x.ringIndex() * CellsPerRing) }
