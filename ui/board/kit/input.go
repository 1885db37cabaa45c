package kit

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/board"
	"parlour/ui/screen"
)

// Panel is what a board screen's side panel shows under the players: the
// move list, the keys, or the position in the game's notation.
type Panel int

// The panel's views.
const (
	PanelMoves Panel = iota
	PanelKeys
	PanelNotation
)

// Toggle shows view in the panel, or the moves again when it shows view
// already.
func (p *Panel) Toggle(view Panel) {
	if *p == view {
		*p = PanelMoves
	} else {
		*p = view
	}
}

// CloseNotation takes a key while the panel shows the notation: any key
// closes it (and clears the message line that told of it); Esc and the
// notation key do only that, and done reports it. Any other key goes on
// to do its own work as well.
func (p *Panel) CloseNotation(f *screen.Footer, k *Keys, msg tea.KeyMsg) (done bool) {
	if *p != PanelNotation {
		return false
	}
	*p = PanelMoves
	f.Clear()
	return key.Matches(msg, k.Back) || key.Matches(msg, k.Notate)
}

// Enable enables the kit's keys that act now, so that the help shows only
// those: the cursor's keys, picking and resigning while people play a
// game not over (people), typing a move, the hint and a draw offer on a
// person's turn (toMove), as Tab and Shift+Tab are. The screen enables
// the rest, undo and redo among them.
func (k *Keys) Enable(over, people, toMove bool) {
	playing := !over && people
	for _, b := range []*key.Binding{&k.Select, &k.Up, &k.Down, &k.Left, &k.Right, &k.Resign} {
		b.SetEnabled(playing)
	}
	for _, b := range []*key.Binding{&k.Type, &k.Hint, &k.Draw, &k.Next, &k.Previous} {
		b.SetEnabled(toMove)
	}
}

// Wheel is the move list's scroll for a turn of the mouse wheel, "up" or
// "down" as MoveList.Scroll takes it; ok is false for any other event.
func Wheel(msg tea.MouseMsg) (how string, ok bool) {
	switch msg.Button {
	case tea.MouseButtonWheelUp:
		return "up", true
	case tea.MouseButtonWheelDown:
		return "down", true
	}
	return "", false
}

// Click reports whether msg is a press of the left button: a cell chosen
// where it lands.
func Click(msg tea.MouseMsg) bool {
	return msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft
}

// Cycle is the Tab key's way through the places that matter now (the men
// that can move, or a picked man's squares): the stop by steps after at
// in stops, or before it for by < 0, round the ends; the first stop (or
// going back, the last) when at is none of them. ok is false when there
// are no stops.
func Cycle[T comparable](stops []T, at T, by int) (next T, ok bool) {
	if len(stops) == 0 {
		return at, false
	}
	i := -1
	for j, s := range stops {
		if s == at {
			i = j
			break
		}
	}
	switch {
	case i < 0 && by < 0:
		i = len(stops) - 1
	case i < 0:
		i = 0
	default:
		i = ((i+by)%len(stops) + len(stops)) % len(stops)
	}
	return stops[i], true
}

// Mouse handles the mouse over a board screen: the wheel scrolls the move
// list (scroll), and a click on a cell of the board where grid says it is
// drawn chooses that cell (choose). Anything else does nothing.
func Mouse(msg tea.MouseMsg, grid func() board.Grid, scroll func(how string), choose func(file, rank int) tea.Cmd) tea.Cmd {
	if how, ok := Wheel(msg); ok {
		scroll(how)
		return nil
	}
	if !Click(msg) {
		return nil
	}
	file, rank, ok := grid().At(msg.X, msg.Y)
	if !ok {
		return nil
	}
	return choose(file, rank)
}
