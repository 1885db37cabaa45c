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
	return ChooseProgress(ctx, s, l, rng, nil)
}

// ChooseProgress is Choose telling progress (if not nil) how the decision
// goes, for a "thinking" line (see engine.Choose); it picks the same move.
func ChooseProgress(ctx context.Context, s State, l Level, rng *rand.Rand, progress func(Result)) Move {
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	return public(engine.Decide[State, move, move](ctx, plans, l, s, s.pos.legalMoves(nil), rng, &game{}, after,
		engine.PublicProgress(s, progress, publicLine)))
}

// after is m played in s, for engine.Choose; the side of the player who
// played it wins or loses.
func after(s State, m move) (State, []move, int, bool) {
	next := s.play(m)
	v := Outcome(next)
	return next, next.pos.legalMoves(nil), engine.ResultFor(v.Status == Won, v.Winner, s.Turn().Side()), v.Status != Ongoing
}
