package draughts

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// effort is how hard the computer works outside its levels' own limits.
type effort struct {
	expert time.Duration // an Expert seat's thinking time a move
	judge  int64         // positions searched for a hint or to weigh a draw offer
}

var defaultEffort = effort{expert: 3 * time.Second, judge: 400_000}

// defaultPace is the least time a move takes when computers play each
// other, at first (kit.Watching).
const defaultPace = time.Second

// computerMove is a computer seat's decision: to say "Take" (and no
// more), or a piece to huff first, if any, and its move.
type computerMove struct {
	take bool
	huff int
	move draughts.Move
}

// hintResult is the computer's suggestion for a person.
type hintResult struct{ move draughts.Move }

// drawAnswer is the computer's answer to a draw offer, with the score it
// gave its own position.
type drawAnswer struct {
	accept bool
	score  int
}

// startComputer starts the computer's move for the side to move. A computer that
// may give notice under rule 10 or 11 does so first: it can only gain by it.
func (g *Game) startComputer() tea.Cmd {
	s := g.rec.Now()
	side := s.Turn()
	if _, err := s.GiveNotice(side); err == nil && g.Link.InRoom() {
		// The notice goes to the room first; the search is on the board
		// after it.
		if t, err := s.GiveNotice(side); err == nil {
			g.send(event{Kind: noticeEvent, Side: side})
			s = t
		}
	} else if err == nil {
		if err := g.rec.Add(event{Kind: noticeEvent, Side: side}); err == nil {
			g.say(noteInfo, noticeNote(s, side, g.seatOf(side).Name))
			g.Save()
			s = g.rec.Now()
		}
	}
	level := kit.SeatLevel(g.seatOf(side).Level)
	rng := kit.MoveRand(g.seed, g.rec.Played)
	e := kit.Effort{Expert: g.effort.expert, Pace: g.Watch.Pace}
	var timing *draughts.Pace
	if level == seats.Expert && g.effort.expert > 0 {
		left := time.Duration(0)
		if g.opts.Clock {
			left = timeLimit(s) - g.elapsed()
		}
		timing = expertTiming(g.effort.expert, left)
		e.Expert = timing.Most
	}
	if level == seats.Expert {
		s = s.WithThreads(g.ExpertThreads())
	}
	return g.Think.StartMove(level, g.People(), e, func(ctx context.Context, report kit.Report) any {
		return decide(ctx, s, level, rng, report, timing)
	})
}

// expertMost is how many times its thinking time an Expert seat may take
// on an unsure move: its pace (draughts.Pace) spends more where the best
// move changes or the score falls, and less on a plain move.
const expertMost = 3

// clockMargin is the time an Expert seat leaves unused on the clock.
const clockMargin = 2 * time.Second

// expertTiming is an Expert seat's pace at a move: aiming at think, taking
// up to expertMost times it, and, when the clock of rule 7 runs (left > 0
// is the move's time left), never past the clock less clockMargin.
func expertTiming(think, left time.Duration) *draughts.Pace {
	most := expertMost * think
	if left > 0 {
		most = min(most, max(left-clockMargin, left/2))
	}
	return draughts.NewPace(min(think, most), most)
}

// decide chooses a computer seat's huff and move until ctx is done (or
// within the level's own limits, or where timing, if not nil, says),
// telling report (if not nil) how the move's search goes.
func decide(ctx context.Context, s draughts.State, level draughts.Level, rng *rand.Rand, report kit.Report, timing *draughts.Pace) computerMove {
	began := time.Now()
	var out computerMove
	if draughts.ChooseTake(ctx, s, level, rng) {
		out.take = true
		return out
	}
	sq, ok := draughts.ChooseHuff(ctx, s, level, rng)
	if !ok && len(draughts.Legal(s)) == 0 {
		// No move without a huff: take the first that gives one.
		for _, h := range s.HuffableSquares() {
			if t, err := s.Huff(h); err == nil && len(draughts.Legal(t)) > 0 {
				sq, ok = h, true
				break
			}
		}
	}
	if ok {
		if t, err := s.Huff(sq); err == nil {
			out.huff, s = sq, t
		}
	}
	var progress func(draughts.Result)
	if report != nil {
		progress = func(r draughts.Result) { report(progressOf(s, r)) }
	}
	if timing != nil {
		out.move = draughts.ChoosePaced(ctx, s, level, rng, timing, func() time.Duration { return time.Since(began) }, progress)
	} else {
		out.move = draughts.ChooseProgress(ctx, s, level, rng, progress)
	}
	return out
}

// scale writes the computer's scores for the thinking line.
var scale = kit.Scale{Unit: "men", Win: "win in", Loss: "loss in"}

