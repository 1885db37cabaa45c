package handoff

import (
	"io"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// TestGoldenHandOver is the hand-over at 80×24 in the Mono theme on a
// renderer with no colour; it changes only with -update.
func TestGoldenHandOver(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	m := New("Alice Liddell")
	m, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	golden.RequireEqual(t, []byte(m.View(theme.For(r, theme.Mono, false))))
}
