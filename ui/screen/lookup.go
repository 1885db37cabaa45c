package screen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/theme"
)

// WordLookup goes through the words a screen shows, each once in the
// order first shown, and says each one's definition: Left and Right move
// from word to word, going round.
type WordLookup struct {
	words  []string
	define func(word string) (string, bool)
	at     int // the word looked up; -1 before the first
	// Key is Left and Right, enabled when there is a word to look up.
	Key key.Binding
}

// NewWordLookup returns a lookup of words with define (nil: none).
func NewWordLookup(words []string, define func(word string) (string, bool)) WordLookup {
	var unique []string
	for _, w := range words {
		if !slices.Contains(unique, w) {
			unique = append(unique, w)
		}
	}
	l := WordLookup{words: unique, define: define, at: -1,
		Key: key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←/→", "define a word"))}
	l.Key.SetEnabled(define != nil && len(unique) > 0)
	return l
}

// Words are the words to look up, each once.
func (l *WordLookup) Words() []string { return l.words }

// Handle takes Left or Right (when enabled): it moves to the word before
// or after and returns the line that says it and its definition.
func (l *WordLookup) Handle(msg tea.KeyMsg) (line string, ok bool) {
	if !key.Matches(msg, l.Key) {
		return "", false
	}
	by := 1
	if msg.String() == "left" {
		by = -1
	}
	n := len(l.words)
	switch {
	case l.at < 0 && by < 0:
		l.at = n - 1
	case l.at < 0:
		l.at = 0
	default:
		l.at = (l.at + by + n) % n
	}
	w := l.words[l.at]
	label := fmt.Sprintf("%s (%d of %d)", strings.ToUpper(w), l.at+1, n)
	if def, ok := l.define(w); ok {
		return label + ": " + def, true
	}
	return label + ": no definition in Parlour's dictionary.", true
}

// Glossary defines the words a player may not know (unfamiliar; nil:
// none), each once, to end a screen's body: a heading, then each word and
// its definition on one line where they fit in width, the definition on
// the next line where they do not. It is "" when there is no such word.
func (l *WordLookup) Glossary(t *theme.Theme, width int, unfamiliar func(word string) bool) string {
	if l.define == nil || unfamiliar == nil {
		return ""
	}
	var lines []string
	for _, w := range l.words {
		if !unfamiliar(w) {
			continue
		}
		def, ok := l.define(w)
		if !ok {
			continue
		}
		word := strings.ToUpper(w)
		if len(word)+2+len(def) <= width {
			lines = append(lines, t.Text.Render(word)+"  "+t.Muted.Render(def))
		} else {
			lines = append(lines, t.Text.Render(word), "  "+t.Muted.Render(def))
		}
	}
	if len(lines) == 0 {
		return ""
	}
	return "\n\n" + t.Heading.Render("Words you may not know") + "\n" + strings.Join(lines, "\n")
}
