package kit

import "fmt"

// Record is a board game as played: the state it began from, every move
// (whatever the game records: a move, a huff, a pass), the state after
// each and each move's text as written in the state before it. Moves past
// Played were taken back and can be played again. S is the engine's state
// and M its move; the engine's own rules apply every move.
type Record[S, M any] struct {
	Moves  []M
	Played int // Moves[:Played] are on the board
	states []S // states[i] follows Moves[:i]
	texts  []string
	apply  func(S, M) (S, error)
	write  func(S, M) string
}

// NewRecord starts a record at start: apply plays a move by the rules,
// write gives its text in the state before it ("" for a move the move
// list does not show).
func NewRecord[S, M any](start S, apply func(S, M) (S, error), write func(S, M) string) Record[S, M] {
	return Record[S, M]{states: []S{start}, texts: []string{""}, apply: apply, write: write}
}

// Replay rebuilds r from moves, played of them in effect: a save or an
// opened record goes through the engine move by move. name names a move
// in the error ("move", "quarter-move").
func (r Record[S, M]) Replay(moves []M, played int, name string) (Record[S, M], error) {
	out := NewRecord(r.Start(), r.apply, r.write)
	for i, m := range moves {
		if err := out.Add(m); err != nil {
			return Record[S, M]{}, fmt.Errorf("%s %d: %w", name, i+1, err)
		}
	}
	if played < 0 || played > len(moves) {
		return Record[S, M]{}, fmt.Errorf("%d %ss played of %d", played, name, len(moves))
	}
	out.Played = played
	return out, nil
}

// Start is the state the game began from.
func (r *Record[S, M]) Start() S { return r.states[0] }

// Now is the state on the board.
func (r *Record[S, M]) Now() S { return r.states[r.Played] }

// Before is the state in which move i (0-based) was played.
func (r *Record[S, M]) Before(i int) S { return r.states[i] }

// After is the state move i left.
func (r *Record[S, M]) After(i int) S { return r.states[i+1] }

// Text is move i as written when it was played.
func (r *Record[S, M]) Text(i int) string { return r.texts[i+1] }

// Len is the number of moves recorded, those taken back included.
func (r *Record[S, M]) Len() int { return len(r.Moves) }

// Add plays m on the board, dropping the moves that were taken back.
func (r *Record[S, M]) Add(m M) error {
	s := r.Now()
	next, err := r.apply(s, m)
	if err != nil {
		return err
	}
	r.Moves = append(r.Moves[:r.Played], m)
	r.states = append(r.states[:r.Played+1], next)
	r.texts = append(r.texts[:r.Played+1], r.write(s, m))
	r.Played++
	return nil
}

// Finish ends the game in s, a state the rules reach from the one on the
// board without a move (a game given up, a draw declared): s takes its
// place, and the moves taken back are dropped.
func (r *Record[S, M]) Finish(s S) {
	r.Moves = r.Moves[:r.Played]
	r.states = append(r.states[:r.Played], s)
	r.texts = r.texts[:r.Played+1]
}

// CanUndo and CanRedo report whether there is a move to take back or to
// play again.
func (r *Record[S, M]) CanUndo() bool { return r.Played > 0 }
func (r *Record[S, M]) CanRedo() bool { return r.Played < len(r.Moves) }

// InEffect is the moves on the board.
func (r *Record[S, M]) InEffect() []M { return r.Moves[:r.Played] }
