package alice

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// TestPenDrawsAsLipglossDoes checks that a pen's output is lipgloss's own,
// byte for byte, for every style the table uses, in every theme and colour
// profile, one-line and several-line text alike.
func TestPenDrawsAsLipglossDoes(t *testing.T) {
	samples := []string{"", " ", "8◆ The Mad Tea-Party", "  Ada (you)  ", "a\nbb", "tab\there", " 3 ", "[12]", "x"}
	for _, profile := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256, termenv.ANSI, termenv.Ascii} {
		for _, mode := range []theme.Mode{theme.Dark, theme.Light, theme.Mono} {
			for _, ascii := range []bool{false, true} {
				r := lipgloss.NewRenderer(io.Discard)
				r.SetColorProfile(profile)
				th := theme.For(r, mode, ascii)
				p := inks(th)
				pairs := map[string]struct {
					style lipgloss.Style
					pen   pen
				}{
					"Title": {th.Title, p.title}, "Heading": {th.Heading, p.heading}, "Text": {th.Text, p.text},
					"Muted": {th.Muted, p.muted}, "Selected": {th.Selected, p.selected},
					"Success": {th.Success, p.success}, "Turn": {th.Turn, p.turn},
				}
				for name, pair := range pairs {
					for _, s := range samples {
						want := pair.style.Render(s)
						if got := pair.pen.Render(s); got != want {
							t.Errorf("%v %s ascii=%v %s.Render(%q) = %q, lipgloss gives %q", profile, mode, ascii, name, s, got, want)
						}
						if got := pair.pen.join("  ", s); got != pair.style.Render("  "+s) {
							t.Errorf("%v %s ascii=%v %s.join(%q) = %q, lipgloss gives %q", profile, mode, ascii, name, s, got, pair.style.Render("  "+s))
						}
						var b strings.Builder
						pair.pen.write(&b, s)
						if b.String() != want {
							t.Errorf("%v %s ascii=%v %s.write(%q) = %q, lipgloss gives %q", profile, mode, ascii, name, s, b.String(), want)
						}
					}
				}
			}
		}
	}
}

// TestPenFindsPlainStylesDirect checks that the dark theme's styles, which
// only colour and weight text, are drawn without lipgloss, and Mono's
// underlined ones through it.
func TestPenFindsPlainStylesDirect(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	p := inks(theme.For(r, theme.Dark, false))
	for name, pn := range map[string]pen{"Text": p.text, "Muted": p.muted, "Selected": p.selected, "Heading": p.heading} {
		if !pn.direct || pn.open == "" {
			t.Errorf("dark %s: direct=%v open=%q, want a direct pen with an opening sequence", name, pn.direct, pn.open)
		}
	}
	r2 := lipgloss.NewRenderer(io.Discard)
	r2.SetColorProfile(termenv.TrueColor)
	if inks(theme.For(r2, theme.Mono, false)).heading.direct {
		t.Error("Mono Heading is underlined, so its spaces are drawn apart: it must go through lipgloss")
	}
}

// TestWrapTextIsAnsiWrap checks the short cut for text that fits on one
// line against ansi.Wrap itself.
func TestWrapTextIsAnsiWrap(t *testing.T) {
	texts := []string{
		"", " ", "a", "Ada asks Bram for The Hatter: Bram has it.", "ends in a space ", " starts with one",
		"two  spaces", "a-hyphen-ated-word", "tab\there", "new\nline", "ça ✓ ◆ ░3░ — …", "\x1b[1mbold\x1b[0m",
		"averyveryverylongwordwithoutanyspaces", "nbsp\u00a0end\u00a0", "wide 漢字 text",
	}
	for _, s := range texts {
		for limit := 1; limit <= 50; limit++ {
			if got, want := wrapText(s, limit), ansi.Wrap(s, limit, ""); got != want {
				t.Errorf("wrapText(%q, %d) = %q, ansi.Wrap gives %q", s, limit, got, want)
			}
		}
	}
}
