package draughts

import (
	"math/bits"

	"parlour/games/draughts/internal/pattern"
)

// The learned evaluation of the Polish game: the classic Polish score plus
// a learned correction:
//
//   - sets of a weight for each of the 50 squares, each seen from the
//     piece's own side (the mover's pieces added, the opponent's, turned
//     half round, taken away): one for every man, one for every king,
//     and four for the men with an own piece, or an enemy one, ahead to
//     their left or right (see the Polish sets);
//   - weights for a few counts known to matter at 10×10 (see the Polish
//     constants): material (a king three men, as in the classic
//     evaluation, so that the fit cannot price a king below a man) and
//     its worth as pieces come off, men's moves, backed and lone men,
//     chains of men, the balance of the men between the two wings, and
//     the side to move's pieces en prise. (Tempo, the rows the men have
//     come, is a sum of square weights; runaway men are the classic
//     evaluation's.) All are counts of bitboards, no loop over the men;
//   - and, in a file with blocks, a weight for each pattern of pieces
//     (empty, own, the opponent's) in each of sixteen blocks of four rows
//     by four columns, seen by each side (see pattern.PolishBlocks), read a row
//     at a time from one table (see polishBlockScore).
//
// The same correction holds with kings on the board as without, so that
// no score jumps when a man is crowned. The generator
// (games/draughts/internal/learn) fits the weights by logistic regression,
// the classic score a fixed input, to positions of self-play games
// labelled by what a search says of each. The shipped round, round 10,
// fitted the men's squares, the counts and the blocks to every quiet
// position of 4,000 games, each labelled by the game's own 10,000-node
// search, the games played and searched by the learned evaluation with
// round 9's weights (fitted again once the classic score stopped calling
// a man flanked on its row a runaway, see runaway10; the blocks had
// learnt to cancel that bonus); rounds 8 to 10 each started from the one before,
// round 8 from round 6 (the men's squares and counts alone, labelled by
// 100,000-node searches with round 5's weights; round 5's by the classic
// evaluation). Sixteen blocks of patterns had lost nearly every game in
// the first rounds, fitted to a few hundred thousand positions labelled
// by the games' results (docs/notes/2026-12-05-performance-log.md); labels by search, many
// more positions and a penalty that holds back the weight of every rare
// pattern made them pay. A file's header says how many sets and blocks it
// holds (the others' weights then read as zero, and scoring passes them
// by).

//go:generate sh -c "go run ./internal/learn -variant polish > pattern_polish.bin.tmp && mv pattern_polish.bin.tmp pattern_polish.bin"

// polishCellSets is the number of sets scored cell by cell: all but the
// men's, which are scored by rows.
const polishCellSets = pattern.PolishSets - 1

// polishRowShift[r] is the first cell of row r of the 10×10 board; the
// row's five playing squares are the five cells from it.
var polishRowShift = func() (sh [10]uint8) {
	for r := range sh {
		sh[r] = uint8(geo10.cellOf[5*r+1])
	}
	return sh
}()

// polishLeftWing is the squares in columns 0-4 of the 10×10 board.
var polishLeftWing = func() (b uint64) {
	for sq := 1; sq <= 50; sq++ {
		if geo10.col[geo10.cellOf[sq]] < 5 {
			b |= geo10.cellBit(sq)
		}
	}
	return b
}()

// polishViewSquare is the square a man of side c on square sq stands on
// as c sees the board: its own back corner square 1 (Black's men start
// on 1-20 and move down the board; White's are turned half round).
func polishViewSquare(c Color, sq int) int {
	if c == White {
		return 51 - sq
	}
	return sq
}

// polishWeights are a Polish correction ready to score: the men's square
// weights gathered by row (rows[c][r][m] is the sum of the weights of
// side c's men in the set m of row r's five squares), the other sets'
// weights by cell (cells[c][k][cell] is the weight of set k+1 for a piece
// of side c on that cell), and the counts'. menOnly says that every
// weight of the other sets is zero (a file of the earlier layout), so
// that scoring can pass them by.
type polishWeights struct {
	rows    [2][10][32]int32
	cells   [2][polishCellSets][64]int32
	counts  [pattern.PolishCounts]int32
	menOnly bool
	blocks  []int32 // the blocks' weights as blockDifferences gives them, or nil
}

