package draughts

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Tests of the Polish game (international draughts), named after its
// rules. Squares are found from their row and column with at, row 0 being
// Black's side at the top.

func polish(t *testing.T, fen string, args ...any) State {
	t.Helper()
	return mustFEN(t, Rules{Variant: Polish}, fmt.Sprintf(fen, args...))
}

func TestPolishBoardAndWhiteMovesFirst(t *testing.T) {
	s, _ := NewGame(Rules{Variant: Polish})
	if s.FEN() != "W:W31-50:B1-20" || s.Turn() != White {
		t.Errorf("opening %s", s.FEN())
	}
	if n := len(Legal(s)); n != 9 {
		t.Errorf("%d opening moves, want 9", n)
	}
	for _, c := range []struct{ sq, row, col int }{{1, 0, 1}, {5, 0, 9}, {6, 1, 0}, {46, 9, 0}, {50, 9, 8}} {
		if r, col, _ := Coords(Polish, c.sq); r != c.row || col != c.col {
			t.Errorf("square %d at (%d,%d)", c.sq, r, col)
		}
	}
}

func TestPolishMenMoveForwardOneSquare(t *testing.T) {
	s := polish(t, "W:W%d:B1", at(t, Polish, 6, 3))
	wantMoves(t, s, fmt.Sprintf("%d-%d", at(t, Polish, 6, 3), at(t, Polish, 5, 2)), fmt.Sprintf("%d-%d", at(t, Polish, 6, 3), at(t, Polish, 5, 4)))
}

func TestPolishMenCaptureBackwards(t *testing.T) {
	man, enemy, land := at(t, Polish, 5, 4), at(t, Polish, 6, 5), at(t, Polish, 7, 6)
	s := polish(t, "W:W%d:B%d,1", man, enemy)
	wantMoves(t, s, fmt.Sprintf("%dx%d", man, land))
	// In the English game a man never captures backwards.
	e := mustFEN(t, Rules{}, "W:W18:B23,1")
	wantMoves(t, e, "18-14", "18-15")
}

func TestPolishKingsFly(t *testing.T) {
	// A king on 46 sweeps the long diagonal to 5.
	s := polish(t, "W:WK46:B1")
	var want []string
	for _, to := range []int{41, 37, 32, 28, 23, 19, 14, 10, 5} {
		want = append(want, fmt.Sprintf("46-%d", to))
	}
	wantMoves(t, s, want...)
	// Stopped by a piece of its own side.
	wantMoves(t, polish(t, "W:WK46,28:B1"), "46-41", "46-37", "46-32", "28-22", "28-23")
}

func TestPolishKingsCaptureFromAfarAndLandAnywhereBeyond(t *testing.T) {
	s := polish(t, "W:WK46:B32,1")
	wantMoves(t, s, "46x28", "46x23", "46x19", "46x14", "46x10", "46x5")
	wantError(t, s, "46-41", "you must capture")
}

func TestPolishTheCaptureTakingMostPiecesIsCompulsory(t *testing.T) {
	// 28 can take 22 and 11; 39 can take only 34.
	s := polish(t, "W:W28,39:B11,22,34")
	wantMoves(t, s, "28x6")
	wantError(t, s, "39x30", "you must take the most pieces (2): 28x6")
	m, _ := ParseMove(s, "28x6")
	if !slices.Equal(m.Path, []int{28, 17, 6}) || !slices.Equal(m.Captured, []int{22, 11}) {
		t.Errorf("28x6: %+v", m)
	}
}

func TestPolishKingsAndMenCountAlikeForTheMaximum(t *testing.T) {
	// Taking two men beats taking one king.
	s := polish(t, "W:W28,39:B11,22,K34")
	wantMoves(t, s, "28x6")
}

func TestPolishManPassingTheFarRowMidCaptureStaysAMan(t *testing.T) {
	// 11 takes 7, lands on 2 in the far row, and must go on over 8 to 13.
	s := polish(t, "W:W11:B7,8")
	wantMoves(t, s, "11x13")
	next := play(t, s, "11x13")
	if p, _ := next.Piece(13); p.King {
		t.Error("the man was crowned passing through the far row")
	}
	// Ending on the far row crowns it.
	next = play(t, polish(t, "W:W11:B7,40"), "11x2")
	if p, _ := next.Piece(2); !p.King {
		t.Error("the man ending on the far row was not crowned")
	}
}

