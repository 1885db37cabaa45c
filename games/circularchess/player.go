package circularchess

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
	Easy:        engine.Plan{Limits: Limits{Depth: 2, Nodes: 4_000}, Noise: 160, Blunder: 0.12, FloorNodes: 200},
	Medium:      engine.Plan{Limits: Limits{Depth: 4, Nodes: 40_000}, Noise: 50, Blunder: 0.02, FloorNodes: 200},
	Hard:        engine.Plan{Limits: Limits{Depth: 9, Nodes: 400_000}},
	ExpertNodes: 6_000_000,
}

// Choose picks a move for the side to move at the given level. rng supplies
// the randomness (the order in which equally good moves are met, and the
// errors of the weaker levels); with the same seed, state and level, and a
// context that does not cut the search short, it picks the same move. A nil
// rng means a fixed seed. Choose returns the zero Move when the game is
// over.
func Choose(ctx context.Context, s State, l Level, rng *rand.Rand) Move {
	return ChooseProgress(ctx, s, l, rng, nil)
}

// ChooseProgress is Choose telling progress (if not nil) how the decision
// goes, for a "thinking" line (see engine.Choose); it picks the same move.
func ChooseProgress(ctx context.Context, s State, l Level, rng *rand.Rand, progress func(Result)) Move {
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	return engine.Decide[State, Move, Move](ctx, plans, l, s, Legal(s), rng, &game{}, after, progress)
}

// after is m played in s, for engine.Choose.
func after(s State, m Move) (State, []Move, int, bool) {
	next := s.play(m)
	result := Outcome(next)
	return next, next.pos.legal(next.rules, nil), engine.ResultFor(result.Status == Win, result.Winner, s.Turn()), result.Status != Ongoing
}
