package dict

import (
	"slices"
	"sync"
)

// A group holds the words of one length and their one-letter-neighbour
// index. Word ids are positions in the sorted words, so id order is
// alphabetical order. A group never changes once built.
type group struct {
	length  int
	n       int      // the number of words
	text    string   // the words, sorted and unique, side by side: word i is text[i*length:][:length]
	common  []uint64 // bit set of common ids
	nCommon int

	indexOnce sync.Once
	idx       *bucketIndex // built on the first use: see index

	groupSearch // pooled search state and components, for shortest
}

// bucketIndex is the one-letter-neighbour index of a group. Its buckets
// are of two or more words sharing a wildcard key; each is a clique of
// mutual neighbours, and two neighbours share exactly one bucket (the one
// for the position where they differ). Word i belongs to buckets
// wordBuckets[wordStart[i]:wordStart[i+1]]; bucket b holds the word ids
// members[bucketStart[b]:bucketStart[b+1]], ascending.
type bucketIndex struct {
	wordStart   []int32
	wordBuckets []int32
	bucketStart []int32
	members     []int32
}

// newGroup builds the group of words (a run of words of the given length,
// sorted, unique); isCommon[i] tells whether word i is common.
func newGroup(length int, words string, isCommon []bool) *group {
	n := len(words) / length
	g := &group{
		length: length,
		n:      n,
		text:   words,
		common: make([]uint64, (n+63)/64),
	}
	for i := range n {
		if isCommon[i] {
			g.common[i/64] |= 1 << (i % 64)
			g.nCommon++
		}
	}
	return g
}

// index returns the group's neighbour index, built on the first call: a
// game that only looks words up (Mischmasch) never pays for it.
func (g *group) index() *bucketIndex {
	g.indexOnce.Do(func() {
		for seed := uint64(0); g.idx == nil; seed++ {
			g.idx = g.buildBuckets(seed)
		}
	})
	return g.idx
}

// markTier returns the set of the ids of words (a sorted run) in the group,
// leaving out those for which skip (if not nil) returns true, and its size.
// Words not in the group are ignored: the built-in tiers are made subsets
// of the common list (assets/gen).
func (g *group) markTier(words string, skip func(string) bool) (bitset, int) {
	set := newBitset(g.n)
	n, i := 0, int32(0)
	for k := 0; k < len(words); k += g.length {
		w := words[k : k+g.length]
		for int(i) < g.n && g.word(i) < w {
			i++
		}
		if int(i) < g.n && g.word(i) == w && (skip == nil || !skip(w)) {
			set.add(i)
			n++
		}
	}
	return set, n
}

