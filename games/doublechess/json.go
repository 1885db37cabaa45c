package doublechess

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// maxRound bounds the round number a saved state may hold: far beyond any
// game played, short of the numbers that would not draw.
const maxRound = 100_000

// stateJSON is the saved form of a State.
type stateJSON struct {
	Rules   Rules  `json:"rules"`
	FEN4    string `json:"fen4"`
	Round   int    `json:"round"`
	GivenUp bool   `json:"given_up,omitempty"`
	// Declared: declared drawn in the ending of two pieces.
	Declared bool `json:"declared_drawn,omitempty"`
}

// MarshalJSON writes the state as its rules, its position in FEN4 (with
// Parlour's option key), the round number and whether it was given up or
// declared drawn.
func (s State) MarshalJSON() ([]byte, error) {
	return json.Marshal(stateJSON{Rules: s.rules, FEN4: s.FEN4(), Round: s.round, GivenUp: s.givenUp, Declared: s.declared})
}

// UnmarshalJSON reads a state written by MarshalJSON, checking it as
// ParseFEN4 does: a field MarshalJSON does not write is refused, the
// position and the round are required.
func (s *State) UnmarshalJSON(data []byte) error {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("double chess state: %w", err)
	}
	if j.Round < 1 || j.Round > maxRound {
		return fmt.Errorf("double chess state: round %d (want 1 to %d)", j.Round, maxRound)
	}
	st, err := ParseFEN4(j.FEN4, j.Rules)
	if err != nil {
		return fmt.Errorf("double chess state: %w", err)
	}
	st.round, st.givenUp = j.Round, j.GivenUp
	if j.Declared {
		if st, err = st.DeclareDrawn(); err != nil {
			return fmt.Errorf("double chess state: declared drawn: %w", err)
		}
	}
	*s = st
	return nil
}
