package engine

import (
	"context"
	"reflect"
	"runtime"
	"testing"
)

func TestTableBitsGrowWithTheNodesAllowed(t *testing.T) {
	for _, c := range []struct {
		nodes int64
		bits  int
	}{{0, 20}, {5_000, 16}, {60_000, 16}, {300_000, 17}, {1_500_000, 19}, {6_000_000, 20}, {20_000_000, 20}} {
		if got := TableBits(Limits{Nodes: c.nodes}); got != c.bits {
			t.Errorf("TableBits(%d nodes) = %d, want %d", c.nodes, got, c.bits)
		}
	}
}

func TestALentTableIsEmptyAndKeptForTheNext(t *testing.T) {
	first := lendTable[pileTag](16, false, false)
	first.store(12345, 7, 10, 3, boundExact)
	returnTable(first)
	second := lendTable[pileTag](16, false, false)
	if second != first {
		t.Fatal("the table given back was not lent again")
	}
	if _, ok := second.probe(12345); ok {
		t.Fatal("a lent table holds an earlier search's entry")
	}
	if other := lendTable[pileTag](16, false, false); other == second {
		t.Fatal("one table lent twice at once")
	}
}

func TestASlotKeepsEveryFieldInOneWord(t *testing.T) {
	tt := NewTable[pileTag](8)
	key := uint64(0xabcde) << 44 // only the top bits, which the slot keeps
	for _, c := range []struct {
		move         pileTag
		score, depth int
		bound        int
	}{
		{1<<TagBits - 1, -WinScore, 0, boundUpper},
		{1, WinScore, maxDepth, boundLower},
		{0x5a5a5, -1, 17, boundExact},
	} {
		tt.store(key, c.move, c.score, c.depth, c.bound)
		e, ok := tt.probe(key)
		if !ok || e.move != c.move || int(e.score) != c.score || int(e.depth) != c.depth || int(e.bound) != c.bound {
			t.Errorf("stored %+v, read %+v (%v)", c, e, ok)
		}
	}
	if _, ok := tt.probe(key ^ 1<<63); ok {
		t.Error("a position differing in the key's top bit was answered")
	}
}

func TestADepthBeyondTheSlotIsKeptAsItsLargest(t *testing.T) {
	tt := NewTable[pileTag](8)
	tt.store(1<<50, 3, 10, 100, boundExact)
	if e, ok := tt.probe(1 << 50); !ok || e.depth != maxDepth {
		t.Errorf("depth 100 read back as %d (%v), want %d", e.depth, ok, maxDepth)
	}
}

// smallPile is a pile that sizes its table by its stones: 2^16 slots for a
// pile of six or fewer.
type smallPile struct{ pile }

func (p *smallPile) TableBits(n int, lim Limits) int {
	if n <= 6 {
		return 16
	}
	return TableBits(lim)
}

func TestAGameThatSizesItsTableGetsThatSize(t *testing.T) {
	for _, c := range []struct {
		stones int
		lim    Limits
		slots  int
	}{
		{5, Limits{}, 1 << 16},
		{9, Limits{}, 1 << 20},
		{5, Limits{Nodes: 5_000}, 1 << 16},
		{9, Limits{Nodes: 300_000}, 1 << 17}, // never above what the limits allow
	} {
		se := sessionFor[int, int, pileTag](&smallPile{}, c.stones, c.lim)
		if got := len(se.searcher.tt.slots); got != c.slots {
			t.Errorf("%d stones, %+v: %d slots, want %d", c.stones, c.lim, got, c.slots)
		}
		se.Close()
	}
}

// spareTag is a kind of table no other test lends.
type spareTag uint32

