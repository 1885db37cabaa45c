package circularchess

import (
	"context"
	"testing"
)

// TestSearchKeepsItsMovesAtFixedDepth pins the move and score the search
// chooses at a fixed depth. All but one are what the search chose before
// it moved onto the shared driver (games/internal/engine). The exception:
// after 1 b2-b4 c7-c5 2 Nb1-c3 Nb8-c6, at depth 5, the old search took on
// c5 (15) and the driver plays b4-b5 (22), because the root is now an
// ordinary node (the table's move and the captures first, where the old
// root tried the moves in the order of the last iteration's best, without
// the table) and the quiescence search drops hopeless captures before
// ordering them. At depths 6 and 7 both searches take on c5 again.
func TestSearchKeepsItsMovesAtFixedDepth(t *testing.T) {
	m, _ := NewGame(modern)
	b, _ := NewGame(byzantine)
	for i, c := range []struct {
		s     State
		depth int
		want  string
		score int
	}{
		{m, 5, "a2-a4", 7},
		{m, 6, "a2-a4", 10},
		{b, 5, "b1-c3", -2},
		{play(t, m, "b2-b4", "c7-c5", "Nb1-c3", "Nb8-c6"), 5, "b4-b5", 22},
		{setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8"), 3, "d1-a1", WinScore - 1},
		{mustFEN(t, "B2PP11/7R8/3k5P6/14K1 w - 1 135 modern"), 4, "c10-c9=Q", WinScore - 3},
	} {
		r := Search(context.Background(), c.s, Limits{Depth: c.depth})
		if got := r.Move.String(); got != c.want || r.Score != c.score {
			t.Errorf("position %d, depth %d: %s scoring %d, want %s scoring %d", i, c.depth, got, r.Score, c.want, c.score)
		}
	}
}
