package draughts

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/board/kit"
)

// gameKeys are the bindings of the board: the kit's, and draughts' own.
type gameKeys struct {
	kit.Keys
	Numbers, Notice key.Binding
	Huff, Take      key.Binding // rule 6, after the opponent left a capture
}

func newKeys() gameKeys {
	return gameKeys{
		Keys:    kit.NewKeys("PDN", "FEN"),
		Numbers: key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "numbers")),
		Notice:  key.NewBinding(key.WithKeys("N"), key.WithHelp("N", "give notice")),
		Huff:    key.NewBinding(key.WithKeys("H"), key.WithHelp("H", "huff")),
		Take:    key.NewBinding(key.WithKeys("T"), key.WithHelp("T", `say "Take"`)),
	}
}

// ShortHelp is the footer's line.
func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Huff, k.Take, k.Notice, k.Select, k.Type, k.Undo, k.Hint, k.Pause, k.Faster, k.Help, k.Back, k.Flip, k.Up}
}

// FullHelp is every binding that acts now, for the keys panel.
func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Next, k.Select, k.Type, k.Huff, k.Take, k.Undo, k.Redo, k.Hint},
		{k.Draw, k.Resign, k.Notice, k.Pause, k.Faster, k.Slower},
		{k.Flip, k.Numbers, k.Scroll, k.Notate, k.Save, k.Load},
		{k.Rules, k.Help, k.Back, k.Quit},
	}
}
