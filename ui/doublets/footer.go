package doublets

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"

	"parlour/ui/screen"
	"parlour/ui/theme"
)

// footer is the two bottom parts of every Doublets screen: a message line
// (a refusal in the error style, news in the success style, an open
// question in the warning style) and the key help.
func footer(t *theme.Theme, width int, msg string, failed bool, confirm screen.Confirm, h help.Model, keys help.KeyMap) string {
	style := t.Success
	if failed {
		style = t.Error
	}
	if confirm.Open() {
		msg, style = confirm.Question, t.Warning
	}
	line := style.Width(max(width-1, 1)).Render(msg)
	return lipgloss.JoinVertical(lipgloss.Left, line, screen.HelpView(h, keys))
}
