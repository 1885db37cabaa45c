package circularchess

import (
	"context"
	"slices"

	"parlour/games/internal/engine"
)

// WinScore is the score of a won position. A win in n plies scores
// WinScore-n and a loss in n plies -(WinScore-n); ordinary scores are in
// hundredths of a pawn and stay far below.
const WinScore = engine.WinScore

const (
	maxPly   = 96 // deepest ply a search may reach, extensions included
	maxDepth = 64 // deepest iteration
	winBound = engine.WinBound
	infinity = WinScore + 1
)

// Limits bound a search. The zero value searches until ctx is done (or to
// the deepest iteration, 64 plies). Depth is the deepest iteration, in
// plies, and Nodes the number of positions the search may visit; 0 means
// no limit. A search bounded by Depth or Nodes (and not cut short by ctx)
// gives the same result every time.
type Limits = engine.Limits

// Result is what a search found: the best move (the zero Move when the game
// is over), its score for the side to move in hundredths of a pawn (beyond
// ±(WinScore-1000) a forced win or loss, see WinIn), the deepest iteration
// completed, the positions visited and the line the search expects.
type Result = engine.Result[Move]

// Search looks for the best move of s by iterative deepening: a principal
// variation search with a transposition table, null-move and late-move
// reductions, check extensions, and a quiescence search of captures and
// promotions at the horizon; moves are tried in the order hash move,
// captures (most valuable victim first), killer moves, history. It stops
// at the limits or when ctx is done, whichever comes first, and returns
// the result of the deepest iteration completed (the first iteration always
// completes).
func Search(ctx context.Context, s State, lim Limits) Result {
	return newSearcher(ctx, s, lim).run(s, lim.Depth)
}

// searcher is the state of one search.
type searcher struct {
	done      <-chan struct{}
	rules     Rules
	tt        *table
	nodes     int64
	maxNodes  int64
	mayStop   bool // an iteration has completed, so the search may stop
	stopped   bool
	rootMoves []Move // the root's moves in the order to try them, if set
	killers   [maxPly][2]Move
	history   [2][64][64]int32
	keys      []uint64 // keys of the positions since the last capture or pawn move, down to the current node
	pv        [maxPly][maxPly]Move
	pvLen     [maxPly]int
	stack     [maxPly + 1]position // the position at each ply below the root
	moves     [maxPly][maxMoves]Move
	scores    [maxPly][maxMoves]int32
}

func newSearcher(ctx context.Context, s State, lim Limits) *searcher {
	// A table of 2^bits entries (16 bytes each), fitted to the search.
	bits := 20
	switch {
	case lim.Nodes > 0 && lim.Nodes <= 20_000:
		bits = 12
	case lim.Nodes > 0 && lim.Nodes <= 200_000:
		bits = 16
	}
	return &searcher{done: ctx.Done(), rules: s.rules, tt: newTable(bits), maxNodes: lim.Nodes}
}

// run deepens the search of s until a limit is reached.
func (sr *searcher) run(s State, depthLimit int) Result {
	if depthLimit <= 0 || depthLimit > maxDepth {
		depthLimit = maxDepth
	}
	var res Result
	if Outcome(s).Status != Ongoing {
		return res
	}
	root := sr.rootMoves
	if root == nil {
		root = s.pos.legal(s.rules, nil)
	}
	sr.rootMoves = root
	for _, h := range s.history {
		sr.keys = append(sr.keys, h.key)
	}
	for depth := 1; depth <= depthLimit; depth++ {
		score := sr.root(&s.pos, depth, s.halfmove)
		if sr.stopped {
			break
		}
		sr.mayStop = true
		res = Result{Move: sr.pv[0][0], Score: score, Depth: depth, Nodes: sr.nodes,
			PV: slices.Clone(sr.pv[0][:sr.pvLen[0]])}
		if score > winBound || score < -winBound {
			if plies, _ := res.WinIn(); max(plies, -plies) <= depth {
				break // a forced result found within the depth searched stays found
			}
		}
		if sr.maxNodes > 0 && sr.nodes >= sr.maxNodes {
			break
		}
	}
	res.Nodes = sr.nodes
	return res
}

// root searches the root moves to the given depth, best first, and puts
// the best at the front for the next iteration.
func (sr *searcher) root(p *position, depth, halfmove int) int {
	alpha, beta := -infinity, infinity
	best := -infinity
	sr.pvLen[0] = 0
	for i, m := range sr.rootMoves {
		next := &sr.stack[1]
		*next = p.play(m, sr.rules)
		var score int
		sr.keys = append(sr.keys, p.key)
		hm := nextHalfmove(p, m, halfmove)
		if i == 0 {
			score = -sr.search(next, depth-1, 1, -beta, -alpha, hm, true)
		} else {
			score = -sr.search(next, depth-1, 1, -alpha-1, -alpha, hm, true)
			if score > alpha && !sr.stopped {
				score = -sr.search(next, depth-1, 1, -beta, -alpha, hm, true)
			}
		}
		sr.keys = sr.keys[:len(sr.keys)-1]
		if sr.stopped {
			return best
		}
		if score > best {
			best = score
			alpha = max(alpha, score)
			sr.setPV(0, m)
			// Move the new best to the front, keeping the others' order.
			copy(sr.rootMoves[1:i+1], sr.rootMoves[:i])
			sr.rootMoves[0] = m
		}
	}
	return best
}

// nextHalfmove returns the halfmove clock after move m.
func nextHalfmove(p *position, m Move, halfmove int) int {
	if p.board[m.From].Kind == Pawn || p.board[m.To].Kind != NoKind {
		return 0
	}
	return halfmove + 1
}

// setPV makes m followed by the child's line the line at ply.
func (sr *searcher) setPV(ply int, m Move) {
	sr.pv[ply][0] = m
	n := 1
	if ply+1 < maxPly {
		n += copy(sr.pv[ply][1:], sr.pv[ply+1][:sr.pvLen[ply+1]])
	}
	sr.pvLen[ply] = n
}
