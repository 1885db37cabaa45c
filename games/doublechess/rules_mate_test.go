package doublechess

import (
	"slices"
	"strings"
	"testing"
)

// Green's king on a7 is checkmated by Black's queen on b7, which White's
// bishop on d9 guards.
const greenMated = "BKg1 BQb7 WKh14 WBd9 GKa7 RKn8"

func TestCheckmatedPlayerPasses(t *testing.T) {
	s := play(t, Green, greenMated+" GNd12")
	if !s.Checkmated(Green) {
		t.Fatal("Green should be checkmated")
	}
	if got := Legal(s); !slices.Equal(got, []Move{PassMove}) {
		t.Fatalf("Green may play %v, want a pass", got)
	}
	illegal(t, s, "Nd12-e10", "Green is checkmated")
	s = mustPlay(t, s, PassMove)
	if s.Turn() != White {
		t.Errorf("after the pass the turn is %v, want White", s.Turn())
	}
	if _, err := s.Apply(PassMove); err == nil || !strings.Contains(err.Error(), "may not pass") {
		t.Errorf("White passed: %v", err)
	}
}

func TestCheckmatedArmyGivesNoCheck(t *testing.T) {
	// Green's rook on g8 would check Black's king, but it is dead.
	s := play(t, Black, greenMated+" GRg8")
	if s.InCheck(Black) {
		t.Error("a dead rook gives check")
	}
	if !hasMove(s, "Kg1-g2") {
		t.Error("Black's king may not move among dead men's lines")
	}
}

func TestRule10HoldsForACheckmatedKing(t *testing.T) {
	s := play(t, Black, "BKc9 BQb7 WKh14 WBd9 GKa7 RKn8")
	if !s.Checkmated(Green) {
		t.Fatal("Green should be checkmated")
	}
	if hasMove(s, "Kc9-b8") {
		t.Error("Black's king may stand next to Green's dead king")
	}
}

// TestRule4OpeningAMateTakesNothing follows a mate opened on purpose: the
// opener may not take a dead man, his partner may take one once the
// army lives, and the mate may be closed again.
func TestRule4OpeningAMateTakesNothing(t *testing.T) {
	s := play(t, Black, greenMated+" GNd12 GPc6")
	illegal(t, s, "Qb7xc6", "rule 4")
	s = mv(t, s, "Kg1-f1")
	s = mustPlay(t, s, PassMove)
	illegal(t, s, "Rd14xd12", "rule 4")
	s = mv(t, s, "Kh14-i14")
	s = mv(t, s, "Kn8-n9")
	s = mv(t, s, "Qb7-b5")
	if s.Checkmated(Green) {
		t.Fatal("moving the queen away has not opened the mate")
	}
	s = mv(t, s, "c6-d6")
	s = mv(t, s, "Rd14xd12")
	s = mv(t, s, "Kn9-n8")
	s = mv(t, s, "Qb5-b7")
	if !s.Checkmated(Green) {
		t.Error("the mate was not closed again")
	}
}

func TestCheckmateOpenedByPartner(t *testing.T) {
	s := play(t, Red, greenMated+" RRl7")
	if !s.Checkmated(Green) {
		t.Fatal("Green should be checkmated")
	}
	s = mv(t, s, "Rl7xb7")
	if s.Checkmated(Green) {
		t.Error("taking the mating queen has not released Green")
	}
	if s.Turn() != Black {
		t.Errorf("turn %v, want Black", s.Turn())
	}
}

// TestCheckmateJudgedAfterEveryMove: Black's move checkmates Red, whose
// turn is three quarter-moves away; Red is dead at once, and his partner's
// reply releases him.
func TestCheckmateJudgedAfterEveryMove(t *testing.T) {
	s := play(t, Black, "BKg1 BQi4 BBj11 WKh14 GKa7 GRm4 RKn8")
	s = mv(t, s, "Qi4-m8")
	if !s.Checkmated(Red) || s.Turn() != Green {
		t.Fatalf("Red checkmated %v, turn %v", s.Checkmated(Red), s.Turn())
	}
	s = mv(t, s, "Rm4xm8")
	if s.Checkmated(Red) {
		t.Error("Green's capture has not released Red")
	}
}

func TestRule15MayNotMoveCheckmatedPartnersMen(t *testing.T) {
	// Black's king on g1 is mated by Green's queen on g2, guarded by Red's
	// bishop on k6.
	s := play(t, White, "BKg1 GQg2 RBk6 WKh14 GKa7 RKn8")
	if !s.Checkmated(Black) {
		t.Fatal("Black should be checkmated")
	}
	illegal(t, s, "Rk1-k5", "rule 15")
}

func TestRule14WonOnlyByDoubleCheckmate(t *testing.T) {
	// Red is already mated by White's queen on m8 (guarded by Black's
	// bishop on j11); Black mates Green.
	s := play(t, Black, "BKg1 BQe4 BBj11 WKh14 WBd9 WQm8 GKa7 RKn8")
	if !s.Checkmated(Red) || Outcome(s).Status != Ongoing {
		t.Fatalf("one partner mated: Red %v, outcome %+v", s.Checkmated(Red), Outcome(s))
	}
	m, _ := ParseMove(s, "Qe4-b7")
	if got := s.MoveText(m); got != "Qe4-b7#" {
		t.Errorf("the mating move is written %q", got)
	}
	s = mv(t, s, "Qe4-b7")
	v := Outcome(s)
	if v.Status != Win || v.Winner != BlackWhite || v.Result() != "1-0" {
		t.Errorf("outcome %+v (%s), want Black and White to win, 1-0", v, v.Result())
	}
	if Legal(s) != nil {
		t.Error("moves after the end")
	}
}

