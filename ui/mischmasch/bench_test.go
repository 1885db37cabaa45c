package mischmasch

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// BenchmarkKeyAndView times the frame a player waits for, at 80×24 in the
// dark theme with true colour: a letter typed into the nucleus field, or
// taken back, and the screen drawn after it.
func BenchmarkKeyAndView(b *testing.B) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode}, Seed: 1, HasSeed: true}
	env.ApplySettings(env.Settings)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, easy}, Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	s.(*Game).computer.pace = 0
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	keys := []tea.KeyMsg{uitest.Key("a"), uitest.Key("backspace")}
	_ = s.View()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		s.Update(keys[i%2])
		_ = s.View()
	}
}
