package draughts

import (
	"context"
	"math/bits"

	"parlour/games/internal/engine"
)

// WinScore is the score of a won position. A win in n plies scores
// WinScore-n and a loss in n plies -(WinScore-n); ordinary scores are in
// hundredths of a man and stay far below.
const WinScore = engine.WinScore

const (
	maxPly   = 128 // deepest ply a search may reach, extensions included
	maxDepth = 64  // deepest iteration
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
// is over), its score for the side to move in hundredths of a man (near
// ±WinScore a forced win or loss, see WinIn), the deepest iteration
// completed, the positions visited and the line the search expects.
type Result = engine.Result[Move]

// Search looks for the best move of s by iterative deepening: an
// alpha-beta search (principal variation search) with a transposition
// table, captures resolved beyond the horizon, a forced reply not counted
// as a ply, late quiet moves searched shallower, and moves tried in the
// order hash move, captures (most pieces first), killer moves, history. It
// stops at the limits or when ctx is done, whichever comes first, and
// returns the result of the deepest iteration completed.
//
// The engine always captures when it can, even under the huffing rule.
func Search(ctx context.Context, s State, lim Limits) Result {
	return newSearcher(ctx, s, lim, nil).run(s, lim.Depth)
}

// searcher is the state of one search.
type searcher struct {
	done      <-chan struct{}
	rules     Rules // with compulsory capture
	tt        *table
	nodes     int64
	maxNodes  int64
	stopped   bool
	rootMoves []move // the root's moves in the order to try them, if set
	rootDepth int
	killers   [maxPly][2]move
	history   [2][64][64]int32
	lists     [maxPly][]move
	scores    [maxPly][]int32
	keys      []uint64 // keys of the positions since the last irreversible move, down to the current node
	pv        [maxPly][maxPly]move
	pvLen     [maxPly]int
}

// newSearcher prepares a search of s within lim, using tt as its
// transposition table, or a new one sized to the limits when tt is nil.
func newSearcher(ctx context.Context, s State, lim Limits, tt *table) *searcher {
	if tt == nil {
		tt = newTable(tableBits(lim))
	}
	r := s.rules
	r.Huffing = false
	return &searcher{done: ctx.Done(), rules: r, tt: tt, maxNodes: lim.Nodes}
}

// tableBits sizes the transposition table: 2^20 entries (16 MiB), or 2^16
// for a search of few nodes, which would not fill more.
func tableBits(lim Limits) int {
	if lim.Nodes > 0 && lim.Nodes <= 200_000 {
		return 16
	}
	return 20
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
		root = generate(&s.pos, sr.rules, nil)
	}
	if len(root) == 0 {
		return res
	}
	sr.rootMoves = root
	sr.keys = make([]uint64, 0, len(s.history)+maxPly+1)
	for _, h := range s.history {
		sr.keys = append(sr.keys, h.key())
	}
	key := s.pos.key()
	sr.keys = append(sr.keys, key)
	best := []move{root[0]}
	for depth := 1; depth <= depthLimit; depth++ {
		sr.rootDepth = depth
		score := sr.node(&s.pos, key, s.clocks, depth, 0, -infinity, infinity, 0)
		if sr.stopped {
			break
		}
		best = append(best[:0], sr.pv[0][:sr.pvLen[0]]...)
		res.Score, res.Depth = score, depth
		if len(root) == 1 || (score > winBound || score < -winBound) && WinScore-abs(score) <= depth {
			break
		}
	}
	res.Nodes = sr.nodes
	t := s
	for _, m := range best {
		pm := t.public(m)
		res.PV = append(res.PV, pm)
		t = t.play(m)
	}
	res.Move = res.PV[0]
	return res
}

// poll stops the search when a limit is reached.
func (sr *searcher) poll() {
	if sr.maxNodes > 0 && sr.nodes >= sr.maxNodes {
		sr.stopped = true
	}
	select {
	case <-sr.done:
		sr.stopped = true
	default:
	}
}

// noMoves is the score of a side to move that cannot move.
func (sr *searcher) noMoves(ply int) int {
	if sr.rules.Variant == Losing {
		return WinScore - ply
	}
	return -(WinScore - ply)
}

