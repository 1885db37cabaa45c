// Package outcome says whether a game goes on, and how it ended, in one
// set of words for every engine. Why a game ended stays each engine's own
// (a chess engine names its reasons, the others write them with the
// players' sides), as does who won: a colour, a side or a team. It is
// pure, like every package under games/.
package outcome

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Status says whether a game goes on, and how it ended.
type Status uint8

// The states of a game.
const (
	Ongoing Status = iota
	Win
	Draw
)

var names = [...]string{Ongoing: "ongoing", Win: "win", Draw: "draw"}

// String returns "ongoing", "win" or "draw".
func (s Status) String() string {
	if int(s) < len(names) {
		return names[s]
	}
	return "status(" + strconv.Itoa(int(s)) + ")"
}

// MarshalText writes the status's name.
func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(names) {
		return nil, fmt.Errorf("no game status %d", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalJSON reads a status by its name, or by the number older saves
// of some games wrote.
func (s *Status) UnmarshalJSON(data []byte) error {
	var name string
	if err := json.Unmarshal(data, &name); err == nil {
		for c := range names {
			if names[c] == name {
				*s = Status(c)
				return nil
			}
		}
		return fmt.Errorf("unknown game status %q", name)
	}
	var n int
	if err := json.Unmarshal(data, &n); err != nil || n < 0 || n >= len(names) {
		return fmt.Errorf("unknown game status %s", data)
	}
	*s = Status(n)
	return nil
}
