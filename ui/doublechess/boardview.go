package doublechess

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	dc "parlour/games/doublechess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/theme"
)

// fit is the room the board leaves: the narrowest side panel, and the
// message line and the key help under the board.
var fit = kit.Fit{PanelMin: 27, FooterLines: 2}

// layout places the board and the panel in the window.
func (g *Game) layout() kit.Layout { return fit.Place(g.frame, g.Width, g.Height) }

// files are the files' letters, a to n.
const files = "abcdefghijklmn"

// fileLabel and rankLabel name file and rank c (0-based) along the
// board's edges; they capture nothing, so a frame allocates no closure.
var (
	fileLabel = func(c int) string { return files[c : c+1] }
	rankLabel = func(c int) string { return strconv.Itoa(c + 1) }
)

// frame describes the cross in cells of w×h, turned as the table faces,
// with the files a–n and the ranks 1–14 along its edges.
func (g *Game) frame(w, h int) board.Spec {
	rowLabel, colLabel := rankLabel, fileLabel
	if g.turns%2 == 1 {
		rowLabel, colLabel = fileLabel, rankLabel
	}
	return board.Spec{Cols: dc.Size, Rows: dc.Size, CellW: w, CellH: h, Turns: g.turns, Corner: 3,
		LeftLabel: rowLabel, RightLabel: rowLabel, TopLabel: colLabel, BottomLabel: colLabel}
}

// The men's characters: the kinds in Unicode (filled; a pawn-piece, rule
// 8, in outline, and a returning pawn, the book's "thread round its neck",
// as an outline pawn) or in ASCII (capitals; a pawn-piece and a returning
// pawn in small letters).
var (
	unicodeMen    = [7]string{dc.Pawn: "♟", dc.Knight: "♞", dc.Bishop: "♝", dc.Rook: "♜", dc.Queen: "♛", dc.King: "♚"}
	unicodeMarked = [7]string{dc.Pawn: "♙", dc.Knight: "♘", dc.Bishop: "♗", dc.Rook: "♖", dc.Queen: "♕", dc.King: "♔"}
	asciiMen      = [7]string{dc.Pawn: "P", dc.Knight: "N", dc.Bishop: "B", dc.Rook: "R", dc.Queen: "Q", dc.King: "K"}
	asciiMarked   = [7]string{dc.Pawn: "p", dc.Knight: "n", dc.Bishop: "b", dc.Rook: "r", dc.Queen: "q", dc.King: "k"}
	armyLetters   = [4]string{dc.Black: "b", dc.Green: "g", dc.White: "w", dc.Red: "r"}
	deadMark      = "x"
	// The inks are kept as TerminalColor values, so that giving one to a
	// cell (an interface) costs no allocation a man a frame.
	liveInks = [4]lipgloss.TerminalColor{dc.Black: lipgloss.Color("#141110"), dc.Green: lipgloss.Color("#3DDC5A"),
		dc.White: lipgloss.Color("#F6F0E2"), dc.Red: lipgloss.Color("#E3262B")}
	deadInks = [4]lipgloss.TerminalColor{dc.Black: lipgloss.Color("#5E5852"), dc.Green: lipgloss.Color("#6F9A76"),
		dc.White: lipgloss.Color("#A9A398"), dc.Red: lipgloss.Color("#9E625E")}
	cornerOfArmies = [4][2]int{dc.Black: {0, 0}, dc.Green: {0, 11}, dc.White: {11, 11}, dc.Red: {11, 0}}
)

// manGlyph is the character of a man.
func manGlyph(t *theme.Theme, p dc.Piece) string {
	marked := p.PawnPiece || p.Returning
	switch {
	case t.ASCII && marked:
		return asciiMarked[p.Kind]
	case t.ASCII:
		return asciiMen[p.Kind]
	case marked:
		return unicodeMarked[p.Kind]
	}
	return unicodeMen[p.Kind]
}

// kindGlyph is the character of a kind of man, for the corners.
func kindGlyph(t *theme.Theme, k dc.Kind) string {
	if t.ASCII {
		return asciiMen[k]
	}
	return unicodeMen[k]
}

// squareSet is a set of squares of the 14×14 grid.
type squareSet [dc.Size * dc.Size]bool

func (s *squareSet) add(q dc.Square) {
	if int(q) < len(s) {
		s[q] = true
	}
}

// marks are the highlighted squares of the board as it stands.
type marks struct {
	cursor           dc.Square
	sel, targets     squareSet
	hint, last, king squareSet
	// The partner's intent: his likely next move's squares, and the
	// adversaries' men he attacks undefended.
	partnerMove, attacked squareSet
	// lastFrom names, on the square each army's last move left, that
	// army's letter: four last moves in one colour, each its own mark.
	lastFrom [dc.Size * dc.Size]string
}

// The signs of the partner's intent, beside a man (or alone on an empty
// square): his likely next move, and a man he attacks undefended.
const (
	intentSign = "*"
	attackSign = "!"
)

