package engine

import "testing"

func TestWinIn(t *testing.T) {
	for _, c := range []struct {
		score, plies int
		ok           bool
	}{
		{0, 0, false},
		{150, 0, false},
		{-150, 0, false},
		{WinBound, 0, false},
		{-WinBound, 0, false},
		{WinBound + 1, WinScore - WinBound - 1, true},
		{WinScore - 1, 1, true},
		{WinScore - 7, 7, true},
		{-(WinScore - 4), -4, true},
		{-(WinBound + 1), -(WinScore - WinBound - 1), true},
	} {
		plies, ok := Result[int]{Score: c.score}.WinIn()
		if plies != c.plies || ok != c.ok {
			t.Errorf("score %d: WinIn = %d, %v; want %d, %v", c.score, plies, ok, c.plies, c.ok)
		}
	}
}

func TestTableScores(t *testing.T) {
	for _, c := range []struct{ score, ply, stored int }{
		{0, 5, 0},
		{-320, 9, -320},
		{WinBound, 3, WinBound},   // not a win: unchanged
		{-WinBound, 3, -WinBound}, // nor a loss
		{WinScore - 10, 4, WinScore - 6},
		{-(WinScore - 10), 4, -(WinScore - 6)},
		{WinScore - 1, 0, WinScore - 1},
	} {
		got := ToTable(c.score, c.ply)
		if got != c.stored {
			t.Errorf("ToTable(%d, %d) = %d, want %d", c.score, c.ply, got, c.stored)
		}
		if back := FromTable(got, c.ply); back != c.score {
			t.Errorf("FromTable(ToTable(%d, %d)) = %d", c.score, c.ply, back)
		}
	}
	// A win stored at one ply and read at another keeps its distance from
	// the node: a mate 3 plies below a node at ply 4, read at ply 10.
	if got := FromTable(ToTable(WinScore-7, 4), 10); got != WinScore-13 {
		t.Errorf("win moved from ply 4 to 10 = %d, want %d", got, WinScore-13)
	}
	for score := -WinScore; score <= WinScore; score += 37 {
		for _, ply := range []int{0, 1, 17, 96} {
			if back := FromTable(ToTable(score, ply), ply); back != score {
				t.Fatalf("FromTable(ToTable(%d, %d)) = %d", score, ply, back)
			}
		}
	}
}
