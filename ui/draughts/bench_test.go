package draughts

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// benchGame is a game between two people at 80×24 in the dark theme with
// true colour, a move played, so that every kind of cell is drawn.
func benchGame(b *testing.B, opts map[string]string, move string) *Game {
	b.Helper()
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode}, Seed: 1, HasSeed: true}
	env.ApplySettings(env.Settings)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, bob}, Options: opts, Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	g := s.(*Game)
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if _, err := g.typed(move); err != nil {
		b.Fatal(err)
	}
	return g
}

func benchmarkView(b *testing.B, g *Game) {
	_ = g.View()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		_ = g.View()
	}
}

func BenchmarkViewEnglish(b *testing.B) { benchmarkView(b, benchGame(b, nil, "11-15")) }

func BenchmarkViewPolish(b *testing.B) {
	benchmarkView(b, benchGame(b, map[string]string{"game": gameChoices[2].Value}, "32-28"))
}

// BenchmarkKeyAndViewEnglish times the frame a player waits for: the
// cursor moved a square (Right, then Left back) and the board drawn.
func BenchmarkKeyAndViewEnglish(b *testing.B) {
	g := benchGame(b, nil, "11-15")
	keys := []tea.KeyMsg{{Type: tea.KeyRight}, {Type: tea.KeyLeft}}
	_ = g.View()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		g.Update(keys[i%2])
		_ = g.View()
	}
}
