package mischmasch

import (
	"cmp"
	"slices"

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
				out = append(out, ix.words[id])
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
// players what they might have found: common words before the others,
// shorter before longer, then alphabetically; never a blocklisted word. It
// returns nil for text that is not a nucleus.
func Examples(d *dict.Dict, nucleus string, n int) []string {
	nuc, err := ParseNucleus(nucleus)
	if err != nil || n <= 0 {
		return nil
	}
	ix := indexOf(d)
	return ix.best(d, ix.ids(nuc), n, func(int32) bool { return true })
}

// best returns up to n of the words ids (ascending) that pass keep and are
// not blocklisted, in the order of Examples. It keeps the best n in a small
// sorted buffer, so that a nucleus found in thousands of words costs no
// sort of thousands.
func (ix *index) best(d *dict.Dict, ids []int32, n int, keep func(int32) bool) []string {
	rank := func(a, b int32) int {
		ca, cb := ix.isCommon(a), ix.isCommon(b)
		if ca != cb {
			if ca {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(len(ix.words[a]), len(ix.words[b])); c != 0 {
			return c
		}
		return cmp.Compare(a, b) // ids are in alphabetical order
	}
	top := make([]int32, 0, min(n, len(ids))+1)
	for _, id := range ids {
		if len(top) == n && rank(id, top[n-1]) >= 0 {
			continue
		}
		if !keep(id) || d.Blocked(ix.words[id]) {
			continue
		}
		at, _ := slices.BinarySearchFunc(top, id, rank)
		top = slices.Insert(top, at, id)
		if len(top) > n {
			top = top[:n]
		}
	}
	out := make([]string, len(top))
	for i, id := range top {
		out[i] = ix.words[id]
	}
	return out
}
