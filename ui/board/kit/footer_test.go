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

// TestFooterDrawShowsTheFieldOrTheGuidance: with the field open the
// footer is the field's; else the guidance stands on an empty message
// line, cut to the width when the footer has one line for it.
func TestFooterDrawShowsTheFieldOrTheGuidance(t *testing.T) {
	env := uitest.NewEnv(t)
	keys := &twoKeys{a: key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")), b: key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint"))}
	var c FooterCache
	var f screen.Footer
	field := NewField(20)
	guidance := func() string { return "Ada to move: pick a piece, then its square, or type the move." }
	out := c.Draw(env, f, field, env.Theme.Help(), keys, guidance, 2, 80)
	if !strings.Contains(out, "Ada to move") || !strings.Contains(out, "u undo") {
		t.Fatalf("the footer reads %q", out)
	}
	if out := c.Draw(env, f, field, env.Theme.Help(), keys, guidance, 1, 30); !strings.Contains(out, "Ada to move: pick a piece") || strings.Contains(out, "type the move") {
		t.Fatalf("in one line the footer reads %q", out)
	}
	f.Fail("Not a move.")
	if out := c.Draw(env, f, field, env.Theme.Help(), keys, guidance, 2, 80); strings.Contains(out, "Ada to move") || !strings.Contains(out, "Not a move.") {
		t.Fatalf("the message gave way to the guidance: %q", out)
	}
	field.Open(env.Theme, FieldMove, "Move: ", "", "11-1", 80)
	if out := c.Draw(env, f, field, env.Theme.Help(), keys, guidance, 2, 80); !strings.Contains(out, "Move: 11-1") || !strings.Contains(out, "Not a move.") {
		t.Fatalf("the open field's footer reads %q", out)
	}
}
