package doublets

import (
	"fmt"
	"strings"
	"time"
)

// Level is the strength of a computer player, Easy to Expert. The levels
// differ in the chains they write, not only in speed; docs/rules/doublets.md
// describes each.
type Level int

// The four levels, weakest first.
const (
	Easy Level = iota
	Medium
	Hard
	Expert
)

var levelNames = [...]string{Easy: "easy", Medium: "medium", Hard: "hard", Expert: "expert"}

// Levels returns every level, weakest first.
func Levels() []Level { return []Level{Easy, Medium, Hard, Expert} }

// String returns the level's name in lower case, as ParseLevel reads it.
func (l Level) String() string {
	if l < Easy || l > Expert {
		return fmt.Sprintf("level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel returns the level named s: "easy", "medium", "hard" or
// "expert" (in any case).
func ParseLevel(s string) (Level, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for l, n := range levelNames {
		if n == name {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("doublets: no level %q (easy, medium, hard or expert)", s)
}

// MarshalText writes the level's name, so that it is saved as a word.
func (l Level) MarshalText() ([]byte, error) {
	if l < Easy || l > Expert {
		return nil, fmt.Errorf("doublets: no level %d", int(l))
	}
	return []byte(l.String()), nil
}

// UnmarshalText reads a level's name.
func (l *Level) UnmarshalText(b []byte) error {
	v, err := ParseLevel(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// clamp returns the level within Easy to Expert.
func (l Level) clamp() Level {
	return min(max(l, Easy), Expert)
}

// hardPar is the par from which a doublet counts as hard: the weaker
// levels sometimes abandon such doublets.
const hardPar = 6

// anyLength stands for "however many links longer" in style.commonSlack.
const anyLength = 1 << 30

// style is how a level writes chains. docs/rules/doublets.md describes the
// levels in these terms; keep the two in step.
type style struct {
	// commonSlack: the player keeps to common words when a chain of them
	// is at most this many links longer than the shortest lawful chain;
	// otherwise it uses rarer lawful words too. (Never blocklisted ones.)
	commonSlack int
	// slips is the most steps in a doublet that bring the chain no nearer
	// its end; slipRate is the chance of one at each step while any are
	// left; backRate is the share of slips that go one step back (two
	// links lost) rather than sideways (one link lost).
	slips    int
	slipRate float64
	backRate float64
	// byLetters: the player is guided by the letters already in place
	// rather than by the true distance, for the first wander steps beyond
	// the shortest of each stretch; with chance stray a step goes to any
	// word at all. After that it goes straight to the end.
	byLetters bool
	wander    int
	stray     float64
	// abandon is the chance of abandoning a doublet whose par is hardPar
	// or more.
	abandon float64
	// plain: the player takes the alphabetically first word, common or
	// not, as Solve does (for hints).
	plain bool
	// The simulated time: a start, a time per link written (for four-letter
	// words; in proportion to the length), half as much per link written
	// and then erased, and the time spent before abandoning. Each is
	// multiplied by a random factor from 0.8 to 1.25.
	base, perLink, giveUp time.Duration
}

// style returns how the level writes chains.
func (l Level) style() style {
	switch l.clamp() {
	case Easy:
		return style{commonSlack: anyLength, byLetters: true, wander: 3, stray: 0.3, abandon: 0.40,
			base: 20 * time.Second, perLink: 12 * time.Second, giveUp: 150 * time.Second}
	case Medium:
		return style{commonSlack: anyLength, slips: 3, slipRate: 0.4, backRate: 0.4, abandon: 0.20,
			base: 12 * time.Second, perLink: 8 * time.Second, giveUp: 120 * time.Second}
	case Hard:
		return style{slips: 1, slipRate: 0.15, abandon: 0.05,
			base: 8 * time.Second, perLink: 5 * time.Second, giveUp: 90 * time.Second}
	}
	return style{base: 5 * time.Second, perLink: 3 * time.Second, giveUp: 60 * time.Second}
}
