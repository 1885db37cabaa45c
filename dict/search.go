package dict

import "math/bits"

// bitset is a fixed-size set of small non-negative integers.
type bitset []uint64

func newBitset(n int) bitset      { return make(bitset, (n+63)/64) }
func (s bitset) has(i int32) bool { return s[i/64]&(1<<(i%64)) != 0 }
func (s bitset) add(i int32)      { s[i/64] |= 1 << (i % 64) }

// nth returns the k-th smallest member of s, counting from 0; k must be
// less than the number of members.
func (s bitset) nth(k int) int32 {
	for i, x := range s {
		if c := bits.OnesCount64(x); k >= c {
			k -= c
			continue
		}
		for ; k > 0; k-- {
			x &= x - 1 // drop the lowest member
		}
		return int32(i*64 + bits.TrailingZeros64(x))
	}
	panic("dict: bitset.nth out of range")
}

// bfs runs a breadth-first search over the group from s and returns the
// distance of every word reached (-1 for the others). Words for which
// allowed returns false are never entered, except stop; a nil allowed
// allows every word. If stop >= 0 the search ends as soon as stop is
// reached: the distances of all words nearer to s than stop are then final.
//
// Each bucket is a clique, so it is scanned only once: the first word to
// expand it reaches every other member, and any later member would find
// nothing new in it. A search thus costs O(words x length), whatever the
// number of edges.
func (g *group) bfs(s, stop int32, allowed func(int32) bool) (dist []int32, found bool) {
	dist = make([]int32, g.n)
	for i := range dist {
		dist[i] = -1
	}
	x := g.index()
	scanned := newBitset(x.numBuckets())
	queue := make([]int32, 1, 256)
	queue[0] = s
	dist[s] = 0
	if s == stop {
		return dist, true
	}
	for h := 0; h < len(queue); h++ {
		u := queue[h]
		for _, b := range x.buckets(u) {
			if scanned.has(b) {
				continue
			}
			scanned.add(b)
			for _, v := range x.bucket(b) {
				if dist[v] >= 0 || (v != stop && allowed != nil && !allowed(v)) {
					continue
				}
				dist[v] = dist[u] + 1
				if v == stop {
					return dist, true
				}
				queue = append(queue, v)
			}
		}
	}
	return dist, stop < 0
}

// allowedFunc returns the filter for links of the given options, or nil
// when every word is allowed.
func (g *group) allowedFunc(opt Options) func(int32) bool {
	switch {
	case opt.Tier == Common && opt.Avoid != nil:
		return func(v int32) bool { return g.isCommon(v) && !opt.Avoid(g.word(v)) }
	case opt.Tier == Common:
		return g.isCommon
	case opt.Avoid != nil:
		return func(v int32) bool { return !opt.Avoid(g.word(v)) }
	}
	return nil
}
