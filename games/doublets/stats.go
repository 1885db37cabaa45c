package doublets

import (
	"fmt"
	"math/bits"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"parlour/dict"
)

// GraphStats describes the word graph of one length: words are nodes, and
// two words are joined when they differ in one letter.
type GraphStats struct {
	Length int       `json:"length"`
	Tier   dict.Tier `json:"tier"`
	// Words is the number of words of that length in the tier.
	Words int `json:"words"`
	// Edges is the number of pairs of words one letter apart.
	Edges int `json:"edges"`
	// Components is the number of connected parts, isolated words included.
	Components int `json:"components"`
	// Isolated is the number of words with no neighbour at all.
	Isolated int `json:"isolated"`
	// Largest is the number of words in the largest component.
	Largest int `json:"largest"`
	// Diameter is the number of steps of a longest shortest chain within
	// the largest component.
	Diameter int `json:"diameter"`
	// Path is one such chain: the alphabetically first shortest chain
	// between the first pair of words (in alphabetical order) that far
	// apart.
	Path []string `json:"path"`
}

// String writes the statistics one "name value" pair a line.
func (s GraphStats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "length %d\ntier %s\nwords %d\nedges %d\ncomponents %d\nisolated %d\nlargest %d\ndiameter %d\npath %s\n",
		s.Length, s.Tier, s.Words, s.Edges, s.Components, s.Isolated, s.Largest, s.Diameter, strings.Join(s.Path, " "))
	return b.String()
}

// Stats measures the graph of the words of the given length in a tier. The
// diameter comes from a breadth-first search from every word of the largest
// component, spread over all processors.
func Stats(d *dict.Dict, length int, tier dict.Tier) GraphStats {
	gr := d.Graph(length, tier)
	st := GraphStats{Length: length, Tier: tier, Words: gr.Len()}
	if st.Words == 0 {
		return st
	}
	g := newAdjacency(gr)
	st.Edges = len(g.adj) / 2
	comp, sizes := g.components()
	st.Components = len(sizes)
	for i := range st.Words {
		if g.degree(i) == 0 {
			st.Isolated++
		}
	}
	largest := 0
	for c, n := range sizes {
		if n > sizes[largest] {
			largest = c
		}
	}
	st.Largest = sizes[largest]

	var members []int32
	for i, c := range comp {
		if c == int32(largest) {
			members = append(members, int32(i))
		}
	}
	ecc, from, to := g.sub(members).diameter()
	st.Diameter = int(ecc)
	st.Path, _ = d.ShortestLadder(gr.Word(int(members[from])), gr.Word(int(members[to])), tier)
	return st
}

// adjacency is a graph in compressed sparse rows: the neighbours of node i
// are adj[off[i]:off[i+1]].
type adjacency struct {
	off []int32
	adj []int32
}

// newAdjacency copies a word graph into compact arrays.
func newAdjacency(gr *dict.Graph) *adjacency {
	n := gr.Len()
	g := &adjacency{off: make([]int32, n+1)}
	for i := range n {
		g.adj = gr.AppendNeighbours(g.adj, i)
		g.off[i+1] = int32(len(g.adj))
	}
	return g
}

func (g *adjacency) len() int         { return len(g.off) - 1 }
func (g *adjacency) degree(i int) int { return int(g.off[i+1] - g.off[i]) }
func (g *adjacency) neighbours(i int32) []int32 {
	return g.adj[g.off[i]:g.off[i+1]]
}

// components labels each node with its component, numbered in order of
// their lowest node, and returns the labels and the components' sizes.
func (g *adjacency) components() (comp []int32, sizes []int) {
	n := g.len()
	comp = make([]int32, n)
	for i := range comp {
		comp[i] = -1
	}
	queue := make([]int32, 0, n)
	for s := range int32(n) {
		if comp[s] >= 0 {
			continue
		}
		c := int32(len(sizes))
		comp[s] = c
		queue = append(queue[:0], s)
		for h := 0; h < len(queue); h++ {
			for _, v := range g.neighbours(queue[h]) {
				if comp[v] < 0 {
					comp[v] = c
					queue = append(queue, v)
				}
			}
		}
		sizes = append(sizes, len(queue))
	}
	return comp, sizes
}

