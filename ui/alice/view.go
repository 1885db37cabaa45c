package alice

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
	"parlour/ui/screen"
)

// The size assumed until the window's is known.
const (
	defaultWidth  = 80
	defaultHeight = 24
)

// minLogLines is the least log worth drawing framed cards for: below it
// the hand is drawn one card a line.
const minLogLines = 4

// size is the window's size, or the default before it is known.
func (g *Game) size() (int, int) {
	if g.width <= 0 || g.height <= 0 {
		return defaultWidth, defaultHeight
	}
	return g.width, g.height
}

// View draws the hand-over, an overlay, or the table as the viewer sees it.
func (g *Game) View() string {
	t := g.env.Theme
	if g.stage == stageHandoff && g.handoff != nil {
		if !g.footer.Asking() {
			return g.handoff.View(t)
		}
		// The question goes over the hand-over's own words, never over
		// anyone's hand.
		w, h := g.size()
		prompt := ansi.Wrap(strings.ReplaceAll(g.handoff.Prompt(), "—", t.Glyph.LongDash), max(w-1, 1), "")
		return screen.PinFooter(inks(t).text.Render(prompt), g.footerView(), h)
	}
	if g.overlay != overlayNone {
		_, h := g.size()
		return screen.PinFooter(g.overlayView(), g.footerView(), h)
	}
	footer := g.footerView()
	body, _ := g.bodyAbove(footer)
	_, h := g.size()
	return screen.PinFooter(body, footer, h)
}

// footerView is the shared footer: the message line (or the leave
// question), a save failure, and the key help.
func (g *Game) footerView() string {
	w, _ := g.size()
	f := g.footer
	f.ShowAll = g.showAll
	return f.View(g.env, w, g.keys)
}

// header is the title, whose turn it is and how many sets are made.
func (g *Game) header(width int) string {
	t := g.env.Theme
	made := 0
	for _, n := range g.v.Made() {
		made += n
	}
	left := inks(t).title.Render(Title) + inks(t).muted.Render(dot(t)) + inks(t).text.Render(g.status())
	right := inks(t).muted.Render(fmt.Sprintf("%d of %d sets made", made, alice.NumSets))
	if gap := width - cells(left) - cells(right); gap >= 2 {
		return left + strings.Repeat(" ", gap) + right
	}
	return ansi.Truncate(left, width, t.Glyph.Ellipsis)
}

// handBlock draws the heading and the viewer's hand, framed or one card a
// line.
func (g *Game) handBlock(width int, boxed bool) (string, []zone, int) {
	t := g.env.Theme
	in := inks(t)
	hand := g.v.Hand
	if len(hand) == 0 {
		return in.heading.Render("Your hand") + in.muted.Render(" is empty"), nil, 0
	}
	var choosable func(alice.Card) bool
	chosen := alice.NoCard
	if g.stage == stagePlay && g.v.Phase == alice.PhaseLead {
		chosen = g.pick.card
		choosable = alice.Card.IsLead
	}
	tiles, targets, cursor := handTiles(t, hand, chosen, choosable, boxed)
	cards, all := flow(t, tiles, targets, width, cursor)
	var b strings.Builder
	b.Grow(len(cards) + 160)
	in.heading.write(&b, "Your hand")
	note := dot(t) + plural(len(hand), "card")
	if choosable != nil {
		note += dot(t) + "leading cards are marked " + marksFor(t).lead
	}
	in.muted.write(&b, note)
	b.WriteByte('\n')
	b.WriteString(cards)
	focus := 0
	var zones []zone
	if choosable != nil {
		zones = make([]zone, 0, len(all))
	}
	for _, z := range all {
		if z.card == chosen {
			focus = z.y
		}
		if choosable != nil && choosable(z.card) {
			z.y++ // below the heading
			zones = append(zones, z)
		}
	}
	return b.String(), zones, focus + 1
}

// body draws the table as the viewer sees it, top to bottom: the header,
// the players, the leading cards still out, the latest of the log, the
// viewer's hand and what the screen waits for. It returns the clickable
// zones with it. The log takes what room is left; framed cards give way to
// one-line cards, and blank lines go, when room is short.
func (g *Game) body() (string, []zone) { return g.bodyAbove(g.footerView()) }

// bodyAbove is body, drawn to fit above footer, the footer as drawn.
func (g *Game) bodyAbove(footer string) (string, []zone) {
	w, h := g.size()
	room := h - lipgloss.Height(footer) - 1
	table, tableZones := g.tableBlock(w)
	leads, leadZones := g.leadsBlock(w)
	recap := g.sinceBlock(w)
	showHand := g.v.Seat >= 0 && g.stage != stageOver

	var hand, prompt string
	var handZones, promptZones []zone
	focus := 0
	gaps, logH := 3, 0
	for _, boxed := range []bool{true, false} {
		prompt, promptZones = g.promptBlock(w, boxed)
		hand, handZones, focus = "", nil, 0
		if showHand {
			hand, handZones, focus = g.handBlock(w, boxed)
		}
		fixed := 1 + lipgloss.Height(table) + lipgloss.Height(leads) + lipgloss.Height(prompt)
		if showHand {
			fixed += lipgloss.Height(hand)
		}
		gaps = 3
		logH = room - fixed - gaps
		if logH >= minLogLines {
			break
		}
	}
	for gaps > 0 && logH < 2 {
		gaps--
		logH++
	}
	if logH < 0 && showHand {
		// Still too tall: show the part of the hand around the cursor.
		keep := max(lipgloss.Height(hand)+logH, 1)
		hand, handZones = clip(hand, handZones, keep, focus)
	}
	logH = max(logH, 0)
	if recap != "" {
		// The summary comes before the log, in the log's room: cut short
		// when the room is, and left out when there is next to none (the
		// log, g, tells the same).
		lines := strings.Split(recap, "\n")
		switch {
		case logH < 2:
			recap = ""
		case len(lines) > logH:
			lines = lines[:logH]
			lines[logH-1] = ansi.Truncate(lines[logH-1], max(w-len(g.env.Theme.Glyph.Ellipsis), 1), "") + g.env.Theme.Glyph.Ellipsis
			recap = strings.Join(lines, "\n")
		}
		if recap != "" {
			logH -= lipgloss.Height(recap)
		}
	}

	var c canvas
	c.add(g.header(w))
	c.gap(min(gaps, 1))
	c.add(table, tableZones...)
	c.add(leads, leadZones...)
	if gaps >= 2 {
		c.gap(1)
	}
	if recap != "" {
		c.add(recap)
	}
	tail := g.logTail(logH, w)
	if len(tail) > 0 {
		c.add(strings.Join(tail, "\n"))
	}
	c.gap(logH - len(tail))
	if gaps >= 3 {
		c.gap(1)
	}
	if showHand {
		c.add(hand, handZones...)
	}
	c.add(prompt, promptZones...)
	return c.String(), c.zones
}

// clip keeps keep lines of block, including line focus, and the zones in
// them.
func clip(block string, zones []zone, keep, focus int) (string, []zone) {
	lines := strings.Split(block, "\n")
	if keep >= len(lines) {
		return block, zones
	}
	top := min(max(focus-keep/2, 0), len(lines)-keep)
	var kept []zone
	for _, z := range zones {
		if z.y >= top && z.y+z.h <= top+keep {
			z.y -= top
			kept = append(kept, z)
		}
	}
	return strings.Join(lines[top:top+keep], "\n"), kept
}
