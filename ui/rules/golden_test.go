package rules

import (
	"fmt"
	"io/fs"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"

	"parlour/docs"
	"parlour/ui/rules/internal/parse"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// TestGoldenEveryDocument keeps the look of every document: each page in
// true colour, in Mono and in ASCII, at 80 and 40 columns. The golden holds
// the text and its styled runs (see looks), not the escape bytes, so that
// two renderers drawing the same cells agree.
func TestGoldenEveryDocument(t *testing.T) {
	names, err := fs.Glob(docs.FS, "rules/*.md")
	if err != nil || len(names) == 0 {
		t.Fatalf("no rules documents: %v", err)
	}
	names = append(names, "guide.md")
	looks := []struct {
		name     string
		settings store.Settings
	}{
		{"dark", store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode}},
		{"mono", store.Settings{Theme: store.ThemeMono, Glyphs: store.GlyphsUnicode}},
		{"ascii", store.Settings{Theme: store.ThemeLight, Glyphs: store.GlyphsASCII}},
	}
	for _, name := range names {
		for _, look := range looks {
			for _, width := range []int{80, 40} {
				page := strings.TrimSuffix(strings.TrimPrefix(name, "rules/"), ".md")
				t.Run(fmt.Sprintf("%s-%s-%d", page, look.name, width), func(t *testing.T) {
					r := lipgloss.NewRenderer(nil)
					r.SetColorProfile(termenv.TrueColor)
					env := &screen.Env{Renderer: r, Settings: store.DefaultSettings()}
					env.ApplySettings(look.settings)
					out := NewDocument(env, "t", name).render(width)
					golden.RequireEqual(t, []byte(cells(out)))
				})
			}
		}
	}
}

// TestPagesAreThoseOfTheDocuments: pages.json.gz is what internal/gen makes
// of the documents today (run go generate in ui/rules after editing one).
func TestPagesAreThoseOfTheDocuments(t *testing.T) {
	want, err := parse.Pages(docs.FS)
	if err != nil {
		t.Fatal(err)
	}
	got, err := pages()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatal("pages.json.gz is out of date: run go generate ./ui/rules")
	}
}
