package alice

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
)

// maxNameWidth bounds the name column of the table.
const maxNameWidth = 26

// asking reports whether the viewer is choosing a card and a player to ask.
func (g *Game) asking() bool {
	return g.stage == stagePlay && (g.v.Phase == alice.PhaseAsk || g.v.Phase == alice.PhaseAskLead)
}

// seatLabel is a player's name as the table shows it: "Ada (you)", "Bob
// (Hard)", "Cy (away)" in a room he has lost.
func (g *Game) seatLabel(p int) string {
	switch {
	case p == g.v.Seat:
		return g.names[p] + " (you)"
	case !g.seats[p].IsHuman():
		return g.names[p] + " (" + g.seats[p].Level.Title() + ")"
	}
	return g.names[p] + g.env.AwayMark(p)
}

// tableBlock draws a line for each player: whose turn it is, the name, the
// cards in hand, the sets made and the leading card in play before him.
// While the viewer asks, the player to be asked is under the cursor and
// every player who may be asked can be clicked.
func (g *Game) tableBlock(width int) (string, []zone) {
	v := g.v
	nameW := 0
	for p := range v.Players {
		nameW = max(nameW, cells(g.seatLabel(p)))
	}
	nameW = min(nameW, maxNameWidth)
	var askable, winners []int
	if g.asking() {
		askable = seatChoices(v)
	}
	if v.Phase == alice.PhaseOver {
		winners = winnersOf(v)
	}
	var lines []string
	var zones []zone
	for p := range v.Players {
		chosen := slices.Contains(askable, p) && p == g.pick.seat
		line := g.tableRow(p, nameW, chosen, slices.Contains(winners, p))
		lines = append(lines, ansi.Truncate(line, width, g.env.Theme.Glyph.Ellipsis))
		if slices.Contains(askable, p) {
			zones = append(zones, zone{x: 0, y: p, w: width, h: 1, kind: zonePlayer, seat: p})
		}
	}
	return strings.Join(lines, "\n"), zones
}

// tableRow draws player p's line of the table; chosen puts him under the
// cursor, as the player to be asked.
func (g *Game) tableRow(p, nameW int, chosen, winner bool) string {
	t, v := g.env.Theme, g.v
	in := inks(t)
	over := v.Phase == alice.PhaseOver
	name := ansi.Truncate(g.seatLabel(p), nameW, t.Glyph.Ellipsis)
	pad := nameW - cells(name)
	var b strings.Builder
	b.Grow(160)
	nameStyle := in.text
	switch {
	case chosen:
		in.turn.write(&b, t.Glyph.Cursor)
		nameStyle = in.selected
	default:
		b.WriteByte(' ')
		if p == v.Seat {
			nameStyle = in.heading
		}
	}
	switch {
	case winner:
		in.success.write(&b, marksFor(t).win)
	case !over && p == v.Turn:
		in.turn.write(&b, marksFor(t).turn)
	default:
		b.WriteByte(' ')
	}
	b.WriteByte(' ')
	if pad > 0 {
		name += strings.Repeat(" ", pad)
	}
	nameStyle.write(&b, name)
	b.WriteString("  ")
	in.muted.write(&b, counts(v.Counts[p], len(v.Sets[p])))
	b.WriteString("  ")
	switch {
	case over && winner:
		in.success.write(&b, "wins")
		in.muted.write(&b, dot(t)+setList(v.Sets[p]))
	case over:
		in.muted.write(&b, setList(v.Sets[p]))
	case v.Table[p] != alice.NoCard:
		in.muted.write(&b, "in play ")
		in.heading.write(&b, cardName(t, v.Table[p]))
	case !v.HasCards(p):
		in.muted.write(&b, "no cards left")
	}
	return b.String()
}

