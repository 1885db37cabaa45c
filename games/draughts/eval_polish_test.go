package draughts

import (
	"math/bits"
	"slices"
	"testing"
)

// runawaysOf lists the squares of side c's runaway men in the Polish
// position fen.
func runawaysOf(t *testing.T, fen string, c Color) []int {
	t.Helper()
	s, err := ParseFEN(fen, Rules{Variant: Polish})
	if err != nil {
		t.Fatal(err)
	}
	p := &s.pos
	empty := board10 &^ p.occupied()
	var out []int
	for b := p.pieces[c] &^ p.kings; b != 0; b &= b - 1 {
		cell := bits.TrailingZeros64(b)
		if runaway10(c, cell, p.pieces[c^1], p.kings, empty) {
			out = append(out, geo10.squareOf[cell])
		}
	}
	return out
}

func TestPolishRunawayManIsNotOneWhenFlankedOnItsRow(t *testing.T) {
	cases := []struct {
		name, fen string
		side      Color
		want      []int
	}{
		{"an edge man beside an enemy man", "B:W23,27,29,32,40,49:B1,12,14,18,20,26", Black, nil},
		{"the same with no enemy man beside it", "B:W23,29,32,40,45,49:B1,12,14,18,20,26", Black, []int{26}},
		{"the same with the landing square taken", "B:W23,27,29,32,40,49:B1,12,14,18,20,26,36", Black, []int{26, 36}},
		{"a man beside one enemy man", "W:W28,50:B27", Black, []int{27}},
		{"a man between two enemy men", "W:W26,28,50:B27", Black, nil},
		{"a White man beside one Black man", "W:W24:B25,45", White, []int{24}},
		{"a White man between two Black men", "W:W24:B23,25,45", White, nil},
	}
	for _, tc := range cases {
		if got := runawaysOf(t, tc.fen, tc.side); !slices.Equal(got, tc.want) {
			t.Errorf("%s (%s): runaways %v, want %v", tc.name, tc.fen, got, tc.want)
		}
	}
}
