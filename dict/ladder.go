package dict

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
)

// Options restrict the links of a ladder (the words between its two ends).
type Options struct {
	// Tier is the list links are drawn from. The two ends need only be
	// lawful.
	Tier Tier
	// Avoid, if not nil, reports words that may not be used as links.
	Avoid func(word string) bool
}

// Ladders is the set of all shortest ladders between two words: chains in
// which each word differs from the one before in exactly one letter. It is
// safe for concurrent use.
type Ladders struct {
	g        *group
	from, to int32
	// level[v] is the distance from `from` of every word on some shortest
	// ladder, -1 for all other words; layer[k] lists the words at distance
	// k, ascending.
	level []int32
	layer [][]int32

	countOnce sync.Once
	counts    [][]*big.Int // counts[k][i]: shortest ladders from layer[k][i] to `to`
}

// Ladders finds all shortest ladders from one lawful word to another of the
// same length whose links satisfy opt. It reports false if there is none
// (the words are not lawful, differ in length, or no chain joins them).
func (d *Dict) Ladders(from, to string, opt Options) (*Ladders, bool) {
	g, s, ok := d.lookup(from)
	if !ok || len(to) != len(from) {
		return nil, false
	}
	t, ok := g.id(to)
	if !ok {
		return nil, false
	}
	dist, found := g.bfs(s, t, g.allowedFunc(opt))
	if !found {
		return nil, false
	}
	return newLadders(g, s, t, dist), true
}

// newLadders keeps, of the search distances dist, the words lying on some
// shortest ladder from s to t: walking back from t, the neighbours one step
// nearer to s.
func newLadders(g *group, s, t int32, dist []int32) *Ladders {
	steps := dist[t]
	l := &Ladders{g: g, from: s, to: t, layer: make([][]int32, steps+1)}
	on := newBitset(g.n)
	on.add(t)
	l.layer[steps] = []int32{t}
	// A bucket is a clique, so its words lie on at most two consecutive
	// layers; once scanned from layer k for layer k-1 it holds nothing
	// further back.
	x := g.index()
	scanned := newBitset(x.numBuckets())
	for k := steps; k > 0; k-- {
		for _, v := range l.layer[k] {
			for _, b := range x.buckets(v) {
				if scanned.has(b) {
					continue
				}
				scanned.add(b)
				for _, u := range x.bucket(b) {
					if dist[u] == k-1 && !on.has(u) {
						on.add(u)
						l.layer[k-1] = append(l.layer[k-1], u)
					}
				}
			}
		}
		slices.Sort(l.layer[k-1])
	}
	for i := range dist {
		if !on.has(int32(i)) {
			dist[i] = -1
		}
	}
	l.level = dist
	return l
}

// Steps returns the number of steps of a shortest ladder: one less than the
// number of its words.
func (l *Ladders) Steps() int {
	return len(l.layer) - 1
}

// Links returns the number of words strictly between the two ends of a
// shortest ladder (Steps()-1, or 0 when the ends are the same word).
func (l *Ladders) Links() int {
	return max(l.Steps()-1, 0)
}

// Count returns the number of shortest ladders.
func (l *Ladders) Count() *big.Int {
	l.countOnce.Do(func() { l.counts = l.countFrom(nil) })
	return new(big.Int).Set(l.counts[0][0])
}

// Words returns every word lying on some shortest ladder, the two ends
// included, sorted.
func (l *Ladders) Words() []string {
	var out []string
	for _, layer := range l.layer {
		for _, v := range layer {
			out = append(out, l.g.word(v))
		}
	}
	slices.Sort(out)
	return out
}

// First returns the alphabetically first shortest ladder (comparing ladders
// word by word).
func (l *Ladders) First() []string {
	ladder, _ := l.walk(nil, nil)
	return ladder
}

// Pick returns one of the shortest ladders none of whose links satisfies
// avoid (nil avoids nothing). With a non-nil rng every such ladder is equally
// likely; with a nil rng it is the alphabetically first. It reports false if
// every shortest ladder uses an avoided word.
func (l *Ladders) Pick(rng *rand.Rand, avoid func(string) bool) ([]string, bool) {
	var counts [][]*big.Int
	switch {
	case avoid != nil:
		counts = l.countFrom(avoid)
	case rng != nil:
		l.Count()
		counts = l.counts
	}
	return l.walk(rng, counts)
}