// progressOf is a search's progress in s as the thinking line shows it.
func progressOf(s draughts.State, r draughts.Result) kit.Progress {
	plies, _ := r.WinIn()
	score := scale.Score(r.Score, plies)
	if res, ok := draughts.DatabaseScore(r.Score); ok {
		score = "database " + res.String()
	}
	line := kit.LineText(s, r.PV, draughts.State.MoveText, draughts.State.Apply)
	return kit.Progress{Depth: r.Depth, Score: score, Nodes: r.Nodes, Line: line}
}

// thought takes in a finished search: the computer's move, a hint, or
// the answer to a draw offer.
func (g *Game) Thought(msg screen.ThoughtMsg) tea.Cmd {
	if !g.Think.Accept(msg) {
		return nil
	}
	switch r := msg.Result.(type) {
	case computerMove:
		return g.computerMoved(r)
	case hintResult:
		if r.move.From == 0 {
			g.say(noteError, "No hint: there is no move to make.")
			return nil
		}
		g.hint = r.move.Path
		g.say(noteInfo, "Hint: "+g.rec.Now().MoveText(r.move)+" (marked + on the board).")
	case drawAnswer:
		if g.InRoom() {
			// The room's copy answers for the computer.
			if p := g.proposals.Open(); p != nil && p.What == kit.ProposeDraw && len(p.Waiting()) > 0 {
				seat := p.Waiting()[0]
				if _, err := g.send(event{Kind: answerEvent, Side: g.sideOf(seat), Yes: r.accept}); err != nil {
					g.say(noteError, kit.Sentence(err))
				}
			}
			return nil
		}
		name := g.seatOf(g.computerSide()).Name
		if r.accept {
			g.end = &draughts.Verdict{Status: draughts.Draw, Reason: "drawn by agreement: " + name + " accepted the offer"}
			return g.changed()
		}
		g.say(noteInfo, fmt.Sprintf("%s declines the draw (it judges its position worth %+.2f men).", name, float64(r.score)/100))
	}
	return nil
}

// computerMoved plays a computer seat's huff and move.
func (g *Game) computerMoved(r computerMove) tea.Cmd {
	if g.Link.InRoom() {
		return g.sendComputerMove(r)
	}
	side := g.rec.Now().Turn()
	if r.take {
		cmd, err := g.play(event{Kind: takeEvent})
		if err != nil {
			g.say(noteError, `The computer's "Take" failed: `+err.Error())
			return nil
		}
		g.say(noteInfo, takeNote(g.seatOf(side).Name, g.seatOf(side.Opponent()).Name, g.rec.Now()))
		return cmd
	}
	if r.huff != 0 {
		if err := g.rec.Add(event{Kind: huffEvent, Square: r.huff}); err != nil {
			g.say(noteError, "The computer's huff failed: "+err.Error())
			return nil
		}
		g.say(noteInfo, fmt.Sprintf("%s huffs the piece on %d, which left a capture untaken.", g.seatOf(side).Name, r.huff))
	}
	if r.move.From == 0 {
		if r.huff != 0 {
			return g.Turn() // it moves after the huff
		}
		g.say(noteError, g.seatOf(side).Name+" found no move to make.")
		return nil
	}
	m := r.move
	cmd, err := g.play(event{Kind: moveEvent, Move: &m})
	if err != nil {
		g.say(noteError, "The computer's move failed: "+err.Error())
	}
	return cmd
}

// computerSide is the side a computer plays against a person (the first
// computer seat's side when both are computers).
func (g *Game) computerSide() draughts.Color {
	if !g.Seats[0].IsHuman() {
		return g.first()
	}
	return g.first().Opponent()
}

// Hint asks the computer for the move it would make.
func (g *Game) Hint() tea.Cmd {
	if !g.CanMove() {
		return nil
	}
	s := g.rec.Now()
	nodes := g.effort.judge
	return g.Think.Start(kit.TaskHint, func(ctx context.Context, report kit.Report) any {
		return hintResult{draughts.Search(ctx, s, draughts.Limits{Nodes: nodes}).Move}
	})
}

// askComputerForDraw lets the computer weigh a draw offer. It accepts when
// its search finds its own position worse than level by a fifth of a man
// or more, or within a fifth of a man of level once twenty moves have been
// played; otherwise, and always when it sees a win, it declines.
func (g *Game) askComputerForDraw(computer draughts.Color) tea.Cmd {
	s := g.rec.Now()
	nodes := g.effort.judge
	return g.Think.Start(kit.TaskDraw, func(ctx context.Context, report kit.Report) any {
		score := draughts.Search(ctx, s, draughts.Limits{Nodes: nodes}).Score
		if s.Turn() != computer {
			score = -score
		}
		return drawAnswer{accept: acceptsDraw(score, s.MoveNumber()), score: score}
	})
}

// acceptsDraw is the computer's rule for a draw offer, given the score of
// its own position in hundredths of a man.
func acceptsDraw(score, moveNumber int) bool {
	const level = 20
	return score <= -level || score <= level && moveNumber > 20
}
