package draughts

import (
	"context"
	"math/rand/v2"
	"time"

	"parlour/games/internal/engine"
	"parlour/games/level"
)

// Level is games/level's, the one Level of every Parlour game.
type Level = level.Level

// Choose picks a move for the side to move at the given level. rng supplies
// the randomness (the variety among equally good moves, and the errors of
// the weaker levels); with the same seed, state and level, and a context
// that does not cut the search short, it picks the same move. A nil rng
// means a fixed seed. Choose returns the zero Move when the game is over.
// The computer always captures when it can, even under the huffing rule.
func Choose(ctx context.Context, s State, l Level, rng *rand.Rand) Move {
	return ChooseProgress(ctx, s, l, rng, nil)
}

// ChooseProgress is Choose telling progress (if not nil) how the decision
// goes, for a "thinking" line (see engine.Choose); it picks the same move.
// Expert plays the opening book's move where it has one (see book.go).
func ChooseProgress(ctx context.Context, s State, l Level, rng *rand.Rand, progress func(Result)) Move {
	if playsFromBook(l) {
		if m, ok := bookMove(s); ok {
			return m
		}
	}
	return driver.Choose(ctx, levelState(s, l), l, rng, progress)
}

// ChoosePaced is ChooseProgress keeping pace: after each iteration of the
// search it tells pace the time elapsed() says has gone on this move, and
// stops the search where pace says. ctx should end at pace.Most, which
// nothing goes past. The caller owns the clock; the engine reads none.
func ChoosePaced(ctx context.Context, s State, l Level, rng *rand.Rand, pace *Pace, elapsed func() time.Duration, progress func(Result)) Move {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	return ChooseProgress(ctx, s, l, rng, func(r Result) {
		if progress != nil {
			progress(r)
		}
		if !pace.GoOn(r, elapsed()) {
			cancel()
		}
	})
}

// playsFromBook reports whether level l plays from the opening book:
// Expert does (and a value out of range, which plays as Expert); the
// other levels keep their own character.
func playsFromBook(l Level) bool {
	return l != level.Easy && l != level.Medium && l != level.Hard
}

// levelState is s as level l searches it: Easy, Medium and Hard always
// prune as before issue 19 (PruneClassic), so that the new pruning cannot
// make them stronger, and probe the endgame database they always had (its
// counted part); Expert prunes as s says, and judges by ExpertEvaluation
// unless s chose an evaluation.
func levelState(s State, l Level) State {
	switch l {
	case level.Easy, level.Medium, level.Hard:
		return s.WithPruning(PruneClassic).WithSmallEndgames()
	}
	if !s.rules.evalChosen {
		s.rules.eval = ExpertEvaluation(s.rules.Variant)
	}
	return s
}

// driver is Search and Choose on the shared driver.
var driver = engine.Driver[State, move, moveTag, *game, Move]{
	NewGame: func() *game { return &game{} }, Judge: judge, Root: rootMoves, Play: State.play, Line: publicLine, Plans: plans,
	Threads: func(s State) int { return s.rules.threads },
}

// judge is whether the game is over in next, and the result for the side
// to move in before (see engine.Driver).
func judge(before, next State) (int, bool) {
	o := Outcome(next)
	return engine.ResultFor(o.Status == Win, o.Winner, before.pos.side), o.Status != Ongoing
}

// judgement is how level l weighs a choice beside the move (a huff, a
// "Take"): a search within its plan's limits but at most 8 plies and
// 500,000 nodes, and the plan's noise.
func judgement(ctx context.Context, l Level) (Limits, int) {
	plan := plans.For(ctx, l)
	lim := plan.Limits
	if lim.Depth == 0 || lim.Depth > 8 {
		lim.Depth = 8
	}
	if lim.Nodes == 0 || lim.Nodes > 500_000 {
		lim.Nodes = 500_000
	}
	return lim, plan.Noise
}

// ChooseHuff decides, for the side to move, whether to huff one of the
// pieces HuffableSquares lists, and which: it compares the position after
// each huff with the position left alone by a search at the given level.
// ok is false when it is better (or only possible) not to huff.
func ChooseHuff(ctx context.Context, s State, l Level, rng *rand.Rand) (square int, ok bool) {
	squares := s.HuffableSquares()
	if len(squares) == 0 {
		return 0, false
	}
	lim, noise := judgement(ctx, l)
	s = levelState(s, l)
	best := Search(ctx, s, lim).Score
	for _, sq := range squares {
		t, err := s.Huff(sq)
		if err != nil {
			continue
		}
		score := Search(ctx, t, lim).Score
		if o := Outcome(t); o.Status == Win {
			score = -winScore
			if o.Winner == s.pos.side {
				score = winScore
			}
		}
		if rng != nil && noise > 0 {
			score += rng.IntN(noise + 1)
		}
		if score > best {
			best, square, ok = score, sq, true
		}
	}
	return square, ok
}

// plans are how the levels search and err (see engine.Choose).
var plans = engine.Plans{
	Easy:        engine.Plan{Limits: Limits{Depth: 2, Nodes: 5_000}, Noise: 120, Blunder: 0.12, FloorNodes: 500},
	Medium:      engine.Plan{Limits: Limits{Depth: 5, Nodes: 60_000}, Noise: 35, Blunder: 0.02, FloorNodes: 500},
	Hard:        engine.Plan{Limits: Limits{Depth: 14, Nodes: 1_500_000}},
	ExpertNodes: 20_000_000,
}
