// Package seats describes who sits at the table: a name, and whether a person
// or the computer (at some level) plays that seat.
package seats

import (
	"fmt"
	"slices"

	"parlour/games/level"
	"parlour/ui/sanitize"
)

// Kind says who plays a seat.
type Kind string

// The two kinds of seat.
const (
	Human    Kind = "human"
	Computer Kind = "computer"
)

// Level is a computer player's strength: games/level's, the one Level of
// every game. It saves as its lower-case name ("level":"easy").
type Level = level.Level

// The levels a game may offer, weakest first.
const (
	Easy   = level.Easy
	Medium = level.Medium
	Hard   = level.Hard
	Expert = level.Expert
)

// AllLevels lists every level, weakest first.
var AllLevels = level.All()

// Seat is one place at the table.
type Seat struct {
	Name  string `json:"name"`
	Kind  Kind   `json:"kind"`
	Level Level  `json:"level,omitempty"`
}

// IsHuman reports whether a person plays this seat.
func (s Seat) IsHuman() bool { return s.Kind != Computer }

// Describe is a short label such as "Ada (Human)" or "Computer (Hard)".
func (s Seat) Describe() string {
	if s.IsHuman() {
		return fmt.Sprintf("%s (Human)", s.Name)
	}
	return fmt.Sprintf("%s (Computer, %s)", s.Name, s.Level.Title())
}

// DefaultName is the name a seat gets before anyone edits it: "Player 1", ...
func DefaultName(index int) string { return fmt.Sprintf("Player %d", index+1) }

// Humans counts the seats played by people.
func Humans(all []Seat) int {
	n := 0
	for _, s := range all {
		if s.IsHuman() {
			n++
		}
	}
	return n
}

// Clean returns the seats with names fit to draw: control characters
// escaped, cut to sanitize.MaxName, a default for a name left empty. Names
// come from the set-up or from a save file, which anyone may have written.
func Clean(all []Seat) []Seat {
	out := slices.Clone(all)
	for i := range out {
		out[i].Name = sanitize.Name(out[i].Name)
		if out[i].Name == "" {
			out[i].Name = DefaultName(i)
		}
	}
	return out
}
