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

func TestHistoryRewardsByDepthAndHalvesPastItsMost(t *testing.T) {
	var h History
	h.Reward(1, 10, 20, 3, 100)
	h.Reward(1, 10, 20, 4, 100)
	h.Reward(0, 5, 6, 2, 100)
	if h[1][10][20] != 25 || h[0][5][6] != 4 || h[0][10][20] != 0 {
		t.Fatalf("after rewards at depths 3, 4 and 2: %d, %d, %d", h[1][10][20], h[0][5][6], h[0][10][20])
	}
	h.Reward(1, 10, 20, 8, 100) // 25+64 = 89: not past 100
	if h[1][10][20] != 89 {
		t.Fatalf("89 expected, got %d", h[1][10][20])
	}
	h.Reward(1, 10, 20, 4, 100) // 105: past 100, all halved
	if h[1][10][20] != 52 || h[0][5][6] != 2 {
		t.Errorf("after passing the most: %d, %d; want 52, 2", h[1][10][20], h[0][5][6])
	}
}
