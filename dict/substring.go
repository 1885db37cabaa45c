package dict

import (
	"index/suffixarray"
	"slices"
	"sort"
)

// substringIndex finds words by a run of letters: a suffix array over all
// lawful words in alphabetical order, each followed by a newline.
type substringIndex struct {
	words  []string // all lawful words, sorted
	starts []int32  // offset in the text of each word
	sa     *suffixarray.Index
}

// newSubstringIndex builds the index of the words of every group.
func newSubstringIndex(groups []*group) *substringIndex {
	var words []string
	size := 0
	for _, g := range groups {
		if g != nil {
			words = append(words, g.wordList()...)
			size += len(g.text) + g.n
		}
	}
	slices.Sort(words)
	text := make([]byte, 0, size)
	starts := make([]int32, len(words))
	for i, w := range words {
		starts[i] = int32(len(text))
		text = append(text, w...)
		text = append(text, '\n')
	}
	return &substringIndex{words: words, starts: starts, sa: suffixarray.New(text)}
}

// substrings returns the index, building it on first use (about 50 ms for
// the built-in dictionary).
func (d *Dict) substrings() *substringIndex {
	d.subOnce.Do(func() {
		d.sub = newSubstringIndex(d.groups)
	})
	return d.sub
}

// Containing returns every lawful word that contains sub as consecutive
// letters, sorted alphabetically; every word if sub is empty; nothing if sub
// is not made of the letters a-z. The first call builds a suffix array over
// the whole list; later calls take microseconds plus the size of the answer.
func (d *Dict) Containing(sub string) []string {
	if sub != "" && !IsLowerWord(sub) {
		return nil
	}
	ix := d.substrings()
	if sub == "" {
		return slices.Clone(ix.words)
	}
	offsets := ix.sa.Lookup([]byte(sub), -1)
	if len(offsets) == 0 {
		return nil
	}
	ids := make([]int, len(offsets))
	for k, off := range offsets {
		// The word holding offset off is the last one starting at or before it.
		ids[k] = sort.Search(len(ix.starts), func(i int) bool { return int(ix.starts[i]) > off }) - 1
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	out := make([]string, len(ids))
	for k, id := range ids {
		out[k] = ix.words[id]
	}
	return out
}

// AnyContaining reports whether some lawful word contains sub, as
// len(d.Containing(sub)) > 0 would, without building the list.
func (d *Dict) AnyContaining(sub string) bool {
	if sub == "" {
		return d.nLawful > 0
	}
	return IsLowerWord(sub) && len(d.substrings().sa.Lookup([]byte(sub), 1)) > 0
}