// countFrom returns, for every word on a shortest ladder, the number of
// shortest ladders from it to the end whose links avoid nothing that avoid
// reports.
func (l *Ladders) countFrom(avoid func(string) bool) [][]*big.Int {
	steps := l.Steps()
	counts := make([][]*big.Int, steps+1)
	counts[steps] = []*big.Int{big.NewInt(1)}
	for k := steps - 1; k >= 0; k-- {
		counts[k] = make([]*big.Int, len(l.layer[k]))
		for i, u := range l.layer[k] {
			c := new(big.Int)
			counts[k][i] = c
			if k > 0 && avoid != nil && avoid(l.g.word(u)) {
				continue
			}
			for _, v := range l.g.neighbours(nil, u) {
				if l.level[v] == int32(k+1) {
					c.Add(c, counts[k+1][l.indexIn(k+1, v)])
				}
			}
		}
	}
	return counts
}

// indexIn returns the position of word v in layer k.
func (l *Ladders) indexIn(k int, v int32) int {
	i, _ := slices.BinarySearch(l.layer[k], v)
	return i
}

// walk builds a ladder from the start, step by step. With counts nil every
// word on the layers is usable; otherwise only words with a non-zero count.
// With rng nil it takes the lowest (alphabetically first) usable word;
// otherwise a usable word with probability proportional to its count.
func (l *Ladders) walk(rng *rand.Rand, counts [][]*big.Int) ([]string, bool) {
	usable := func(k int, v int32) bool {
		return counts == nil || counts[k][l.indexIn(k, v)].Sign() > 0
	}
	if !usable(0, l.from) {
		return nil, false
	}
	ladder := []string{l.g.word(l.from)}
	cur := l.from
	var next []int32
	for k := 1; k < len(l.layer); k++ {
		next = next[:0]
		for _, v := range l.g.neighbours(nil, cur) {
			if l.level[v] == int32(k) && usable(k, v) {
				next = append(next, v)
			}
		}
		slices.Sort(next)
		cur = next[0]
		if rng != nil {
			cur = l.choose(rng, k, next, counts)
		}
		ladder = append(ladder, l.g.word(cur))
	}
	return ladder, true
}

// choose picks one of the candidate words of layer k with probability
// proportional to its count.
func (l *Ladders) choose(rng *rand.Rand, k int, candidates []int32, counts [][]*big.Int) int32 {
	total := new(big.Int)
	for _, v := range candidates {
		total.Add(total, counts[k][l.indexIn(k, v)])
	}
	r := randBelow(rng, total)
	for _, v := range candidates {
		c := counts[k][l.indexIn(k, v)]
		if r.Cmp(c) < 0 {
			return v
		}
		r.Sub(r, c)
	}
	return candidates[len(candidates)-1]
}

// wordBits is the size of a big.Word.
const wordBits = bits.UintSize

// randBelow returns a uniformly random integer in [0, n), n > 0.
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	if n.IsUint64() {
		return new(big.Int).SetUint64(rng.Uint64N(n.Uint64()))
	}
	bits := n.BitLen()
	words := make([]big.Word, (bits+wordBits-1)/wordBits)
	r := new(big.Int)
	for {
		for i := range words {
			words[i] = big.Word(rng.Uint64())
		}
		if extra := len(words)*wordBits - bits; extra > 0 {
			words[len(words)-1] >>= extra
		}
		if r.SetBits(words).Cmp(n) < 0 {
			return r
		}
	}
}

// ShortestLadder returns the alphabetically first of the shortest ladders
// from one word to another whose links are in the given tier, or false if
// there is none.
func (d *Dict) ShortestLadder(from, to string, tier Tier) ([]string, bool) {
	g, s, ok := d.lookup(from)
	if !ok || len(to) != len(from) {
		return nil, false
	}
	t, ok := g.id(to)
	if !ok {
		return nil, false
	}
	ids := g.shortest(s, t, g.allowedFunc(Options{Tier: tier}))
	if ids == nil {
		return nil, false
	}
	ladder := make([]string, len(ids))
	for i, v := range ids {
		ladder[i] = g.word(v)
	}
	return ladder, true
}

// shortestLadderByLayers is ShortestLadder as it was before the pooled
// search (all shortest ladders, then the first): kept to check the new one
// against, and to measure it against in the benchmarks.
func (d *Dict) shortestLadderByLayers(from, to string, tier Tier) ([]string, bool) {
	l, ok := d.Ladders(from, to, Options{Tier: tier})
	if !ok {
		return nil, false
	}
	return l.First(), true
}

// CountLadders returns the number of shortest ladders from one word to
// another whose links are in the given tier, and their number of steps; or
// zero and -1 if there is none.
func (d *Dict) CountLadders(from, to string, tier Tier) (count *big.Int, steps int) {
	l, ok := d.Ladders(from, to, Options{Tier: tier})
	if !ok {
		return new(big.Int), -1
	}
	return l.Count(), l.Steps()
}
