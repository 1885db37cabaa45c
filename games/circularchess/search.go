package circularchess

import (
	"context"

	"parlour/games/internal/engine"
)

// Search looks for the best move of s by iterative deepening on the shared
// driver (games/internal/engine, which also sets the stopping rule): a
// principal variation search with a transposition table, null-move and
// late-move reductions, futility pruning, check extensions, and a
// quiescence search of captures and promotions at the horizon; moves are
// tried in the order hash move, captures (most valuable victim first),
// killer moves, history. It stops at the limits or when ctx is done,
// whichever comes first, and returns the result of the deepest iteration
// completed (the first iteration always completes).
func Search(ctx context.Context, s State, lim Limits) Result {
	return driver.Search(ctx, s, lim, nil)
}

// SearchProgress is Search reporting each iteration completed to progress
// (if not nil), for a "thinking" line.
func SearchProgress(ctx context.Context, s State, lim Limits, progress func(Result)) Result {
	return driver.Search(ctx, s, lim, progress)
}

// WithThreads returns s with its searches bounded by time alone, Expert's
// among them, running n searchers at once on the position (see
// engine.Limits.Threads), in s and in every state that follows from it:
// deeper in the same time on as many cores. A search bounded by depth or
// nodes, and every level below Expert, keeps to one, and so to the same
// result every time.
func (s State) WithThreads(n int) State {
	s.threads = n
	return s
}

// Fork is a fresh game for another searcher of the same search
// (engine.Forker).
func (g *game) Fork() *game { return &game{} }

// legalMoves lists the legal moves of s in the generator's order.
func legalMoves(s State) []Move { return s.pos.legal(s.rules, nil) }

// publicLine is the line pv: the engine's moves are the public ones.
func publicLine(_ State, pv []Move) []Move { return pv }

// game is a Circular Chess position under search, as the driver sees it
// (see engine.Game).
type game struct {
	rules    Rules
	ply      int
	stack    [engine.MaxPly + 1]position
	halfmove [engine.MaxPly + 1]int
	moved    [engine.MaxPly + 1]Move // the move that led to each ply
	inCheck  [engine.MaxPly + 1]bool // the side to move at each ply is in check
	futile   [engine.MaxPly + 1]bool // quiet moves at this ply cannot reach alpha
	keys     []uint64                // keys of the positions before the current one, since the last capture or pawn move
	history  engine.History
}

// Set readies the game for a search of s.
func (g *game) Set(s State) {
	g.rules, g.ply, g.stack[0], g.halfmove[0] = s.rules, 0, s.pos, s.halfmove
	g.history = engine.History{}
	g.keys = g.keys[:0]
	for _, h := range s.history {
		g.keys = append(g.keys, h.key)
	}
}

func (g *game) Enter(ply, _ int) engine.Node {
	p := &g.stack[g.ply]
	g.futile[g.ply] = false
	if ply > 0 {
		if score, ok := g.settled(p, ply); ok {
			return engine.Node{Over: true, Score: score}
		}
	}
	check := p.inCheck(p.side)
	g.inCheck[g.ply] = check
	n := engine.Node{InCheck: check}
	if check && ply > 0 {
		n.Extend = 1
	}
	return n
}

// settled returns the score of a position that the rules decide without
// looking at the moves (a bare king, a draw), from the side to move's view.
func (g *game) settled(p *position, ply int) (int, bool) {
	if g.rules.Variant == Byzantine {
		us, them := p.side, p.side.Opponent()
		usBare, themBare := p.bare(us), p.bare(them)
		switch {
		case usBare && themBare:
			return 0, true
		case themBare:
			return WinScore - ply, true
		case usBare && popCount(p.colors[them]&^p.kinds[King]) > 1:
			return -(WinScore - ply), true
		}
	} else if p.insufficient() {
		return 0, true
	}
	halfmove := g.halfmove[g.ply]
	if halfmove >= 100 {
		return 0, true
	}
	// A repetition within the search counts as a draw at once.
	for i := len(g.keys) - 2; i >= 0 && i >= len(g.keys)-halfmove; i -= 2 {
		if g.keys[i] == p.key {
			return 0, true
		}
	}
	return 0, false
}

func (g *game) Key() uint64 { return g.stack[g.ply].key }

func (g *game) Tag(m Move) moveTag { return tagOf(m) }

// moveTag is a move as the table keeps it: its cells (0-63) and the kind a
// pawn becomes, with a flag so that no move's tag is zero, which is none.
type moveTag uint32

func tagOf(m Move) moveTag {
	return moveTag(1<<15 | uint32(m.Promotion&7)<<12 | uint32(m.To&63)<<6 | uint32(m.From&63))
}

func (g *game) Moves(buf []Move) []Move { return g.stack[g.ply].generate(g.rules, buf, allMoves) }

// Tactical: beyond the horizon, out of check, the side to move may stand
// on its score or try the captures and promotions that could lift it to
// alpha; in check it must try every move.
func (g *game) Tactical(_, alpha, beta int, buf []Move) ([]Move, int, bool) {
	p := &g.stack[g.ply]
	if g.inCheck[g.ply] {
		return p.generate(g.rules, buf, allMoves), 0, false
	}
	static := p.evaluate(g.rules)
	if static >= beta {
		return buf, static, true
	}
	alpha = max(alpha, static)
	all := p.generate(g.rules, buf, noisyOnly)
	moves := all[:0]
	for _, m := range all {
		if static+values[p.board[m.To].Kind]+values[m.Promotion]+200 > alpha || m.To == p.ep {
			moves = append(moves, m)
		}
	}
	return moves, static, true
}

