package doublechess

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func TestBoardHas160Squares(t *testing.T) {
	if n := len(Squares()); n != 160 {
		t.Fatalf("%d squares, want 160", n)
	}
	// 24 extra squares on each side of the central 64.
	wings := 0
	for _, q := range Squares() {
		if q.File() < 3 || q.File() > 10 || q.Rank() < 3 || q.Rank() > 10 {
			wings++
		}
	}
	if wings != 4*24 {
		t.Fatalf("%d squares outside the central 8×8, want 96", wings)
	}
}

func TestCornersAreCutAway(t *testing.T) {
	for _, s := range []string{"a1", "c3", "l1", "n3", "a12", "c14", "l12", "n14", "b2", "m13"} {
		_, err := ParseSquare(s)
		if err == nil || !strings.Contains(err.Error(), "off the board") {
			t.Errorf("%s: got %v, want an off-the-board error", s, err)
		}
	}
	for _, s := range []string{"a4", "a11", "d1", "k1", "n4", "n11", "d14", "k14", "c4", "l11"} {
		q, err := ParseSquare(s)
		if err != nil || q.String() != s {
			t.Errorf("%s: got %v, %v", s, q, err)
		}
	}
	for _, s := range []string{"o5", "a15", "a0", "", "e", "44", "a-1", "a+1", "a04"} {
		if _, err := ParseSquare(s); err == nil {
			t.Errorf("%q was read as a square", s)
		}
	}
}

func TestStartingArray(t *testing.T) {
	s, _ := NewGame(Rules{})
	want := map[string]string{
		"d1": "BR", "e1": "BN", "f1": "BB", "g1": "BK", "h1": "BQ", "i1": "BB", "j1": "BN", "k1": "BR",
		"d14": "WR", "e14": "WN", "f14": "WB", "g14": "WQ", "h14": "WK", "i14": "WB", "j14": "WN", "k14": "WR",
		"a4": "GR", "a5": "GN", "a6": "GB", "a7": "GK", "a8": "GQ", "a9": "GB", "a10": "GN", "a11": "GR",
		"n4": "RR", "n5": "RN", "n6": "RB", "n7": "RQ", "n8": "RK", "n9": "RB", "n10": "RN", "n11": "RR",
	}
	for i := range 8 {
		want[string(rune('d'+i))+"2"] = "BP"
		want[string(rune('d'+i))+"13"] = "WP"
		want["b"+strconv.Itoa(4+i)] = "GP"
		want["m"+strconv.Itoa(4+i)] = "RP"
	}
	n := 0
	for _, q := range Squares() {
		p, ok := s.Piece(q)
		if !ok {
			continue
		}
		n++
		got := string("BGWR"[p.Color]) + string("PNBRQK"[p.Kind-1])
		if want[q.String()] != got {
			t.Errorf("%v holds %s, want %q", q, got, want[q.String()])
		}
	}
	if n != 64 {
		t.Errorf("%d men, want 64", n)
	}
	// "taking care that the queens are on the same colour"
	for _, c := range Colors {
		for _, q := range s.Men(c) {
			if p, _ := s.Piece(q); p.Kind == Queen && (q.File()+q.Rank())%2 != 1 {
				t.Errorf("%v's queen on %v stands on the other colour", c, q)
			}
		}
	}
}

func TestOrderOfPlayGoesBlackGreenWhiteRed(t *testing.T) {
	s, _ := NewGame(Rules{})
	for round := 1; round <= 2; round++ {
		for _, want := range Colors {
			if s.Turn() != want || s.Round() != round {
				t.Fatalf("turn %v round %d, want %v round %d", s.Turn(), s.Round(), want, round)
			}
			s = mustPlay(t, s, Legal(s)[0])
		}
	}
	if Black.Partner() != White || Green.Partner() != Red || Black.Side() == Green.Side() {
		t.Error("partners sit opposite: Black with White, Green with Red")
	}
}

func mustPlay(t testing.TB, s State, m Move) State {
	t.Helper()
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	return next
}

