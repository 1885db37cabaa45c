package engine

import (
	"context"
	"math"
	"slices"
	"sync/atomic"
)

// MaxPly is the deepest ply a search may reach, extensions included.
const MaxPly = 128

// MaxDepth is the deepest iteration of a search.
const MaxDepth = 64

// SingleMoveDepth is how deep the driver searches a position with only one
// legal move: that move is returned at once, with the score of a shallow
// search so that the player still learns what it expects.
const SingleMoveDepth = 4

const infinity = WinScore + 1

// Node is what a game tells the driver on entering a position.
type Node struct {
	// Over is true when the rules decide the position without a move (a
	// draw by repetition or by a count, a bare king); Score is then its
	// worth to the side to move.
	Over  bool
	Score int
	// InCheck is passed back to the game's Prune, Late and NoMoves.
	InCheck bool
	// Extend is the number of plies added to the depth left (a check, a
	// forced pass).
	Extend int
}

// Pruning is a game's verdict on a node before its moves are searched.
type Pruning struct {
	// Cut: the node is worth Score without a search.
	Cut   bool
	Score int
	// Null: try passing (the game's PlayNull, see NullMover) with a
	// search to NullDepth; if the side to move still reaches beta, the
	// node fails high.
	Null      bool
	NullDepth int
	// Probe (ProbCut): search this node ProbeDepth plies deep with a null
	// window at ProbeBeta first (a bound above beta, chosen by the game to
	// be safe); if even that shallow search reaches ProbeBeta, the node
	// fails high without a full search. A game that never sets it keeps
	// its search unchanged.
	Probe      bool
	ProbeDepth int
	ProbeBeta  int
}

// Game is what an engine supplies to the driver: the position under
// search, changed in place as the driver plays and takes back moves, and
// the game's own judgement. M is the engine's move, T the compact tag of
// a move the table stores (M itself when it is small); the zero T matches
// no move.
type Game[M comparable, T Tag] interface {
	// Enter is called on reaching a position at ply (0 the root) with
	// depth plies left to search (0 or less: beyond the horizon, where a
	// game need not say InCheck unless it extends checks).
	Enter(ply, depth int) Node
	// Key is the hash key of the current position, with whatever else
	// decides its worth (a draw count near its end).
	Key() uint64
	// Moves appends the moves of the current position to buf; it may list
	// moves that Play then refuses as illegal.
	Moves(buf []M) []M
	// Tactical is the quiescence search's view of the current position,
	// qdepth plies beyond the horizon: the moves to search (appended to
	// buf), and whether the side to move may instead stand on the score
	// stand. alpha and beta are the window, for pruning hopeless moves
	// (and for listing none when stand reaches beta).
	Tactical(qdepth, alpha, beta int, buf []M) (moves []M, stand int, mayStand bool)
	// Order appends to scores one score per move, higher to be tried
	// first: hash is the table's move for this position, killers the
	// quiet moves that last refuted a move at this ply.
	Order(moves []M, hash T, killers *[2]M, scores []int32) []int32
	// Play plays m, or reports false (and plays nothing) if m is illegal.
	Play(m M) bool
	// Undo takes back the last move played, or pass (see NullMover).
	Undo()
	// Evaluate is the static score of the current position for the side
	// to move.
	Evaluate() int
	// NoMoves is called when the side to move, at ply, has no legal move:
	// either the score (a loss, a win, a draw), or passes with the move
	// pass to be played in its stead.
	NoMoves(ply int, inCheck bool) (score int, pass M, passes bool)
	// Late is called after Play of the legal-th legal move (2 or more) of
	// a node, whose ordering score was order: it returns how many plies
	// shallower to search it first, or -1 to skip it.
	Late(depth, legal int, order int32, pv, inCheck bool) int
	// Cutoff is told that m (in the current position, after its Undo)
	// refuted the opponent's last move at the given depth; it reports
	// whether m is quiet, to be kept as a killer.
	Cutoff(m M, depth int) (quiet bool)
	// Tag is the compact form of m that the table stores.
	Tag(m M) T
}

// Pruner is a Game that may cut a node short before its moves are
// searched; a game that never does need not be one.
type Pruner interface {
	// Prune judges the node; it is not called at the root.
	Prune(depth, alpha, beta int, pv, inCheck bool) Pruning
}

// NullMover is a Game that may pass its turn, for the null-move test its
// Prune asks for. A game that never asks need not be one.
type NullMover interface {
	// PlayNull passes the turn; Undo takes the pass back.
	PlayNull()
}

