package dict

import (
	"slices"
	"sync"
)

// searchState is the reusable working memory of one shortest-ladder search
// in a group. A word's mark counts only when its generation is the current
// one, so a search starts by bumping the generation instead of clearing
// arrays the size of the group.
type searchState struct {
	gen      uint32
	from, to side     // the searches from the two ends
	onPath   []uint32 // per word: the generation that found it on a shortest ladder
}

// side is one end's breadth-first search: the words it has reached, in
// order, and its last complete layer.
type side struct {
	marks  []mark  // per word
	queue  []int32 // room for every word of the group
	tail   int     // words queued
	layer  int     // where the last layer starts in queue
	radius int32   // the distance of the last layer
}

// mark is what a search knows of a word: the generation that reached it
// and its distance then. The two sit together so a visit touches one
// cache line.
type mark struct {
	gen  uint32
	dist int32
}

// next starts a new search: a fresh generation, and the marks wiped only
// when the counter wraps.
func (st *searchState) next() uint32 {
	st.gen++
	if st.gen == 0 {
		clear(st.from.marks)
		clear(st.to.marks)
		clear(st.onPath)
		st.gen = 1
	}
	return st.gen
}

// search returns the pooled state for the group, sized for it.
func (g *group) search() *searchState {
	if st, ok := g.states.Get().(*searchState); ok {
		return st
	}
	return &searchState{
		from:   side{marks: make([]mark, g.n), queue: make([]int32, g.n)},
		to:     side{marks: make([]mark, g.n), queue: make([]int32, g.n)},
		onPath: make([]uint32, g.n),
	}
}

// start puts the side's end word alone in its first layer.
func (a *side) start(w int32, gen uint32) {
	a.marks[w] = mark{gen, 0}
	a.queue[0] = w
	a.tail, a.layer, a.radius = 1, 0, 0
}

// width is the number of words in the side's last layer.
func (a *side) width() int { return a.tail - a.layer }

// expand adds the next layer to side a: the unreached neighbours of its
// last layer that allowed admits (the far end, exempt, always is). It
// reports whether the new layer touches the other side's words.
func (a *side) expand(other *side, adj *adjacencyLists, gen uint32, allowed func(int32) bool, exempt int32) (met bool) {
	end, d := a.tail, a.radius+1
	for h := a.layer; h < end; h++ {
		for _, v := range adj.of(a.queue[h]) {
			if a.marks[v].gen == gen || (v != exempt && allowed != nil && !allowed(v)) {
				continue
			}
			a.marks[v] = mark{gen, d}
			a.queue[a.tail] = v
			a.tail++
			if other.marks[v].gen == gen {
				met = true
			}
		}
	}
	a.layer, a.radius = end, d
	return met
}

// components returns the connected component of every word of the group
// (over all lawful words), computed once.
func (g *group) components() []int32 {
	g.compOnce.Do(func() {
		comp := make([]int32, g.n)
		for i := range comp {
			comp[i] = -1
		}
		x := g.index()
		seen := make([]bool, x.numBuckets())
		var queue []int32
		for s := range int32(g.n) {
			if comp[s] >= 0 {
				continue
			}
			comp[s] = s
			queue = append(queue[:0], s)
			for h := 0; h < len(queue); h++ {
				for _, b := range x.buckets(queue[h]) {
					if seen[b] {
						continue
					}
					seen[b] = true
					for _, v := range x.bucket(b) {
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
// components are told apart at once. Otherwise two breadth-first searches,
// one from each end, grow a layer at a time, the narrower first, until
// they touch: the ladder's length is then the sum of their radii, and the
// words both reached are its middle. The ladder is walked forward from s,
// taking at each step the first neighbour that lies on a shortest ladder.
// No memory in proportion to the group is allocated: the state is pooled.
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
	adj := g.adjacency()
	from, to := &st.from, &st.to
	from.start(s, gen)
	to.start(t, gen)
	for {
		if from.width() == 0 || to.width() == 0 {
			return nil // allowed cut every ladder
		}
		var met bool
		if from.width() < to.width() {
			met = from.expand(to, adj, gen, allowed, t)
		} else {
			met = to.expand(from, adj, gen, allowed, s)
		}
		if met {
			break
		}
	}
	steps, rs := from.radius+to.radius, from.radius
	st.markOnPath(adj, gen)

	ladder := make([]int32, 0, steps+1)
	ladder = append(ladder, s)
	for u, i := s, int32(1); i <= steps; i++ {
		next := int32(-1)
		for _, v := range adj.of(u) { // a list is ascending: its first fit is its least
			if (i <= rs && st.onPath[v] == gen && from.marks[v] == (mark{gen, i})) ||
				(i > rs && to.marks[v] == (mark{gen, steps - i})) {
				next = v
				break
			}
		}
		ladder = append(ladder, next)
		u = next
	}
	return ladder
}

// markOnPath marks the words of the search from s that lie on a shortest
// ladder: in its last layer, those the search from t reached too; in each
// layer before, those with a marked neighbour in the layer after. The
// queue holds the layers in order, so one pass backwards finds them all.
func (st *searchState) markOnPath(adj *adjacencyLists, gen uint32) {
	from, to := &st.from, &st.to
	for h := from.tail - 1; h >= 0; h-- {
		v := from.queue[h]
		d := from.marks[v].dist
		if d == from.radius {
			if to.marks[v].gen == gen {
				st.onPath[v] = gen
			}
			continue
		}
		for _, w := range adj.of(v) {
			if st.onPath[w] == gen && from.marks[w] == (mark{gen, d + 1}) {
				st.onPath[v] = gen
				break
			}
		}
	}
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
