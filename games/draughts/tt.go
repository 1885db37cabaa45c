package draughts

// table is the transposition table: what earlier searches learnt about a
// position (a score bound and the best move), kept in pairs of slots, one
// preferring deeper results and one always replaced.
type table struct {
	slots []ttSlot
	mask  uint64
}

type ttSlot struct {
	key  uint64
	data uint64 // see pack
}

// Bound kinds of a stored score.
const (
	boundNone = iota
	boundUpper
	boundLower
	boundExact
)

// ttEntry is an unpacked slot.
type ttEntry struct {
	score int
	depth int
	bound int
	move  moveTag
}

// moveTag identifies a move of a known position compactly: its cells and a
// fold of the captured set.
type moveTag struct {
	from, to int8
	caps     uint16
	ok       bool
}

func tagOf(m move) moveTag {
	c := m.caps
	return moveTag{from: m.from, to: m.to, caps: uint16(c ^ c>>16 ^ c>>32 ^ c>>48), ok: true}
}

func (t moveTag) is(m move) bool { return t.ok && t == tagOf(m) }

func newTable(bits int) *table {
	n := 1 << bits
	return &table{slots: make([]ttSlot, n), mask: uint64(n - 2)}
}

func pack(e ttEntry) uint64 {
	var mv uint64
	if e.move.ok {
		mv = 1<<31 | uint64(e.move.from&63)<<24 | uint64(e.move.to&63)<<16 | uint64(e.move.caps)
	}
	return uint64(uint16(int16(e.score)))<<48 | uint64(uint8(e.depth))<<40 | uint64(e.bound)<<32 | mv
}

func unpack(d uint64) ttEntry {
	e := ttEntry{score: int(int16(d >> 48)), depth: int(uint8(d >> 40)), bound: int(d >> 32 & 3)}
	if d&(1<<31) != 0 {
		e.move = moveTag{from: int8(d >> 24 & 63), to: int8(d >> 16 & 63), caps: uint16(d), ok: true}
	}
	return e
}

func (t *table) probe(key uint64) (ttEntry, bool) {
	i := key & t.mask
	for j := i; j <= i+1; j++ {
		if s := t.slots[j]; s.key == key && s.data != 0 {
			return unpack(s.data), true
		}
	}
	return ttEntry{}, false
}

func (t *table) store(key uint64, e ttEntry) {
	i := key & t.mask
	deep := &t.slots[i]
	if deep.key == key || deep.data == 0 || unpack(deep.data).depth <= e.depth {
		deep.key, deep.data = key, pack(e)
		return
	}
	t.slots[i+1] = ttSlot{key: key, data: pack(e)}
}