// Searcher is the driver: an iterative-deepening principal variation
// search over a Game. Each iteration searches the whole window (no
// aspiration); the table's move, then the game's order, decide the order
// of moves; wins are scored by their distance, and a line that cannot
// beat a win already found nearer the root is cut (mate-distance pruning).
//
// Stopping rule, the same for every engine: the search stops at the depth
// limit, when the node limit is reached or ctx is done (but never before
// the first iteration is complete), or early when an iteration proves a
// win or loss within the depth it searched, which no deeper search can
// change. A position with one legal move is searched only SingleMoveDepth
// plies deep.
//
// When ctx ends an iteration part way, its root move is taken if it has
// already beaten the move of the iteration before, searched to the same
// depth in the same iteration (see Run). A search cut by its node limit
// keeps the last complete iteration, so that it stays the same from run
// to run.
type Searcher[M comparable, T Tag, G Game[M, T]] struct {
	game     G
	pruner   Pruner    // the game, if it prunes
	null     NullMover // the game, if it can pass
	tt       *Table[T]
	done     <-chan struct{}
	maxNodes int64
	nodes    int64
	checkAt  int64 // the node count at which count next looks at the limits
	stopped  bool
	// timeUp: ctx ended the search (not the node limit).
	timeUp bool
	root   []M
	// prior is the best move of the last complete iteration; priorDone
	// that the iteration under way has searched it in full, and
	// rootScore the score of the root's best move so far in it.
	prior     M
	priorDone bool
	rootScore int
	killers   [MaxPly][2]M
	lists     [MaxPly][]M
	scores    [MaxPly][]int32
	pv        [MaxPly][MaxPly]M
	pvLen     [MaxPly]int
	// ahead is how many plies deeper than the first searcher a helper's
	// iterations go (see Session.Search), so that the helpers of a search
	// on several threads fill the table ahead of it; 0 for the first.
	ahead int
	// counted is nodes as check last saw it, for the first searcher's
	// progress reports to read while this one searches.
	counted atomic.Int64
}

// NewSearcher returns a driver for g using the table tt.
func NewSearcher[M comparable, T Tag, G Game[M, T]](g G, tt *Table[T]) *Searcher[M, T, G] {
	s := &Searcher[M, T, G]{game: g, tt: tt}
	s.pruner, _ = any(g).(Pruner)
	s.null, _ = any(g).(NullMover)
	return s
}

// Run searches the game's current position, whose legal moves are root
// (the order among equals), within lim and ctx, by the stopping rule above.
// progress, if not nil, is told the result of each iteration completed.
// The result's Move is root[0] with no score when the first iteration
// finds nothing better; with no root moves it is the zero Result.
func (s *Searcher[M, T, G]) Run(ctx context.Context, root []M, lim Limits, progress func(Result[M])) Result[M] {
	depthLimit := lim.Depth
	if depthLimit <= 0 || depthLimit > MaxDepth {
		depthLimit = MaxDepth
	}
	if len(root) == 0 {
		return Result[M]{}
	}
	if len(root) == 1 {
		depthLimit = min(depthLimit, SingleMoveDepth)
	}
	s.done, s.maxNodes, s.nodes = ctx.Done(), lim.Nodes, 0
	s.checkAt, s.stopped, s.timeUp = math.MaxInt64, false, false // no stop before the first iteration is complete
	s.root = root
	s.killers = [MaxPly][2]M{}
	res := Result[M]{Move: root[0], PV: []M{root[0]}}
	for depth := 1; depth <= depthLimit; depth++ {
		s.prior, s.priorDone = res.Move, false
		score := s.node(min(depth+s.ahead, MaxDepth), 0, -infinity, infinity, false)
		if s.stopped {
			s.takeBetterMove(&res)
			break
		}
		s.checkAt = min(s.checkAt, s.nodes+1)
		res.Score, res.Depth, res.Nodes = score, depth, s.nodes
		if s.pvLen[0] > 0 {
			res.PV = append(res.PV[:0], s.pv[0][:s.pvLen[0]]...)
			res.Move = res.PV[0]
		}
		if progress != nil {
			p := res
			p.PV = slices.Clone(res.PV)
			progress(p)
		}
		if plies, ok := res.WinIn(); ok && max(plies, -plies) <= depth {
			break // proven within the depth searched: deeper cannot change it
		}
		if s.maxNodes > 0 && s.nodes >= s.maxNodes {
			break
		}
	}
	res.Nodes = s.nodes
	return res
}

