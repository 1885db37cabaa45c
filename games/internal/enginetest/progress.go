// Package enginetest holds checks that every board engine's tests run
// alike, so that each engine's test names the rule and this package holds
// the one body.
package enginetest

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"parlour/games/internal/engine"
	"parlour/games/level"
)

// Player is an engine's computer player at a level, with and without a
// progress listener.
type Player[S, M any] struct {
	Choose         func(ctx context.Context, s S, l level.Level, rng *rand.Rand) M
	ChooseProgress func(ctx context.Context, s S, l level.Level, rng *rand.Rand, progress func(engine.Result[M])) M
	// Name writes a move, to compare moves whatever their type.
	Name func(M) string
}

// ProgressNamesLegalMovesAndKeepsTheChoice checks, at Easy and Medium
// from s (whose legal moves are legal), that ChooseProgress reports
// legal moves, at a depth of at least one and with nodes counted, that
// its last report names the move it plays, and that listening does not
// change the move Choose would play.
func ProgressNamesLegalMovesAndKeepsTheChoice[S, M any](t *testing.T, p Player[S, M], s S, legal []M) {
	t.Helper()
	var names []string
	for _, m := range legal {
		names = append(names, p.Name(m))
	}
	for _, l := range []level.Level{level.Easy, level.Medium} {
		quiet := p.Choose(context.Background(), s, l, rand.New(rand.NewPCG(5, 5)))
		var heard []engine.Result[M]
		told := p.ChooseProgress(context.Background(), s, l, rand.New(rand.NewPCG(5, 5)),
			func(r engine.Result[M]) { heard = append(heard, r) })
		if p.Name(told) != p.Name(quiet) {
			t.Fatalf("%v: %s with progress, %s without", l, p.Name(told), p.Name(quiet))
		}
		if len(heard) == 0 {
			t.Fatalf("%v: no progress reported", l)
		}
		for _, r := range heard {
			if !slices.Contains(names, p.Name(r.Move)) || r.Depth < 1 || r.Nodes <= 0 {
				t.Fatalf("%v: report of %s at depth %d, %d nodes", l, p.Name(r.Move), r.Depth, r.Nodes)
			}
		}
		if last := heard[len(heard)-1]; p.Name(last.Move) != p.Name(told) {
			t.Errorf("%v: last report names %s, played %s", l, p.Name(last.Move), p.Name(told))
		}
	}
}
