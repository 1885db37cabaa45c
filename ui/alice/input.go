package alice

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/rules"
	"parlour/ui/screen"
)

// key handles a key press: it returns the game, or where the key leads.
func (g *Game) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	k := g.keys
	if g.footer.Asking() {
		answered, yes := g.footer.Answer(msg)
		switch {
		case answered && yes:
			g.thinker.Cancel()
			g.save()
			return screen.Home(), nil
		case answered:
			return g, g.playHeld()
		}
		return g, nil
	}
	switch {
	case key.Matches(msg, k.Rules):
		return screen.Open(g, rules.New(g.env, GameID, Title)), nil
	case key.Matches(msg, k.Help):
		g.showAll = !g.showAll
		return g, nil
	case key.Matches(msg, k.Back) && g.showAll:
		g.showAll = false // Esc closes the full key help first
		return g, nil
	}
	if g.stage == stageHandoff {
		if key.Matches(msg, k.Back) {
			g.footer.Ask(g.leaveQuestion())
			return g, nil
		}
		h, ready := g.handoff.Update(msg)
		g.handoff = &h
		if ready {
			return g, g.takeOver()
		}
		return g, nil
	}
	if g.overlay != overlayNone {
		return g, g.overlayKey(msg)
	}
	switch {
	case key.Matches(msg, k.Back):
		if g.stage == stageOver {
			return screen.Home(), nil
		}
		g.footer.Ask(g.leaveQuestion())
		return g, nil
	case key.Matches(msg, k.Leads):
		g.toggleOverlay(overlayLeads)
		return g, nil
	case key.Matches(msg, k.Log):
		g.toggleOverlay(overlayLog)
		return g, nil
	}
	switch g.stage {
	case stagePlay:
		return g, g.choose(msg)
	case stageComputer:
		switch {
		case key.Matches(msg, k.Hurry):
			return g, g.skip(false)
		case key.Matches(msg, k.Fast):
			return g, g.skip(true)
		}
	case stagePass:
		if key.Matches(msg, k.Act) {
			return g, g.pass()
		}
	case stageOver:
		switch {
		case key.Matches(msg, k.Act):
			return screen.Home(), nil
		case key.Matches(msg, k.Again) && !g.link.InRoom():
			return g, g.rematch()
		}
	}
	return g, nil
}

// pass hides the viewer's hand and puts up the hand-over.
func (g *Game) pass() tea.Cmd {
	g.handOver(g.sv.Game.ToAct())
	g.refresh()
	return nil
}

// choose handles the keys of the person choosing a move.
func (g *Game) choose(msg tea.KeyMsg) tea.Cmd {
	k := g.keys
	ask := g.asking()
	switch {
	case key.Matches(msg, k.Act) && g.settling:
		// Play has just come back from a computer: an Enter typed to
		// hurry it is not taken for this move.
	case key.Matches(msg, k.Act):
		return g.play(g.pick.action(g.v))
	case key.Matches(msg, k.End) && g.v.MayEnd:
		return g.play(alice.EndTurn())
	case key.Matches(msg, k.Left) && ask:
		g.pick.moveSeat(g.v, -1)
	case key.Matches(msg, k.Right) && ask:
		g.pick.moveSeat(g.v, 1)
	case key.Matches(msg, k.Left), key.Matches(msg, k.Up):
		g.pick.moveCard(g.v, -1)
	case key.Matches(msg, k.Right), key.Matches(msg, k.Down):
		g.pick.moveCard(g.v, 1)
	}
	return nil
}

// mouse handles a click: on a card, a player or a face-down card it
// chooses, and on what is chosen already or on the button it confirms.
func (g *Game) mouse(msg tea.MouseMsg) tea.Cmd {
	if g.overlay != overlayNone {
		var cmd tea.Cmd
		g.vp, cmd = g.vp.Update(msg)
		return cmd
	}
	if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft || g.footer.Asking() {
		return nil
	}
	switch g.stage {
	case stageHandoff:
		h, ready := g.handoff.Update(msg)
		g.handoff = &h
		if ready {
			return g.takeOver()
		}
		return nil
	case stageOver:
		return nil
	}
	_, zones := g.body()
	z, ok := hit(zones, msg.X, msg.Y)
	if !ok {
		return nil
	}
	switch z.kind {
	case zoneButton:
		switch g.stage {
		case stagePlay:
			return g.play(g.pick.action(g.v))
		case stagePass:
			return g.pass()
		}
	case zonePlayer:
		g.pick.seat = z.seat
	case zoneNextSeat:
		g.pick.moveSeat(g.v, 1)
	case zoneNextCard:
		g.pick.moveCard(g.v, 1)
	case zoneCard:
		if g.v.Phase == alice.PhaseLead && z.card == g.pick.card {
			return g.play(g.pick.action(g.v))
		}
		g.pick.card = z.card
		g.pick.fit(g.v, true)
	case zoneBack:
		if z.pos == g.pick.pos {
			return g.play(g.pick.action(g.v))
		}
		g.pick.pos = z.pos
	}
	return nil
}

// leaveQuestion is the question Esc asks before it leaves the game.
func (g *Game) leaveQuestion() string { return screen.LeaveQuestionFor(g.env, g.link) }
