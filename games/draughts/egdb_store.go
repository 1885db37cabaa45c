package draughts

import (
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"sync"
)

// A class of the built-in database is stored in blocks of egBlockSize
// entries, each compressed on its own, and a probe unpacks only the block
// it reads. The unpacked blocks are kept in a cache of a fixed number of
// blocks shared by every class, so that the database takes the same memory
// however many classes a game reaches: a search from the late middle game
// probes some forty classes, and reads most of its probes from a few
// hundred blocks.
//
// Probe reads only some entries (see stored): a position whose side to
// move must capture is worked out from its captures, and a position of
// kings alone is read at one of its images. The entries it never reads
// are stored as the last entry before them in the block that it does
// read, which costs almost nothing compressed, so that entry i of a class
// is simply the i-th of its entries.

// egBlockSize is the number of entries in a block (the last of a class
// may have fewer).
const egBlockSize = 8192

// egCacheBlocks is how many unpacked blocks a database keeps: 2 MiB.
var egCacheBlocks = 256

// egTable is one class of the database: every entry, when this program
// solved it (BuildEndgameDB), or its blocks, compressed, when it was read
// from the stored form.
type egTable struct {
	class  egClass
	solved []byte
	blocks [][]byte
	cache  *egCache
	// slot[b] is 1 + the cache slot holding block b unpacked, or 0.
	slot []int32
}

// value is entry i of the class, which must be one probe reads.
func (t *egTable) value(i int) byte {
	if t.solved != nil {
		return t.solved[i]
	}
	return t.cache.entry(t, i)
}

// egCache holds the blocks last unpacked. When it is full, the block to
// make room is chosen by the clock rule: the hand passes over the slots,
// sparing (once) each slot read since it last passed.
type egCache struct {
	mu       sync.Mutex
	slots    []egSlot
	hand     int
	inflater io.ReadCloser // reset for each block
	source   bytes.Reader
}

// egSlot is one unpacked block in the cache.
type egSlot struct {
	table   *egTable
	block   int
	entries []byte // egBlockSize long, whatever the block's length
	read    bool   // read since the hand last passed
}

// entry is entry i of t, unpacking its block if it is not in the cache.
// The built-in database was checked when it was generated and its tests
// read every block; a block that does not unpack is a damaged program, and
// panics.
func (c *egCache) entry(t *egTable, i int) byte {
	b := i / egBlockSize
	c.mu.Lock()
	defer c.mu.Unlock()
	k := t.slot[b]
	if k == 0 {
		k = c.unpack(t, b)
	}
	s := &c.slots[k-1]
	s.read = true
	return s.entries[i%egBlockSize]
}

// unpack unpacks block b of t into a slot, empty or freed for it, and
// returns 1 + the slot's number. The caller holds c.mu.
func (c *egCache) unpack(t *egTable, b int) int32 {
	var k int
	if len(c.slots) < egCacheBlocks {
		c.slots = append(c.slots, egSlot{entries: make([]byte, egBlockSize)})
		k = len(c.slots) - 1
	} else {
		for c.slots[c.hand].read {
			c.slots[c.hand].read = false
			c.hand = (c.hand + 1) % len(c.slots)
		}
		k, c.hand = c.hand, (c.hand+1)%len(c.slots)
		old := &c.slots[k]
		old.table.slot[old.block] = 0
	}
	s := &c.slots[k]
	s.table, s.block = t, b
	n := min(egBlockSize, t.class.size()-b*egBlockSize)
	if err := c.inflate(t.blocks[b], s.entries[:n]); err != nil {
		panic(fmt.Sprintf("draughts: the endgame database's class %v is damaged in block %d: %v", t.class, b, err))
	}
	t.slot[b] = int32(k + 1)
	return int32(k + 1)
}

// inflate unpacks one compressed block into entries, which it must fill
// exactly.
func (c *egCache) inflate(packed, entries []byte) error {
	c.source.Reset(packed)
	if c.inflater == nil {
		c.inflater = flate.NewReader(&c.source)
	} else if err := c.inflater.(flate.Resetter).Reset(&c.source, nil); err != nil {
		return err
	}
	return readBlock(c.inflater, entries)
}

// readBlock reads a block's entries from r, which must hold exactly as
// many.
func readBlock(r io.Reader, entries []byte) error {
	if _, err := io.ReadFull(r, entries); err != nil {
		return err
	}
	if k, _ := r.Read(make([]byte, 1)); k != 0 {
		return errors.New("longer than its block")
	}
	return nil
}

// storedBlocks is class c's entries as they are stored, from its solved
// entries: in blocks, each entry probe never reads replaced by the last
// one before it in its block that probe reads (0 if none).
func storedBlocks(c egClass, solved []byte) [][]byte {
	var blocks [][]byte
	for start := 0; start < len(solved); start += egBlockSize {
		block := make([]byte, min(egBlockSize, len(solved)-start))
		var last byte
		for j := range block {
			if stored(start+j, c) {
				last = solved[start+j]
			}
			block[j] = last
		}
		blocks = append(blocks, block)
	}
	return blocks
}
