package kit

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/theme"
)

// Keys are the bindings every board screen shares beside screen.Keys.
// Letters act as commands; moves are typed in a field that ':' or 'm' (or
// a digit, where moves start with one) opens, so the two never clash. A
// screen embeds Keys in its own bindings and adds the game's.
type Keys struct {
	screen.Keys
	Type, Flip         key.Binding
	Undo, Redo, Hint   key.Binding
	Resign, Draw       key.Binding
	Save, Load, Notate key.Binding
	Scroll             key.Binding
	// Pause, Faster and Slower control a game of computers alone
	// (Watching).
	Pause, Faster, Slower key.Binding
	// Next and Previous (Tab, Shift+Tab) take the cursor round the places
	// that matter now (Cycle): the men that can move, or a picked man's
	// squares.
	Next, Previous key.Binding
}

// NewKeys returns the shared bindings; record names the record format
// ("PDN", "PGN") and notation the position's ("FEN").
func NewKeys(record, notation string) Keys {
	k := Keys{
		Keys:     screen.NewKeys(),
		Type:     key.NewBinding(key.WithKeys(":", "m"), key.WithHelp(":", "type a move")),
		Flip:     key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip")),
		Undo:     key.NewBinding(key.WithKeys("u", "ctrl+z"), key.WithHelp("u", "undo")),
		Redo:     key.NewBinding(key.WithKeys("U", "ctrl+y"), key.WithHelp("U", "redo")),
		Hint:     key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Resign:   key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "resign")),
		Draw:     key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "offer a draw")),
		Save:     key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save "+record)),
		Load:     key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "open "+record)),
		Notate:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "show "+notation)),
		Scroll:   key.NewBinding(key.WithKeys("pgup", "pgdown", "home", "end"), key.WithHelp("pgup/pgdn", "scroll moves")),
		Next:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next piece/square")),
		Previous: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous")),
		Pause:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause")),
		Faster:   key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:   key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
	}
	k.Select.SetHelp("enter", "pick/move")
	k.Up.SetHelp("↑↓←→", "move")
	k.Back.SetHelp("esc", "leave")
	return k
}

// Spell names the keys in the theme's characters: the arrows are
// "arrows" with --ascii.
func (k *Keys) Spell(t *theme.Theme) {
	if t.ASCII {
		k.Up.SetHelp("arrows", "move")
	} else {
		k.Up.SetHelp("↑↓←→", "move")
	}
}

// Step is the cursor's step for an arrow key: dx across, dy down; ok is
// false for any other key (or an arrow that is disabled).
func (k *Keys) Step(msg tea.KeyMsg) (dx, dy int, ok bool) {
	switch {
	case key.Matches(msg, k.Up):
		return 0, -1, true
	case key.Matches(msg, k.Down):
		return 0, 1, true
	case key.Matches(msg, k.Left):
		return -1, 0, true
	case key.Matches(msg, k.Right):
		return 1, 0, true
	}
	return 0, 0, false
}

// TypedMove reports whether msg is ":" and a move arriving as one key
// event (typed fast, or pasted), and gives the move: the move field opens
// with it instead of the rest being lost.
func TypedMove(msg tea.KeyMsg) (move string, ok bool) {
	if msg.Type != tea.KeyRunes || len(msg.Runes) < 2 || msg.Runes[0] != ':' {
		return "", false
	}
	return string(msg.Runes[1:]), true
}

// IsTypedMove reports whether msg is ":" and a move at once (TypedMove).
func IsTypedMove(msg tea.KeyMsg) bool {
	_, ok := TypedMove(msg)
	return ok
}
