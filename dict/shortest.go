package dict

import (
	"slices"
	"sync"
)

// searchState is the reusable working memory of one shortest-ladder search
// in a group. Its arrays are stamped with a generation: a word's distance
// counts only when its stamp is the current generation, so a search starts
// by bumping the generation instead of clearing arrays the size of the
// group.
type searchState struct {
	gen   uint32
	stamp []uint32 // per word: the generation that reached it
	dist  []int32  // per word: its distance, valid when stamped
	queue []int32
}

// next starts a new search: a fresh generation, and the arrays wiped only
// when the counter wraps.
func (st *searchState) next() uint32 {
	st.gen++
	if st.gen == 0 {
		clear(st.stamp)
		st.gen = 1
	}
	st.queue = st.queue[:0]
	return st.gen
}

// search returns the pooled state for the group, sized for it.
func (g *group) search() *searchState {
	if st, ok := g.states.Get().(*searchState); ok {
		return st
	}
	return &searchState{
		stamp: make([]uint32, g.n),
		dist:  make([]int32, g.n),
		queue: make([]int32, 0, 256),
	}
}

// components returns the connected component of every word of the group
// (over all lawful words), computed once.
func (g *group) components() []int32 {
	g.compOnce.Do(func() {
		comp := make([]int32, g.n)
		for i := range comp {
			comp[i] = -1
		}
		seen := make([]bool, g.numBuckets())
		var queue []int32
		for s := range int32(g.n) {
			if comp[s] >= 0 {
				continue
			}
			comp[s] = s
			queue = append(queue[:0], s)
			for h := 0; h < len(queue); h++ {
				for _, b := range g.buckets(queue[h]) {
					if seen[b] {
						continue
					}
					seen[b] = true
					for _, v := range g.bucket(b) {
						if comp[v] < 0 {
							comp[v] = s
							queue = append(queue, v)
						}
					}
				}
			}
		}
		g.comp = comp
	})
	return g.comp
}

// shortest returns the alphabetically first shortest ladder from s to t
// whose links satisfy allowed (nil allows all), or nil. Words in different
// components are told apart at once; otherwise a breadth-first search runs
// back from t until it reaches s, and the ladder is walked forward from s,
// taking at each step the first word one step nearer to t. No memory in
// proportion to the group is allocated: the search state is pooled.
func (g *group) shortest(s, t int32, allowed func(int32) bool) []int32 {
	if comp := g.components(); comp[s] != comp[t] {
		return nil
	}
	if s == t {
		return []int32{s}
	}
	st := g.search()
	defer g.states.Put(st)
	gen := st.next()
	enter := func(v int32, d int32) {
		st.stamp[v], st.dist[v] = gen, d
		st.queue = append(st.queue, v)
	}
	enter(t, 0)
	adj := g.adjacency()
	found := false
	for h := 0; h < len(st.queue) && !found; h++ {
		u := st.queue[h]
		for _, v := range adj.of(u) {
			if st.stamp[v] == gen || (v != s && allowed != nil && !allowed(v)) {
				continue
			}
			enter(v, st.dist[u]+1)
			if v == s {
				found = true
				break
			}
		}
	}
	if !found {
		return nil
	}
	ladder := make([]int32, 0, st.dist[s]+1)
	ladder = append(ladder, s)
	for u := s; u != t; {
		want, best := st.dist[u]-1, int32(-1)
		for _, v := range adj.of(u) {
			if st.stamp[v] == gen && st.dist[v] == want {
				best = v
				break // a list is ascending: its first fit is its least
			}
		}
		ladder = append(ladder, best)
		u = best
	}
	return ladder
}

// adjacencyLists are a group's neighbour lists in one array: word u's
// neighbours, ascending, are next[start[u]:start[u+1]]. A search reads one
// list a word, where the buckets cost a list of buckets and then each
// bucket's members (about 1.8 times as long for shortest ladders).
type adjacencyLists struct {
	start []int32
	next  []int32
}

// of returns word u's neighbours, ascending.
func (a *adjacencyLists) of(u int32) []int32 { return a.next[a.start[u]:a.start[u+1]] }

// adjacency returns the group's neighbour lists, built from the buckets on
// the first search.
func (g *group) adjacency() *adjacencyLists {
	g.adjOnce.Do(func() {
		a := &adjacencyLists{start: make([]int32, g.n+1)}
		for u := range int32(g.n) {
			first := len(a.next)
			a.next = g.neighbours(a.next, u)
			slices.Sort(a.next[first:])
			a.start[u+1] = int32(len(a.next))
		}
		a.next = slices.Clip(a.next)
		g.adj = a
	})
	return g.adj
}

// groupSearch holds the lazily built search helpers of a group.
type groupSearch struct {
	states   sync.Pool
	compOnce sync.Once
	comp     []int32
	adjOnce  sync.Once
	adj      *adjacencyLists
}
