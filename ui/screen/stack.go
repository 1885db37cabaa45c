package screen

import (
	tea "github.com/charmbracelet/bubbletea"
)

// Stack is the screens of one terminal: the first at the bottom, the one
// shown on top. The root model, a room's screen, a room's headless copy
// and the tests all keep their screens in one.
//
// Keys and clicks go to the top screen alone. Every other message (a
// computer's thought, a clock's tick, a search's progress, new settings,
// a room's action, the window's size) goes to every screen, top first, so
// a game covered by the rules keeps its clock running and keeps up with
// its room.
//
// A screen navigates by what its Update returns in its own place:
// Replace, Open, Close or Home. The request applies to that screen
// wherever it stands, and at once, so a key typed after the one that
// opened a screen reaches the new screen.
type Stack struct {
	screens []Screen
	size    tea.WindowSizeMsg
	sized   bool
}

// NewStack returns a stack holding first, and the others opened over it
// in order.
func NewStack(first Screen, others ...Screen) Stack {
	return Stack{screens: append([]Screen{first}, others...)}
}

// Init starts the screens the stack holds.
func (s *Stack) Init() tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(s.screens))
	for _, sc := range s.screens {
		cmds = append(cmds, sc.Init())
	}
	return tea.Batch(cmds...)
}

// Top is the screen shown, or nil once the stack is empty.
func (s *Stack) Top() Screen {
	if len(s.screens) == 0 {
		return nil
	}
	return s.screens[len(s.screens)-1]
}

// Bottom is the first screen, or nil once the stack is empty.
func (s *Stack) Bottom() Screen {
	if len(s.screens) == 0 {
		return nil
	}
	return s.screens[0]
}

// Depth is the number of screens open.
func (s *Stack) Depth() int { return len(s.screens) }

// Empty reports whether the first screen has closed: what follows is for
// the stack's owner to say (the program ends, a room is left).
func (s *Stack) Empty() bool { return len(s.screens) == 0 }

// Size is the last window size the stack was given, and whether it has
// been given one.
func (s *Stack) Size() (tea.WindowSizeMsg, bool) { return s.size, s.sized }

// MinSize is the top screen's smallest window, or def when it names none.
func (s *Stack) MinSize(def func() (int, int)) (int, int) {
	if m, ok := s.Top().(MinSizer); ok {
		return m.MinSize()
	}
	return def()
}

// View draws the top screen; an empty stack draws nothing.
func (s *Stack) View() string {
	if top := s.Top(); top != nil {
		return top.View()
	}
	return ""
}

// TypeMsg types keys again, in order, each on the screen on top when it
// comes: keys a screen held, typed for a screen it has opened since.
type TypeMsg struct{ Keys []tea.KeyMsg }

// Update delivers msg and applies what the screens ask for in return.
// OpenMsg and BackMsg are the owner's own requests (open a screen on top,
// close the top one); ShownMsg goes to the top screen alone.
func (s *Stack) Update(msg tea.Msg) tea.Cmd {
	if len(s.screens) == 0 {
		return nil
	}
	switch msg := msg.(type) {
	case OpenMsg:
		s.screens = append(s.screens, msg.Screen)
		return s.start(len(s.screens) - 1)
	case BackMsg:
		s.screens = s.screens[:len(s.screens)-1]
		return s.reveal()
	case tea.KeyMsg, tea.MouseMsg, tea.FocusMsg, tea.BlurMsg, ShownMsg:
		return s.deliver(len(s.screens)-1, msg)
	case TypeMsg:
		cmds := make([]tea.Cmd, 0, len(msg.Keys))
		for _, k := range msg.Keys {
			cmds = append(cmds, s.Update(k))
		}
		return tea.Batch(cmds...)
	case tea.WindowSizeMsg:
		s.size, s.sized = msg, true
	}
	cmds := make([]tea.Cmd, 0, len(s.screens))
	for i := len(s.screens) - 1; i >= 0; i-- {
		if i < len(s.screens) {
			cmds = append(cmds, s.deliver(i, msg))
		}
	}
	return tea.Batch(cmds...)
}

