package draughts

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
// (Easy also now and then overlooks a move entirely, as a beginner does);
// Hard plays its best within a fixed search; Expert plays its best within
// the time its context allows.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// String returns the level's name in lower case.
func (l Level) String() string { return engine.LevelString(uint8(l)) }

// MarshalText writes the level's name.
func (l Level) MarshalText() ([]byte, error) {
	name, ok := engine.LevelName(uint8(l))
	if !ok {
		return nil, fmt.Errorf("unknown level %d", uint8(l))
	}
	return []byte(name), nil
}

// UnmarshalText reads a level's name ("easy", "medium", "hard", "expert").
func (l *Level) UnmarshalText(b []byte) error {
	if v, ok := engine.LevelByName(string(b)); ok {
		*l = Level(v)
		return nil
	}
	return fmt.Errorf("unknown level %q (want easy, medium, hard or expert)", b)
}

// levelPlan is how a level searches and errs.
type levelPlan struct {
	limits  Limits
	noise   int     // random error added to each move's score, up to this much
	blunder float64 // chance of picking a move at random
}

// expertNodes bounds an Expert search whose context has no deadline, so
// that it still ends.
const expertNodes = 20_000_000

// plan returns how level l searches; a value out of range plays as Expert.
func (l Level) plan(ctx context.Context) levelPlan {
	switch l {
	case Easy:
		return levelPlan{limits: Limits{Depth: 2, Nodes: 5_000}, noise: 120, blunder: 0.12}
	case Medium:
		return levelPlan{limits: Limits{Depth: 5, Nodes: 60_000}, noise: 35, blunder: 0.02}
	case Hard:
		return levelPlan{limits: Limits{Depth: 14, Nodes: 1_500_000}}
	}
	p := levelPlan{}
	if _, ok := ctx.Deadline(); !ok {
		p.limits.Nodes = expertNodes
	}
	return p
}

// Choose picks a move for the side to move at the given level. rng supplies
// the randomness (the variety among equally good moves, and the errors of
// the weaker levels); with the same seed, state and level, and a context
// that does not cut the search short, it picks the same move. A nil rng
// means a fixed seed. Choose returns the zero Move when the game is over.
// The computer always captures when it can, even under the huffing rule.
func Choose(ctx context.Context, s State, level Level, rng *rand.Rand) Move {
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	if Outcome(s).Status != Ongoing {
		return Move{}
	}
	root := generate(&s.pos, Rules{Variant: s.rules.Variant}, nil)
	if len(root) == 0 {
		return Move{}
	}
	if len(root) == 1 {
		return s.public(root[0])
	}
	rng.Shuffle(len(root), func(i, j int) { root[i], root[j] = root[j], root[i] })
	plan := level.plan(ctx)
	if plan.noise == 0 {
		tt := engine.NewTable[moveTag](engine.TableBits(plan.limits))
		return s.public(searchMoves(ctx, s, root, plan.limits, tt).Move)
	}
	if rng.Float64() < plan.blunder {
		return s.public(root[rng.IntN(len(root))])
	}
	// Judge each move by a shallow search, blur the judgement, take the best.
	scores := scoreMoves(ctx, s, root, plan.limits)
	best, bestScore := 0, -WinScore-1
	for i, sc := range scores {
		if sc > -winBound && sc < winBound {
			sc += rng.IntN(plan.noise + 1)
		}
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return s.public(root[best])
}

// scoreMoves scores each root move with a search of the given limits
// shared among them (and one transposition table).
func scoreMoves(ctx context.Context, s State, root []move, lim Limits) []int {
	scores := make([]int, len(root))
	tt := engine.NewTable[moveTag](engine.TableBits(lim))
	per := lim
	if per.Nodes > 0 {
		per.Nodes = max(lim.Nodes/int64(len(root)), 500)
	}
	per.Depth = max(lim.Depth-1, 1)
	for i, m := range root {
		next := s.play(m)
		if o := Outcome(next); o.Status != Ongoing {
			switch {
			case o.Status == Draw:
				scores[i] = 0
			case o.Winner == s.pos.side:
				scores[i] = WinScore - 1
			default:
				scores[i] = -(WinScore - 1)
			}
			continue
		}
		scores[i] = -searchMoves(ctx, next, rootMoves(next), per, tt).Score
	}
	return scores
}

// ChooseHuff decides, for the side to move, whether to huff one of the
// pieces HuffableSquares lists, and which: it compares the position after
// each huff with the position left alone by a search at the given level.
// ok is false when it is better (or only possible) not to huff.
func ChooseHuff(ctx context.Context, s State, level Level, rng *rand.Rand) (square int, ok bool) {
	squares := s.HuffableSquares()
	if len(squares) == 0 {
		return 0, false
	}
	plan := level.plan(ctx)
	lim := plan.limits
	if lim.Depth == 0 || lim.Depth > 8 {
		lim.Depth = 8
	}
	if lim.Nodes == 0 || lim.Nodes > 500_000 {
		lim.Nodes = 500_000
	}
	best := Search(ctx, s, lim).Score
	for _, sq := range squares {
		t, err := s.Huff(sq)
		if err != nil {
			continue
		}
		score := Search(ctx, t, lim).Score
		if o := Outcome(t); o.Status == Win {
			score = -WinScore
			if o.Winner == s.pos.side {
				score = WinScore
			}
		}
		if rng != nil && plan.noise > 0 {
			score += rng.IntN(plan.noise + 1)
		}
		if score > best {
			best, square, ok = score, sq, true
		}
	}
	return square, ok
}
