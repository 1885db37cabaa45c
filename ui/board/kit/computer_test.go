package kit

import (
	"context"
	"runtime"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/seats"
)

// thoughtOf runs the search of a Start's command and returns its result.
func thoughtOf(t *testing.T, cmd tea.Cmd) screen.ThoughtMsg {
	t.Helper()
	batch, ok := cmd().(tea.BatchMsg)
	if !ok || len(batch) != 3 {
		t.Fatalf("not the batch of a start: %T", cmd)
	}
	msg, ok := batch[1]().(screen.ThoughtMsg)
	if !ok {
		t.Fatal("the search gave no thought")
	}
	return msg
}

func TestStartMoveGivesAnExpertItsTimeAndWatchersTheirPace(t *testing.T) {
	e := Effort{Expert: 30 * time.Millisecond, Pace: 150 * time.Millisecond}
	th := NewThinking()
	hasDeadline := false
	cmd := th.StartMove(seats.Expert, 1, e, func(ctx context.Context, report Report) any {
		_, hasDeadline = ctx.Deadline()
		<-ctx.Done() // an Expert thinks as long as it may
		return "e2-e4"
	})
	begun := time.Now()
	msg := thoughtOf(t, cmd)
	if !hasDeadline || msg.Result != "e2-e4" || time.Since(begun) > 5*time.Second {
		t.Fatalf("an Expert's move: deadline %v, %v after %v", hasDeadline, msg.Result, time.Since(begun))
	}
	if !th.Accept(msg) || th.Task != TaskMove {
		t.Fatal("the move's thought is not the Thinking's own")
	}

	cmd = th.StartMove(seats.Easy, 1, e, func(ctx context.Context, report Report) any {
		_, hasDeadline = ctx.Deadline()
		return "d2-d4"
	})
	begun = time.Now()
	if msg := thoughtOf(t, cmd); hasDeadline || msg.Result != "d2-d4" || time.Since(begun) >= e.Pace {
		t.Fatalf("an Easy seat with a person at the table: deadline %v, waited %v", hasDeadline, time.Since(begun))
	}

	cmd = th.StartMove(seats.Easy, 0, e, func(ctx context.Context, report Report) any { return "c2-c4" })
	begun = time.Now()
	if msg := thoughtOf(t, cmd); msg.Result != "c2-c4" || time.Since(begun) < e.Pace {
		t.Fatalf("two computers: the move came after %v, the pace is %v", time.Since(begun), e.Pace)
	}
}

func TestSeatLevelAndMoveRand(t *testing.T) {
	if SeatLevel(seats.Level(0)) != seats.Medium || SeatLevel(seats.Hard) != seats.Hard {
		t.Fatal("a seat without a level is not Medium")
	}
	if MoveRand(7, 3).Uint64() != MoveRand(7, 3).Uint64() || MoveRand(7, 3).Uint64() == MoveRand(7, 4).Uint64() {
		t.Fatal("the move's random source does not follow the seed and the move")
	}
}

// TestExpertSearchesOnEveryCoreAtAKeyboardAndOnOneInARoom: at one keyboard
// an Expert seat runs a searcher a core (up to MaxExpertThreads); in a room
// one, for the server shares its cores among its rooms.
func TestExpertSearchesOnEveryCoreAtAKeyboardAndOnOneInARoom(t *testing.T) {
	here := &BoardScreen{}
	if got, want := here.ExpertThreads(), min(runtime.GOMAXPROCS(0), MaxExpertThreads); got != want {
		t.Errorf("at a keyboard: %d searchers, want %d", got, want)
	}
	room := &BoardScreen{Link: screen.Link{Send: func(screen.Action) {}}}
	if got := room.ExpertThreads(); got != 1 {
		t.Errorf("in a room: %d searchers, want 1", got)
	}
}
