package draughts

import (
	"strconv"
	"strings"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/board/kit"
)

// fit is the room the board leaves: the narrowest side panel, and the
// message line and the key help under the board.
var fit = kit.Fit{PanelMin: 26, FooterLines: 2}

// minSize is the smallest window for a variant's board: the board in its
// smallest cells, its edge labels up to two digits, beside a narrow panel.
func minSize(v draughts.Variant) (int, int) {
	n := v.BoardSize()
	return fit.MinSize(func(w, h int) board.Spec {
		return board.Spec{Cols: n, Rows: n, CellW: w, CellH: h,
			LeftLabel: func(int) string { return "50" }, RightLabel: func(int) string { return "50" }}
	})
}

// layout places the board and the panel in the window.
func (g *Game) layout() kit.Layout { return fit.Place(g.frame, g.Width, g.Height) }

// View draws the title, the board beside the panel, and the footer.
func (g *Game) View() string {
	t := g.Env.Theme
	if notice, small := kit.TooSmall(t, g.Width, g.Height, g.MinSize); small {
		return notice
	}
	l := g.layout()
	l.Spec.Cell = g.cells()
	drawn, _ := g.drawer.Draw(t, l.Spec, kit.BoardLeft, l.Top)
	panel := g.panelLines(l.PanelW, l.PanelH)
	return l.Frame(t, g.title(), g.Width, g.Height, drawn, panel, g.footerView)
}

// title is the first line: the game and its rules.
func (g *Game) title() string {
	t := g.Env.Theme
	return t.Title.Render("Draughts") + t.Muted.Render(" "+t.Glyph.Dot+" "+g.rulesText())
}

// rulesText describes the game being played, as "English draughts ·
// compulsory capture · modern draws".
func (g *Game) rulesText() string {
	r := g.rec.Start().Rules()
	var parts []string
	if d, ok := g.drill(); ok {
		parts = append(parts, "drill: "+strings.ToLower(d.Title), "Victorian rules")
	} else {
		switch r.Variant {
		case draughts.English:
			parts = append(parts, "the English game")
		case draughts.Losing:
			parts = append(parts, "the Losing game")
		case draughts.Polish:
			parts = append(parts, "the Polish game (international rules)")
		}
		if r.Variant != draughts.Polish {
			parts = append(parts, map[bool]string{false: "compulsory capture", true: "huffing"}[r.Huffing])
			parts = append(parts, map[draughts.DrawRules]string{draughts.Modern: "modern draws", draughts.Victorian: "Victorian draws"}[r.Draws])
		}
	}
	if g.opts.Clock {
		parts = append(parts, "clock")
	}
	return strings.Join(parts, " "+g.Env.Theme.Glyph.Dot+" ")
}

// footerView is the message line and the key help (the shell's footer), with
// the message cut to one line when lines is 1. While the text field is
// open it stands above, and a complaint about what was typed takes the
// help's place.
func (g *Game) footerView(lines int) string {
	return g.FooterDrawn.Draw(g.Env, g.Footer, g.Field, g.Help, &g.keys, g.guidance, lines, g.Width)
}

// guidance says what to do now, when nothing else is said.
func (g *Game) guidance() string {
	s := g.rec.Now()
	switch {
	case g.Think.Busy():
		return g.Think.Status(g.Env.Theme, g.Think.What(g.seatOf(s.Turn()).Name, g.seatOf(g.computerSide()).Name, g.Env.Theme.Glyph.Ellipsis))
	case g.Watch.Paused:
		return "Paused: p to go on."
	case !g.CanMove():
		return g.RoomWait(g.seatIndex(s.Turn()), s.Turn().String())
	case len(g.sel) > 0:
		p, _ := s.Piece(g.sel[0])
		return "Move the " + strings.ToLower(p.String()) + " on " + strconv.Itoa(g.sel[0]) + " to " + orList(g.targets()) + ", or Esc."
	}
	if h := s.HuffableSquares(); len(h) > 0 {
		other := g.seatOf(s.Turn().Opponent()).Name
		if s.CanSayTake() {
			return other + ` left a capture: H to huff ` + orList(h) + `, T to say "Take", or just move.`
		}
		return "You may huff " + orList(h) + " (H, or choose it), or just move."
	}
	if s.CanSayTake() {
		return g.seatOf(s.Turn().Opponent()).Name + ` left a capture: T to say "Take", or just move.`
	}
	if must := mustCapture(s); must != "" {
		return must
	}
	if may := mayCapture(s); may != "" {
		return may
	}
	if d, ok := g.drill(); ok && g.rec.Played == 0 {
		return d.Goal
	}
	return g.seatOf(s.Turn()).Name + " (" + s.Turn().String() + ") to move: pick a piece, then its square; or type the move."
}
