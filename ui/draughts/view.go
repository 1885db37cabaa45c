package draughts

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
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
func (g *Game) layout() kit.Layout { return fit.Place(g.frame, g.width, g.height) }

// View draws the title, the board beside the panel, and the footer.
func (g *Game) View() string {
	t := g.env.Theme
	minW, minH := g.MinSize()
	if g.width < minW || g.height < minH {
		return screen.TooSmall(t, minW, minH, g.width, g.height)
	}
	l := g.layout()
	l.Spec.Cell = g.cells()
	drawn, _ := g.drawer.Draw(t, l.Spec, kit.BoardLeft, l.Top)
	panel := g.panelLines(l.PanelW, l.PanelH)
	body := l.Body(t, g.title(), g.width, drawn, panel)
	room := g.height - l.Lines(panel) - 1 - 1
	return screen.PinFooter(body, g.footer(max(room, 1)), g.height)
}

// title is the first line: the game and its rules.
func (g *Game) title() string {
	t := g.env.Theme
	return t.Title.Render("Draughts") + t.Muted.Render(" · "+g.rulesText())
}

// rulesText describes the game being played, as "English draughts ·
// compulsory capture · modern draws".
func (g *Game) rulesText() string {
	r := g.rec.start().Rules()
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
			parts = append(parts, r.Draws.String()+" draws")
		}
	}
	if g.opts.Clock {
		parts = append(parts, "clock")
	}
	return strings.Join(parts, " · ")
}

// footer is the message line (up to lines long) and the key help. While
// the text field is open it takes the message line, and a complaint about
// what was typed takes the help's place.
func (g *Game) footer(lines int) string {
	t := g.env.Theme
	w := max(g.width-1, 1)
	note := ""
	switch {
	case g.note != "" && g.noteKind == noteError:
		note = t.Error.Render(g.note)
	case g.note != "":
		note = t.Success.Render(g.note)
	}
	if g.field.IsOpen() {
		below := screen.ShortHelpView(g.help, kit.FieldKeys)
		if note != "" {
			below = ansi.Truncate(note, w, t.Glyph.Ellipsis)
		}
		return g.field.View() + "\n" + below
	}
	msg := note
	switch {
	case g.confirm.Open():
		msg = t.Warning.Render(g.confirm.Question)
	case msg == "":
		msg = t.Muted.Render(g.guidance())
	}
	msg = lipgloss.NewStyle().Width(w).Render(msg)
	if parts := strings.Split(msg, "\n"); len(parts) > lines {
		msg = strings.Join(parts[:lines], "\n")
	}
	return msg + "\n" + screen.HelpView(g.help, g.keys)
}

// guidance says what to do now, when nothing else is said.
func (g *Game) guidance() string {
	s := g.rec.now()
	switch {
	case g.over():
		if d, ok := g.drill(); ok {
			_, why := d.judge(g.outcome())
			return why
		}
		return resultText(g.outcome(), g.seatOf) + "."
	case g.think.Busy():
		return g.think.Spinner() + " " + g.thinkingText() + " " + g.think.Line(" "+g.env.Theme.Glyph.Bullet+" ")
	case g.paused:
		return "Paused: p to go on."
	case !g.humanToMove():
		return ""
	case len(g.sel) > 0:
		p, _ := s.Piece(g.sel[0])
		return "Move the " + strings.ToLower(p.String()) + " on " + strconv.Itoa(g.sel[0]) + " to " + orList(g.targets()) + ", or Esc."
	}
	if h := s.HuffableSquares(); len(h) > 0 {
		return "You may huff " + orList(h) + " (choose it), or just move."
	}
	if must := mustCapture(s); must != "" {
		return must
	}
	if may := mayCapture(s); may != "" {
		return may
	}
	if d, ok := g.drill(); ok && g.rec.played == 0 {
		return d.Goal
	}
	return g.seatOf(s.Turn()).Name + " (" + s.Turn().String() + ") to move: pick a piece, then its square; or type the move."
}

// thinkingText says what the computer is doing.
func (g *Game) thinkingText() string {
	e := g.env.Theme.Glyph.Ellipsis
	switch g.think.Task {
	case taskHint:
		return "Looking for a good move" + e
	case taskDraw:
		return g.seatOf(g.computerSide()).Name + " considers your offer" + e
	}
	return g.seatOf(g.rec.now().Turn()).Name + " is thinking" + e
}
