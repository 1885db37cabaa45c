package room

import (
	"fmt"
	"io"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
)

// Headless runs a game screen with no terminal: a Bubble Tea program with
// no input, no renderer and no signal handling, whose commands run as in
// any program. It is the room's own copy, which plays the computer seats.
// A panic in the screen's Update or in one of its commands stops this copy
// only; Err says why.
type Headless struct {
	p    *tea.Program
	done chan struct{}

	mu       sync.Mutex
	err      error
	stopping bool
	// reached is how far into the log the copy had got: the actions
	// handed to its game, the one it was applying included.
	reached int
	// failedAt is reached when the copy failed.
	failedAt int
}

// RunHeadless starts s in a headless program (at a nominal 80×24).
func RunHeadless(s screen.Screen) *Headless {
	h := &Headless{done: make(chan struct{})}
	h.p = tea.NewProgram(newHeadlessModel(h, s), tea.WithInput(nil), tea.WithOutput(io.Discard),
		tea.WithoutRenderer(), tea.WithoutSignalHandler())
	go func() {
		defer close(h.done)
		if _, err := h.p.Run(); err != nil {
			h.fail(err)
		}
	}()
	h.p.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	return h
}

// Send delivers msg to the copy; it returns at once once the copy stopped.
func (h *Headless) Send(msg tea.Msg) { h.p.Send(msg) }

// Stop ends the copy and waits for it.
func (h *Headless) Stop() {
	h.mu.Lock()
	h.stopping = true
	h.mu.Unlock()
	h.p.Kill()
	<-h.done
}

// Done is closed once the copy has stopped.
func (h *Headless) Done() <-chan struct{} { return h.done }

// Err is why the copy stopped early, or nil.
func (h *Headless) Err() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.err
}

// Inspect runs f with the copy's game screen (the screen it started with,
// even once a result covers it) on the copy's own goroutine, and waits for
// it; false if the copy has stopped. f must only read.
func (h *Headless) Inspect(f func(screen.Screen)) bool {
	done := make(chan struct{})
	go h.p.Send(inspectMsg{f, done})
	select {
	case <-done:
		return true
	case <-h.done:
		return false
	}
}

// Ender is a game screen that keeps its result inside itself (instead of
// being replaced by the result screen) and says when its game is over.
type Ender interface{ GameOver() bool }

// GameOver reports whether the copy's game is over: the result screen
// replaced it, or the game, an Ender, says so; false once the copy has
// stopped.
func (h *Headless) GameOver() bool {
	done := make(chan bool, 1)
	go h.p.Send(overMsg{done})
	select {
	case over := <-done:
		return over
	case <-h.done:
		return false
	}
}

// overMsg asks the copy whether its game is over.
type overMsg struct{ done chan bool }

// inspectMsg asks the copy to run f with its screen.
type inspectMsg struct {
	f    func(screen.Screen)
	done chan struct{}
}

// FailedAt is how far into the log the copy had got when it failed: the
// number of actions handed to its game, the one it was applying included.
func (h *Headless) FailedAt() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.failedAt
}

func (h *Headless) fail(err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err == nil && !h.stopping {
		h.err, h.failedAt = err, h.reached
	}
}

// reach notes that the action of place seq is handed to the game.
func (h *Headless) reach(seq int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.reached = max(h.reached, seq+1)
}

// headlessModel runs the copy's screens in a screen.Stack: the result
// screen replaces the game there as anywhere. A room's copy is not a
// session's to end: when its game leaves the stack, the copy keeps the
// game for Inspect and ignores what follows. It catches panics.
type headlessModel struct {
	h     *Headless
	stack *screen.Stack
	game  screen.Screen // the game, until a result takes its place
}

func newHeadlessModel(h *Headless, s screen.Screen) headlessModel {
	stack := screen.NewStack(s)
	return headlessModel{h: h, stack: &stack, game: s}
}

func (m headlessModel) Init() tea.Cmd { return m.guard(m.stack.Init()) }

func (m headlessModel) View() string { return "" }

func (m headlessModel) Update(msg tea.Msg) (model tea.Model, cmd tea.Cmd) {
	defer func() {
		if r := recover(); r != nil {
			m.h.fail(fmt.Errorf("the room's copy of the game failed: %v", r))
			model, cmd = m, tea.Quit
		}
	}()
	switch msg := msg.(type) {
	case inspectMsg:
		msg.f(m.game)
		close(msg.done)
		return m, nil
	case overMsg:
		msg.done <- m.over()
		return m, nil
	case screen.ActionMsg:
		m.h.reach(msg.Seq)
	case screen.QuitMsg:
		return m, nil
	}
	cmd = m.stack.Update(msg)
	if bottom := m.stack.Bottom(); bottom != nil {
		if _, result := bottom.(*screen.Result); !result {
			m.game = bottom
		}
	}
	return m, m.guard(cmd)
}

// over reports whether the copy's game is over: a result took its place,
// or the game, an Ender, says so.
func (m headlessModel) over() bool {
	if _, result := m.stack.Bottom().(*screen.Result); result {
		return true
	}
	e, ok := m.game.(Ender)
	return ok && e.GameOver()
}

// guard wraps cmd (and the commands of a batch it yields) so that a panic
// in it stops this copy with an error instead of printing to the server's
// terminal.
func (m headlessModel) guard(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() (msg tea.Msg) {
		defer func() {
			if r := recover(); r != nil {
				m.h.fail(fmt.Errorf("the room's copy of the game failed: %v", r))
				msg = tea.Quit()
			}
		}()
		switch msg := cmd().(type) {
		case tea.BatchMsg:
			out := make(tea.BatchMsg, len(msg))
			for i, c := range msg {
				out[i] = m.guard(c)
			}
			return out
		default:
			return msg
		}
	}
}
