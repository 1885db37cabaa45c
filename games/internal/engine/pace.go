package engine

import "time"

// Pace is how a computer player on a clock spends its time on one move.
// It aims at Target, takes more (up to Most) when the search is unsure of
// its move, and less when the move is plain:
//   - the best move changed in the last iteration: up to twice Target;
//   - the score fell since the last iteration by a fifth of a unit or
//     more: twice Target, by half a unit or more: three times;
//   - the best move has held for StableIterations iterations and the
//     score has not fallen: half of Target.
//
// Each extension holds for the rest of the move. It decides only at the
// end of an iteration, from the time used so far, which the caller
// measures (an engine does not read the clock); the next iteration takes
// about as long as all before it together, so the search goes on only
// while the time used is under half of what it may spend. The caller
// bounds the whole search at Most itself (a context deadline): never past
// the clock.
type Pace[M any] struct {
	Target, Most time.Duration
	// Same reports whether two moves are the same move.
	Same func(a, b M) bool

	seen    bool
	last    Result[M]
	held    int     // iterations in a row with the same best move
	stretch float64 // the most Target has been stretched by on this move
}

// StableIterations is how many iterations in a row the best move must
// hold, the score not falling, for Pace to call the move plain.
const StableIterations = 4

// Score falls, in hundredths of a unit, that make Pace take more time.
const (
	paceFall      = 20
	paceSteepFall = 50
)

// GoOn takes in an iteration just completed, r, after used of the move's
// time, and reports whether the search should go on to the next.
func (p *Pace[M]) GoOn(r Result[M], used time.Duration) bool {
	if p.stretch == 0 {
		p.stretch = 1
	}
	plain := false
	if p.seen {
		fall := p.last.Score - r.Score
		switch {
		case fall >= paceSteepFall:
			p.stretch = max(p.stretch, 3)
		case fall >= paceFall:
			p.stretch = max(p.stretch, 2)
		}
		if p.Same(p.last.Move, r.Move) {
			p.held++
		} else {
			p.held = 1
			p.stretch = max(p.stretch, 2)
		}
		plain = p.held >= StableIterations && fall <= 0 && p.stretch == 1
	} else {
		p.held = 1
	}
	p.seen, p.last = true, r
	budget := time.Duration(float64(p.Target) * p.stretch)
	if plain {
		budget = p.Target / 2
	}
	budget = min(budget, p.Most)
	return used < budget/2
}
