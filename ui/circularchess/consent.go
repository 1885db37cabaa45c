package circularchess

import (
	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
)

// In a room, taking a move back, playing it again and offering a draw are
// proposals (kit.Proposals) that the other person answers at his own
// terminal; a draw offered to the computer is weighed by the room's copy.

// newProposals returns the room's proposals for this screen.
func (g *Game) newProposals() kit.Proposals {
	h := g.ProposalHost()
	h.Describe = func(what string, by int) (string, error) {
		return g.proposals.DescribeTwoSeats(what, history{g}, g.Over(), cc.Color(by) == g.now().Turn())
	}
	h.Answer = func(seat int, yes bool) {
		g.sendAction(roomAction{Kind: answerAction, Side: cc.Color(seat), Yes: yes})
	}
	h.Weigh = func(_ kit.Proposal, seat int) tea.Cmd { return g.askComputerForDraw(cc.Color(seat)) }
	h.Do = g.doAgreed
	return kit.NewProposals(h)
}

// propose sends a proposal of this copy's person (a room's u, U or d).
func (g *Game) propose(what string) tea.Cmd {
	side, here := g.personHere()
	return g.proposals.Propose(what, int(side), !g.Over() && here, g.CanMove(), func() tea.Cmd {
		return g.sendAction(roomAction{Kind: proposeAction, Side: side, What: what})
	})
}

// doAgreed does what every one agreed to, in every copy alike.
func (g *Game) doAgreed(p kit.Proposal) tea.Cmd {
	g.Think.Cancel()
	switch p.What {
	case kit.ProposeUndo, kit.ProposeRedo:
		moves, note, err := g.proposals.AgreedStep(p, history{g})
		if err != nil {
			return g.Turn()
		}
		g.rec.Played += moves
		g.Footer.Note(note)
	case kit.ProposeDraw:
		g.settleClocks()
		g.end = &cc.Verdict{Status: cc.Draw}
		g.endReason = "drawn by agreement"
	}
	return g.changed()
}
