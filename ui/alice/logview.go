package alice

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
)

// seenBefore is how much of the log the viewer had seen when he last
// acted; the events after it are marked new.
func (g *Game) seenBefore() int {
	if p := g.v.Seat; p >= 0 && p < len(g.sv.Seen) {
		return g.sv.Seen[p]
	}
	return len(g.v.Log)
}

// eventLines writes event i of the viewer's log wrapped to width, marked
// when it is new to him.
func (g *Game) eventLines(e alice.Event, isNew bool, width int) []string {
	t := g.env.Theme
	mark, style := "  ", inks(t).muted
	if isNew {
		mark, style = marksFor(t).news+" ", inks(t).text
	}
	text := ansi.Wrap(plain(t, e.Text(g.names)), max(width-2, 1), "")
	var out []string
	for i, l := range strings.Split(text, "\n") {
		prefix := "  "
		if i == 0 {
			prefix = mark
		}
		out = append(out, style.Render(prefix+l))
	}
	return out
}

// logTail returns the latest events of the viewer's log that fit whole in
// n screen lines, oldest first.
func (g *Game) logTail(n, width int) []string {
	if n <= 0 {
		return nil
	}
	seen := g.seenBefore()
	var rev [][]string
	count := 0
	for i := len(g.v.Log) - 1; i >= 0; i-- {
		ls := g.eventLines(g.v.Log[i], i >= seen, width)
		if count+len(ls) > n {
			if count == 0 {
				rev = append(rev, ls[len(ls)-n:]) // one event taller than the room
			}
			break
		}
		rev = append(rev, ls)
		count += len(ls)
	}
	var out []string
	for i := len(rev) - 1; i >= 0; i-- {
		out = append(out, rev[i]...)
	}
	return out
}

// logAll returns the whole of the viewer's log, wrapped to width.
func (g *Game) logAll(width int) []string {
	seen := g.seenBefore()
	var out []string
	for i, e := range g.v.Log {
		out = append(out, g.eventLines(e, i >= seen, width)...)
	}
	return out
}
