package doublechess

import (
	"context"
	"fmt"
	"math/rand/v2"

	"parlour/games/internal/engine"
)

// Level is the strength of the computer player.
type Level uint8

// The four levels. They differ in how far the player looks ahead and in
// how often it misjudges: Easy and Medium add random error to their
// judgement of each move (Easy now and then plays a move at random, as a
// beginner overlooks things); Hard plays its best within a fixed search;
// Expert plays its best within the time its context allows.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// String returns the level's name in lower case.
func (l Level) String() string { return engine.LevelString(uint8(l)) }

// ParseLevel reads a level's name ("easy", "Medium", ...).
func ParseLevel(s string) (Level, error) {
	if l, ok := engine.LevelByNameFold(s); ok {
		return Level(l), nil
	}
	return 0, fmt.Errorf("no level %q (want easy, medium, hard or expert)", s)
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
		return levelPlan{limits: Limits{Depth: 2, Nodes: 20_000}, noise: 160, blunder: 0.08}
	case Medium:
		return levelPlan{limits: Limits{Depth: 4, Nodes: 120_000}, noise: 45}
	case Hard:
		return levelPlan{limits: Limits{Depth: 10, Nodes: 1_000_000}}
	}
	p := levelPlan{}
	if _, ok := ctx.Deadline(); !ok {
		p.limits.Nodes = expertNodes
	}
	return p
}

// Choose picks a move for the player to move at the given level. The
// search counts his partner's moves as his own side's, so a computer
// partner guards its partner's king as its own. rng supplies the
// randomness (the variety among equal moves and the errors of the weaker
// levels); with the same seed, state and level, and a context that does
// not cut the search short, it picks the same move. A nil rng means a
// fixed seed. Choose returns the zero Move when the game is over, and
// PassMove when the player must pass.
func Choose(ctx context.Context, s State, level Level, rng *rand.Rand) Move {
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	root := s.pos.legalMoves(nil)
	if len(root) == 1 {
		return public(root[0])
	}
	plan := level.plan(ctx)
	if plan.noise == 0 {
		return Search(ctx, s, plan.limits).Move
	}
	if rng.Float64() < plan.blunder {
		return public(root[rng.IntN(len(root))])
	}
	// Blur the judgement of each move by a random amount, and search.
	sr := newSearcher(ctx, s.rules, plan.limits)
	sr.rootNoise = make(map[move]int, len(root))
	for _, m := range root {
		sr.rootNoise[m] = rng.IntN(plan.noise + 1)
	}
	return sr.run(s, plan.limits.Depth).Move
}
