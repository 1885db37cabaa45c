package draughts

import (
	"context"
	"slices"
	"testing"
	"time"

	"parlour/games/internal/enginetest"
	"parlour/games/level"
)

// TestExpertOnTwoThreadsPlaysALegalMove: Expert searching on two threads,
// from positions whose searches probe the endgame database, plays a legal
// move within its time.
func TestExpertOnTwoThreadsPlaysALegalMove(t *testing.T) {
	player := enginetest.Player[State, Move]{Choose: Choose, Name: Move.String}
	for _, c := range []struct {
		rules Rules
		fen   string
	}{
		{Rules{}, "B:W21,22,24,27,28,30,31:B1,3,5,6,9,11,12"},
		{Rules{Variant: Polish}, "W:W31,32,36,38,43:B9,11,13,18"},
	} {
		s := mustFEN(t, c.rules, c.fen).WithThreads(2)
		enginetest.ExpertPlaysALegalMoveInTime(t, player, s, Legal(s), 300*time.Millisecond)
	}
}

// TestThreadsLeaveADepthBoundSearchAsItWas: a search bounded by depth
// gives the same result asked for two threads as on one.
func TestThreadsLeaveADepthBoundSearchAsItWas(t *testing.T) {
	s, _ := NewGame(Rules{Variant: Polish})
	one := Search(context.Background(), s, Limits{Depth: 7})
	two := Search(context.Background(), s.WithThreads(2), Limits{Depth: 7})
	if one.Score != two.Score || one.Nodes != two.Nodes || !slices.Equal(one.Move.Path, two.Move.Path) {
		t.Errorf("depth 7: %v %d (%d nodes) on two threads, %v %d (%d nodes) on one", two.Move, two.Score, two.Nodes, one.Move, one.Score, one.Nodes)
	}
}

// TestHelperReadsTheCountedPartAlone: a searcher beside the first (Fork)
// reads the endgame database's counted part through the shared cache, and
// takes no cache of blocks of its own, so that a search on two threads
// costs little more memory than on one; the first searcher reads the
// results of five pieces.
func TestHelperReadsTheCountedPartAlone(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W21,22,24,27,28,30,31:B1,3,5,6,9,11,12")
	first := &game{}
	first.Set(s)
	defer first.Release()
	if first.db == nil || first.db == first.db.Counted() || first.dbOwn == nil {
		t.Fatalf("the first searcher: database %p (counted part %p), own cache %p; want the whole database and a cache", first.db, first.db.Counted(), first.dbOwn)
	}
	helper := first.Fork()
	helper.Set(s)
	defer helper.Release()
	if helper.db != first.db.Counted() || helper.dbOwn != nil {
		t.Errorf("a helper: database %p, own cache %p; want the counted part %p and no cache", helper.db, helper.dbOwn, first.db.Counted())
	}
}

// BenchmarkThreadsDepthInOneSecond compares Expert's search on one thread
// and on two: the depth reached in one second and the nodes searched a
// second (every searcher's), from the depth benchmarks' positions, the two
// taking turns:
//
//	go test -run '^$' -bench ThreadsDepthInOneSecond -benchtime 3x ./games/draughts/
func BenchmarkThreadsDepthInOneSecond(b *testing.B) {
	for _, pos := range depthPositions(b) {
		s := levelState(pos.s, level.Expert)
		b.Run(pos.name, func(b *testing.B) {
			depthInOneSecondEach(b, []searchWay{{Name: "1threads", State: s.WithThreads(1)}, {Name: "2threads", State: s.WithThreads(2)}})
		})
	}
}
