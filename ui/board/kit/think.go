package kit

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/theme"
)

// Progress is what a search has found so far, for the thinking line.
type Progress struct {
	Depth int    // plies searched in full
	Score string // the best line's score as Scale.Score writes it: "+0.35 pawns", "mate in 3"
	Nodes int64  // positions searched
	// Line is the best line found so far, each move in the game's notation.
	Line []string
}

// Report is how a search tells its progress; it may be called from the
// search's own goroutine at any time, and never blocks.
type Report func(Progress)

// Scale is how a game writes a search's score from the mover's view: in
// its unit with a sign ("+0.35 pawns"), or, for a forced result, the moves
// to it ("mate in 3", "mated in 2").
type Scale struct {
	Unit      string // "pawns", "men"
	Win, Loss string // "mate in", "mated in"
}

// Score writes score (hundredths of the unit, from the mover's view);
// winIn is the plies to a forced result, positive when the mover wins,
// negative when it loses, 0 when none is seen.
func (s Scale) Score(score, winIn int) string {
	switch {
	case winIn > 0:
		return fmt.Sprintf("%s %d", s.Win, (winIn+1)/2)
	case winIn < 0:
		return fmt.Sprintf("%s %d", s.Loss, (-winIn+1)/2)
	}
	text := fmt.Sprintf("%+.2f", float64(score)/100)
	if s.Unit != "" {
		text += " " + s.Unit
	}
	return text
}

// ProgressMsg carries a search's progress to the screen that started it.
// ID names the listener that read it: a report of a search cancelled or
// replaced since has another ID and is ignored, as a stale
// screen.ThoughtMsg is. A screen covered by another (the rules) still
// receives its reports and its spinner's ticks: one listener and one
// chain of ticks run for each search, from Start to its end.
type ProgressMsg struct {
	ID       int64
	Progress Progress
}

// lastListener numbers every listener in the process, so that no two
// Thinkings' messages are ever taken for each other's.
var lastListener atomic.Int64

// run is one search's channel of progress: the search puts its latest
// report in latest (replacing one not yet read, so it never waits), and
// over closes when the search ends or the screen stops waiting for it.
type run struct {
	latest chan Progress
	over   chan struct{}
	once   sync.Once
}

func newRun() *run { return &run{latest: make(chan Progress, 1), over: make(chan struct{})} }

// put keeps p as the run's latest report. Only the search calls it.
func (r *run) put(p Progress) {
	for {
		select {
		case r.latest <- p:
			return
		default:
		}
		select {
		case <-r.latest: // drop the report not yet read
		default:
		}
	}
}

// end closes the run; the listener returns.
func (r *run) end() { r.once.Do(func() { close(r.over) }) }

// listen is a command that waits for the run's next report, and returns
// nothing once the run is over and its last report read.
func (r *run) listen(id int64) tea.Cmd {
	return func() tea.Msg {
		select {
		case p := <-r.latest:
			return ProgressMsg{ID: id, Progress: p}
		case <-r.over:
		}
		select { // a report left when the run ended comes first
		case p := <-r.latest:
			return ProgressMsg{ID: id, Progress: p}
		default:
			return nil
		}
	}
}

// Thinking runs the computer's searches (through screen.Thinker, so only
// its own results are accepted), turns the spinner while one runs, and
// shows the progress the search reports as it goes: depth, score,
// positions and the best line when the search reports them, the time
// taken always. The progress comes to the screen in ProgressMsgs, which
// the screen hands to Take; nothing is shared with the search but the
// channel those messages are read from.
type Thinking struct {
	screen.Thinker
	// Task is what the search works on, in the screen's own words.
	Task string
	spin spinner.Model

	run      *run
	listener int64 // the id of the current listener's messages
	started  time.Time
	// shown is the latest progress taken in; elapsed the time as of the
	// last tick. View reads only these.
	shown   Progress
	elapsed time.Duration
}

// NewThinking returns a Thinking that is not searching.
func NewThinking() *Thinking {
	return &Thinking{spin: newSpinner()}
}

func newSpinner() spinner.Model { return spinner.New(spinner.WithSpinner(spinner.Line)) }

// Start cancels any search in progress and runs search for task; search
// should tell its progress through report, and return its best result
// once ctx is done. The command also listens for the reports: the screen
// passes each ProgressMsg to Take.
func (th *Thinking) Start(task string, search func(ctx context.Context, report Report) any) tea.Cmd {
	th.stopRun()
	th.Task = task
	r := newRun()
	th.run = r
	th.listener = lastListener.Add(1)
	th.shown, th.elapsed, th.started = Progress{}, 0, time.Now()
	// A fresh spinner, so that the ticks of a search replaced stop.
	th.spin = newSpinner()
	think := th.Thinker.Start(0, func(ctx context.Context) any {
		defer r.end()
		return search(ctx, r.put)
	})
	return tea.Batch(th.spin.Tick, think, r.listen(th.listener))
}

