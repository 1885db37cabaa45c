package doublechess

import (
	"fmt"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// View draws the title, the board beside the panel, and the footer.
func (g *Game) View() string {
	t := g.Env.Theme
	if notice, small := kit.TooSmall(t, g.Width, g.Height, g.MinSize); small {
		return notice
	}
	l := g.layout()
	drawn := g.drawBoard(l)
	panel := g.panelLines(l.PanelW, l.PanelH)
	return l.Frame(t, g.title(), g.Width, g.Height, drawn, panel, g.footerView)
}

// title is the first line: the game, the sides and the round.
func (g *Game) title() string {
	t := g.Env.Theme
	d := " " + t.Glyph.Dot + " "
	return t.Title.Render("Double Chess") + t.Muted.Render(d+"Black and White v Green and Red"+d+fmt.Sprintf("round %d", g.rec.Now().Round()))
}

// footerView is the message line and the key help, with the message cut
// to one line when lines is 1. While the text field is open it stands
// above, and a complaint about what was typed takes the help's place.
func (g *Game) footerView(lines int) string {
	return g.FooterDrawn.Draw(g.Env, g.Footer, g.Field, g.Help, &g.keys, g.guidance, lines, g.Width)
}

// guidance says what to do now, when nothing else is said.
func (g *Game) guidance() string {
	s := g.rec.Now()
	e := g.Env.Theme.Glyph.Ellipsis
	wait := g.RoomWait(int(s.Turn()), s.Turn().String())
	switch {
	case g.Think.Busy():
		return g.Think.Status(g.Env.Theme, g.thinkingText())
	case g.Watch.Paused:
		return "Paused: p to go on."
	case wait != "":
		return wait
	case !g.CanMove():
		return ""
	case len(g.promo) > 0:
		return "Promote the pawn to: q queen, r rook, b bishop or n knight (Esc: another move)."
	case g.sel != dc.NoSquare:
		p, _ := s.Piece(g.sel)
		return fmt.Sprintf("Move the %s on %v to a marked square, or Esc.", p.Kind, g.sel)
	case g.coach.Busy():
		return g.coach.Spinner() + " The coach looks at your move" + e + " " + g.name(s.Turn()) + " to move."
	}
	return g.name(s.Turn()) + " to move: pick a man, then his square; or : to type the move."
}

// thinkingText says what the computer is doing.
func (g *Game) thinkingText() string {
	e := g.Env.Theme.Glyph.Ellipsis
	switch g.Think.Task {
	case kit.TaskHint:
		return "Looking for the team's best move" + e
	case kit.TaskDraw:
		return "Your adversaries consider the offer" + e
	}
	return g.rec.Now().Turn().String() + " is thinking" + e
}
