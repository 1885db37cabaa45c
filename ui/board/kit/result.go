package kit

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
)

// ResultUpdate hands a message to the result screen shown in a finished
// game's place (held by the game screen, so that a game ending under the
// rules viewer does not put its result in the viewer's place): the
// window's size, kept in width and height for the game too, the keys and
// the mouse. Anything else, a stale search's result or a clock's tick, is
// dropped.
func ResultUpdate(r *screen.Result, msg tea.Msg, width, height *int) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		*width, *height = msg.Width, msg.Height
	case tea.KeyMsg, tea.MouseMsg:
	default:
		return nil
	}
	_, cmd := r.Update(msg)
	return cmd
}