// deliver gives msg to the screen at i and applies its answer.
func (s *Stack) deliver(i int, msg tea.Msg) tea.Cmd {
	next, cmd := s.screens[i].Update(msg)
	return tea.Batch(cmd, s.apply(i, next))
}

// apply puts next in the place of the screen at i, doing what it asks.
func (s *Stack) apply(i int, next Screen) tea.Cmd {
	n, ok := next.(Navigation)
	if !ok {
		s.screens[i] = next
		return nil
	}
	switch n.Kind {
	case Replacing:
		s.screens[i] = n.Next
		return s.start(i)
	case Opening:
		s.screens[i] = n.Stays
		s.screens = append(s.screens, n.Next)
		return s.start(len(s.screens) - 1)
	case Closing:
		s.screens = s.screens[:i]
		return s.reveal()
	case GoingHome:
		if i == 0 {
			s.screens = nil
			return nil
		}
		s.screens = s.screens[:1]
		return s.reveal()
	}
	return nil
}

// start runs the Init of the screen new at i and gives it the window size.
func (s *Stack) start(i int) tea.Cmd {
	cmd := s.screens[i].Init()
	if !s.sized {
		return cmd
	}
	return tea.Batch(cmd, s.deliver(i, s.size))
}

// reveal tells the screen now on top that it shows again, with the window
// size (which it had all along, but may have drawn for another screen's
// needs).
func (s *Stack) reveal() tea.Cmd {
	if len(s.screens) == 0 {
		return nil
	}
	return s.deliver(len(s.screens)-1, ShownMsg{})
}

// NavKind is what a screen asks of its stack.
type NavKind int

// The requests a screen's Update may return in its own place.
const (
	Replacing NavKind = iota + 1 // Next takes the screen's place
	Opening                      // Next opens on top; the screen, as Stays, stays beneath
	Closing                      // the screen closes, with every screen opened over it
	GoingHome                    // every screen above the first closes; from the first, all do
)

// Navigation is a screen's request to its stack, returned by its Update
// in its own place. Make one with Replace, Open, Close or Home.
type Navigation struct {
	Kind  NavKind
	Stays Screen // Opening: the screen that asked, as updated
	Next  Screen // Replacing: the successor; Opening: the screen opened
}

// Replace asks that next take the place of the screen that returns it
// (set-up becomes the game, the game its result).
func Replace(next Screen) Screen { return Navigation{Kind: Replacing, Next: next} }

// Open asks that over open on top of stays, the screen that returns it
// (the rules over a game, the set-up over the menu).
func Open(stays, over Screen) Screen { return Navigation{Kind: Opening, Stays: stays, Next: over} }

// Close asks that the screen that returns it close, with any screen opened
// over it; the one beneath shows again.
func Close() Screen { return Navigation{Kind: Closing} }

// Home asks that every screen above the stack's first close (leaving a
// game for the menu); from the first screen, that the whole stack close
// (leaving a room's game for the lobby).
func Home() Screen { return Navigation{Kind: GoingHome} }

// Init, Update and View make a Navigation a Screen, so that Update can
// return one; a stack never keeps or draws it.
func (n Navigation) Init() tea.Cmd { return nil }

// Update ignores msg.
func (n Navigation) Update(tea.Msg) (Screen, tea.Cmd) { return n, nil }

// View draws nothing.
func (n Navigation) View() string { return "" }

// Then holds a navigation decided where no screen can be returned (a
// question's answer, a field's callback) until the screen's Update
// returns it.
type Then struct{ next Screen }

// Set keeps next (Home, Close, Replace or Open) for the screen's Update.
func (t *Then) Set(next Screen) { t.next = next }

// After is what a screen's Update returns when its inner update returned
// next: next when that is already another screen or a navigation, else
// the navigation kept (once), else self. What was kept never outlives the
// Update that set it. Screens must be pointers, so that next and self
// compare.
func (t *Then) After(self, next Screen) Screen {
	kept := t.Or(self)
	if next != self {
		return next
	}
	return kept
}

// Or is the navigation kept, once, or else self.
func (t *Then) Or(self Screen) Screen {
	next := t.next
	t.next = nil
	if next == nil {
		return self
	}
	return next
}