// takeBetterMove, after ctx has stopped an iteration part way, makes its
// root move the result when it scored above the last iteration's move,
// both searched in full to this iteration's depth: a deeper search has
// already refuted the move the last iteration chose. The depth reported
// stays the last complete iteration's.
func (s *Searcher[M, T, G]) takeBetterMove(res *Result[M]) {
	if !s.timeUp || !s.priorDone || s.pvLen[0] == 0 || s.pv[0][0] == res.Move {
		return
	}
	res.Score = s.rootScore
	res.PV = append(res.PV[:0], s.pv[0][:s.pvLen[0]]...)
	res.Move = res.PV[0]
}

// count counts a node and reports whether the search must stop: once the
// first iteration is complete, at the node limit, or when ctx is done
// (looked at every 1024 nodes).
func (s *Searcher[M, T, G]) count() bool {
	s.nodes++
	if s.nodes >= s.checkAt {
		s.check()
	}
	return s.stopped
}

// check looks at the limits, and sets when to look next. It is kept out
// of line so that count, called at every node, stays small enough to be
// inlined.
//
//go:noinline
func (s *Searcher[M, T, G]) check() {
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped, s.checkAt = true, math.MaxInt64
		return
	}
	if s.nodes&1023 == 0 {
		select {
		case <-s.done:
			s.stopped, s.timeUp, s.checkAt = true, true, math.MaxInt64
			return
		default:
		}
	}
	s.counted.Store(s.nodes)
	s.checkAt = s.nodes | 1023 + 1 // the next multiple of 1024
	if s.maxNodes > 0 {
		s.checkAt = min(s.checkAt, s.maxNodes)
	}
}

// node searches the current position, at ply, to depth plies and returns
// its score within (alpha, beta).
func (s *Searcher[M, T, G]) node(depth, ply, alpha, beta int, mayNull bool) int {
	s.pvLen[ply] = ply
	if s.count() {
		return 0
	}
	g := s.game
	n := g.Enter(ply, depth)
	if n.Over {
		return n.Score
	}
	if ply >= MaxPly-1 {
		return g.Evaluate()
	}
	if ply > 0 {
		// No line from here can beat a win already found nearer the root.
		alpha, beta = max(alpha, -(WinScore-ply)), min(beta, WinScore-ply)
		if alpha >= beta {
			return alpha
		}
	}
	depth += n.Extend
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta, 0, true, n.InCheck)
	}
	pv := beta-alpha > 1
	key := g.Key()
	var hash T
	if e, ok := s.tt.probe(key); ok {
		hash = e.move
		if ply > 0 && !pv && int(e.depth) >= depth {
			score := FromTable(int(e.score), ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && score >= beta,
				e.bound == boundUpper && score <= alpha:
				return score
			}
		}
	}
	if ply > 0 && s.pruner != nil {
		pr := s.pruner.Prune(depth, alpha, beta, pv, n.InCheck)
		if pr.Cut {
			return pr.Score
		}
		if pr.Null && mayNull && s.null != nil {
			s.null.PlayNull()
			score := -s.node(pr.NullDepth, ply+1, -beta, -beta+1, false)
			g.Undo()
			if s.stopped {
				return 0
			}
			if score >= beta {
				return beta
			}
		}
		if pr.Probe && pr.ProbeDepth > 0 && pr.ProbeDepth < depth && pr.ProbeBeta > beta && pr.ProbeBeta < WinBound {
			score := s.node(pr.ProbeDepth, ply, pr.ProbeBeta-1, pr.ProbeBeta, mayNull)
			if s.stopped {
				return 0
			}
			if score >= pr.ProbeBeta {
				return beta
			}
		}
	}

	list := s.lists[ply][:0]
	if ply == 0 {
		list = append(list, s.root...)
	} else {
		list = g.Moves(list)
	}
	scores := append(s.scores[ply][:0], 0) // a lone move (a forced reply) needs no order
	if len(list) > 1 {
		scores = g.Order(list, hash, &s.killers[ply], scores[:0])
	}
	s.lists[ply], s.scores[ply] = list, scores
	var bestMove M
	best, origAlpha, legal := -infinity, alpha, 0
	for i := range list {
		pick(list, scores, i)
		m := list[i]
		if !g.Play(m) {
			continue
		}
		legal++
		var score int
		if legal == 1 {
			score = -s.node(depth-1, ply+1, -beta, -alpha, true)
		} else {
			r := g.Late(depth, legal, scores[i], pv, n.InCheck)
			if r < 0 {
				g.Undo()
				continue
			}
			// A late move is searched with a null window, shallower if
			// the game says so, and again in full only if it looks good.
			score = -s.node(depth-1-r, ply+1, -alpha-1, -alpha, true)
			if score > alpha && r > 0 {
				score = -s.node(depth-1, ply+1, -alpha-1, -alpha, true)
			}
			if score > alpha && score < beta {
				score = -s.node(depth-1, ply+1, -beta, -alpha, true)
			}
		}
		g.Undo()
		if s.stopped {
			return 0
		}
		if ply == 0 && m == s.prior {
			s.priorDone = true
		}
		if score <= best {
			continue
		}
		best, bestMove = score, m
		if score <= alpha {
			continue
		}
		alpha = score
		s.setPV(ply, m)
		if ply == 0 {
			s.rootScore = score
		}
		if score >= beta {
			if g.Cutoff(m, depth) {
				if k := &s.killers[ply]; k[0] != m {
					k[1], k[0] = k[0], m
				}
			}
			break
		}
	}
	if legal == 0 {
		score, pass, passes := g.NoMoves(ply, n.InCheck)
		if !passes {
			return score
		}
		g.Play(pass)
		score = -s.node(depth-1, ply+1, -beta, -alpha, true)
		g.Undo()
		if s.stopped {
			return 0
		}
		s.setPV(ply, pass)
		return score
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	s.tt.store(key, g.Tag(bestMove), ToTable(best, ply), depth, bound)
	return best
}

