package doublechess

import (
	"fmt"
	"strings"

	dc "parlour/games/doublechess"
)

// record is a game as played: the start, every quarter-move (passes
// included), the state after each and each move's text as written in the
// state before it. Moves past played were taken back and can be played
// again.
type record struct {
	moves  []dc.Move
	states []dc.State // states[i] follows moves[:i]
	texts  []string   // texts[i] is moves[i-1] in PGN4; texts[0] is ""
	played int
}

func newRecord(s dc.State) record {
	return record{states: []dc.State{s}, texts: []string{""}}
}

// replay rebuilds a record from its moves, played of them in effect: a
// save or an opened record goes through the engine move by move.
func replay(start dc.State, moves []dc.Move, played int) (record, error) {
	r := newRecord(start)
	for i, m := range moves {
		if err := r.add(m); err != nil {
			return record{}, fmt.Errorf("quarter-move %d (%v): %w", i+1, m, err)
		}
	}
	if played < 0 || played > len(moves) {
		return record{}, fmt.Errorf("%d quarter-moves played of %d", played, len(moves))
	}
	r.played = played
	return r, nil
}

func (r *record) start() dc.State { return r.states[0] }
func (r *record) now() dc.State   { return r.states[r.played] }

// add plays m on the board, dropping the moves that were taken back.
func (r *record) add(m dc.Move) error {
	s := r.now()
	next, err := s.Apply(m)
	if err != nil {
		return err
	}
	text := s.MoveText(m)
	r.moves = append(r.moves[:r.played], m)
	r.states = append(r.states[:r.played+1], next)
	r.texts = append(r.texts[:r.played+1], text)
	r.played++
	return nil
}

// mover is the army that played quarter-move i.
func (r *record) mover(i int) dc.Color { return r.states[i].Turn() }

// describe is quarter-move i for a message: "Black's g2-g3".
func (r *record) describe(i int) string {
	return r.mover(i).String() + "'s " + r.texts[i+1]
}

// lastOf returns the last move army c made that is still in effect (not a
// pass), and whether there is one.
func (r *record) lastOf(c dc.Color) (dc.Move, bool) {
	for i := r.played - 1; i >= 0; i-- {
		if r.mover(i) == c && !r.moves[i].Pass {
			return r.moves[i], true
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
	for i := range r.played {
		s := r.states[i]
		if s.Round() != round {
			flush()
			round = s.Round()
			// A round joined in the middle (a set position) keeps its
			// places: the quarter-moves before it are written "..".
			for c := r.start().Rules().First; len(cur) == 0 && i == 0 && c != s.Turn(); c = c.Next() {
				cur = append(cur, "..")
			}
		}
		text := r.texts[i+1]
		if r.moves[i].Pass {
			text = "--"
		}
		cur = append(cur, text)
	}
	flush()
	return out
}

// game is the record as PGN4 holds it.
func (r *record) game(tags []dc.Tag) dc.Game {
	now := r.now()
	return dc.Game{Tags: tags, Start: r.start(), Moves: append([]dc.Move(nil), r.moves[:r.played]...),
		GivenUp: now.GivenUp(), Declared: now.Declared()}
}

// fromGame turns a game read from PGN4 into a record.
func fromGame(g dc.Game) (record, error) {
	r, err := replay(g.Start, g.Moves, len(g.Moves))
	if err != nil {
		return r, err
	}
	switch {
	case g.Declared:
		s, err := r.now().DeclareDrawn()
		if err != nil {
			return r, err
		}
		r.states[r.played] = s
	case g.GivenUp:
		r.states[r.played] = r.now().GiveUp()
	}
	return r, nil
}

// finish ends the game in s (given up or declared drawn, from the state on
// the board): the moves taken back are dropped.
func (r *record) finish(s dc.State) {
	r.moves = r.moves[:r.played]
	r.texts = r.texts[:r.played+1]
	r.states = r.states[:r.played+1]
	r.states[r.played] = s
}

// pass plays the pass of an army that cannot move: the pass recorded next,
// if the moves were taken back (so that what can be played again is
// kept), or a new one.
func (r *record) pass() error {
	if r.played < len(r.moves) && r.moves[r.played].Pass {
		r.played++
		return nil
	}
	return r.add(dc.PassMove)
}
