package circularchess

import (
	"context"
	"math/rand/v2"

	"parlour/games/internal/engine"
	"parlour/games/level"
)

// Level is the strength of the computer player, the one Level of every
// Parlour game (games/level).
type Level = level.Level

// The four levels. They differ in how far the player looks ahead and in how
// often it misjudges: Easy and Medium add random error to their judgement
// of each move (Easy also now and then plays a move at random, as a
// beginner does); Hard plays its best within a fixed search; Expert plays
// its best within the time its context allows.
const (
	Easy   = level.Easy
	Medium = level.Medium
	Hard   = level.Hard
	Expert = level.Expert
)

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
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	plan := plans.For(ctx, l)
	session := engine.NewSession[State, Move, Move](&game{}, plan.Limits)
	return engine.Choose(ctx, s, Legal(s), plan, rng, session, after)
}

// after is m played in s, for engine.Choose.
func after(s State, m Move) (State, []Move, int, bool) {
	next := s.play(m)
	switch o := Outcome(next); {
	case o.Status == Ongoing:
		return next, next.pos.legal(next.rules, nil), 0, false
	case o.Status == Win && o.Winner == s.Turn():
		return next, nil, 1, true
	case o.Status == Win:
		return next, nil, -1, true
	}
	return next, nil, 0, true
}
