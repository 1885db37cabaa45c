package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// BenchmarkColdStart measures what happens between the process starting
// and the first menu frame: reading settings, building the theme, the
// root model and the menu, and drawing it at 80×24.
func BenchmarkColdStart(b *testing.B) {
	dir := b.TempDir()
	for b.Loop() {
		env := NewEnv(Options{DataDir: dir, NoColor: true})
		app, _ := NewRoot(env, Options{})
		if msg := app.Init(); msg != nil {
			m, _ := app.Update(msg())
			app = m.(App)
		}
		m, _ := app.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		_ = m.View()
	}
}

// BenchmarkMenuView is the cost of drawing the menu once at 80×24.
func BenchmarkMenuView(b *testing.B) {
	env := NewEnv(Options{DataDir: b.TempDir(), NoColor: true})
	app, _ := NewRoot(env, Options{})
	m, _ := app.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for b.Loop() {
		_ = m.View()
	}
}

// BenchmarkMenuKeyAndView is what a player waits for in the menu: a key
// (the cursor down, then up again) and the frame after it, at 80×24 in
// true colour.
func BenchmarkMenuKeyAndView(b *testing.B) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	env := NewEnv(Options{DataDir: b.TempDir()})
	app, _ := NewRoot(env, Options{})
	var m tea.Model = app
	m, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	keys := []tea.KeyMsg{{Type: tea.KeyDown}, {Type: tea.KeyUp}}
	_ = m.View()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		m, _ = m.Update(keys[i%2])
		_ = m.View()
	}
}
