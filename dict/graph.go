package dict

// Graph is the one-letter-neighbour graph of the words of one length in one
// tier: two words are joined when they differ in exactly one letter. Nodes
// are numbered 0 to Len()-1 in alphabetical order. A Graph is a view of its
// Dict: cheap to make, immutable and safe for concurrent use.
type Graph struct {
	g     *group
	nodes []int32 // group id of each node; nil when every word is a node
	local []int32 // node of each group id, -1 if none; nil likewise
}

// Graph returns the graph of the words of the given length in a tier.
func (d *Dict) Graph(length int, tier Tier) *Graph {
	g := d.group(length)
	if g == nil {
		return &Graph{}
	}
	gr := &Graph{g: g}
	if tier == Common && g.nCommon < g.n {
		gr.nodes = make([]int32, 0, g.nCommon)
		gr.local = make([]int32, g.n)
		for i := range int32(g.n) {
			gr.local[i] = -1
			if g.isCommon(i) {
				gr.local[i] = int32(len(gr.nodes))
				gr.nodes = append(gr.nodes, i)
			}
		}
	}
	return gr
}

// Len returns the number of nodes (words).
func (gr *Graph) Len() int {
	switch {
	case gr.g == nil:
		return 0
	case gr.nodes != nil:
		return len(gr.nodes)
	}
	return gr.g.n
}

// groupID returns the group id of node i.
func (gr *Graph) groupID(i int) int32 {
	if gr.nodes != nil {
		return gr.nodes[i]
	}
	return int32(i)
}

// Word returns the word of node i.
func (gr *Graph) Word(i int) string {
	return gr.g.word(gr.groupID(i))
}

// Index returns the node of word w, or false if w is not in the graph.
func (gr *Graph) Index(w string) (int, bool) {
	if gr.g == nil {
		return 0, false
	}
	i, ok := gr.g.id(w)
	if !ok {
		return 0, false
	}
	if gr.local != nil {
		return int(gr.local[i]), gr.local[i] >= 0
	}
	return int(i), true
}

// AppendNeighbours appends the neighbours of node i to dst and returns the
// extended slice. The order is fixed but not sorted.
func (gr *Graph) AppendNeighbours(dst []int32, i int) []int32 {
	x := gr.g.index()
	for _, b := range x.buckets(gr.groupID(i)) {
		for _, v := range x.bucket(b) {
			if v == gr.groupID(i) {
				continue
			}
			if gr.local == nil {
				dst = append(dst, v)
			} else if n := gr.local[v]; n >= 0 {
				dst = append(dst, n)
			}
		}
	}
	return dst
}

// Distances returns the number of steps from node src to every node, -1
// for the nodes it cannot reach.
func (gr *Graph) Distances(src int) []int32 {
	var allowed func(int32) bool
	if gr.local != nil {
		allowed = func(v int32) bool { return gr.local[v] >= 0 }
	}
	dist, _ := gr.g.bfs(gr.groupID(src), -1, allowed)
	if gr.local == nil {
		return dist
	}
	out := make([]int32, len(gr.nodes))
	for n, v := range gr.nodes {
		out[n] = dist[v]
	}
	return out
}
