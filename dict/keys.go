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
// seed if one is wrong, so every bucket of a built index is exact.

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

// packedMask returns the bits of position p in a packed word: the packed
// word k with position p replaced by the wildcard is k &^ packedMask(p).
func packedMask(p int) uint64 {
	return 31 << (5 * p)
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

// keyTable finds, for the wildcard key of a word at one position, the
// first word met with the same key. It is an open-addressing hash table
// with linear probing, used only while a group is built, whose slots hold
// word indexes (plus one; 0 marks an empty slot) rather than keys: four
// bytes a slot keep it small enough to stay in the cache.
type keyTable struct {
	slots []int32
	shift uint
}

// newKeyTable returns a table with room for n keys at a load of at most
// three quarters.
func newKeyTable(n int) *keyTable {
	bits := uint(4)
	for 3<<bits < 4*n {
		bits++
	}
	return &keyTable{slots: make([]int32, 1<<bits), shift: 64 - bits}
}

// reset empties the table.
func (t *keyTable) reset() {
	clear(t.slots)
}

// first returns the first word j entered whose key is word i's, entering i
// if there is none (then j is i), and whether i was entered. The key of
// word j is keys[j] &^ mask.
func (t *keyTable) first(keys []uint64, mask uint64, i int32) (int32, bool) {
	k := keys[i] &^ mask
	slotMask := uint64(len(t.slots) - 1)
	for s := (k * 0x9e3779b97f4a7c15) >> t.shift; ; s = (s + 1) & slotMask {
		switch j := t.slots[s] - 1; {
		case j < 0:
			t.slots[s] = i + 1
			return i, true
		case keys[j]&^mask == k:
			return j, false
		}
	}
}
