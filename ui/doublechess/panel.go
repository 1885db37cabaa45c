package doublechess

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/theme"
)

// panelLines draws the side panel, w columns by at most h lines: the turn
// strip (the four armies in the order of play, each one's player and
// state), the status, the notes of the partner and the coach, then the
// moves by rounds (or the keys, or the FEN4).
func (g *Game) panelLines(w, h int) []string {
	t := g.Env.Theme
	if g.Panel == kit.PanelKeys {
		out := g.keyLines()
		return out[:min(len(out), h)]
	}
	out := g.stripLines()
	out = append(out, g.statusLine())
	if g.Panel == kit.PanelNotation {
		out = append(out, "")
		out = append(out, kit.NotationLines(t, "FEN4", g.rec.Now().FEN4(), w, "-,/")...)
		return out[:min(len(out), h)]
	}
	if len(g.notes) > 0 {
		out = append(out, "")
		out = append(out, g.noteLines(w, noteRoom(h))...)
	}
	out = append(out, "")
	out = append(out, g.MoveList.Lines(t, g.snap.rounds, h-len(out))...)
	return out[:min(len(out), h)]
}

// stripLines are the four armies in the order of play, the one to move
// marked: "▸ Black  Ada       playing", and in a room those whose players
// are away: "Away: Dov (Red)".
func (g *Game) stripLines() []string {
	t := g.Env.Theme
	s := g.rec.Now()
	var out []string
	c := s.Rules().First
	for range 4 {
		seat := g.seatOf(c)
		who := seat.Name
		if !seat.IsHuman() {
			who = seat.Level.Title()
		} else if g.opts.Clock {
			who = kit.ClockText(g.clocks.Left(int(c))) // the name is in the messages
		}
		state := g.snap.armies[c].String()
		text := fmt.Sprintf("%-5s %-8s %s", c.String(), ansi.Truncate(who, 8, ""), state)
		toMove := !g.Over() && s.Turn() == c
		switch {
		case toMove:
			out = append(out, t.Turn.Render(t.Glyph.Cursor+" "+text))
		case g.snap.armies[c] == dc.Checkmated:
			out = append(out, t.Muted.Render("  "+text))
		case g.snap.armies[c] == dc.InCheck:
			out = append(out, t.Warning.Render("  "+text))
		default:
			out = append(out, t.Text.Render("  "+text))
		}
		c = c.Next()
	}
	var away []string
	for _, a := range dc.Colors {
		if g.Env.Away(int(a)) {
			away = append(away, g.seatOf(a).Name+" ("+a.String()+")")
		}
	}
	if len(away) > 0 {
		out = append(out, t.Warning.Render("  Away: "+kit.JoinAnd(away)))
	}
	return out
}

// statusLine says what happens now: a computer thinking, the result, or
// the quiet count.
func (g *Game) statusLine() string {
	t := g.Env.Theme
	s := g.rec.Now()
	switch {
	case g.Over():
		return t.Success.Render(g.headline())
	case g.Think.Busy() && g.Think.Task == kit.TaskMove:
		return t.Text.Render(g.Think.Spinner() + " " + s.Turn().String() + " is thinking")
	case g.Watch.Paused:
		return t.Warning.Render("Paused")
	}
	limit := s.Rules().QuietLimit
	if limit == 0 {
		limit = dc.DefaultQuietLimit
	}
	if limit > 0 && s.QuietMoves() >= 8 {
		return t.Muted.Render(fmt.Sprintf("%d of %d quiet rounds (rule 14)", s.QuietMoves()/4, limit))
	}
	return t.Muted.Render("Corners: each army's losses")
}

// keyLines lists the keys that act now, one a line, then those of Double
// Chess's that wait for their moment (redo, the honours of war), with when.
func (g *Game) keyLines() []string {
	t := g.Env.Theme
	k := g.keys // a copy, listing the two in their places
	if !k.Redo.Enabled() {
		k.Redo.SetEnabled(true)
		k.Redo.SetHelp(k.Redo.Help().Key, "redo (after u)")
	}
	if !k.Declare.Enabled() {
		k.Declare.SetEnabled(true)
		k.Declare.SetHelp(k.Declare.Help().Key, "honours (2 pieces)")
	}
	out := kit.KeyLines(t, k)
	legend := "Outline men: pawn-pieces (rule 8); an outline pawn returns."
	if t.ASCII {
		legend = "Small letters: pawn-pieces (rule 8) and returning pawns (p)."
	}
	if t.Mode == theme.Mono {
		legend += " Beside each man his army (b g w r); x: dead."
	}
	return append(out, "", t.Muted.Render(legend))
}

// noteLines are the notes in at most n lines of w columns: the warnings
// first, then the rest, each whole. When they do not fit, the lines from
// notesTop on are shown and the last line says how to scroll ([ and ]).
func (g *Game) noteLines(w, n int) []string {
	t := g.Env.Theme
	all := g.wrappedNotes(w)
	if len(all) <= n {
		return all
	}
	top := g.notesShownFrom(len(all), n)
	out := append([]string(nil), all[top:top+n-1]...)
	more := fmt.Sprintf("[ ] notes %d-%d of %d", top+1, top+n-1, len(all))
	return append(out, t.Muted.Render(ansi.Truncate(more, w, "")))
}

// wrappedNotes are all the notes' lines in w columns, the warnings first.
func (g *Game) wrappedNotes(w int) []string {
	t := g.Env.Theme
	var out []string
	for _, warn := range []bool{true, false} {
		for _, nt := range g.notes {
			if nt.warn != warn {
				continue
			}
			style := t.Text
			if nt.warn {
				style = t.Warning
			}
			for _, l := range strings.Split(ansi.Wrap(nt.text, w, ""), "\n") {
				out = append(out, style.Render(strings.TrimRight(l, " ")))
			}
		}
	}
	return out
}

// notesShownFrom is the first note line shown, of total in n lines (one
// of them the scroll line).
func (g *Game) notesShownFrom(total, n int) int {
	return max(0, min(g.notesTop, total-(n-1)))
}

// noteRoom is how many lines the notes have in a panel of h lines, the
// armies and the status above them.
func noteRoom(h int) int { return max(h-len(dc.Colors)-1-1-5, 3) } // keep room for a few rounds

// scrollNotes moves the notes shown by delta lines, within them.
func (g *Game) scrollNotes(delta int) {
	l := g.layout()
	total, n := len(g.wrappedNotes(l.PanelW)), noteRoom(l.PanelH)
	if total <= n {
		g.notesTop = 0
		return
	}
	g.notesTop = g.notesShownFrom(total, n) + delta
	g.notesTop = g.notesShownFrom(total, n)
}
