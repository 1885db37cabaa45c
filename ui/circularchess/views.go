package circularchess

import (
	"strconv"

	"github.com/charmbracelet/lipgloss"

	cc "parlour/games/circularchess"
	"parlour/ui/board"
	"parlour/ui/theme"
)

// The colours of the men on the board's own squares, the same on dark and
// light terminals: ivory and ebony. In monochrome the letters tell them
// apart: White's are capitals. (TerminalColor values, so that giving one
// to a cell costs no allocation a piece a frame.)
var pieceColours = [2]lipgloss.TerminalColor{cc.White: lipgloss.Color("#F6F0E2"), cc.Black: lipgloss.Color("#141110")}

// marks are the highlights of the board as it stands: the same in both
// views.
type marks struct {
	cursor   cc.Cell // cc.NoCell when no one is moving by keys
	selected cc.Cell
	targets  []cc.Cell
	hint     cc.Move
	last     cc.Move // the zero Move before the first
	check    []cc.Cell
}

// noMarks has nothing highlighted.
func noMarks() marks { return marks{cursor: cc.NoCell, selected: cc.NoCell} }

// boardCells returns what every cell shows for state s with marks m.
func boardCells(s cc.State, m marks, out *cells) {
	for c := cc.Cell(0); c < cc.NoCell; c++ {
		cell := board.Cell{Dark: !c.Light()}
		if p, ok := s.Piece(c); ok {
			cell.Piece = string(p.Letter())
			cell.Ink = pieceColours[p.Color]
		}
		out[c] = cell
	}
	add := func(c cc.Cell, mk board.Mark) {
		if c.Valid() {
			out[c].Marks |= mk
		}
	}
	add(m.cursor, board.Cursor)
	add(m.selected, board.Selected)
	for _, c := range m.targets {
		add(c, board.Target)
	}
	if !m.hint.IsZero() {
		add(m.hint.From, board.Hint)
		add(m.hint.To, board.Hint)
	}
	if !m.last.IsZero() {
		add(m.last.From, board.LastMove)
		add(m.last.To, board.LastMove)
	}
	for _, c := range m.check {
		add(c, board.Check)
	}
}

// checkMarks are the cells to mark for check: the king of the side to move
// and the pieces that attack it.
func checkMarks(s cc.State) []cc.Cell {
	by := s.Checkers()
	if len(by) == 0 {
		return nil
	}
	return append(by, s.Cells(s.Turn(), cc.King)...)
}

// The strip view: the ring cut at the arrow line between cells 16 and 1
// and unrolled, ring a along the top, cell 1 at the left. It is a board of
// the kit: 16 files (the cell numbers) by 4 ranks (ring d at the bottom).

// stripCell returns the cell at (file, rank) of the strip.
func stripCell(file, rank int) cc.Cell {
	c, _ := cc.CellAt(byte('a'+cc.Rings-1-rank), file+1)
	return c
}

// ringLabel names the strip's row rank by its ring (the outer ring a at
// the bottom), and cellLabel column file by its cell number; they capture
// nothing, so drawing allocates no closure for them.
var (
	ringLabel = func(rank int) string { return ringLetters[cc.Rings-1-rank] }
	cellLabel = func(file int) string { return strconv.Itoa(file + 1) }
)

// ringLetters are the rings' letters.
var ringLetters = [cc.Rings]string{"a", "b", "c", "d"}

// stripSpec describes the strip of cells cs, each w×h characters. The
// row below the cells marks the arrow lines: the cut at each end and the
// line between cells 8 and 9.
func stripSpec(t *theme.Theme, cs *cells, w, h int) board.Spec {
	return board.Spec{
		Cols: cc.CellsPerRing, Rows: cc.Rings, CellW: w, CellH: h,
		Cell:      func(file, rank int) board.Cell { return cs[stripCell(file, rank)] },
		LeftLabel: ringLabel,
		TopLabel:  cellLabel,
		BottomLabel: func(file int) string {
			switch file {
			case 0, cc.CellsPerRing / 2:
				return t.Glyph.Left + "  "
			case cc.CellsPerRing/2 - 1, cc.CellsPerRing - 1:
				return "  " + t.Glyph.Right
			}
			return ""
		},
	}
}
