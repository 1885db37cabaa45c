package circularchess

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	cc "parlour/games/circularchess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
)

// fit is the room the board leaves: the narrowest side panel, and the
// message line and the key help under the board. The strip's cells may be
// three rows high where room allows, the ring chooses its own size.
var fit = kit.Fit{PanelMin: panelMinW, FooterLines: 2, Sizes: [][2]int{{7, 3}, {6, 3}, {5, 3}, {4, 3}, {3, 3}, {3, 1}}}

// panelMinW is the narrowest side panel.
const panelMinW = 24

// ringMaxH is the tallest ring drawn: beyond it the cells only grow.
const ringMaxH = 25

// currentMarks collects the highlights of the board now.
func (g *Game) currentMarks() marks {
	m := noMarks()
	if g.CanMove() {
		m.cursor = g.cursor
	}
	m.selected = g.sel
	m.targets = g.targets()
	m.hint = g.hint
	if g.rec.Played > 0 {
		m.last = g.rec.Moves[g.rec.Played-1]
	}
	m.check = checkMarks(g.now())
	return m
}

// stripFrame is the strip in cells of cellW×cellH, for the kit's layout.
func (g *Game) stripFrame(cellW, cellH int) board.Spec {
	return stripSpec(g.Env.Theme, &g.cellBuf, cellW, cellH)
}

// panelWantW is the panel's width the ring leaves where it can: room for
// the captures line.
const panelWantW = 27

// ringSize is the ring drawing's size in a window of width×height: as
// much as the room beside a panel of panelWantW holds, an odd width, no
// smaller than the smallest ring.
func ringSize(f kit.Fit, width, height int) (w, h int) {
	roomW, roomH := f.Room(width, height)
	h = min(max(roomH, ringMinH), ringMaxH)
	w = max(min(roomW-(panelWantW-panelMinW), h*5/2+3), ringMinW)
	if w%2 == 0 {
		w--
	}
	return w, h
}

// layout places the board (the ring or the strip) and the panel, above a
// footer whose message takes two lines when it is longer than the window
// is wide, so that a path saved to is shown in full.
func (g *Game) layout() kit.Layout {
	f := fit
	msg, _ := g.Footer.Message()
	if g.Footer.Asking() {
		msg = g.Footer.Question()
	}
	if !g.Field.IsOpen() && ansi.StringWidth(msg) > g.Width-1 {
		f.FooterLines++
	}
	if g.strip {
		return f.Place(g.stripFrame, g.Width, g.Height)
	}
	w, h := ringSize(f, g.Width, g.Height)
	return f.PlaceSize(w, h, g.Width, g.Height)
}

// cellAtScreen returns the cell drawn at screen position (x, y).
func (g *Game) cellAtScreen(x, y int) (cc.Cell, bool) {
	l := g.layout()
	if g.strip {
		f, r, ok := l.Grid.At(x, y)
		if !ok {
			return cc.NoCell, false
		}
		return stripCell(f, r), true
	}
	return g.ring.layoutFor(l.BoardW, l.BoardH).cellAt(x-kit.BoardLeft, y-l.Top)
}

// View draws the title, the board beside the panel, and the footer.
func (g *Game) View() string {
	if g.Width == 0 {
		return ""
	}
	t := g.Env.Theme
	if notice, small := kit.TooSmall(t, g.Width, g.Height, g.MinSize); small {
		return notice
	}
	l := g.layout()
	boardCells(g.now(), g.currentMarks(), &g.cellBuf)
	var drawn string
	if g.strip {
		drawn, _ = g.stripDrawer.Draw(t, l.Spec, kit.BoardLeft, l.Top)
	} else {
		drawn = g.ring.Draw(t, &g.cellBuf, l.BoardW, l.BoardH)
	}
	panel := g.panelLines(l.PanelW, l.PanelH)
	title := t.Title.Render("Circular Chess") + t.Muted.Render(" "+t.Glyph.Dot+" Rules: "+rulesName(g.rules()))
	return l.Frame(t, title, g.Width, g.Height, drawn, panel, g.footerView)
}

// footerView is the footer in lines (the message cut to one line when
// lines is 1): the open field, or the message line and the key help. The
// promotion question, and the computer's thinking, stand on the message
// line when nothing else is said there.
func (g *Game) footerView(lines int) string {
	f := g.Footer
	if g.promo != nil && !g.Field.IsOpen() {
		f.Warn(g.promotionQuestion())
	}
	return g.FooterDrawn.Draw(g.Env, f, g.Field, g.Help, &g.keys, g.guidance, lines, g.Width)
}

// guidance is the computer's thinking while it thinks.
func (g *Game) guidance() string {
	if g.Watch.Paused {
		return "Paused: p to go on."
	}
	if !g.Think.Busy() {
		turn := g.now().Turn()
		return g.RoomWait(int(turn), turn.String())
	}
	t := g.Env.Theme
	mover, computer := g.seatOf(g.now().Turn()).Name, g.seatOf(g.computerSide()).Name
	return g.Think.Status(t, g.Think.What(mover, computer, t.Glyph.Ellipsis))
}

