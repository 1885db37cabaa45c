package doublechess

import (
	"context"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// taskCoach is the coach's search, on a thinker of its own so that the
// computers' moves never wait for it nor cancel it.
const taskCoach = "coach"

// coachResult is the coach's advice on a person's move.
type coachResult struct {
	mover  dc.Color
	advice dc.Advice
	err    error
}

// startCoach asks the engine's coach about the move m a person played in
// before, in the background.
func (g *Game) startCoach(before dc.State, m dc.Move) tea.Cmd {
	lim := g.effort.coach
	return g.coach.Start(taskCoach, func(ctx context.Context, report kit.Report) any {
		a, err := dc.Coach(ctx, before, m, lim)
		return coachResult{mover: before.Turn(), advice: a, err: err}
	})
}

// coachSays puts the coach's advice in the panel's notes: the rating,
// the warnings, and what a computer partner attacks (so that the person
// can "second his moves").
func (g *Game) coachSays(r coachResult) {
	if r.err != nil || !g.coaching() {
		return
	}
	who := ""
	if g.People() > 1 {
		who = g.seatOf(r.mover).Name + ": "
	}
	g.addNote(false, who+"Coach: "+r.advice.Rating.String())
	for _, w := range r.advice.Warnings {
		g.addNote(true, who+"Coach: "+w.String())
	}
	partner := r.mover.Partner()
	if g.seatOf(partner).IsHuman() || len(r.advice.PartnerAttacks) == 0 {
		return
	}
	// Only what the partner could win: men left unguarded.
	shown := 0
	for _, a := range r.advice.PartnerAttacks {
		if a.Defended || shown == 2 {
			continue
		}
		g.addNote(false, fmt.Sprintf("Your partner %s: %s.", partner, a.String()))
		shown++
	}
}
