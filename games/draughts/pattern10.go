package draughts

import "math/bits"

// The learned evaluation of the Polish game: the classic Polish score plus,
// while no king stands, a correction of the same form as English
// draughts' (see pattern.go), its windows the sixteen blocks of four rows
// by four columns of the 10×10 board whose top left corner is on an even
// row and column. Each block
// holds eight dark squares, two on each of its rows, and on each row the
// two are next to each other in the cells (see geometry.go), so a block's
// pattern is four 2-bit slices of a side's bitboard.

//go:generate sh -c "go run ./internal/learn -variant polish > pattern_polish.bin.tmp && mv pattern_polish.bin.tmp pattern_polish.bin"

// blockShifts[k][i] is the cell of the first of the two dark squares of
// row i of block k: blocks are numbered across then down, their corners on
// rows and columns 0, 2, 4 and 6.
var blockShifts = func() (sh [PolishPatternWindows][4]uint8) {
	for k := range PolishPatternWindows {
		row0, col0 := 2*(k/4), 2*(k%4)
		for i := range 4 {
			// Columns col0..col0+3 of a row hold its dark squares
			// col0/2 and col0/2+1, counting from 0 at the left.
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

// blockIndex is the pattern of block k in a view of the 10×10 board.
func blockIndex(own, opp uint64, k int) int32 {
	return int32(k*PatternIndices) + int32(ternary[blockBits(own, k)]) + 2*int32(ternary[blockBits(opp, k)])
}

// patternScalars10 are the counts of p on the 10×10 board (see the
// Scalar constants): a king's moves are every square it could fly to.
func patternScalars10(p *position) [PatternScalars]int {
	var x [PatternScalars]int
	empty := board10 &^ p.occupied()
	for c := Black; c <= White; c++ {
		sign := 1
		if c != p.side {
			sign = -1
		}
		own, opp := p.pieces[c], p.pieces[c^1]
		men, kings := own&^p.kings, own&p.kings
		x[ScalarKings] += sign * bits.OnesCount64(kings)
		tables10.countMen(&x, sign, c, men, opp, 9)
		var manMoves int
		if c == Black {
			manMoves = bits.OnesCount64(dl10(men)&empty) + bits.OnesCount64(dr10(men)&empty)
		} else {
			manMoves = bits.OnesCount64(ul10(men)&empty) + bits.OnesCount64(ur10(men)&empty)
		}
		x[ScalarManMoves] += sign * manMoves
		x[ScalarKingMoves] += sign * kingFlights10(kings, empty)
	}
	x[ScalarMove] = 1
	return x
}

// kingFlights10 counts the ordinary moves of the kings on the 10×10
// board: every empty square each can reach along a diagonal.
func kingFlights10(kings, empty uint64) int {
	n := 0
	for ray := kings; ray != 0; {
		ray = ul10(ray) & empty
		n += bits.OnesCount64(ray)
	}
	for ray := kings; ray != 0; {
		ray = ur10(ray) & empty
		n += bits.OnesCount64(ray)
	}
	for ray := kings; ray != 0; {
		ray = dl10(ray) & empty
		n += bits.OnesCount64(ray)
	}
	for ray := kings; ray != 0; {
		ray = dr10(ray) & empty
		n += bits.OnesCount64(ray)
	}
	return n
}

// evalLearned10 scores p, on the 10×10 board, for the side to move: the
// classic Polish evaluation, corrected by the learned weights w while no
// king stands. A flying king changes the game more than the patterns,
// which do not tell kings from men, can say: the weights fitted with
// kings on the board valued a king below a man, and lost every game
// (docs/PERFORMANCE.md).
func evalLearned10(p *position, w *learnedWeights) int {
	s := evalPolish(p)
	if p.kings != 0 {
		return s
	}
	own, opp, theirOwn, theirOpp := views10(p)
	pat := w.patterns[:PolishPatternWindows*PatternIndices]
	for k := range PolishPatternWindows {
		s += int(pat[blockIndex(own, opp, k)]) - int(pat[blockIndex(theirOwn, theirOpp, k)])
	}
	for i, v := range patternScalars10(p) {
		s += int(w.scalars[i]) * v
	}
	return s
}
