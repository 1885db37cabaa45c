// Package uitest drives Bubble Tea models in tests the way the program
// would: keys in, commands run, their messages fed back, until the model is
// quiet. Animation ticks (spinners, clocks, cursor blinks) are dropped so a
// test never waits on them.
package uitest

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/screen"
)

// CommandTimeout is how long a command may run before its message is
// dropped: long enough for a computer move, shorter than a clock's tick.
var CommandTimeout = 400 * time.Millisecond

// Harness holds a model under test.
type Harness struct {
	T     testing.TB
	Model tea.Model
	Quit  bool
	// holding makes computers' results (screen.ThoughtMsg) wait in held
	// until Release, so a test can act while a computer is thinking.
	holding bool
	held    []tea.Msg
}

// HoldThoughts keeps every computer result back until Release: the
// computer is "still thinking" while the test presses keys.
func (h *Harness) HoldThoughts() { h.holding = true }

// Release delivers the held computer results, in order, and stops holding.
func (h *Harness) Release() {
	h.T.Helper()
	h.holding = false
	held := h.held
	h.held = nil
	for _, msg := range held {
		h.Send(msg)
	}
}

// Held is the number of computer results waiting.
func (h *Harness) Held() int { return len(h.held) }

// New starts model at the given window size.
func New(t testing.TB, model tea.Model, width, height int) *Harness {
	t.Helper()
	h := &Harness{T: t, Model: model}
	h.Run(model.Init())
	h.Send(tea.WindowSizeMsg{Width: width, Height: height})
	return h
}

// Send delivers one message and runs what it leads to.
func (h *Harness) Send(msg tea.Msg) {
	h.T.Helper()
	m, cmd := h.Model.Update(msg)
	h.Model = m
	h.Run(cmd)
}

// Run runs a command and feeds its message back.
func (h *Harness) Run(cmd tea.Cmd) {
	h.T.Helper()
	if cmd == nil {
		return
	}
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-done:
	case <-time.After(CommandTimeout):
		return // a tick or a timer: dropped
	}
	switch msg := msg.(type) {
	case nil:
	case tea.QuitMsg:
		h.Quit = true
	case tea.BatchMsg:
		for _, c := range msg {
			h.Run(c)
		}
	case screen.ThoughtMsg:
		if h.holding {
			h.held = append(h.held, msg)
			return
		}
		h.Send(msg)
	default:
		if isAnimation(msg) {
			return
		}
		h.Send(msg)
	}
}

// isAnimation reports ticks of spinners, stopwatches and cursors.
func isAnimation(msg tea.Msg) bool {
	name := reflect.TypeOf(msg).String()
	return strings.HasSuffix(name, "TickMsg") || strings.Contains(name, "link") && strings.HasPrefix(name, "cursor.")
}

// Key sends keys by name: "enter", "esc", "up", "ctrl+g", "tab", or text.
func (h *Harness) Key(keys ...string) {
	h.T.Helper()
	for _, k := range keys {
		h.Send(Key(k))
	}
}

