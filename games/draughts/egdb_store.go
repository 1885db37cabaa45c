package draughts

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"sync"
)

// A class of the built-in database keeps in memory only the entries probe
// reads (see stored): a bit for every number, set where its entry is
// stored, and the stored entries in order. Entry i is found by counting
// the set bits before bit i, helped by a count kept for every four words
// of bits. Of the positions of kings alone about one in seven is stored,
// of the others about seven in ten: the classes take 8 bytes for every 14
// they took as one byte a number.

// egTable is one class of the database: every entry, when this program
// solved it (BuildEndgameDB), or the stored entries, kept packed until
// first asked for, when it was read from the stored form.
type egTable struct {
	class  egClass
	solved []byte
	packed []byte
	once   sync.Once
	stored *egStored
}

// egStored is the stored entries of a class in memory.
type egStored struct {
	has    []uint64 // bit i%64 of word i/64 is set when entry i is stored
	before []uint32 // before[k] is the number of entries stored before word 4k
	values []byte   // the stored entries, in order
}

// value is entry i of the class, which must be one probe reads.
func (t *egTable) value(i int) byte {
	if t.solved != nil {
		return t.solved[i]
	}
	return t.unpacked().at(i)
}

// at is entry i, which must be stored.
func (s *egStored) at(i int) byte {
	w := i >> 6
	n := int(s.before[w>>2])
	for k := w &^ 3; k < w; k++ {
		n += bits.OnesCount64(s.has[k])
	}
	return s.values[n+bits.OnesCount64(s.has[w]&(1<<(i&63)-1))]
}

// unpacked unpacks the class on first use. The stored database was
// checked when it was generated and its tests read every class; a class
// that does not unpack is a damaged program, and panics.
func (t *egTable) unpacked() *egStored {
	t.once.Do(func() {
		s, err := decodeStored(t.class, flate.NewReader(bytes.NewReader(t.packed)))
		if err != nil {
			panic(fmt.Sprintf("draughts: the endgame database's class %v is damaged: %v", t.class, err))
		}
		t.stored, t.packed = s, nil
	})
	return t.stored
}

// storedForm is class c's stored form, from its solved entries: the bits
// saying which entries are stored, as little-endian 64-bit words, then
// the stored entries.
func storedForm(c egClass, solved []byte) []byte {
	has := make([]uint64, (len(solved)+63)/64)
	var values []byte
	for i, e := range solved {
		if stored(i, c) {
			has[i/64] |= 1 << (i % 64)
			values = append(values, e)
		}
	}
	out := make([]byte, 0, 8*len(has)+len(values))
	for _, w := range has {
		out = binary.LittleEndian.AppendUint64(out, w)
	}
	return append(out, values...)
}

// decodeStored reads the stored form of class c.
func decodeStored(c egClass, r io.Reader) (*egStored, error) {
	words := (c.size() + 63) / 64
	raw := make([]byte, 8*words)
	if _, err := io.ReadFull(r, raw); err != nil {
		return nil, err
	}
	s := &egStored{has: make([]uint64, words), before: make([]uint32, (words+3)/4)}
	n := 0
	for k := range s.has {
		if k%4 == 0 {
			s.before[k/4] = uint32(n)
		}
		s.has[k] = binary.LittleEndian.Uint64(raw[8*k:])
		n += bits.OnesCount64(s.has[k])
	}
	if extra := s.has[words-1] >> (c.size() % 64); c.size()%64 != 0 && extra != 0 {
		return nil, errors.New("entries stored beyond the class")
	}
	s.values = make([]byte, n)
	if _, err := io.ReadFull(r, s.values); err != nil {
		return nil, err
	}
	if k, _ := r.Read(make([]byte, 1)); k != 0 {
		return nil, errors.New("longer than its class")
	}
	return s, nil
}
