package draughts

import (
	"math/bits"

	"parlour/games/internal/engine"
)

// Evaluation, in hundredths of a man, from the point of view of the side to
// move. Each game has its own: English draughts, the Losing game (where
// pieces are a burden) and the Polish game (where a flying king is worth
// about three men).

// evalTables are the per-board tables the evaluations use.
type evalTables struct {
	rowsToGo [2][64]int    // rows a man of each side has still to go to be crowned
	cone     [2][64]uint64 // squares ahead of a man that an enemy piece could stop it from
	flank    [2][64]flank  // where an enemy man would take a man backwards as it steps forward
	centre   uint64        // the central squares
	guard    [2]uint64     // back-rank squares that keep the enemy from crowning
	edge     uint64        // squares on the sides of the board
	dist     [64][64]int8  // king steps between two squares
}

var (
	tables8  = newEvalTables(geo8, []int{14, 15, 18, 19}, [2][]int{{1, 3}, {30, 32}})
	tables10 = newEvalTables(geo10, []int{22, 23, 24, 27, 28, 29}, [2][]int{{2, 3, 4}, {47, 48, 49}})
)

// flank is where, on the 10×10 board, an enemy man beside a man on its
// row would take it backwards as it steps forward: for each of its two
// steps, the enemy man's square two columns over that way (every square
// when the man has no step that way, none when the square is off the
// board), and the square it would land on, two rows ahead of the man (0
// when that is off the board).
type flank struct {
	beside [2]uint64
	land   uint64
}

// flanked reports whether a man of side c on cell is caught whichever
// way it steps: an enemy man (of oppMen) stands beside each step it has,
// with the square beyond empty.
func (t *evalTables) flanked(c Color, cell int, oppMen, empty uint64) bool {
	f := &t.flank[c][cell]
	return f.land&empty != 0 && f.beside[0]&oppMen != 0 && f.beside[1]&oppMen != 0
}

// flankOf is the flank of a man of side c on cell: for each step it has,
// the square a step back from where it lands, on its own row, and the
// square an enemy man there lands on when it takes it, across the step.
func flankOf(g *geometry, c Color, cell int) flank {
	var f flank
	left, right := forward(c)
	for i, d := range [2]int{left, right} {
		to := g.next[d][cell]
		if to == noCell {
			f.beside[i] = ^uint64(0) // no step this way: any enemy man shuts it
			continue
		}
		if beside := g.next[backOf[d]][to]; beside != noCell {
			f.beside[i] = 1 << beside
		}
		if land := g.next[acrossOf[d]][to]; land != noCell {
			f.land = 1 << land
		}
	}
	return f
}

// backOf and acrossOf are the directions that keep one of d's two
// senses and turn the other: back keeps the side and turns up and down,
// across keeps up or down and turns the side.
var (
	backOf   = [4]int{upLeft: downLeft, upRight: downRight, downLeft: upLeft, downRight: upRight}
	acrossOf = [4]int{upLeft: upRight, upRight: upLeft, downLeft: downRight, downRight: downLeft}
)

