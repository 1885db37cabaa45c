package engine

import (
	"fmt"
	"strings"
)

// The four levels of a computer player, weakest first, as the engines that
// number them from 1 do (0 is no level). An engine keeps its own Level
// type and converts.
const (
	Easy = iota + 1
	Medium
	Hard
	Expert
)

var levelNames = [...]string{Easy: "easy", Medium: "medium", Hard: "hard", Expert: "expert"}

// LevelName returns the name of level l in lower case; ok is false when l
// is not Easy to Expert.
func LevelName(l uint8) (name string, ok bool) {
	if l >= Easy && l <= Expert {
		return levelNames[l], true
	}
	return "", false
}

// LevelString returns the name of level l in lower case, or "level(n)"
// when l is not Easy to Expert.
func LevelString(l uint8) string {
	if name, ok := LevelName(l); ok {
		return name
	}
	return fmt.Sprintf("level(%d)", l)
}

// LevelByName returns the level named name exactly ("easy", "medium",
// "hard", "expert"); ok is false for any other name.
func LevelByName(name string) (l uint8, ok bool) {
	for l := uint8(Easy); l <= Expert; l++ {
		if levelNames[l] == name {
			return l, true
		}
	}
	return 0, false
}

// LevelByNameFold is LevelByName ignoring case ("Medium", "EXPERT").
func LevelByNameFold(name string) (l uint8, ok bool) {
	for l := uint8(Easy); l <= Expert; l++ {
		if strings.EqualFold(levelNames[l], name) {
			return l, true
		}
	}
	return 0, false
}
