package draughts

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"parlour/games/level"
)

// TestChooseProgressReportsLegalMovesAndKeepsTheChoice: the thinking line's
// reports name legal moves of the position, the last one the move played,
// and listening does not change the move.
func TestChooseProgressReportsLegalMovesAndKeepsTheChoice(t *testing.T) {
	s, err := NewGame(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	var legal []string
	for _, m := range Legal(s) {
		legal = append(legal, m.String())
	}
	for _, l := range []level.Level{level.Easy, level.Medium} {
		quiet := Choose(context.Background(), s, l, rand.New(rand.NewPCG(5, 5)))
		var heard []Result
		told := ChooseProgress(context.Background(), s, l, rand.New(rand.NewPCG(5, 5)), func(r Result) { heard = append(heard, r) })
		if told.String() != quiet.String() {
			t.Fatalf("%v: %v with progress, %v without", l, told, quiet)
		}
		if len(heard) == 0 {
			t.Fatalf("%v: no progress reported", l)
		}
		for _, r := range heard {
			if !slices.Contains(legal, r.Move.String()) || r.Depth < 1 || r.Nodes <= 0 {
				t.Fatalf("%v: report %+v", l, r)
			}
		}
		if last := heard[len(heard)-1]; last.Move.String() != told.String() {
			t.Errorf("%v: last report names %v, played %v", l, last.Move, told)
		}
	}
}