func newEvalTables(g *geometry, centre []int, guard [2][]int) *evalTables {
	t := &evalTables{}
	for _, sq := range centre {
		t.centre |= g.cellBit(sq)
	}
	for c := range guard {
		for _, sq := range guard[c] {
			t.guard[c] |= g.cellBit(sq)
		}
	}
	for a := 1; a <= g.squares; a++ {
		ca := g.cellOf[a]
		ra, ka := g.row[ca], g.col[ca]
		if ka == 0 || ka == g.size-1 {
			t.edge |= 1 << ca
		}
		t.rowsToGo[Black][ca] = g.size - 1 - ra
		t.rowsToGo[White][ca] = ra
		for c := range t.flank {
			t.flank[c][ca] = flankOf(g, Color(c), ca)
		}
		for b := 1; b <= g.squares; b++ {
			cb := g.cellOf[b]
			rb, kb := g.row[cb], g.col[cb]
			t.dist[ca][cb] = int8(max(abs(ra-rb), abs(ka-kb)))
			// The cone of a man: the squares ahead of it, widening by one
			// column each row, plus one column to each side.
			ahead := rb - ra // rows ahead for Black
			if ahead > 0 && abs(ka-kb) <= ahead+1 {
				t.cone[Black][ca] |= 1 << cb
			}
			if -ahead > 0 && abs(ka-kb) <= -ahead+1 {
				t.cone[White][ca] |= 1 << cb
			}
		}
	}
	return t
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// evaluate scores p for the side to move under rules r: the neural
// evaluation (English draughts and the Polish game, over the shipped
// pattern weights), or the learned evaluation with the weights r was
// given (State.WithLearnedWeights), or else the shipped ones.
func evaluate(p *position, r Rules) int {
	if r.eval == EvalNeural {
		if n := r.network(); n != nil {
			return evalNeural(p, n)
		}
	}
	switch r.Variant {
	case Polish:
		if r.eval != EvalClassic {
			w := learnedPolish()
			if r.weights != nil {
				w = r.weights.polish
			}
			if w != nil {
				return evalLearned10(p, w)
			}
		}
		return evalPolish(p)
	case Losing:
		return evalLosing(p)
	}
	if r.eval != EvalClassic {
		w := learnedEnglish()
		if r.weights != nil {
			w = r.weights.english
		}
		if w != nil {
			return evalLearned(p, w)
		}
	}
	return evalEnglish(p)
}

// endgameWin is the score of a win the endgame database knows of, less the
// plies it takes; it stays below the scores of wins the search sees to
// the end (beyond winBound), since the draw rules may yet intervene.
const endgameWin = winBound - 200

// endgameResultWin is the score of a win the database holds as a result
// alone, less the plies from the root, plus the evaluation (within
// endgameLead either way): below every counted win and far above any
// evaluation, and ranked by the evaluation among themselves, so that a
// search makes for a crowning or an exchange, on to the counted part.
const (
	endgameResultWin = winBound - 2000
	endgameLead      = 900
)

// DatabaseScore reports whether a search's score is a win or loss the
// endgame database gave (res the result for the side to move), rather
// than an evaluation: such scores lie between the evaluations and the
// wins the search sees to the end.
func DatabaseScore(score int) (res EndgameResult, ok bool) {
	least := endgameResultWin - endgameLead - engine.MaxPly
	switch {
	case score >= least && score < winBound:
		return EndgameWin, true
	case score <= -least && score > -winBound:
		return EndgameLoss, true
	}
	return EndgameDraw, false
}

// endgameEval scores p, ply plies from the root, by its value v in the
// endgame database: quicker wins higher, slower losses less low; a win or
// loss without its plies by the evaluation under r too.
func endgameEval(v EndgameValue, p *position, r Rules, ply int) int {
	switch {
	case v.Result == EndgameDraw:
		return 0
	case v.Counted && v.Result == EndgameWin:
		return endgameWin - v.Plies - ply
	case v.Counted:
		return -(endgameWin - v.Plies - ply)
	}
	lead := min(max(evaluate(p, r), -endgameLead), endgameLead)
	if v.Result == EndgameWin {
		return endgameResultWin - ply + lead
	}
	return -(endgameResultWin - ply) + lead
}

// Weights of the English evaluation.
const (
	manValue8     = 100
	kingValue8    = 135
	guardBonus8   = 12
	centreBonus8  = 5
	advanceBonus8 = 2
	edgeKing8     = 6
	mobility8     = 2
	chaseWeight   = 10 // per step between a leading king and the nearest enemy piece
	trapWeight    = 10 // per move left to the trailing side's last pieces
	refugeWeight  = 40 // per king of the trailing side in a double corner
)

// doubleCorners8 are the squares of the two double corners: 1 and 5, 28
// and 32.
var doubleCorners8 = geo8.cellBit(1) | geo8.cellBit(5) | geo8.cellBit(28) | geo8.cellBit(32)

func evalEnglish(p *position) int {
	var score [2]int
	for c := Black; c <= White; c++ {
		own, opp := p.pieces[c], p.pieces[c^1]
		men, kings := own&^p.kings, own&p.kings
		s := manValue8*bits.OnesCount64(men) + kingValue8*bits.OnesCount64(kings)
		s += centreBonus8 * bits.OnesCount64(own&tables8.centre)
		s -= edgeKing8 * bits.OnesCount64(kings&tables8.edge)
		if opp&^p.kings != 0 {
			s += guardBonus8 * bits.OnesCount64(men&tables8.guard[c])
		}
		for b := men; b != 0; b &= b - 1 {
			cell := bits.TrailingZeros64(b)
			togo := tables8.rowsToGo[c][cell]
			s += advanceBonus8 * (7 - togo)
			if tables8.cone[c][cell]&opp == 0 {
				s += runaway(togo, kingValue8-manValue8)
			}
		}
		score[c] = s + mobility8*quietMoves8(p, c)
	}
	me := p.side
	return score[me] - score[me^1] + endgame(p, tables8, score[me]-score[me^1], 24)
}

// runaway is the bonus for a man no enemy piece can stop: nearly the worth
// of a king, less for each row still to go.
func runaway(togo, kingGain int) int {
	return max(kingGain+20-6*togo, 4)
}

// quietMoves8 counts the ordinary moves of side c on the 8×8 board.
func quietMoves8(p *position, c Color) int {
	own := uint32(p.pieces[c])
	kings := own & uint32(p.kings)
	empty := ^uint32(p.occupied())
	n := bits.OnesCount32(ul8(kings)&empty) + bits.OnesCount32(ur8(kings)&empty) +
		bits.OnesCount32(dl8(kings)&empty) + bits.OnesCount32(dr8(kings)&empty)
	men := own &^ kings
	if c == Black {
		return n + bits.OnesCount32(dl8(men)&empty) + bits.OnesCount32(dr8(men)&empty)
	}
	return n + bits.OnesCount32(ul8(men)&empty) + bits.OnesCount32(ur8(men)&empty)
}

// endgame adds, for the side ahead by lead, a reason to exchange pieces (the
// fewer pieces left the more a lead tells) and, against three pieces or
// fewer, to bring its kings up to them and (on the 8×8 board, where kings
// move one square) to leave them few moves: that is how a won ending such
// as two kings against one is pressed home within the count.
func endgame(p *position, t *evalTables, lead, full int) int {
	if lead > -60 && lead < 60 {
		return 0
	}
	me := p.side
	strong, weak := me, me^1
	sign := 1
	if lead < 0 {
		strong, weak, sign = weak, strong, -1
	}
	total := bits.OnesCount64(p.occupied())
	bonus := 4 * (full - total)
	if n := bits.OnesCount64(p.pieces[weak]); n <= 3 && n > 0 {
		for k := p.pieces[strong] & p.kings; k != 0; k &= k - 1 {
			a := bits.TrailingZeros64(k)
			nearest := 99
			for e := p.pieces[weak]; e != 0; e &= e - 1 {
				nearest = min(nearest, int(t.dist[a][bits.TrailingZeros64(e)]))
			}
			bonus -= chaseWeight * nearest
		}
		if t == tables8 {
			bonus -= trapWeight * quietMoves8(p, weak)
			// The book: "the possessor of the two kings commonly gets one
			// in each double corner", where they are hardest to pin;
			// the stronger side plays to keep them out.
			if p.pieces[weak]&^p.kings == 0 {
				bonus -= refugeWeight * bits.OnesCount64(p.pieces[weak]&doubleCorners8)
			}
		}
	}
	return sign * bonus
}

// The Losing game: every piece is a burden, and so is every move one has,
// since a side left without a move wins.
const (
	pieceLoss     = 100
	kingLoss      = 120
	mobilityLoss  = 3
	advanceLosing = 2
)

func evalLosing(p *position) int {
	var score [2]int
	for c := Black; c <= White; c++ {
		own := p.pieces[c]
		men, kings := own&^p.kings, own&p.kings
		s := -pieceLoss*bits.OnesCount64(men) - kingLoss*bits.OnesCount64(kings)
		for b := men; b != 0; b &= b - 1 {
			s -= advanceLosing * (7 - tables8.rowsToGo[c][bits.TrailingZeros64(b)])
		}
		score[c] = s - mobilityLoss*quietMoves8(p, c)
	}
	return score[p.side] - score[p.side^1]
}

// Weights of the Polish evaluation.
const (
	manValue10     = 100
	kingValue10    = 300
	guardBonus10   = 8
	centreBonus10  = 6
	advanceBonus10 = 2
	mobility10     = 1
)

// runaway10 reports whether the man of side c on cell, on the 10×10 board,
// will be crowned whatever the enemy pieces opp do: none of them in its
// cone and no king among them, and (as men take backwards here) no enemy
// men beside it on its row to take it whichever way it steps.
func runaway10(c Color, cell int, opp, kings, empty uint64) bool {
	return tables10.cone[c][cell]&opp == 0 && opp&kings == 0 && !tables10.flanked(c, cell, opp, empty)
}

func evalPolish(p *position) int {
	var score [2]int
	empty := board10 &^ p.occupied()
	for c := Black; c <= White; c++ {
		own, opp := p.pieces[c], p.pieces[c^1]
		men, kings := own&^p.kings, own&p.kings
		s := manValue10*bits.OnesCount64(men) + kingValue10*bits.OnesCount64(kings)
		s += centreBonus10 * bits.OnesCount64(men&tables10.centre)
		if opp&^p.kings != 0 {
			s += guardBonus10 * bits.OnesCount64(men&tables10.guard[c])
		}
		for b := men; b != 0; b &= b - 1 {
			cell := bits.TrailingZeros64(b)
			togo := tables10.rowsToGo[c][cell]
			s += advanceBonus10 * (9 - togo)
			if runaway10(c, cell, opp, p.kings, empty) {
				s += runaway(togo, kingValue10-manValue10) / 2
			}
		}
		var moves int
		if c == Black {
			moves = bits.OnesCount64(dl10(men)&empty) + bits.OnesCount64(dr10(men)&empty)
		} else {
			moves = bits.OnesCount64(ul10(men)&empty) + bits.OnesCount64(ur10(men)&empty)
		}
		moves += bits.OnesCount64((ul10(kings) | ur10(kings) | dl10(kings) | dr10(kings)) & empty)
		score[c] = s + mobility10*moves
	}
	me := p.side
	return score[me] - score[me^1] + endgame(p, tables10, score[me]-score[me^1], 40)
}
