package board

import "testing"

func TestAtAndOriginAreInverse(t *testing.T) {
	for _, flipped := range []bool{false, true} {
		g := Grid{Left: 5, Top: 2, Cols: 8, Rows: 8, CellW: 3, CellH: 1, Flipped: flipped}
		for f := 0; f < 8; f++ {
			for r := 0; r < 8; r++ {
				x, y := g.Origin(f, r)
				for dx := 0; dx < g.CellW; dx++ {
					gf, gr, ok := g.At(x+dx, y)
					if !ok || gf != f || gr != r {
						t.Fatalf("flipped=%v: At(Origin(%d,%d)+%d) = %d,%d,%v", flipped, f, r, dx, gf, gr, ok)
					}
				}
			}
		}
	}
}

func TestAtKnowsCorners(t *testing.T) {
	g := Grid{Left: 10, Top: 3, Cols: 8, Rows: 8, CellW: 4, CellH: 2}
	cases := []struct {
		x, y        int
		file, rank  int
		ok, flipped bool
	}{
		{10, 3, 0, 7, true, false},  // top-left is a8 seen from White
		{41, 18, 7, 0, true, false}, // bottom-right is h1
		{10, 3, 7, 0, true, true},   // flipped: top-left is h1
		{9, 3, 0, 0, false, false},  // left of the board
		{42, 3, 0, 0, false, false}, // right of the board
		{10, 19, 0, 0, false, false},
	}
	for _, c := range cases {
		g.Flipped = c.flipped
		f, r, ok := g.At(c.x, c.y)
		if ok != c.ok || (ok && (f != c.file || r != c.rank)) {
			t.Errorf("At(%d,%d) flipped=%v = %d,%d,%v; want %d,%d,%v", c.x, c.y, c.flipped, f, r, ok, c.file, c.rank, c.ok)
		}
	}
}

func TestEmptyGridHitsNothing(t *testing.T) {
	if _, _, ok := (Grid{}).At(0, 0); ok {
		t.Fatal("a grid without cells reported a hit")
	}
}
