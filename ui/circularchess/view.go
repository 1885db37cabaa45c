package circularchess

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	cc "parlour/games/circularchess"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// panelMinW is the narrowest side panel.
const panelMinW = 26

// ringMaxH is the tallest ring drawn: beyond it the cells only grow.
const ringMaxH = 25

// currentMarks collects the highlights of the board now.
func (g *Game) currentMarks() marks {
	m := noMarks()
	if g.humanToMove() {
		m.cursor = g.cursor
	}
	m.selected = g.sel
	m.targets = g.targets()
	m.hint = g.hint
	if g.played > 0 {
		m.last = g.moves[g.played-1]
	}
	m.check = checkMarks(g.now())
	return m
}

// bottom is what goes below the board: the move field or the promotion
// question, and the footer.
func (g *Game) bottom() string {
	var lines []string
	switch {
	case g.promo != nil:
		lines = append(lines, g.env.Theme.Warning.Render(g.promotionQuestion()))
	case g.typing:
		prompt := "Move: "
		if g.fieldFor == fieldOpen {
			prompt = "Open a record: "
		}
		lines = append(lines, prompt+screen.InputView(g.env.Theme, g.field))
	}
	f := g.footer
	f.ShowAll = g.showKeys
	lines = append(lines, f.View(g.env, g.width, g.keys))
	return strings.Join(lines, "\n")
}

// boardSize is the drawing's size in the body's height: the ring's
// characters, or the strip's cells.
func (g *Game) boardSize(bodyH int) (w, h int) {
	if g.strip {
		return 0, 0
	}
	h = min(max(bodyH, ringMinH), ringMaxH)
	w = min(max(g.width-panelMinW-1, ringMinW), h*5/2+3)
	if w%2 == 0 {
		w--
	}
	return w, h
}

// stripCellH is the strip's cell height for the body's height.
func stripCellH(bodyH int) int {
	if bodyH >= 4*3+2 {
		return 3
	}
	return 1
}

// bodyHeight is the rows above the footer and the blank line before it.
func (g *Game) bodyHeight() int { return max(g.height-lipgloss.Height(g.bottom())-1, 1) }

// cellAtScreen returns the cell drawn at screen position (x, y).
func (g *Game) cellAtScreen(x, y int) (cc.Cell, bool) {
	bodyH := g.bodyHeight()
	if y >= bodyH {
		return cc.NoCell, false
	}
	if g.strip {
		f, r, ok := stripSpec(g.env.Theme, &g.cellBuf, 3, stripCellH(bodyH)).Grid(0, 0).At(x, y)
		if !ok {
			return cc.NoCell, false
		}
		return stripCell(f, r), true
	}
	w, h := g.boardSize(bodyH)
	return g.ring.layoutFor(w, h).cellAt(x, y)
}

// View draws the board, the panel and the footer.
func (g *Game) View() string {
	if g.width == 0 {
		return ""
	}
	bottom := g.bottom()
	bodyH := max(g.height-lipgloss.Height(bottom)-1, 1)
	boardCells(g.now(), g.currentMarks(), &g.cellBuf)
	var drawing string
	if g.strip {
		drawing, _ = g.stripDrawer.Draw(g.env.Theme, stripSpec(g.env.Theme, &g.cellBuf, 3, stripCellH(bodyH)), 0, 0)
	} else {
		w, h := g.boardSize(bodyH)
		drawing = g.ring.Draw(g.env.Theme, &g.cellBuf, w, h)
	}
	rows := strings.Split(drawing, "\n")
	bw := ansi.StringWidth(rows[0]) // every line of a drawing is as wide
	panel := strings.Split(g.panel(max(g.width-bw-2, 1), bodyH), "\n")
	minW, minH := g.MinSize()
	if g.width < minW || g.height < minH {
		body := lipgloss.JoinHorizontal(lipgloss.Top, drawing, "  ", strings.Join(panel, "\n"))
		return screen.Fit(screen.PinFooter(body, bottom, g.height), g.width, g.height)
	}
	// The board and the panel are built to fit the window: join them
	// line by line, without measuring the frame again.
	var b strings.Builder
	b.Grow(len(drawing) + 4096)
	pad := strings.Repeat(" ", bw)
	for i := range min(max(len(rows), len(panel)), bodyH) {
		if i < len(rows) {
			b.WriteString(rows[i])
		} else {
			b.WriteString(pad)
		}
		if i < len(panel) {
			b.WriteString("  ")
			b.WriteString(panel[i])
		}
		b.WriteByte('\n')
	}
	used := min(max(len(rows), len(panel)), bodyH) + lipgloss.Height(bottom)
	b.WriteString(strings.Repeat("\n", max(g.height-used-1, 0)))
	b.WriteByte('\n')
	b.WriteString(bottom)
	return b.String()
}