// panelLines is the side panel, w columns by at most h lines: the players
// and whose turn, the clocks, what has been taken, then the moves (or the
// keys, or the FEN).
func (g *Game) panelLines(w, h int) []string {
	t := g.Env.Theme
	if g.Panel == kit.PanelKeys {
		out := kit.KeyLines(t, g.keys)
		return out[:min(len(out), h)]
	}
	var out []string
	for _, side := range []cc.Color{cc.White, cc.Black} {
		out = append(out, g.playerLine(side, w))
	}
	out = append(out, g.statusLine())
	if best := g.Think.Shown().Line; g.Think.Busy() && len(best) > 0 {
		out = append(out, t.Muted.Render("Best so far: "+strings.Join(best, " ")))
	}
	if line := g.clockLine(); line != "" {
		out = append(out, t.Text.Render(line))
	}
	out = append(out, kit.CapturedLine(t, []kit.Captured{
		{Side: "White", Count: len(g.taken[cc.White]), Pieces: g.taken[cc.White]},
		{Side: "Black", Count: len(g.taken[cc.Black]), Pieces: g.taken[cc.Black]},
	}), "")
	if g.Panel == kit.PanelNotation {
		out = append(out, kit.NotationLines(t, "FEN", g.now().FEN(), w, "/ ")...)
	} else {
		out = append(out, g.MoveList.Lines(t, g.moveLines(), h-len(out))...)
	}
	return out[:min(len(out), h)]
}

// playerLine is one side's line, at most w columns: the turn marker, the
// king, the player.
func (g *Game) playerLine(side cc.Color, w int) string {
	king := string(cc.Piece{Kind: cc.King, Color: side}.Letter())
	return kit.PlayerLine(g.Env.Theme, king, side.String(), g.seatOf(side), g.Env.AwayMark(int(side)), !g.Over() && g.now().Turn() == side, w)
}

// statusLine says whose move it is, what the computer does, or the result.
func (g *Game) statusLine() string {
	t := g.Env.Theme
	s := g.now()
	switch {
	case g.Over():
		return t.Success.Render(g.headline())
	case g.Think.Busy() && g.Think.Task == kit.TaskMove:
		return t.Text.Render(g.Think.Spinner() + " " + s.Turn().String() + " thinks")
	case g.Think.Busy():
		return t.Muted.Render(g.Think.Spinner() + " thinking about the " + g.Think.Task)
	case g.Watch.Paused:
		return t.Warning.Render("Paused")
	case s.InCheck():
		return t.Error.Render(s.Turn().String() + " to move, in check")
	case g.othersTurn():
		return t.Text.Render(g.seatOf(s.Turn()).Name + " (" + s.Turn().String() + ") is playing" + t.Glyph.Ellipsis)
	}
	return t.Turn.Render(s.Turn().String() + " to move")
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

// takenBy lists the men each side has taken so far, by their letters.
func (g *Game) takenBy() [2]string {
	var out [2]string
	for i := range g.rec.Played {
		before := g.rec.Before(i)
		for c := cc.Cell(0); c < cc.NoCell; c++ {
			p, was := before.Piece(c)
			if !was || p.Color == before.Turn() {
				continue
			}
			if q, now := g.rec.After(i).Piece(c); !now || q.Color != p.Color {
				out[before.Turn()] += string(p.Letter())
			}
		}
	}
	return out
}

// moveLines are the moves in ring-cell notation, a numbered pair a line.
func (g *Game) moveLines() []string {
	var out []string
	for i := range g.rec.Played {
		text, s := g.rec.Text(i), g.rec.Before(i)
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

// headline is the result in a few words: "Ada (White) wins", "Drawn".
func (g *Game) headline() string {
	v := g.outcome()
	if v.Status == cc.Win {
		return fmt.Sprintf("%s (%v) wins", g.seatOf(v.Winner).Name, v.Winner)
	}
	return "Drawn"
}

// resultScreen is the end of the game: who won and why, over the final
// board.
// resultRingH is the height of the ring on the result screen: the lines
// its body has at 80×24.
const resultRingH = ringMinH

func (g *Game) resultScreen() screen.Screen {
	v := g.outcome()
	headline := g.headline()
	reason := v.String()
	if g.end != nil {
		reason = g.endReason
	}
	m := noMarks()
	if g.rec.Played > 0 {
		m.last = g.rec.Moves[g.rec.Played-1]
	}
	m.check = checkMarks(g.now())
	var cs cells
	boardCells(g.now(), m, &cs)
	// The ring at the height the result screen has for its body at 80×24
	// (18 lines), so that the whole of it shows without scrolling.
	var d ringDrawer
	body := d.Draw(g.Env.Theme, &cs, ringMinW+2, resultRingH) + "\n\n" + strings.Join(g.moveLines(), "\n")
	cfg := g.config
	cfg.Seed++
	spec := screen.ResultSpec{
		Game: GameEntry(), Config: cfg, Headline: headline, Reason: reason, Body: body,
		Save: g.saveRecord,
	}
	g.roomResult(&spec)
	return screen.NewResult(g.Env, spec)
}