// buildBuckets fills the bucket index, one position at a time: every word
// gets the id of its wildcard key at that position, and the keys shared by
// two or more words become that position's buckets. It returns nil if a
// hashed key collided (the caller retries with another seed); packed keys
// never collide. Besides the index it allocates only a few arrays of one
// entry a word.
func (g *group) buildBuckets(seed uint64) *bucketIndex {
	n, l := g.n, g.length
	exact := l <= maxPacked
	full := make([]uint64, n) // packed words, or their hashes
	for i := range int32(n) {
		if exact {
			full[i] = pack(g.word(i))
		} else {
			full[i] = hashWord(seed, g.word(i))
		}
	}
	// One position at a time, so that the table stays small enough to sit
	// in the cache; keys of different positions never meet.
	table := newKeyTable(n)
	// A packed word's key is its packed form with a position masked out;
	// a hashed one's is worked out into keys at each position.
	keys := full
	if !exact {
		keys = make([]uint64, n)
	}
	x := &bucketIndex{bucketStart: []int32{0}}
	keyOf := make([]int32, n)     // per word: its key's id at this position
	sizes := make([]int32, 0, n)  // per key id: its words, then its bucket
	perWord := make([]int32, n+1) // per word: its buckets, counted at i+1
	for p := 0; p < l; p++ {
		mask := uint64(0)
		if exact {
			mask = packedMask(p)
		} else {
			for i := range int32(n) {
				keys[i] = hashedWildcard(seed, full[i], g.word(i), p)
			}
		}
		table.reset()
		sizes = sizes[:0]
		for i := range int32(n) {
			id := int32(len(sizes))
			if j, isNew := table.first(keys, mask, i); isNew {
				sizes = append(sizes, 0)
			} else {
				id = keyOf[j]
			}
			sizes[id]++
			keyOf[i] = id
		}
		// Number the keys shared by at least two words, in order of
		// first appearance; sizes[id] becomes the bucket's first free
		// member slot, or -1.
		for id, size := range sizes {
			if size < 2 {
				sizes[id] = -1
				continue
			}
			start := x.bucketStart[len(x.bucketStart)-1]
			x.bucketStart = append(x.bucketStart, start+size)
			sizes[id] = start
		}
		x.members = slices.Grow(x.members, int(x.bucketStart[len(x.bucketStart)-1])-len(x.members))
		x.members = x.members[:x.bucketStart[len(x.bucketStart)-1]]
		for i, id := range keyOf {
			if slot := sizes[id]; slot >= 0 {
				x.members[slot] = int32(i)
				sizes[id]++
				perWord[i+1]++
			}
		}
	}
	x.bucketStart = slices.Clip(x.bucketStart)
	x.members = slices.Clip(x.members)

	// Each word's buckets, in the order of their positions.
	for i := 1; i <= n; i++ {
		perWord[i] += perWord[i-1]
	}
	x.wordBuckets = make([]int32, len(x.members))
	for b := range int32(x.numBuckets()) {
		for _, v := range x.bucket(b) {
			x.wordBuckets[perWord[v]] = b
			perWord[v]++ // now the start of word v+1's buckets
		}
	}
	copy(perWord[1:], perWord[:n])
	perWord[0] = 0
	x.wordStart = perWord
	if !exact && !x.cliques(g) {
		return nil
	}
	return x
}

// cliques reports whether, in every bucket, the words of g are distinct
// and all differ from the first in one and the same position.
func (x *bucketIndex) cliques(g *group) bool {
	for b := range int32(x.numBuckets()) {
		m := x.bucket(b)
		first := g.word(m[0])
		pos := -1
		for k, v := range m[1:] {
			p, ok := OneLetterApart(first, g.word(v))
			if !ok || (pos >= 0 && p != pos) || v == m[k] {
				return false
			}
			pos = p
		}
	}
	return true
}

// OneLetterApart returns the one position where a and b (of equal length)
// differ, or false if they differ in none or in more than one: whether the
// two words are a link of a doublet's chain.
func OneLetterApart(a, b string) (int, bool) {
	pos := -1
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			if pos >= 0 {
				return 0, false
			}
			pos = i
		}
	}
	return pos, pos >= 0
}

// id returns the id of word w: its place in the sorted words (a binary
// search, which keeps no map of the words in memory).
func (g *group) id(w string) (int32, bool) {
	lo, hi := 0, g.n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if g.word(int32(m)) < w {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return int32(lo), lo < g.n && g.word(int32(lo)) == w
}

// word returns word i.
func (g *group) word(i int32) string {
	return g.text[int(i)*g.length : int(i+1)*g.length]
}

// wordList returns the words, sorted.
func (g *group) wordList() []string {
	words := make([]string, g.n)
	for i := range words {
		words[i] = g.word(int32(i))
	}
	return words
}

// buckets returns the ids of the buckets word i belongs to.
func (x *bucketIndex) buckets(i int32) []int32 {
	return x.wordBuckets[x.wordStart[i]:x.wordStart[i+1]]
}

// bucket returns the word ids in bucket b, ascending.
func (x *bucketIndex) bucket(b int32) []int32 {
	return x.members[x.bucketStart[b]:x.bucketStart[b+1]]
}

// numBuckets returns the number of buckets.
func (x *bucketIndex) numBuckets() int {
	return len(x.bucketStart) - 1
}

// isCommon reports whether word i is common.
func (g *group) isCommon(i int32) bool {
	return g.common[i/64]&(1<<(i%64)) != 0
}

// neighbours appends the ids of the neighbours of word u to dst, in no
// particular order and each once.
func (g *group) neighbours(dst []int32, u int32) []int32 {
	x := g.index()
	for _, b := range x.buckets(u) {
		for _, v := range x.bucket(b) {
			if v != u {
				dst = append(dst, v)
			}
		}
	}
	return dst
}
