package circularchess

import "testing"

func TestCellNamesRoundTrip(t *testing.T) {
	for c := Cell(0); c < NoCell; c++ {
		got, err := ParseCell(c.String())
		if err != nil || got != c {
			t.Errorf("%v -> %v, %v", c, got, err)
		}
		if back, ok := CellAt(c.Ring(), c.Number()); !ok || back != c {
			t.Errorf("CellAt(%c, %d) = %v", c.Ring(), c.Number(), back)
		}
	}
	if NoCell.String() != "-" || NoCell.Valid() {
		t.Error("NoCell is not written as -")
	}
}

func TestParseCellRejectsWhatIsNotACell(t *testing.T) {
	for _, s := range []string{"", "a", "e1", "a0", "a17", "a01", "A1", "b", "b1x", "b-1", "1a"} {
		if c, err := ParseCell(s); err == nil {
			t.Errorf("%q read as %v", s, c)
		}
	}
}

// The mapping: ring x, cell n is file x, rank n for n ≤ 8; cells
// 9–16 carry files h, g, f, e from rank 8 back down to rank 1.
func TestCellsStandForTheSquaresOfTheOrdinaryBoard(t *testing.T) {
	for name, square := range map[string]string{
		"a1": "a1", "a8": "a8", "b2": "b2", "d1": "d1", "d8": "d8",
		"a9": "h8", "a16": "h1", "b9": "g8", "b16": "g1", "c10": "f7", "c15": "f2", "d9": "e8", "d16": "e1",
	} {
		if got := cell(t, name).Square(); got != square {
			t.Errorf("%s stands for %s, want %s", name, got, square)
		}
	}
	seen := map[string]bool{}
	for c := Cell(0); c < NoCell; c++ {
		seen[c.Square()] = true
	}
	if len(seen) != 64 {
		t.Errorf("the cells stand for %d squares, want 64", len(seen))
	}
}

func TestCellColoursAlternateAndCloseRoundTheRing(t *testing.T) {
	for c := Cell(0); c < NoCell; c++ {
		next := cellOf(c.ringIndex(), c.pos()+1)
		if c.Light() == next.Light() {
			t.Errorf("%v and %v have the same colour", c, next)
		}
		if c.ringIndex() < 3 && c.Light() == cellOf(c.ringIndex()+1, c.pos()).Light() {
			t.Errorf("%v and the cell inside it have the same colour", c)
		}
	}
	// The colours agree with the ordinary board: a1 dark, h1 light.
	if cell(t, "a1").Light() || !cell(t, "a16").Light() {
		t.Error("a1 should be dark and a16 (h1) light")
	}
}