// node searches the position p, whose key is key, to depth plies and
// returns its score within (alpha, beta). base is the index in sr.keys of
// the first position that could repeat.
func (sr *searcher) node(p *position, key uint64, c clocks, depth, ply, alpha, beta, base int) int {
	sr.pvLen[ply] = ply
	sr.nodes++
	if sr.nodes&1023 == 0 {
		sr.poll()
	}
	if sr.stopped {
		return 0
	}
	if ply > 0 {
		for i := len(sr.keys) - 3; i >= base; i -= 2 {
			if sr.keys[i] == key {
				return 0
			}
		}
	}
	var list []move
	if ply == 0 {
		list = append(sr.lists[0][:0], sr.rootMoves...)
	} else {
		list = generate(p, sr.rules, sr.lists[ply][:0])
	}
	sr.lists[ply] = list
	if len(list) == 0 {
		return sr.noMoves(ply)
	}
	if ply > 0 {
		if _, drawn := c.drawn(sr.rules); drawn {
			return 0
		}
	}
	capture := list[0].caps != 0
	if ply >= maxPly-1 || depth <= 0 && !capture {
		return evaluate(p, sr.rules)
	}

	ttKey := key ^ clockSalt(c, sr.rules)
	var hashMove moveTag
	useTT := depth > 0
	if useTT {
		if e, ok := sr.tt.probe(ttKey); ok {
			hashMove = e.move
			if ply > 0 && e.depth >= depth && beta-alpha == 1 {
				score := engine.FromTable(e.score, ply)
				switch {
				case e.bound == boundExact,
					e.bound == boundLower && score >= beta,
					e.bound == boundUpper && score <= alpha:
					return score
				}
			}
		}
	}

	next := depth - 1
	switch {
	case depth <= 0:
		next = 0 // captures beyond the horizon: play them out
	}

	scores := sr.order(p, list, ply, hashMove)
	best, bestMove, origAlpha := -infinity, list[0], alpha
	for i := range list {
		// Bring the most promising remaining move forward.
		k := i
		for j := i + 1; j < len(list); j++ {
			if scores[j] > scores[k] {
				k = j
			}
		}
		list[i], list[k] = list[k], list[i]
		scores[i], scores[k] = scores[k], scores[i]
		m := list[i]

		var score int
		if i == 0 {
			score = -sr.child(p, key, c, m, next, ply, -beta, -alpha, base)
		} else {
			reduce := 0
			// Late quiet moves are searched a ply or two shallower
			// first, and again at full depth only if they look good.
			if !capture && depth >= 2 && i >= 2 && scores[i] < killerScore && bits.OnesCount64(p.occupied()) > 6 {
				reduce = 1
				if depth >= 4 && i >= 4 {
					reduce = 2
				}
			}
			score = -sr.child(p, key, c, m, next-reduce, ply, -alpha-1, -alpha, base)
			if score > alpha && reduce > 0 {
				score = -sr.child(p, key, c, m, next, ply, -alpha-1, -alpha, base)
			}
			if score > alpha && score < beta {
				score = -sr.child(p, key, c, m, next, ply, -beta, -alpha, base)
			}
		}
		if sr.stopped {
			return 0
		}
		if score <= best {
			continue
		}
		best, bestMove = score, m
		if score <= alpha {
			continue
		}
		alpha = score
		sr.pv[ply][ply] = m
		copy(sr.pv[ply][ply+1:], sr.pv[ply+1][ply+1:sr.pvLen[ply+1]])
		sr.pvLen[ply] = max(sr.pvLen[ply+1], ply+1)
		if score >= beta {
			if !capture {
				sr.reward(p.side, m, ply, depth)
			}
			break
		}
	}

	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	if useTT {
		sr.tt.store(ttKey, ttEntry{score: engine.ToTable(best, ply), depth: max(depth, 0), bound: bound, move: tagOf(bestMove)})
	}
	return best
}

// child plays m from p and searches the position reached.
func (sr *searcher) child(p *position, key uint64, c clocks, m move, depth, ply, alpha, beta, base int) int {
	next := p.play(m, crownRow(p, sr.rules.Variant))
	nkey := p.keyAfter(key, m, &next)
	irreversible := m.caps != 0 || p.manMoved(m)
	c.tick(sr.rules, &next, irreversible)
	if irreversible {
		base = len(sr.keys)
	}
	sr.keys = append(sr.keys, nkey)
	score := sr.node(&next, nkey, c, depth, ply+1, alpha, beta, base)
	sr.keys = sr.keys[:len(sr.keys)-1]
	return score
}

// Move ordering scores.
const (
	hashScore    = 1 << 30
	captureScore = 1 << 24
	killerScore  = 1 << 22
	historyLimit = 1 << 20
)

// order scores the moves of a node for the order in which to try them.
func (sr *searcher) order(p *position, list []move, ply int, hash moveTag) []int32 {
	scores := sr.scores[ply][:0]
	for _, m := range list {
		var s int32
		switch {
		case hash.is(m):
			s = hashScore
		case m.caps != 0:
			s = captureScore + int32(bits.OnesCount64(m.caps))<<8 + int32(bits.OnesCount64(m.caps&p.kings))<<4
		case m == sr.killers[ply][0]:
			s = killerScore + 1
		case m == sr.killers[ply][1]:
			s = killerScore
		default:
			s = sr.history[p.side][m.from][m.to]
		}
		scores = append(scores, s)
	}
	sr.scores[ply] = scores
	return scores
}

// reward remembers a quiet move that refuted the opponent's last move.
func (sr *searcher) reward(side Color, m move, ply, depth int) {
	if sr.killers[ply][0] != m {
		sr.killers[ply][1], sr.killers[ply][0] = sr.killers[ply][0], m
	}
	h := &sr.history[side][m.from][m.to]
	*h += int32(depth * depth)
	if *h >= historyLimit {
		for s := range sr.history {
			for f := range sr.history[s] {
				for t := range sr.history[s][f] {
					sr.history[s][f][t] /= 2
				}
			}
		}
	}
}

// clockSalt mixes into the hash key how many plies are left before a draw
// count runs out, when that is near enough to matter to a search.
func clockSalt(c clocks, r Rules) uint64 {
	left := c.pliesLeft(r)
	if left >= 2*maxPly {
		return 0
	}
	return uint64(left+1) * 0x9e3779b97f4a7c15
}
