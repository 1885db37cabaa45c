package doublechess

import (
	"slices"
	"testing"
)

func TestRule13PawnsMoveOneSquareOnly(t *testing.T) {
	s, _ := NewGame(Rules{})
	if got := movesFrom(t, s, "g2"); !slices.Equal(got, []string{"g2-g3"}) {
		t.Errorf("the king's pawn may play %v, want only g2-g3", got)
	}
	illegal(t, s, "g2-g4", "one square at a time", "rule 13")
	// Each army's pawns go its own way: Green right, White down, Red left.
	s = mv(t, s, "g2-g3")
	illegal(t, s, "b7-d7", "rule 13")
	if got := movesFrom(t, s, "b7"); !slices.Equal(got, []string{"b7-c7"}) {
		t.Errorf("Green's pawn may play %v", got)
	}
	s = mv(t, s, "b7-c7")
	if got := movesFrom(t, s, "h13"); !slices.Equal(got, []string{"h13-h12"}) {
		t.Errorf("White's pawn may play %v", got)
	}
	s = mv(t, s, "h13-h12")
	if got := movesFrom(t, s, "m8"); !slices.Equal(got, []string{"m8-l8"}) {
		t.Errorf("Red's pawn may play %v", got)
	}
}

func TestPawnsTakeOneSquareDiagonallyForward(t *testing.T) {
	s := play(t, Black, "BKg1 BPe5 GNd6 GNf6 GNd4 GNe6 WKh14 GKa7 RKn8")
	if got := movesFrom(t, s, "e5"); !slices.Equal(got, []string{"e5xd6", "e5xf6"}) {
		t.Errorf("Black's pawn may play %v, want the two captures ahead", got)
	}
	illegal(t, s, "e5xd4", "diagonally ahead")
	// Green's pawns go right, and take up or down one file to the right.
	s = play(t, Green, "BKg1 BNe8 BNe6 BBc8 WKh14 GKa7 GPd7 RKn8")
	if got := movesFrom(t, s, "d7"); !slices.Equal(got, []string{"d7-e7", "d7xe6", "d7xe8"}) {
		t.Errorf("Green's pawn may play %v", got)
	}
}

func TestRule16FriendlyPawnsLeapAntagonisticPawnsDoNot(t *testing.T) {
	// Black's pawn meets White's (his partner's) pawn head on: each leaps.
	s := play(t, Black, "BKg1 BPe8 WPe9 WKh14 GKa7 RKn8")
	if got := movesFrom(t, s, "e8"); !slices.Equal(got, []string{"e8-e10"}) {
		t.Errorf("Black's pawn may play %v, want the leap e8-e10", got)
	}
	s = play(t, White, "BKg1 BPe8 WPe9 WKh14 GKa7 RKn8")
	if got := movesFrom(t, s, "e9"); !slices.Equal(got, []string{"e9-e7"}) {
		t.Errorf("White's pawn may play %v, want the leap e9-e7", got)
	}
	// Not over his own pawn going the same way: pawns leap when they
	// "meet" (issue 42).
	s = play(t, Black, "BKg1 BPe5 BPe6 WKh14 GKa7 RKn8")
	if hasMove(s, "e5-e7") {
		t.Error("a pawn leaps its own pawn going its way")
	}
	illegal(t, s, "e5-e7", "head-on")
	// But over his own pawn on its return march, which meets it head-on.
	s = play(t, Black, "BKg1 BPe5 BPe6@r WKh14 GKa7 RKn8")
	if !hasMove(s, "e5-e7") || !hasMove(s, "e6-e4") {
		t.Error("pawns of one army meeting head-on do not leap each other")
	}
	// Not when the square beyond is taken.
	s = play(t, Black, "BKg1 BPe8 WPe9 WNe10 WKh14 GKa7 RKn8")
	if got := movesFrom(t, s, "e8"); len(got) != 0 {
		t.Errorf("the pawn leaps to a taken square: %v", got)
	}
	// "Antagonistic pawns may not leap over one another."
	s = play(t, Black, "BKg1 BPe5 GPe6 WKh14 GKa7 RKn8")
	if got := movesFrom(t, s, "e5"); len(got) != 0 {
		t.Errorf("Black's pawn passes Green's: %v", got)
	}
	illegal(t, s, "e5-e7", "rule 16")
	// Only pawns are leapt.
	s = play(t, Black, "BKg1 BPe5 WNe6 WKh14 GKa7 RKn8")
	if got := movesFrom(t, s, "e5"); len(got) != 0 {
		t.Errorf("a pawn leaps a knight: %v", got)
	}
}

