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
)

// Cell is what one cell of a board shows.
type Cell struct {
	// Dark is the colour of the square.
	Dark bool
	// Piece is the piece's glyph, one column wide; "" for an empty cell.
	Piece string
	// PieceStyle colours the piece (foreground, bold); the drawing sets
	// the background.
	PieceStyle lipgloss.Style
	// Note is a small label, such as a square number. On cells two or more
	// rows high it is drawn in the bottom-right corner; on cells one row
	// high, only in an empty cell with no mark.
	Note  string
	Marks Mark
}

// Spec describes a board to draw. Cells are addressed by (file, rank) as
// in Grid: file 0 at the left and rank 0 at the bottom as the game sees
// the board; Flipped turns it round.
type Spec struct {
	Cols, Rows   int
	CellW, CellH int
	Flipped      bool
	// Cell returns what the cell at (file, rank) shows.
	Cell func(file, rank int) Cell
	// Edge labels, each optional: beside every rank (left and right), and
	// above and below every file. They are drawn in the muted style.
	LeftLabel, RightLabel func(rank int) string
	TopLabel, BottomLabel func(file int) string
}

// labelWidths measures the label columns and rows around the cells.
func (s Spec) labelWidths() (left, right, top, bottom int) {
	for r := range s.Rows {
		if s.LeftLabel != nil {
			left = max(left, ansi.StringWidth(s.LeftLabel(r)))
		}
		if s.RightLabel != nil {
			right = max(right, ansi.StringWidth(s.RightLabel(r)))
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
	return l + s.Cols*s.CellW + r, t + s.Rows*s.CellH + b
}

// Grid returns where the cells fall when the drawing's top-left corner is
// at (left, top) on the screen: the Grid that maps a click back to a cell.
func (s Spec) Grid(left, top int) Grid {
	l, _, t, _ := s.labelWidths()
	return Grid{Left: left + l, Top: top + t, Cols: s.Cols, Rows: s.Rows, CellW: s.CellW, CellH: s.CellH, Flipped: s.Flipped}
}

// Draw renders the board with the theme's colours and glyphs, its top-left
// corner meant to stand at (left, top) on the screen, and returns the
// drawing and the Grid of its cells there. Every line has the same width.
func Draw(t *theme.Theme, s Spec, left, top int) (string, Grid) {
	g := s.Grid(left, top)
	if s.Cols <= 0 || s.Rows <= 0 || s.CellW <= 0 || s.CellH <= 0 || s.Cell == nil {
		return "", g
	}
	lw, rw, tw, bw := s.labelWidths()
	p := newPainter(t)
	var lines []string
	fileLabels := func(label func(int) string) string {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", lw))
		for col := range s.Cols {
			file := s.fileAt(col)
			b.WriteString(t.Muted.Render(center(label(file), s.CellW)))
		}
		b.WriteString(strings.Repeat(" ", rw))
		return b.String()
	}
	if tw > 0 {
		lines = append(lines, fileLabels(s.TopLabel))
	}
	for row := range s.Rows {
		rank := s.rankAt(row)
		cells := make([][]string, s.Cols)
		for col := range s.Cols {
			cells[col] = p.cell(s.Cell(s.fileAt(col), rank), s.CellW, s.CellH)
		}
		mid := (s.CellH - 1) / 2
		for y := range s.CellH {
			var b strings.Builder
			if lw > 0 {
				label := ""
				if y == mid {
					label = s.LeftLabel(rank)
				}
				b.WriteString(t.Muted.Render(padLeft(label, lw-1)) + " ")
			}
			for col := range s.Cols {
				b.WriteString(cells[col][y])
			}
			if rw > 0 {
				label := ""
				if y == mid {
					label = s.RightLabel(rank)
				}
				b.WriteString(" " + t.Muted.Render(padRight(label, rw-1)))
			}
			lines = append(lines, b.String())
		}
	}
	if bw > 0 {
		lines = append(lines, fileLabels(s.BottomLabel))
	}
	return strings.Join(lines, "\n"), g
}

// fileAt and rankAt turn a drawn column or row (from the top left) into
// the game's file and rank.
func (s Spec) fileAt(col int) int {
	if s.Flipped {
		return s.Cols - 1 - col
	}
	return col
}

func (s Spec) rankAt(row int) int {
	if s.Flipped {
		return row
	}
	return s.Rows - 1 - row
}

func padLeft(s string, w int) string {
	return strings.Repeat(" ", max(w-ansi.StringWidth(s), 0)) + s
}

func padRight(s string, w int) string {
	return s + strings.Repeat(" ", max(w-ansi.StringWidth(s), 0))
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
