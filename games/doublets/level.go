package doublets

import (
	"time"

	"parlour/games/level"
)

// Level is the strength of a computer player, games/level's, Easy to
// Expert. The levels differ in the chains they write, not only in speed;
// docs/rules/doublets.md describes each.
type Level = level.Level

// The four levels, weakest first: games/level's.
const Easy, Medium, Hard, Expert = level.Easy, level.Medium, level.Hard, level.Expert

// Levels returns every level, weakest first.
func Levels() []Level { return level.All() }

// clamp returns the level l within Easy to Expert.
func clamp(l Level) Level {
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
	// plain: the player takes the alphabetically first word, as Solve
	// does, of common words when they can join the stretch (for hints).
	plain bool
	// The simulated time: a start, a time per link written (for four-letter
	// words; in proportion to the length), half as much per link written
	// and then erased, and the time spent before abandoning. Each is
	// multiplied by a random factor from 0.8 to 1.25.
	base, perLink, giveUp time.Duration
}

// styleOf returns how level l writes chains.
func styleOf(l Level) style {
	switch clamp(l) {
	case Easy:
		return style{commonSlack: anyLength, byLetters: true, wander: 3, stray: 0.3, abandon: 0.40,
			base: 20 * time.Second, perLink: 12 * time.Second, giveUp: 150 * time.Second}
	case Medium:
		return style{commonSlack: anyLength, slips: 3, slipRate: 0.4, backRate: 0.4, abandon: 0.20,
			base: 12 * time.Second, perLink: 8 * time.Second, giveUp: 120 * time.Second}
	case Hard:
		return style{commonSlack: anyLength, slips: 1, slipRate: 0.15, abandon: 0.05,
			base: 8 * time.Second, perLink: 5 * time.Second, giveUp: 90 * time.Second}
	}
	return style{commonSlack: anyLength, base: 5 * time.Second, perLink: 3 * time.Second, giveUp: 60 * time.Second}
}
