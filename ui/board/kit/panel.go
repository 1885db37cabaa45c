package kit

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/theme"
)

// PlayerLine is one side's line of the panel, at most w columns: the turn
// marker when it is that side's turn, the side's piece glyph and name, and
// who plays the seat, then away (Env.AwayMark) for a person away from a
// room. A name too long for the line is shortened, with an ellipsis, so
// that a computer's level and the away mark always show.
func PlayerLine(t *theme.Theme, glyph, side string, seat seats.Seat, away string, toMove bool, w int) string {
	lead := fmt.Sprintf("%s %-5s  ", glyph, side)
	level := away
	if !seat.IsHuman() {
		level = " " + t.Glyph.Dot + " " + seat.Level.Title()
	}
	room := w - 2 - lipgloss.Width(lead) - lipgloss.Width(level)
	text := lead + shortened(t, t.Plain(sanitize.Name(seat.Name)), room) + level
	if toMove {
		return t.Turn.Render(t.Glyph.Cursor + " " + text)
	}
	return t.Text.Render("  " + text)
}

// shortened is s cut to at most n columns, ending in the theme's ellipsis
// when cut.
func shortened(t *theme.Theme, s string, n int) string {
	if lipgloss.Width(s) <= n {
		return s
	}
	return ansi.Truncate(s, max(n, lipgloss.Width(t.Glyph.Ellipsis)), t.Glyph.Ellipsis)
}

// ClockText writes a time left on a clock as m:ss ("4:05"), or h:mm:ss
// from an hour up.
func ClockText(d time.Duration) string {
	s := int(max(d, 0).Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Captured is how many pieces one side has taken, and which when the game
// tells them apart (their letters, "pn").
type Captured struct {
	Side   string
	Count  int
	Pieces string
}

// CapturedLine is the panel's line of captures: "Captures: Black 2, White
// 1", or with the pieces, "Captures: White pn, Black 0".
func CapturedLine(t *theme.Theme, sides []Captured) string {
	parts := make([]string, len(sides))
	for i, s := range sides {
		parts[i] = fmt.Sprintf("%s %d", s.Side, s.Count)
		if s.Pieces != "" {
			parts[i] = s.Side + " " + s.Pieces
		}
	}
	return t.Text.Render("Captures: " + strings.Join(parts, ", "))
}

// MoveList is the panel's list of moves, scrolled by the player; it shows
// the latest moves until scrolled back.
type MoveList struct {
	// Back is how many lines are hidden below the panel's bottom.
	Back int
}

// ScrollStep is how many lines a page key or a wheel turn scrolls.
const ScrollStep = 5

// Scroll scrolls the list of total lines by a key's name ("pgup",
// "pgdown", "home", "end") or the wheel ("up", "down").
func (m *MoveList) Scroll(how string, total int) {
	switch how {
	case "pgup", "up":
		m.Back += ScrollStep
	case "pgdown", "down":
		m.Back -= ScrollStep
	case "home":
		m.Back = total
	case "end":
		m.Back = 0
	}
	m.Back = max(0, min(m.Back, total))
}

// Reset shows the latest moves again.
func (m *MoveList) Reset() { m.Back = 0 }

// Lines draws the list in n lines: the moves' lines as given, with a note
// of how many are hidden above or below in place of the first or last.
// With no moves it says so.
func (m MoveList) Lines(t *theme.Theme, moves []string, n int) []string {
	if n <= 0 {
		return nil
	}
	if len(moves) == 0 {
		return []string{t.Muted.Render("No moves yet.")}
	}
	end := max(len(moves)-m.Back, min(n, len(moves)))
	start := max(end-n, 0)
	shown := moves[start:end]
	up, down := "↑", "↓"
	if t.ASCII {
		up, down = "^", "v"
	}
	out := make([]string, 0, len(shown))
	for i, l := range shown {
		switch {
		case i == 0 && start > 0:
			out = append(out, t.Muted.Render(fmt.Sprintf("%s %d earlier (pgup)", up, start+1)))
		case i == len(shown)-1 && end < len(moves):
			out = append(out, t.Muted.Render(fmt.Sprintf("%s %d later (pgdn)", down, len(moves)-end+1)))
		default:
			out = append(out, t.Text.Render(l))
		}
	}
	return out
}

// WrapAt cuts text (such as a FEN) into lines of at most w columns, after
// one of the break characters where it can.
func WrapAt(text string, w int, breaks string) []string {
	var out []string
	for len(text) > w && w > 0 {
		cut := strings.LastIndexAny(text[:w], breaks)
		if cut < 0 {
			cut = w - 1
		}
		out = append(out, text[:cut+1])
		text = text[cut+1:]
	}
	return append(out, text)
}

// KeyLines lists the keys that act now, one a line, for a panel that
// shows the keys in place of the moves.
func KeyLines(t *theme.Theme, keys help.KeyMap) []string {
	out := []string{t.Heading.Render("Keys")}
	for _, group := range keys.FullHelp() {
		for _, b := range group {
			if b.Enabled() {
				out = append(out, KeyLine(t, b.Help().Key, b.Help().Desc))
			}
		}
	}
	return out
}

// KeyLine is one line of KeyLines: the key's name, then what it does.
func KeyLine(t *theme.Theme, name, does string) string {
	if t.ASCII {
		name = screen.ASCIIText(name)
	}
	return t.Heading.UnsetUnderline().Render(fmt.Sprintf("%-9s", strings.TrimSpace(name))) + " " + t.Muted.Render(does)
}

// NotationLines are the panel's lines that show the position in the
// game's notation (name: "FEN", "FEN4"), w columns wide, broken after
// any of breaks, and how to go back: any key does (Panel.CloseNotation).
func NotationLines(t *theme.Theme, name, text string, w int, breaks string) []string {
	out := []string{t.Heading.Render("The position in " + name)}
	out = append(out, WrapAt(text, w, breaks)...)
	return append(out, "", t.Muted.Render("Any key to go back."))
}
