// Package kit is what a board-game screen is built from, beside the board
// drawing of package board: the layout of the board beside a side panel
// and above the footer, the typed-move (or file name) field and the
// footer's parts, the panel's parts (players and whose turn, clocks,
// captures, the scrollable move list, the keys), the take-back policy and
// its flow with the other people's consent, the computer's thinking with
// its live progress line, and the game records saved and opened from
// files. Draughts and Circular Chess are built on it.
//
// A board screen supplies the rest: its engine's state and record, a
// board.Spec whose Cell func says what each cell shows, its own key
// bindings beside the kit's, and the words of its messages.
package kit

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlour/ui/board"
	"parlour/ui/screen"
	"parlour/ui/theme"
)

// Sizes of the frame around the board.
const (
	BoardLeft = 1 // the margin left of the board
	PanelGap  = 2 // between the board and the panel
)

// CellSizes are the cell sizes a board may be drawn in, largest first. A
// terminal cell is about twice as high as it is wide, so 4×2 is square and
// 3×1 a little wide.
var CellSizes = [][2]int{{7, 3}, {6, 3}, {5, 2}, {4, 2}, {3, 1}}

// Layout is where the board and the panel go on the screen. Everything
// that draws the board or maps a click uses it, so the two always agree.
type Layout struct {
	Spec           board.Spec // the board's frame, in the chosen cell size (none from PlaceSize)
	Grid           board.Grid // where its cells are drawn
	Top            int        // the board's first row
	BoardW, BoardH int
	PanelX, PanelW int
	PanelH         int
}

// Fit is the room a layout needs: the panel's least width and the lines
// under the board (the footer's).
type Fit struct {
	PanelMin    int
	FooterLines int
	// Sizes are the cell sizes to try, largest first; nil is CellSizes.
	Sizes [][2]int
}

// sizes is the cell sizes the fit tries.
func (f Fit) sizes() [][2]int {
	if len(f.Sizes) > 0 {
		return f.Sizes
	}
	return CellSizes
}

// fits reports whether a board of w×h fits a window of width×height.
func (f Fit) fits(w, h, width, height int) bool {
	return BoardLeft+w+PanelGap+f.PanelMin <= width && 1+h+1+f.FooterLines <= height
}

// MinSize is the smallest window for a board in the smallest cells.
func (f Fit) MinSize(frame func(cellW, cellH int) board.Spec) (int, int) {
	sizes := f.sizes()
	smallest := sizes[len(sizes)-1]
	w, h := frame(smallest[0], smallest[1]).Size()
	return BoardLeft + w + PanelGap + f.PanelMin, 1 + h + 1 + f.FooterLines
}

// Place chooses the largest cells in which the board (frame gives its Spec
// for a cell size) fits beside the panel in a window of width×height, and
// places the board under a title line (and a blank line when there is
// room).
func (f Fit) Place(frame func(cellW, cellH int) board.Spec, width, height int) Layout {
	sizes := f.sizes()
	size := sizes[len(sizes)-1]
	for _, cs := range sizes {
		w, h := frame(cs[0], cs[1]).Size()
		if f.fits(w, h, width, height) {
			size = cs
			break
		}
	}
	spec := frame(size[0], size[1])
	w, h := spec.Size()
	l := f.PlaceSize(w, h, width, height)
	l.Spec = spec
	l.Grid = l.Spec.Grid(BoardLeft, l.Top)
	return l
}

// Room is the largest drawing that fits beside the panel and under the
// title line in a window of width×height, for a board that is not a grid
// (a ring) and so chooses its own size.
func (f Fit) Room(width, height int) (w, h int) {
	return width - BoardLeft - PanelGap - f.PanelMin, height - 1 - 1 - f.FooterLines
}

// PlaceSize places a drawing of w×h characters under the title line (and a
// blank line when there is room), with the panel beside it; a Layout
// without a Spec, for a board drawn other than by package board.
func (f Fit) PlaceSize(w, h, width, height int) Layout {
	l := Layout{Top: 1, BoardW: w, BoardH: h}
	if 2+l.BoardH+1+f.FooterLines <= height {
		l.Top = 2 // a blank line under the title
	}
	l.PanelX = BoardLeft + l.BoardW + PanelGap
	l.PanelW = max(width-l.PanelX-1, 1)
	l.PanelH = max(height-l.Top-1-f.FooterLines, l.BoardH)
	return l
}

// Body joins the title, the drawn board and the panel's lines (cut to the
// panel's width) into the screen above the footer.
func (l Layout) Body(t *theme.Theme, title string, width int, drawn string, panel []string) string {
	boardLines := strings.Split(drawn, "\n")
	var b strings.Builder
	size := len(title) + len(drawn) + l.Top + (BoardLeft+PanelGap+l.BoardW+1)*len(panel)
	for _, p := range panel {
		size += len(p)
	}
	b.Grow(size)
	b.WriteString(ansi.Truncate(title, width, t.Glyph.Ellipsis))
	b.WriteString(strings.Repeat("\n", l.Top))
	margin := strings.Repeat(" ", BoardLeft)
	gap := strings.Repeat(" ", PanelGap)
	pad := strings.Repeat(" ", l.BoardW)
	for i := range max(len(boardLines), len(panel)) {
		if i > 0 {
			b.WriteByte('\n')
		}
		line := pad
		if i < len(boardLines) {
			line = boardLines[i]
		}
		b.WriteString(margin)
		b.WriteString(line)
		b.WriteString(gap)
		if i < len(panel) {
			if ansi.StringWidth(panel[i]) > l.PanelW {
				b.WriteString(ansi.Truncate(panel[i], l.PanelW, t.Glyph.Ellipsis))
			} else {
				b.WriteString(panel[i])
			}
		}
	}
	return b.String()
}

// Lines is the number of lines Body takes.
func (l Layout) Lines(panel []string) int {
	return l.Top + max(l.BoardH, len(panel))
}

// Frame is the whole screen height lines high: Body, and under it the
// footer pinned to the bottom. footer draws it in the lines left below
// the body (at least one: it cuts the message to one line then).
func (l Layout) Frame(t *theme.Theme, title string, width, height int, drawn string, panel []string, footer func(lines int) string) string {
	body := l.Body(t, title, width, drawn, panel)
	room := height - l.Lines(panel) - 1 - 1
	return screen.PinFooter(body, footer(max(room, 1)), height)
}

// TooSmall is the notice for a window smaller than the screen's least
// size (minSize gives it), and whether the window is that small.
func TooSmall(t *theme.Theme, width, height int, minSize func() (int, int)) (string, bool) {
	minW, minH := minSize()
	if width < minW || height < minH {
		return screen.TooSmall(t, minW, minH, width, height), true
	}
	return "", false
}
