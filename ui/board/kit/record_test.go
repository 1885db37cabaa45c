package kit

import (
	"strconv"
	"testing"
)

// sums is a record of a toy game: the state is a sum, a move adds to it.
func sums() Record[int, int] {
	return NewRecord(0, func(s, m int) (int, error) { return s + m, nil },
		func(_, m int) string { return "+" + strconv.Itoa(m) })
}

// TestFinishEndsTheGameInAStateWithoutAMove: the state given takes the
// board's place, the moves in effect stay with their texts, and the moves
// taken back are dropped.
func TestFinishEndsTheGameInAStateWithoutAMove(t *testing.T) {
	r := sums()
	for _, m := range []int{1, 2, 3} {
		if err := r.Add(m); err != nil {
			t.Fatal(err)
		}
	}
	r.Played = 2
	r.Finish(-1)
	if r.Now() != -1 || r.Played != 2 || r.Len() != 2 || r.CanRedo() {
		t.Fatalf("after Finish: now %d, %d played of %d", r.Now(), r.Played, r.Len())
	}
	if r.Before(1) != 1 || r.Text(1) != "+2" || r.Start() != 0 {
		t.Fatalf("the moves in effect changed: before move 2 %d, its text %q", r.Before(1), r.Text(1))
	}
	if err := r.Add(5); err != nil || r.Now() != 4 || r.Len() != 3 {
		t.Fatalf("a move after Finish: now %d of %d moves (%v)", r.Now(), r.Len(), err)
	}
}
