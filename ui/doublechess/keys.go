package doublechess

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/board/kit"
)

// gameKeys are the bindings of the board: the kit's, and Double Chess's own.
type gameKeys struct {
	kit.Keys
	Declare key.Binding // the two-piece ending's honours of war
	Coach   key.Binding
}

func newKeys() gameKeys {
	k := gameKeys{
		Keys:    kit.NewKeys("PGN4", "FEN4"),
		Declare: key.NewBinding(key.WithKeys("H"), key.WithHelp("H", "declare drawn (honours of war)")),
		Coach:   key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "coach on/off")),
	}
	k.Next.SetHelp("tab", "next man/square")
	k.Flip.SetHelp("f", "turn the board")
	k.Draw.SetHelp("d", "offer a draw")
	return k
}

// ShortHelp is the footer's line.
func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Declare, k.Select, k.Type, k.Undo, k.Hint, k.Pause, k.Faster, k.Help, k.Back, k.Flip, k.Up}
}

// FullHelp is every binding that acts now, for the keys panel.
func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Next, k.Select, k.Type, k.Undo, k.Redo, k.Hint},
		{k.Draw, k.Declare, k.Resign, k.Coach, k.Pause, k.Faster, k.Slower},
		{k.Flip, k.Scroll, k.Notate, k.Save, k.Load},
		{k.Rules, k.Help, k.Back, k.Quit},
	}
}
