package engine

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"parlour/games/level"
)

// forkingPile is a pile that can fork, counting the games forked and the
// positions every one of them entered.
type forkingPile struct {
	pile
	forks, entered *atomic.Int64
}

func newForkingPile() *forkingPile {
	return &forkingPile{forks: new(atomic.Int64), entered: new(atomic.Int64)}
}

func (p *forkingPile) Fork() *forkingPile {
	p.forks.Add(1)
	return &forkingPile{forks: p.forks, entered: p.entered}
}

func (p *forkingPile) Enter(ply, depth int) Node {
	p.entered.Add(1)
	return p.pile.Enter(ply, depth)
}

func searchForkingPile(t *testing.T, ctx context.Context, p *forkingPile, stones int, lim Limits) Result[int] {
	t.Helper()
	se := NewSession[int, int, pileTag](p, lim)
	defer se.Close()
	p.Set(stones)
	return se.Search(ctx, stones, p.Moves(nil), lim, nil)
}

func TestASearchBoundedByTimeRunsTheThreadsAsked(t *testing.T) {
	p := newForkingPile()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	r := searchForkingPile(t, ctx, p, 41, Limits{Threads: 3})
	if got := p.forks.Load(); got != 2 {
		t.Errorf("a search on 3 threads forked %d games, want 2", got)
	}
	if r.Move != 1 || r.Score <= WinBound {
		t.Errorf("from 41 stones: move %d, score %d; want 1 (leaving a multiple of four), a win", r.Move, r.Score)
	}
	// A searcher stopped counts the node it did not enter.
	if entered := p.entered.Load(); r.Nodes < entered || r.Nodes > entered+3 {
		t.Errorf("the result counts %d nodes; the searchers entered %d", r.Nodes, entered)
	}
}

func TestASearchBoundedByDepthOrNodesKeepsToOneThread(t *testing.T) {
	for _, lim := range []Limits{{Depth: 9}, {Nodes: 5_000}} {
		one := searchForkingPile(t, context.Background(), newForkingPile(), 1001, lim)
		p := newForkingPile()
		lim.Threads = 4
		many := searchForkingPile(t, context.Background(), p, 1001, lim)
		if p.forks.Load() != 0 {
			t.Errorf("%+v: %d games forked, want none", lim, p.forks.Load())
		}
		if one.Move != many.Move || one.Score != many.Score || one.Nodes != many.Nodes || one.Depth != many.Depth {
			t.Errorf("%+v: %+v on four threads, %+v on one", lim, many, one)
		}
	}
}

func TestAGameThatCannotForkSearchesAlone(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	r := searchPile(ctx, 1001, Limits{Threads: 2}, nil)
	if r.Move != 1 {
		t.Errorf("from 1001 stones: move %d, want 1", r.Move)
	}
}

func TestExpertOnAClockGetsItsThreadsAndOtherwiseOne(t *testing.T) {
	ps := Plans{ExpertNodes: 1000, ExpertThreads: 2}
	timed, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if got := ps.For(timed, level.Expert).Limits.Threads; got != 2 {
		t.Errorf("Expert with a deadline: %d threads, want 2", got)
	}
	if got := ps.For(context.Background(), level.Expert).Limits; got.Threads > 1 || got.Nodes != 1000 {
		t.Errorf("Expert without a deadline: %+v, want 1000 nodes on one thread", got)
	}
}
