package alice

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
)

// overlay is a page shown over the table: the list of leading cards, or
// the whole log.
type overlay int

const (
	overlayNone  overlay = iota
	overlayLeads         // the pack's extra card: every leading card
	overlayLog           // every event so far
)

// title is the heading of an overlay.
func (o overlay) title() string {
	if o == overlayLeads {
		return "The leading cards (the pack's extra card)"
	}
	return "The game so far"
}

// toggleOverlay shows overlay o, or closes it when it is up already.
func (g *Game) toggleOverlay(o overlay) {
	if g.overlay == o {
		o = overlayNone
	}
	g.setOverlay(o)
}

// setOverlay shows overlay o; overlayNone closes the one shown.
func (g *Game) setOverlay(o overlay) {
	g.overlay = o
	g.vp = viewport.New(0, 0)
	g.fillOverlay()
	if o == overlayLog {
		g.vp.GotoBottom()
	}
	g.syncKeys()
}

// fillOverlay sizes the overlay to the window and writes its page.
func (g *Game) fillOverlay() {
	if g.overlay == overlayNone {
		return
	}
	w, h := g.size()
	g.vp.Width = w
	g.vp.Height = max(h-lipgloss.Height(g.footerView())-3, 1)
	atBottom := g.vp.AtBottom()
	var lines []string
	if g.overlay == overlayLeads {
		lines = g.leadLines(w)
	} else {
		lines = g.logAll(w)
	}
	g.vp.SetContent(strings.Join(lines, "\n"))
	if g.overlay == overlayLog && atBottom {
		g.vp.GotoBottom()
	}
}

// overlayKey scrolls or closes the overlay.
func (g *Game) overlayKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, g.keys.Back), key.Matches(msg, g.keys.Act):
		g.setOverlay(overlayNone)
	case key.Matches(msg, g.keys.Leads):
		g.toggleOverlay(overlayLeads)
	case key.Matches(msg, g.keys.Log):
		g.toggleOverlay(overlayLog)
	default:
		var cmd tea.Cmd
		g.vp, cmd = g.vp.Update(msg)
		return cmd
	}
	return nil
}

// overlayView draws the overlay with its heading.
func (g *Game) overlayView() string {
	t := g.env.Theme
	w, _ := g.size()
	head := ansi.Truncate(inks(t).title.Render(Title)+inks(t).muted.Render(dot(t)+g.overlay.title()), w, t.Glyph.Ellipsis)
	return head + "\n\n" + g.vp.View()
}

// leadStatus says where a leading card is, as far as the viewer knows.
func (g *Game) leadStatus(c alice.Card) string {
	v := g.v
	switch {
	case slices.Contains(v.Hand, c):
		return "yours"
	case slices.Contains(v.Table, c):
		return "in play"
	case !slices.Contains(leadsOut(v), c):
		return "made"
	}
	return "out"
}

// leadLines lists the fourteen leading cards, each with what it calls for
// and where it is as far as the viewer knows. In a narrow window what a
// card calls for goes on a line of its own.
func (g *Game) leadLines(width int) []string {
	t := g.env.Theme
	const statusW, nameW = 10, 30
	oneLine := statusW+nameW+len("The Queen of Hearts, The King of Hearts") <= width
	heading := pad("Where", statusW) + pad("Leading card", nameW) + "calls for"
	if !oneLine {
		heading = pad("Where", statusW) + "Leading card, and what it calls for"
	}
	lines := []string{inks(t).muted.Render(ansi.Truncate(heading, width, t.Glyph.Ellipsis)), ""}
	for _, c := range alice.Leads() {
		status := g.leadStatus(c)
		style := t.Text
		switch status {
		case "made":
			style = t.Muted
		case "yours", "in play":
			style = t.Heading
		}
		m := c.Mates()
		head := style.Render(pad(status, statusW) + pad(cardName(t, c), nameW))
		calls := inks(t).text.Render(m[0].Title() + ", " + m[1].Title())
		if !oneLine {
			lines = append(lines, ansi.Truncate(head, width, t.Glyph.Ellipsis))
			head = strings.Repeat(" ", statusW)
		}
		lines = append(lines, ansi.Truncate(head+calls, width, t.Glyph.Ellipsis))
	}
	note := "\"made\" counts the sets you have seen made: a set laid down face down before play may hide a leading card still marked \"out\"."
	lines = append(lines, "")
	for _, l := range strings.Split(ansi.Wrap(note, max(width, 1), ""), "\n") {
		lines = append(lines, inks(t).muted.Render(l))
	}
	return lines
}

// pad fills s with spaces to width cells.
func pad(s string, width int) string {
	return s + strings.Repeat(" ", max(width-lipgloss.Width(s), 1))
}
