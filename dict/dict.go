package dict

import (
	"math/rand/v2"
	"slices"
	"sync"
)

// Dict is a dictionary: lawful words, the common ones among them, a
// blocklist, and indexes by length, by one-letter neighbours and by
// substring. It is immutable and safe for concurrent use.
//
// Words are plain lowercase a-z strings; methods given anything else simply
// find nothing.
type Dict struct {
	groups  []*group // by word length; nil where there are no words
	blocked map[string]struct{}
	nLawful int
	nCommon int
	skipped int

	// tiers tells whether the built-in everyday and familiar lists apply
	// (see tierOf); in a custom list every word is everyday.
	tiers    bool
	tierOnce sync.Once
	tierBy   []tierSet // by length, once marked

	subOnce sync.Once
	sub     *substringIndex
}

// group returns the group of words of length l, or nil.
func (d *Dict) group(l int) *group {
	if l <= 0 || l >= len(d.groups) {
		return nil
	}
	return d.groups[l]
}

// lookup returns the group of w and w's id in it.
func (d *Dict) lookup(w string) (*group, int32, bool) {
	g := d.group(len(w))
	if g == nil {
		return nil, 0, false
	}
	i, ok := g.id(w)
	return g, i, ok
}

// Has reports whether w is a lawful word.
func (d *Dict) Has(w string) bool {
	_, _, ok := d.lookup(w)
	return ok
}

// IsCommon reports whether w is a common word.
func (d *Dict) IsCommon(w string) bool {
	g, i, ok := d.lookup(w)
	return ok && g.isCommon(i)
}

// IsEveryday reports whether w is an everyday word: with the built-in
// lists, one of the most familiar common words (assets.EverydayWords) and
// not blocklisted, from which the program takes the given words of the
// doublets it sets; with a custom list (Load), any of its common words.
func (d *Dict) IsEveryday(w string) bool {
	if !d.tiers {
		return d.IsCommon(w)
	}
	_, i, ok := d.lookup(w)
	return ok && d.tierOf(len(w)).everyday.has(i)
}

// RandomEveryday returns an everyday word of the given length, chosen
// uniformly with rng among those not blocklisted, or "" if there is none.
func (d *Dict) RandomEveryday(rng *rand.Rand, length int) string {
	if !d.tiers {
		return d.Random(rng, length, Common)
	}
	t := d.tierOf(length)
	if t == nil || t.nEveryday == 0 {
		return ""
	}
	// The k-th everyday word in alphabetical order.
	return d.group(length).word(t.everyday.nth(rng.IntN(t.nEveryday)))
}

// Familiarity ranks how well known a word is, for listing words with the
// best known first: 3 for an everyday word, 2 for a familiar one (SCOWL size
// 35: "kindergarten"), 0 for a rarer lawful word ("merganser") or none. In
// a custom list every common word ranks 3, and 1 is never given.
// (The built-in common tier is the familiar list less the blocklist.)
func (d *Dict) Familiarity(w string) int {
	g, i, ok := d.lookup(w)
	switch {
	case !ok:
		return 0
	case !d.tiers && g.isCommon(i):
		return 3
	case d.tiers && d.tierOf(len(w)).everyday.has(i):
		return 3
	case d.tiers && d.tierOf(len(w)).familiar.has(i):
		return 2
	}
	return 0
}

// Blocked reports whether w is on the blocklist: the program never chooses
// it by itself, though a player may still use it.
func (d *Dict) Blocked(w string) bool {
	_, ok := d.blocked[w]
	return ok
}

// In reports whether w belongs to the given tier.
func (d *Dict) In(w string, tier Tier) bool {
	if tier == Common {
		return d.IsCommon(w)
	}
	return d.Has(w)
}

// Len returns the number of words in a tier.
func (d *Dict) Len(tier Tier) int {
	if tier == Common {
		return d.nCommon
	}
	return d.nLawful
}

// Skipped returns how many lines of a custom list (see Load) were skipped
// because they were not words of the letters a-z. It is 0 for the built-in
// dictionary.
func (d *Dict) Skipped() int {
	return d.skipped
}

// MaxLength returns the length of the longest word.
func (d *Dict) MaxLength() int {
	return len(d.groups) - 1
}

// Words returns the words of the given length in a tier, sorted. Blocklisted
// words are included. The slice is the caller's to keep.
func (d *Dict) Words(length int, tier Tier) []string {
	g := d.group(length)
	if g == nil {
		return nil
	}
	if tier != Common {
		return g.wordList()
	}
	out := make([]string, 0, g.nCommon)
	for i := range int32(g.n) {
		if g.isCommon(i) {
			out = append(out, g.word(i))
		}
	}
	return out
}

// Random returns a word of the given length from a tier, chosen uniformly
// with rng among the words that are not blocklisted, or "" if there is none.
func (d *Dict) Random(rng *rand.Rand, length int, tier Tier) string {
	g := d.group(length)
	if g == nil {
		return ""
	}
	eligible := func(i int32) bool {
		return (tier != Common || g.isCommon(i)) && !d.Blocked(g.word(i))
	}
	// Rejection sampling is uniform and fast when most words are eligible.
	for range 64 {
		if i := int32(rng.IntN(g.n)); eligible(i) {
			return g.word(i)
		}
	}
	var ids []int32
	for i := range int32(g.n) {
		if eligible(i) {
			ids = append(ids, i)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	return g.word(ids[rng.IntN(len(ids))])
}

// Neighbours returns the lawful words one letter away from w (same length,
// one position changed), sorted. w itself need not be lawful.
func (d *Dict) Neighbours(w string) []string {
	g := d.group(len(w))
	if g == nil || !IsLowerWord(w) {
		return nil
	}
	var out []string
	if u, ok := g.id(w); ok {
		for _, v := range g.neighbours(nil, u) {
			out = append(out, g.word(v))
		}
	} else {
		b := []byte(w)
		for p := range b {
			orig := b[p]
			for c := byte('a'); c <= 'z'; c++ {
				if c == orig {
					continue
				}
				b[p] = c
				if _, ok := g.id(string(b)); ok {
					out = append(out, string(b))
				}
			}
			b[p] = orig
		}
	}
	slices.Sort(out)
	return out
}