// polishWeightIndex is the index of the weight of set k for a piece of
// side c on square sq.
func polishWeightIndex(k int, c Color, sq int) int {
	return k*pattern.PolishSquares + polishViewSquare(c, sq) - 1
}

// newPolishWeights arranges the weights w, as a file holds them.
func newPolishWeights(w []int16) *polishWeights {
	pw := &polishWeights{menOnly: true}
	for c := Black; c <= White; c++ {
		for r := range 10 {
			for m := range 32 {
				s := int32(0)
				for i := range 5 {
					if m>>i&1 != 0 {
						s += int32(w[polishWeightIndex(pattern.PolishSetMen, c, 5*r+i+1)])
					}
				}
				pw.rows[c][r][m] = s
			}
		}
		for k := range polishCellSets {
			for sq := 1; sq <= 50; sq++ {
				v := int32(w[polishWeightIndex(k+1, c, sq)])
				pw.cells[c][k][geo10.cellOf[sq]] = v
				if v != 0 {
					pw.menOnly = false
				}
			}
		}
	}
	for i := range pattern.PolishCounts {
		pw.counts[i] = int32(w[pattern.PolishCountsAt+i])
	}
	if len(w) == pattern.PolishWeightsWithBlocks {
		pw.blocks = blockDifferences(w[pattern.PolishWeights:])
	}
	return pw
}

// blockShifts[k][i] is the cell of the first of the two dark squares of
// row i of block k: blocks are numbered across then down, their corners on
// rows and columns 0, 2, 4 and 6. On each row of a block its two dark
// squares are next to each other in the cells (see geometry.go), so a
// block's pattern is four 2-bit slices of a bitboard.
var blockShifts = func() (sh [pattern.PolishBlocks][4]uint8) {
	for k := range pattern.PolishBlocks {
		row0, col0 := 2*(k/4), 2*(k%4)
		for i := range 4 {
			sq := (row0+i)*5 + col0/2 + 1
			sh[k][i] = uint8(geo10.cellOf[sq])
		}
	}
	return sh
}()

// rotate10 turns a 10×10 bitboard half round: cell c becomes cell 53-c,
// square s square 51-s (a ghost cell stays a ghost).
func rotate10(b uint64) uint64 { return bits.Reverse64(b) >> 10 }

// views10 returns the pieces of the side to move (own) and of the opponent
// (opp) on the 10×10 board turned so that own men move down the board, as
// Black's do, and the same for the opponent.
func views10(p *position) (own, opp, theirOwn, theirOpp uint64) {
	own, opp = p.pieces[p.side], p.pieces[p.side^1]
	if p.side == White {
		own, opp = rotate10(own), rotate10(opp)
	}
	return own, opp, rotate10(opp), rotate10(own)
}

// blockBits gathers the eight dark squares of block k of b into a byte,
// row by row from the top.
func blockBits(b uint64, k int) byte {
	sh := &blockShifts[k]
	return byte(b>>sh[0]&3 | (b>>sh[1]&3)<<2 | (b>>sh[2]&3)<<4 | (b>>sh[3]&3)<<6)
}

// blockIndex is the pattern of block k in a view of the 10×10 board, an
// index into the block weights.
func blockIndex(own, opp uint64, k int) int32 {
	return int32(k*pattern.Indices) + int32(ternary[blockBits(own, k)]) + 2*int32(ternary[blockBits(opp, k)])
}

// polishBlockScore is the block patterns' part of the correction of p,
// for the side to move, from the blocks' weights d as blockDifferences
// gives them.
func polishBlockScore(p *position, d []int32) int {
	black := blackBlockIndices(p)
	d = d[:pattern.PolishBlocks*pattern.Indices]
	s := int32(0)
	for k := range pattern.PolishBlocks {
		s += d[k*pattern.Indices+int(black[k])]
	}
	if p.side == White {
		s = -s
	}
	return int(s)
}

// blockDifferences turns the block weights w (pattern.Indices for each
// block, as a file holds them) into the table polishBlockScore reads: for
// each block k and pattern i of Black's view, Black's weight less White's,
// White seeing block 15-k in the pattern turnedBlock[i]. So the blocks of
// both views are scored by one look-up each.
func blockDifferences(w []int16) []int32 {
	d := make([]int32, pattern.PolishBlocks*pattern.Indices)
	for k := range pattern.PolishBlocks {
		mine, theirs := w[k*pattern.Indices:], w[(pattern.PolishBlocks-1-k)*pattern.Indices:]
		for i := range pattern.Indices {
			d[k*pattern.Indices+i] = int32(mine[i]) - int32(theirs[turnedBlock[i]])
		}
	}
	return d
}

