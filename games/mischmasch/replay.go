package mischmasch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
	"unicode"
)

// MaxUntimed bounds the time a saved answer took in a game without a time
// limit: far beyond any answer, short enough to draw.
const MaxUntimed = 1000 * time.Hour

// DecodeState reads a saved state as UnmarshalJSON does, and more
// strictly, for a save read from a file: a field the program does not
// write is refused at any depth, every word and reason must be printable
// text, and every answer's time must lie within the time limit (or
// MaxUntimed without one).
func DecodeState(data []byte) (State, error) {
	var in stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return State{}, fmt.Errorf("saved mischmasch game: %w", err)
	}
	var s State
	if err := s.UnmarshalJSON(data); err != nil {
		return State{}, err
	}
	for _, m := range append(s.History(), s.cur) {
		for _, g := range Sides {
			if err := s.checkSavedText(m.Attempts[g]); err != nil {
				return State{}, fmt.Errorf("saved mischmasch game: move %d, side %s: %w", m.Number, g, err)
			}
		}
	}
	return s, nil
}

// checkSavedText checks what an attempt holds beside its seats and
// verdicts: printable words and reason, a time within bounds.
func (s State) checkSavedText(a Attempt) error {
	most := MaxUntimed
	if s.rules.TimeLimit > 0 {
		most = s.rules.TimeLimit + time.Minute // an answer is saved a tick after the limit at most
	}
	switch {
	case a.Elapsed < 0 || a.Elapsed > most:
		return fmt.Errorf("an answer that took %v", a.Elapsed)
	case !printable(a.Word) || !printable(a.SetterWord):
		return fmt.Errorf("a word with control characters")
	case !printable(a.Reason):
		return fmt.Errorf("a verdict's reason with control characters")
	}
	return nil
}

// printable reports whether s is valid text without control or
// formatting characters.
func printable(s string) bool {
	for _, r := range s {
		if r == unicode.ReplacementChar || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return false
		}
	}
	return true
}
