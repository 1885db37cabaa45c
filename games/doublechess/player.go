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
	return driverFor(s).Choose(ctx, s, l, rng, nil)
}

// ChooseProgress is Choose telling progress (if not nil) how the decision
// goes, for a "thinking" line (see engine.Choose); it picks the same move.
func ChooseProgress(ctx context.Context, s State, l Level, rng *rand.Rand, progress func(Result)) Move {
	return driverFor(s).Choose(ctx, s, l, rng, progress)
}

// driver is Search and Choose on the shared driver.
var driver = engine.Driver[State, move, moveTag, *game, Move]{
	NewGame: func() *game { return &game{} }, Judge: judge, Root: legalMoves, Play: State.play, Line: publicLine,
	Plans: plans, Threads: func(s State) int { return s.threads },
}

// converting is driver with the plans for a side converting a won
// ending (see driverFor): Easy makes no random moves there.
var converting = func() engine.Driver[State, move, moveTag, *game, Move] {
	d := driver
	d.Plans.Easy.Blunder = 0
	return d
}()

// driverFor returns the driver whose plans the player to move in s plays
// by. A side well ahead in an ending, where a double checkmate takes many
// quiet moves with a few pieces, plays by converting: Easy's random move
// one time in twelve, harmless among many men, there gave a piece away
// to a bare king or opened a mate every few rounds, and most of its won
// endings ran on until rule 19 drew them (see docs/notes/2026-12-05-performance-log.md).
func driverFor(s State) *engine.Driver[State, move, moveTag, *game, Move] {
	if wellAhead(&s.pos, s.pos.turn.Side()) {
		return &converting
	}
	return &driver
}

// wellAhead reports whether side, in an ending of at most endingPieces
// pieces, has live pieces (pawns and kings aside) worth a rook more than
// its adversaries' live pieces.
func wellAhead(p *position, side Side) bool {
	if int(p.pieces) > endingPieces {
		return false
	}
	var force [2]int
	for _, col := range Colors {
		if p.isDead(col) {
			continue
		}
		p.men[col].each(func(c int) {
			if k := kindOf(p.board[c]); k != Pawn && k != King {
				force[col&1] += manValue[k]
			}
		})
	}
	return force[side] >= force[side^1]+manValue[Rook]
}

// endingPieces is the number of pieces at and below which wellAhead looks
// for a won ending.
const endingPieces = 8

// judge is whether the game is over in next, and the result for the side
// of the player to move in before (see engine.Driver).
func judge(before, next State) (int, bool) {
	v := Outcome(next)
	return engine.ResultFor(v.Status == Win, v.Winner, before.Turn().Side()), v.Status != Ongoing
}

// legalMoves lists the legal moves of s in the generator's order.
func legalMoves(s State) []move { return s.pos.legalMoves(nil) }