// stopRun ends the current run's listener, if any.
func (th *Thinking) stopRun() {
	if th.run != nil {
		th.run.end()
		th.run = nil
	}
	th.listener = 0
}

// Cancel stops the search in progress, if any; its result and its
// reports will be ignored.
func (th *Thinking) Cancel() {
	th.Thinker.Cancel()
	th.stopRun()
}

// Accept reports whether msg is the result of the current search, and
// marks the search finished if so.
func (th *Thinking) Accept(msg screen.ThoughtMsg) bool {
	if !th.Thinker.Accept(msg) {
		return false
	}
	th.stopRun()
	return true
}

// Take takes in a search's report if it is the current search's (and
// listens for the next); it reports whether it was.
func (th *Thinking) Take(msg ProgressMsg) (bool, tea.Cmd) {
	if msg.ID == 0 || msg.ID != th.listener || !th.Busy() || th.run == nil {
		return false, nil
	}
	th.shown = msg.Progress
	return true, th.run.listen(th.listener)
}

// Tick turns the spinner and moves the time taken on; the screen passes
// it every spinner.TickMsg.
func (th *Thinking) Tick(msg spinner.TickMsg) tea.Cmd {
	if !th.Busy() {
		return nil
	}
	var cmd tea.Cmd
	th.spin, cmd = th.spin.Update(msg)
	if cmd != nil {
		th.elapsed = time.Since(th.started)
	}
	return cmd
}

// Spinner is the spinner's current frame.
func (th *Thinking) Spinner() string { return th.spin.View() }

// Shown is the progress the line shows.
func (th *Thinking) Shown() Progress { return th.shown }

// Line is the progress so far: "depth 12 · +0.35 pawns · 1.2M positions ·
// 3 s · Nb1-a3 Nb8-a6", or the time alone when the search tells nothing.
// sep is the theme's separator. The best line comes last, where a narrow
// screen cuts it.
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
	if len(p.Line) > 0 {
		parts = append(parts, strings.Join(p.Line, " "))
	}
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

// MostLineMoves is how many moves of the best line the thinking line shows.
const MostLineMoves = 6

// LineText writes the first moves (at most MostLineMoves) of a line from
// position s in the game's notation, each move from the position before
// it: text writes a move, apply plays it. It stops at a move that does not
// apply.
func LineText[S, M any](s S, line []M, text func(S, M) string, apply func(S, M) (S, error)) []string {
	out := make([]string, 0, min(len(line), MostLineMoves))
	for _, m := range line[:min(len(line), MostLineMoves)] {
		out = append(out, text(s, m))
		next, err := apply(s, m)
		if err != nil {
			break
		}
		s = next
	}
	return out
}

// The tasks a board screen's computer works on, for Thinking.Task.
const (
	TaskMove = "move" // a computer seat's move
	TaskHint = "hint" // a hint for a person
	TaskDraw = "draw" // weighing a person's draw offer
)

// What says what the search does, for the thinking line: "Ada is
// thinking…" (mover, for a move), "Looking for a good move…" (a hint),
// "Ada considers your offer…" (computer, for a draw offer).
func (th *Thinking) What(mover, computer, ellipsis string) string {
	switch th.Task {
	case TaskHint:
		return "Looking for a good move" + ellipsis
	case TaskDraw:
		return computer + " considers your offer" + ellipsis
	}
	return mover + " is thinking" + ellipsis
}

// Update takes the messages that belong to the thinking line, the
// spinner's ticks and the search's reports, and reports whether msg was
// one of them.
func (th *Thinking) Update(msg tea.Msg) (bool, tea.Cmd) {
	switch msg := msg.(type) {
	case spinner.TickMsg:
		return true, th.Tick(msg)
	case ProgressMsg:
		_, cmd := th.Take(msg)
		return true, cmd
	}
	return false, nil
}

// Status is the thinking line for the message line: the spinner, what
// the search does (What, or the screen's own words) and its progress,
// the parts apart by the theme's bullet.
func (th *Thinking) Status(t *theme.Theme, what string) string {
	return th.Spinner() + " " + what + " " + th.Line(" "+t.Glyph.Bullet+" ")
}
