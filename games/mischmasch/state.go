package mischmasch

import (
	"slices"

	"parlour/dict"
)

// State is a game of Mischmasch: the rules, the scores, the move in progress
// and every move before it. It is a value: each step returns a new State and
// leaves the old one as it was, so a caller may keep old states for undo.
// It is saved with MarshalJSON and restored with UnmarshalJSON.
//
// Words are judged against the dictionary given to New or WithDict; a State
// restored from JSON judges against the built-in dictionary (dict.Default)
// until WithDict gives it another.
type State struct {
	d        *dict.Dict
	rules    Rules
	phase    Phase
	cur      Move   // the move in progress (the last one once the game is over)
	scores   [2]int // after every complete move
	guesser  [2]int // the seat answering for each side
	resigned []string
	history  []Move
}

// New starts a game with the given rules, judged against d (nil: the
// built-in dictionary). In the game for teams, seats 0 and 1 guess first and
// their partners, seats 2 and 3, set the first nuclei.
func New(d *dict.Dict, rules Rules) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, err
	}
	s := State{d: d, rules: rules, phase: Setting, guesser: [2]int{0, 1}}
	s.cur = Move{Number: 1}
	for _, side := range Sides {
		s.cur.Attempts[side] = Attempt{Guesser: s.guesser[side], Tries: 1}
	}
	return s, nil
}

// WithDict returns the state judging words against d (nil: the built-in
// dictionary).
func (s State) WithDict(d *dict.Dict) State {
	s.d = d
	return s
}

// Dict returns the dictionary that judges the game's words.
func (s State) Dict() *dict.Dict {
	if s.d == nil {
		return dict.Default()
	}
	return s.d
}

// Rules returns the rules of the game.
func (s State) Rules() Rules { return s.rules }

// Phase returns the phase of the move in progress, or Over.
func (s State) Phase() Phase { return s.phase }

// MoveNumber returns the number of the move in progress, from 1 (once the
// game is over, the number of the last move).
func (s State) MoveNumber() int { return s.cur.Number }

// Scores returns both sides' scores, indexed by Side.
func (s State) Scores() [2]int { return s.scores }

// Score returns one side's score.
func (s State) Score(side Side) int { return s.scores[side] }

// Current returns the move in progress so far. The nuclei of the Setting
// phase and the words named early are private: a screen shows each only to
// its owner until the move is complete.
func (s State) Current() Move { return s.cur }

// Attempt returns the part of the move in progress of the side that
// guesses: the nucleus set to it (once set) and what it has said.
func (s State) Attempt(side Side) Attempt { return s.cur.Attempts[side] }

// LastMove returns the last complete move, for the reveal: both nuclei,
// declarations and words, the verdicts with their reasons and the marks.
// It reports false before the first move is complete.
func (s State) LastMove() (Move, bool) {
	if len(s.history) == 0 {
		return Move{}, false
	}
	return s.history[len(s.history)-1], true
}

// History returns every complete move, first to last.
func (s State) History() []Move { return slices.Clone(s.history) }

// Resigned returns the nuclei resigned so far, which may not be set again.
func (s State) Resigned() []string { return slices.Clone(s.resigned) }

// IsResigned reports whether nucleus was resigned earlier in the game.
func (s State) IsResigned(nucleus string) bool { return slices.Contains(s.resigned, nucleus) }

// Seats returns the number of seats: 2, or 4 in the game for teams.
func (s State) Seats() int { return s.rules.Seats() }

// Guesser returns the seat answering for a side. In a game for two it is
// the side's own seat.
func (s State) Guesser(side Side) int { return s.guesser[side] }

// Setter returns the seat that sets nuclei for the other side: in the game
// for teams, the partner of the side's guesser.
func (s State) Setter(side Side) int {
	if s.rules.Teams {
		return partner(s.guesser[side])
	}
	return int(side)
}

// Waiting returns the inputs the game waits for, in order; none once it is
// over. In the Setting and Declaring phases the inputs are independent and
// may come in any order (each player acts on a private screen); in the
// Naming phase they are listed in the order the guessers spoke, the order in
// which the players name their words at the table, though any order is
// accepted.
func (s State) Waiting() []Turn {
	var out []Turn
	switch s.phase {
	case Setting:
		for _, g := range Sides {
			if s.cur.Attempts[g].Nucleus == "" {
				out = append(out, Turn{Task: TaskSet, Side: g.Other(), Seat: s.Setter(g.Other())})
			}
		}
	case Declaring:
		for _, g := range Sides {
			if a := s.cur.Attempts[g]; a.Declaration == Undeclared {
				out = append(out, Turn{Task: TaskDeclare, Side: g, Seat: a.Guesser})
			}
		}
	case Naming:
		for _, g := range s.speakingOrder() {
			a := s.cur.Attempts[g]
			switch {
			case a.Declaration == Ready && a.Word == "":
				out = append(out, Turn{Task: TaskName, Side: g, Seat: a.Guesser})
			case a.Declaration == NoWord && !a.SetterSpoke:
				out = append(out, Turn{Task: TaskSetterWord, Side: g.Other(), Seat: a.Setter})
			}
		}
	}
	return out
}

// speakingOrder returns the sides in the order their guessers declared.
func (s State) speakingOrder() [2]Side {
	if s.cur.Attempts[SideB].Place == 1 {
		return [2]Side{SideB, SideA}
	}
	return [2]Side{SideA, SideB}
}
