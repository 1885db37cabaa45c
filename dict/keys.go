package dict

// Wildcard keys. Two words of the same length are one letter apart exactly
// when, for some position p, they are equal once the letter at p is replaced
// by a wildcard ("head" and "heal" both give "hea*"). Every word of length L
// therefore has L wildcard keys, and a bucket of words sharing a key is a
// clique of mutual neighbours.
//
// Words of up to maxPacked letters are packed five bits a letter into a
// uint64 (a=1 ... z=26), and the wildcard is the value 0: such keys are exact.
// Longer words use a seeded 64-bit Zobrist hash. A hash collision could, with
// negligible probability, put words that are not neighbours in one bucket;
// group.buildBuckets checks every hashed bucket and rebuilds with another
// seed if one is wrong, so every bucket of a built group is exact.

// maxPacked is the longest word whose letters fit, five bits each, in a
// uint64.
const maxPacked = 12

// pack returns the exact key of w (len(w) <= maxPacked).
func pack(w string) uint64 {
	var k uint64
	for i := 0; i < len(w); i++ {
		k |= uint64(w[i]-'a'+1) << (5 * i)
	}
	return k
}

// packedWildcard returns the key of the packed word k with position p
// replaced by the wildcard.
func packedWildcard(k uint64, p int) uint64 {
	return k &^ (31 << (5 * p))
}

// zobrist returns the pseudo-random value of letter c at position p for the
// given seed, with c == 0 standing for the wildcard.
func zobrist(seed uint64, p int, c byte) uint64 {
	x := seed<<32 | uint64(p)<<8 | uint64(c)
	// splitmix64 finaliser.
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// hashWord returns the Zobrist hash of w.
func hashWord(seed uint64, w string) uint64 {
	var h uint64
	for i := 0; i < len(w); i++ {
		h ^= zobrist(seed, i, w[i])
	}
	return h
}

// hashedWildcard returns the hashed key of w with position p replaced by the
// wildcard, given h = hashWord(seed, w).
func hashedWildcard(seed, h uint64, w string, p int) uint64 {
	return h ^ zobrist(seed, p, w[p]) ^ zobrist(seed, p, 0)
}

// keyTable maps wildcard keys to dense ids 0, 1, 2, ... in order of first
// appearance since the last reset. It is an open-addressing hash table with
// linear probing, used only while a group is built. A slot's key and id sit
// side by side, and a slot counts only if stamped with the current round,
// so that a reset clears nothing.
type keyTable struct {
	slots []keySlot
	shift uint
	round uint32
	next  int32
}

// keySlot is one slot of a keyTable.
type keySlot struct {
	key   uint64
	round uint32 // the round that filled it; 0 for never
	id    int32
}

// newKeyTable returns a table with room for n keys at a load of at most one
// half.
func newKeyTable(n int) *keyTable {
	bits := uint(4)
	for 1<<bits < 2*n {
		bits++
	}
	return &keyTable{slots: make([]keySlot, 1<<bits), shift: 64 - bits, round: 1}
}

// reset empties the table; ids start again from 0.
func (t *keyTable) reset() {
	t.round++
	t.next = 0
}

// id returns the id of key k, giving it the next free id if it is new, and
// whether it was new.
func (t *keyTable) id(k uint64) (int32, bool) {
	mask := uint64(len(t.slots) - 1)
	for i := (k * 0x9e3779b97f4a7c15) >> t.shift; ; i = (i + 1) & mask {
		s := &t.slots[i]
		switch {
		case s.round != t.round:
			*s = keySlot{key: k, round: t.round, id: t.next}
			t.next++
			return s.id, true
		case s.key == k:
			return s.id, false
		}
	}
}
