package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// twoKeys is a key map of two keys whose words and state a test changes.
type twoKeys struct{ a, b key.Binding }

func (k *twoKeys) ShortHelp() []key.Binding  { return []key.Binding{k.a, k.b} }
func (k *twoKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// TestFooterCacheDrawsAgainOnlyOnAChange: the cached footer is the footer
// drawn afresh after every change of what it shows, and the same text
// while nothing changes.
func TestFooterCacheDrawsAgainOnlyOnAChange(t *testing.T) {
	env := uitest.NewEnv(t)
	keys := &twoKeys{
		a: key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "notice (rule 10)")),
		b: key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
	}
	var c FooterCache
	var f screen.Footer
	check := func(what string) string {
		t.Helper()
		got, want := c.View(env, f, 80, keys), f.View(env, 80, keys)
		if got != want {
			t.Fatalf("%s: the cache shows %q, the footer %q", what, got, want)
		}
		return got
	}
	first := check("first")
	f.Note("Saved.")
	check("a note")
	keys.a.SetHelp("n", "notice (rule 11)")
	if !strings.Contains(check("new words"), "rule 11") {
		t.Fatal("the key's new words are not shown")
	}
	keys.b.SetEnabled(false)
	if strings.Contains(check("a key disabled"), "undo") {
		t.Fatal("a disabled key is shown")
	}
	f.Ask("Leave? (y/n)")
	check("a question")
	check("nothing changed")
	f.Clear()
	f.Answer(uitest.Key("n"))
	keys.b.SetEnabled(true)
	keys.a.SetHelp("n", "notice (rule 10)")
	if got := check("back as it was"); got != first {
		t.Fatalf("the footer as at first reads %q, then %q", first, got)
	}
}
