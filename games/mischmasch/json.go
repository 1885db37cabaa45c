package mischmasch

import (
	"encoding/json"
	"errors"
	"fmt"
)

// saveVersion is the version of the saved form written by MarshalJSON.
const saveVersion = 1

// stateJSON is the saved form of a State.
type stateJSON struct {
	Version  int      `json:"version"`
	Rules    Rules    `json:"rules"`
	Phase    Phase    `json:"phase"`
	Move     Move     `json:"move"`
	Scores   [2]int   `json:"scores"`
	Guessers [2]int   `json:"guessers"`
	Resigned []string `json:"resigned,omitempty"`
	History  []Move   `json:"history,omitempty"`
}

// MarshalJSON writes the state for a save file. The dictionary is not
// saved.
func (s State) MarshalJSON() ([]byte, error) {
	return json.Marshal(stateJSON{
		Version:  saveVersion,
		Rules:    s.rules,
		Phase:    s.phase,
		Move:     s.cur,
		Scores:   s.scores,
		Guessers: s.guesser,
		Resigned: s.resigned,
		History:  s.history,
	})
}

// UnmarshalJSON reads a state written by MarshalJSON and checks that it is
// a game that could have been played. The state judges words against the
// built-in dictionary until WithDict gives it another.
func (s *State) UnmarshalJSON(data []byte) error {
	var in stateJSON
	if err := json.Unmarshal(data, &in); err != nil {
		return fmt.Errorf("saved mischmasch game: %w", err)
	}
	if in.Version != saveVersion {
		return fmt.Errorf("saved mischmasch game: version %d, this program reads version %d", in.Version, saveVersion)
	}
	t := State{
		rules:    in.Rules,
		phase:    in.Phase,
		cur:      in.Move,
		scores:   in.Scores,
		guesser:  in.Guessers,
		resigned: in.Resigned,
		history:  in.History,
	}
	if err := t.check(); err != nil {
		return fmt.Errorf("saved mischmasch game: %w", err)
	}
	*s = t
	return nil
}

// check reports the first inconsistency in a state, or nil.
func (s State) check() error {
	if err := s.rules.Validate(); err != nil {
		return err
	}
	if s.phase > Over {
		return fmt.Errorf("unknown phase %d", s.phase)
	}
	for _, g := range Sides {
		if seat := s.guesser[g]; seat < 0 || seat >= s.Seats() || SeatSide(seat) != g {
			return fmt.Errorf("seat %d cannot answer for side %s", seat, g)
		}
	}
	for _, n := range s.resigned {
		if _, err := ParseNucleus(n); err != nil || n != normaliseWord(n) {
			return fmt.Errorf("resigned nucleus %q (%d bytes)", cut(n), len(n))
		}
	}
	var total [2]int
	for i, m := range s.history {
		if m.Number != i+1 {
			return fmt.Errorf("move %d is numbered %d", i+1, m.Number)
		}
		for _, g := range Sides {
			a := m.Attempts[g]
			if err := s.checkAttempt(a, g); err != nil {
				return fmt.Errorf("move %d: %w", m.Number, err)
			}
			if a.Ruling == Pending || a.Declaration == Undeclared || a.Marks < 0 || !a.Scorer.valid() {
				return fmt.Errorf("move %d: side %s was not judged", m.Number, g)
			}
			total[a.Scorer] += a.Marks
		}
		if m.Scores != total {
			return fmt.Errorf("move %d: the scores %v do not add up (%v)", m.Number, m.Scores, total)
		}
		if last := i == len(s.history)-1; m.Last != (last && s.phase == Over) {
			return fmt.Errorf("move %d is wrongly marked as the last", m.Number)
		}
	}
	if s.scores != total {
		return fmt.Errorf("the scores %v do not add up (%v)", s.scores, total)
	}
	reached := max(total[SideA], total[SideB]) >= s.rules.Target
	if s.phase == Over {
		if len(s.history) == 0 || !reached || s.cur != s.history[len(s.history)-1] {
			return errors.New("the game is marked over before its last move")
		}
		return nil
	}
	if reached {
		return errors.New("a side has reached the target but the game goes on")
	}
	return s.checkCurrent()
}

// checkCurrent checks the move in progress against the phase.
func (s State) checkCurrent() error {
	m := s.cur
	if m.Number != len(s.history)+1 {
		return fmt.Errorf("the move in progress is numbered %d after %d moves", m.Number, len(s.history))
	}
	declared := 0
	for _, g := range Sides {
		a := m.Attempts[g]
		if err := s.checkAttempt(a, g); err != nil {
			return fmt.Errorf("move %d: %w", m.Number, err)
		}
		if a.Guesser != s.guesser[g] || a.Ruling != Pending || a.Keeps {
			return fmt.Errorf("move %d: side %s is in an impossible state", m.Number, g)
		}
		if a.Nucleus == "" && (s.phase != Setting || a.Tries != 1) {
			return fmt.Errorf("move %d: side %s has no nucleus", m.Number, g)
		}
		if a.Declaration != Undeclared {
			declared++
		}
	}
	switch {
	case s.phase == Setting && declared > 0,
		s.phase == Declaring && declared == 2,
		s.phase == Naming && declared < 2:
		return fmt.Errorf("move %d: the declarations do not fit the phase %s", m.Number, s.phase)
	}
	return nil
}

// cut shortens text from a save to quote in a message.
func cut(s string) string {
	const most = 20
	if len(s) <= most {
		return s
	}
	return s[:most] + "..."
}

// errReason is the reason of a nucleus error, without the text it quotes.
func errReason(err error) string {
	var ne *NucleusError
	if errors.As(err, &ne) {
		return ne.Reason
	}
	if err != nil {
		return err.Error()
	}
	return "not as the game writes it"
}

// maxReason bounds the reason of a verdict in a save: the engine writes a
// sentence.
const maxReason = 400

// checkAttempt checks the fields of an attempt that hold in every phase.
func (s State) checkAttempt(a Attempt, g Side) error {
	if a.Nucleus != "" {
		if n, err := ParseNucleus(a.Nucleus); err != nil || n != a.Nucleus {
			return fmt.Errorf("side %s has the nucleus %q (%d bytes): %v", g, cut(a.Nucleus), len(a.Nucleus), errReason(err))
		}
	}
	switch {
	case a.Tries < 1:
		return fmt.Errorf("side %s has tried its nucleus %d times", g, a.Tries)
	case a.Guesser < 0 || a.Guesser >= s.Seats() || SeatSide(a.Guesser) != g,
		a.Nucleus != "" && (a.Setter < 0 || a.Setter >= s.Seats() || SeatSide(a.Setter) != g.Other()):
		return fmt.Errorf("side %s has impossible seats", g)
	case a.Declaration > NotReady, a.Ruling > Resigned:
		return fmt.Errorf("side %s has an unknown declaration or verdict", g)
	case a.Declaration != Undeclared && a.Place != 1 && a.Place != 2:
		return fmt.Errorf("side %s spoke in place %d", g, a.Place)
	case a.Word != "" && a.Declaration != Ready,
		(a.SetterWord != "" || a.SetterSpoke) && a.Declaration != NoWord,
		len(a.Word) > MaxWordLength, len(a.SetterWord) > MaxWordLength:
		return fmt.Errorf("side %s has words that do not fit its declaration", g)
	case len(a.Reason) > maxReason:
		return fmt.Errorf("side %s has a verdict's reason of %d bytes", g, len(a.Reason))
	}
	return nil
}
