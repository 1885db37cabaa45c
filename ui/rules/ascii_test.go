package rules

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"parlour/docs"
	"parlour/ui/rules/internal/parse"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// renderWidth is the width renderWith renders at.
const renderWidth = 80

// renderWith renders markdown in Mono with the glyphs given, at
// renderWidth, without escapes.
func renderWith(t *testing.T, glyphs store.Glyphs, markdown string) string {
	t.Helper()
	env := &screen.Env{Settings: store.DefaultSettings()}
	env.ApplySettings(store.Settings{Theme: store.ThemeMono, Glyphs: glyphs})
	return ansi.Strip(newModel(env, "t", parse.Parse(markdown)).render(renderWidth))
}

// TestEveryDocumentInASCIISpellsEveryGlyph: with --ascii each document is
// drawn in ASCII with no glyph left as '?': its own spellings and the
// common ones cover every character it has.
func TestEveryDocumentInASCIISpellsEveryGlyph(t *testing.T) {
	names, err := fs.Glob(docs.FS, "rules/*.md")
	if err != nil || len(names) == 0 {
		t.Fatalf("no rules documents: %v", err)
	}
	names = append(names, "guide.md")
	for _, name := range names {
		text, err := docs.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		out := renderWith(t, store.GlyphsASCII, text)
		for i := 0; i < len(out); i++ {
			if out[i] >= 0x80 {
				t.Fatalf("%s in ASCII has byte %#x at %q", name, out[i], out[max(i-20, 0):i])
			}
		}
		if got, want := strings.Count(out, "?"), strings.Count(text, "?"); got != want {
			t.Errorf("%s in ASCII has %d '?', its text %d: a glyph has no ASCII spelling", name, got, want)
		}
		if strings.Contains(out, "<!--") || strings.Contains(renderWith(t, store.GlyphsUnicode, text), "<!--") {
			t.Errorf("%s shows its ASCII spellings' comment", name)
		}
	}
}

// TestDraughtsRulesInASCIINameThePiecesAsTheBoardDrawsThem: the pieces are
// described by the letters the board shows with --ascii, and by their
// glyphs without it.
func TestDraughtsRulesInASCIINameThePiecesAsTheBoardDrawsThem(t *testing.T) {
	text, err := docs.Read(docs.RulesPath("draughts"))
	if err != nil {
		t.Fatal(err)
	}
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	ascii, unicode := flat(renderWith(t, store.GlyphsASCII, text)), flat(renderWith(t, store.GlyphsUnicode, text))
	for _, want := range []string{"b Black men, w White men, B Black kings and W White kings", ">b< | the piece you picked up", "(# without colour)"} {
		if !strings.Contains(ascii, want) {
			t.Errorf("the ASCII page lacks %q", want)
		}
	}
	if !strings.Contains(unicode, "● Black men, ○ White men, ♚ Black kings and ♔ White kings") {
		t.Error("the Unicode page lacks the pieces' glyphs")
	}
}

func TestASCIISpellingsAreTakenOutOfTheText(t *testing.T) {
	md := "# T\n<!-- ascii: ●=b ♚=B bad -->\n\n● and ♚\n"
	if got := strings.TrimSpace(renderWith(t, store.GlyphsASCII, md)); got != "T\n\n b and B" {
		t.Fatalf("spelled %q", got)
	}
	if got := strings.TrimSpace(renderWith(t, store.GlyphsUnicode, md)); got != "T\n\n ● and ♚" {
		t.Fatalf("in Unicode %q", got)
	}
	if p := parse.Parse("# T\n\nplain\n"); p.ASCII != nil {
		t.Fatal("a document without spellings has some")
	}
}
