// Package ui is Parlour's Bubble Tea application: the root model, which
// shows the top screen of its stack (see screen.Stack), and Run, which
// starts the program.
package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
)

// defaultMin is the smallest terminal any screen is drawn in; screens that
// need more say so through screen.MinSizer.
const defaultMin = 20

// App is the root model: a screen.Stack with the menu (or the lobby) at
// the bottom, Ctrl+C, and the notice of a window too small.
type App struct {
	env   *screen.Env
	stack screen.Stack
}

// NewApp returns the root model showing first (normally the menu).
func NewApp(env *screen.Env, first screen.Screen) App {
	return App{env: env, stack: screen.NewStack(first)}
}

// Init starts the first screen.
func (a App) Init() tea.Cmd { return a.stack.Init() }

// Update handles Ctrl+C, quitting and the window too small, and hands
// everything else to the stack. The program ends when the first screen
// closes.
func (a App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.String() == "ctrl+c" {
			// Let every screen save what it must (a game's clock) first.
			a.stack.Update(screen.QuittingMsg{})
			return a, tea.Quit
		}
		if a.tooSmall() {
			return a, nil // the screen is hidden: nothing typed blind reaches it
		}
	case tea.MouseMsg:
		if a.tooSmall() {
			return a, nil
		}
	case screen.QuitMsg:
		return a, tea.Quit
	}
	cmd := a.stack.Update(msg)
	if a.stack.Empty() {
		return a, tea.Quit
	}
	return a, cmd
}

// minSize is the top screen's minimum window.
func (a App) minSize() (int, int) {
	return a.stack.MinSize(func() (int, int) { return defaultMin, 5 })
}

// tooSmall reports whether the too-small notice is showing instead of the
// top screen.
func (a App) tooSmall() bool {
	size, sized := a.stack.Size()
	if !sized {
		return false
	}
	w, h := a.minSize()
	return size.Width < w || size.Height < h
}

// View draws the current screen, or the too-small message when the
// terminal is below the screen's minimum. It never draws past the window.
func (a App) View() string {
	size, sized := a.stack.Size()
	if !sized || a.stack.Empty() {
		return ""
	}
	w, h := size.Width, size.Height
	if a.tooSmall() {
		minW, minH := a.minSize()
		return screen.Fit(screen.TooSmall(a.env.Theme, minW, minH, w, h), w, h)
	}
	return screen.Fit(a.stack.View(), w, h)
}

// Current is the screen being shown (for tests).
func (a App) Current() screen.Screen { return a.stack.Top() }

// Depth is the number of screens open (for tests).
func (a App) Depth() int { return a.stack.Depth() }
