package draughts

import (
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
)

// A class of the built-in database is stored in blocks of egBlockSize
// entries, each compressed on its own, and a probe unpacks only the block
// it reads. The unpacked blocks are kept in a cache of a fixed number of
// blocks shared by every class, so that the database takes the same memory
// however many classes a game reaches: a search from the late middle game
// probes some forty classes, and reads most of its probes from a few
// hundred blocks. A probe of a block in the cache takes no lock, so the
// searches of several rooms at once do not wait for one another; only
// unpacking a block does.
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
	// unpacked[b] is block b unpacked, while the cache holds it.
	unpacked []atomic.Pointer[egBlock]
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
// sparing (once) each block read since it last passed. A block let go is
// never written again: a probe that found it just before still reads it
// whole, and the collector frees it after.
type egCache struct {
	mu       sync.Mutex // for unpacking: the slots, the hand, the reader
	slots    []egSlot
	hand     int
	inflater io.ReadCloser // reset for each block
	source   bytes.Reader
}

// egSlot is where the cache keeps one block.
type egSlot struct {
	table *egTable
	block int
}

// egBlock is a block's entries, unpacked.
type egBlock struct {
	entries []byte
	read    atomic.Bool // read since the hand last passed
}

// entry is entry i of t, unpacking its block if it is not in the cache.
// The built-in database was checked when it was generated and its tests
// read every block; a block that does not unpack is a damaged program, and
// panics.
func (c *egCache) entry(t *egTable, i int) byte {
	b := i / egBlockSize
	blk := t.unpacked[b].Load()
	if blk == nil {
		blk = c.unpack(t, b)
	}
	if !blk.read.Load() {
		blk.read.Store(true)
	}
	return blk.entries[i%egBlockSize]
}

// unpack unpacks block b of t into the cache, unless another probe just
// did, and returns it.
func (c *egCache) unpack(t *egTable, b int) *egBlock {
	c.mu.Lock()
	defer c.mu.Unlock()
	if blk := t.unpacked[b].Load(); blk != nil {
		return blk
	}
	blk := &egBlock{entries: make([]byte, min(egBlockSize, t.class.size()-b*egBlockSize))}
	if err := c.inflate(t.blocks[b], blk.entries); err != nil {
		panic(fmt.Sprintf("draughts: the endgame database's class %v is damaged in block %d: %v", t.class, b, err))
	}
	if len(c.slots) < egCacheBlocks {
		c.slots = append(c.slots, egSlot{t, b})
	} else {
		// Probes may mark blocks read again behind the hand: after two
		// turns it takes the block it is at.
		for range 2 * len(c.slots) {
			s := c.slots[c.hand]
			old := s.table.unpacked[s.block].Load()
			if !old.read.Load() {
				break
			}
			old.read.Store(false)
			c.hand = (c.hand + 1) % len(c.slots)
		}
		s := &c.slots[c.hand]
		s.table.unpacked[s.block].Store(nil)
		*s = egSlot{t, b}
		c.hand = (c.hand + 1) % len(c.slots)
	}
	t.unpacked[b].Store(blk)
	return blk
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
