package board

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/theme"
)

// Mark is a set of highlights on a cell. Every mark shows by colour in a
// coloured theme and by a symbol as well where colour alone would be the
// only sign, so that in monochrome (NO_COLOR) each one still shows.
type Mark uint8

// The marks, strongest first where two want the same place.
const (
	// Cursor is where the keyboard cursor stands: brackets, [●].
	Cursor Mark = 1 << iota
	// Selected is the piece picked up (and the squares of a capture
	// chosen so far): »●«.
	Selected
	// Hint is the move the computer suggests: +●+, and + on an empty cell.
	Hint
	// Target is a cell the selected piece may go to: · on an empty cell.
	Target
	// LastMove is where the last move started and ended. In colour it is a
	// background; in monochrome the theme's last-move glyph shows it.
	LastMove
	// Check is a king in check: the error colour behind it, and !K! in
	// monochrome.
	Check
)

// Cell is what one cell of a board shows.
type Cell struct {
	// Dark is the colour of the square.
	Dark bool
	// Piece is the piece's glyph, one column wide; "" for an empty cell.
	Piece string
	// Ink is the piece's colour (nil: the theme's text colour). Pieces
	// are drawn bold; the drawing sets the background.
	Ink lipgloss.TerminalColor
	// Note is a small label, such as a square number. On cells two or more
	// rows high it is drawn in the bottom-right corner; on cells one row
	// high, only in an empty cell with no mark.
	Note  string
	Marks Mark
	// Tag is a one-column sign drawn just left of the piece, in the
	// piece's style, such as the letter of a four-handed game's army: no
	// mark ever covers it, in colour, monochrome or ASCII alike. A mark
	// that would stand there moves one column further out, and in a cell
	// too narrow for that shows on the right alone. Ignored on an empty
	// cell.
	Tag string
	// Badge is a one-column sign drawn just right of the piece, in the
	// piece's style (a man of a side out of play, say), where no mark
	// goes; beside a mark when the cell is wide enough. In a narrow cell
	// the cursor, the selection, a hint, a target or a check covers it,
	// and it covers the last move's mark. Ignored on an empty cell.
	Badge string
}

// Spec describes a board to draw: its shape and cell size, how it is
// turned, what each cell shows and the labels around it. Cells are
// addressed by (file, rank) as in Grid.
type Spec struct {
	Cols, Rows   int
	CellW, CellH int // CellW at most 16
	Flipped      bool
	Turns        int // quarter turns clockwise, on top of Flipped
	Corner       int // the side of the square cut from each corner
	// Cell returns what the cell at (file, rank) shows. It is called only
	// for playable cells; cut corners are drawn blank.
	Cell func(file, rank int) Cell
	// Edge labels, each optional, drawn in the muted style: beside every
	// drawn row (left and right), and above and below every drawn column.
	// A row's label is given the rank drawn there, a column's the file;
	// with an odd number of quarter turns, rows show files and columns
	// ranks, and the labels are given those instead.
	LeftLabel, RightLabel func(rank int) string
	TopLabel, BottomLabel func(file int) string
}

// Grid returns where the cells fall when the drawing's top-left corner is
// at (left, top) on the screen: the Grid that maps a click back to a cell.
func (s Spec) Grid(left, top int) Grid {
	l, _, t, _ := s.labelWidths()
	return Grid{Left: left + l, Top: top + t, Cols: s.Cols, Rows: s.Rows, CellW: s.CellW, CellH: s.CellH,
		Flipped: s.Flipped, Turns: s.Turns, Corner: s.Corner}
}

// rowCoord and colCoord are the game coordinate a drawn row or column
// shows: a rank and a file, or in a quarter turn a file and a rank.
func (s Spec) rowCoord(g Grid, row int) int {
	file, rank := g.cellAt(0, row)
	if g.turns()%2 == 1 {
		return file
	}
	return rank
}

func (s Spec) colCoord(g Grid, col int) int {
	file, rank := g.cellAt(col, 0)
	if g.turns()%2 == 1 {
		return rank
	}
	return file
}

// labelWidths measures the label columns and rows around the cells.
func (s Spec) labelWidths() (left, right, top, bottom int) {
	g := Grid{Cols: s.Cols, Rows: s.Rows, Flipped: s.Flipped, Turns: s.Turns}
	for row := range g.DrawnRows() {
		c := s.rowCoord(g, row)
		if s.LeftLabel != nil {
			left = max(left, ansi.StringWidth(s.LeftLabel(c)))
		}
		if s.RightLabel != nil {
			right = max(right, ansi.StringWidth(s.RightLabel(c)))
		}
	}
	if left > 0 {
		left++ // a space between the labels and the board
	}
	if right > 0 {
		right++
	}
	if s.TopLabel != nil {
		top = 1
	}
	if s.BottomLabel != nil {
		bottom = 1
	}
	return left, right, top, bottom
}

