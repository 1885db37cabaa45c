// Command bareapp is the peer Parlour's start-up is measured against: a
// Bubble Tea program with the same module versions that draws a styled
// title and a short menu, and nothing else. See perf/firstframe.sh.
package main

import (
	"fmt"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type model struct{ width int }

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width = msg.Width
	case tea.KeyMsg:
		if msg.String() == "q" || msg.String() == "ctrl+c" {
			return m, tea.Quit
		}
	}
	return m, nil
}

var title = lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#e5c07b"))

func (m model) View() string {
	return lipgloss.PlaceHorizontal(m.width, lipgloss.Center, title.Render("P A R L O U R")) +
		"\n\n  Play\n  Rules\n  Settings\n  Quit\n"
}

func main() {
	if _, err := tea.NewProgram(model{}, tea.WithAltScreen()).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