// quiesce searches the position at ply, qdepth plies beyond the horizon:
// only the game's tactical moves, with the choice of standing on the
// static score when the game allows it. entered says that node has
// already counted and entered the position (and found it inCheck or not).
func (s *Searcher[M, T, G]) quiesce(ply, alpha, beta, qdepth int, entered, inCheck bool) int {
	g := s.game
	if !entered {
		s.pvLen[ply] = ply
		if s.count() {
			return 0
		}
		n := g.Enter(ply, 0)
		if n.Over {
			return n.Score
		}
		inCheck = n.InCheck
	}
	if ply >= MaxPly-1 {
		return g.Evaluate()
	}
	moves, stand, mayStand := g.Tactical(qdepth, alpha, beta, s.lists[ply][:0])
	s.lists[ply] = moves
	best := -infinity
	if mayStand {
		if stand >= beta || len(moves) == 0 {
			return stand
		}
		best, alpha = stand, max(alpha, stand)
	}
	scores := append(s.scores[ply][:0], 0)
	if len(moves) > 1 {
		var none T
		scores = g.Order(moves, none, &s.killers[ply], scores[:0])
	}
	s.scores[ply] = scores
	legal := 0
	for i := range moves {
		pick(moves, scores, i)
		if !g.Play(moves[i]) {
			continue
		}
		legal++
		// The first legal move is searched with the whole window, a later
		// one with a null window, and again in full only if it looks good.
		window := beta
		if legal > 1 {
			window = alpha + 1
		}
		score := -s.quiesce(ply+1, -window, -alpha, qdepth+1, false, false)
		if window < beta && score > alpha && score < beta {
			score = -s.quiesce(ply+1, -beta, -alpha, qdepth+1, false, false)
		}
		g.Undo()
		if s.stopped {
			return 0
		}
		if score <= best {
			continue
		}
		best = score
		if score <= alpha {
			continue
		}
		alpha = score
		s.setPV(ply, moves[i])
		if score >= beta {
			break
		}
	}
	if legal == 0 && !mayStand {
		score, _, _ := g.NoMoves(ply, inCheck)
		return score
	}
	return best
}

// setPV makes m followed by the line below it the line at ply.
func (s *Searcher[M, T, G]) setPV(ply int, m M) {
	s.pv[ply][ply] = m
	n := ply + 1
	if ply+1 < MaxPly {
		n = max(s.pvLen[ply+1], ply+1)
		copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	}
	s.pvLen[ply] = n
}

// pick brings the best-scored of moves[i:] (the first of equals) to i.
func pick[M any](moves []M, scores []int32, i int) {
	scores = scores[:len(moves)]
	k, best := i, scores[i]
	for j := i + 1; j < len(scores); j++ {
		if sc := scores[j]; sc > best {
			k, best = j, sc
		}
	}
	moves[i], moves[k] = moves[k], moves[i]
	scores[i], scores[k] = scores[k], scores[i]
}
