package doublechess

import (
	"context"
	"math/rand/v2"

	"parlour/games/internal/engine"
	"parlour/games/level"
)

// Level is the strength of the computer player, the one Level of every
// Parlour game (games/level).
type Level = level.Level

// The four levels. They differ in how far the player looks ahead and in
// how often it misjudges: Easy and Medium add random error to their
// judgement of each move (Easy now and then plays a move at random, as a
// beginner overlooks things); Hard plays its best within a fixed search;
// Expert plays its best within the time its context allows.
const (
	Easy   = level.Easy
	Medium = level.Medium
	Hard   = level.Hard
	Expert = level.Expert
)

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
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	plan := plans.For(ctx, l)
	session := engine.NewSession[State, move, move](&game{}, plan.Limits)
	return public(engine.Choose(ctx, s, s.pos.legalMoves(nil), plan, rng, session, after))
}

// after is m played in s, for engine.Choose.
func after(s State, m move) (State, []move, int, bool) {
	next := s.play(m)
	switch o := Outcome(next); {
	case o.Status == Ongoing:
		return next, next.pos.legalMoves(nil), 0, false
	case o.Status == Won && o.Winner == s.Turn().Side():
		return next, nil, 1, true
	case o.Status == Won:
		return next, nil, -1, true
	}
	return next, nil, 0, true
}
