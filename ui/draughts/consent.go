package draughts

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
)

// In a room, taking a move back, playing it again and offering a draw are
// proposals (kit.Proposals) that the other person answers at his own
// terminal; a draw offered to the computer is weighed by the room's copy.

// newProposals returns the room's proposals for this screen.
func (g *Game) newProposals() kit.Proposals {
	h := g.ProposalHost()
	h.Note = func(text string) { g.say(noteInfo, text) }
	h.Fail = func(text string) { g.say(noteError, text) }
	h.Describe = func(what string, by int) (string, error) {
		return g.proposals.DescribeTwoSeats(what, history{g}, g.end != nil, g.sideOf(by) == g.rec.Now().Turn())
	}
	h.Answer = func(seat int, yes bool) {
		if _, err := g.send(event{Kind: answerEvent, Side: g.sideOf(seat), Yes: yes}); err != nil {
			g.say(noteError, kit.Sentence(err))
		}
	}
	h.Weigh = func(_ kit.Proposal, seat int) tea.Cmd { return g.askComputerForDraw(g.sideOf(seat)) }
	h.Do = g.agreed
	return kit.NewProposals(h)
}

// sideOf is the side seat plays.
func (g *Game) sideOf(seat int) draughts.Color {
	if seat == 0 {
		return g.first()
	}
	return g.first().Opponent()
}

// propose sends a proposal of this copy's person (a room's u, U or d).
func (g *Game) propose(what string) tea.Cmd {
	side, ok := g.personHere()
	return g.proposals.Propose(what, g.seatIndex(side), ok && !g.Over(), g.CanMove(), func() tea.Cmd {
		if _, err := g.send(event{Kind: proposeEvent, Side: side, What: what}); err != nil {
			g.say(noteError, kit.Sentence(err))
		}
		return nil
	})
}

// agreed does what every one agreed to, in every copy alike.
func (g *Game) agreed(p kit.Proposal) tea.Cmd {
	g.Think.Cancel()
	switch p.What {
	case kit.ProposeUndo, kit.ProposeRedo:
		moves, note, err := g.proposals.AgreedStep(p, history{g})
		if err != nil {
			return g.Turn()
		}
		g.rec.Played += moves
		g.say(noteInfo, note)
	case kit.ProposeDraw:
		g.end = &draughts.Verdict{Status: draughts.Draw, Reason: "drawn by agreement"}
	}
	return g.changed()
}