// counts is the table's "%2d %-5s %2d %-4s" of cards in hand and sets
// made: " 7 cards  1 set ".
func counts(cards, sets int) string {
	var b strings.Builder
	b.Grow(20)
	padLeft := func(n int) {
		s := strconv.Itoa(n)
		for range 2 - len(s) {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	padRight := func(s string, w int) {
		b.WriteString(s)
		for range w - len(s) {
			b.WriteByte(' ')
		}
	}
	padLeft(cards)
	b.WriteByte(' ')
	padRight(pluralWord(cards, "card"), 5)
	b.WriteByte(' ')
	padLeft(sets)
	b.WriteByte(' ')
	padRight(pluralWord(sets, "set"), 4)
	return b.String()
}

// plural returns "1 card" or "3 cards".
func plural(n int, word string) string { return strconv.Itoa(n) + " " + pluralWord(n, word) }

// pluralWord returns word for one and word+"s" for any other number.
func pluralWord(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// winnersOf lists the players with the most sets.
func winnersOf(v alice.View) []int {
	made := v.Made()
	top := slices.Max(made)
	var out []int
	for p, n := range made {
		if n == top {
			out = append(out, p)
		}
	}
	return out
}

// setList names the sets made, as "3 8 12 + 1 face down": the numbers
// the viewer knows, in order, and how many he does not. Once the sets laid
// down before play are turned up (at the end), they are named apart: "3 8
// 12, laid down 5".
func setList(made []alice.Made) string {
	var known, laid []int
	hidden := 0
	for _, m := range made {
		switch {
		case m.Set == 0:
			hidden++
		case m.Hidden:
			laid = append(laid, m.Set)
		default:
			known = append(known, m.Set)
		}
	}
	numbers := func(sets []int) string {
		slices.Sort(sets)
		var words []string
		for _, n := range sets {
			words = append(words, strconv.Itoa(n))
		}
		return strings.Join(words, " ")
	}
	var parts []string
	if len(known) > 0 {
		parts = append(parts, numbers(known))
	}
	if len(laid) > 0 {
		parts = append(parts, "laid down "+numbers(laid))
	}
	if hidden > 0 {
		parts = append(parts, "+ "+strconv.Itoa(hidden)+" face down")
	}
	return strings.Join(parts, ", ")
}

// leadsOut is the leading cards still out as far as the viewer knows:
// none once the game is over, whatever sets were laid down unseen.
func leadsOut(v alice.View) []alice.Card {
	if v.Phase == alice.PhaseOver {
		return nil
	}
	return v.LeadsOut()
}

// leadsBlock draws the numbers of the leading cards still out, as far as
// the viewer knows. While he asks for a leading card, the one chosen is
// under the cursor and each can be clicked.
func (g *Game) leadsBlock(width int) (string, []zone) {
	t := g.env.Theme
	out := leadsOut(g.v)
	choosing := g.asking() && g.v.Phase == alice.PhaseAskLead
	label := "Leading cards still out:"
	if n := lipgloss.Width(label) + 4*len(out); n > width {
		label = "Still out:"
	}
	if len(out) == 0 {
		return inks(t).muted.Render(label + " none"), nil
	}
	in := inks(t)
	var b strings.Builder
	b.Grow(len(label) + len(out)*48 + 64)
	in.muted.write(&b, label)
	x := lipgloss.Width(label)
	var zones []zone
	if choosing {
		zones = make([]zone, 0, len(out))
	}
	for _, c := range out {
		n := strconv.Itoa(c.Set())
		cellW := len(n) + 2 // " n " or "[n]"
		switch {
		case choosing && c == g.pick.card:
			in.selected.write(&b, "["+n+"]")
		case choosing:
			b.WriteByte(' ')
			in.heading.write(&b, n)
			b.WriteByte(' ')
		default:
			b.WriteByte(' ')
			in.text.write(&b, n)
			b.WriteByte(' ')
		}
		if choosing {
			zones = append(zones, zone{x: x, y: 0, w: cellW, h: 1, kind: zoneCard, card: c})
		}
		x += cellW
	}
	const hint = "  c: the list"
	if x+len(hint) <= width {
		in.muted.write(&b, hint)
	}
	line := b.String()
	if x > width { // the hint is left out, so x is the line's width
		line = ansi.Truncate(line, width, t.Glyph.Ellipsis)
	}
	return line, zones
}
