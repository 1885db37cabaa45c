package circularchess

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/board/kit"
)

// gameKeys are the kit's bindings of a board screen, and the key that
// turns the ring into the strip. Letters act as commands; moves are typed
// in a field that ':' opens, so the two never clash.
type gameKeys struct {
	kit.Keys
	View key.Binding
}

func newKeys() gameKeys {
	k := gameKeys{
		Keys: kit.NewKeys("record", "FEN"),
		View: key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "ring/strip")),
	}
	k.Save.SetHelp("s", "save the record")
	k.Load.SetHelp("o", "open a record")
	k.Up.SetHelp("←→ ↑↓", "round, across the rings")
	k.Flip.SetEnabled(false) // the ring has no sides to turn
	return k
}

// ShortHelp is the footer's line.
func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Select, k.Type, k.View, k.Undo, k.Hint, k.Pause, k.Faster, k.Help, k.Back}
}

// FullHelp is every binding that acts now.
func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Next, k.Select, k.Type, k.View},
		{k.Undo, k.Redo, k.Hint, k.Draw, k.Resign, k.Pause, k.Faster, k.Slower},
		{k.Load, k.Save, k.Notate, k.Scroll, k.Rules, k.Help, k.Back, k.Quit},
	}
}

// SyncKeys enables the bindings that act now.
func (g *Game) SyncKeys() {
	k := &g.keys
	g.EnableKeys(g.CanMove())
	k.Undo.SetEnabled(g.rec.Played > 0 && g.People() > 0)
	k.Redo.SetEnabled(g.rec.Played < len(g.rec.Moves) && g.People() > 0)
}
