package doublechess

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// passSeat stands for nobody in the take-back policy: an automatic pass
// is no one's move to take back, so an undo goes past it to the person's
// own move.
const passSeat = 4

// history is the record as the kit's take-back policy sees it: seats are
// armies, and passes belong to passSeat.
type history struct{ g *Game }

func (h history) Played() int { return h.g.rec.played }
func (h history) Len() int    { return len(h.g.rec.moves) }
func (h history) Mover(i int) int {
	if h.g.rec.moves[i].Pass {
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
	for i := g.rec.played - 1; i >= 0 && g.rec.moves[i].Pass; i-- {
		n++
	}
	return n
}

func (g *Game) seatHuman(seat int) bool { return seat < 4 && g.seats[seat].IsHuman() }
func (g *Game) seatName(seat int) string {
	if seat >= 4 {
		return "nobody"
	}
	return g.seats[seat].Name
}

func (g *Game) policy() (history, int, func(int) bool) { return history{g}, passSeat + 1, g.seatHuman }

// table is the screen as the kit's take-back flow sees it: the four
// armies' seats, and passSeat for the automatic passes.
func (g *Game) table() kit.Seating {
	_, seats, human := g.policy()
	return kit.Seating{Seats: seats, Human: human, Name: g.seatName, Ask: g.ask,
		Note: g.footer.Note, Fail: g.footer.Fail}
}

// undo takes back moves: freely against computers (back to the person's
// previous turn, the computers' quarter-moves in between too), with the
// other people's consent when several play. The automatic passes after
// the move taken back go with it.
func (g *Game) undo() tea.Cmd {
	passes := g.trailingPasses()
	return g.table().TakeBack(trimmed{history{g}, passes}, func(n int) tea.Cmd {
		g.stopClock()
		g.coach.Cancel()
		g.rec.played -= n + passes
		g.notes = nil
		return g.changed()
	})
}

// redo plays again what undo took back.
func (g *Game) redo() tea.Cmd {
	return g.table().PlayAgain(history{g}, func(n int) tea.Cmd {
		g.stopClock()
		g.coach.Cancel()
		g.rec.played += n
		return g.changed()
	})
}

// personAtTable is the army of the person who acts now: the one to move,
// or else the first person seated.
func (g *Game) personAtTable() (dc.Color, bool) {
	turn := g.rec.now().Turn()
	if g.here(turn) {
		return turn, true
	}
	for _, c := range dc.Colors {
		if g.here(c) {
			return c, true
		}
	}
	return turn, false
}

// resign gives the game up for the side of the person who acts now.
func (g *Game) resign() {
	if g.over() {
		return
	}
	c, ok := g.personAtTable()
	if !ok {
		return
	}
	side := c.Side()
	g.ask(fmt.Sprintf("%s, resign the game for %s? (y/n)", g.seatOf(c).Name, side), func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		if g.link.InRoom() {
			if _, err := g.send(roomAction{Kind: resignAction, Army: c}); err != nil {
				g.footer.Fail(sentence(err))
			}
			return nil
		}
		g.stopClock()
		g.end = &dc.Verdict{Status: dc.Won, Winner: side.Other(), Reason: g.name(c) + " resigned for " + side.String()}
		return g.changed()
	})
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

// offerDraw offers, for the person to move, to give the game up drawn
// (rule 14: "Should it be relinquished before such an event, it is to be
// considered drawn"): the other people answer, and computer adversaries
// weigh it.
func (g *Game) offerDraw() tea.Cmd {
	if !g.humanToMove() {
		g.footer.Fail("Offer a draw on your own turn.")
		return nil
	}
	c := g.rec.now().Turn()
	adversaries := c.Side().Other().Players()
	computers := !g.seatOf(adversaries[0]).IsHuman() || !g.seatOf(adversaries[1]).IsHuman()
	people := g.others(c)
	if len(people) == 0 {
		return g.askComputersForDraw()
	}
	g.ask(fmt.Sprintf("%s offers to give the game up drawn (rule 14). %s, do you agree? (y/n)", g.name(c), kit.JoinAnd(people)), func(yes bool) tea.Cmd {
		if !yes {
			g.footer.Note(kit.JoinAnd(people) + ": no; play on.")
			return nil
		}
		if computers {
			return g.askComputersForDraw()
		}
		g.rec.finish(g.rec.now().GiveUp())
		return g.changed()
	})
	return nil
}

// declare declares the game drawn in the ending of two pieces, with the
// honours of war to the side that has them, as the book advises
// beginners; the other people agree first.
func (g *Game) declare() {
	if !g.snap.twoPiece || g.over() {
		g.footer.Fail(sentence(dc.ErrNotTwoPieceEnding))
		return
	}
	c, ok := g.personAtTable()
	if !ok {
		return
	}
	question := fmt.Sprintf("Declare the game drawn, with the honours of war to %s? (y/n)", g.snap.twoSide)
	if people := g.others(c); len(people) > 0 {
		question = fmt.Sprintf("%s proposes to declare the game drawn, with the honours of war to %s. %s, do you agree? (y/n)", g.seatOf(c).Name, g.snap.twoSide, kit.JoinAnd(people))
	}
	g.ask(question, func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		s, err := g.rec.now().DeclareDrawn()
		if err != nil {
			g.footer.Fail(sentence(err))
			return nil
		}
		g.stopClock()
		g.rec.finish(s)
		return g.changed()
	})
}

// toggleCoach switches the coach on or off for this game.
func (g *Game) toggleCoach() {
	if g.coaching() {
		g.opts.Coach, g.opts.CoachAll = false, false
		g.coach.Cancel()
		g.footer.Note("The coach is off.")
	} else {
		g.opts.Coach, g.opts.CoachAll = true, g.humans() == 4
		g.footer.Note("The coach is on: it speaks after each of your moves.")
	}
	g.save()
}

// syncKeys enables the keys that act now, so the help shows only those.
func (g *Game) syncKeys() {
	k := &g.keys
	over := g.over()
	people := g.localHumans() > 0
	human := g.humanToMove()
	k.Enable(over, people, human)
	k.Declare.SetEnabled(!over && people && g.snap.twoPiece)
	k.Coach.SetEnabled(!over && people)
	k.Undo.SetEnabled(people && !over && g.rec.played > 0)
	k.Redo.SetEnabled(people && !over && g.rec.played < len(g.rec.moves))
	if g.link.InRoom() {
		// Refused in a room (roomRefusal), so not offered.
		for _, b := range []*key.Binding{&k.Save, &k.Load} {
			b.SetEnabled(false)
		}
	}
}
