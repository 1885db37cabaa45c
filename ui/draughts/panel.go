package draughts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// panelLines draws the side panel, w columns by at most h lines: the
// players with whose turn it is, the pieces taken, the draw counts and the
// clock, then the move list (or the keys, or the FEN).
func (g *Game) panelLines(w, h int) []string {
	t := g.Env.Theme
	if g.Panel == kit.PanelKeys {
		out := g.keyLines()
		return out[:min(len(out), h)]
	}
	order := []draughts.Color{draughts.Black, draughts.White}
	if g.flipped {
		order[0], order[1] = order[1], order[0]
	}
	var out []string
	for _, c := range order {
		out = append(out, g.playerLine(c, w))
	}
	out = append(out, g.statusLine())
	out = append(out, kit.CapturedLine(t, []kit.Captured{
		{Side: "Black", Count: g.rec.taken(draughts.White)},
		{Side: "White", Count: g.rec.taken(draughts.Black)},
	}))
	for _, c := range g.rec.Now().Counters() {
		style := t.Text
		if c.MovesLeft <= 5 {
			style = t.Warning
		}
		rule, _, _ := strings.Cut(c.Rule, ":") // "rule 11: notice given by White" is long
		out = append(out, style.Render(fmt.Sprintf("%s: %s left", screen.Capitalise(rule), plural(c.MovesLeft, "move"))))
	}
	if line := g.clockLine(); line != "" {
		out = append(out, line)
	}
	if d, ok := g.drill(); ok {
		for _, l := range strings.Split(ansi.Wrap(d.Goal, w, ""), "\n") {
			out = append(out, t.Muted.Render(strings.TrimRight(l, " ")))
		}
	}
	out = append(out, "")
	switch g.Panel {
	case kit.PanelNotation:
		out = append(out, kit.NotationLines(t, "FEN", g.rec.Now().FEN(), w, ",:")...)
	default:
		out = append(out, g.moveListLines(h-len(out))...)
	}
	if len(out) > h {
		out = out[:h]
	}
	return out
}

// playerLine is one side's line, at most w columns: the turn marker, the
// piece, the player.
func (g *Game) playerLine(c draughts.Color, w int) string {
	t := g.Env.Theme
	glyph := piecesFor(t).glyph(draughts.Piece{Color: c})
	return kit.PlayerLine(t, glyph, c.String(), g.seatOf(c), g.Env.AwayMark(g.seatIndex(c)), !g.Over() && g.rec.Now().Turn() == c, w)
}

// statusLine says whose move it is, what the computer does, or the result.
func (g *Game) statusLine() string {
	t := g.Env.Theme
	s := g.rec.Now()
	switch {
	case g.Over():
		if d, ok := g.drill(); ok {
			if won, _ := d.judge(g.outcome()); won {
				return t.Success.Render("Drill won")
			}
			return t.Error.Render("Drill failed")
		}
		return t.Success.Render(resultShort(g.outcome(), g.seatOf))
	case g.Think.Busy() && g.Think.Task == kit.TaskMove:
		return t.Text.Render(g.Think.Spinner() + " " + g.seatOf(s.Turn()).Name + " is thinking")
	case g.Watch.Paused:
		return t.Warning.Render("Paused")
	}
	return t.Turn.Render(piecesFor(t).glyph(draughts.Piece{Color: s.Turn()}) + " " + s.Turn().String() + " to move")
}

// clockLine shows the Victorian clock, when it is on.
func (g *Game) clockLine() string {
	t := g.Env.Theme
	if !g.opts.Clock || g.Over() {
		return ""
	}
	if !g.CanMove() {
		return t.Muted.Render("Clock: the computer's turn")
	}
	s := g.rec.Now()
	why := "5 min a move"
	if timeLimit(s) == captureTime {
		why = "1 min: capture"
	}
	style := t.Text
	if g.timeLeft() <= 30e9 {
		style = t.Warning
	}
	return style.Render(fmt.Sprintf("Clock: %s (%s)", kit.ClockText(g.timeLeft()), why))
}

// moveListLines draws the moves in effect in n lines, scrolled.
func (g *Game) moveListLines(n int) []string {
	moves := g.rec.moveLines()
	numW, firstW := 1, 3
	for _, m := range moves {
		numW = max(numW, len(strconv.Itoa(m.number)))
		firstW = max(firstW, len(m.first))
	}
	lines := make([]string, len(moves))
	for i, m := range moves {
		lines[i] = fmt.Sprintf("%*d. %-*s  %s", numW, m.number, firstW, m.first, m.next)
	}
	return g.MoveList.Lines(g.Env.Theme, lines, n)
}

// keyLines lists the keys that act now, one a line.
func (g *Game) keyLines() []string {
	out := kit.KeyLines(g.Env.Theme, g.keys)
	if g.keys.Type.Enabled() {
		out = append(out, kit.KeyLine(g.Env.Theme, "0-9", "type a move"))
	}
	return out
}

// resultText says how a game ended, naming the winner.
func resultText(v draughts.Verdict, seatOf func(draughts.Color) seats.Seat) string {
	switch v.Status {
	case draughts.Draw:
		if strings.HasPrefix(v.Reason, "drawn ") {
			return screen.Capitalise(v.Reason) // "Drawn by agreement", not "Drawn: drawn by agreement"
		}
		return "Drawn: " + v.Reason
	case draughts.Win:
		return fmt.Sprintf("%s (%s) wins: %s", seatOf(v.Winner).Name, v.Winner, v.Reason)
	}
	return "The game goes on"
}

// resultShort is the result in a few words.
func resultShort(v draughts.Verdict, seatOf func(draughts.Color) seats.Seat) string {
	if v.Status == draughts.Draw {
		return "Drawn"
	}
	return fmt.Sprintf("%s (%s) wins", seatOf(v.Winner).Name, v.Winner)
}

// plural writes a count of things: "1 move", "40 moves".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
