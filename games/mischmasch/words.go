package mischmasch

import (
	"cmp"
	"slices"
	"strings"

	"parlour/dict"
)

// WordsContaining returns the lawful words of d that contain the nucleus
// (typed as a player would: it is parsed with ParseNucleus), common words
// first, then the others, each group in alphabetical order; at most limit
// words, or all of them if limit <= 0. Blocklisted words are included: they
// are lawful. The error is a *NucleusError when the text is not a nucleus;
// no word at all is not an error.
func WordsContaining(d *dict.Dict, nucleus string, limit int) ([]string, error) {
	n, err := ParseNucleus(nucleus)
	if err != nil {
		return nil, err
	}
	ix := indexOf(d)
	ids := ix.ids(n)
	if limit <= 0 || limit > len(ids) {
		limit = len(ids)
	}
	out := make([]string, 0, limit)
	for _, wantCommon := range []bool{true, false} {
		for _, id := range ids {
			if len(out) == limit {
				return out, nil
			}
			if ix.isCommon(id) == wantCommon {
				out = append(out, ix.word(id))
			}
		}
	}
	return out, nil
}

// Count returns the number of lawful words of d containing the nucleus, or
// 0 if the text is not a nucleus.
func Count(d *dict.Dict, nucleus string) int {
	n, err := ParseNucleus(nucleus)
	if err != nil {
		return 0
	}
	return indexOf(d).count(n)
}

// Examples returns up to n lawful words containing the nucleus, to show
// players what they might have found, everyday words first: by the
// dictionary's Familiarity (everyday, then familiar, then other common
// words, then the rest); within a rank, first the words with the larger family in
// the common list (the common words that begin with the word itself, such as
// kindergarten, kindergartens, kindergartener: a rough and ready measure of
// how familiar a word is, since the lists carry no frequencies), then
// shorter before longer, then alphabetically. A plural or other inflected
// form (-s, -es, -ed, -ing) is left out when its stem is listed too, and a
// blocklisted word never shows. It returns nil for text that is not a
// nucleus.
func Examples(d *dict.Dict, nucleus string, n int) []string {
	nuc, err := ParseNucleus(nucleus)
	if err != nil || n <= 0 {
		return nil
	}
	ix := indexOf(d)
	ids := ix.ids(nuc)
	return ix.best(d, ids, n, func(id int32) bool { return !ix.inflectionOf(id, ids) })
}

// candidate is a word being ranked, with what its rank depends on.
type candidate struct {
	id       int32
	familiar int // dict.Familiarity
	family   int
}

// rankCandidates orders two candidates as Examples does.
func rankCandidates(ix *index) func(a, b candidate) int {
	return func(a, b candidate) int {
		if c := cmp.Compare(b.familiar, a.familiar); c != 0 {
			return c
		}
		if c := cmp.Compare(b.family, a.family); c != 0 {
			return c
		}
		if c := cmp.Compare(len(ix.word(a.id)), len(ix.word(b.id))); c != 0 {
			return c
		}
		return cmp.Compare(a.id, b.id) // ids are in alphabetical order
	}
}

// best returns up to n of the words ids (ascending) that pass keep and are
// not blocklisted, in the order of Examples. It keeps the best n in a small
// sorted buffer, so that a nucleus found in thousands of words costs no
// sort of thousands.
func (ix *index) best(d *dict.Dict, ids []int32, n int, keep func(int32) bool) []string {
	rank := rankCandidates(ix)
	top := make([]candidate, 0, min(n, len(ids))+1)
	for _, id := range ids {
		c := candidate{id: id, familiar: d.Familiarity(ix.word(id)), family: ix.family(id)}
		if len(top) == n && rank(c, top[n-1]) >= 0 {
			continue
		}
		if !keep(id) || d.Blocked(ix.word(id)) {
			continue
		}
		at, _ := slices.BinarySearchFunc(top, c, rank)
		top = slices.Insert(top, at, c)
		if len(top) > n {
			top = top[:n]
		}
	}
	out := make([]string, len(top))
	for i, c := range top {
		out[i] = ix.word(c.id)
	}
	return out
}

// family counts the common words that begin with word id (itself included
// when it is common). Words with a prefix lie together in the sorted list,
// just after the prefix.
func (ix *index) family(id int32) int {
	w := ix.word(id)
	end, _ := ix.search(w + "{") // '{' follows 'z'
	n := 0
	for i := id; i < end; i++ {
		if ix.isCommon(int32(i)) {
			n++
		}
	}
	return n
}

// inflections are the endings whose words Examples leaves out when the stem
// is listed.
var inflections = []string{"s", "es", "ed", "d", "ing"}

// inflectionOf reports whether word id is an inflected form of another word
// among ids (ascending) that is at least as common.
func (ix *index) inflectionOf(id int32, ids []int32) bool {
	w := ix.word(id)
	for _, end := range inflections {
		stem, ok := strings.CutSuffix(w, end)
		if !ok || stem == "" {
			continue
		}
		at, found := ix.search(stem)
		if !found {
			continue
		}
		if _, listed := slices.BinarySearch(ids, int32(at)); listed && (ix.isCommon(int32(at)) || !ix.isCommon(id)) {
			return true
		}
	}
	return false
}