func TestFirstMoveDrawnByLot(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	count := map[Color]int{}
	for range 4000 {
		count[DrawLots(rng)]++
	}
	for _, c := range Colors {
		if count[c] < 850 || count[c] > 1150 {
			t.Errorf("%v won the lot %d times in 4000", c, count[c])
		}
	}
	s, err := NewGame(Rules{First: Red})
	if err != nil || s.Turn() != Red {
		t.Fatalf("Red first: turn %v, %v", s.Turn(), err)
	}
	s = mustPlay(t, s, Legal(s)[0])
	if s.Turn() != Black || s.Round() != 1 {
		t.Errorf("after Red's first move: turn %v round %d, want Black in round 1", s.Turn(), s.Round())
	}
	for range 3 {
		s = mustPlay(t, s, Legal(s)[0])
	}
	if s.Turn() != Red || s.Round() != 2 {
		t.Errorf("round 2 begins with Red: turn %v round %d", s.Turn(), s.Round())
	}
	if _, err := NewGame(Rules{First: 4}); err == nil {
		t.Error("a fifth player was allowed to move first")
	}
}

// TestSeedOpeningReplays plays the seed's "Examples in opening".
func TestSeedOpeningReplays(t *testing.T) {
	s, _ := NewGame(Rules{})
	rounds := [][]string{
		{"g2-g3", "b7-c7", "h13-h12", "m8-l8"},    // king's pawns to king's third
		{"Bf1xn9", "Qa8xh1", "Qg14xn7", "Kn8xn7"}, // bishop takes bishop, queens take queens, king takes queen
		{"Kg1xh1", "b8-c8", "j13-j12", "Nn10-m8"}, // king takes queen, queen's pawn, king's knight's pawn, knight to royal square
		{"Bn9xm10"}, // bishop takes knight's pawn
	}
	for _, round := range rounds {
		for _, text := range round {
			s = mv(t, s, text)
		}
	}
	// Every army has lost its queen; Red has lost a bishop and a pawn
	// besides: "red and green find themselves obliged to put up with the
	// loss of a bishop and pawn".
	count := func(c Color) int { return len(s.Men(c)) }
	if count(Black) != 15 || count(White) != 15 || count(Green) != 15 || count(Red) != 13 {
		t.Errorf("men left: Black %d Green %d White %d Red %d", count(Black), count(Green), count(White), count(Red))
	}
	if s.Turn() != Green || s.Round() != 4 {
		t.Errorf("turn %v round %d, want Green in round 4", s.Turn(), s.Round())
	}
}

func TestNoCastling(t *testing.T) {
	s := setup(t, Black, "BKg1 BRd1 BRk1 WKh14 GKa7 RKn8")
	for _, m := range movesFrom(t, s, "g1") {
		if strings.HasSuffix(m, "e1") || strings.HasSuffix(m, "i1") {
			t.Errorf("the king may castle: %s", m)
		}
	}
	illegal(t, s, "Kg1-i1", "no castling")
}

func TestPiecesRangeOverTheWholeBoard(t *testing.T) {
	// A rook in Red's wing, a bishop in White's: they move as anywhere.
	s := setup(t, Black, "BKg1 BRm5 BBe12 WKh14 GKa7 RKn8")
	// The m-file: m4 and m6–m11 (m3 and m12 are cut away); rank 5: a5–l5
	// and n5.
	if got := movesFrom(t, s, "m5"); len(got) != 1+6+12+1 {
		t.Errorf("rook on m5: %d moves %v", len(got), got)
	}
	if !hasMove(s, "Rm5-a5") || !hasMove(s, "Rm5-m11") || hasMove(s, "Rm5-m12") {
		t.Error("the rook does not range over the wing")
	}
	if !hasMove(s, "Be12-d13") || !hasMove(s, "Be12-f13") || hasMove(s, "Be12-c14") {
		t.Error("the bishop does not range over the North wing, or leaves the board")
	}
}
