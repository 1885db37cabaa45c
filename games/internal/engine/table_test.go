package engine

import "testing"

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
	first := lendTable[uint16](16)
	first.store(12345, 7, 10, 3, boundExact)
	returnTable(first)
	second := lendTable[uint16](16)
	if second != first {
		t.Fatal("the table given back was not lent again")
	}
	if _, ok := second.probe(12345); ok {
		t.Fatal("a lent table holds an earlier search's entry")
	}
	if other := lendTable[uint16](16); other == second {
		t.Fatal("one table lent twice at once")
	}
}
