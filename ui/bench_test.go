package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
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
