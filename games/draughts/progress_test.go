package draughts

import (
	"testing"

	"parlour/games/internal/enginetest"
)

// TestChooseProgressReportsLegalMovesAndKeepsTheChoice: the thinking line's
// reports name legal moves of the position, the last one the move played,
// and listening does not change the move.
func TestChooseProgressReportsLegalMovesAndKeepsTheChoice(t *testing.T) {
	s, err := NewGame(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	player := enginetest.Player[State, Move]{Choose: Choose, ChooseProgress: ChooseProgress, Name: Move.String}
	enginetest.ProgressNamesLegalMovesAndKeepsTheChoice(t, player, s, Legal(s))
}
