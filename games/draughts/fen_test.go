package draughts

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestFENReadsTheStandardForms(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29")
	if s.Turn() != Black {
		t.Error("turn")
	}
	if got := s.Squares(White); !slices.Equal(got, []int{10, 15, 18, 24, 27, 28}) {
		t.Errorf("White on %v", got)
	}
	for sq, want := range map[int]Piece{10: {White, true}, 18: {White, false}, 22: {Black, true}, 12: {Black, false}} {
		if p, ok := s.Piece(sq); !ok || p != want {
			t.Errorf("square %d: %v", sq, p)
		}
	}
	if got := s.FEN(); got != "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29" {
		t.Errorf("written back as %q", got)
	}
	opening, _ := NewGame(Rules{Variant: Polish})
	for _, fen := range []string{"W:W31-50:B1-20", "W:W31-50:B1-20.", `"W:W31-50:B1-20"`, " W:B1-20:W31-50 ", "W:W31-35,36-50:B1-20:H0:F1"} {
		if got := mustFEN(t, Rules{Variant: Polish}, fen); got.FEN() != opening.FEN() {
			t.Errorf("%q read as %q", fen, got.FEN())
		}
	}
	// Empty sides.
	if s := mustFEN(t, Rules{}, "W:W:B1"); len(s.Squares(White)) != 0 || len(s.Squares(Black)) != 1 {
		t.Errorf("empty side: %s", s.FEN())
	}
	if got := mustFEN(t, Rules{}, "B:W5:B").FEN(); got != "B:W5:B" {
		t.Errorf("empty Black written as %q", got)
	}
	// Move number and quiet-move count.
	s = mustFEN(t, Rules{}, "W:WK1:BK32:H10:F7")
	if s.MoveNumber() != 7 || s.clocks.quiet != 10 {
		t.Errorf("H/F fields: move %d quiet %d", s.MoveNumber(), s.clocks.quiet)
	}
}

func TestFENErrorsNameTheFault(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"", "empty"},
		{"X:W1:B2", "side to move must be W or B"},
		{"B:W33:B1", "no square 33"},
		{"B:W10,10:B2", "listed twice"},
		{"B:W10:B10", "listed twice"},
		{"B:W9-5:B1", "runs backwards"},
		{"B:W10", "both White's and Black's"},
		{"B:WK:B1", "not a square number"},
		{"B:Wx:B1", "not a square number"},
		{"B:W10:B30", "cannot stand on square 30, its crowning row"},
		{"B:W2:B10", "a White man cannot stand on square 2"},
		{"B:W10:W11:B1", "listed twice"},
		{"B:W10::B1", "empty field"},
		{"B:W10:Q1:B1", "must start with W or B"},
		{"B:W10:B1:F0", "not a count"},
	} {
		_, err := ParseFEN(c.fen, Rules{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseFEN(%q) = %v, want an error with %q", c.fen, err, c.want)
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, v := range []Variant{English, Polish} {
		for range 500 {
			s := randomState(t, rng, v, 12)
			back := mustFEN(t, Rules{Variant: v}, s.FEN())
			if back.FEN() != s.FEN() || back.pos != s.pos {
				t.Fatalf("%s read back as %s", s.FEN(), back.FEN())
			}
		}
	}
}

// Issue 17: a position with more pieces of one side than a side starts with
// (30 kings, 20 white men) is refused with a reason, never played.
func TestFENRefusesMorePiecesThanASideHas(t *testing.T) {
	for _, c := range []struct {
		rules Rules
		fen   string
	}{
		{Rules{}, "B:WK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16:BK17,K18,K19,K20,K21,K22,K23,K24,K25,K26,K27,K28,K29,K30"},
		{Rules{}, "B:W5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24:BK29"},
		{Rules{Variant: Polish}, "W:W6-26:BK50"},
	} {
		_, err := ParseFEN(c.fen, c.rules)
		if err == nil || !strings.Contains(err.Error(), "starts with") {
			t.Errorf("%q: err = %v", c.fen, err)
		}
	}
	if _, err := ParseFEN("B:W21-32:B1-12", Rules{}); err != nil {
		t.Fatalf("the opening was refused: %v", err)
	}
}
