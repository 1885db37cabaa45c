// Package ui is Parlour's Bubble Tea application: the root model, which
// shows exactly one screen at a time and switches screens on the messages
// they return (see package screen), and Run, which starts the program.
package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
)

// defaultMin is the smallest terminal any screen is drawn in; screens that
// need more say so through screen.MinSizer.
const defaultMin = 20

// App is the root model. The screens form a stack: the menu at the bottom,
// the screen being shown on top. The top screen gets keys, clicks and
// everything else, but a computer's result (screen.ThoughtMsg) and a room's
// action (screen.ActionMsg) go to every screen in the stack, so that a game
// covered by the rules viewer still gets its move; each screen accepts only
// its own search's result.
type App struct {
	env   *screen.Env
	stack []screen.Screen
	size  tea.WindowSizeMsg
	sized bool
	keys  screen.Keys
}

// NewApp returns the root model showing first (normally the menu).
func NewApp(env *screen.Env, first screen.Screen) App {
	return App{env: env, stack: []screen.Screen{first}, keys: screen.NewKeys()}
}

// Init starts the first screen.
func (a App) Init() tea.Cmd { return a.top().Init() }

func (a App) top() screen.Screen { return a.stack[len(a.stack)-1] }

// Update handles the messages that switch screens and the global keys, and
// hands everything else to the current screen.
func (a App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.String() == "ctrl+c" {
			// Let the screen save what it must (a game's clock) first.
			a.forward(screen.QuittingMsg{})
			return a, tea.Quit
		}
		if a.tooSmall() {
			return a, nil // the screen is hidden: nothing typed blind reaches it
		}
	case tea.MouseMsg:
		if a.tooSmall() {
			return a, nil
		}
	case screen.ThoughtMsg, screen.SettingsChangedMsg, screen.ActionMsg:
		return a.broadcast(msg)
	case tea.WindowSizeMsg:
		a.size, a.sized = msg, true
	case screen.QuitMsg:
		return a, tea.Quit
	case screen.OpenMsg:
		a.stack = append(a.stack, msg.Screen)
		return a, a.start(msg.Screen)
	case screen.ReplaceMsg:
		a.stack[len(a.stack)-1] = msg.Screen
		return a, a.start(msg.Screen)
	case replaceAtMsg:
		if msg.depth >= len(a.stack) {
			return a, nil // that screen is gone
		}
		if msg.depth == len(a.stack)-1 {
			a.stack[msg.depth] = msg.screen
			return a, a.start(msg.screen)
		}
		// A covered screen replaces itself (a game that ended on a
		// computer's move under the rules viewer): the new screen waits,
		// sized, until it is revealed.
		a.stack[msg.depth] = msg.screen
		cmds := []tea.Cmd{msg.screen.Init()}
		if a.sized {
			next, cmd := msg.screen.Update(a.size)
			a.stack[msg.depth] = next
			cmds = append(cmds, cmd)
		}
		return a, tea.Batch(cmds...)
	case screen.BackMsg:
		if len(a.stack) == 1 {
			return a, tea.Quit
		}
		a.stack = a.stack[:len(a.stack)-1]
		return a.reveal()
	case screen.HomeMsg:
		a.stack = a.stack[:1]
		return a.reveal()
	}
	return a.forward(msg)
}

// start runs a new screen's Init and replays the window size to it.
func (a *App) start(s screen.Screen) tea.Cmd {
	cmds := []tea.Cmd{s.Init()}
	if a.sized {
		next, cmd := s.Update(a.size)
		a.stack[len(a.stack)-1] = next
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// reveal tells the screen now on top that it is shown again, with the
// current window size (it may have changed while it was hidden).
func (a App) reveal() (tea.Model, tea.Cmd) {
	var cmds []tea.Cmd
	if a.sized {
		m, cmd := a.forward(a.size)
		a = m.(App)
		cmds = append(cmds, cmd)
	}
	m, cmd := a.forward(screen.ShownMsg{})
	return m, tea.Batch(append(cmds, cmd)...)
}

// broadcast gives msg to every screen in the stack, top first. What a
// covered screen asks for in return is pinned to it: its ReplaceMsg
// replaces that screen, not the one on top.
func (a App) broadcast(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmds := make([]tea.Cmd, 0, len(a.stack))
	top := len(a.stack) - 1
	for i := top; i >= 0; i-- {
		next, cmd := a.stack[i].Update(msg)
		a.stack[i] = next
		if i < top {
			cmd = pinned(cmd, i)
		}
		cmds = append(cmds, cmd)
	}
	return a, tea.Batch(cmds...)
}

// replaceAtMsg is a ReplaceMsg from the screen at depth in the stack.
type replaceAtMsg struct {
	depth  int
	screen screen.Screen
}

// pinned wraps cmd so that a ReplaceMsg it yields (directly or in a batch)
// names the screen at depth.
func pinned(cmd tea.Cmd, depth int) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case screen.ReplaceMsg:
			return replaceAtMsg{depth, msg.Screen}
		case tea.BatchMsg:
			out := make(tea.BatchMsg, len(msg))
			for i, c := range msg {
				out[i] = pinned(c, depth)
			}
			return out
		default:
			return msg
		}
	}
}

// minSize is the top screen's minimum window.
func (a App) minSize() (int, int) {
	if m, ok := a.top().(screen.MinSizer); ok {
		return m.MinSize()
	}
	return defaultMin, 5
}

// tooSmall reports whether the too-small notice is showing instead of the
// top screen.
func (a App) tooSmall() bool {
	if !a.sized {
		return false
	}
	w, h := a.minSize()
	return a.size.Width < w || a.size.Height < h
}

func (a App) forward(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := a.top().Update(msg)
	a.stack[len(a.stack)-1] = next
	return a, cmd
}

// View draws the current screen, or the too-small message when the
// terminal is below the screen's minimum. It never draws past the window.
func (a App) View() string {
	if !a.sized {
		return ""
	}
	w, h := a.size.Width, a.size.Height
	if a.tooSmall() {
		minW, minH := a.minSize()
		return screen.Fit(screen.TooSmall(a.env.Theme, minW, minH, w, h), w, h)
	}
	return screen.Fit(a.top().View(), w, h)
}

// Current is the screen being shown (for tests).
func (a App) Current() screen.Screen { return a.top() }

// Depth is the number of screens open (for tests).
func (a App) Depth() int { return len(a.stack) }
