package engine

import (
	"math/bits"
	"reflect"
	"sync"
)

// The kinds of bound a stored score is.
const (
	boundNone  = iota // an empty slot
	boundUpper        // the score is at most this: no move reached alpha
	boundLower        // the score is at least this: a move reached beta
	boundExact
)

// Table is a transposition table: what earlier searches learnt about a
// position (a score, the kind of bound it is, the depth searched and the
// best move's tag T). Slots come in pairs: the first keeps the deeper
// result, the second is always replaced. A Table may serve several
// searches of one game in turn (never two at once).
type Table[T comparable] struct {
	slots []slot[T]
	mask  uint64
}

type slot[T comparable] struct {
	key   uint64
	move  T
	score int16
	depth uint8
	bound uint8
}

// NewTable returns an empty table of 2^bits slots (bits at least 1).
func NewTable[T comparable](bits int) *Table[T] {
	n := 1 << max(bits, 1)
	return &Table[T]{slots: make([]slot[T], n), mask: uint64(n - 2)}
}

// The sizes of tables, in bits of their number of slots.
const (
	minTableBits = 16 // 1 MiB with a small move tag
	maxTableBits = 20 // 16 MiB
)

// TableBits sizes a table for a search within lim: a slot for every four
// nodes it may visit, from 2^16 to 2^20 slots. A search with no node limit
// (one bounded by time alone) gets the largest.
func TableBits(lim Limits) int {
	if lim.Nodes <= 0 {
		return maxTableBits
	}
	return min(max(bits.Len64(uint64(lim.Nodes-1)/4), minTableBits), maxTableBits)
}

// spareTables keeps tables that finished searches gave back (see
// Session.Close), at most sparesPerSize of each size and kind, so that a
// game of many moves reuses one table instead of leaving one a move to
// the collector. Tables are cleared when lent, so a search's result does
// not depend on which table it had.
var spareTables = struct {
	sync.Mutex
	idle map[spareKey][]any
}{idle: map[spareKey][]any{}}

type spareKey struct {
	kind reflect.Type
	bits int
}

const sparesPerSize = 2

// lendTable returns an empty table of 2^bits slots, a spare one if kept.
func lendTable[T comparable](bits int) *Table[T] {
	key := spareKey{reflect.TypeFor[T](), bits}
	spareTables.Lock()
	idle := spareTables.idle[key]
	var t *Table[T]
	if n := len(idle); n > 0 {
		t = idle[n-1].(*Table[T])
		spareTables.idle[key] = idle[:n-1]
	}
	spareTables.Unlock()
	if t == nil {
		return NewTable[T](bits)
	}
	clear(t.slots)
	return t
}

// returnTable keeps t for a later search, unless enough of its size are
// kept already.
func returnTable[T comparable](t *Table[T]) {
	key := spareKey{reflect.TypeFor[T](), bits.Len(uint(len(t.slots))) - 1}
	spareTables.Lock()
	defer spareTables.Unlock()
	if len(spareTables.idle[key]) < sparesPerSize {
		spareTables.idle[key] = append(spareTables.idle[key], t)
	}
}

// probe returns the slot for key, if the table holds one.
func (t *Table[T]) probe(key uint64) (slot[T], bool) {
	i := key & t.mask
	for j := i; j <= i+1; j++ {
		if s := t.slots[j]; s.key == key && s.bound != boundNone {
			return s, true
		}
	}
	return slot[T]{}, false
}

// store records a result for key: in the first slot of its pair if that
// holds the same position, nothing, or a shallower result; else in the
// second.
func (t *Table[T]) store(key uint64, move T, score, depth, bound int) {
	s := slot[T]{key: key, move: move, score: int16(score), depth: uint8(min(max(depth, 0), 255)), bound: uint8(bound)}
	i := key & t.mask
	deep := &t.slots[i]
	if deep.key == key || deep.bound == boundNone || deep.depth <= s.depth {
		*deep = s
		return
	}
	t.slots[i+1] = s
}

// History is the worth of quiet moves, by side, from cell and to cell (of
// at most 64), for ordering the moves no table move or killer ranks: each
// quiet move that refutes a line gains the square of the depth it was
// found at.
type History [2][64][64]int32

// Reward credits the quiet move from, to of side with a refutation at
// depth; when that takes its worth past most, every worth is halved, so
// that recent refutations count for more.
func (h *History) Reward(side, from, to, depth int, most int32) {
	e := &h[side][from][to]
	*e += int32(depth * depth)
	if *e > most {
		for s := range h {
			for f := range h[s] {
				for t := range h[s][f] {
					h[s][f][t] /= 2
				}
			}
		}
	}
}
