package doublechess

import (
	"context"
	"math/bits"

	"parlour/games/internal/engine"
)

// WinScore is the score of a won game: a double checkmate in n
// quarter-moves scores WinScore-n, and a loss -(WinScore-n). Ordinary
// scores are in hundredths of a pawn and stay far below.
const WinScore = engine.WinScore

const (
	maxPly    = 100 // deepest ply a search may reach, passes and captures included
	maxDepth  = 60  // deepest iteration
	maxQDepth = 10  // deepest run of captures beyond the horizon
	winBound  = engine.WinBound
	infinity  = WinScore + 1
)

// Limits bound a search. The zero value searches until ctx is done (or to
// the deepest iteration). Depth is the deepest iteration, in quarter-moves,
// and Nodes the number of positions the search may visit; 0 means no limit.
// A search bounded by Depth or Nodes, and not cut short by ctx, gives the
// same result every time.
type Limits = engine.Limits

// Result is what a search found: the best move (the zero Move when the game
// is over), its score for the side to move in hundredths of a pawn (beyond
// ±(WinScore-1000) a forced double checkmate, see WinIn, which counts in
// quarter-moves), the deepest iteration completed in quarter-moves, the
// positions visited and the line the search expects.
type Result = engine.Result[Move]

// Search looks for the best move of the player to move by iterative
// deepening. The sides alternate every quarter-move, so the four-handed
// game is searched as a two-sided one: an alpha-beta search (principal
// variation search) scoring each position for the side to move, with a
// transposition table, captures resolved beyond the horizon, null moves,
// late quiet moves searched shallower, and moves tried in the order table
// move, captures (most valuable victim first), killer moves, history. A
// checkmated player's pass is played without counting as a ply. It stops
// at the limits or when ctx is done, whichever comes first, and returns
// the result of the deepest iteration completed.
func Search(ctx context.Context, s State, lim Limits) Result {
	sr := newSearcher(ctx, s.rules, lim)
	return sr.run(s, lim.Depth)
}

// searcher is the state of one search.
type searcher struct {
	done     <-chan struct{}
	rules    Rules
	tt       *table
	nodes    int64
	maxNodes int64
	stopped  bool
	killers  [maxPly][2]move
	history  [128][ncells]int32
	lists    [maxPly][]move
	scores   [maxPly][]int32
	pv       [maxPly][maxPly]move
	pvLen    [maxPly]int
	// rootNoise is added to the score of each move at the root: the
	// blurred judgement of the weaker levels.
	rootNoise map[move]int
}

func newSearcher(ctx context.Context, r Rules, lim Limits) *searcher {
	bits := 20
	switch {
	case lim.Nodes > 0 && lim.Nodes <= 50_000:
		bits = 14
	case lim.Nodes > 0 && lim.Nodes <= 300_000:
		bits = 16
	}
	sr := &searcher{done: ctx.Done(), rules: r, tt: newTable(bits), maxNodes: lim.Nodes}
	for i := range sr.lists {
		sr.lists[i] = make([]move, 0, 128)
		sr.scores[i] = make([]int32, 0, 128)
	}
	return sr
}

// run deepens the search of s until a limit is reached. A searcher may
// run again, on another position, with other limits: its table and
// history carry over.
func (sr *searcher) run(s State, depthLimit int) Result {
	if depthLimit <= 0 || depthLimit > maxDepth {
		depthLimit = maxDepth
	}
	sr.nodes, sr.stopped = 0, false
	var res Result
	if Outcome(s).Status != Ongoing {
		return res
	}
	p := s.pos
	root := p.legalMoves(nil)
	res.Move = public(root[0])
	if len(root) == 1 {
		res.PV = []Move{res.Move}
		return res
	}
	for depth := 1; depth <= depthLimit; depth++ {
		score := sr.node(&p, depth, 0, -infinity, infinity, false)
		if sr.stopped && depth > 1 {
			break
		}
		if sr.pvLen[0] > 0 {
			res.Score, res.Depth = score, depth
			res.PV = res.PV[:0]
			for i := 0; i < sr.pvLen[0]; i++ {
				res.PV = append(res.PV, public(sr.pv[0][i]))
			}
			res.Move = res.PV[0]
		}
		if sr.stopped || score > winBound || score < -winBound {
			break
		}
	}
	res.Nodes = sr.nodes
	return res
}

// tick counts a node and reports whether the search must stop.
func (sr *searcher) tick() bool {
	sr.nodes++
	if sr.maxNodes > 0 && sr.nodes >= sr.maxNodes {
		sr.stopped = true
	}
	if sr.nodes&2047 == 0 {
		select {
		case <-sr.done:
			sr.stopped = true
		default:
		}
	}
	return sr.stopped
}