func (g *game) Play(m Move) bool {
	p := &g.stack[g.ply]
	next := &g.stack[g.ply+1]
	*next = p.play(m, g.rules)
	if next.inCheck(p.side) {
		return false
	}
	g.keys = append(g.keys, p.key)
	g.halfmove[g.ply+1] = nextHalfmove(p, m, g.halfmove[g.ply])
	g.ply++
	g.moved[g.ply] = m
	return true
}

// PlayNull passes the turn, for the null-move test.
func (g *game) PlayNull() {
	p := &g.stack[g.ply]
	null := &g.stack[g.ply+1]
	*null = *p
	null.setEP(NoCell)
	null.flip()
	g.keys = append(g.keys, p.key)
	g.halfmove[g.ply+1] = g.halfmove[g.ply] + 1
	g.ply++
	g.moved[g.ply] = Move{}
}

func (g *game) Undo() {
	g.ply--
	g.keys = g.keys[:len(g.keys)-1]
}

// nextHalfmove returns the halfmove clock after move m.
func nextHalfmove(p *position, m Move, halfmove int) int {
	if p.board[m.From].Kind == Pawn || p.board[m.To].Kind != NoKind {
		return 0
	}
	return halfmove + 1
}

func (g *game) Evaluate() int { return g.stack[g.ply].evaluate(g.rules) }

// NoMoves: checkmate, or stalemate, which loses in the Byzantine game and
// draws in the modern.
func (g *game) NoMoves(ply int, inCheck bool) (int, Move, bool) {
	if inCheck || g.rules.Variant == Byzantine {
		return -(WinScore - ply), Move{}, false
	}
	return 0, Move{}, false
}

// Prune, out of check in a null-window search: a position so good that
// even a weak move keeps it above beta is cut; one still above beta after
// passing is cut if a search after the pass agrees; and in one hopelessly
// below alpha near the horizon, quiet moves after the first are not
// searched (see Late).
func (g *game) Prune(depth, alpha, beta int, pv, inCheck bool) engine.Pruning {
	if pv || inCheck {
		return engine.Pruning{}
	}
	p := &g.stack[g.ply]
	static := p.evaluate(g.rules)
	g.futile[g.ply] = depth <= 2 && static+150*depth <= alpha
	if beta >= winBound || beta <= -winBound {
		return engine.Pruning{}
	}
	if depth <= 3 && static-110*depth >= beta {
		return engine.Pruning{Cut: true, Score: static}
	}
	if depth >= 3 && static >= beta && p.colors[p.side]&^(p.kinds[Pawn]|p.kinds[King]) != 0 {
		return engine.Pruning{Null: true, NullDepth: depth - 3 - depth/6}
	}
	return engine.Pruning{}
}

// quiet reports whether m, in p, neither takes nor promotes.
func quiet(p *position, m Move) bool {
	return p.board[m.To].Kind == NoKind && m.Promotion == NoKind && m.To != p.ep
}

// Late skips futile quiet moves and searches late quiet moves, which give
// no check, a ply or two shallower.
func (g *game) Late(depth, legal int, order int32, pv, inCheck bool) int {
	parent, next := &g.stack[g.ply-1], &g.stack[g.ply]
	if !quiet(parent, g.moved[g.ply]) || next.inCheck(next.side) {
		return 0
	}
	if g.futile[g.ply-1] {
		return -1
	}
	if depth < 3 || inCheck || legal <= 3 || order >= killerScore {
		return 0
	}
	if legal > 8 && !pv {
		return 2
	}
	return 1
}

// Cutoff records a quiet move that refuted its position in the history of
// its side.
func (g *game) Cutoff(m Move, depth int) bool {
	p := &g.stack[g.ply]
	if !quiet(p, m) {
		return false
	}
	g.history.Reward(int(p.side), int(m.From), int(m.To), depth, killerScore/2)
	return true
}

// Order gives each move its ordering score.
func (g *game) Order(moves []Move, hash moveTag, killers *[2]Move, scores []int32) []int32 {
	p := &g.stack[g.ply]
	for _, m := range moves {
		var s int32
		victim := p.board[m.To].Kind
		switch {
		case hash != 0 && tagOf(m) == hash:
			s = hashScore
		case victim != NoKind || m.Promotion != NoKind || (m.To == p.ep && p.board[m.From].Kind == Pawn):
			gain := values[victim] + values[m.Promotion]
			if victim == NoKind && m.Promotion == NoKind {
				gain = values[Pawn]
			}
			s = int32(captureScore + 16*gain - values[p.board[m.From].Kind]/8)
		case m == killers[0]:
			s = killerScore + 1
		case m == killers[1]:
			s = killerScore
		default:
			s = min(g.history[p.side][m.From][m.To], killerScore-1)
		}
		scores = append(scores, s)
	}
	return scores
}

// Move-ordering scores: the hash move first, then captures and promotions
// by the worth of what is won, then the two killer moves of the ply, then
// quiet moves by their history.
const (
	hashScore    = 1 << 30
	captureScore = 1 << 24
	killerScore  = 1 << 22
)

// WinScore is the score of a checkmate (or, in the Byzantine game, a
// bared king) on the board; one n plies away scores WinScore-n, a loss
// -(WinScore-n). Ordinary scores are hundredths of a pawn.
const WinScore = engine.WinScore

const winBound = engine.WinBound

// Limits is engine.Limits, with depths in plies.
type Limits = engine.Limits

// Result is engine.Result in this game's moves.
type Result = engine.Result[Move]
