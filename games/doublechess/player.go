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
	root := s.pos.legalMoves(nil)
	return public(engine.Choose(ctx, &mover{s: s}, root, plans.For(ctx, l), rng))
}

// mover gives engine.Choose its searches of s, made by one searcher.
type mover struct {
	s  State
	se *searcher
}

func (mv *mover) searcher(lim Limits) searcher {
	if mv.se == nil {
		se := newSearcher(engine.NewTable[move](engine.TableBits(lim)))
		mv.se = &se
	}
	return *mv.se
}

func (mv *mover) Best(ctx context.Context, root []move, lim Limits) move {
	return mv.searcher(lim).search(ctx, mv.s, root, lim, nil).Move
}

func (mv *mover) Score(ctx context.Context, m move, lim Limits) int {
	next := mv.s.play(m)
	switch o := Outcome(next); {
	case o.Status == Ongoing:
		return -mv.searcher(lim).search(ctx, next, next.pos.legalMoves(nil), lim, nil).Score * sameSide(mv.s, next)
	case o.Status == Won && o.Winner == mv.s.Turn().Side():
		return WinScore - 1
	case o.Status == Won:
		return -(WinScore - 1)
	}
	return 0
}

// sameSide is -1 when the player to move in next is on the side of the
// player to move in s (after a pass of his partner's, say), else 1, so
// that a score of next counts for s's side.
func sameSide(s, next State) int {
	if next.Turn().Side() == s.Turn().Side() {
		return -1
	}
	return 1
}