// sub returns the subgraph induced by the given nodes (ascending, closed
// under adjacency: a whole component), renumbered 0, 1, ...
func (g *adjacency) sub(nodes []int32) *adjacency {
	local := make(map[int32]int32, len(nodes))
	for i, v := range nodes {
		local[v] = int32(i)
	}
	s := &adjacency{off: make([]int32, len(nodes)+1)}
	for i, v := range nodes {
		for _, u := range g.neighbours(v) {
			s.adj = append(s.adj, local[u])
		}
		s.off[i+1] = int32(len(s.adj))
	}
	return s
}

// farthest is the result of one search: the eccentricity of a source and
// the first node at that distance.
type farthest struct {
	ecc      int32
	from, to int32
}

// better reports whether a beats b: farther, or as far from a lower source,
// or to a lower node.
func (a farthest) better(b farthest) bool {
	if a.ecc != b.ecc {
		return a.ecc > b.ecc
	}
	if a.from != b.from {
		return a.from < b.from
	}
	return a.to < b.to
}

// diameter returns the greatest distance between two nodes of a connected
// graph and the first pair of nodes that far apart, by a breadth-first
// search from every node. The searches run 64 at a time, one bit of a
// word each, so one sweep over the edges advances 64 of them a step.
// Batches of sources are shared among one goroutine per processor; the
// answer does not depend on how they are shared.
func (g *adjacency) diameter() (ecc, from, to int32) {
	n := g.len()
	batches := (n + 63) / 64
	var next atomic.Int64
	workers := min(runtime.GOMAXPROCS(0), batches)
	results := make([]farthest, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			best := farthest{ecc: -1}
			s := newSweep(n)
			for {
				b := int(next.Add(1) - 1)
				if b >= batches {
					break
				}
				if r := g.farthestFrom(s, int32(b*64), int32(min(n, b*64+64))); r.better(best) {
					best = r
				}
			}
			results[w] = best
		})
	}
	wg.Wait()
	best := results[0]
	for _, r := range results[1:] {
		if r.better(best) {
			best = r
		}
	}
	return best.ecc, best.from, best.to
}

// sweep is the working memory of 64 searches at once: bit i of a node's
// word stands for the search from the batch's i-th source.
type sweep struct {
	seen     []uint64 // the searches that have reached each node
	frontier []uint64 // the searches that reached each node at the last step
	next     []uint64 // the searches reaching each node at this step
	ecc      [64]int32
	far      [64]int32
}

func newSweep(n int) *sweep {
	return &sweep{seen: make([]uint64, n), frontier: make([]uint64, n), next: make([]uint64, n)}
}

// farthestFrom searches from the sources first to end-1 (at most 64) and
// returns the best of their results: each source's eccentricity and the
// lowest node at that distance.
func (g *adjacency) farthestFrom(s *sweep, first, end int32) farthest {
	clear(s.seen)
	clear(s.frontier)
	for i := range end - first {
		bit := uint64(1) << i
		s.seen[first+i] = bit
		s.frontier[first+i] = bit
		s.ecc[i], s.far[i] = 0, first+i
	}
	for step := int32(1); ; step++ {
		moved := false
		for v := range int32(len(s.seen)) {
			var reach uint64
			for _, u := range g.neighbours(v) {
				reach |= s.frontier[u]
			}
			fresh := reach &^ s.seen[v]
			s.next[v] = fresh
			if fresh == 0 {
				continue
			}
			moved = true
			s.seen[v] |= fresh
			// Nodes are visited in ascending order, so the first node a
			// search reaches at this step is its lowest.
			for ; fresh != 0; fresh &= fresh - 1 {
				i := bits.TrailingZeros64(fresh)
				if s.ecc[i] < step {
					s.ecc[i], s.far[i] = step, v
				}
			}
		}
		if !moved {
			break
		}
		s.frontier, s.next = s.next, s.frontier
	}
	best := farthest{ecc: -1}
	for i := range end - first {
		if r := (farthest{ecc: s.ecc[i], from: first + i, to: s.far[i]}); r.better(best) {
			best = r
		}
	}
	return best
}
