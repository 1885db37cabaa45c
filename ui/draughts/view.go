package draughts

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/screen"
)

// The cell sizes the board may be drawn in, largest first: the biggest
// that fits beside the panel is used. A terminal cell is about twice as
// high as it is wide, so 4×2 is square and 3×1 a little wide.
var cellSizes = [][2]int{{7, 3}, {6, 3}, {5, 2}, {4, 2}, {3, 1}}

const (
	panelMin    = 26 // the narrowest side panel
	footerLines = 2  // the message line and the key help
	boardLeft   = 1  // the margin left of the board
	panelGap    = 2  // between the board and the panel
)

// layout is where things go on the screen.
type layout struct {
	spec           board.Spec // the board's frame; View adds the cells
	grid           board.Grid
	top            int // the board's first row
	boardW, boardH int
	panelX, panelW int
	panelH         int
}

// fits reports whether a board of w×h fits a window of width×height.
func fits(w, h, width, height int) bool {
	return boardLeft+w+panelGap+panelMin <= width && 1+h+1+footerLines <= height
}

// minSize is the smallest window for a variant's board.
func minSize(v draughts.Variant) (int, int) {
	n := v.BoardSize()
	smallest := cellSizes[len(cellSizes)-1]
	w := 3 + n*smallest[0] + 3 // the edge labels are up to two digits and a space
	h := n * smallest[1]
	return boardLeft + w + panelGap + panelMin, 1 + h + 1 + footerLines
}

// layout places the board and the panel in the window. Everything that
// draws the board or maps a click uses it, so the two always agree.
func (g *Game) layout() layout {
	size := cellSizes[len(cellSizes)-1]
	for _, cs := range cellSizes {
		w, h := g.frame(cs[0], cs[1]).Size()
		if fits(w, h, g.width, g.height) {
			size = cs
			break
		}
	}
	l := layout{spec: g.frame(size[0], size[1]), top: 1}
	l.boardW, l.boardH = l.spec.Size()
	if 2+l.boardH+1+footerLines <= g.height {
		l.top = 2 // a blank line under the title
	}
	l.grid = l.spec.Grid(boardLeft, l.top)
	l.panelX = boardLeft + l.boardW + panelGap
	l.panelW = max(g.width-l.panelX-1, 1)
	l.panelH = max(g.height-l.top-1-footerLines, l.boardH)
	return l
}

// View draws the title, the board beside the panel, and the footer.
func (g *Game) View() string {
	t := g.env.Theme
	minW, minH := g.MinSize()
	if g.width < minW || g.height < minH {
		return screen.TooSmall(t, minW, minH, g.width, g.height)
	}
	l := g.layout()
	l.spec.Cell = g.cells()
	drawn, _ := board.Draw(t, l.spec, boardLeft, l.top)
	boardLines := strings.Split(drawn, "\n")
	panel := g.panelLines(l.panelW, l.panelH)
	var b strings.Builder
	b.WriteString(ansi.Truncate(g.title(), g.width, t.Glyph.Ellipsis))
	b.WriteString(strings.Repeat("\n", l.top))
	pad := strings.Repeat(" ", l.boardW)
	for i := range max(len(boardLines), len(panel)) {
		if i > 0 {
			b.WriteString("\n")
		}
		line := pad
		if i < len(boardLines) {
			line = boardLines[i]
		}
		b.WriteString(strings.Repeat(" ", boardLeft) + line + strings.Repeat(" ", panelGap))
		if i < len(panel) {
			b.WriteString(ansi.Truncate(panel[i], l.panelW, t.Glyph.Ellipsis))
		}
	}
	room := g.height - l.top - max(len(boardLines), len(panel)) - 1 - 1
	return screen.PinFooter(b.String(), g.footer(max(room, 1)), g.height)
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
	if g.fieldFor != "" {
		below := screen.ShortHelpView(g.help, fieldBindings)
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

// fieldBindings are the keys of the open text field.
var fieldBindings = []key.Binding{
	key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ok")),
	key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	key.NewBinding(key.WithKeys("f1"), key.WithHelp("F1", "rules")),
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
	case g.thinker.Busy():
		return g.spin.View() + " " + g.thinkingText()
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
	switch g.task {
	case taskHint:
		return "Looking for a good move" + e
	case taskDraw:
		return g.seatOf(g.computerSide()).Name + " considers your offer" + e
	}
	return g.seatOf(g.rec.now().Turn()).Name + " is thinking" + e
}
