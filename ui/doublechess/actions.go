package doublechess

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/seats"
)

// passSeat stands for nobody in the take-back policy: an automatic pass
// is no one's move to take back, so an undo goes past it to the person's
// own move.
const passSeat = 4

// history is the record as the kit's take-back policy sees it: seats are
// armies, and passes belong to passSeat.
type history struct{ g *Game }

func (h history) Played() int { return h.g.rec.Played }
func (h history) Len() int    { return h.g.rec.Len() }
func (h history) Mover(i int) int {
	if h.g.rec.Moves[i].Pass {
		return passSeat
	}
	return int(h.g.rec.mover(i))
}
func (h history) Describe(i int) string { return h.g.rec.describe(i) }

// trimmed is the history less the passes played last, which are no one's
// to take back: an undo takes them back with the move before them.
type trimmed struct {
	history
	passes int
}

func (t trimmed) Played() int { return t.history.Played() - t.passes }

// trailingPasses counts the passes at the end of the moves in effect.
func (g *Game) trailingPasses() int {
	n := 0
	for i := g.rec.Played - 1; i >= 0 && g.rec.Moves[i].Pass; i-- {
		n++
	}
	return n
}

func (g *Game) seatHuman(seat int) bool { return seat < 4 && g.Seats[seat].IsHuman() }
func (g *Game) seatName(seat int) string {
	if seat >= 4 {
		return "nobody"
	}
	return g.Seats[seat].Name
}

func (g *Game) policy() (history, int, func(int) bool) { return history{g}, passSeat + 1, g.seatHuman }

// seating is the screen as the kit's take-back flow sees it: the four
// armies' seats, and passSeat for the automatic passes.
func (g *Game) seating() kit.Seating {
	_, count, human := g.policy()
	return g.Seating(count, human, g.seatName)
}

// Undo takes back moves: freely against computers (back to the person's
// previous turn, the computers' quarter-moves in between too), with the
// other people's consent when several play (in a room, a proposal). The
// automatic passes after the move taken back go with it.
func (g *Game) Undo() tea.Cmd {
	if g.InRoom() {
		return g.propose(proposeUndo)
	}
	passes := g.trailingPasses()
	return g.seating().TakeBack(trimmed{history{g}, passes}, func(n int) tea.Cmd {
		g.stopClock()
		g.coach.Cancel()
		g.rec.Played -= n + passes
		g.notes = nil
		return g.changed()
	})
}

// Redo plays again what Undo took back (in a room, by a proposal).
func (g *Game) Redo() tea.Cmd {
	if g.InRoom() {
		return g.propose(proposeRedo)
	}
	return g.seating().PlayAgain(history{g}, func(n int) tea.Cmd {
		g.stopClock()
		g.coach.Cancel()
		g.rec.Played += n
		return g.changed()
	})
}

// personHere is the army of the person who acts now (kit's PersonHere).
func (g *Game) personHere() (dc.Color, bool) {
	seat, ok := g.PersonHere(int(g.rec.Now().Turn()))
	return dc.Color(seat), ok
}

// relinquish ends the game given up before both partners are mated
// (a resignation, a time-out): drawn, by rule 14 ("Should it be
// relinquished before such an event, it is to be considered drawn"), and
// recorded so.
func (g *Game) relinquish(why string) tea.Cmd {
	g.stopClock()
	g.rec.Finish(g.rec.Now().GiveUp())
	g.end = &dc.Verdict{Status: dc.Draw, Reason: why + "; drawn by rule 14"} // short: the result's line is not wrapped
	return g.changed()
}

// Resign gives the game up for the side of the person who acts now.
func (g *Game) Resign() tea.Cmd {
	if g.Over() {
		return nil
	}
	c, ok := g.personHere()
	if !ok {
		return nil
	}
	side := c.Side()
	g.Ask(fmt.Sprintf("%s, resign the game for %s? It is drawn, by rule 14. (y/n)", g.seatOf(c).Name, side), func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		if g.InRoom() {
			if _, err := g.send(roomAction{Kind: resignAction, Army: c}); err != nil {
				g.Footer.Fail(sentence(err))
			}
			return nil
		}
		return g.relinquish(g.name(c) + " resigned for " + side.String())
	})
	return nil
}