func TestRule14GivenUpIsDrawn(t *testing.T) {
	s, _ := NewGame(Rules{})
	first := Legal(s)[0]
	s = s.GiveUp()
	v := Outcome(s)
	if v.Status != Draw || !strings.Contains(v.Reason, "rule 14") || v.Result() != "1/2-1/2" {
		t.Errorf("outcome %+v", v)
	}
	if _, err := s.Apply(first); err == nil {
		t.Error("a given-up game goes on")
	}
}

// Red's king on n8 cannot move: White's rook on m11 holds the m-file,
// Black's bishops on k10 and k6 hold n7 and n9.
const redStalemated = "BKg1 BBk10 BBk6 WKh14 WBd9 WRm11 GKa7 RKn8"

func TestStalemateOfRemainingPartnerIsDrawn(t *testing.T) {
	s := setup(t, Red, redStalemated+" BQb7")
	v := Outcome(s)
	if !s.Checkmated(Green) || v.Status != Draw || !strings.Contains(v.Reason, "stalemate") {
		t.Errorf("Green mated %v, outcome %+v", s.Checkmated(Green), v)
	}
}

// TestStalematedPlayerPassesWhilePartnerIsFree: "one king is free to
// move", so the game goes on.
func TestStalematedPlayerPassesWhilePartnerIsFree(t *testing.T) {
	s := setup(t, Red, redStalemated)
	if v := Outcome(s); v.Status != Ongoing {
		t.Fatalf("outcome %+v", v)
	}
	if got := Legal(s); !slices.Equal(got, []Move{PassMove}) {
		t.Fatalf("Red may play %v, want a pass", got)
	}
	s = mustPlay(t, s, PassMove)
	if s.Turn() != Black || Outcome(s).Status != Ongoing {
		t.Errorf("after the pass: turn %v, outcome %+v", s.Turn(), Outcome(s))
	}
}

func TestStalemateGivenByOpeningAMateIsDrawn(t *testing.T) {
	s := play(t, Black, greenMated+" WRb11")
	s = mv(t, s, "Qb7-c6")
	v := Outcome(s)
	if v.Status != Draw || !strings.Contains(v.Reason, "Green was released") {
		t.Errorf("outcome %+v", v)
	}
}

func TestRule19KingsAndOnePieceOrPawnsOnlyAreDrawn(t *testing.T) {
	for men, drawn := range map[string]bool{
		"BKg1 WKh14 GKa7 RKn8":                true,
		"BKg1 BRd5 WKh14 GKa7 RKn8":           true,
		"BKg1 BPd5 GPe9 WKh14 GKa7 RKn8":      true,
		"BKg1 GRe9@p WKh14 GKa7 RKn8":         true,
		"BKg1 BRd5 WRe9 WKh14 GKa7 RKn8":      false, // each partner a piece
		"BKg1 BRd5 BNe3 WKh14 GKa7 RKn8":      false, // one of them two pieces
		"BKg1 BRd5 GNe10 WKh14 GKa7 RKn8":     false,
		"BKg1 BRd5 BPd3 WKh14 GKa7 RKn8":      false, // a piece and a pawn
		"BKg1 BRd5 BPd3 GPe9 WKh14 GKa7 RKn8": false,
	} {
		v := Outcome(setup(t, Black, men))
		if got := v.Status == Draw; got != drawn {
			t.Errorf("%s: outcome %+v", men, v)
		}
		if drawn && !strings.Contains(v.Reason, "rule 19") {
			t.Errorf("%s: reason %q", men, v.Reason)
		}
	}
	// "taking one of their pieces—in which case the game is drawn"
	s := setup(t, Green, "BKg1 BRd5 WRe9 WKh14 GKc6 RKn8")
	s = mv(t, s, "Kc6xd5")
	if v := Outcome(s); v.Status != Draw {
		t.Errorf("outcome %+v", v)
	}
}

func TestQuietLimitCountsAsGivenUp(t *testing.T) {
	s := play(t, Black, "BKg1 WKh14 GKa7 RKn8")
	s.rules.QuietLimit = 1
	for _, txt := range []string{"Kg1-f1", "Ka7-a6", "Kh14-i14"} {
		s = mv(t, s, txt)
	}
	if Outcome(s).Status != Ongoing {
		t.Fatal("drawn too soon")
	}
	s = mv(t, s, "Kn8-n9")
	if v := Outcome(s); v.Status != Draw || !strings.Contains(v.Reason, "1 rounds") {
		t.Errorf("outcome %+v", v)
	}
	s.rules.QuietLimit = -1
	if Outcome(s).Status != Ongoing {
		t.Error("no limit, yet drawn")
	}
}

// TestOpeningAMateMayNotExposeTheOpener: Green's dead rook on g8 faces
// Black's king; if Black's queen released Green, the rook would check him.
func TestOpeningAMateMayNotExposeTheOpener(t *testing.T) {
	s := play(t, Black, greenMated+" GRg8")
	illegal(t, s, "Qb7-b5", "release Green", "rook on g8", "Black's king")
	if !hasMove(s, "Kg1-f1") {
		t.Error("a move that keeps the mate closed is refused")
	}
	// The released army's new attacks on the partner's king count too.
	s = play(t, Black, "BKf1 BQb7 WKg14 WBd9 GKa7 GRg8 RKn8")
	illegal(t, s, "Qb7-b5", "release Green", "White's king")
}
