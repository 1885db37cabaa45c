package mischmasch

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"

	"parlour/dict"
)

// Counted is a nucleus and the number of lawful words containing it.
type Counted struct {
	Nucleus string `json:"nucleus"`
	Words   int    `json:"words"`
}

const (
	// setterTries is how many candidate nuclei the setter weighs.
	setterTries = 400
	// longestSource is the longest common word it takes a nucleus from.
	longestSource = 12
	// trapLetters are the letters a trap is never made of: a nucleus with
	// j, q, x or z is too plainly empty to tempt anybody.
	trapLetters = "jqxz"
	// trapPairWords is how many lawful words each pair of letters in a
	// three-letter trap must be found in, so that the trap looks likely.
	trapPairWords = 200
)

// chooseNucleus picks a nucleus as the computer setter of plan p does: a
// run of letters inside a common word it knows, not itself a word, that as
// near as possible
// the wanted number of lawful words contain (p.band), and now and then, if
// p says so, a trap that no lawful word contains. avoid tells nuclei it must
// not set. If ctx ends, it returns the best candidate so far.
func chooseNucleus(ctx context.Context, d *dict.Dict, ix *index, p plan, rng *rand.Rand, avoid func(string) bool) (Counted, error) {
	if p.trap > 0 && rng.Float64() < p.trap {
		if c, ok := chooseTrap(ix, rng, avoid); ok {
			return c, nil
		}
	}
	longest := longestSource
	if p.maxLen > 0 {
		longest = p.maxLen
	}
	best, bestGap := Counted{}, -1
	for try := 0; try < setterTries && bestGap != 0; try++ {
		if try%64 == 0 && ctx.Err() != nil {
			break
		}
		l := p.lengths[0] + rng.IntN(p.lengths[1]-p.lengths[0]+1)
		wl := l + 1 + rng.IntN(longest-l) // the nucleus is a proper part of the word
		w := d.Random(rng, wl, dict.Common)
		if w == "" {
			continue
		}
		at := rng.IntN(wl - l + 1)
		n := w[at : at+l]
		if avoid(n) || d.Blocked(n) || d.Has(n) {
			continue // a nucleus that is a word itself gives its answer away
		}
		c := ix.count(n)
		if gap := bandGap(c, p.band); bestGap < 0 || gap < bestGap {
			best, bestGap = Counted{Nucleus: n, Words: c}, gap
		}
	}
	if best.Nucleus != "" {
		return best, nil
	}
	if err := ctx.Err(); err != nil {
		return Counted{}, err
	}
	return fallbackNucleus(d, ix, rng, avoid)
}

// bandGap is how far c lies outside the band [lo, hi].
func bandGap(c int, band [2]int) int {
	switch {
	case c < band[0]:
		return band[0] - c
	case c > band[1]:
		return c - band[1]
	}
	return 0
}

// fallbackNucleus serves a dictionary too small for the search: the first
// pair of letters from a lawful word that may be set, or else a trap.
func fallbackNucleus(d *dict.Dict, ix *index, rng *rand.Rand, avoid func(string) bool) (Counted, error) {
	for id := range int32(ix.size()) {
		w := ix.word(id)
		for at := 0; at+2 < len(w); at++ {
			if n := w[at : at+2]; !avoid(n) && !d.Blocked(n) {
				return Counted{Nucleus: n, Words: ix.count(n)}, nil
			}
		}
	}
	if c, ok := chooseTrap(ix, rng, avoid); ok {
		return c, nil
	}
	return Counted{}, errors.New("mischmasch: no nucleus is left to set")
}

// chooseTrap picks a nucleus that no lawful word contains but that looks as
// if one might: a pair of ordinary letters, or three letters whose two pairs
// are each found in many words. It reports false if there is none to set.
func chooseTrap(ix *index, rng *rand.Rand, avoid func(string) bool) (Counted, bool) {
	kinds := []func() []string{func() []string { return emptyPairs(ix) }, func() []string { return emptyTriples(ix) }}
	if rng.IntN(2) == 1 {
		kinds[0], kinds[1] = kinds[1], kinds[0]
	}
	for _, kind := range kinds {
		traps := slices.DeleteFunc(kind(), avoid)
		if len(traps) > 0 {
			return Counted{Nucleus: traps[rng.IntN(len(traps))]}, true
		}
	}
	return Counted{}, false
}

// trapAlphabet is the letters traps are made of.
var trapAlphabet = func() []byte {
	var out []byte
	for c := byte('a'); c <= 'z'; c++ {
		if !strings.ContainsRune(trapLetters, rune(c)) {
			out = append(out, c)
		}
	}
	return out
}()

// emptyPairs returns the pairs of trap letters no lawful word contains.
func emptyPairs(ix *index) []string {
	var out []string
	for _, a := range trapAlphabet {
		for _, b := range trapAlphabet {
			if n := string([]byte{a, b}); ix.count(n) == 0 {
				out = append(out, n)
			}
		}
	}
	return out
}

// emptyTriples returns the triples of trap letters, not all one letter, that
// no lawful word contains, whose two pairs are each in at least
// trapPairWords lawful words.
func emptyTriples(ix *index) []string {
	var out []string
	for _, a := range trapAlphabet {
		for _, b := range trapAlphabet {
			if ix.count(string([]byte{a, b})) < trapPairWords {
				continue
			}
			for _, c := range trapAlphabet {
				if a == b && b == c {
					continue // three of a letter is plainly empty
				}
				n := string([]byte{a, b, c})
				if ix.count(n[1:]) >= trapPairWords && ix.count(n) == 0 {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// ExpertNuclei returns count different nuclei that the computer would set
// at Expert, each with the number of lawful words of d containing it: hard
// but fair ones, and now and then a trap that no word contains (Words 0).
// The same seed gives the same nuclei; a nil rng means a fixed seed. It
// returns fewer if the dictionary runs out.
func ExpertNuclei(d *dict.Dict, rng *rand.Rand, count int) []Counted {
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	ix := indexOf(d)
	seen := map[string]bool{}
	var out []Counted
	for len(out) < count {
		c, err := chooseNucleus(context.Background(), d, ix, planOf(Expert), rng, func(n string) bool { return seen[n] })
		if err != nil {
			break
		}
		seen[c.Nucleus] = true
		out = append(out, c)
	}
	return out
}
