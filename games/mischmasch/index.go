package mischmasch

import (
	"encoding/binary"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"weak"

	"parlour/dict"
)

// index finds the lawful words containing a nucleus. Word ids are positions
// in the alphabetical list of lawful words, so a sorted list of ids is an
// alphabetical list of words. For every pair and every triple of letters it
// keeps the ascending ids of the words that contain it: a nucleus of two or
// three letters is one list; a longer one intersects the two shortest lists
// of its triples and checks each word left. The lists are kept as the gaps
// between their ids, a byte or two each, a quarter of the room of the ids.
//
// dict.Containing answers the same question with a suffix array, but maps
// each occurrence back to its word with a binary search and then sorts, which
// takes milliseconds for a common pair such as "er"; Mischmasch asks the
// question for every candidate nucleus the computer weighs.
type index struct {
	// byLength are the lawful words of each length, where the words are
	// kept; at is, for each word id, the word's length and its place
	// among the words of that length (length<<24 | place).
	byLength []*dict.Graph
	at       []uint32
	common   []uint64 // bit set of the ids of common words
	pairs    postings // key: pairKey
	triple   postings // key: tripleKey
}

// placeBits is the width of a word's place among the words of its length.
const placeBits = 24

// word returns the word of id.
func (ix *index) word(id int32) string {
	a := ix.at[id]
	return ix.byLength[a>>placeBits].Word(int(a & (1<<placeBits - 1)))
}

// size is the number of words.
func (ix *index) size() int { return len(ix.at) }

// search returns the id of the first word not before w, and whether it is
// w itself.
func (ix *index) search(w string) (int32, bool) {
	i := sort.Search(ix.size(), func(i int) bool { return ix.word(int32(i)) >= w })
	return int32(i), i < ix.size() && ix.word(int32(i)) == w
}

// postings are ascending lists of word ids, one per key, stored end to
// end in data: the list of key k, of count[k] ids, is data[start[k]:
// start[k+1]], each id as its gap from the one before (the first from -1)
// in a varint.
type postings struct {
	start []int32
	count []int32
	data  []byte
}

// size is the number of ids in the list of key k.
func (p *postings) size(k int) int { return int(p.count[k]) }

// list returns the ids of key k, ascending, in a new slice.
func (p *postings) list(k int) []int32 {
	out := make([]int32, 0, p.count[k])
	b := p.data[p.start[k]:p.start[k+1]]
	id := int32(-1)
	for len(b) > 0 {
		gap, n := binary.Uvarint(b)
		b = b[n:]
		id += int32(gap)
		out = append(out, id)
	}
	return out
}

const (
	pairKeys   = 26 * 26
	tripleKeys = 26 * 26 * 26
)

func pairKey(s string) int   { return int(s[0]-'a')*26 + int(s[1]-'a') }
func tripleKey(s string) int { return pairKey(s)*26 + int(s[2]-'a') }

// buildIndex indexes the lawful words of d. Each length's words are in
// alphabetical order already: the ids come from merging them.
func buildIndex(d *dict.Dict) *index {
	ix := &index{byLength: make([]*dict.Graph, d.MaxLength()+1)}
	total := 0
	for l := range ix.byLength {
		ix.byLength[l] = d.Graph(l, dict.Lawful)
		total += ix.byLength[l].Len()
	}
	ix.at = make([]uint32, 0, total)
	next := make([]int, len(ix.byLength)) // the place of each length's next word
	for len(ix.at) < total {
		first := -1
		for l, g := range ix.byLength {
			if next[l] < g.Len() && (first < 0 || g.Word(next[l]) < ix.byLength[first].Word(next[first])) {
				first = l
			}
		}
		ix.at = append(ix.at, uint32(first)<<placeBits|uint32(next[first]))
		next[first]++
	}
	ix.common = make([]uint64, (total+63)/64)
	for i := range int32(total) {
		if d.IsCommon(ix.word(i)) {
			ix.common[i/64] |= 1 << (i % 64)
		}
	}
	ix.pairs = buildPostings(ix, 2, pairKeys, pairKey)
	ix.triple = buildPostings(ix, 3, tripleKeys, tripleKey)
	return ix
}

// buildPostings lists, for each key, the words holding a run of n letters
// with that key; a word appears once in a list however often it holds the
// run.
func buildPostings(ix *index, n, keys int, key func(string) int) postings {
	last := make([]int32, keys) // id+1 of the last word listed under a key
	forEach := func(add func(k int, gap uint64)) {
		clear(last)
		for id := range int32(ix.size()) {
			w := ix.word(id)
			for j := 0; j+n <= len(w); j++ {
				if k := key(w[j : j+n]); last[k] != id+1 {
					add(k, uint64(id+1-last[k]))
					last[k] = id + 1
				}
			}
		}
	}
	p := postings{start: make([]int32, keys+1), count: make([]int32, keys)}
	var buf [binary.MaxVarintLen64]byte
	forEach(func(k int, gap uint64) {
		p.start[k+1] += int32(binary.PutUvarint(buf[:], gap))
		p.count[k]++
	})
	for k := 1; k <= keys; k++ {
		p.start[k] += p.start[k-1]
	}
	p.data = make([]byte, p.start[keys])
	end := slices.Clone(p.start[:keys])
	forEach(func(k int, gap uint64) {
		end[k] += int32(binary.PutUvarint(p.data[end[k]:], gap))
	})
	return p
}

// ids returns the ascending ids of the words containing the nucleus n (two
// or more of the letters a-z; anything else finds nothing), in a new slice.
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
	ka, kb := tripleKey(n), tripleKey(n[1:])
	if ix.triple.size(kb) < ix.triple.size(ka) {
		ka, kb = kb, ka
	}
	for j := 2; j+3 <= len(n); j++ {
		switch k := tripleKey(n[j:]); {
		case ix.triple.size(k) < ix.triple.size(ka):
			ka, kb = k, ka
		case ix.triple.size(k) < ix.triple.size(kb):
			kb = k
		}
	}
	a, b := ix.triple.list(ka), ix.triple.list(kb)
	var out []int32
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			if strings.Contains(ix.word(a[i]), n) {
				out = append(out, a[i])
			}
			i, j = i+1, j+1
		}
	}
	return out
}

// count returns the number of lawful words containing n.
func (ix *index) count(n string) int {
	switch {
	case len(n) == 2 && isLetters(n):
		return ix.pairs.size(pairKey(n))
	case len(n) == 3 && isLetters(n):
		return ix.triple.size(tripleKey(n))
	}
	return len(ix.ids(n))
}

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
