package doublets

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

// benchEnv is an environment at 80×24 in the dark theme with true colour.
func benchEnv(b *testing.B) *screen.Env {
	b.Helper()
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode}, Seed: 1, HasSeed: true}
	env.ApplySettings(env.Settings)
	return env
}

// benchmarkKeyAndView times the frame a player waits for: a key, then the
// screen drawn. The keys alternate between a letter and Backspace, so
// the screen changes each time and comes back.
func benchmarkKeyAndView(b *testing.B, s screen.Screen) {
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

// BenchmarkPuzzleKeyAndView is Carroll's first puzzle after a key.
func BenchmarkPuzzleKeyAndView(b *testing.B) {
	p, err := carrollPuzzle(benchEnv(b), ada, 0)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkKeyAndView(b, p)
}

// BenchmarkGameKeyAndView is a chain being written in the race, after a
// key.
func BenchmarkGameKeyAndView(b *testing.B) {
	env := benchEnv(b)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, {Name: "Computer", Kind: seats.Computer, Level: seats.Expert}}, Seed: 11,
		Options: map[string]string{"doublets": "1", "length": "4", "limit": "none"}})
	if err != nil {
		b.Fatal(err)
	}
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	s.Update(uitest.Key("enter")) // the doublet is shown: Ada writes
	g := s.(*Game)
	defer g.thinker.Cancel()
	if !g.writingHuman() {
		b.Fatal("Ada is not writing")
	}
	benchmarkKeyAndView(b, s)
}
