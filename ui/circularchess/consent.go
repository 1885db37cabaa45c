package circularchess

import (
	"errors"

	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
)

// In a room, taking a move back, playing it again and offering a draw are
// proposals (kit.Proposals) that the other person answers at his own
// terminal; a draw offered to the computer is weighed by the room's copy.

// The things a person may propose in a room.
const (
	proposeUndo = kit.ProposeUndo
	proposeRedo = kit.ProposeRedo
	proposeDraw = "draw"
)

// newProposals returns the room's proposals for this screen.
func (g *Game) newProposals() kit.Proposals {
	return kit.NewProposals(kit.ProposalHost{
		Human:   func(seat int) bool { return g.Seats[seat].IsHuman() },
		Name:    func(seat int) string { return sanitize.Name(g.Seats[seat].Name) },
		Here:    g.Link.Plays,
		Ask:     g.Ask,
		Note:    g.Footer.Note,
		Dismiss: g.DismissRoomQuestion,
		Describe: func(what string, by int) (string, error) {
			return g.proposalText(what, cc.Color(by))
		},
		Answer: func(seat int, yes bool) {
			g.sendAction(roomAction{Kind: answerAction, Side: cc.Color(seat), Yes: yes})
		},
		Weigh: func(_ kit.Proposal, seat int) tea.Cmd { return g.askComputerForDraw(cc.Color(seat)) },
		Do:    g.doAgreed,
		Resume: func() tea.Cmd {
			if !g.CanMove() {
				return g.turn()
			}
			return nil
		},
		Ellipsis: g.Env.Theme.Glyph.Ellipsis,
	})
}

// propose sends a proposal of this copy's person (a room's u, U or d).
func (g *Game) propose(what string) tea.Cmd {
	if p := g.proposals.Open(); p != nil {
		g.Footer.Fail("Wait for the answer to " + sanitize.Name(g.Seats[p.By].Name) + "'s proposal.")
		return nil
	}
	side := g.resigner()
	if g.Over() || !g.here(side) {
		return nil
	}
	if what == proposeDraw && !g.CanMove() {
		g.Footer.Fail("Offer a draw on your own turn.")
		return nil
	}
	if _, err := g.proposalText(what, side); err != nil {
		g.Footer.Fail(kit.Sentence(err))
		return nil
	}
	return g.sendAction(roomAction{Kind: proposeAction, Side: side, What: what})
}

// proposalText says what proposal what by side would do, or why it cannot
// be made now.
func (g *Game) proposalText(what string, by cc.Color) (string, error) {
	if g.Over() {
		return "", errors.New("the game is over")
	}
	human := func(seat int) bool { return g.Seats[seat].IsHuman() }
	switch what {
	case kit.ProposeUndo, kit.ProposeRedo:
		st, err := kit.ProposedStep(what, history{g}, len(g.Seats), human)
		if err != nil {
			return "", err
		}
		return st.Proposal(), nil
	case proposeDraw:
		if by != g.now().Turn() {
			return "", errors.New("a draw is offered on one's own turn")
		}
		return "draw the game", nil
	}
	return "", errors.New("nothing to propose")
}

// opened does a proposal the room accepted, in every copy alike; a draw
// offered to the computer is weighed by it after the people.
func (g *Game) opened(a roomAction) tea.Cmd {
	var judges []int
	if a.What == proposeDraw {
		judges = append(judges, int(a.Side.Opponent()))
	}
	return g.proposals.Opened(a.What, int(a.Side), len(g.Seats), judges...)
}

// doAgreed does what every one agreed to, in every copy alike.
func (g *Game) doAgreed(p kit.Proposal) tea.Cmd {
	g.Think.Cancel()
	human := func(seat int) bool { return g.Seats[seat].IsHuman() }
	switch p.What {
	case kit.ProposeUndo, kit.ProposeRedo:
		st, err := kit.ProposedStep(p.What, history{g}, len(g.Seats), human)
		if err != nil {
			return g.turn()
		}
		g.rec.Played += st.Moves()
		g.Footer.Note(p.Report(st.Done()))
	case proposeDraw:
		g.settleClocks()
		g.end = &cc.Verdict{Status: cc.Draw}
		g.endReason = "drawn by agreement"
	}
	return g.changed()
}
