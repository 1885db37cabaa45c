package alice

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

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

// eventLines writes event e of the viewer's log wrapped to width, marked
// when it is new to him.
func (g *Game) eventLines(e alice.Event, isNew bool, width int) []string {
	return g.appendEventLines(nil, e, isNew, width)
}

// appendEventLines appends the lines of eventLines to dst.
func (g *Game) appendEventLines(dst []string, e alice.Event, isNew bool, width int) []string {
	t := g.env.Theme
	mark, style := "  ", inks(t).muted
	if isNew {
		mark, style = marksFor(t).news+" ", inks(t).text
	}
	text := wrapText(plain(t, e.Text(g.names)), max(width-2, 1))
	for i := 0; ; i++ {
		l, rest, more := strings.Cut(text, "\n")
		prefix := "  "
		if i == 0 {
			prefix = mark
		}
		dst = append(dst, style.join(prefix, l))
		if !more {
			return dst
		}
		text = rest
	}
}

// wrapText is ansi.Wrap(s, limit, ""), without its work when s is one
// line that fits: plain printable text, no wider than limit and ending in no
// space, which Wrap gives back as it is.
func wrapText(s string, limit int) string {
	if fitsOneLine(s, limit) {
		return s
	}
	return ansi.Wrap(s, limit, "")
}

// fitsOneLine reports whether s is printable text with no control
// characters, not ending in a space, at most limit cells wide.
func fitsOneLine(s string, limit int) bool {
	if s == "" {
		return true
	}
	for _, r := range s {
		if r < 0x20 || (r >= 0x7f && r < 0xa0) || r == utf8.RuneError {
			return false
		}
	}
	if last, _ := utf8.DecodeLastRuneInString(s); unicode.IsSpace(last) {
		return false
	}
	return ansi.StringWidth(s) <= limit
}

// logTail returns the latest events of the viewer's log that fit whole in
// n screen lines, oldest first.
func (g *Game) logTail(n, width int) []string {
	if n <= 0 {
		return nil
	}
	seen := g.seenBefore()
	// Lines are gathered newest first, each event's reversed in place, and
	// the whole turned round at the end.
	out := make([]string, 0, n+2)
	for i := len(g.v.Log) - 1; i >= 0; i-- {
		before := len(out)
		out = g.appendEventLines(out, g.v.Log[i], i >= seen, width)
		if len(out) > n {
			if before == 0 {
				// One event taller than the room: its beginning, cut short.
				out = out[:n]
				ell := g.env.Theme.Glyph.Ellipsis
				out[n-1] = ansi.Truncate(out[n-1], max(width-ansi.StringWidth(ell), 1), "") + ell
				return out
			}
			out = out[:before]
			break
		}
		slices.Reverse(out[before:])
	}
	slices.Reverse(out)
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
