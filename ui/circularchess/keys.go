package circularchess

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/screen"
	"parlour/ui/seats"
)

// gameKeys are the bindings of the board. Letters act as commands; moves
// are typed in a field that ':' opens, so the two never clash.
type gameKeys struct {
	screen.Keys
	Type, View, Undo, Redo, Hint, Resign, Draw key.Binding
	Open, Save                                 key.Binding
}

func newKeys() gameKeys {
	k := gameKeys{
		Keys:   screen.NewKeys(),
		Type:   key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "type a move")),
		View:   key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "ring/strip")),
		Undo:   key.NewBinding(key.WithKeys("u", "ctrl+z"), key.WithHelp("u", "undo")),
		Redo:   key.NewBinding(key.WithKeys("U", "ctrl+y"), key.WithHelp("U", "redo")),
		Hint:   key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Resign: key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "resign")),
		Draw:   key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "offer a draw")),
		Open:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "open a record")),
		Save:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save the record")),
	}
	k.Select.SetHelp("enter", "pick/move")
	k.Up.SetHelp("←→ round, ↑↓ rings", "move")
	k.Back.SetHelp("esc", "leave")
	return k
}

// ShortHelp is the footer's line.
func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Select, k.Type, k.View, k.Undo, k.Hint, k.Help, k.Back}
}

// FullHelp is every binding that acts now.
func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Select, k.Type, k.View},
		{k.Undo, k.Redo, k.Hint, k.Draw, k.Resign},
		{k.Open, k.Save, k.Rules, k.Help, k.Back, k.Quit},
	}
}

// syncKeys enables the bindings that act now.
func (g *Game) syncKeys() {
	k := &g.keys
	human := g.humanToMove()
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Select, &k.Type, &k.Hint, &k.Resign, &k.Draw} {
		b.SetEnabled(human)
	}
	k.Undo.SetEnabled(g.played > 0 && g.humans() > 0)
	k.Redo.SetEnabled(g.played < len(g.moves) && g.humans() > 0)
}

// humans counts the seats people play.
func (g *Game) humans() int { return seats.Humans(g.seats) }
