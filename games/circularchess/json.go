package circularchess

import (
	"encoding/json"
	"fmt"
)

// stateJSON is the form of a State in the save file: the position as a FEN
// (rules included) and the earlier positions the repetition rule still
// counts, oldest first.
type stateJSON struct {
	FEN     string   `json:"fen"`
	History []string `json:"history,omitempty"`
}

// MarshalJSON writes the state as {"fen": ..., "history": [...]}.
func (s State) MarshalJSON() ([]byte, error) {
	j := stateJSON{FEN: s.FEN()}
	for _, h := range s.history {
		j.History = append(j.History, State{rules: s.rules, pos: h, moveNo: 1}.FEN())
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a state written by MarshalJSON.
func (s *State) UnmarshalJSON(data []byte) error {
	var j stateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	st, err := ParseFEN(j.FEN)
	if err != nil {
		return err
	}
	if len(j.History) > st.halfmove {
		return fmt.Errorf("%d earlier positions, more than the %d moves since the last capture or pawn move", len(j.History), st.halfmove)
	}
	for i, f := range j.History {
		h, err := ParseFEN(f)
		if err != nil {
			return fmt.Errorf("history %d: %w", i+1, err)
		}
		if h.rules != st.rules {
			return fmt.Errorf("history %d: rules %v, not the game's %v", i+1, h.rules, st.rules)
		}
		st.history = append(st.history, h.pos)
	}
	*s = st
	return nil
}
