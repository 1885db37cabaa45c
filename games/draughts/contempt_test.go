package draughts

import (
	"context"
	"testing"
)

// TestContemptScoresADrawBelowEven: a king against a king is drawn; a
// search scores it even, and with contempt the draw costs the side it
// moves for the contempt, at every depth and for either side to move.
func TestContemptScoresADrawBelowEven(t *testing.T) {
	for _, fen := range []string{"B:WK32:BK1", "W:WK32:BK1"} {
		s := mustFEN(t, Rules{}, fen)
		for _, depth := range []int{3, 6} {
			if got := Search(context.Background(), s, Limits{Depth: depth}).Score; got != 0 {
				t.Errorf("%s to depth %d: %d without contempt, want 0", fen, depth, got)
			}
			if got := Search(context.Background(), s.WithContempt(20), Limits{Depth: depth}).Score; got != -20 {
				t.Errorf("%s to depth %d: %d with contempt 20, want -20", fen, depth, got)
			}
		}
	}
}

// TestContemptReachesTheStatesThatFollow: the contempt is part of the
// rules a state carries, so a search of the position after a move costs
// the draw as much.
func TestContemptReachesTheStatesThatFollow(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:WK32:BK1").WithContempt(30)
	m := Legal(s)[0]
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := Search(context.Background(), next, Limits{Depth: 4}).Score; got != -30 {
		t.Errorf("after %s: %d, want -30", s.MoveText(m), got)
	}
}
