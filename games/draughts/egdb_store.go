package draughts

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
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
//
// An entry of the plies to the end is a byte. An entry of a class held as
// results alone is two bits, the EndgameResult, four to a byte, the first
// in the lowest bits; its blocks hold four times as many entries in as
// many bytes.

// egBlockSize is the number of bytes of a block unpacked (the last of a
// class may have fewer).
const egBlockSize = 8192

// egCacheBlocks is how many unpacked blocks a database keeps: 2 MiB.
var egCacheBlocks = 256

// A search reads the results of five pieces and six kings through a cache
// of its own (egLocal), whose slots it fills again and again: a search
// from the late middle game may unpack thousands of those blocks a
// second, and blocks unpacked afresh each time, as the shared cache must
// (it never rewrites a block a probe may be reading), would be that many
// blocks of garbage. The counted part's blocks, far fewer, a search
// reads through the shared cache.

// egLocalSlots is how many blocks a search's own cache holds: 1 MiB.
const egLocalSlots = 128

// egTable is one class of the database: every entry, when this program
// solved it (BuildEndgameDB), or its blocks, compressed, when it was read
// from the stored form.
type egTable struct {
	board *egBoard
	class egClass
	// results: the entries hold the result alone, in two bits (the
	// solved ones hold the plies to the end all the same).
	results bool
	solved  []byte
	// id numbers the class in its database, for a search's cache.
	id int
	// stored is the class as it is stored; blocks are its blocks,
	// compressed, once a probe first needed one (findBlocks).
	stored []byte
	blocks atomic.Pointer[[][]byte]
	cache  *egCache
	// unpacked[b] is block b unpacked, while the cache holds it.
	unpacked []atomic.Pointer[egBlock]
}

// perBlock is the number of entries a block holds.
func (t *egTable) perBlock() int {
	if t.results {
		return 4 * egBlockSize
	}
	return egBlockSize
}

// blockCount is the number of blocks of the class.
func (t *egTable) blockCount() int { return (t.board.size(t.class) + t.perBlock() - 1) / t.perBlock() }

// blockBytes is the length of block b unpacked.
func (t *egTable) blockBytes(b int) int {
	entries := min(t.perBlock(), t.board.size(t.class)-b*t.perBlock())
	if t.results {
		return (entries + 3) / 4
	}
	return entries
}

