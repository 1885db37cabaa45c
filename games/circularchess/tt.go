package circularchess

// table is the transposition table: for each position searched (by hash),
// the best move found, the score, the depth searched and whether the score
// is exact or a bound. One entry per slot, the deeper or newer kept.
type table struct {
	entries []ttEntry
	mask    uint64
}

type ttEntry struct {
	key   uint64
	move  Move
	depth int8
	bound uint8
	score int16
}

// The kinds of bound an entry's score is.
const (
	boundNone  = iota
	boundUpper // the score is at most this (no move reached alpha)
	boundLower // the score is at least this (a move reached beta)
	boundExact
)

func newTable(bits int) *table {
	return &table{entries: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// probe returns the entry for key, if there is one.
func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && e.bound != boundNone
}

// store records a search result for key, replacing a shallower entry or
// one of another position.
func (t *table) store(key uint64, m Move, depth, bound, score int) {
	e := &t.entries[key&t.mask]
	if e.key == key && int(e.depth) > depth && bound != boundExact {
		return
	}
	if e.key == key && m.IsZero() {
		m = e.move
	}
	*e = ttEntry{key: key, move: m, depth: int8(depth), bound: uint8(bound), score: int16(score)}
}
