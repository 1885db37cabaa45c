package doublechess

import (
	"fmt"
	"slices"

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
	proposeUndo    = "undo"
	proposeRedo    = "redo"
	proposeDraw    = "draw"
	proposeDeclare = "declare"
)

// proposal is a proposal open in a room: who made it, whose answers it
// needs, and who has agreed.
type proposal struct {
	what   string
	by     dc.Color
	need   []dc.Color // the other people, then for a draw a computer adversary
	agreed []dc.Color
}

// waiting are the answers still to come.
func (p *proposal) waiting() []dc.Color {
	var out []dc.Color
	for _, c := range p.need {
		if !slices.Contains(p.agreed, c) {
			out = append(out, c)
		}
	}
	return out
}

// propose sends a proposal of this copy's person (a room's u, U, d or H).
func (g *Game) propose(what string) tea.Cmd {
	if g.proposal != nil {
		g.Footer.Fail("Wait for the answer to " + g.name(g.proposal.by) + "'s proposal.")
		return nil
	}
	c, ok := g.personAtTable()
	if !ok || g.Over() {
		return nil
	}
	if what == proposeDraw && !g.CanMove() {
		g.Footer.Fail("Offer a draw on your own turn.")
		return nil
	}
	if _, err := g.proposalText(what, c); err != nil {
		g.Footer.Fail(sentence(err))
		return nil
	}
	if _, err := g.send(roomAction{Kind: proposeAction, What: what, Army: c}); err != nil {
		g.Footer.Fail(sentence(err))
	}
	return nil
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

// opened does a proposal the room accepted, in every copy alike.
func (g *Game) opened(a roomAction) tea.Cmd {
	c := a.Army
	if g.proposal != nil || !g.seatOf(c).IsHuman() {
		return nil
	}
	if _, err := g.proposalText(a.What, c); err != nil {
		return nil
	}
	p := &proposal{what: a.What, by: c}
	for _, o := range dc.Colors {
		if o != c && g.seatOf(o).IsHuman() {
			p.need = append(p.need, o)
		}
	}
	if a.What == proposeDraw {
		for _, o := range c.Side().Other().Players() {
			if !g.seatOf(o).IsHuman() {
				p.need = append(p.need, o) // the computers weigh it last
				break
			}
		}
	}
	g.proposal = p
	return g.proposalNext()
}

// answered does an answer the room accepted: a no closes the proposal, a
// yes counts.
func (g *Game) answered(a roomAction) tea.Cmd {
	p := g.proposal
	c := a.Army
	if p == nil || !slices.Contains(p.waiting(), c) {
		return nil
	}
	if people := g.waitingPeople(); !g.seatOf(c).IsHuman() && len(people) > 0 {
		return nil // the computers answer after the people
	}
	if !a.Yes {
		g.proposal = nil
		g.closeQuestion()
		if g.seatOf(c).IsHuman() {
			g.Footer.Note(g.seatOf(c).Name + " says no to " + g.name(p.by) + "'s proposal; play on.")
		} else {
			g.Footer.Note("The adversaries decline the draw.")
		}
		if !g.CanMove() {
			return g.turn() // a computer's turn goes on
		}
		return nil
	}
	p.agreed = append(p.agreed, c)
	return g.proposalNext()
}

// waitingPeople are the people whose answers are still to come.
func (g *Game) waitingPeople() []dc.Color {
	var out []dc.Color
	for _, c := range g.proposal.waiting() {
		if g.seatOf(c).IsHuman() {
			out = append(out, c)
		}
	}
	return out
}

// proposalNext asks this copy's people who are still to answer, has the
// room's copy weigh a draw for the computers, or, with every answer in,
// does what was proposed.
func (g *Game) proposalNext() tea.Cmd {
	p := g.proposal
	waiting := p.waiting()
	if len(waiting) == 0 {
		return g.agreed(p)
	}
	text, _ := g.proposalText(p.what, p.by)
	if people := g.waitingPeople(); len(people) > 0 {
		var here []dc.Color
		var names []string
		for _, c := range people {
			if g.here(c) {
				here = append(here, c)
				names = append(names, g.seatOf(c).Name)
			}
		}
		if len(here) == 0 {
			g.Footer.Note(fmt.Sprintf("%s proposes to %s; waiting for the answer%s.", g.name(p.by), text, plural(len(people))))
			return nil
		}
		g.closeQuestion()
		g.Ask(fmt.Sprintf("%s proposes to %s. %s, do you agree? (y/n)", g.name(p.by), text, kit.JoinAnd(names)), func(yes bool) tea.Cmd {
			for _, c := range here {
				if _, err := g.send(roomAction{Kind: answerAction, Army: c, Yes: yes}); err != nil {
					g.Footer.Fail(sentence(err))
				}
			}
			return nil
		})
		return nil
	}
	judge := waiting[0]
	if !g.Link.Plays(int(judge)) {
		g.Footer.Note("The adversaries consider the offer" + g.Env.Theme.Glyph.Ellipsis)
		return nil
	}
	return g.askComputersForDraw()
}

// agreed does what every one agreed to, in every copy alike.
func (g *Game) agreed(p *proposal) tea.Cmd {
	g.proposal = nil
	g.closeQuestion()
	g.Think.Cancel()
	switch p.what {
	case proposeUndo, proposeRedo:
		var n int
		var text string
		if p.what == proposeUndo {
			h, seats, human := g.policy()
			passes := g.trailingPasses()
			ch, _ := kit.Undo(trimmed{h, passes}, seats, human)
			n, text = -(ch.Events + passes), "Took back "+ch.What()+"."
		} else {
			ch, _ := kit.Redo(g.policy())
			n, text = ch.Events, "Played "+ch.What()+" again."
		}
		if len(p.need) > 0 {
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

// closeQuestion closes a question this copy asked about a proposal that
// is closed now.
func (g *Game) closeQuestion() {
	if g.Answers.Pending() && g.InRoom() {
		g.Answers.Dismiss(&g.Footer)
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