func TestPolishCapturedPiecesAreRemovedOnlyAfterTheMove(t *testing.T) {
	// The king takes 37, 18 and 21 and comes to 26. Were 37 gone at once it
	// could go on down the diagonal through 31 and 37 and take 42 too; but
	// a taken piece stays until the move is over and may not be jumped
	// twice, so the capture ends on 26 (the "Turkish strike").
	s := polish(t, "W:WK46:B37,18,21,42")
	wantMoves(t, s, "46x26")
	m, _ := ParseMove(s, "46x26")
	if !slices.Equal(m.Path, []int{46, 23, 12, 26}) || !slices.Equal(m.Captured, []int{37, 18, 21}) {
		t.Errorf("46x26: %+v", m)
	}
	next := play(t, s, "46x26")
	if got := next.Squares(Black); !slices.Equal(got, []int{42}) {
		t.Errorf("Black has %v after the capture", got)
	}
}

func TestPolishDraw25MovesOnlyKings(t *testing.T) {
	s := polish(t, "W:WK46,K47,K48,K49:BK1,K2,K3,K4:H49")
	if o := Outcome(s); o.Status != Ongoing {
		t.Fatalf("drawn too early: %+v", o)
	}
	s = play(t, s, "47-42")
	if o := Outcome(s); o.Status != Draw || !strings.Contains(o.Reason, "25 moves") {
		t.Errorf("after 25 moves each with kings: %+v", o)
	}
	if r := Outcome(s).PDN(Polish); r != "1-1" {
		t.Errorf("PDN result %q", r)
	}
}

func TestPolishDraw16MoveEnding(t *testing.T) {
	s := polish(t, "W:WK46,K47,K48:BK5")
	c := s.Counters()
	if len(c) != 1 || c[0].Rule != "16-move ending" || c[0].MovesLeft != 16 {
		t.Fatalf("counters %+v", c)
	}
	s = withClocks(t, s, `"ending":31`)
	s = play(t, s, "47-42")
	if o := Outcome(s); o.Status != Draw || !strings.Contains(o.Reason, "16-move") {
		t.Errorf("after 16 moves each: %+v", o)
	}
}

func TestPolishDraw5MoveEnding(t *testing.T) {
	for _, fen := range []string{"W:WK46,K47:BK5", "W:WK46,30:BK5", "W:WK46:BK5"} {
		s := polish(t, "%s", fen)
		c := s.Counters()
		if len(c) != 1 || c[0].Rule != "5-move ending" || c[0].MovesLeft != 5 {
			t.Errorf("%s: counters %+v", fen, c)
		}
	}
	// A capture that turns a 16-move ending into a 5-move one starts the
	// 5-move count while the 16-move count runs on.
	king, white := at(t, Polish, 4, 5), at(t, Polish, 5, 4)
	s := polish(t, "B:WK46,K47,K%d:BK%d", white, king)
	s = play(t, s, fmt.Sprintf("%dx%d", king, at(t, Polish, 6, 3)))
	got := map[string]int{}
	for _, c := range s.Counters() {
		got[c.Rule] = c.Plies
	}
	if got["5-move ending"] != 0 || got["16-move ending"] != 1 {
		t.Errorf("counters after the capture: %+v", s.Counters())
	}
	s = withClocks(t, polish(t, "W:WK46,K47:BK5"), `"short":9`)
	s = play(t, s, "47-42")
	if o := Outcome(s); o.Status != Draw || !strings.Contains(o.Reason, "5-move") {
		t.Errorf("after 5 moves each: %+v", o)
	}
}

func TestPolishResultFromWhitesView(t *testing.T) {
	o := Outcome(polish(t, "B:W46:B"))
	if o.Status != Win || o.Winner != White || o.PDN(Polish) != "2-0" {
		t.Errorf("%+v %s", o, o.PDN(Polish))
	}
}