// blackBlockIndices are the patterns of the blocks as Black sees the
// board (blockIndex of Black's and White's pieces, without the block's
// offset), read a row at a time: rowPairs gives each row's four pairs of
// neighbouring dark squares as base-3 numbers, and a block's pattern is
// its four rows' pairs, the top row's the lowest digits.
func blackBlockIndices(p *position) [pattern.PolishBlocks]uint16 {
	var pairs [10][4]uint8
	black, white := p.pieces[Black], p.pieces[White]
	for r := range 10 {
		sh := polishRowShift[r]
		pairs[r] = rowPairs[black>>sh&31|(white>>sh&31)<<5]
	}
	var idx [pattern.PolishBlocks]uint16
	for k := range pattern.PolishBlocks {
		r, c := 2*(k/4), k%4
		idx[k] = uint16(pairs[r][c]) + 9*uint16(pairs[r+1][c]) + 81*uint16(pairs[r+2][c]) + 729*uint16(pairs[r+3][c])
	}
	return idx
}

// rowPairs[b|w<<5], for the five dark squares of a row holding Black's
// pieces b and White's w, gives for each pair of neighbouring squares j
// and j+1 the number t(j) + 3·t(j+1), t being 0 for an empty square, 1
// for Black's piece and 2 for White's.
var rowPairs = func() (t [1024][4]uint8) {
	for key := range t {
		b, w := key&31, key>>5
		if b&w != 0 {
			continue
		}
		trit := func(j int) uint8 { return uint8(b>>j&1 + 2*(w>>j&1)) }
		for j := range 4 {
			t[key][j] = trit(j) + 3*trit(j+1)
		}
	}
	return t
}()

// turnedBlock[i] is the pattern i of a block as the other side sees the
// block turned half round: its squares in the reverse order, and each
// piece the other side's. White's view of block k is Black's view of
// block 15-k so turned.
var turnedBlock = func() (t [pattern.Indices]uint16) {
	for i := range t {
		v, turned := i, 0
		for range pattern.Squares {
			d := v % 3
			v /= 3
			turned = 3*turned + (3-d)%3 // 1 and 2 change places, 0 stays
		}
		t[i] = uint16(turned)
	}
	return t
}()

// polishSetBoards are the pieces of side c of p in each set but the
// men's: polishSetBoards(p, c)[k] holds those of set k+1.
func polishSetBoards(p *position, c Color) [polishCellSets]uint64 {
	own, opp := p.pieces[c], p.pieces[c^1]
	men := own &^ p.kings
	// A man's neighbours ahead to its left and right: White's men move up
	// the board, Black's down, and Black's left is the board's right.
	aheadLeft, aheadRight := dr10, dl10 // men whose such neighbour is in the board given
	if c == Black {
		aheadLeft, aheadRight = ul10, ur10
	}
	return [polishCellSets]uint64{
		pattern.PolishSetKings - 1:        own & p.kings,
		pattern.PolishSetChainedLeft - 1:  men & aheadLeft(own),
		pattern.PolishSetChainedRight - 1: men & aheadRight(own),
		pattern.PolishSetFacedLeft - 1:    men & aheadLeft(opp),
		pattern.PolishSetFacedRight - 1:   men & aheadRight(opp),
	}
}

