// Package handoff is the screen that stands between two players' private
// views in a game with hidden information. It shows whose turn comes next
// and nothing else of the game.
package handoff

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/ui/theme"
)

// Model asks the table to pass the keyboard to the next player.
type Model struct {
	name          string
	width, height int
}

// New returns a hand-over to the player called name.
func New(name string) Model { return Model{name: name} }

// Name is the player the keyboard goes to.
func (m Model) Name() string { return m.name }

// Prompt is the one line the hand-over shows.
func (m Model) Prompt() string {
	return fmt.Sprintf("Pass the keyboard to %s — press Enter when %s is ready", m.name, m.name)
}

// Update records the window size and reports ready once Enter is pressed.
// Every other key is ignored, so a stray key cannot reveal anything.
func (m Model) Update(msg tea.Msg) (Model, bool) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case tea.KeyMsg:
		return m, msg.Type == tea.KeyEnter
	case tea.MouseMsg:
		return m, msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft
	}
	return m, false
}

// View draws the prompt in the middle of an otherwise empty window.
func (m Model) View(t *theme.Theme) string {
	text := t.Title.Render(strings.ReplaceAll(m.Prompt(), "—", t.Glyph.LongDash))
	if m.width <= 0 || m.height <= 0 {
		return text
	}
	body := lipgloss.NewStyle().Width(min(m.width, 60)).Align(lipgloss.Center).Render(text)
	return lipgloss.Place(m.width, m.height, lipgloss.Center, lipgloss.Center, body)
}
