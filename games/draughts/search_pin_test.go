package draughts

import (
	"context"
	"testing"
)

// TestSearchKeepsItsMovesAtFixedDepth pins the move and score the search
// chose at a fixed depth before it moved onto the shared driver
// (games/internal/engine): the port kept them. They are the search of
// before issue 19 (PruneClassic, which Easy to Hard still use); the
// default search of English draughts since (PruneTuned) is pinned by
// TestTunedSearchKeepsItsMovesAtFixedDepth.
func TestSearchKeepsItsMovesAtFixedDepth(t *testing.T) {
	for _, c := range []struct {
		rules Rules
		fen   string // "" for the opening
		moves []string
		depth int
		want  string
		score int
	}{
		{Rules{}, "", []string{"11-15", "23-19"}, 10, "8-11", 0},
		{Rules{}, "", nil, 12, "9-14", 5},
		{Rules{Variant: Losing}, "", nil, 10, "9-13", 4},
		{Rules{Variant: Polish}, "", nil, 8, "34-29", -1},
		{Rules{}, "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", nil, 10, "16-19", -8},
		// Three kings against two: before the endgame database the search
		// scored it 49; the database, probed in the search, proves the win
		// in 49 plies.
		{Rules{}, "B:WK30,K32:BK1,K3,K10", nil, 12, "10-15", 28751},
	} {
		s, _ := NewGame(c.rules)
		if c.fen != "" {
			s = mustFEN(t, c.rules, c.fen)
		}
		s = play(t, s, c.moves...)
		r := Search(context.Background(), s.WithPruning(PruneClassic), Limits{Depth: c.depth})
		if got := r.Move.LongString(); got != c.want || r.Score != c.score {
			t.Errorf("%v %q after %v, depth %d: %s scoring %d, want %s scoring %d",
				c.rules.Variant, c.fen, c.moves, c.depth, got, r.Score, c.want, c.score)
		}
	}
}

// TestTunedSearchKeepsItsMovesAtFixedDepth pins the default search of
// English draughts (PruneTuned) on the English positions above. Its
// moves and scores differ from the old search's where it reduces
// differently (it does not reduce promotions, threats and escapes) or
// cuts by its ProbCut probe: after 11-15 23-19 the same 8-11 scoring 12
// (0 before); from the start 11-15 scoring 0 (9-14 scoring 5); in the
// kings' position the same 16-19 scoring -11 (-8). The Losing and Polish
// games search as before.
func TestTunedSearchKeepsItsMovesAtFixedDepth(t *testing.T) {
	for _, c := range []struct {
		fen   string // "" for the opening
		moves []string
		depth int
		want  string
		score int
	}{
		{"", []string{"11-15", "23-19"}, 10, "8-11", 12},
		{"", nil, 12, "11-15", 0},
		{"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", nil, 10, "16-19", -11},
		{"B:WK30,K32:BK1,K3,K10", nil, 12, "10-15", 28751},
	} {
		s, _ := NewGame(Rules{})
		if c.fen != "" {
			s = mustFEN(t, Rules{}, c.fen)
		}
		s = play(t, s, c.moves...)
		if s.Rules().Pruning() != PruneTuned {
			t.Fatalf("the default pruning is %v", s.Rules().Pruning())
		}
		r := Search(context.Background(), s, Limits{Depth: c.depth})
		if got := r.Move.LongString(); got != c.want || r.Score != c.score {
			t.Errorf("%q after %v, depth %d: %s scoring %d, want %s scoring %d", c.fen, c.moves, c.depth, got, r.Score, c.want, c.score)
		}
	}
}
