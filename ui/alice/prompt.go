package alice

import (
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
	"parlour/ui/seats"
	"parlour/ui/theme"
)

// status is the header's word on whose turn it is and what they must do.
func (g *Game) status() string {
	v := g.v
	switch {
	case v.Phase == alice.PhaseOver:
		return "the game is over"
	case v.Phase == alice.PhaseForfeit && v.Pending != nil:
		if v.Pending.To == v.Seat {
			return "draw the card " + g.names[v.Pending.From] + " forfeits to you"
		}
		return g.names[v.Pending.To] + " draws the card " + g.names[v.Pending.From] + " forfeits"
	case v.Turn != v.Seat:
		return g.names[v.Turn] + "'s turn"
	case v.Phase == alice.PhaseLead:
		return "your turn: play a leading card"
	case v.Phase == alice.PhaseAsk:
		return "your turn: ask for a card of your set"
	}
	return "your turn: you hold no leading card, ask for one"
}

// callsFor is "The Hatter ✓ and The Dormouse": the cards lead calls for,
// those in the viewer's hand ticked.
func (g *Game) callsFor(lead alice.Card) string {
	t := g.env.Theme
	var names []string
	for _, c := range lead.Mates() {
		name := c.Title()
		if slices.Contains(g.v.Hand, c) {
			name += " " + inks(t).success.Render(marksFor(t).held)
		}
		names = append(names, name)
	}
	return strings.Join(names, " and ")
}

// button draws a clickable word such as [ Ask ].
func button(t *theme.Theme, word string) string {
	return inks(t).heading.Render("[ " + word + " ]")
}

// choice draws a choice with the arrows that change it when there is more
// than one to choose from.
func choice(t *theme.Theme, text string, prev, next string, many bool) string {
	if !many {
		return inks(t).selected.Render(" " + text + " ")
	}
	return inks(t).muted.Render(prev) + inks(t).selected.Render(" "+text+" ") + inks(t).muted.Render(next)
}

// arrows returns the up and down marks of a card choice.
func arrows(t *theme.Theme) (up, down string) {
	if t.ASCII {
		return "^", "v"
	}
	return "▴", "▾"
}

// prompt is the block under the hand, being drawn: its lines, cut to the
// width, and its clickable zones.
type prompt struct {
	t     *theme.Theme
	width int
	lines []string
	zones []zone
}

// line adds a line of text.
func (p *prompt) line(s string) {
	p.lines = append(p.lines, ansi.Truncate(s, p.width, p.t.Glyph.Ellipsis))
}

// zone makes x to x+w−1 of the next line added clickable.
func (p *prompt) zone(x, w int, kind zoneKind) {
	p.zones = append(p.zones, zone{x: x, y: len(p.lines), w: w, h: 1, kind: kind})
}

// withButton adds a line ending in a button such as [ Ask ]; the button
// goes on a line of its own when the line has no room for it.
func (p *prompt) withButton(text, word string) {
	b := button(p.t, word)
	x := cells(text) + 3
	if x+cells(b) > p.width {
		p.line(text)
		text, x = "", 0
	}
	p.zone(x, cells(b), zoneButton)
	if text != "" {
		text += "   "
	}
	p.line(text + b)
}

// promptBlock draws what the screen waits for: the move being chosen with
// the button that makes it, a computer at play, the keyboard to be passed,
// or the end of the game. boxed draws face-down cards framed.
func (g *Game) promptBlock(width int, boxed bool) (string, []zone) {
	p := &prompt{t: g.env.Theme, width: width}
	switch g.stage {
	case stagePlay:
		g.movePrompt(p, boxed)
	case stageComputer:
		g.computerPrompt(p)
	case stageRemote:
		g.remotePrompt(p)
	case stagePass:
		g.passPrompt(p)
	case stageOver:
		g.overPrompt(p)
	}
	return strings.Join(p.lines, "\n"), p.zones
}

