package doublechess

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// The coach's two searches, each on a thinker of its own so that the
// computers' moves never wait for them nor cancel them: the rating of a
// person's move, and his partner's intent at his turn.
const (
	taskCoach  = "coach"
	taskIntent = "intent"
)

// coachResult is the coach's advice on a person's move: quarter-move
// index of the record, and how long the coach took.
type coachResult struct {
	index  int
	mover  dc.Color
	advice dc.Advice
	took   time.Duration
	err    error
}

// intentResult is the partner's intent at a person's turn, for the
// position of played quarter-moves.
type intentResult struct {
	played int
	intent dc.Intent
	err    error
}

// rateMove is what the coach's search does: the engine's coach on the
// move m played in before, timed.
func rateMove(ctx context.Context, before dc.State, m dc.Move, lim dc.Limits) (dc.Advice, time.Duration, error) {
	began := time.Now()
	a, err := dc.Coach(ctx, before, m, lim)
	return a, time.Since(began), err
}

// startCoach asks the engine's coach about the move m a person played in
// before, quarter-move index of the record, in the background.
func (g *Game) startCoach(before dc.State, m dc.Move, index int) tea.Cmd {
	lim := g.effort.coach
	return g.coach.Start(taskCoach, func(ctx context.Context, report kit.Report) any {
		a, took, err := rateMove(ctx, before, m, lim)
		return coachResult{index: index, mover: before.Turn(), advice: a, took: took, err: err}
	})
}

// coachSays keeps the coach's advice for the review and puts it in the
// panel's notes: the rating (with the best line and the book's reason
// when the move falls short by more than the search's noise) and the
// warnings.
func (g *Game) coachSays(r coachResult) {
	if r.err != nil || !g.coaching() || r.index >= g.rec.Len() {
		return
	}
	g.advice[r.index] = r.advice
	who := ""
	if g.People() > 1 {
		who = g.seatOf(r.mover).Name + ": "
	}
	for i, line := range adviceLines(r.advice) {
		g.addNote(i > 0, who+line) // the warnings after the rating
	}
}

// forgetAdvice drops what the coach said of the moves from quarter-move
// from on (they were taken back, or another game is on the board).
func (g *Game) forgetAdvice(from int) {
	for i := range g.advice {
		if i >= from {
			delete(g.advice, i)
		}
	}
}

// startIntent looks, at a person's turn, at what his computer partner is
// about: the men he attacks now and his likely next move (the same search
// as the hint's, so that its line begins with the hint's move). A person
// partner says his own intent; the coach does not guess it.
func (g *Game) startIntent() tea.Cmd {
	g.intent = nil
	if !g.coaching() || g.seatOf(g.rec.Now().Turn().Partner()).IsHuman() {
		return nil
	}
	s, played, lim := g.rec.Now(), g.rec.Played, g.effort.coach
	return g.intentThink.Start(taskIntent, func(ctx context.Context, report kit.Report) any {
		in, err := dc.PartnerIntent(ctx, s, lim)
		return intentResult{played: played, intent: in, err: err}
	})
}

// intentSays shows the partner's intent, when it is of the position on
// the board: marked on the board, and said in the panel.
func (g *Game) intentSays(r intentResult) {
	if r.err != nil || r.played != g.rec.Played || !g.CanMove() {
		return
	}
	g.intent = &r.intent
	if text := intentText(r.intent); text != "" {
		g.addNote(false, text)
	}
}

// intentText says the partner's intent: "Your partner Green: likely
// Nk3-i4 (marked *); his knight on k3 attacks Red's queen on d5,
// undefended (marked !)." It is empty when there is nothing to say.
func intentText(in dc.Intent) string {
	var parts []string
	if in.HasNext {
		parts = append(parts, "likely "+in.Next.Text+" next (marked *)")
	}
	var open []string
	for _, a := range in.Attacks {
		if !a.Defended && len(open) < 2 {
			open = append(open, a.String())
		}
	}
	if len(open) > 0 {
		parts = append(parts, strings.Join(open, "; ")+" (marked !)")
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf("Your partner %v: %s.", in.Partner, strings.Join(parts, "; "))
}
