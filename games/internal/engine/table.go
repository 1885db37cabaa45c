package engine

import (
	"math/bits"
	"reflect"
	"runtime"
	"sync"
	"sync/atomic"
)

// The kinds of bound a stored score is.
const (
	boundNone  = iota // an empty slot
	boundUpper        // the score is at most this: no move reached alpha
	boundLower        // the score is at least this: a move reached beta
	boundExact
)

// Tag is the compact form of a move that a table stores: at most TagBits
// bits, and 0 for no move. Two moves of one position may share a tag (the
// table's move only orders the moves searched first), but should rarely.
type Tag interface{ ~uint32 }

// TagBits is the width of a move's tag.
const TagBits = 20

// Table is a transposition table: what earlier searches learnt about a
// position (a score, the kind of bound it is, the depth searched and the
// best move's tag T). Slots come in pairs: the first keeps the deeper
// result, the second is always replaced. A Table serves the searches of
// one game in turn, and the searchers of one search at once (see
// Limits.Threads).
//
// A slot is one 64-bit word (see pack): the key's top 20 bits, which with
// the slot's place check 36 to 40 bits of the key, the tag, the score, the
// depth and the bound. Each slot is read and written whole, atomically, so
// a searcher never sees half of another's entry; two searchers storing at
// once only decide which of their entries stays.
type Table[T Tag] struct {
	slots []uint64
	mask  uint64
}

// entry is a slot unpacked.
type entry[T Tag] struct {
	move  T
	score int16
	depth uint8
	bound uint8
}

// The layout of a slot, from the lowest bit: bound (2 bits), depth (6),
// score (16), tag (TagBits), and the rest of the word for the key's top
// bits.
const (
	depthShift = 2
	scoreShift = 8
	tagShift   = 24
	checkShift = tagShift + TagBits
	boundMask  = 1<<depthShift - 1
	maxDepth   = 1<<(scoreShift-depthShift) - 1
	tagMask    = 1<<TagBits - 1
)

// pack makes the slot of an entry for key.
func pack[T Tag](key uint64, e entry[T]) uint64 {
	return key>>checkShift<<checkShift |
		uint64(uint32(e.move)&tagMask)<<tagShift |
		uint64(uint16(e.score))<<scoreShift |
		uint64(e.depth)<<depthShift |
		uint64(e.bound)
}

// holds reports whether slot s holds an entry of key's.
func holds(s, key uint64) bool {
	return s&boundMask != boundNone && s>>checkShift == key>>checkShift
}

// slotDepth is the depth of slot s's entry.
func slotDepth(s uint64) uint64 { return s >> depthShift & maxDepth }

// unpack reads the entry of slot s, if it is one of key's.
func unpack[T Tag](key, s uint64) (entry[T], bool) {
	if !holds(s, key) {
		return entry[T]{}, false
	}
	return entry[T]{
		move:  T(s >> tagShift & tagMask),
		score: int16(s >> scoreShift),
		depth: uint8(slotDepth(s)),
		bound: uint8(s & boundMask),
	}, true
}

// NewTable returns an empty table of 2^bits slots (bits at least 1).
func NewTable[T Tag](bits int) *Table[T] {
	n := 1 << max(bits, 1)
	return &Table[T]{slots: make([]uint64, n), mask: uint64(n - 2)}
}

