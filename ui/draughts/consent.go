package draughts

import (
	"errors"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
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
	human := func(seat int) bool { return g.Seats[seat].IsHuman() }
	return kit.NewProposals(kit.ProposalHost{
		Human:   human,
		Name:    func(seat int) string { return g.Seats[seat].Name },
		Here:    g.Link.Plays,
		Ask:     g.Ask,
		Note:    func(text string) { g.say(noteInfo, text) },
		Dismiss: g.DismissRoomQuestion,
		Describe: func(what string, by int) (string, error) {
			return g.proposalText(what, by)
		},
		Answer: func(seat int, yes bool) {
			side := g.sideOf(seat)
			if _, err := g.send(event{Kind: answerEvent, Side: side, Yes: yes}); err != nil {
				g.say(noteError, kit.Sentence(err))
			}
		},
		Weigh: func(_ kit.Proposal, seat int) tea.Cmd { return g.askComputerForDraw(g.sideOf(seat)) },
		Do:    g.agreed,
		Resume: func() tea.Cmd {
			if !g.CanMove() {
				return g.turn()
			}
			return nil
		},
		Ellipsis: g.Env.Theme.Glyph.Ellipsis,
	})
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
	if p := g.proposals.Open(); p != nil {
		g.say(noteError, "Wait for the answer to "+g.Seats[p.By].Name+"'s proposal.")
		return nil
	}
	side, ok := g.personAtTable()
	if !ok || g.Over() {
		return nil
	}
	if what == proposeDraw && !g.CanMove() {
		g.say(noteError, "Offer a draw on your own turn.")
		return nil
	}
	if _, err := g.proposalText(what, g.seatIndex(side)); err != nil {
		g.say(noteError, kit.Sentence(err))
		return nil
	}
	if _, err := g.send(event{Kind: proposeEvent, Side: side, What: what}); err != nil {
		g.say(noteError, kit.Sentence(err))
	}
	return nil
}

// proposalText says what proposal what by seat would do, or why it cannot
// be made now.
func (g *Game) proposalText(what string, by int) (string, error) {
	if g.end != nil {
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
		if g.sideOf(by) != g.rec.Now().Turn() {
			return "", errors.New("a draw is offered on one's own turn")
		}
		return "draw the game", nil
	}
	return "", errors.New("nothing to propose")
}

// opened does a proposal the room accepted, in every copy alike; a draw
// offered to the computer is weighed by it after the people.
func (g *Game) opened(e event, seat int) tea.Cmd {
	var judges []int
	if e.What == proposeDraw {
		judges = append(judges, 1-seat)
	}
	return g.proposals.Opened(e.What, seat, len(g.Seats), judges...)
}

// agreed does what every one agreed to, in every copy alike.
func (g *Game) agreed(p kit.Proposal) tea.Cmd {
	g.Think.Cancel()
	human := func(seat int) bool { return g.Seats[seat].IsHuman() }
	switch p.What {
	case kit.ProposeUndo, kit.ProposeRedo:
		st, err := kit.ProposedStep(p.What, history{g}, len(g.Seats), human)
		if err != nil {
			return g.turn()
		}
		g.rec.Played += st.Moves()
		g.say(noteInfo, p.Report(st.Done()))
	case proposeDraw:
		g.end = &draughts.Verdict{Status: draughts.Draw, Reason: "drawn by agreement"}
	}
	return g.changed()
}