// Type sends each character of text as its own key.
func (h *Harness) Type(text string) {
	h.T.Helper()
	for _, r := range text {
		h.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

var named = map[string]tea.KeyType{
	"enter": tea.KeyEnter, "esc": tea.KeyEsc, "up": tea.KeyUp, "down": tea.KeyDown,
	"left": tea.KeyLeft, "right": tea.KeyRight, "tab": tea.KeyTab, "backspace": tea.KeyBackspace,
	"ctrl+c": tea.KeyCtrlC, "ctrl+g": tea.KeyCtrlG, "ctrl+z": tea.KeyCtrlZ, "ctrl+u": tea.KeyCtrlU,
	"f1": tea.KeyF1, "home": tea.KeyHome, "end": tea.KeyEnd, "pgdown": tea.KeyPgDown, "pgup": tea.KeyPgUp,
}

// Key returns the key message for a name, or for text typed at once.
func Key(k string) tea.KeyMsg {
	if t, ok := named[k]; ok {
		return tea.KeyMsg{Type: t}
	}
	if k == " " {
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune(" ")}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// View is the current frame without colours and styles.
func (h *Harness) View() string { return ansi.Strip(h.Model.View()) }

// MustSee fails the test when the frame lacks want.
func (h *Harness) MustSee(want string) {
	h.T.Helper()
	if v := h.View(); !strings.Contains(v, want) {
		h.T.Fatalf("screen lacks %q:\n%s", want, v)
	}
}

// MustNotSee fails the test when the frame shows unwanted.
func (h *Harness) MustNotSee(unwanted string) {
	h.T.Helper()
	if v := h.View(); strings.Contains(v, unwanted) {
		h.T.Fatalf("screen shows %q:\n%s", unwanted, v)
	}
}

// Click sends a left click at (x, y).
func (h *Harness) Click(x, y int) {
	h.Send(tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
}

// Find returns the position of the first occurrence of text on the screen.
func (h *Harness) Find(text string) (x, y int, err error) {
	for i, line := range strings.Split(h.View(), "\n") {
		if j := strings.Index(line, text); j >= 0 {
			return ansi.StringWidth(line[:j]), i, nil
		}
	}
	return 0, 0, fmt.Errorf("%q is not on the screen", text)
}

// screenModel lets a single screen run without the root model, in a stack
// of its own: what it opens shows on top, and what it asks of the screens
// beneath it (to close, to go home) is noted in Navigated, the screen
// staying as it was.
type screenModel struct {
	s     screen.Screen
	size  *tea.WindowSizeMsg
	stack *screen.Stack // while the screen has others open over it
	nav   *screen.Navigation
}

func (m screenModel) Init() tea.Cmd { return m.s.Init() }

func (m screenModel) View() string {
	if m.stack.Depth() > 1 {
		return m.stack.View()
	}
	return m.s.View()
}

func (m screenModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		*m.size = size
	}
	if m.stack.Depth() > 1 {
		cmd := m.stack.Update(msg)
		if bottom := m.stack.Bottom(); bottom != nil {
			m.s = bottom
		}
		return m, cmd
	}
	next, cmd := m.s.Update(msg)
	n, ok := next.(screen.Navigation)
	if !ok {
		m.s = next
		return m, cmd
	}
	*m.nav = n
	if n.Kind != screen.Opening {
		return m, cmd
	}
	m.s = n.Stays
	*m.stack = screen.NewStack(n.Stays)
	m.stack.Update(*m.size)
	return m, tea.Batch(cmd, m.stack.Update(screen.OpenMsg{Screen: n.Next}))
}

// NewScreen starts one screen on its own at the given window size.
func NewScreen(t testing.TB, s screen.Screen, width, height int) *Harness {
	t.Helper()
	stack := screen.NewStack(s)
	m := screenModel{s: s, size: &tea.WindowSizeMsg{}, stack: &stack, nav: &screen.Navigation{}}
	return New(t, m, width, height)
}

// Screen is the screen under test, for a harness made by NewScreen.
func (h *Harness) Screen() screen.Screen {
	if m, ok := h.Model.(screenModel); ok {
		return m.s
	}
	return nil
}

// Navigated is the last navigation the screen under test asked for (zero
// if none), for a harness made by NewScreen.
func (h *Harness) Navigated() screen.Navigation {
	if m, ok := h.Model.(screenModel); ok {
		return *m.nav
	}
	return screen.Navigation{}
}

// MustCloseHelpBeforeLeaving checks a game's Esc with its full key help
// open: ? opens the help (helpOpen), Esc closes it without asking to leave
// (asking), and only the next Esc asks.
func (h *Harness) MustCloseHelpBeforeLeaving(helpOpen, asking func() bool) {
	h.T.Helper()
	h.Key("?")
	if !helpOpen() {
		h.T.Fatal("? did not open the full key help")
	}
	h.Key("esc")
	if helpOpen() {
		h.T.Fatal("Esc left the full key help open")
	}
	if asking() {
		h.T.Fatal("Esc over the full key help asked to leave the game")
	}
	h.MustNotSee("Leave this game?")
	h.Key("esc")
	h.MustSee("Leave this game?")
}