// currentMarks collects the highlights: the cursor and the move being made
// while a person plays, the hint, each army's last move and the kings in
// check.
func (g *Game) currentMarks() *marks {
	m := &marks{cursor: dc.NoSquare}
	if g.People() > 0 && !g.Over() {
		m.cursor = g.cursor
	}
	if g.sel != dc.NoSquare {
		m.sel.add(g.sel)
		for _, mv := range g.snap.legal {
			if mv.From == g.sel && !mv.Pass {
				m.targets.add(mv.To)
			}
		}
	}
	for _, q := range g.hint {
		m.hint.add(q)
	}
	if in := g.intent; in != nil {
		if in.HasNext {
			m.partnerMove.add(in.Next.Move.From)
			m.partnerMove.add(in.Next.Move.To)
		}
		for _, a := range in.Attacks {
			if !a.Defended {
				m.attacked.add(a.Target)
			}
		}
	}
	s := g.rec.Now()
	for _, c := range dc.Colors {
		if g.snap.hasLast[c] {
			m.last.add(g.snap.last[c].From)
			m.last.add(g.snap.last[c].To)
			if from := g.snap.last[c].From; int(from) < len(m.lastFrom) {
				m.lastFrom[from] = armyLetters[c]
			}
		}
		if a := g.snap.armies[c]; a == dc.InCheck || a == dc.Checkmated {
			m.king.add(s.King(c))
		}
	}
	return m
}

// cells returns what each cell shows now. In Mono each man carries his
// army's letter as the cell's tag, which no mark covers, and a dead
// army's man an x as its badge (in place of the check and last-move
// marks, which it cannot have).
func (g *Game) cells(m *marks, mono bool) func(file, rank int) board.Cell {
	s := g.rec.Now()
	t := g.Env.Theme
	return func(file, rank int) board.Cell {
		q := dc.NewSquare(file, rank)
		c := board.Cell{Dark: (file+rank)%2 == 0}
		p, man := s.Piece(q)
		dead := man && g.snap.armies[p.Color] == dc.Checkmated
		if man {
			c.Piece = manGlyph(t, p)
			c.Ink = liveInks[p.Color]
			if dead {
				c.Ink = deadInks[p.Color]
			}
			if mono {
				c.Tag = armyLetters[p.Color]
				if dead {
					c.Badge = deadMark
				}
			}
		}
		switch {
		case m.partnerMove[q] && man:
			c.Badge = intentSign
		case m.partnerMove[q]:
			c.Note = intentSign
		case m.attacked[q] && man:
			c.Badge = attackSign
		case !man && m.last[q] && m.lastFrom[q] != "":
			c.Note = m.lastFrom[q]
		}
		if q == m.cursor {
			c.Marks |= board.Cursor
		}
		if m.sel[q] {
			c.Marks |= board.Selected
		}
		if m.targets[q] {
			c.Marks |= board.Target
		}
		if m.hint[q] {
			c.Marks |= board.Hint
		}
		if m.last[q] && !(mono && dead) {
			c.Marks |= board.LastMove
		}
		if m.king[q] && !(mono && dead) {
			c.Marks |= board.Check
		}
		return c
	}
}

// drawBoard draws the cross for layout l, with each army's losses in its
// corner.
func (g *Game) drawBoard(l kit.Layout) string {
	t := g.Env.Theme
	mono := t.Mode == theme.Mono
	m := g.currentMarks()
	spec := l.Spec
	spec.Cell = g.cells(m, mono)
	drawn, grid := g.drawer.Draw(t, spec, 0, 0)
	lines := strings.Split(drawn, "\n")
	for _, c := range dc.Colors {
		x, y, w, _, _ := grid.CutCorner(cornerOfArmies[c][0], cornerOfArmies[c][1])
		board.Overlay(lines, x, y, g.corner(c, w, mono))
	}
	return strings.Join(lines, "\n")
}

// cornersDrawn are the four corners as last drawn, for the state of one
// refresh in one theme and width: they change only with a capture.
type cornersDrawn struct {
	t       *theme.Theme
	w       int
	plain   bool
	version int
	lines   [4][]string
}

// corner is army c's corner, drawn again only when something it shows
// has changed.
func (g *Game) corner(c dc.Color, w int, plain bool) []string {
	k := &g.corners
	if k.t != g.Env.Theme || k.w != w || k.plain != plain || k.version != g.version {
		*k = cornersDrawn{t: g.Env.Theme, w: w, plain: plain, version: g.version}
		for _, a := range dc.Colors {
			k.lines[a] = g.cornerLines(a, w, plain)
		}
	}
	return k.lines[c]
}

// cornerLines is army c's corner, w columns wide: its name, then the men
// it has lost, pieces on one line and pawns on the next.
func (g *Game) cornerLines(c dc.Color, w int, plain bool) []string {
	t := g.Env.Theme
	var pieces, pawns strings.Builder
	for _, k := range g.snap.lost[c] {
		if k == dc.Pawn {
			pawns.WriteString(kindGlyph(t, k))
		} else {
			pieces.WriteString(kindGlyph(t, k))
		}
	}
	name := c.String()
	if g.snap.armies[c] == dc.Checkmated {
		name = deadMark + " " + name
	}
	lines := []string{name, pieces.String(), pawns.String()}
	if len(g.snap.lost[c]) == 0 {
		lines[1] = "no loss"
	}
	for i, l := range lines {
		l = ansi.Truncate(l, w, "")
		l += strings.Repeat(" ", max(w-ansi.StringWidth(l), 0))
		if !plain {
			style := t.Text
			if i == 0 || len(g.snap.lost[c]) == 0 {
				style = t.Muted
			}
			l = style.Render(l)
		}
		lines[i] = l
	}
	return lines
}