// others are the people at the table other than army c's.
func (g *Game) others(c dc.Color) []string {
	var out []string
	for _, a := range dc.Colors {
		if a != c && g.seatOf(a).IsHuman() {
			out = append(out, g.seatOf(a).Name)
		}
	}
	return out
}

// OfferDraw offers, for the person to move, to give the game up drawn
// (rule 14: "Should it be relinquished before such an event, it is to be
// considered drawn"): the other people answer (in a room, a proposal),
// and computer adversaries weigh it.
func (g *Game) OfferDraw() tea.Cmd {
	if g.InRoom() {
		return g.propose(proposeDraw)
	}
	if !g.CanMove() {
		g.Footer.Fail("Offer a draw on your own turn.")
		return nil
	}
	c := g.rec.Now().Turn()
	adversaries := c.Side().Other().Players()
	computers := !g.seatOf(adversaries[0]).IsHuman() || !g.seatOf(adversaries[1]).IsHuman()
	people := g.others(c)
	if len(people) == 0 {
		return g.askComputersForDraw()
	}
	g.Ask(fmt.Sprintf("%s offers to give the game up drawn (rule 14). %s, do you agree? (y/n)", g.name(c), kit.JoinAnd(people)), func(yes bool) tea.Cmd {
		if !yes {
			g.Footer.Note(kit.JoinAnd(people) + ": no; play on.")
			return nil
		}
		if computers {
			return g.askComputersForDraw()
		}
		g.rec.Finish(g.rec.Now().GiveUp())
		return g.changed()
	})
	return nil
}

// declare declares the game drawn in the ending of two pieces, with the
// honours of war to the side that has them, as the book advises
// beginners; the other people agree first (in a room, a proposal).
func (g *Game) declare() tea.Cmd {
	if g.InRoom() {
		return g.propose(proposeDeclare)
	}
	if !g.snap.twoPiece || g.Over() {
		g.Footer.Fail(sentence(dc.ErrNotTwoPieceEnding))
		return nil
	}
	c, ok := g.personHere()
	if !ok {
		return nil
	}
	question := fmt.Sprintf("Declare the game drawn, with the honours of war to %s? (y/n)", g.snap.twoSide)
	if people := g.others(c); len(people) > 0 {
		question = fmt.Sprintf("%s proposes to declare the game drawn, with the honours of war to %s. %s, do you agree? (y/n)", g.seatOf(c).Name, g.snap.twoSide, kit.JoinAnd(people))
	}
	g.Ask(question, func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		s, err := g.rec.Now().DeclareDrawn()
		if err != nil {
			g.Footer.Fail(sentence(err))
			return nil
		}
		g.stopClock()
		g.rec.Finish(s)
		return g.changed()
	})
	return nil
}

// toggleCoach switches the coach on or off for this game.
func (g *Game) toggleCoach() {
	if g.coaching() {
		g.opts.Coach, g.opts.CoachAll = false, false
		g.coach.Cancel()
		g.Footer.Note("The coach is off.")
	} else {
		g.opts.Coach, g.opts.CoachAll = true, seats.Humans(g.Seats) == 4
		g.Footer.Note("The coach is on: it speaks after each of your moves.")
	}
	g.Save()
}

// SyncKeys enables the keys that act now, so the help shows only those.
func (g *Game) SyncKeys() {
	k := &g.keys
	over := g.Over()
	people := g.People() > 0
	g.EnableKeys(g.CanMove())
	k.Declare.SetEnabled(!over && people && g.snap.twoPiece)
	k.Coach.SetEnabled(!over && people)
	k.Undo.SetEnabled(people && !over && g.rec.Played > 0)
	k.Redo.SetEnabled(people && !over && g.rec.Played < len(g.rec.Moves))
}