// The sizes of tables, in bits of their number of slots.
const (
	minTableBits = 16 // 512 KiB
	maxTableBits = 20 // 8 MiB
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

// TableSizer is a Game that sizes its own table for a search from a state
// S: at most TableBits(lim), as some positions need less (a draughts
// endgame, whose database answers most of the tree).
type TableSizer[S any] interface {
	TableBits(s S, lim Limits) int
}

// tableBitsFor is the size of g's table for a search of s within lim, and
// whether g chose it smaller than the limits would.
func tableBitsFor[S any](g any, s S, lim Limits) (bits int, smaller bool) {
	bits = TableBits(lim)
	if ts, ok := g.(TableSizer[S]); ok {
		if b := max(ts.TableBits(s, lim), minTableBits); b < bits {
			return b, true
		}
	}
	return bits, false
}

// spareTables keeps tables that finished searches gave back (see
// Session.Close), at most sparesPerSize of each size and kind, so that a
// game of many moves reuses one table instead of leaving one a move to
// the collector (a game may use two sizes in turn: its computer's and its
// hints'). A game that sizes its table smaller than its limits would lets
// the larger spares of its kind go: it has moved on to a part of the game
// that needs less (a draughts endgame). A table lent for a search with a
// limit of nodes or depth is cleared, so that its result does not depend
// on which table it had; one lent for a search bounded by time alone
// keeps what the last search learnt, aged (see age).
var spareTables = struct {
	sync.Mutex
	idle map[spareKey][]any
}{idle: map[spareKey][]any{}}

type spareKey struct {
	kind reflect.Type
	bits int
}

const sparesPerSize = 2

// lendTable returns a table of 2^bits slots, a spare one if kept: empty,
// or if warm the spare's entries aged. If shrink, the spares of its kind
// larger than that are let go, and collected before a new table is made,
// so that the process never holds the old tables and the new one at once:
// in a draughts game the move to the endgame's smaller table otherwise
// raised the peak memory by the new table's size (issue 43).
func lendTable[T Tag](bits int, shrink, warm bool) *Table[T] {
	kind := reflect.TypeFor[T]()
	key := spareKey{kind, bits}
	spareTables.Lock()
	idle := spareTables.idle[key]
	var t *Table[T]
	if n := len(idle); n > 0 {
		t = idle[n-1].(*Table[T])
		spareTables.idle[key] = idle[:n-1]
	}
	released := false
	if shrink {
		for k := range spareTables.idle {
			if k.kind == kind && k.bits > bits {
				delete(spareTables.idle, k)
				released = true
			}
		}
	}
	spareTables.Unlock()
	if t == nil {
		if released {
			runtime.GC()
		}
		return NewTable[T](bits)
	}
	if warm {
		t.age()
	} else {
		clear(t.slots)
	}
	return t
}

// agePlies is how much age lowers an entry's depth: a move of each side.
const agePlies = 2

// age lowers the depth of every entry by agePlies, for a search from a
// position a move of each side on. The entries stay true (a result found
// to a depth holds to any less), and the searches before, whose deep
// entries would otherwise keep the first slot of their pair for good,
// give way to the new one's.
func (t *Table[T]) age() {
	for i, s := range t.slots {
		if s&boundMask == boundNone {
			continue
		}
		d := slotDepth(s)
		t.slots[i] = s&^(maxDepth<<depthShift) | (d-min(d, agePlies))<<depthShift
	}
}

// returnTable keeps t for a later search, unless enough of its size are
// kept already.
func returnTable[T Tag](t *Table[T]) {
	key := spareKey{reflect.TypeFor[T](), bits.Len(uint(len(t.slots))) - 1}
	spareTables.Lock()
	defer spareTables.Unlock()
	if len(spareTables.idle[key]) < sparesPerSize {
		spareTables.idle[key] = append(spareTables.idle[key], t)
	}
}

// probe returns the entry for key, if the table holds one.
func (t *Table[T]) probe(key uint64) (entry[T], bool) {
	i := key & t.mask
	if e, ok := unpack[T](key, atomic.LoadUint64(&t.slots[i])); ok {
		return e, true
	}
	return unpack[T](key, atomic.LoadUint64(&t.slots[i+1]))
}

// store records a result for key: in the first slot of its pair if that
// holds the same position, nothing, or a shallower result; else in the
// second. A depth beyond the slot's 63 is kept as 63.
func (t *Table[T]) store(key uint64, move T, score, depth, bound int) {
	s := pack(key, entry[T]{move: move, score: int16(score), depth: uint8(min(max(depth, 0), maxDepth)), bound: uint8(bound)})
	i := key & t.mask
	deep := atomic.LoadUint64(&t.slots[i])
	if deep&boundMask == boundNone || holds(deep, key) || slotDepth(deep) <= slotDepth(s) {
		atomic.StoreUint64(&t.slots[i], s)
		return
	}
	atomic.StoreUint64(&t.slots[i+1], s)
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
