package doublechess

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/screen"
	"parlour/ui/store"
)

// BenchmarkViewCross draws the whole frame of the cross board at 80×24 in
// the dark theme with true colour, four people at the table, after the
// seed's first two rounds with a man picked up: men lost in the corners,
// last moves, a king in check and legal targets all drawn.
func BenchmarkViewCross(b *testing.B) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode}, Seed: 1, HasSeed: true}
	env.ApplySettings(env.Settings)
	s, err := newGame(env, screen.Config{Seats: fourPeople, Options: blackFirst, Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	g := s.(*Game)
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, m := range seedOpening[:8] {
		if _, err := g.typed(m); err != nil {
			b.Fatal(err)
		}
	}
	g.choose(g.cursor)
	_ = g.View()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		_ = g.View()
	}
}

// BenchmarkKeyAndViewCross times the frame a player waits for, from the
// same position: the cursor moved a square (Right, then Left back) and
// the frame drawn.
func BenchmarkKeyAndViewCross(b *testing.B) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode}, Seed: 1, HasSeed: true}
	env.ApplySettings(env.Settings)
	s, err := newGame(env, screen.Config{Seats: fourPeople, Options: blackFirst, Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	g := s.(*Game)
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, m := range seedOpening[:8] {
		if _, err := g.typed(m); err != nil {
			b.Fatal(err)
		}
	}
	keys := []tea.KeyMsg{{Type: tea.KeyRight}, {Type: tea.KeyLeft}}
	_ = g.View()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		g.Update(keys[i%2])
		_ = g.View()
	}
}
