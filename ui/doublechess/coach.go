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

// The coach's searches, on two thinkers of their own so that the
// computers' moves never wait for them nor cancel them: on one, the study
// of the position at a person's turn (the hint's search, which also finds
// his partner's intent), then its longer search (Deepen) while he still
// thinks; on the other, the rating of the move he plays, which needs one
// search more once the study is made.
const (
	taskCoach  = "coach"
	taskStudy  = "study"
	taskDeepen = "deepen"
)

// coachResult is the coach's advice on a person's move: quarter-move
// index of the record, and how long the coach took after the move.
type coachResult struct {
	index  int
	mover  dc.Color
	advice dc.Advice
	took   time.Duration
	err    error
}

// studyResult is the coach's study of the position of played
// quarter-moves, at a person's turn.
type studyResult struct {
	played int
	study  *dc.Study
	err    error
}

// rateMove is what the coach's search does after a move: the study of
// the position before it, when there is one, else the engine's whole
// coach; timed, and the study closed.
func rateMove(ctx context.Context, study *dc.Study, before dc.State, m dc.Move, lim dc.Limits) (dc.Advice, time.Duration, error) {
	began := time.Now()
	if study == nil {
		a, err := dc.Coach(ctx, before, m, lim)
		return a, time.Since(began), err
	}
	defer study.Close()
	a, err := study.Coach(ctx, m)
	return a, time.Since(began), err
}

// startCoach asks the engine's coach about the move m a person played in
// before, quarter-move index of the record, in the background: from the
// study of before if it is ready.
func (g *Game) startCoach(before dc.State, m dc.Move, index int) tea.Cmd {
	lim := g.effort.coach
	var study *dc.Study
	if g.study != nil && g.studyPlayed == index {
		study, g.study = g.study, nil // the coach's now
	}
	return g.coach.Start(taskCoach, func(ctx context.Context, report kit.Report) any {
		a, took, err := rateMove(ctx, study, before, m, lim)
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
	for i := range g.restored {
		if i >= from {
			delete(g.restored, i)
		}
	}
}

// coachNote is what the coach said of one move, as the review, the record
// and the autosave keep it: its lines, and, when the move fell short of
// the best by more than the search's noise (a turning point), by how much
// in hundredths of a pawn.
type coachNote struct {
	Lines []string `json:"lines"`
	Cost  int      `json:"cost,omitempty"`
}

// noteOf is the note of the coach's advice on a move.
func noteOf(a dc.Advice) coachNote {
	n := coachNote{Lines: adviceLines(a)}
	if !a.Rating.AboutAsGood() {
		n.Cost = max(a.Rating.Cost(), 1)
	}
	return n
}

// coachNotes are the coach's notes on the game's moves by quarter-move
// index: those made since the game was continued and those it was
// continued with.
func (g *Game) coachNotes() map[int]coachNote {
	notes := make(map[int]coachNote, len(g.advice)+len(g.restored))
	for i, n := range g.restored {
		notes[i] = n
	}
	for i, a := range g.advice {
		notes[i] = noteOf(a)
	}
	return notes
}

// startStudy studies the position at a person's turn, when the coach
// speaks: the hint's search, made while he thinks, so that the rating of
// his move is ready soon after it, the hint at once, and his computer
// partner's intent can be shown.
func (g *Game) startStudy() tea.Cmd {
	g.dropStudy()
	if !g.coaching() {
		return nil
	}
	s, played, lim := g.rec.Now(), g.rec.Played, g.effort.coach
	return g.studyThink.Start(taskStudy, func(ctx context.Context, report kit.Report) any {
		st, err := dc.NewStudy(ctx, s, lim)
		return studyResult{played: played, study: st, err: err}
	})
}

// dropStudy stops the study in progress and closes the one made, which
// nothing will use.
func (g *Game) dropStudy() {
	g.studyThink.Cancel()
	if g.study != nil {
		g.study.Close()
		g.study = nil
	}
	g.intent = nil
}

// studied takes in the study, when it is of the position on the board,
// and shows the intent of a computer partner: marked on the board, and
// said in the panel. A person partner says his own intent; the coach does
// not guess it. While the person thinks, the study goes on to the longer
// search that a rating near the noise is looked at again with (Deepen);
// his move stops it.
func (g *Game) studied(r studyResult) tea.Cmd {
	if r.err != nil {
		return nil
	}
	if r.played != g.rec.Played || !g.CanMove() {
		r.study.Close()
		return nil
	}
	g.dropStudy()
	g.study, g.studyPlayed = r.study, r.played
	st := r.study
	deepen := g.studyThink.Start(taskDeepen, func(ctx context.Context, report kit.Report) any {
		return st.Deepen(ctx)
	})
	if g.seatOf(g.rec.Now().Turn().Partner()).IsHuman() {
		return deepen
	}
	in := r.study.Intent()
	g.intent = &in
	if text := intentText(in); text != "" {
		g.addNote(false, text)
	}
	return deepen
}

// intentText says the partner's intent: "Your partner Green seconds your
// attack on Black: likely Nk3-i4 (marked *); his knight on k3 attacks
// Black's queen on d5, undefended (marked !)." It is empty when there is
// nothing to say.
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
	who := fmt.Sprintf("Your partner %v", in.Partner)
	switch {
	case in.Aimed && in.Leader == in.Partner:
		who += fmt.Sprintf(" leads the attack on %v", in.Aim)
	case in.Aimed:
		who += fmt.Sprintf(" seconds your attack on %v", in.Aim)
	}
	return who + ": " + strings.Join(parts, "; ") + "."
}
