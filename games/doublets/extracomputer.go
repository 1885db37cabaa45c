package doublets

import (
	"math/rand/v2"
	"slices"
	"time"

	"parlour/dict"
)

// extraPace is how long a computer player of each level takes to write one
// extra-chain, Easy to Expert.
var extraPace = [...]time.Duration{Easy: 90 * time.Second, Medium: 60 * time.Second, Hard: 40 * time.Second, Expert: 25 * time.Second}

// extraCandidate is a chain a computer player could add to its set, and the
// marks it would gain.
type extraCandidate struct {
	chain []string
	gain  int
}

// ExtraChains writes the extra-chains a computer player of the given level
// adds to its set in the time it has while the others finish: one chain per
// pace of its level (90 s at Easy down to 25 s at Expert), each joining two
// jewels of one length that its set has not used yet. Every chain it returns
// raises the set's marks when added in order. Expert adds the chain that
// gains most, Hard one of the best two, Medium one of the best four, Easy
// any that gains; the links are common words at every level, never
// blocklisted ones. It returns nil when the time is too short or no chain
// gains.
func ExtraChains(d *dict.Dict, jewels []string, set [][]string, level Level, budget time.Duration, rng *rand.Rand) [][]string {
	level = clamp(level)
	n := int(budget / extraPace[level])
	var added [][]string
	current := slices.Clone(set)
	for range n {
		cands := extraCandidates(d, jewels, current, dict.Common)
		if len(cands) == 0 {
			break
		}
		slices.SortStableFunc(cands, func(a, b extraCandidate) int { return b.gain - a.gain })
		choice := len(cands)
		switch level {
		case Expert:
			choice = 1
		case Hard:
			choice = 2
		case Medium:
			choice = 4
		}
		pick := cands[rng.IntN(min(choice, len(cands)))]
		added = append(added, pick.chain)
		current = append(current, pick.chain)
	}
	return added
}

// extraCandidates lists the chains between two unused jewels of one length
// that would raise the set's marks.
func extraCandidates(d *dict.Dict, jewels []string, set [][]string, tier dict.Tier) []extraCandidate {
	base := ScoreExtraChains(d, jewels, set)
	used := map[string]bool{}
	for _, p := range base.Pieces {
		for _, w := range p.Words {
			used[w] = true
		}
	}
	var free []string
	for _, j := range jewels {
		if j := Normalise(j); !used[j] {
			free = append(free, j)
		}
	}
	var cands []extraCandidate
	for i, a := range free {
		for _, b := range free[i+1:] {
			if len(a) != len(b) {
				continue
			}
			chain, ok := d.ShortestLadder(a, b, tier)
			if !ok || slices.ContainsFunc(chain[1:len(chain)-1], d.Blocked) {
				continue
			}
			gain := ScoreExtraChains(d, jewels, append(slices.Clone(set), chain)).Marks - base.Marks
			if gain > 0 {
				cands = append(cands, extraCandidate{chain: chain, gain: gain})
			}
		}
	}
	return cands
}
