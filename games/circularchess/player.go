package circularchess

import (
	"context"
	"math/rand/v2"

	"parlour/games/internal/engine"
	"parlour/games/level"
)

// Level is games/level's, the one Level of every Parlour game.
type Level = level.Level

// driver is Search and Choose on the shared driver; a decision shuffles
// the legal moves from Legal's order.
var driver = engine.Driver[State, Move, moveTag, *game, Move]{
	NewGame: func() *game { return &game{} }, Judge: judge, Root: legalMoves, ChoiceRoot: Legal, Play: State.play, Line: publicLine,
	Plans: plans, Threads: func(s State) int { return s.threads },
}

// judge is whether the game is over in next, and the result for the side
// to move in before (see engine.Driver).
func judge(before, next State) (int, bool) {
	o := Outcome(next)
	return engine.ResultFor(o.Status == Win, o.Winner, before.Turn()), o.Status != Ongoing
}

// Choose picks a move for the side to move at the given level. rng supplies
// the randomness (the order in which equally good moves are met, and the
// errors of the weaker levels); with the same seed, state and level, and a
// context that does not cut the search short, it picks the same move. A nil
// rng means a fixed seed. Choose returns the zero Move when the game is
// over.
func Choose(ctx context.Context, s State, l Level, rng *rand.Rand) Move {
	return driver.Choose(ctx, s, l, rng, nil)
}

// ChooseProgress is Choose telling progress (if not nil) how the decision
// goes, for a "thinking" line (see engine.Choose); it picks the same move.
func ChooseProgress(ctx context.Context, s State, l Level, rng *rand.Rand, progress func(Result)) Move {
	return driver.Choose(ctx, s, l, rng, progress)
}

// plans are how the levels search and err (see engine.Choose).
var plans = engine.Plans{
	Easy:        engine.Plan{Limits: Limits{Depth: 2, Nodes: 4_000}, Noise: 160, Blunder: 0.12, FloorNodes: 200},
	Medium:      engine.Plan{Limits: Limits{Depth: 4, Nodes: 40_000}, Noise: 50, Blunder: 0.02, FloorNodes: 200},
	Hard:        engine.Plan{Limits: Limits{Depth: 9, Nodes: 400_000}},
	ExpertNodes: 6_000_000,
}
