package doublechess

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// Black's king on d1 is checkmated by Red's queen on e2, which Green's
// rook on e8 guards; Green's knight on f3 holds d2 and e1. White's queen
// on i4 can mate Red on m8, guarded by White's bishop on j11.
const blackMatedByRed = "BKd1 RQe2 GRe8 GNf3 GKa7 WKh14 WQi4 WBj11 RKn8"

// TestReleaseByPartnersMateWithNoMoveIsNoDraw: White mates Red, which
// frees Black, who then has no move. The seed's draw is only for an
// adversary who opens a mate "and so gives stalemate"; Black passes and
// the game goes on.
func TestReleaseByPartnersMateWithNoMoveIsNoDraw(t *testing.T) {
	s := setup(t, White, blackMatedByRed)
	if !s.Checkmated(Black) {
		t.Fatal("Black should be checkmated")
	}
	s = mv(t, s, "Qi4-m8")
	if !s.Checkmated(Red) || s.Checkmated(Black) {
		t.Fatalf("Red mated %v, Black mated %v; want Red mated and Black free", s.Checkmated(Red), s.Checkmated(Black))
	}
	if v := Outcome(s); v.Status != Ongoing {
		t.Fatalf("outcome %+v, want the game to go on", v)
	}
	s = mustPlay(t, s, PassMove) // Red is dead
	if got := Legal(s); !slices.Equal(got, []Move{PassMove}) {
		t.Fatalf("Black may play %v, want a pass", got)
	}
	s = mustPlay(t, s, PassMove)
	if v := Outcome(s); v.Status != Ongoing || s.Turn() != Green {
		t.Errorf("after Black's pass: outcome %+v, turn %v", v, s.Turn())
	}
	if strings.Contains(s.FEN4(), "stalemated") {
		t.Errorf("FEN4 records a stalemate: %s", s.FEN4())
	}
}

// Green's king on a7 is checkmated by Black's queen on b7 (guarded by
// White's bishop on d9); White's rooks on e6 and e8 hold a6, b6, a8 and
// b8. Red's rook on l7 can take the queen.
const greenMatedRooksHold = "BKg1 BQb7 WBd9 WRe6 WRe8 WKh14 GKa7 RRl7 RKn10"

// TestPartnersRescueWithNoMoveIsNoDraw: Red takes the queen that mates
// Green, and Green, free again, has no move: he passes, the game goes on.
func TestPartnersRescueWithNoMoveIsNoDraw(t *testing.T) {
	s := setup(t, Red, greenMatedRooksHold)
	if !s.Checkmated(Green) {
		t.Fatal("Green should be checkmated")
	}
	s = mv(t, s, "Rl7xb7")
	if s.Checkmated(Green) {
		t.Fatal("taking the mating queen has not released Green")
	}
	if v := Outcome(s); v.Status != Ongoing {
		t.Fatalf("outcome %+v, want the game to go on", v)
	}
	s = mv(t, s, "Kg1-f1")
	if got := Legal(s); !slices.Equal(got, []Move{PassMove}) {
		t.Fatalf("Green may play %v, want a pass", got)
	}
	s = mustPlay(t, s, PassMove)
	if v := Outcome(s); v.Status != Ongoing {
		t.Errorf("after Green's pass: outcome %+v", v)
	}
}

// TestSearchValuesAMateThatFreesItsPartner: the search used to score
// White's mate of Red, which frees Black without a move, as a draw. Here
// Green's rook guards e2 from e9, off the rank on which it could take the
// mating queen.
func TestSearchValuesAMateThatFreesItsPartner(t *testing.T) {
	s := setup(t, White, strings.Replace(blackMatedByRed, "GRe8", "GRe9", 1))
	r := Search(context.Background(), s, Limits{Depth: 2})
	if got := s.MoveText(r.Move); got != "Qi4-m8#" {
		t.Errorf("played %s (score %d), want Qi4-m8#", got, r.Score)
	}
	if r.Score < 500 {
		t.Errorf("the mate of Red scores %d, want it worth more than a rook", r.Score)
	}
}

// TestOpeningAMateIsNeverACapture: "Though the adversary may at any time
// open checkmate, he cannot in the same move take a piece". Black's queen
// mates Green from b7; taking Red's knight on e4 would open the mate.
func TestOpeningAMateIsNeverACapture(t *testing.T) {
	s := play(t, Black, greenMated+" RNe4")
	illegal(t, s, "Qb7xe4", "open Green's checkmate", "may not take a man", "rule 4")
	if hasMove(s, "Qb7xe4") {
		t.Error("Qb7xe4 is among the legal moves")
	}
	// Opening the mate without taking is allowed.
	if next := mv(t, s, "Qb7-b5"); next.Checkmated(Green) {
		t.Fatal("moving the queen away has not opened the mate")
	}
	// A capture that leaves the mate closed is allowed: Black's king
	// takes Red's pawn while his queen keeps Green mated.
	s = play(t, Black, greenMated+" RPf2")
	if !hasMove(s, "Kg1xf2") {
		t.Error("a capture that keeps the mate closed is refused")
	}
}

// TestMoveOntoOwnManSaysWhatIsWrong: a move onto a man of one's own side
// was refused with "a capture is written with x", as though writing it
// with x would do.
func TestMoveOntoOwnManSaysWhatIsWrong(t *testing.T) {
	s := play(t, Black, "BKg1 BNe4 BPf2 WKh14 WPc5 GKa7 RKn8 RPg5")
	for text, want := range map[string]string{
		"Ne4-f2": "f2 holds Black's own pawn: a man never moves onto, nor takes, a man of his own side",
		"Ne4xf2": "f2 holds Black's own pawn",
		"Ne4-c5": "c5 holds his partner White's pawn: a man never moves onto, nor takes, a man of his own side",
		"Ne4-g5": "g5 holds Red's pawn; a capture is written with x",
	} {
		illegal(t, s, text, want)
		if _, err := ParseMove(s, text); err != nil && strings.Contains(err.Error(), "a capture is written with x") != strings.HasSuffix(want, "with x") {
			t.Errorf("%s: %v", text, err)
		}
	}
	// Apply, given the move without notation, says the same.
	_, err := s.Apply(Move{From: sq(t, "e4"), To: sq(t, "f2")})
	if err == nil || !strings.Contains(err.Error(), "Black's own pawn") {
		t.Errorf("Apply: %v", err)
	}
}

func sq(t *testing.T, text string) Square {
	t.Helper()
	q, err := ParseSquare(text)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestSearchNeverTakesWhileOpeningAMate: the search judges its moves with
// the same rule as Legal, and so never plays a capture that opens an
// adversary's mate, the tempting Qb7xe4, taking Red's queen, here.
func TestSearchNeverTakesWhileOpeningAMate(t *testing.T) {
	s := play(t, Black, greenMated+" RQe4")
	for depth := 1; depth <= 4; depth++ {
		r := Search(context.Background(), s, Limits{Depth: depth})
		st := s
		for _, m := range r.PV {
			if !slices.Contains(Legal(st), m) {
				t.Fatalf("depth %d: the line %v plays %s, not a legal move", depth, r.PV, st.MoveText(m))
			}
			st = mustPlay(t, st, m)
		}
	}
}
