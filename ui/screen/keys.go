package screen

import "github.com/charmbracelet/bubbles/key"

// Keys are the bindings every screen shares, so that the same key does the
// same thing everywhere. Screens add their own and switch off what does not
// apply (the help line only shows enabled bindings).
type Keys struct {
	Up, Down, Left, Right key.Binding
	Select                key.Binding
	Back                  key.Binding
	Help                  key.Binding
	Rules                 key.Binding
	Quit                  key.Binding
}

// NewKeys returns the shared bindings. Rules are F1 everywhere, and also r
// on screens where nothing is typed (see TypingKeys).
func NewKeys() Keys {
	return Keys{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous")),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next")),
		Select: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
		Back:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Rules:  key.NewBinding(key.WithKeys("f1", "r"), key.WithHelp("r/F1", "rules")),
		Quit:   key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
	}
}

// TypingKeys are the shared bindings for a screen with a text field in
// focus: letters go to the field, so only arrows, Enter, F1 and Esc act.
func TypingKeys() Keys {
	k := NewKeys()
	k.Up = key.NewBinding(key.WithKeys("up"), key.WithHelp("↑", "up"))
	k.Down = key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "down"))
	k.Left = key.NewBinding(key.WithKeys("left"), key.WithHelp("←", "previous"))
	k.Right = key.NewBinding(key.WithKeys("right"), key.WithHelp("→", "next"))
	k.Select = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose"))
	k.Rules = key.NewBinding(key.WithKeys("f1"), key.WithHelp("F1", "rules"))
	return k
}
