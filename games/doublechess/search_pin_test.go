package doublechess

import (
	"context"
	"testing"
)

// TestSearchKeepsItsMovesAtFixedDepth pins the move and score the search
// chose at a fixed depth before it moved onto the shared driver
// (games/internal/engine): the port kept them (with fewer nodes: the
// table now answers only null-window searches, and the old search counted
// each horizon node twice). The scores of the last two positions, few
// pieces and a mate of one adversary, changed with the evaluation of #13
// (a partner's mate costs more, an advantage counts for less as the pieces
// thin out); their moves did not. The seed opening's score changed with
// the lead's aim (lead.go: both sides have moved there); its move did not.
func TestSearchKeepsItsMovesAtFixedDepth(t *testing.T) {
	start, _ := NewGame(Rules{})
	for i, c := range []struct {
		s     State
		depth int
		want  string
		score int
	}{
		{start, 4, "Nj1-k3", 13},
		{start, 5, "Nj1-k3", 16},
		{seedOpening(t), 4, "Na5-c6", -428},
		{setup(t, Black, doubleMateInOne), 3, "Qe4-b7#", WinScore - 1},
		{setup(t, White, "BKg1 BPf2 BPg2 BPh2 RRd5 RKn8 WKh14 WQh6 GKa7 GNa5"), 4, "Qh6-h8+", 363},
		{play(t, Black, "BKg1 BQe4 WKh14 WBd9 GKa7 RKn8 RPm5"), 4, "Qe4-b7#", 3943},
	} {
		r := Search(context.Background(), c.s, Limits{Depth: c.depth})
		if got := c.s.MoveText(r.Move); got != c.want || r.Score != c.score {
			t.Errorf("position %d, depth %d: %s scoring %d, want %s scoring %d", i, c.depth, got, r.Score, c.want, c.score)
		}
	}
}
