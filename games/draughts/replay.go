package draughts

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// DecodeState reads a saved state as UnmarshalJSON does, and more
// strictly, for a save read from a file: a field the program does not
// write is refused, in the state and in the position before a missed
// capture.
func DecodeState(data []byte) (State, error) {
	var in struct {
		stateJSON
		Missed json.RawMessage `json:"missed,omitempty"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return State{}, fmt.Errorf("saved draughts game: %w", err)
	}
	if len(in.Missed) > 0 && string(in.Missed) != "null" {
		if _, err := DecodeState(in.Missed); err != nil {
			return State{}, err
		}
	}
	var s State
	err := s.UnmarshalJSON(data)
	return s, err
}
