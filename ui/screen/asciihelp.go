package screen

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
)

// asciiKeyMap shows another key map's help in ASCII.
type asciiKeyMap struct{ help.KeyMap }

func (a asciiKeyMap) ShortHelp() []key.Binding { return asciiBindings(a.KeyMap.ShortHelp()) }

func (a asciiKeyMap) FullHelp() [][]key.Binding {
	groups := a.KeyMap.FullHelp()
	out := make([][]key.Binding, len(groups))
	for i, g := range groups {
		out[i] = asciiBindings(g)
	}
	return out
}

// keyNames spells arrow keys by name in key help: "↑/k" is "up/k".
var keyNames = strings.NewReplacer("↑", "up", "↓", "down", "←", "left", "→", "right", "⌫", "bksp")

func asciiBindings(in []key.Binding) []key.Binding {
	out := make([]key.Binding, 0, len(in))
	for _, b := range in {
		if !b.Enabled() {
			continue // help leaves it out anyway
		}
		h := b.Help()
		out = append(out, key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(ASCIIText(keyNames.Replace(h.Key)), ASCIIText(h.Desc))))
	}
	return out
}

// asciiReplacer turns the characters key help uses into ASCII.
var asciiReplacer = strings.NewReplacer(
	"↑", "^", "↓", "v", "←", "<-", "→", "->", "⌫", "bksp",
	"–", "-", "—", "-", "−", "-", "·", ".", "…", "...", "×", "x",
	"▸", ">", "◂", "<", "•", "*", "“", `"`, "”", `"`, "‘", "'", "’", "'",
)

// ASCIIText returns s with the typographic characters Parlour uses spelled
// in ASCII, and any other character outside ASCII shown as '?'.
func ASCIIText(s string) string {
	s = asciiReplacer.Replace(s)
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			var b strings.Builder
			for _, r := range s {
				if r < 0x80 {
					b.WriteRune(r)
				} else {
					b.WriteByte('?')
				}
			}
			return b.String()
		}
	}
	return s
}
