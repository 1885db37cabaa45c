package mischmasch

import (
	"runtime"
	"slices"
	"strings"
	"sync"
	"weak"

	"parlour/dict"
)

// index finds the lawful words containing a nucleus. Word ids are positions
// in the alphabetical list of lawful words, so a sorted list of ids is an
// alphabetical list of words. For every pair and every triple of letters it
// keeps the ascending ids of the words that contain it: a nucleus of two or
// three letters is one lookup; a longer one intersects the two shortest lists
// of its triples and checks each word left.
//
// dict.Containing answers the same question with a suffix array, but maps
// each occurrence back to its word with a binary search and then sorts, which
// takes milliseconds for a common pair such as "er"; Mischmasch asks the
// question for every candidate nucleus the computer weighs.
type index struct {
	words  []string // every lawful word, sorted
	common []uint64 // bit set of the ids of common words
	pairs  postings // key: pairKey
	triple postings // key: tripleKey
}

// postings are lists of word ids, one per key, stored end to end: the list
// of key k is ids[start[k]:start[k+1]].
type postings struct {
	start []int32
	ids   []int32
}

func (p *postings) list(k int) []int32 { return p.ids[p.start[k]:p.start[k+1]] }

const (
	pairKeys   = 26 * 26
	tripleKeys = 26 * 26 * 26
)

func pairKey(s string) int   { return int(s[0]-'a')*26 + int(s[1]-'a') }
func tripleKey(s string) int { return pairKey(s)*26 + int(s[2]-'a') }

// buildIndex indexes the lawful words of d.
func buildIndex(d *dict.Dict) *index {
	var words []string
	for l := 1; l <= d.MaxLength(); l++ {
		words = append(words, d.Words(l, dict.Lawful)...)
	}
	slices.Sort(words)
	ix := &index{words: words, common: make([]uint64, (len(words)+63)/64)}
	for i, w := range words {
		if d.IsCommon(w) {
			ix.common[i/64] |= 1 << (i % 64)
		}
	}
	ix.pairs = buildPostings(words, 2, pairKeys, pairKey)
	ix.triple = buildPostings(words, 3, tripleKeys, tripleKey)
	return ix
}

// buildPostings lists, for each key, the words holding a run of n letters
// with that key; a word appears once in a list however often it holds the
// run.
func buildPostings(words []string, n, keys int, key func(string) int) postings {
	last := make([]int32, keys) // id+1 of the last word counted under a key
	count := make([]int32, keys+1)
	forEach := func(add func(k int, id int32)) {
		clear(last)
		for i, w := range words {
			id := int32(i)
			for j := 0; j+n <= len(w); j++ {
				if k := key(w[j : j+n]); last[k] != id+1 {
					last[k] = id + 1
					add(k, id)
				}
			}
		}
	}
	forEach(func(k int, _ int32) { count[k+1]++ })
	for k := 1; k <= keys; k++ {
		count[k] += count[k-1]
	}
	p := postings{start: count, ids: make([]int32, count[keys])}
	fill := slices.Clone(count[:keys])
	forEach(func(k int, id int32) {
		p.ids[fill[k]] = id
		fill[k]++
	})
	return p
}

// ids returns the ascending ids of the words containing the nucleus n (two
// or more of the letters a-z; anything else finds nothing). The slice may
// be the index's own: the caller must not change it.
func (ix *index) ids(n string) []int32 {
	if len(n) < 2 || !isLetters(n) {
		return nil
	}
	switch len(n) {
	case 2:
		return ix.pairs.list(pairKey(n))
	case 3:
		return ix.triple.list(tripleKey(n))
	}
	// The two shortest lists of the nucleus's triples.
	a, b := ix.triple.list(tripleKey(n)), ix.triple.list(tripleKey(n[1:]))
	if len(b) < len(a) {
		a, b = b, a
	}
	for j := 2; j+3 <= len(n); j++ {
		switch l := ix.triple.list(tripleKey(n[j:])); {
		case len(l) < len(a):
			a, b = l, a
		case len(l) < len(b):
			b = l
		}
	}
	var out []int32
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			if strings.Contains(ix.words[a[i]], n) {
				out = append(out, a[i])
			}
			i, j = i+1, j+1
		}
	}
	return out
}

// count returns the number of lawful words containing n.
func (ix *index) count(n string) int { return len(ix.ids(n)) }

// isCommon reports whether word id is common.
func (ix *index) isCommon(id int32) bool { return ix.common[id/64]&(1<<(id%64)) != 0 }

// isLetters reports whether s is made only of the letters a-z.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// The indexes built so far, one per dictionary. An entry goes when its
// dictionary is garbage collected (the index holds the words, not the
// dictionary).
var indexes struct {
	sync.Mutex
	m map[weak.Pointer[dict.Dict]]*indexEntry
}

type indexEntry struct {
	once sync.Once
	ix   *index
}

// indexOf returns the index of d, building it on first use (some tens of
// milliseconds for the built-in dictionary). It is safe for concurrent use.
func indexOf(d *dict.Dict) *index {
	key := weak.Make(d)
	indexes.Lock()
	e := indexes.m[key]
	if e == nil {
		if indexes.m == nil {
			indexes.m = map[weak.Pointer[dict.Dict]]*indexEntry{}
		}
		e = &indexEntry{}
		indexes.m[key] = e
		runtime.AddCleanup(d, func(k weak.Pointer[dict.Dict]) {
			indexes.Lock()
			delete(indexes.m, k)
			indexes.Unlock()
		}, key)
	}
	indexes.Unlock()
	e.once.Do(func() { e.ix = buildIndex(d) })
	return e.ix
}
