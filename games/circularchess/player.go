package circularchess

import (
	"context"
	"fmt"
	"math/rand/v2"

	"parlour/games/internal/engine"
)

// Level is the strength of the computer player.
type Level uint8

// The four levels. They differ in how far the player looks ahead and in how
// often it misjudges: Easy and Medium add random error to their judgement
// of each move (Easy also now and then plays a move at random, as a
// beginner does); Hard plays its best within a fixed search; Expert plays
// its best within the time its context allows.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// String returns the level's name in lower case.
func (l Level) String() string { return engine.LevelString(uint8(l)) }

// ParseLevel reads a level's name.
func ParseLevel(s string) (Level, error) {
	if l, ok := engine.LevelByName(s); ok {
		return Level(l), nil
	}
	return 0, fmt.Errorf("unknown level %q (want easy, medium, hard or expert)", s)
}

// levelPlan is how a level searches and errs.
type levelPlan struct {
	limits  Limits
	noise   int     // random error added to each move's score, up to this much
	blunder float64 // chance of playing a move at random
}

// expertNodes bounds an Expert search whose context has no deadline, so
// that it still ends.
const expertNodes = 6_000_000

func (l Level) plan(ctx context.Context) levelPlan {
	switch l {
	case Easy:
		return levelPlan{limits: Limits{Depth: 2, Nodes: 4_000}, noise: 160, blunder: 0.12}
	case Medium:
		return levelPlan{limits: Limits{Depth: 4, Nodes: 40_000}, noise: 50, blunder: 0.02}
	case Hard:
		return levelPlan{limits: Limits{Depth: 9, Nodes: 400_000}}
	}
	p := levelPlan{}
	if _, ok := ctx.Deadline(); !ok {
		p.limits.Nodes = expertNodes
	}
	return p
}

// Choose picks a move for the side to move at the given level. rng supplies
// the randomness (the order in which equally good moves are met, and the
// errors of the weaker levels); with the same seed, state and level, and a
// context that does not cut the search short, it picks the same move. A nil
// rng means a fixed seed. Choose returns the zero Move when the game is
// over.
func Choose(ctx context.Context, s State, level Level, rng *rand.Rand) Move {
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	root := Legal(s)
	if len(root) == 1 {
		return root[0]
	}
	rng.Shuffle(len(root), func(i, j int) { root[i], root[j] = root[j], root[i] })
	plan := level.plan(ctx)
	if plan.noise == 0 {
		sr := newSearcher(ctx, s, plan.limits)
		sr.rootMoves = root
		return sr.run(s, plan.limits.Depth).Move
	}
	if rng.Float64() < plan.blunder {
		return root[rng.IntN(len(root))]
	}
	// Judge each move by a shallow search, blur the judgement, take the best.
	scores := scoreRootMoves(ctx, s, root, plan.limits)
	best, bestScore := 0, -infinity
	for i, sc := range scores {
		if sc > -winBound && sc < winBound {
			sc += rng.IntN(plan.noise + 1)
		}
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return root[best]
}

// scoreRootMoves scores each root move with a search of the given limits
// shared among them.
func scoreRootMoves(ctx context.Context, s State, root []Move, lim Limits) []int {
	scores := make([]int, len(root))
	per := lim
	if per.Nodes > 0 {
		per.Nodes = max(lim.Nodes/int64(len(root)), 200)
	}
	per.Depth = max(lim.Depth-1, 1)
	for i, m := range root {
		next := s.play(m)
		switch o := Outcome(next); {
		case o.Status == Draw:
			scores[i] = 0
		case o.Status == Win && o.Winner == s.Turn():
			scores[i] = WinScore - 1
		case o.Status == Win:
			scores[i] = -(WinScore - 1)
		default:
			scores[i] = -Search(ctx, next, per).Score
		}
	}
	return scores
}
