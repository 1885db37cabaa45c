package engine

import (
	"context"
	"sync"
)

// Settable is a Game that can be set to a state S of its engine, to search
// one position after another.
type Settable[S any, M comparable, T Tag] interface {
	Game[M, T]
	// Set makes s the position at the root, forgetting what earlier
	// searches learnt of the order of moves.
	Set(s S)
}

// Releaser is a Game that holds something for its searches, such as a
// cache of its own, to give back when its session closes.
type Releaser interface {
	Release()
}

// Forker is a Game that can give a fresh game of its kind, for another
// searcher of the same search (see Limits.Threads).
type Forker[G any] interface {
	Fork() G
}

// Session searches states S one after another with one game and one
// table, as a computer player's decision does: each search starts afresh
// but for what the table holds.
type Session[S any, M comparable, T Tag, G Settable[S, M, T]] struct {
	game     G
	searcher *Searcher[M, T, G]
	// helpers are the searchers beside the first of a search on several
	// threads, made when a search first needs them.
	helpers []*Searcher[M, T, G]
}

// NewSession returns a session over g with a table sized for lim. Close
// it when its searches are done.
func NewSession[S any, M comparable, T Tag, G Settable[S, M, T]](g G, lim Limits) *Session[S, M, T, G] {
	return newSession[S, M, T](g, TableBits(lim), false, timeAlone(lim))
}

// sessionFor is NewSession for searches from s, with a table g sizes for
// s if it does (TableSizer).
func sessionFor[S any, M comparable, T Tag, G Settable[S, M, T]](g G, s S, lim Limits) *Session[S, M, T, G] {
	bits, smaller := tableBitsFor(g, s, lim)
	return newSession[S, M, T](g, bits, smaller, timeAlone(lim))
}

// newSession is a session over g with a table of 2^bits slots (see
// lendTable): warm, holding what earlier searches learnt, if warm.
func newSession[S any, M comparable, T Tag, G Settable[S, M, T]](g G, bits int, shrink, warm bool) *Session[S, M, T, G] {
	return &Session[S, M, T, G]{game: g, searcher: NewSearcher(g, lendTable[T](bits, shrink, warm))}
}

// timeAlone reports whether lim bounds a search by time alone (its
// context's), which is then no repeatable search: such searches may start
// from what the last one learnt.
func timeAlone(lim Limits) bool { return lim.Nodes <= 0 && lim.Depth <= 0 }

// Close gives the session's table back for later sessions, and has the
// game give back what it holds (Releaser); the session must not search
// again.
func (se *Session[S, M, T, G]) Close() {
	if se.searcher.tt != nil {
		returnTable(se.searcher.tt)
		se.searcher.tt = nil
	}
	for _, h := range append([]*Searcher[M, T, G]{se.searcher}, se.helpers...) {
		if r, ok := any(h.game).(Releaser); ok {
			r.Release()
		}
	}
}

// Search searches s, whose legal moves are root, as Searcher.Run does,
// with the searchers lim.Threads asks for (see Limits.Threads).
func (se *Session[S, M, T, G]) Search(ctx context.Context, s S, root []M, lim Limits, progress func(Result[M])) Result[M] {
	se.game.Set(s)
	helpers := se.helpersFor(lim)
	if len(helpers) == 0 {
		return se.searcher.Run(ctx, root, lim, progress)
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, h := range helpers {
		h.game.Set(s)
		h.ahead = 1 + i%2
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.Run(ctx, root, Limits{}, nil)
		}()
	}
	report := progress
	if progress != nil {
		report = func(r Result[M]) {
			for _, h := range helpers {
				r.Nodes += h.counted.Load()
			}
			progress(r)
		}
	}
	res := se.searcher.Run(ctx, root, lim, report)
	cancel()
	wg.Wait()
	for _, h := range helpers {
		res.Nodes += h.nodes
	}
	return res
}

// helpersFor is the searchers to run beside the first for a search
// within lim, sharing its table: none unless lim asks for more than one
// thread, bounds the search by time alone, and the game can fork.
func (se *Session[S, M, T, G]) helpersFor(lim Limits) []*Searcher[M, T, G] {
	want := lim.Threads - 1
	forker, ok := any(se.game).(Forker[G])
	if want <= 0 || !timeAlone(lim) || !ok {
		return nil
	}
	for len(se.helpers) < want {
		se.helpers = append(se.helpers, NewSearcher(forker.Fork(), se.searcher.tt))
	}
	return se.helpers[:want]
}

// SearchPublic searches s in a new session and gives the result, and each
// iteration's to progress (if not nil), in the engine's public moves P:
// public writes the line pv, played from s, in them.
func SearchPublic[S any, M comparable, T Tag, G Settable[S, M, T], P any](ctx context.Context, g G, s S, root []M, lim Limits,
	progress func(Result[P]), public func(s S, pv []M) []P) Result[P] {
	session := sessionFor[S, M, T](g, s, lim)
	defer session.Close()
	return publicResult(s, session.Search(ctx, s, root, lim, PublicProgress(s, progress, public)), public)
}

// PublicProgress is progress, which hears results in the engine's public
// moves P, as a listener to results of searches of s in moves M (nil when
// progress is nil).
func PublicProgress[S any, M, P any](s S, progress func(Result[P]), public func(s S, pv []M) []P) func(Result[M]) {
	if progress == nil {
		return nil
	}
	return func(r Result[M]) { progress(publicResult(s, r, public)) }
}

// publicResult is r, of a search of s, in public moves.
func publicResult[S any, M, P any](s S, r Result[M], public func(s S, pv []M) []P) Result[P] {
	res := Result[P]{Score: r.Score, Depth: r.Depth, Nodes: r.Nodes, PV: public(s, r.PV)}
	if len(res.PV) > 0 {
		res.Move = res.PV[0]
	}
	return res
}
