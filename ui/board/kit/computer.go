package kit

import (
	"context"
	"math/rand/v2"
	"runtime"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/seats"
)

// Effort is how long a screen's computer seats think.
type Effort struct {
	// Expert is an Expert seat's thinking time a move; 0 leaves it to the
	// level's own limits. The weaker levels keep their own limits always.
	Expert time.Duration
	// Pace is the least time a move takes when no person plays, so that
	// computers playing each other can be watched.
	Pace time.Duration
}

// MaxExpertThreads is the most searchers an Expert seat runs at once.
const MaxExpertThreads = 4

// ExpertThreads is how many searchers an Expert seat's search runs at once
// (its engine's State.WithThreads): one a core the program may use, up to
// MaxExpertThreads, at one keyboard; one in a room, whose server shares
// its cores among its rooms.
func (b *BoardScreen) ExpertThreads() int {
	if b.Link.InRoom() {
		return 1
	}
	return min(runtime.GOMAXPROCS(0), MaxExpertThreads)
}

// SeatLevel is a seat's level, Medium if the seat has none.
func SeatLevel(l seats.Level) seats.Level {
	if !l.Valid() {
		return seats.Medium
	}
	return l
}

// MoveRand is the random source of the computer's choice at a move: the
// game's seed and the number of moves played, so that the same game
// replays the same.
func MoveRand(seed uint64, played int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(played)))
}

// StartMove starts a computer seat's move (TaskMove) on th: choose
// searches, telling report how it goes, and returns the move. An Expert
// seat's search stops after e.Expert; with no person at the table
// (people 0) the move takes at least e.Pace.
func (th *Thinking) StartMove(level seats.Level, people int, e Effort, choose func(ctx context.Context, report Report) any) tea.Cmd {
	budget := time.Duration(0)
	if level == seats.Expert {
		budget = e.Expert
	}
	pace := time.Duration(0)
	if people == 0 {
		pace = e.Pace
	}
	return th.Start(TaskMove, func(ctx context.Context, report Report) any {
		begun := time.Now()
		searchCtx := ctx
		if budget > 0 {
			var cancel context.CancelFunc
			searchCtx, cancel = context.WithTimeout(ctx, budget)
			defer cancel()
		}
		m := choose(searchCtx, report)
		if wait := pace - time.Since(begun); wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
			}
		}
		return m
	})
}
