package draughts

import (
	"slices"
	"strconv"

	"github.com/charmbracelet/lipgloss"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/theme"
)

// pieceGlyphs are the characters of the pieces, by colour.
type pieceGlyphs struct {
	man, king [2]string
}

var (
	unicodePieces = pieceGlyphs{man: [2]string{draughts.Black: "●", draughts.White: "○"}, king: [2]string{draughts.Black: "♚", draughts.White: "♔"}}
	asciiPieces   = pieceGlyphs{man: [2]string{draughts.Black: "b", draughts.White: "w"}, king: [2]string{draughts.Black: "B", draughts.White: "W"}}
)

// The colours of the pieces on the board's own squares, the same on dark
// and light terminals: ebony and ivory (TerminalColor values, so that
// giving one to a cell costs no allocation a piece a frame).
var pieceColours = [2]lipgloss.TerminalColor{draughts.Black: lipgloss.Color("#141110"), draughts.White: lipgloss.Color("#F6F0E2")}

func piecesFor(t *theme.Theme) pieceGlyphs {
	if t.ASCII {
		return asciiPieces
	}
	return unicodePieces
}

// glyph returns a piece's character.
func (p pieceGlyphs) glyph(pc draughts.Piece) string {
	if pc.King {
		return p.king[pc.Color]
	}
	return p.man[pc.Color]
}

// marks are the highlighted squares of the board as it stands.
type marks struct {
	cursor   int
	selected []int
	targets  []int
	hint     []int
	last     []int
}

// currentMarks collects the highlights: the cursor and the move being made
// while a person plays, the hint, the last move, and pieces that may be
// huffed.
func (g *Game) currentMarks() marks {
	var m marks
	if g.People() > 0 && !g.Over() {
		m.cursor = g.cursor
	}
	m.selected = g.sel
	m.targets = g.targets()
	if len(g.sel) == 0 && g.CanMove() {
		m.targets = g.rec.Now().HuffableSquares()
	}
	m.hint = g.hint
	if last, ok := g.rec.lastMove(); ok {
		m.last = []int{last.From, last.To}
	}
	return m
}

// frame describes the board in cells of w×h, with the square numbers of
// each row's ends along the edges, but not yet what is on it: enough to
// measure it and to map clicks.
func (g *Game) frame(w, h int) board.Spec {
	n := g.variant().BoardSize()
	edge := func(rank int, left bool) string {
		first := (n-1-rank)*n/2 + 1
		if left != g.flipped {
			return strconv.Itoa(first)
		}
		return strconv.Itoa(first + n/2 - 1)
	}
	return board.Spec{
		Cols: n, Rows: n, CellW: w, CellH: h, Flipped: g.flipped,
		LeftLabel:  func(rank int) string { return edge(rank, true) },
		RightLabel: func(rank int) string { return edge(rank, false) },
	}
}

// cells returns what each cell of the board shows now.
func (g *Game) cells() func(file, rank int) board.Cell {
	v := g.variant()
	n := v.BoardSize()
	s := g.rec.Now()
	glyphs := piecesFor(g.Env.Theme)
	m := g.currentMarks()
	return func(file, rank int) board.Cell {
		sq := draughts.SquareAt(v, n-1-rank, file)
		c := board.Cell{Dark: sq != 0}
		if sq == 0 {
			return c
		}
		if p, ok := s.Piece(sq); ok {
			c.Piece = glyphs.glyph(p)
			c.Ink = pieceColours[p.Color]
		}
		if g.numbers {
			c.Note = strconv.Itoa(sq)
		}
		if sq == m.cursor {
			c.Marks |= board.Cursor
		}
		if slices.Contains(m.selected, sq) {
			c.Marks |= board.Selected
		}
		if slices.Contains(m.targets, sq) {
			c.Marks |= board.Target
		}
		if slices.Contains(m.hint, sq) {
			c.Marks |= board.Hint
		}
		if slices.Contains(m.last, sq) {
			c.Marks |= board.LastMove
		}
		return c
	}
}
