package screen

import (
	"context"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Thinker runs a computer player's search off the main loop, so the screen
// stays responsive while it thinks, and lets the screen cancel it (Esc,
// undo, leaving the game). One search runs at a time.
type Thinker struct {
	cancel context.CancelFunc
	id     int64
}

// lastThought numbers every search started in the process, so that a
// search's id is never that of another Thinker's: the root delivers each
// ThoughtMsg to every screen in its stack, and only the one whose Thinker
// started it accepts it.
var lastThought atomic.Int64

// ThoughtMsg carries a finished search's result back to the screen that
// started it, whatever screen is on top by then. ID tells results of
// cancelled or replaced searches, and other screens' searches, from the
// current one.
type ThoughtMsg struct {
	ID     int64
	Result any
}

// Start cancels any search in progress and returns a command that runs
// search with a context that ends after limit (0: no limit). The search
// should return promptly, with its best result so far, once ctx is done.
func (t *Thinker) Start(limit time.Duration, search func(ctx context.Context) any) tea.Cmd {
	t.Cancel()
	t.id = lastThought.Add(1)
	var ctx context.Context
	var cancel context.CancelFunc
	if limit > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), limit)
	} else {
		ctx, cancel = context.WithCancel(context.Background())
	}
	t.cancel = cancel
	id := t.id
	return func() tea.Msg {
		defer cancel()
		return ThoughtMsg{ID: id, Result: search(ctx)}
	}
}

// Cancel stops the search in progress, if any; its result will be ignored.
func (t *Thinker) Cancel() {
	if t.cancel != nil {
		t.cancel()
		t.cancel = nil
		t.id = 0
	}
}

// Busy reports whether a search is running.
func (t *Thinker) Busy() bool { return t.cancel != nil }

// Accept reports whether msg is the result of the current search, and
// marks the search finished if so.
func (t *Thinker) Accept(msg ThoughtMsg) bool {
	if msg.ID != t.id || t.cancel == nil {
		return false
	}
	t.cancel = nil
	return true
}
