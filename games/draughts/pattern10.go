package draughts

import "math/bits"

// The learned evaluation of the Polish game: the classic Polish score plus
// a small learned correction that a few hundred self-play games can pin
// down (docs/PERFORMANCE.md tells how the sixteen-window pattern tables
// of the earlier rounds, 105,000 weights, lost nearly every game):
//
//   - a weight for each of the 50 squares a man can stand on, seen from
//     its own side (the mover's men added, the opponent's, turned half
//     round, taken away), and
//   - weights for a few counts known to matter at 10×10 (see the Polish
//     constants): material (a king three men, as in the classic
//     evaluation, so that the fit cannot price a king below a man) and
//     its worth as pieces come off, men's moves, backed and lone men,
//     chains of men, the balance of the men between the two wings, and
//     the side to move's pieces en prise. (Tempo, the rows the men have
//     come, is a sum of square weights; runaway men are the classic
//     evaluation's.) All are counts of bitboards, no loop over the men,
//     so that the search loses few nodes a second.
//
// The same correction holds with kings on the board as without (it reads
// the men, and the kings only as material), so that no score jumps when a
// man is crowned. The generator
// (games/draughts/internal/learn) fits the weights by logistic regression,
// the classic score a fixed input, to positions of self-play games
// labelled by what a search of 100,000 nodes says of each: round 6, whose
// games were played, and whose labels searched, by the learned evaluation
// with round 5's weights (round 5's by the classic evaluation; round 4's
// labels, the games' results, had taught it the games' quirks).

//go:generate sh -c "go run ./internal/learn -variant polish > pattern_polish.bin.tmp && mv pattern_polish.bin.tmp pattern_polish.bin"

// The layout of the Polish weights: PolishSquares square weights, then the
// PolishCounts counts'.
const (
	// PolishSquares is the number of the men's square weights, one for
	// each playing square of the 10×10 board as the man's own side sees
	// it (square 1 its back corner, 50 its crowning row's last square).
	PolishSquares = 50
	// PolishCounts is the number of counts after the square weights.
	PolishCounts = 9
	// PolishWeights is the number of weights of the Polish correction.
	PolishWeights = PolishSquares + PolishCounts
)

// The Polish counts, at PolishSquares + the constant: each the side to
// move's less the opponent's, except PolishMove (1) and PolishEnPrise.
const (
	PolishMaterial     = iota // men, and three for each king (the classic evaluation's ratio)
	PolishManMoves            // ordinary moves of the men
	PolishBacked              // men whose two squares behind hold own pieces
	PolishLone                // men with no own piece on a neighbouring square
	PolishChains              // pairs of own men on diagonally neighbouring squares
	PolishImbalance           // men on the fuller wing less those on the other (columns 0-4 against 5-9)
	PolishEnPrise             // the side to move's pieces an enemy piece could take at once
	PolishMaterialLate        // PolishMaterial times the pieces off the board (40 less those left)
	PolishMove                // 1: the worth of having the move
	polishCountsListed        // PolishCounts, checked by a test
)

// PolishSample is a quiet position of the Polish game as the learned
// correction sees it: the correction is the sum of each weight times its
// feature (square weights first: +1 for a man of the side to move on
// that square as it sees the board, -1 for an opponent's man on that
// square as the opponent sees it; then the counts). Classic is the classic
// evaluation's score for the side to move, the fixed input the weights
// correct; Kings tells whether a king stands.
type PolishSample struct {
	Features [PolishWeights]int16
	Classic  int32
	Kings    bool
}

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

// polishWeights are a Polish correction ready to score: the square
// weights gathered by row (rows[c][r][m] is the sum of the weights of
// side c's men in the set m of row r's five squares), and the counts'.
type polishWeights struct {
	rows   [2][10][32]int32
	counts [PolishCounts]int32
}

// newPolishWeights arranges the weights w, as a file holds them.
func newPolishWeights(w []int16) *polishWeights {
	pw := &polishWeights{}
	for c := Black; c <= White; c++ {
		for r := range 10 {
			for m := range 32 {
				s := int32(0)
				for i := range 5 {
					if m>>i&1 != 0 {
						s += int32(w[polishViewSquare(c, 5*r+i+1)-1])
					}
				}
				pw.rows[c][r][m] = s
			}
		}
	}
	for i := range PolishCounts {
		pw.counts[i] = int32(w[PolishSquares+i])
	}
	return pw
}

// polishCounts are the counts of p (see the Polish constants).
func polishCounts(p *position) [PolishCounts]int {
	var x [PolishCounts]int
	empty := board10 &^ p.occupied()
	for c := Black; c <= White; c++ {
		sign := 1
		if c != p.side {
			sign = -1
		}
		own := p.pieces[c]
		men, kings := own&^p.kings, own&p.kings
		x[PolishMaterial] += sign * 3 * bits.OnesCount64(kings)
		x[PolishMaterial] += sign * bits.OnesCount64(men)
		var backed uint64
		if c == Black { // its men move down: the squares behind are above
			backed = men & dr10(own) & dl10(own)
			x[PolishManMoves] += sign * (bits.OnesCount64(dl10(men)&empty) + bits.OnesCount64(dr10(men)&empty))
		} else {
			backed = men & ur10(own) & ul10(own)
			x[PolishManMoves] += sign * (bits.OnesCount64(ul10(men)&empty) + bits.OnesCount64(ur10(men)&empty))
		}
		x[PolishBacked] += sign * bits.OnesCount64(backed)
		x[PolishLone] += sign * bits.OnesCount64(men&^(ul10(own)|ur10(own)|dl10(own)|dr10(own)))
		x[PolishChains] += sign * (bits.OnesCount64(men&ul10(men)) + bits.OnesCount64(men&ur10(men)))
		left, right := bits.OnesCount64(men&polishLeftWing), bits.OnesCount64(men&^polishLeftWing)
		x[PolishImbalance] += sign * abs(left-right)
	}
	x[PolishEnPrise] = bits.OnesCount64(enPrise10(p.pieces[p.side], p.pieces[p.side^1], empty))
	x[PolishMaterialLate] = x[PolishMaterial] * (40 - bits.OnesCount64(p.occupied()))
	x[PolishMove] = 1
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
	return s
}

// PolishLearningSample is s as the learned Polish correction sees it, for
// fitting its weights. ok is false unless s is an ongoing Polish game
// whose side to move has no capture (the search evaluates only such quiet
// positions).
func PolishLearningSample(s State) (x PolishSample, ok bool) {
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
			x.Features[polishViewSquare(c, sq)-1] += sign
		}
	}
	for i, v := range polishCounts(p) {
		x.Features[PolishSquares+i] = int16(v)
	}
	x.Classic = int32(evalPolish(p))
	x.Kings = p.kings != 0
	return x, true
}
