package doublechess

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// In a room, taking moves back, playing them again, offering a draw and
// declaring the honours of war need the other people's consent, and they
// sit at other terminals: the person's proposal goes through the room's
// log, every copy holds it open alike, each of the other people answers
// at his own terminal (another action), and when all have agreed every
// copy does it, from the same record. While a proposal is open no one
// moves. A draw offer that the people accept goes on to computer
// adversaries, whose judgement the room's copy works out and sends as the
// answer of one of their seats.

// The things a person may propose in a room.
const (
	proposeUndo    = kit.ProposeUndo
	proposeRedo    = kit.ProposeRedo
	proposeDraw    = kit.ProposeDraw
	proposeDeclare = "declare"
)

// proposals returns the room's proposals for this screen.
func (g *Game) newProposals() kit.Proposals {
	h := g.ProposalHost()
	h.Person = h.Name // the person a question is put to: "Ada"
	h.Name = func(seat int) string { return g.name(dc.Color(seat)) }
	h.Describe = func(what string, by int) (string, error) { return g.proposalText(what, dc.Color(by)) }
	h.Answer = func(seat int, yes bool) {
		if _, err := g.send(roomAction{Kind: answerAction, Army: dc.Color(seat), Yes: yes}); err != nil {
			g.Footer.Fail(sentence(err))
		}
	}
	h.Weigh = func(kit.Proposal, int) tea.Cmd { return g.askComputersForDraw() }
	h.Do = g.agreed
	return kit.NewProposals(h)
}

// propose sends a proposal of this copy's person (a room's u, U, d or H).
func (g *Game) propose(what string) tea.Cmd {
	c, ok := g.personHere()
	return g.proposals.Propose(what, int(c), ok && !g.Over(), g.CanMove(), func() tea.Cmd {
		if _, err := g.send(roomAction{Kind: proposeAction, What: what, Army: c}); err != nil {
			g.Footer.Fail(sentence(err))
		}
		return nil
	})
}

// proposalText says what proposal what of army c would do, or why it
// cannot be made now.
func (g *Game) proposalText(what string, c dc.Color) (string, error) {
	switch what {
	case proposeUndo:
		h, seats, human := g.policy()
		passes := g.trailingPasses()
		ch, err := kit.Undo(trimmed{h, passes}, seats, human)
		if err != nil {
			return "", err
		}
		return "take back " + ch.What(), nil
	case proposeRedo:
		ch, err := kit.Redo(g.policy())
		if err != nil {
			return "", err
		}
		return "play " + ch.What() + " again", nil
	case proposeDraw:
		if c != g.rec.Now().Turn() {
			return "", fmt.Errorf("a draw is offered on one's own turn")
		}
		return "give the game up drawn (rule 14)", nil
	case proposeDeclare:
		if !g.snap.twoPiece {
			return "", dc.ErrNotTwoPieceEnding
		}
		return "declare the game drawn, with the honours of war to " + g.snap.twoSide.String(), nil
	}
	return "", fmt.Errorf("nothing to propose")
}

// opened does a proposal the room accepted, in every copy alike; a draw
// offer is weighed, after the people, by a computer adversary.
func (g *Game) opened(a roomAction) tea.Cmd {
	var judges []int
	if a.What == proposeDraw {
		for _, o := range a.Army.Side().Other().Players() {
			if !g.seatOf(o).IsHuman() {
				judges = append(judges, int(o))
				break
			}
		}
	}
	return g.proposals.Opened(a.What, int(a.Army), len(dc.Colors), judges...)
}

// agreed does what every one agreed to, in every copy alike.
func (g *Game) agreed(p kit.Proposal) tea.Cmd {
	g.Think.Cancel()
	switch p.What {
	case proposeUndo, proposeRedo:
		var n int
		var text string
		if p.What == proposeUndo {
			h, seats, human := g.policy()
			passes := g.trailingPasses()
			ch, _ := kit.Undo(trimmed{h, passes}, seats, human)
			n, text = -(ch.Events + passes), "Took back "+ch.What()+"."
		} else {
			ch, _ := kit.Redo(g.policy())
			n, text = ch.Events, "Played "+ch.What()+" again."
		}
		if len(p.Need) > 0 {
			text = "Agreed: " + text
		}
		g.stopClock()
		g.coach.Cancel()
		g.rec.Played += n
		g.notes = nil
		g.Footer.Note(text)
	case proposeDraw:
		g.stopClock()
		g.rec.Finish(g.rec.Now().GiveUp())
	case proposeDeclare:
		s, err := g.rec.Now().DeclareDrawn()
		if err != nil {
			return nil
		}
		g.stopClock()
		g.rec.Finish(s)
	}
	return g.changed()
}
