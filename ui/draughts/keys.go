package draughts

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/screen"
)

// gameKeys are the bindings of the board. Letters act as commands; moves
// are typed in a field that ':' or 'm' (or a digit) opens, so the two never
// clash.
type gameKeys struct {
	screen.Keys
	Type, Flip, Numbers           key.Binding
	Undo, Redo, Hint              key.Binding
	Resign, Draw, Notice          key.Binding
	Save, Load, FEN               key.Binding
	Pause, Faster, Slower, Scroll key.Binding
	Again                         key.Binding
}

func newKeys() gameKeys {
	k := gameKeys{
		Keys:    screen.NewKeys(),
		Type:    key.NewBinding(key.WithKeys(":", "m"), key.WithHelp(":", "type a move")),
		Flip:    key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip")),
		Numbers: key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "numbers")),
		Undo:    key.NewBinding(key.WithKeys("u", "ctrl+z"), key.WithHelp("u", "undo")),
		Redo:    key.NewBinding(key.WithKeys("U", "ctrl+y"), key.WithHelp("U", "redo")),
		Hint:    key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Resign:  key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "resign")),
		Draw:    key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "offer a draw")),
		Notice:  key.NewBinding(key.WithKeys("N"), key.WithHelp("N", "give notice (rule 11)")),
		Save:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save PDN")),
		Load:    key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "open PDN")),
		FEN:     key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "show FEN")),
		Pause:   key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause")),
		Faster:  key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:  key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
		Scroll:  key.NewBinding(key.WithKeys("pgup", "pgdown", "home", "end"), key.WithHelp("pgup/pgdn", "scroll moves")),
		Again:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "play again")),
	}
	k.Select.SetHelp("enter", "pick/move")
	k.Up.SetHelp("↑↓←→", "move")
	k.Back.SetHelp("esc", "leave")
	return k
}

// ShortHelp is the footer's line.
func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Again, k.Select, k.Type, k.Undo, k.Hint, k.Pause, k.Faster, k.Help, k.Back, k.Flip, k.Up}
}

// FullHelp is every binding that acts now, for the keys panel.
func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Again, k.Up, k.Select, k.Type, k.Undo, k.Redo, k.Hint},
		{k.Draw, k.Resign, k.Notice, k.Pause, k.Faster, k.Slower},
		{k.Flip, k.Numbers, k.Scroll, k.FEN, k.Save, k.Load},
		{k.Rules, k.Help, k.Back, k.Quit},
	}
}