func TestPawnTurnsBackAtPartnersKingRow(t *testing.T) {
	s := play(t, Black, "BKg1 BPe13 WKh14 GKa7 GNf12 RKn8")
	s = mv(t, s, "e13-e14")
	if p, _ := s.Piece(mustSquare(t, "e14")); !p.Returning {
		t.Fatal("the pawn on White's king-row has not turned back")
	}
	s = mv(t, s, "Ka7-a6")
	s = mv(t, s, "Kh14-i14")
	s = mv(t, s, "Kn8-n9")
	// Now it moves, and takes, down the board.
	if got := movesFrom(t, s, "e14"); !slices.Equal(got, []string{"e14-e13"}) {
		t.Errorf("the returning pawn may play %v", got)
	}
	s = mv(t, s, "e14-e13")
	for _, txt := range []string{"Ka6-a7", "Ki14-h14", "Kn9-n8"} {
		s = mv(t, s, txt)
	}
	if got := movesFrom(t, s, "e13"); !slices.Equal(got, []string{"e13-e12", "e13xf12"}) {
		t.Errorf("the returning pawn may play %v", got)
	}
	// Green's pawns turn back on file n, Red's king-row.
	s = play(t, Green, "BKg1 WKh14 GKa7 GPm9 RKn5")
	s = mv(t, s, "m9-n9")
	if p, _ := s.Piece(mustSquare(t, "n9")); !p.Returning {
		t.Error("Green's pawn on file n has not turned back")
	}
	// A pawn leaping onto the row turns too.
	s = play(t, Black, "BKg1 BPe12 WPe13 WKh14 GKa7 RKn8")
	s = mv(t, s, "e12-e14")
	if p, _ := s.Piece(mustSquare(t, "e14")); !p.Returning {
		t.Error("a pawn that leapt onto the partner's king-row has not turned back")
	}
}

func mustSquare(t testing.TB, s string) Square {
	t.Helper()
	q, err := ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestRule8PawnOnAdversaryBackRowBecomesAPiece(t *testing.T) {
	s := play(t, Black, "BKg1 BPb7 GNa8 GKa5 WKh14 RKn8")
	want := []string{"b7-b8", "b7xa8=B", "b7xa8=N", "b7xa8=Q", "b7xa8=R"}
	if got := movesFrom(t, s, "b7"); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	illegal(t, s, "b7xa8", "must be named")
	illegal(t, s, "b7-b8=Q", "back row")
	next := mv(t, s, "b7xa8=R")
	p, _ := next.Piece(mustSquare(t, "a8"))
	if p.Kind != Rook || !p.PawnPiece || p.Color != Black {
		t.Errorf("a8 holds %+v, want Black's pawn-piece rook", p)
	}
	// Green's pawns become pieces on rank 1 or 14.
	s = play(t, Green, "BKg1 BNe1 WKh14 GKa7 GPd2 RKn8")
	if got := movesFrom(t, s, "d2"); len(got) != 1+4 {
		t.Errorf("Green's pawn on d2 may play %v", got)
	}
}

func TestRule8PawnPieceTakenOnlyByItsOwnRankKingOrQueen(t *testing.T) {
	s := play(t, Black, "BKf4 BRe2 BBg3 BQh5 BNd3 BPd4 GRe5@p GKa7 WKh14 RKn8")
	for _, ok := range []string{"Re2xe5", "Qh5xe5", "Kf4xe5"} {
		if !hasMove(s, ok) {
			t.Errorf("%s is not allowed", ok)
		}
	}
	for _, no := range []string{"Bg3xe5", "Nd3xe5", "d4xe5"} {
		if hasMove(s, no) {
			t.Errorf("%s is allowed", no)
		}
	}
	illegal(t, s, "Bg3xe5", "pawn-piece", "rule 8")
	// A plain rook falls to anything.
	s = play(t, Black, "BKf4 BBc7 GRe5 GKa7 WKh14 RKn8")
	if !hasMove(s, "Bc7xe5") {
		t.Error("a bishop may not take an ordinary rook")
	}
	// A pawn-piece queen falls only to a queen or a king.
	s = play(t, Black, "BKg1 BRe2 BQh5 GQe5@p GKa7 WKh14 RKn8")
	if hasMove(s, "Re2xe5") || !hasMove(s, "Qh5xe5") {
		t.Error("the pawn-piece queen is taken wrongly")
	}
	// The refusal names each taker once ("only a queen, a queen or a
	// king" before).
	illegal(t, s, "Re2xe5", "only a queen or a king may take it (rule 8)")
}
