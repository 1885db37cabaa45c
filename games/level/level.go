// Package level names the strength of every computer player in Parlour:
// one numbering and one set of names for all the games. It is pure, like
// every package under games/.
package level

import (
	"fmt"
	"strings"
)

// Level is the strength of a computer player, weakest first. The zero
// Level is no level.
type Level uint8

// The four levels.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// All lists every level, weakest first.
func All() []Level { return []Level{Easy, Medium, Hard, Expert} }

var names = [...]string{Easy: "easy", Medium: "medium", Hard: "hard", Expert: "expert"}

var titles = [...]string{Easy: "Easy", Medium: "Medium", Hard: "Hard", Expert: "Expert"}

// Valid reports whether l is one of the four levels.
func (l Level) Valid() bool { return l >= Easy && l <= Expert }

// String returns the level's name in lower case ("easy"), or "level(n)"
// for a number that is no level.
func (l Level) String() string {
	if l.Valid() {
		return names[l]
	}
	return fmt.Sprintf("level(%d)", uint8(l))
}

// Title returns the level's name as a title ("Easy"), or "Level(n)" for a
// number that is no level.
func (l Level) Title() string {
	if l.Valid() {
		return titles[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// Parse reads a level's name, in any case and with spaces around it
// ("easy", "Medium", " EXPERT ").
func Parse(name string) (Level, error) {
	trimmed := strings.TrimSpace(name)
	for _, l := range All() {
		if strings.EqualFold(names[l], trimmed) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q: choose easy, medium, hard or expert", name)
}

// MarshalText writes the level's name in lower case, as saved games hold
// it.
func (l Level) MarshalText() ([]byte, error) {
	if !l.Valid() {
		return nil, fmt.Errorf("no level %d: the levels are easy, medium, hard and expert", uint8(l))
	}
	return []byte(names[l]), nil
}

// UnmarshalText reads a level's name as Parse does.
func (l *Level) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}