// Size returns the columns and rows the drawing takes, labels included.
func (s Spec) Size() (width, height int) {
	l, r, t, b := s.labelWidths()
	g := s.Grid(0, 0)
	return l + g.Width() + r, t + g.Height() + b
}

// Draw renders the board with the theme's colours and glyphs, its top-left
// corner meant to stand at (left, top) on the screen, and returns the
// drawing and the Grid of its cells there. Every line has the same width.
func Draw(t *theme.Theme, s Spec, left, top int) (string, Grid) {
	var d Drawer
	return d.Draw(t, s, left, top)
}

// Drawer draws boards and keeps the styles it has rendered from one frame
// to the next, so a screen that keeps one renders each distinct cell style
// once. Its zero value is ready; a new theme clears what it remembers.
type Drawer struct {
	p     *painter
	cells []Cell
}

// Draw is the package's Draw, reusing the styles of earlier frames.
func (d *Drawer) Draw(t *theme.Theme, s Spec, left, top int) (string, Grid) {
	g := s.Grid(left, top)
	if s.Cols <= 0 || s.Rows <= 0 || s.CellW <= 0 || s.CellH <= 0 || s.CellW > maxCellW || s.Cell == nil {
		return "", g
	}
	if d.p == nil || d.p.t != t {
		d.p = newPainter(t)
	}
	p := d.p
	lw, rw, tw, bw := s.labelWidths()
	cols, rows := g.DrawnCols(), g.DrawnRows()
	var b strings.Builder
	w, h := s.Size()
	b.Grow((w + 16) * h * 4)
	ln := line{b: &b, p: p}
	label := styleKey{kind: kindLabel}
	blank := strings.Repeat(" ", s.CellW)
	edge := func(text string, width int, alignRight bool) {
		if width <= 0 {
			return
		}
		pad := strings.Repeat(" ", max(width-ansi.StringWidth(text), 0))
		if alignRight {
			text = pad + text
		} else {
			text += pad
		}
		ln.write(label, text)
	}
	colLabels := func(labelOf func(int) string) {
		ln.close()
		b.WriteString(strings.Repeat(" ", lw))
		for col := range cols {
			ln.write(label, center(labelOf(s.colCoord(g, col)), s.CellW))
		}
		ln.close()
		b.WriteString(strings.Repeat(" ", rw))
	}
	first := true
	newline := func() {
		ln.close()
		if !first {
			b.WriteByte('\n')
		}
		first = false
	}
	if tw > 0 {
		newline()
		colLabels(s.TopLabel)
	}
	if cap(d.cells) < cols {
		d.cells = make([]Cell, cols)
	}
	cells := d.cells[:cols]
	playable := make([]bool, cols)
	mid := (s.CellH - 1) / 2
	for row := range rows {
		for col := range cols {
			file, rank := g.cellAt(col, row)
			playable[col] = g.Playable(file, rank)
			if playable[col] {
				cells[col] = s.Cell(file, rank)
			}
		}
		coord := s.rowCoord(g, row)
		for y := range s.CellH {
			newline()
			if lw > 0 {
				text := ""
				if y == mid {
					text = s.LeftLabel(coord)
				}
				edge(text, lw-1, true)
				ln.close()
				b.WriteByte(' ')
			}
			for col := range cols {
				if !playable[col] {
					ln.close()
					b.WriteString(blank)
					continue
				}
				p.writeCell(&ln, cells[col], s.CellW, s.CellH, y)
			}
			if rw > 0 {
				ln.close()
				b.WriteByte(' ')
				text := ""
				if y == mid {
					text = s.RightLabel(coord)
				}
				edge(text, rw-1, false)
			}
		}
	}
	if bw > 0 {
		newline()
		colLabels(s.BottomLabel)
	}
	ln.close()
	return b.String(), g
}

// center places s in the middle of w columns, cutting it if too long.
func center(s string, w int) string {
	n := ansi.StringWidth(s)
	if n >= w {
		return ansi.Truncate(s, w, "")
	}
	l := (w - n) / 2
	return strings.Repeat(" ", l) + s + strings.Repeat(" ", w-n-l)
}
