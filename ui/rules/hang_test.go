package rules

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"parlour/ui/rules/internal/parse"
	"parlour/ui/screen"
	"parlour/ui/store"
)

func TestListItemsWrapUnderTheirFirstWord(t *testing.T) {
	md := "Intro.\n\n- one two three four five six seven eight nine ten eleven twelve thirteen\n  fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one\n- short\n\n1. alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi\n   omicron pi rho sigma tau upsilon phi chi psi omega alpha beta gamma\n"
	env := &screen.Env{Settings: store.DefaultSettings()}
	env.ApplySettings(store.Settings{Theme: store.ThemeMono, Glyphs: store.GlyphsUnicode})
	m := newModel(env, "t", parse.Parse(md))
	out := ansi.Strip(m.render(60))
	lines := strings.Split(out, "\n")
	var inItem, want int
	for _, l := range lines {
		plain := strings.TrimRight(l, " ")
		lead, text := leadingSpaces(plain)
		switch w, ok := itemPrefix(text, env.Theme.Glyph.Bullet); {
		case ok:
			inItem, want = 1, lead+w
		case text == "":
			inItem = 0
		case inItem > 0:
			if lead != want {
				t.Fatalf("a wrapped item line starts at %d, want %d:\n%s", lead, want, out)
			}
			inItem++
		}
		if w := ansi.StringWidth(l); w > 60 {
			t.Fatalf("line %q is %d wide", l, w)
		}
	}
	if !strings.Contains(out, "fourteen") || strings.Count(out, "\n") < 6 {
		t.Fatalf("rendered:\n%s", out)
	}
}

func leadingSpaces(s string) (int, string) {
	t := strings.TrimLeft(s, " ")
	return len(s) - len(t), t
}

// itemPrefix reports whether text starts a list item ("• word", "12. word")
// and how wide the bullet or number is, with its space.
func itemPrefix(text, bullet string) (int, bool) {
	if strings.HasPrefix(text, bullet+" ") {
		return ansi.StringWidth(bullet) + 1, true
	}
	digits := 0
	for digits < len(text) && text[digits] >= '0' && text[digits] <= '9' {
		digits++
	}
	if digits > 0 && strings.HasPrefix(text[digits:], ". ") {
		return digits + 2, true
	}
	return 0, false
}