// polishCounts are the counts of p (see the Polish constants).
func polishCounts(p *position) [pattern.PolishCounts]int {
	var x [pattern.PolishCounts]int
	empty := board10 &^ p.occupied()
	for c := Black; c <= White; c++ {
		sign := 1
		if c != p.side {
			sign = -1
		}
		own := p.pieces[c]
		men, kings := own&^p.kings, own&p.kings
		x[pattern.PolishMaterial] += sign * 3 * bits.OnesCount64(kings)
		x[pattern.PolishMaterial] += sign * bits.OnesCount64(men)
		var backed uint64
		if c == Black { // its men move down: the squares behind are above
			backed = men & dr10(own) & dl10(own)
			x[pattern.PolishManMoves] += sign * (bits.OnesCount64(dl10(men)&empty) + bits.OnesCount64(dr10(men)&empty))
		} else {
			backed = men & ur10(own) & ul10(own)
			x[pattern.PolishManMoves] += sign * (bits.OnesCount64(ul10(men)&empty) + bits.OnesCount64(ur10(men)&empty))
		}
		x[pattern.PolishBacked] += sign * bits.OnesCount64(backed)
		x[pattern.PolishLone] += sign * bits.OnesCount64(men&^(ul10(own)|ur10(own)|dl10(own)|dr10(own)))
		x[pattern.PolishChains] += sign * (bits.OnesCount64(men&ul10(men)) + bits.OnesCount64(men&ur10(men)))
		left, right := bits.OnesCount64(men&polishLeftWing), bits.OnesCount64(men&^polishLeftWing)
		x[pattern.PolishImbalance] += sign * abs(left-right)
	}
	x[pattern.PolishEnPrise] = bits.OnesCount64(enPrise10(p.pieces[p.side], p.pieces[p.side^1], empty))
	x[pattern.PolishMaterialLate] = x[pattern.PolishMaterial] * (40 - bits.OnesCount64(p.occupied()))
	x[pattern.PolishMove] = 1
	return x
}

// enPrise10 is the pieces of own that a piece of opp standing next to one
// of them could jump at once, the square beyond it being empty (a flying
// king's longer captures are not counted).
func enPrise10(own, opp, empty uint64) uint64 {
	return own & (dr10(opp)&ul10(empty) | dl10(opp)&ur10(empty) | ur10(opp)&dl10(empty) | ul10(opp)&dr10(empty))
}

// polishSquareScore is the square weights' part of the correction of p,
// for the side to move.
func polishSquareScore(p *position, w *polishWeights) int {
	var s [2]int32
	for c := Black; c <= White; c++ {
		men := p.pieces[c] &^ p.kings
		t := &w.rows[c]
		for r := range 10 {
			s[c] += t[r][men>>polishRowShift[r]&31]
		}
		if w.menOnly {
			continue
		}
		for k, b := range polishSetBoards(p, c) {
			cells := &w.cells[c][k]
			for ; b != 0; b &= b - 1 {
				s[c] += cells[bits.TrailingZeros64(b)]
			}
		}
	}
	return int(s[p.side] - s[p.side^1])
}

// evalLearned10 scores p, on the 10×10 board, for the side to move: the
// classic Polish evaluation corrected by the learned weights w.
func evalLearned10(p *position, w *polishWeights) int {
	s := evalPolish(p) + polishSquareScore(p, w)
	for i, v := range polishCounts(p) {
		s += int(w.counts[i]) * v
	}
	if w.blocks != nil {
		s += polishBlockScore(p, w.blocks)
	}
	return s
}

// PolishLearningSample is s as the learned Polish correction sees it, for
// fitting its weights. ok is false unless s is an ongoing Polish game
// whose side to move has no capture (the search evaluates only such quiet
// positions).
func PolishLearningSample(s State) (x pattern.PolishSample, ok bool) {
	if !quietPosition(s, Polish) {
		return x, false
	}
	p := &s.pos
	for c := Black; c <= White; c++ {
		sign := int16(1)
		if c != p.side {
			sign = -1
		}
		for b := p.pieces[c] &^ p.kings; b != 0; b &= b - 1 {
			sq := geo10.squareOf[bits.TrailingZeros64(b)]
			x.Features[polishWeightIndex(pattern.PolishSetMen, c, sq)] += sign
		}
		for k, set := range polishSetBoards(p, c) {
			for b := set; b != 0; b &= b - 1 {
				sq := geo10.squareOf[bits.TrailingZeros64(b)]
				x.Features[polishWeightIndex(k+1, c, sq)] += sign
			}
		}
	}
	for i, v := range polishCounts(p) {
		x.Features[pattern.PolishCountsAt+i] = int16(v)
	}
	x.Classic = int32(evalPolish(p))
	x.Kings = p.kings != 0
	own, opp, theirOwn, theirOpp := views10(p)
	for k := range pattern.PolishBlocks {
		x.Plus[k], x.Minus[k] = blockIndex(own, opp, k), blockIndex(theirOwn, theirOpp, k)
	}
	return x, true
}
