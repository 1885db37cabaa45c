package circularchess

import (
	"context"
	"testing"
	"time"

	"parlour/games/internal/engine"
	"parlour/games/internal/enginetest"
)

// TestExpertOnTwoThreadsPlaysALegalMove: Expert searching on two threads,
// from the start and from a middle game (middleGame), plays a legal move within its
// time.
func TestExpertOnTwoThreadsPlaysALegalMove(t *testing.T) {
	start, _ := NewGame(modern)
	player := enginetest.Player[State, Move]{Choose: Choose, Name: Move.String}
	for _, s := range []State{start, middleGame(start)} {
		s = s.WithThreads(2)
		enginetest.ExpertPlaysALegalMoveInTime(t, player, s, Legal(s), 300*time.Millisecond)
	}
}

// TestThreadsLeaveADepthBoundSearchAsItWas: a search bounded by depth
// gives the same result asked for two threads as on one, and so does a
// state that follows from it.
func TestThreadsLeaveADepthBoundSearchAsItWas(t *testing.T) {
	s, _ := NewGame(modern)
	s = play(t, s, "b2-b4", "c7-c5")
	one := Search(context.Background(), s, Limits{Depth: 6})
	two := Search(context.Background(), s.WithThreads(2), Limits{Depth: 6})
	if one.Score != two.Score || one.Nodes != two.Nodes || one.Move != two.Move {
		t.Errorf("depth 6: %v %d (%d nodes) on two threads, %v %d (%d nodes) on one", two.Move, two.Score, two.Nodes, one.Move, one.Score, one.Nodes)
	}
	if next := s.WithThreads(2).play(one.Move); next.threads != 2 {
		t.Errorf("a move played: %d threads, want the 2 of the state before", next.threads)
	}
}

// TestExpertForksItsSearch: a state's threads reach the search driver,
// and the search's game forks, so that the engine runs that many
// searchers (the engine's own tests show it does).
func TestExpertForksItsSearch(t *testing.T) {
	s, _ := NewGame(modern)
	if got := driver.Threads(s.WithThreads(3)); got != 3 {
		t.Errorf("the driver sees %d threads, want 3", got)
	}
	if got := driver.Threads(s); got != 0 {
		t.Errorf("a new game: %d threads, want 0 (one)", got)
	}
	if _, ok := any(driver.NewGame()).(engine.Forker[*game]); !ok {
		t.Error("the search's game does not fork")
	}
}
