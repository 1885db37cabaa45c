package doublechess

import (
	"fmt"
	"strings"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// record is a game as played, every quarter-move kept (passes included):
// the kit's Record, with what Double Chess reads in it.
type record struct {
	kit.Record[dc.State, dc.Move]
}

func newRecord(s dc.State) record {
	return record{kit.NewRecord(s, dc.State.Apply, dc.State.MoveText)}
}

// replay rebuilds a record from its moves, played of them in effect: a
// save or an opened record goes through the engine move by move.
func replay(start dc.State, moves []dc.Move, played int) (record, error) {
	r, err := newRecord(start).Replay(moves, played, "quarter-move")
	return record{r}, err
}

// mover is the army that played quarter-move i.
func (r *record) mover(i int) dc.Color { return r.Before(i).Turn() }

// describe is quarter-move i for a message: "Black's g2-g3".
func (r *record) describe(i int) string {
	return r.mover(i).String() + "'s " + r.Text(i)
}

// lastOf returns the last move army c made that is still in effect (not a
// pass), and whether there is one.
func (r *record) lastOf(c dc.Color) (dc.Move, bool) {
	for i := r.Played - 1; i >= 0; i-- {
		if r.mover(i) == c && !r.Moves[i].Pass {
			return r.Moves[i], true
		}
	}
	return dc.Move{}, false
}

// roundLines lists the moves in effect by rounds, as PGN4 numbers them,
// each round in two lines of two quarter-moves ("3. Bf1xn9 Qa8xh1" and
// "   Qg14xn7 Kn8xn7"), a pass written "--".
func (r *record) roundLines() []string {
	var out []string
	var cur []string
	round := 0
	flush := func() {
		if len(cur) == 0 {
			return
		}
		num := fmt.Sprintf("%d.", round)
		pad := strings.Repeat(" ", len(num))
		out = append(out, num+" "+strings.Join(cur[:min(2, len(cur))], " "))
		if len(cur) > 2 {
			out = append(out, pad+" "+strings.Join(cur[2:], " "))
		}
		cur = nil
	}
	for i := range r.Played {
		s := r.Before(i)
		if s.Round() != round {
			flush()
			round = s.Round()
			// A round joined in the middle (a set position) keeps its
			// places: the quarter-moves before it are written "..".
			for c := r.Start().Rules().First; len(cur) == 0 && i == 0 && c != s.Turn(); c = c.Next() {
				cur = append(cur, "..")
			}
		}
		text := r.Text(i)
		if r.Moves[i].Pass {
			text = "--"
		}
		cur = append(cur, text)
	}
	flush()
	return out
}

// game is the record as PGN4 holds it.
func (r *record) game(tags []dc.Tag) dc.Record {
	now := r.Now()
	return dc.Record{Tags: tags, Start: r.Start(), Moves: append([]dc.Move(nil), r.InEffect()...),
		GivenUp: now.GivenUp(), Declared: now.Declared()}
}

// fromGame turns a game read from PGN4 into a record.
func fromGame(g dc.Record) (record, error) {
	r, err := replay(g.Start, g.Moves, len(g.Moves))
	if err != nil {
		return r, err
	}
	switch {
	case g.Declared:
		s, err := r.Now().DeclareDrawn()
		if err != nil {
			return r, err
		}
		r.Finish(s)
	case g.GivenUp:
		r.Finish(r.Now().GiveUp())
	}
	return r, nil
}

// pass plays the pass of an army that cannot move: the pass recorded next,
// if the moves were taken back (so that what can be played again is
// kept), or a new one.
func (r *record) pass() error {
	if r.CanRedo() && r.Moves[r.Played].Pass {
		r.Played++
		return nil
	}
	return r.Add(dc.PassMove)
}