// terminal returns the score of a finished game for the side to move.
func terminal(v Verdict, p *position, ply int) int {
	if v.Status != Won {
		return 0
	}
	if v.Winner == p.turn.Side() {
		return WinScore - ply
	}
	return -(WinScore - ply)
}

// passOn returns p after the player to move passes.
func passOn(p *position) position {
	q := *p
	q.play(passMove)
	return q
}

// node searches p to depth quarter-moves with the window (alpha, beta).
func (sr *searcher) node(p *position, depth, ply, alpha, beta int, allowNull bool) int {
	sr.pvLen[ply] = ply
	if sr.tick() {
		return 0
	}
	if ply > 0 {
		if v, over := p.decided(sr.rules); over {
			return terminal(v, p, ply)
		}
	}
	if ply >= maxPly-1 {
		return evaluate(p)
	}
	col := p.turn
	if p.isDead(col) {
		q := passOn(p)
		score := -sr.node(&q, depth, ply+1, -beta, -alpha, allowNull)
		sr.setPV(ply, passMove)
		return score
	}
	if depth <= 0 {
		return sr.quiesce(p, ply, alpha, beta, 0)
	}
	ttMove := nullMove
	if e, ok := sr.tt.probe(p.hash); ok {
		ttMove = e.move
		if ply > 0 && int(e.depth) >= depth {
			sc := engine.FromTable(int(e.score), ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && sc >= beta,
				e.bound == boundUpper && sc <= alpha:
				return sc
			}
		}
	}
	inCheck := p.inCheck(col)
	if allowNull && !inCheck && depth >= 3 && beta < winBound && beta > -winBound && sr.sideHasPieces(p, col) {
		q := passOn(p)
		r := 2 + depth/6
		sc := -sr.node(&q, depth-1-r, ply+1, -beta, -beta+1, false)
		if sr.stopped {
			return 0
		}
		if sc >= beta {
			return beta
		}
	}
	moves := p.generate(col, sr.lists[ply][:0])
	scores := sr.orderMoves(p, moves, ttMove, ply, sr.scores[ply][:0])
	sr.lists[ply], sr.scores[ply] = moves, scores
	origAlpha := alpha
	best, bestMove, legal := -infinity, nullMove, 0
	guardReleased := p.adversaryDead(col)
	for i := range moves {
		pickBest(moves, scores, i)
		m := moves[i]
		if !p.legal(m, col, inCheck) {
			continue
		}
		child := p.after(m)
		if guardReleased && !child.safeFromReleased(p, col) {
			continue
		}
		legal++
		quiet := p.board[m.to()] == empty && m.promo() == NoKind
		noise := 0
		if ply == 0 {
			noise = sr.rootNoise[m]
		}
		// The child is searched for its own score; the noise shifts the
		// window it is searched with and is added to what it returns.
		a, b := alpha-noise, beta-noise
		var sc int
		if legal == 1 {
			sc = -sr.node(&child, depth-1, ply+1, -b, -a, true)
		} else {
			r := 0
			if quiet && depth >= 3 && legal > 3 && !inCheck && m != sr.killers[ply][0] && m != sr.killers[ply][1] {
				r = 1
				if legal > 10 && depth >= 5 {
					r = 2
				}
			}
			sc = -sr.node(&child, depth-1-r, ply+1, -a-1, -a, true)
			if sc > a && r > 0 {
				sc = -sr.node(&child, depth-1, ply+1, -a-1, -a, true)
			}
			if sc > a && sc < b {
				sc = -sr.node(&child, depth-1, ply+1, -b, -a, true)
			}
		}
		sc += noise
		if sr.stopped {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
			if sc > alpha {
				alpha = sc
				sr.setPV(ply, m)
				if sc >= beta {
					if quiet {
						sr.rememberCutoff(p, m, ply, depth)
					}
					break
				}
			}
		}
	}
	if legal == 0 {
		if p.isDead(col.Partner()) {
			return 0 // stalemate with the partner mated: drawn
		}
		q := passOn(p)
		score := -sr.node(&q, depth-1, ply+1, -beta, -alpha, true)
		sr.setPV(ply, passMove)
		return score
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	sr.tt.store(p.hash, bestMove, best, depth, ply, bound)
	return best
}

// sideHasPieces reports whether the side of col has a live piece other
// than pawns and kings, so that passing is unlikely to be its best move
// (the null-move test is unsound only in zugzwang).
func (sr *searcher) sideHasPieces(p *position, col Color) bool {
	for _, c := range col.Side().Players() {
		if p.isDead(c) {
			continue
		}
		for i, w := range p.men[c] {
			for w != 0 {
				x := i<<6 | bits.TrailingZeros64(w)
				w &= w - 1
				if k := kindOf(p.board[x]); k != Pawn && k != King {
					return true
				}
			}
		}
	}
	return false
}

// setPV makes m followed by the child's line the line at ply.
func (sr *searcher) setPV(ply int, m move) {
	sr.pv[ply][ply] = m
	n := ply + 1
	if ply+1 < maxPly {
		for j := ply + 1; j < sr.pvLen[ply+1]; j++ {
			sr.pv[ply][j] = sr.pv[ply+1][j]
		}
		n = max(sr.pvLen[ply+1], ply+1)
	}
	sr.pvLen[ply] = n
}

// rememberCutoff records a quiet move that refuted a line.
func (sr *searcher) rememberCutoff(p *position, m move, ply, depth int) {
	if sr.killers[ply][0] != m {
		sr.killers[ply][1] = sr.killers[ply][0]
		sr.killers[ply][0] = m
	}
	h := &sr.history[p.board[m.from()]&0x7F][m.to()]
	*h += int32(depth * depth)
	if *h > 1<<24 {
		for i := range sr.history {
			for j := range sr.history[i] {
				sr.history[i][j] /= 2
			}
		}
	}
}

// orderMoves scores moves for the order of trying them.
func (sr *searcher) orderMoves(p *position, moves []move, ttMove move, ply int, scores []int32) []int32 {
	for _, m := range moves {
		var sc int32
		switch t := p.board[m.to()]; {
		case m == ttMove:
			sc = 1 << 30
		case t != empty:
			sc = 1<<28 + int32(manValue[kindOf(t)]*16-manValue[kindOf(p.board[m.from()])]/16)
		case m.promo() != NoKind:
			sc = 1<<28 + int32(manValue[m.promo()])
		case m == sr.killers[ply][0]:
			sc = 1 << 27
		case m == sr.killers[ply][1]:
			sc = 1<<27 - 1
		default:
			sc = sr.history[p.board[m.from()]&0x7F][m.to()]
		}
		scores = append(scores, sc)
	}
	return scores
}

// pickBest moves the best-scored of moves[i:] to i.
func pickBest(moves []move, scores []int32, i int) {
	b := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	scores[i], scores[b] = scores[b], scores[i]
}

// quiesce resolves captures beyond the horizon: the side to move may
// stand on the position's score or take.
func (sr *searcher) quiesce(p *position, ply, alpha, beta, qdepth int) int {
	sr.pvLen[ply] = ply
	if sr.tick() {
		return 0
	}
	if ply > 0 {
		if v, over := p.decided(sr.rules); over {
			return terminal(v, p, ply)
		}
	}
	col := p.turn
	if p.isDead(col) {
		if ply >= maxPly-1 {
			return evaluate(p)
		}
		q := passOn(p)
		return -sr.quiesce(&q, ply+1, -beta, -alpha, qdepth)
	}
	stand := evaluate(p)
	if stand >= beta {
		return stand
	}
	alpha = max(alpha, stand)
	if qdepth >= maxQDepth || ply >= maxPly-1 {
		return stand
	}
	all := p.generate(col, sr.lists[ply][:0])
	moves := all[:0]
	for _, m := range all {
		if t := p.board[m.to()]; t != empty || m.promo() == Queen {
			if stand+manValue[kindOf(t)]+200 >= alpha || m.promo() != NoKind {
				moves = append(moves, m)
			}
		}
	}
	scores := sr.orderMoves(p, moves, nullMove, ply, sr.scores[ply][:0])
	sr.lists[ply], sr.scores[ply] = all, scores
	inCheck := p.inCheck(col)
	guardReleased := p.adversaryDead(col)
	best := stand
	for i := range moves {
		pickBest(moves, scores, i)
		m := moves[i]
		if !p.legal(m, col, inCheck) {
			continue
		}
		child := p.after(m)
		if guardReleased && !child.safeFromReleased(p, col) {
			continue
		}
		sc := -sr.quiesce(&child, ply+1, -beta, -alpha, qdepth+1)
		if sr.stopped {
			return 0
		}
		if sc > best {
			best = sc
			if sc > alpha {
				alpha = sc
				if sc >= beta {
					break
				}
			}
		}
	}
	return best
}
