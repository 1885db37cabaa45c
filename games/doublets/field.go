package doublets

import "parlour/dict"

// linkKind says whether, and from which tier, a word may be a link of a
// chain the program writes.
type linkKind uint8

const (
	kindUnknown linkKind = iota // not yet looked up
	kindCommon                  // a common word, or an extra word of the doublet
	kindLawful                  // lawful but not common
	kindNever                   // a given word, or blocklisted: never a link
)

// field is the word graph of one doublet's length as the program's players
// see it: the lawful words of that length (with the doublet's given and
// extra words added), each of which may be a link or not. It answers
// distance questions with breadth-first searches that skip the words
// already in use. A field belongs to one goroutine.
type field struct {
	d      *dict.Dict
	gr     *dict.Graph
	common []bool     // by node: a common word, or an extra word of the doublet
	kinds  []linkKind // by node, looked up on first use

	buf   []int32 // scratch for neighbours
	queue []int32 // scratch for searches
}

// newField returns the field of db (which must be valid) over d.
func newField(d *dict.Dict, db Doublet) *field {
	extra := normalised(db.Extra)
	dd := d.With(append(append([]string(nil), db.Words...), extra...)...)
	f := &field{d: dd, gr: dd.Graph(db.Length(), dict.Lawful)}
	n := f.gr.Len()
	f.kinds = make([]linkKind, n)
	f.common = make([]bool, n)
	// Both graphs list their words in alphabetical order, the common ones
	// a subset of the lawful ones: one pass marks them.
	cg := dd.Graph(db.Length(), dict.Common)
	for i, j := 0, 0; i < n && j < cg.Len(); i++ {
		if f.gr.Word(i) == cg.Word(j) {
			f.common[i] = true
			j++
		}
	}
	for _, w := range extra {
		if v, ok := f.node(w); ok {
			f.common[v] = true
		}
	}
	for _, w := range db.Words {
		if v, ok := f.node(w); ok {
			f.kinds[v] = kindNever
		}
	}
	return f
}

// len returns the number of nodes.
func (f *field) len() int { return len(f.kinds) }

// node returns the node of w, or false if w is not in the field.
func (f *field) node(w string) (int32, bool) {
	i, ok := f.gr.Index(w)
	return int32(i), ok
}

// word returns the word of node v.
func (f *field) word(v int32) string { return f.gr.Word(int(v)) }

// kind tells whether node v may be a link, and from which tier. It follows
// Solve: never a given word nor a blocklisted one; extra words count as
// common.
func (f *field) kind(v int32) linkKind {
	k := f.kinds[v]
	if k != kindUnknown {
		return k
	}
	switch {
	case f.d.Blocked(f.word(v)):
		k = kindNever
	case f.common[v]:
		k = kindCommon
	default:
		k = kindLawful
	}
	f.kinds[v] = k
	return k
}

// usable reports whether node v may be a link drawn from tier.
func (f *field) usable(v int32, tier dict.Tier) bool {
	switch f.kind(v) {
	case kindCommon:
		return true
	case kindLawful:
		return tier == dict.Lawful
	}
	return false
}

// neighbours returns the neighbours of v in a scratch slice that the next
// call overwrites.
func (f *field) neighbours(v int32) []int32 {
	f.buf = f.gr.AppendNeighbours(f.buf[:0], int(v))
	return f.buf
}

// adjacent reports whether nodes u and v are one letter apart.
func (f *field) adjacent(u, v int32) bool {
	_, ok := dict.OneLetterApart(f.word(u), f.word(v))
	return ok
}

// distances returns, for the words that may be links drawn from tier and
// are not used, the number of steps to node t; -1 for the others. t counts
// as reachable (0) whatever it is. The search serves a player standing on
// node from (which is used, so not itself measured): once it meets a
// neighbour of from at distance k, it measures only the words up to k+2
// steps away, which is all the player needs to step forward (k), sideways
// (k+1) or back (k+2); farther words stay at -1. With from < 0 it measures
// the whole field.
func (f *field) distances(t, from int32, tier dict.Tier, used []bool) []int32 {
	dist := make([]int32, f.len())
	for i := range dist {
		dist[i] = -1
	}
	var near []bool // the neighbours of from
	if from >= 0 {
		near = make([]bool, f.len())
		for _, v := range f.neighbours(from) {
			near[v] = true
		}
	}
	limit := int32(-1) // search no further than this, once known
	dist[t] = 0
	queue := append(f.queue[:0], t)
	for h := 0; h < len(queue); h++ {
		u := queue[h]
		if limit >= 0 && dist[u] >= limit {
			break
		}
		if near != nil && near[u] && limit < 0 {
			limit = dist[u] + 2
		}
		for _, v := range f.neighbours(u) {
			if dist[v] >= 0 || used[v] || !f.usable(v, tier) {
				continue
			}
			dist[v] = dist[u] + 1
			queue = append(queue, v)
		}
	}
	f.queue = queue
	return dist
}

// stepsFrom returns the number of steps from node u (which need not be
// measured in dist) to the target of dist, going through its unused
// neighbours, or -1 if there is no way.
func (f *field) stepsFrom(u int32, dist []int32) int32 {
	best := int32(-1)
	for _, v := range f.neighbours(u) {
		if d := dist[v]; d >= 0 && (best < 0 || d+1 < best) {
			best = d + 1
		}
	}
	return best
}
