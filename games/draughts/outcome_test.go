package draughts

import "testing"

// TestOutcomeAPositionWithTheMoverOpponentBareIsOver: "B:W:B1" has Black
// to move and White without pieces: White lost his last piece on the move
// before, and the game is over.
func TestOutcomeAPositionWithTheMoverOpponentBareIsOver(t *testing.T) {
	o := Outcome(mustFEN(t, Rules{}, "B:W:B1"))
	if o.Status != Win || o.Winner != Black || o.Reason != "White has no pieces left" {
		t.Errorf("English: %+v", o)
	}
	if o := Outcome(mustFEN(t, Rules{Variant: Losing}, "B:W:B1")); o.Status != Win || o.Winner != White {
		t.Errorf("Losing: %+v", o)
	}
	if ms := Legal(mustFEN(t, Rules{}, "B:W:B1")); len(ms) != 0 {
		t.Errorf("moves in a finished game: %v", ms)
	}
}
