package kit

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
)

// Progress is what a search has found so far, for the thinking line.
type Progress struct {
	Depth int    // plies searched in full
	Score string // the best line's score as the game writes it: "+0.35"
	Nodes int64  // positions searched
}

// Report is how a search tells its progress; it may be called from the
// search's own goroutine at any time.
type Report func(Progress)

// Thinking runs the computer's searches (through screen.Thinker, so only
// its own results are accepted), turns the spinner while one runs, and
// keeps the progress the search reports for the thinking line: depth,
// score and positions when the search reports them, the time taken always.
type Thinking struct {
	screen.Thinker
	// Task is what the search works on, in the screen's own words.
	Task string
	spin spinner.Model

	mu      sync.Mutex // guards latest and run, written by the search
	latest  Progress
	run     int // counts searches, so that a cancelled one's reports are dropped
	started time.Time
	// shown is the progress as of the last tick: View reads only this.
	shown   Progress
	elapsed time.Duration
}

// NewThinking returns a Thinking that is not searching.
func NewThinking() *Thinking {
	return &Thinking{spin: spinner.New(spinner.WithSpinner(spinner.Line))}
}

// Start cancels any search in progress and runs search for task; search
// should tell its progress through report, and return its best result
// once ctx is done.
func (th *Thinking) Start(task string, search func(ctx context.Context, report Report) any) tea.Cmd {
	th.Task = task
	th.mu.Lock()
	th.latest = Progress{}
	th.run++
	run := th.run
	th.mu.Unlock()
	th.shown, th.elapsed, th.started = Progress{}, 0, time.Now()
	report := func(p Progress) {
		th.mu.Lock()
		if th.run == run {
			th.latest = p
		}
		th.mu.Unlock()
	}
	return tea.Batch(th.spin.Tick, th.Thinker.Start(0, func(ctx context.Context) any {
		return search(ctx, report)
	}))
}

// Tick turns the spinner and takes in the search's latest progress; the
// screen passes it every spinner.TickMsg.
func (th *Thinking) Tick(msg spinner.TickMsg) tea.Cmd {
	if !th.Busy() {
		return nil
	}
	th.mu.Lock()
	th.shown = th.latest
	th.mu.Unlock()
	th.elapsed = time.Since(th.started)
	var cmd tea.Cmd
	th.spin, cmd = th.spin.Update(msg)
	return cmd
}

// Resume restarts the spinner after the screen was covered (its ticks went
// to the screen on top); nil when no search runs.
func (th *Thinking) Resume() tea.Cmd {
	if !th.Busy() {
		return nil
	}
	return th.spin.Tick
}

// Spinner is the spinner's current frame.
func (th *Thinking) Spinner() string { return th.spin.View() }

// Line is the progress so far: "depth 12 · +0.35 · 1.2M positions · 3 s",
// or the time alone when the search tells nothing. sep is the theme's
// separator.
func (th *Thinking) Line(sep string) string {
	var parts []string
	p := th.shown
	if p.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", p.Depth))
	}
	if p.Score != "" {
		parts = append(parts, p.Score)
	}
	if p.Nodes > 0 {
		parts = append(parts, Count(p.Nodes)+" positions")
	}
	parts = append(parts, fmt.Sprintf("%d s", int(th.elapsed.Seconds())))
	return strings.Join(parts, sep)
}

// Count writes a large number briefly: 950, 12.5k, 3.4M.
func Count(n int64) string {
	switch {
	case n >= 1_000_000:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 10_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return fmt.Sprint(n)
}
