package handoff

import (
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/theme"
)

func TestHandOffShowsOnlyTheNextPlayerAndThePrompt(t *testing.T) {
	for _, mode := range []theme.Mode{theme.Dark, theme.Light, theme.Mono} {
		m := New("Alice Liddell")
		m, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		view := ansi.Strip(m.View(theme.New(mode, false)))
		words := strings.Join(strings.Fields(view), " ")
		want := "Pass the keyboard to Alice Liddell — press Enter when Alice Liddell is ready"
		if words != want {
			t.Fatalf("%s: hand-over shows %q, want only %q", mode, words, want)
		}
		if n := len(regexp.MustCompile(`\n`).FindAllString(view, -1)); n != 23 {
			t.Fatalf("%s: view is %d lines, want the whole 80×24 window", mode, n+1)
		}
	}
}

func TestHandOffWaitsForEnter(t *testing.T) {
	m := New("Bob")
	for _, k := range []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune("x")}, {Type: tea.KeySpace}, {Type: tea.KeyEsc}} {
		var ready bool
		if m, ready = m.Update(k); ready {
			t.Fatalf("%v made the hand-over ready", k)
		}
	}
	if _, ready := m.Update(tea.KeyMsg{Type: tea.KeyEnter}); !ready {
		t.Fatal("Enter did not make the hand-over ready")
	}
}

func TestHandOffAtTinySizes(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {10, 3}, {30, 10}} {
		m, _ := New("Bob").Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		_ = m.View(theme.New(theme.Mono, true))
	}
}
