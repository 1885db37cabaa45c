package alice

import (
	"io"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// BenchmarkTableView is the cost of drawing the Alice table once at 80×24,
// four players, in the dark theme on a true-colour terminal (the costliest
// profile).
func BenchmarkTableView(b *testing.B) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	env := &screen.Env{Renderer: r, Store: store.New(b.TempDir()), Seed: 1, HasSeed: true}
	env.ApplySettings(store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode})
	table := []seats.Seat{
		{Name: "Ada", Kind: seats.Human},
		{Name: "Bram", Kind: seats.Computer, Level: seats.Easy},
		{Name: "Cleo", Kind: seats.Computer, Level: seats.Easy},
		{Name: "Dov", Kind: seats.Computer, Level: seats.Easy},
	}
	s, err := newGame(env, screen.Config{Seats: table, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for b.Loop() {
		_ = s.View()
	}
}

// BenchmarkKeyAndView times the frame a player waits for at the same
// table: the choice moved (Down, then Up back) and the table drawn.
func BenchmarkKeyAndView(b *testing.B) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	env := &screen.Env{Renderer: r, Store: store.New(b.TempDir()), Seed: 1, HasSeed: true}
	env.ApplySettings(store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode})
	table := []seats.Seat{
		{Name: "Ada", Kind: seats.Human},
		{Name: "Bram", Kind: seats.Computer, Level: seats.Easy},
		{Name: "Cleo", Kind: seats.Computer, Level: seats.Easy},
		{Name: "Dov", Kind: seats.Computer, Level: seats.Easy},
	}
	s, err := newGame(env, screen.Config{Seats: table, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	keys := []tea.KeyMsg{{Type: tea.KeyDown}, {Type: tea.KeyUp}}
	_ = s.View()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		s, _ = s.Update(keys[i%2])
		_ = s.View()
	}
}