// panel is the side panel: the game, the players, whose turn, what has
// been taken and the moves, cut to w×h.
func (g *Game) panel(w, h int) string {
	t := g.env.Theme
	s := g.now()
	var lines []string
	add := func(style lipgloss.Style, text string) {
		lines = append(lines, style.Render(ansi.Truncate(text, w, t.Glyph.Ellipsis)))
	}
	add(t.Title, "Circular Chess")
	add(t.Muted, "Rules: "+rulesName(g.rules()))
	for _, side := range []cc.Color{cc.White, cc.Black} {
		seat := g.seatOf(side)
		who := side.String() + "  " + sanitize.Name(seat.Name)
		if !seat.IsHuman() {
			who += " (" + seat.Level.Title() + ")"
		}
		if side == s.Turn() && !g.over() {
			add(t.Turn, t.Glyph.Turn+" "+who)
		} else {
			add(t.Text, "  "+who)
		}
	}
	if line := g.clockLine(); line != "" {
		add(t.Text, line)
	}
	switch {
	case g.task == taskMove:
		add(t.Warning, fmt.Sprintf("%s thinks%s %ds", s.Turn(), t.Glyph.Ellipsis, int(g.elapsed.Seconds())))
	case g.task != "":
		add(t.Muted, fmt.Sprintf("Thinking about the %s%s %ds", g.task, t.Glyph.Ellipsis, int(g.elapsed.Seconds())))
	case s.InCheck():
		add(t.Error, s.Turn().String()+" to move, in check")
	default:
		add(t.Text, s.Turn().String()+" to move")
	}
	if g.takenText != "" {
		add(t.Muted, "Taken: "+g.takenText)
	}
	add(t.Muted, "")
	moves := g.moveLines()
	room := h - len(lines)
	if len(moves) > room {
		moves = moves[len(moves)-max(room, 0):]
	}
	for _, m := range moves {
		add(t.Text, m)
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return strings.Join(lines, "\n")
}

// rulesName is the rules as the panel names them.
func rulesName(r cc.Rules) string {
	switch {
	case r.Variant == cc.Byzantine:
		return "Byzantine"
	case r.EnPassant:
		return "modern, en passant"
	}
	return "modern"
}

// taken lists the men taken so far, by their letters.
func (g *Game) taken() string {
	var b strings.Builder
	for i := range g.played {
		before := g.states[i]
		for c := cc.Cell(0); c < cc.NoCell; c++ {
			p, was := before.Piece(c)
			if !was || p.Color == before.Turn() {
				continue
			}
			if q, now := g.states[i+1].Piece(c); !now || q.Color != p.Color {
				b.WriteByte(p.Letter())
			}
		}
	}
	return b.String()
}

// moveLines are the moves in ring-cell notation, a numbered pair a line.
func (g *Game) moveLines() []string {
	var out []string
	for i, text := range g.texts[:g.played] {
		s := g.states[i]
		if s.Turn() == cc.White || i == 0 {
			prefix := strconv.Itoa(s.MoveNumber()) + ". "
			if s.Turn() == cc.Black {
				prefix = strconv.Itoa(s.MoveNumber()) + "... "
			}
			out = append(out, prefix+text)
			continue
		}
		out[len(out)-1] += " " + text
	}
	return out
}

// resultScreen is the end of the game: who won and why, over the final
// board.
func (g *Game) resultScreen() screen.Screen {
	v := g.outcome()
	headline := "Drawn"
	if v.Status == cc.Win {
		headline = fmt.Sprintf("%s (%v) wins", sanitize.Name(g.seatOf(v.Winner).Name), v.Winner)
	}
	reason := v.String()
	if g.end != nil {
		reason = g.endReason
	}
	m := noMarks()
	if g.played > 0 {
		m.last = g.moves[g.played-1]
	}
	m.check = checkMarks(g.now())
	var cs cells
	boardCells(g.now(), m, &cs)
	var d ringDrawer
	body := d.Draw(g.env.Theme, &cs, ringMinW+2, ringMinH+3) + "\n\n" + strings.Join(g.moveLines(), "\n")
	cfg := g.config
	cfg.Seed++
	return screen.NewResult(g.env, screen.ResultSpec{
		Game: GameEntry(), Config: cfg, Headline: headline, Reason: reason, Body: body,
		Save: g.saveRecord,
	})
}
