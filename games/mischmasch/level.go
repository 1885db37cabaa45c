package mischmasch

import (
	"time"

	"parlour/games/level"
)

// Level is the strength of the computer player, games/level's. The
// levels differ in the words the computer knows, how quickly they come to
// mind, how often it errs, and how hard the nuclei it sets are (the table
// is in docs/rules/mischmasch.md).
type Level = level.Level

// The four levels, weakest first: games/level's.
const Easy, Medium, Hard, Expert = level.Easy, level.Medium, level.Hard, level.Expert

// plan is how a level plays.
type plan struct {
	// What it knows: common words only, and words of at most maxLen
	// letters (0: any length).
	commonOnly bool
	maxLen     int
	// recall is the mean time for one known word containing the nucleus
	// to come to mind; a common word comes commonBoost times sooner.
	recall time.Duration
	// slip is the chance that a word it names is misspelt (two letters
	// swapped), and so wrong.
	slip float64
	// misjudge is the chance, when it has found no word, that it is wrong
	// about whether a word exists.
	misjudge float64
	// patience is how long it thinks when the game has no time limit.
	patience time.Duration
	// giveUp: it resigns a nucleus it has failed on in this many moves.
	giveUp int
	// band is the number of lawful words it wants in the nuclei it sets,
	// lengths their number of letters.
	band, lengths [2]int
	// trap is the chance that it sets a nucleus no lawful word contains.
	trap float64
}

// commonBoost is how much sooner a common word comes to mind than another.
const commonBoost = 3

// planOf returns the plan of level l (Expert's for an unknown level).
func planOf(l Level) plan {
	switch l {
	case Easy:
		return plan{commonOnly: true, maxLen: 8, recall: 600 * time.Second, slip: 0.06, misjudge: 0.25,
			patience: 90 * time.Second, giveUp: 2, band: [2]int{20, 200}, lengths: [2]int{2, 3}}
	case Medium:
		return plan{commonOnly: true, recall: 360 * time.Second, slip: 0.04, misjudge: 0.15,
			patience: 105 * time.Second, giveUp: 2, band: [2]int{8, 60}, lengths: [2]int{2, 3}}
	case Hard:
		return plan{maxLen: 9, recall: 240 * time.Second, slip: 0.02, misjudge: 0.08,
			patience: 120 * time.Second, giveUp: 3, band: [2]int{3, 25}, lengths: [2]int{2, 4}}
	}
	return plan{recall: 150 * time.Second, patience: 120 * time.Second, giveUp: 3,
		band: [2]int{1, 10}, lengths: [2]int{3, 4}, trap: 0.15}
}

// knows reports whether a player of plan p knows word id of ix: Easy the
// common words of up to 8 letters, Medium every common word, Hard every
// common word and any lawful word of up to 9 letters, Expert every lawful
// word.
func (p plan) knows(ix *index, id int32) bool {
	common := ix.isCommon(id)
	short := p.maxLen == 0 || len(ix.word(id)) <= p.maxLen
	if p.commonOnly {
		return common && short
	}
	return common || short
}