// value is the value entry i of the class holds, which must be one probe
// reads: a result through the search's own cache if local is not nil,
// anything else through the shared one.
func (t *egTable) value(i int, local *egLocal) EndgameValue {
	switch {
	case t.solved != nil && t.results:
		return EndgameValue{Result: entryValue(t.solved[i]).Result}
	case t.solved != nil:
		return entryValue(t.solved[i])
	}
	b, j := i/t.perBlock(), i%t.perBlock()
	if t.results {
		j /= 4
	}
	var e byte
	if local != nil && t.results {
		e = local.entry(t, b, j)
	} else {
		e = t.cache.entry(t, b, j)
	}
	if t.results {
		return EndgameValue{Result: EndgameResult(e >> (2 * (i % 4)) & 3)}
	}
	return entryValue(e)
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
	inflater egInflater
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

// entry is byte j of t's block b, unpacking the block if it is not in the
// cache. The built-in database was checked when it was generated and its
// tests read every block; a block that does not unpack is a damaged
// program, and panics.
func (c *egCache) entry(t *egTable, b, j int) byte {
	blk := t.unpacked[b].Load()
	if blk == nil {
		blk = c.unpack(t, b)
	}
	if !blk.read.Load() {
		blk.read.Store(true)
	}
	return blk.entries[j]
}

// unpack unpacks block b of t into the cache, unless another probe just
// did, and returns it.
func (c *egCache) unpack(t *egTable, b int) *egBlock {
	c.mu.Lock()
	defer c.mu.Unlock()
	if blk := t.unpacked[b].Load(); blk != nil {
		return blk
	}
	blk := &egBlock{entries: make([]byte, t.blockBytes(b))}
	if err := c.inflater.inflate(c.blocksLocked(t)[b], blk.entries); err != nil {
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

// blocks are t's blocks, compressed, found on first use.
func (c *egCache) blocks(t *egTable) [][]byte {
	if blocks := t.blocks.Load(); blocks != nil {
		return *blocks
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.blocksLocked(t)
}

// blocksLocked is blocks, with c.mu held. A class that does not read is a
// damaged program, and panics.
func (c *egCache) blocksLocked(t *egTable) [][]byte {
	if blocks := t.blocks.Load(); blocks != nil {
		return *blocks
	}
	if err := t.findBlocks(); err != nil {
		panic(fmt.Sprintf("draughts: the endgame database's class %v is damaged: %v", t.class, err))
	}
	return *t.blocks.Load()
}

// findBlocks reads the lengths of the class's blocks and finds them in
// its stored form, which they must fill exactly.
func (t *egTable) findBlocks() error {
	rest := t.stored
	sizes := make([]uint64, t.blockCount())
	for b := range sizes {
		size, k := binary.Uvarint(rest)
		if k <= 0 {
			return errors.New("its lengths are cut short")
		}
		sizes[b], rest = size, rest[k:]
	}
	blocks := make([][]byte, len(sizes))
	for b, size := range sizes {
		if size > uint64(len(rest)) {
			return fmt.Errorf("block %d is cut short", b)
		}
		blocks[b], rest = rest[:size], rest[size:]
	}
	if len(rest) != 0 {
		return errors.New("longer than its blocks")
	}
	t.blocks.Store(&blocks)
	return nil
}

// egLocals are the searches' own caches not in use, kept for the next
// searches.
var egLocals = sync.Pool{New: func() any { return new(egLocal) }}

// egLocal is a search's own cache of unpacked blocks (see egLocalSlots):
// a block's place is fixed by its class and number, and a block unpacked
// there takes the place of the one before. It serves one search at a
// time.
type egLocal struct {
	slots    [egLocalSlots]egLocalSlot
	inflater egInflater
}

// egLocalSlot is a place in a search's cache and the block it holds.
type egLocalSlot struct {
	table   *egTable
	block   int
	entries []byte
}

// entry is byte j of t's block b, unpacked into its place if it is not
// there.
func (l *egLocal) entry(t *egTable, b, j int) byte {
	s := &l.slots[uint(t.id*8191+b)%egLocalSlots]
	if s.table != t || s.block != b {
		if s.entries == nil {
			s.entries = make([]byte, egBlockSize)
		}
		s.table = nil
		s.entries = s.entries[:t.blockBytes(b)]
		if err := l.inflater.inflate(t.cache.blocks(t)[b], s.entries); err != nil {
			panic(fmt.Sprintf("draughts: the endgame database's class %v is damaged in block %d: %v", t.class, b, err))
		}
		s.table, s.block = t, b
	}
	return s.entries[j]
}

// The program may hear of the blocks unpacked from the built-in
// databases (OnEndgameReads): on Linux every block read from the
// program's file maps 64 KB of it, so a long search would soon hold most
// of the databases' megabytes in memory unless those pages are given back
// now and then, which an engine, touching no operating system, leaves to
// its caller.
var endgameReads struct {
	count atomic.Uint64
	hook  atomic.Pointer[readsHook]
}

// readsHook is a call after every so many blocks unpacked.
type readsHook struct {
	every uint64
	then  func()
}

// OnEndgameReads has then called after every every blocks the searches
// unpack from the stored databases, on the goroutine of the search that
// unpacked the last of them; a nil then, or every below 1, stops it. The
// program gives the databases' pages back to the system there (see
// StoredEndgames).
func OnEndgameReads(every int, then func()) {
	if then == nil || every < 1 {
		endgameReads.hook.Store(nil)
		return
	}
	endgameReads.hook.Store(&readsHook{every: uint64(every), then: then})
}

// countRead counts a block unpacked and makes the call it is due.
func countRead() {
	n := endgameReads.count.Add(1)
	if h := endgameReads.hook.Load(); h != nil && n%h.every == 0 {
		h.then()
	}
}

// egInflater unpacks blocks, one at a time.
type egInflater struct {
	reader io.ReadCloser // reset for each block
	source bytes.Reader
	extra  [1]byte
}

// inflate unpacks one compressed block into entries, which it must fill
// exactly.
func (f *egInflater) inflate(packed, entries []byte) error {
	f.source.Reset(packed)
	if f.reader == nil {
		f.reader = flate.NewReader(&f.source)
	} else if err := f.reader.(flate.Resetter).Reset(&f.source, nil); err != nil {
		return err
	}
	err := readBlock(f.reader, entries, f.extra[:])
	countRead()
	return err
}

// readBlock reads a block's entries from r, which must hold exactly as
// many (extra is room to find out).
func readBlock(r io.Reader, entries, extra []byte) error {
	if _, err := io.ReadFull(r, entries); err != nil {
		return err
	}
	if k, _ := r.Read(extra); k != 0 {
		return errors.New("longer than its block")
	}
	return nil
}

// storedBlocks is the class's entries as they are stored, from its solved
// entries: in blocks, each entry probe never reads replaced by the last
// one before it in its block that probe reads (0 if none), and those of a
// class held as results alone turned to results and packed.
func (t *egTable) storedBlocks() [][]byte {
	var blocks [][]byte
	per := t.perBlock()
	for b := range t.blockCount() {
		block := make([]byte, t.blockBytes(b))
		var last byte
		for j := range min(per, len(t.solved)-b*per) {
			i := b*per + j
			if t.board.stored(i, t.class) {
				last = t.solved[i]
				if t.results {
					last = byte(entryValue(last).Result)
				}
			}
			if t.results {
				block[j/4] |= last << (2 * (j % 4))
			} else {
				block[j] = last
			}
		}
		blocks = append(blocks, block)
	}
	return blocks
}
