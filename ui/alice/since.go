package alice

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
)

// since is what happened to the viewer between his last move and now, told
// when he comes back to the table: the cards taken from him, the cards he
// received, and the sets made. It is drawn from his own view of the log,
// so it holds only what he may know.
type since struct {
	taken, received, sets []string
}

// sinceLast sums up the events of v's log from index from on, for its
// viewer; nil when the viewer has not moved yet (from 0).
func sinceLast(v alice.View, from int, names []string) *since {
	if from <= 0 || from > len(v.Log) || v.Seat < 0 {
		return nil
	}
	me := v.Seat
	name := func(p int) string {
		if p >= 0 && p < len(names) {
			return names[p]
		}
		return "?"
	}
	s := &since{}
	for _, e := range v.Log[from:] {
		switch {
		case e.Kind == alice.EventAsk && e.OK && e.Other == me:
			s.taken = append(s.taken, e.Card.Title()+" (asked for by "+name(e.Seat)+")")
		case e.Kind == alice.EventDraw && e.Other == me && e.Card.Valid():
			s.taken = append(s.taken, e.Card.Title()+" (drawn by "+name(e.Seat)+")")
		case e.Kind == alice.EventAsk && !e.OK && e.Other == me && e.Forfeit.Valid():
			s.received = append(s.received, e.Forfeit.Title()+" (forfeited by "+name(e.Seat)+")")
		case e.Kind == alice.EventDraw && e.Seat == me && e.Card.Valid():
			s.received = append(s.received, e.Card.Title()+" (drawn from "+name(e.Other)+")")
		case e.Kind == alice.EventSet:
			who := name(e.Seat)
			if e.Seat == me {
				who = "you"
			}
			s.sets = append(s.sets, who+": set "+strconv.Itoa(e.Set)+", "+alice.LeadOf(e.Set).Title())
		}
	}
	return s
}

// sinceBlock draws the summary width cells wide, or "" when there is none.
func (g *Game) sinceBlock(width int) string {
	s := g.since
	if s == nil {
		return ""
	}
	t := g.env.Theme
	w := max(width-2, 1)
	lines := []string{inks(t).heading.Render("Since your last turn")}
	add := func(label string, items []string, none string) {
		text := label + ": " + strings.Join(items, "; ") + "."
		if len(items) == 0 {
			text = none
		}
		for _, l := range strings.Split(ansi.Wrap(text, w, ""), "\n") {
			lines = append(lines, inks(t).text.Render("  "+l))
		}
	}
	add("Taken from you", s.taken, "Nothing was taken from you.")
	add("You received", s.received, "You received nothing.")
	add("Sets made", s.sets, "No set was made.")
	return strings.Join(lines, "\n")
}
