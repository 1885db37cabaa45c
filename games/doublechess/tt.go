package doublechess

import "parlour/games/internal/engine"

// The transposition table remembers what a search learnt of a position:
// the best move, the score and whether it is exact or a bound.
type ttEntry struct {
	key   uint64
	move  move
	score int16
	depth int8
	bound uint8
}

const (
	boundNone uint8 = iota
	boundLower
	boundUpper
	boundExact
)

// table is a transposition table of 2^bits entries, replaced by depth.
type table struct {
	entries []ttEntry
	mask    uint64
}

func newTable(bits int) *table {
	return &table{entries: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// probe returns the entry for key, if there is one.
func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && e.bound != boundNone
}

// store records a search result, keeping a deeper result for another
// position in the same slot.
func (t *table) store(key uint64, m move, score, depth, ply int, bound uint8) {
	e := &t.entries[key&t.mask]
	if e.key != key && e.bound != boundNone && int(e.depth) > depth {
		return
	}
	if m == nullMove && e.key == key {
		m = e.move
	}
	*e = ttEntry{key: key, move: m, score: int16(engine.ToTable(score, ply)), depth: int8(min(depth, 127)), bound: bound}
}
