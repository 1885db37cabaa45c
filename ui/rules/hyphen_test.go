package rules

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"parlour/ui/store"
)

// TestHyphenatedWordsDoNotStrandAWordOnItsOwnLine: every line of a
// paragraph is as full as greedy wrapping makes it, so the next line's
// first word would not have fitted on it, even where the lines are full of
// hyphens (a wrapper that breaks after a hyphen without counting it
// overflows and wraps again), and the hyphens are all still there.
func TestHyphenatedWordsDoNotStrandAWordOnItsOwnLine(t *testing.T) {
	md := strings.Repeat("a deeper search of the hand-made evaluation says of positions from "+
		"1,000 of its own three-move openings, then `--b expert-classic-oldsearch --time 1s` "+
		"and re-wraps the well-known long-standing ", 6)
	for _, glyphs := range []store.Glyphs{store.GlyphsUnicode, store.GlyphsASCII} {
		const width = renderWidth
		out := renderWith(t, glyphs, md)
		limit := width - 2*margin - 1 - hangSpare - 2*margin
		lines := strings.Split(strings.TrimSpace(out), "\n")
		for i, line := range lines {
			text := strings.TrimSpace(line)
			if w := ansi.StringWidth(text); w > limit {
				t.Fatalf("line %q is %d wide, more than %d:\n%s", text, w, limit, out)
			}
			if i+1 < len(lines) {
				next := strings.Fields(lines[i+1])[0]
				if ansi.StringWidth(text)+1+ansi.StringWidth(next) <= limit {
					t.Fatalf("%q would have fitted after %q:\n%s", next, text, out)
				}
			}
		}
		if got, want := strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(strings.ReplaceAll(md, "`", "")), " "); got != want {
			t.Fatalf("the words changed:\n%s\nwant\n%s", got, want)
		}
	}
}
