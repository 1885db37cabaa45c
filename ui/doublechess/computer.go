package doublechess

import (
	"context"
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// effort is how hard the computer works outside its levels' own limits.
type effort struct {
	expert time.Duration // an Expert seat's thinking time a move
	judge  int64         // positions searched to weigh a draw offer
	// coach is the search of the coach, the hint and the partner's
	// intent: one search, so that they never contradict each other.
	coach dc.Limits
}

var defaultEffort = effort{expert: 3 * time.Second, judge: 300_000, coach: dc.CoachLimits}

// defaultPace is the least time a move takes when only computers play, at
// first (kit.Watching).
const defaultPace = 600 * time.Millisecond

// computerMove is a computer seat's move, for the state it was chosen in.
type computerMove struct {
	played int // the quarter-moves played when the search began
	move   dc.Move
}

// hintResult is the team's best move, for the person to move.
type hintResult struct {
	played int
	move   dc.Move
}

// drawAnswer is the computers' answer to a draw offer, with the score
// they gave their own side.
type drawAnswer struct {
	accept bool
	score  int
}

// startComputer starts the computer's move for the army to move.
func (g *Game) startComputer() tea.Cmd {
	s := g.rec.Now()
	level := kit.SeatLevel(g.seatOf(s.Turn()).Level)
	rng := kit.MoveRand(g.seed, g.rec.Played)
	played := g.rec.Played
	if level == seats.Expert {
		s = s.WithThreads(g.ExpertThreads())
	}
	return g.Think.StartMove(level, g.People(), kit.Effort{Expert: g.effort.expert, Pace: g.Watch.Pace}, func(ctx context.Context, report kit.Report) any {
		return computerMove{played: played, move: dc.ChooseProgress(ctx, s, level, rng, searchReport(report))}
	})
}

// scoreText writes a search score for the thinking line: "+0.35", or a
// forced double mate.
func scoreText(score int) string {
	if score > dc.WinScore-1000 {
		return "double mate"
	}
	if score < -(dc.WinScore - 1000) {
		return "mated"
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

// searchReport turns a search's iterations into the thinking line.
func searchReport(report kit.Report) func(dc.Result) {
	return func(r dc.Result) {
		report(kit.Progress{Depth: r.Depth, Score: scoreText(r.Score), Nodes: r.Nodes})
	}
}

// Thought takes in a finished search: a computer's move, a hint, the
// answer to a draw offer, or the coach's advice.
func (g *Game) Thought(msg screen.ThoughtMsg) tea.Cmd {
	if g.coach.Accept(msg) {
		if a, ok := msg.Result.(coachResult); ok {
			g.coachSays(a)
		}
		return nil
	}
	if g.studyThink.Accept(msg) {
		if r, ok := msg.Result.(studyResult); ok {
			return g.studied(r)
		}
		return nil // the study deepened (Deepen): it keeps what it found
	}
	if !g.Think.Accept(msg) {
		return nil
	}
	switch r := msg.Result.(type) {
	case computerMove:
		if r.played != g.rec.Played || g.Over() {
			return nil
		}
		if r.move.IsZero() {
			g.Footer.Fail(g.rec.Now().Turn().String() + " found no move to make.")
			return nil
		}
		cmd, err := g.play(r.move)
		if err != nil {
			g.Footer.Fail("The computer's move failed: " + sentence(err))
		}
		return cmd
	case hintResult:
		if r.played != g.rec.Played || r.move.IsZero() || r.move.Pass {
			g.Footer.Fail("No hint: there is no move to make.")
			return nil
		}
		g.showHint(r.move)
	case drawAnswer:
		if g.InRoom() {
			// The room's copy answers for the computer adversaries.
			if p := g.proposals.Open(); p != nil && p.What == proposeDraw && len(p.Waiting()) > 0 {
				if _, err := g.send(roomAction{Kind: answerAction, Army: dc.Color(p.Waiting()[0]), Yes: r.accept}); err != nil {
					g.Footer.Fail(sentence(err))
				}
			}
			return nil
		}
		if r.accept {
			g.rec.Finish(g.rec.Now().GiveUp())
			g.Footer.Note("The adversaries accept the draw.")
			return g.changed()
		}
		g.Footer.Note(fmt.Sprintf("The adversaries decline the draw: they judge their side worth %s.", scoreText(r.score)))
	}
	return nil
}

// showHint marks the hint's move m on the board and says it.
func (g *Game) showHint(m dc.Move) {
	g.hint = []dc.Square{m.From, m.To}
	if _, drill := g.drill(); drill {
		g.Footer.Note("Hint: the coach would play " + g.rec.Now().MoveText(m) + " for the drill (marked + on the board).")
		return
	}
	g.Footer.Note("Hint: the team's best move is " + g.rec.Now().MoveText(m) + " (marked + on the board).")
}

// Hint asks the team engine for the best move of the person to move, by
// the coach's own search.
func (g *Game) Hint() tea.Cmd {
	if !g.CanMove() {
		return nil
	}
	if d, ok := g.drill(); ok {
		return g.drillHint(d)
	}
	return g.plainHint()
}

// plainHint is the team's best move by the coach's search: the study's,
// at once, when it is made.
func (g *Game) plainHint() tea.Cmd {
	if g.study != nil && g.studyPlayed == g.rec.Played {
		g.showHint(g.study.Hint())
		return nil
	}
	s := g.rec.Now()
	lim, played := g.effort.coach, g.rec.Played
	return g.Think.Start(kit.TaskHint, func(ctx context.Context, report kit.Report) any {
		r := dc.SearchProgress(ctx, s, lim, searchReport(report))
		return hintResult{played: played, move: r.Move}
	})
}

// askComputersForDraw lets the computer adversaries weigh a draw offer:
// they accept unless they judge their side better by half a pawn or more.
func (g *Game) askComputersForDraw() tea.Cmd {
	s := g.rec.Now()
	nodes := g.effort.judge
	return g.Think.Start(kit.TaskDraw, func(ctx context.Context, report kit.Report) any {
		score := -dc.SearchProgress(ctx, s, dc.Limits{Nodes: nodes}, searchReport(report)).Score
		return drawAnswer{accept: score < 50, score: score}
	})
}
