package alice

import (
	"fmt"
	"strings"

	"parlour/games/internal/engine"
)

// Level is the strength of a computer player.
type Level uint8

// The four levels, weakest first.
//
//   - Easy asks at random among the requests the rules allow.
//   - Medium remembers where it has seen cards go (requests granted,
//     forfeits it gave or drew) and asks there; otherwise it asks at random.
//   - Hard also remembers every refusal and every forfeit, so it knows who
//     cannot hold a card, and asks only where a card may be; it lays first
//     the leading card that needs the fewest cards.
//   - Expert reasons from card counts and the sets laid down before play,
//     weighs how likely each player is to hold each card, asks where a card
//     is certain or most likely, prefers leading cards it can complete, and
//     avoids requests for leading cards that would tell its rivals much.
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// Levels lists every level, weakest first.
var Levels = []Level{Easy, Medium, Hard, Expert}

// String returns the level's name in lower case.
func (l Level) String() string { return engine.LevelString(uint8(l)) }

// ParseLevel reads a level's name ("easy", "Medium", ...).
func ParseLevel(name string) (Level, error) {
	if l, ok := engine.LevelByNameFold(strings.TrimSpace(name)); ok {
		return Level(l), nil
	}
	return 0, fmt.Errorf("unknown level %q: want easy, medium, hard or expert", name)
}