// movePrompt shows the move the viewer is choosing: the leading card to
// lay, the player and card to ask for, or the face-down card to draw.
func (g *Game) movePrompt(p *prompt, boxed bool) {
	t, v, c := g.env.Theme, g.v, g.pick.card
	switch v.Phase {
	case alice.PhaseLead:
		if v.MayEnd {
			p.line(inks(t).success.Render("Set made: play another leading card, or e to end your turn."))
		}
		p.line(inks(t).heading.Render(cardName(t, c)) + inks(t).text.Render(" calls for "+g.callsFor(c)+"."))
		play := inks(t).text.Render("Play ")
		what := choice(t, cardName(t, c), t.Glyph.Left, t.Glyph.Right, len(cardChoices(v)) > 1)
		p.zone(cells(play), cells(what), zoneNextCard)
		p.withButton(play+what, "Play")
	case alice.PhaseAsk, alice.PhaseAskLead:
		lead := v.Table[v.Seat]
		if lead == alice.NoCard {
			lead = c // asking for a leading card: what would it call for?
		}
		p.line(inks(t).heading.Render(cardName(t, lead)) + inks(t).text.Render(" calls for "+g.callsFor(lead)+"."))
		up, down := arrows(t)
		ask, mid := inks(t).text.Render("Ask "), inks(t).text.Render(" for ")
		who := choice(t, g.names[g.pick.seat], t.Glyph.Left, t.Glyph.Right, len(seatChoices(v)) > 1)
		what := choice(t, cardName(t, c), up, down, len(cardChoices(v)) > 1)
		p.zone(cells(ask), cells(who), zoneNextSeat)
		p.zone(cells(ask)+cells(who)+cells(mid), cells(what), zoneNextCard)
		p.withButton(ask+who+mid+what, "Ask")
	case alice.PhaseForfeit:
		from := g.names[v.Pending.From]
		p.line(inks(t).text.Render(from + " forfeits a card to you: draw one of " + from + "'s cards, face down."))
		tiles, targets := backTiles(t, drawChoices(v), g.pick.pos, boxed)
		backs, zones := flow(t, tiles, targets, p.width, g.pick.pos)
		for _, z := range zones {
			z.y += len(p.lines)
			p.zones = append(p.zones, z)
		}
		rows := strings.Split(backs, "\n")
		p.lines = append(p.lines, rows[:len(rows)-1]...)
		p.withButton(rows[len(rows)-1], "Draw")
	}
}

// computerPrompt says which computer player is at play, and how to hurry
// it.
func (g *Game) computerPrompt(p *prompt) {
	t, v := g.env.Theme, g.v
	who := g.names[v.ToAct]
	what := who + " is playing" + t.Glyph.Ellipsis
	if v.Phase == alice.PhaseForfeit && v.Pending != nil {
		whose := g.names[v.Pending.From] + "'s hand"
		if v.Pending.From == v.Seat {
			whose = "your hand"
		}
		what = who + " is drawing a card from " + whose + t.Glyph.Ellipsis
	}
	p.line(inks(t).turn.Render(marksFor(t).turn + " " + what))
	hurry := "Space: the move at once" + dot(t) + "f: fast-forward"
	switch {
	case seats.Humans(g.seats) != 1:
	case v.HasCards(v.Seat):
		hurry += " to your turn"
	default:
		hurry += " to the end"
	}
	p.line(inks(t).muted.Render(hurry))
}

// remotePrompt says which player, at another terminal or played by the
// room, is at play.
func (g *Game) remotePrompt(p *prompt) {
	t, v := g.env.Theme, g.v
	what := g.names[v.ToAct] + " is playing" + t.Glyph.Ellipsis
	if v.Phase == alice.PhaseForfeit && v.Pending != nil && v.Pending.From == v.Seat {
		what = g.names[v.ToAct] + " is drawing a card from your hand" + t.Glyph.Ellipsis
	}
	p.line(inks(t).turn.Render(marksFor(t).turn + " " + what))
}

// passPrompt asks the viewer to hand the keyboard on.
func (g *Game) passPrompt(p *prompt) {
	t, v := g.env.Theme, g.v
	next := g.names[v.ToAct]
	line := next + "'s turn comes next."
	if v.Phase == alice.PhaseForfeit && v.Pending != nil {
		line = next + " is to draw the card " + g.names[v.Pending.From] + " forfeits."
		if v.Pending.From == v.Seat {
			line = next + " is to draw the card you forfeit."
		}
	}
	p.line(inks(t).text.Render(line))
	p.withButton(inks(t).text.Render("Press Enter to hide your hand, then pass the keyboard to "+next+"."), "Pass")
}

// overPrompt says who won and what comes next.
func (g *Game) overPrompt(p *prompt) {
	t, v := g.env.Theme, g.v
	p.line(inks(t).success.Render(g.result()))
	dealer := g.names[(v.Dealer+1)%v.Players]
	p.line(inks(t).muted.Render("Enter: back to the menu" + dot(t) + "n: deal again (" + dealer + " deals)"))
}

// result is the last line of the log: who won.
func (g *Game) result() string {
	for i := len(g.v.Log) - 1; i >= 0; i-- {
		if e := g.v.Log[i]; e.Kind == alice.EventEnd {
			return e.Text(g.names)
		}
	}
	return "The game is over."
}