// TestASmallerTableLetsTheLargerSparesGo: a lend of another size by the
// limits (a hint beside the computer's search) keeps the spares of both
// sizes; a game that sizes its table below its limits lets its kind's
// larger spares go, and no other kind's.
func TestASmallerTableLetsTheLargerSparesGo(t *testing.T) {
	spares := func(kind reflect.Type, bits int) int {
		spareTables.Lock()
		defer spareTables.Unlock()
		return len(spareTables.idle[spareKey{kind, bits}])
	}
	mine, other := reflect.TypeFor[spareTag](), reflect.TypeFor[pileTag]()
	returnTable(lendTable[spareTag](17, false, false))
	returnTable(lendTable[spareTag](16, false, false))
	if spares(mine, 17) != 1 || spares(mine, 16) != 1 {
		t.Fatalf("spares of 17 and 16 bits: %d and %d, want one each", spares(mine, 17), spares(mine, 16))
	}
	returnTable(lendTable[pileTag](17, false, false))
	small := lendTable[spareTag](16, true, false)
	if spares(mine, 17) != 0 {
		t.Error("a larger spare is kept after its game sized its table smaller")
	}
	if spares(other, 17) != 1 {
		t.Error("another kind's spare was let go")
	}
	returnTable(small)
	if spares(mine, 16) != 1 {
		t.Errorf("%d spares of the size in use, want 1", spares(mine, 16))
	}
}

// releasingPile is a game that holds something for its searches.
type releasingPile struct {
	pile
	released int
}

func (p *releasingPile) Release() { p.released++ }

// TestClosingASessionHasTheGameGiveBackWhatItHolds: Close calls a
// Releaser's Release, once.
func TestClosingASessionHasTheGameGiveBackWhatItHolds(t *testing.T) {
	g := &releasingPile{}
	se := sessionFor[int, int, pileTag](g, 5, Limits{Depth: 2})
	se.Search(context.Background(), 5, []int{1, 2}, Limits{Depth: 2}, nil)
	if g.released != 0 {
		t.Fatalf("released %d times before Close", g.released)
	}
	se.Close()
	if g.released != 1 {
		t.Errorf("released %d times by Close, want 1", g.released)
	}
}

// bigTag is a kind of table no other test lends.
type bigTag uint32

// TestASmallerTableIsMadeAfterTheLargerGo: when a game moves to a smaller
// table, the larger spares it lets go are collected before the new table
// is made, so the heap never holds both (a draughts game's peak memory,
// issue 43).
func TestASmallerTableIsMadeAfterTheLargerGo(t *testing.T) {
	returnTable(lendTable[bigTag](20, false, false)) // 8 MiB kept as a spare
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	small := lendTable[bigTag](19, true, false) // 4 MiB
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 0 {
		t.Fatalf("the heap grew by %d KiB: the 8 MiB spare was not collected before the 4 MiB table was made", grew>>10)
	}
	returnTable(small)
}

func TestASearchBoundByTimeAloneStartsFromWhatTheLastLearnt(t *testing.T) {
	first := lendTable[warmTag](16, false, false)
	first.store(12345, 7, 10, 5, boundExact)
	first.store(67890, 3, -4, 1, boundLower)
	returnTable(first)
	warm := lendTable[warmTag](16, false, true)
	if warm != first {
		t.Fatal("the table given back was not lent again")
	}
	if e, ok := warm.probe(12345); !ok || e.move != 7 || e.score != 10 || e.depth != 5-agePlies || e.bound != boundExact {
		t.Fatalf("a warm table holds %+v (%v), want the entry with its depth lowered by %d", e, ok, agePlies)
	}
	if e, ok := warm.probe(67890); !ok || e.depth != 0 || e.bound != boundLower {
		t.Fatalf("a shallow entry aged to %+v (%v), want depth 0 and its bound kept", e, ok)
	}
	returnTable(warm)
	if cold := lendTable[warmTag](16, false, false); cold != first {
		t.Fatal("the table given back was not lent again")
	} else if _, ok := cold.probe(12345); ok {
		t.Fatal("a table for a repeatable search holds an earlier search's entry")
	}
}

func TestOnlyASearchBoundByTimeAloneGetsAWarmTable(t *testing.T) {
	for _, c := range []struct {
		lim  Limits
		warm bool
	}{{Limits{}, true}, {Limits{Threads: 2}, true}, {Limits{Nodes: 1000}, false}, {Limits{Depth: 4}, false}} {
		if got := timeAlone(c.lim); got != c.warm {
			t.Errorf("timeAlone(%+v) = %v, want %v", c.lim, got, c.warm)
		}
	}
}

// warmTag keeps the warm-table tests' spares apart from the others'.
type warmTag uint32
