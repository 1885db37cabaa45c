package engine

import (
	"context"
	"math/rand/v2"

	"parlour/games/level"
)

// Driver is an engine's public Search and Choose on the driver: what each
// engine would otherwise write again around SearchPublic and Decide. S is
// the engine's state, M its move under search, T the move's table tag, G
// its Game and P its public move.
type Driver[S any, M comparable, T Tag, G Settable[S, M, T], P any] struct {
	// NewGame returns a game for a decision's or a search's session.
	NewGame func() G
	// Judge reports whether the game is over in next and, if so, the
	// result for the side to move in before (1 a win, 0 a draw, -1 a
	// loss): next is before after a move, or before itself (a game over
	// already).
	Judge func(before, next S) (result int, over bool)
	// Root lists the legal moves the search considers in s; ChoiceRoot,
	// if not nil, the moves a decision considers at its root (in the
	// order it shuffles them), else Root.
	Root, ChoiceRoot func(s S) []M
	// Play is m played in s.
	Play func(s S, m M) S
	// Line writes the line pv, played from s, in public moves.
	Line func(s S, pv []M) []P
	// Plans are the levels' plans.
	Plans Plans
	// Threads, if not nil, is how many searchers a search of s bounded by
	// time alone may run at once (see Limits.Threads): Expert's, and a
	// Search's whose limits do not say.
	Threads func(s S) int
}

// Over reports whether the game of s is over.
func (d *Driver[S, M, T, G, P]) Over(s S) bool {
	_, over := d.Judge(s, s)
	return over
}

// Search is an engine's Search of s, reporting each iteration completed
// to progress (if not nil): the zero Result when the game is over.
func (d *Driver[S, M, T, G, P]) Search(ctx context.Context, s S, lim Limits, progress func(Result[P])) Result[P] {
	if d.Over(s) {
		return Result[P]{}
	}
	if lim.Threads == 0 && d.Threads != nil {
		lim.Threads = d.Threads(s)
	}
	return SearchPublic(ctx, d.NewGame(), s, d.Root(s), lim, progress, d.Line)
}

// Choose is an engine's computer player at level l in s (see Decide),
// telling progress (if not nil) how the decision goes: the zero P when
// the game is over.
func (d *Driver[S, M, T, G, P]) Choose(ctx context.Context, s S, l level.Level, rng *rand.Rand, progress func(Result[P])) P {
	var none P
	if d.Over(s) {
		return none
	}
	root := d.Root
	if d.ChoiceRoot != nil {
		root = d.ChoiceRoot
	}
	after := func(s S, m M) (S, []M, int, bool) {
		next := d.Play(s, m)
		result, over := d.Judge(s, next)
		return next, d.Root(next), result, over
	}
	plans := d.Plans
	if d.Threads != nil {
		plans.ExpertThreads = d.Threads(s)
	}
	m := Decide[S, M, T](ctx, plans, l, s, root(s), rng, d.NewGame(), after, PublicProgress(s, progress, d.Line))
	if line := d.Line(s, []M{m}); len(line) > 0 {
		return line[0]
	}
	return none
}
