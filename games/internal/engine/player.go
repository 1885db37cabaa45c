package engine

import (
	"context"
	"math/rand/v2"

	"parlour/games/level"
)

// Plan is how a computer player of one level searches and errs.
type Plan struct {
	// Limits bound its search.
	Limits Limits
	// Noise is the most random error added to its judgement of each move;
	// 0 means it plays the search's best move.
	Noise int
	// Blunder is the chance of its playing a move at random.
	Blunder float64
	// FloorNodes is the fewest nodes each move's search may have when a
	// noisy player shares Limits.Nodes among the moves.
	FloorNodes int64
}

// Plans are an engine's plans for Easy, Medium and Hard. Expert plays its
// best within the time its context allows, on ExpertThreads searchers
// (see Limits.Threads), or within ExpertNodes on one when the context has
// no deadline, so that it still ends.
type Plans struct {
	Easy, Medium, Hard Plan
	ExpertNodes        int64
	ExpertThreads      int
}

// For returns the plan of level l; a value out of range plays as Expert.
func (ps Plans) For(ctx context.Context, l level.Level) Plan {
	switch l {
	case level.Easy:
		return ps.Easy
	case level.Medium:
		return ps.Medium
	case level.Hard:
		return ps.Hard
	}
	var p Plan
	if _, ok := ctx.Deadline(); ok {
		p.Limits.Threads = ps.ExpertThreads
	} else {
		p.Limits.Nodes = ps.ExpertNodes
	}
	return p
}

// Searches are what Choose needs of an engine: searches of states S (a
// Session is one).
type Searches[S, M any] interface {
	Search(ctx context.Context, s S, root []M, lim Limits, progress func(Result[M])) Result[M]
}

// After is an engine's move m played in s: the state next, its legal moves,
// and, when m ends the game, over with the result for the side that played
// m (1 a win, 0 a draw, -1 a loss).
type After[S, M any] func(s S, m M) (next S, nextRoot []M, result int, over bool)

// Decide is a computer player's whole decision at level l in s, whose
// legal moves are root: the plan from ps, a session over g, and Choose,
// which reports to progress (if not nil) as it goes. A nil rng means a
// fixed seed; with no root moves Decide returns the zero M.
func Decide[S any, M comparable, T Tag, G Settable[S, M, T]](ctx context.Context, ps Plans, l level.Level, s S, root []M,
	rng *rand.Rand, g G, after After[S, M], progress func(Result[M])) M {
	if len(root) == 0 {
		var none M
		return none
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	plan := ps.For(ctx, l)
	session := sessionFor[S, M, T](g, s, plan.Limits)
	defer session.Close()
	return Choose(ctx, s, root, plan, rng, session, after, progress)
}

// ResultFor is the result for mover of a game that ended (decided: won
// by winner; else drawn): 1 a win, 0 a draw, -1 a loss.
func ResultFor[C comparable](decided bool, winner, mover C) int {
	switch {
	case !decided:
		return 0
	case winner == mover:
		return 1
	}
	return -1
}

// Choose is the one way every board engine's computer player errs. With
// one legal move it plays it. Otherwise it shuffles the moves with rng
// (the variety among equally good moves); a plan without noise plays the
// search's best; a noisy plan now and then (Blunder) plays a move at
// random, as a beginner overlooks things, and else judges each move by a
// search one ply shallower sharing the plan's nodes, adds up to Noise of
// random error to every judgement that is not a forced result, and plays
// the best judged. The same seed, position and plan, with a context that
// does not cut the searches short, give the same move. root, the legal
// moves of s, must not be empty; Choose reorders it.
//
// progress, if not nil, hears how the decision goes, for a "thinking"
// line: a plan without noise reports each iteration of its search; a
// noisy plan reports after each move judged, with the best judged so far
// (Move and PV), its score without the noise, the judging depth plus one
// and the nodes of all the judgements. A forced or random move is not
// reported. progress does not change the move chosen.
func Choose[S, M any](ctx context.Context, s S, root []M, plan Plan, rng *rand.Rand, se Searches[S, M], after After[S, M],
	progress func(Result[M])) M {
	if len(root) == 1 {
		return root[0]
	}
	rng.Shuffle(len(root), func(i, j int) { root[i], root[j] = root[j], root[i] })
	if plan.Noise == 0 {
		return se.Search(ctx, s, root, plan.Limits, progress).Move
	}
	if rng.Float64() < plan.Blunder {
		return root[rng.IntN(len(root))]
	}
	per := plan.Limits
	if per.Nodes > 0 {
		per.Nodes = max(per.Nodes/int64(len(root)), plan.FloorNodes)
	}
	per.Depth = max(per.Depth-1, 1)
	best, bestScore, bestTrue := 0, -infinity, 0
	var nodes int64
	for i, m := range root {
		var score int
		next, nextRoot, result, over := after(s, m)
		if over {
			score = result * (WinScore - 1)
		} else {
			r := se.Search(ctx, next, nextRoot, per, nil)
			score, nodes = -r.Score, nodes+r.Nodes
		}
		judged := score
		if score > -WinBound && score < WinBound {
			score += rng.IntN(plan.Noise + 1)
		}
		if score > bestScore {
			best, bestScore, bestTrue = i, score, judged
		}
		if progress != nil {
			progress(Result[M]{Move: root[best], Score: bestTrue, Depth: per.Depth + 1, Nodes: nodes, PV: []M{root[best]}})
		}
	}
	return root[best]
}
