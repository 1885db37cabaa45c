package doublechess

import (
	"context"
	"math/rand/v2"

	"parlour/games/internal/engine"
	"parlour/games/level"
)

// Level is games/level's, the one Level of every Parlour game.
type Level = level.Level

// plans are how the levels search and err (see engine.Choose).
var plans = engine.Plans{
	Easy:        engine.Plan{Limits: Limits{Depth: 2, Nodes: 20_000}, Noise: 160, Blunder: 0.08, FloorNodes: 500},
	Medium:      engine.Plan{Limits: Limits{Depth: 4, Nodes: 120_000}, Noise: 45, FloorNodes: 500},
	Hard:        engine.Plan{Limits: Limits{Depth: 10, Nodes: 1_000_000}},
	ExpertNodes: 6_000_000,
}

// Choose picks a move for the player to move at the given level. The
// search counts his partner's moves as his own side's, so a computer
// partner guards its partner's king as its own. rng supplies the
// randomness (the variety among equal moves and the errors of the weaker
// levels); with the same seed, state and level, and a context that does
// not cut the search short, it picks the same move. A nil rng means a
// fixed seed. Choose returns the zero Move when the game is over, and
// PassMove when the player must pass.
func Choose(ctx context.Context, s State, l Level, rng *rand.Rand) Move {
	return driver.Choose(ctx, s, l, rng, nil)
}

// ChooseProgress is Choose telling progress (if not nil) how the decision
// goes, for a "thinking" line (see engine.Choose); it picks the same move.
func ChooseProgress(ctx context.Context, s State, l Level, rng *rand.Rand, progress func(Result)) Move {
	return driver.Choose(ctx, s, l, rng, progress)
}

// driver is Search and Choose on the shared driver.
var driver = engine.Driver[State, move, move, *game, Move]{
	NewGame: func() *game { return &game{} }, Judge: judge, Root: legalMoves, Play: State.play, Line: publicLine,
	Plans: plans,
}

// judge is whether the game is over in next, and the result for the side
// of the player to move in before (see engine.Driver).
func judge(before, next State) (int, bool) {
	v := Outcome(next)
	return engine.ResultFor(v.Status == Won, v.Winner, before.Turn().Side()), v.Status != Ongoing
}

// legalMoves lists the legal moves of s in the generator's order.
func legalMoves(s State) []move { return s.pos.legalMoves(nil) }
