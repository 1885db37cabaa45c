package doublechess

import (
	"context"
	"testing"
	"time"

	"parlour/games/internal/engine"
	"parlour/games/internal/enginetest"
)

// TestExpertOnTwoThreadsPlaysALegalMove: Expert searching on two threads,
// from the start and after the seed's opening, plays a legal move within
// its time.
func TestExpertOnTwoThreadsPlaysALegalMove(t *testing.T) {
	start, _ := NewGame(Rules{})
	player := enginetest.Player[State, Move]{Choose: Choose, Name: Move.String}
	for _, s := range []State{start, seedOpening(t)} {
		s = s.WithThreads(2)
		enginetest.ExpertPlaysALegalMoveInTime(t, player, s, Legal(s), 300*time.Millisecond)
	}
}

// TestThreadsLeaveADepthBoundSearchAsItWas: a search bounded by depth
// gives the same result asked for two threads as on one, and a state
// that follows keeps its threads.
func TestThreadsLeaveADepthBoundSearchAsItWas(t *testing.T) {
	s := seedOpening(t)
	one := Search(context.Background(), s, Limits{Depth: 4})
	two := Search(context.Background(), s.WithThreads(2), Limits{Depth: 4})
	if one.Score != two.Score || one.Nodes != two.Nodes || one.Move != two.Move {
		t.Errorf("depth 4: %v %d (%d nodes) on two threads, %v %d (%d nodes) on one", two.Move, two.Score, two.Nodes, one.Move, one.Score, one.Nodes)
	}
	next, err := s.WithThreads(2).Apply(one.Move)
	if err != nil || next.threads != 2 {
		t.Errorf("a move played: %d threads (%v), want the 2 of the state before", next.threads, err)
	}
}

// TestExpertForksItsSearch: a state's threads reach both drivers (the
// converting side's too), and the search's game forks, so that the
// engine runs that many searchers (the engine's own tests show it does).
func TestExpertForksItsSearch(t *testing.T) {
	s, _ := NewGame(Rules{})
	for name, d := range map[string]*engine.Driver[State, move, moveTag, *game, Move]{"driver": &driver, "converting": &converting} {
		if got := d.Threads(s.WithThreads(3)); got != 3 {
			t.Errorf("%s sees %d threads, want 3", name, got)
		}
		if got := d.Threads(s); got != 0 {
			t.Errorf("%s: a new game has %d threads, want 0 (one)", name, got)
		}
		if _, ok := any(d.NewGame()).(engine.Forker[*game]); !ok {
			t.Errorf("%s: the search's game does not fork", name)
		}
	}
}
