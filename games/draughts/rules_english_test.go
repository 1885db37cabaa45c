package draughts

import (
	"slices"
	"strings"
	"testing"
)

// Tests of the British rules, each named after the rule it checks. Square
// numbers: Black's men start on 1-12 at the top and move down the board.

func wantMoves(t *testing.T, s State, want ...string) {
	t.Helper()
	slices.Sort(want)
	if got := legalTexts(s); !slices.Equal(got, want) {
		t.Errorf("%s\n%slegal moves %v, want %v", s.FEN(), diagram(s), got, want)
	}
}

func wantError(t *testing.T, s State, move, fragment string) {
	t.Helper()
	_, err := ParseMove(s, move)
	if err == nil || !strings.Contains(err.Error(), fragment) {
		t.Errorf("%s: ParseMove(%q) = %v, want an error containing %q", s.FEN(), move, err, fragment)
	}
}

func TestRuleBoardAndOpeningArray(t *testing.T) {
	s, err := NewGame(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.FEN(); got != "B:W21-32:B1-12" {
		t.Errorf("opening FEN %q", got)
	}
	// Rule 1: the double corner (squares 1 and 5, 28 and 32) is at each
	// player's right hand; square 1 is on Black's side.
	for _, c := range []struct{ sq, row, col int }{{1, 0, 1}, {5, 1, 0}, {4, 0, 7}, {29, 7, 0}, {32, 7, 6}, {28, 6, 7}} {
		r, col, ok := Coords(English, c.sq)
		if !ok || r != c.row || col != c.col || SquareAt(English, r, col) != c.sq {
			t.Errorf("square %d at (%d,%d), want (%d,%d)", c.sq, r, col, c.row, c.col)
		}
	}
}

func TestRule3BlackMovesFirst(t *testing.T) {
	for _, v := range []Variant{English, Losing} {
		s, _ := NewGame(Rules{Variant: v})
		if s.Turn() != Black {
			t.Errorf("%s: %s moves first", v, s.Turn())
		}
		wantMoves(t, s, "9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16")
	}
}

func TestRuleMenMoveDiagonallyForwardOneSquare(t *testing.T) {
	wantMoves(t, mustFEN(t, Rules{}, "B:W32:B14"), "14-17", "14-18")
	wantMoves(t, mustFEN(t, Rules{}, "W:W23:B1"), "23-18", "23-19")
	// A man on the side of the board has one forward square.
	wantMoves(t, mustFEN(t, Rules{}, "B:W32:B12"), "12-16")
	wantError(t, mustFEN(t, Rules{}, "B:W32:B14"), "14-10", "a man moves only forwards")
	wantError(t, mustFEN(t, Rules{}, "B:W32:B14"), "14-27", "one square at a time")
	wantError(t, mustFEN(t, Rules{}, "B:W32:B14"), "14-23", "there is no piece on square 18 to jump")
}

func TestRuleKingsMoveOneSquareInAnyDirection(t *testing.T) {
	wantMoves(t, mustFEN(t, Rules{}, "B:W32:BK18"), "18-14", "18-15", "18-22", "18-23")
	wantError(t, mustFEN(t, Rules{}, "B:W32:BK18"), "18-29", "a king moves one square at a time")
}

func TestRuleCaptureJumpsAnAdjacentPieceIntoTheEmptySquareBeyond(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W15:B11")
	wantMoves(t, s, "11x18")
	next := play(t, s, "11x18")
	if _, ok := next.Piece(15); ok {
		t.Error("the captured man is still on 15")
	}
	// No capture when the square beyond is occupied.
	wantMoves(t, mustFEN(t, Rules{}, "B:W15,18:B11"), "11-16")
	wantError(t, mustFEN(t, Rules{}, "B:W32:B11,15"), "11x18", "cannot jump your own piece")
}

func TestRuleSeveralPiecesInOneMove(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W15,22:B11")
	wantMoves(t, s, "11x25")
	m, _ := ParseMove(s, "11x18x25")
	if !slices.Equal(m.Path, []int{11, 18, 25}) || !slices.Equal(m.Captured, []int{15, 22}) {
		t.Errorf("11x18x25: path %v captured %v", m.Path, m.Captured)
	}
}

func TestRuleJumpSequenceMustBeCompleted(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W15,22:B11")
	wantError(t, s, "11x18", "not a complete capture")
}

func TestRuleCaptureIsCompulsory(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W15:B11,1")
	wantMoves(t, s, "11x18")
	wantError(t, s, "11-16", "you must capture: 11x18")
	wantError(t, s, "1-6", "you must capture: 11x18")
}

func TestRuleNoMaximumCaptureInEnglish(t *testing.T) {
	// 9x25 takes two men, 12x19 one: either may be played.
	wantMoves(t, mustFEN(t, Rules{}, "B:W14,16,22:B9,12"), "12x19", "9x25")
}

func TestRule13ReachingTheFarRowCrownsAndEndsTheMove(t *testing.T) {
	// The man from 22 takes 26 and is crowned on 31; as a king it could go
	// on over 27, but the move ends with the crowning.
	s := mustFEN(t, Rules{}, "B:W26,27:B22")
	wantMoves(t, s, "22x31")
	next := play(t, s, "22x31")
	if p, _ := next.Piece(31); !p.King {
		t.Error("the man on 31 was not crowned")
	}
	if _, ok := next.Piece(27); !ok {
		t.Error("the new king went on capturing")
	}
	// An ordinary move to the far row crowns too.
	next = play(t, mustFEN(t, Rules{}, "B:W8:B25"), "25-29")
	if p, _ := next.Piece(29); !p.King {
		t.Error("25-29 did not crown")
	}
}

func TestRule12CapturedPiecesStayUntilTheMoveIsComplete(t *testing.T) {
	// A king cannot jump back over the man it has just taken.
	wantMoves(t, mustFEN(t, Rules{}, "B:W15:BK10"), "10x19")
	// Round a ring of four men the king comes home to 10 either way: one
	// move, taking all four.
	s := mustFEN(t, Rules{}, "B:W14,15,22,23:BK10")
	ms := Legal(s)
	if len(ms) != 1 || ms[0].From != 10 || ms[0].To != 10 || len(ms[0].Captured) != 4 {
		t.Fatalf("ring capture: %v", ms)
	}
	next := play(t, s, "10x10")
	if men, kings := next.Count(White); men+kings != 0 {
		t.Errorf("White has %d pieces left", men+kings)
	}
}

func TestRuleNoLegalMoveLoses(t *testing.T) {
	// The man on 28 is blocked by the man on 32.
	s := mustFEN(t, Rules{}, "B:W32:B28")
	o := Outcome(s)
	if o.Status != Win || o.Winner != White || !strings.Contains(o.Reason, "no legal move") {
		t.Errorf("blocked: %+v", o)
	}
	if len(Legal(s)) != 0 {
		t.Error("moves listed after the game ended")
	}
	if _, err := s.Apply(Move{From: 28, To: 32}); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("Apply after the end: %v", err)
	}
	o = Outcome(mustFEN(t, Rules{}, "B:W32:B"))
	if o.Status != Win || o.Winner != White || !strings.Contains(o.Reason, "no pieces") {
		t.Errorf("no pieces: %+v", o)
	}
	if r := o.PDN(English); r != "0-1" {
		t.Errorf("PDN result %q, want 0-1 (the first player, Black, lost)", r)
	}
}

func TestRuleLosingGameNoMoveWins(t *testing.T) {
	o := Outcome(mustFEN(t, Rules{Variant: Losing}, "B:W32:B28"))
	if o.Status != Win || o.Winner != Black {
		t.Errorf("blocked in the Losing game: %+v", o)
	}
	o = Outcome(mustFEN(t, Rules{Variant: Losing}, "W:W:B1"))
	if o.Status != Win || o.Winner != White {
		t.Errorf("no pieces in the Losing game: %+v", o)
	}
	// The moves are the English ones, capture compulsory.
	wantMoves(t, mustFEN(t, Rules{Variant: Losing}, "B:W15:B11,1"), "11x18")
}

func TestRuleErrorsSayWhatIsWrong(t *testing.T) {
	s, _ := NewGame(Rules{})
	for _, c := range []struct{ move, want string }{
		{"14-18", "square 14 is empty"},
		{"22-18", "square 22 holds a White man, and it is Black's turn"},
		{"9-13x", "a square number is missing"},
		{"11-15-19", "only a capture lists more than two squares"},
		{"40-44", "there is no square 40"},
		{"1-5", "square 5 is occupied"},
		{"11-19", "not on one diagonal"},
		{"hello", "cannot read the move"},
		{"11x15", "takes nothing"},
	} {
		wantError(t, s, c.move, c.want)
	}
}

func TestRule6Huffing(t *testing.T) {
	r := Rules{Huffing: true}
	s := mustFEN(t, r, "B:W15,32:B1,11")
	// A capture may be left untaken.
	wantMoves(t, s, "11x18", "11-16", "1-5", "1-6")
	s = play(t, s, "1-6")
	if got := s.HuffableSquares(); !slices.Equal(got, []int{11}) {
		t.Fatalf("huffable %v, want [11]", got)
	}
	if _, err := s.Huff(6); err == nil {
		t.Error("huffed a piece that could not have captured")
	}
	// The huff is not a move: White huffs and then moves.
	h, err := s.Huff(11)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := h.Piece(11); ok || h.Turn() != White || len(h.HuffableSquares()) != 0 {
		t.Errorf("after the huff: %s, huffable %v", h.FEN(), h.HuffableSquares())
	}
	if _, err := h.Huff(11); err == nil {
		t.Error("huffed twice")
	}
	play(t, h, "15-10") // and White plays on
	// Or White lets the man stand, and the chance is gone. White in turn
	// left 15x8 untaken, so Black may huff the man on 15.
	s = play(t, s, "32-27")
	if got := s.HuffableSquares(); !slices.Equal(got, []int{15}) {
		t.Errorf("huffable after White let it stand: %v, want [15]", got)
	}
	// A man that moves instead of capturing is huffed where it stands.
	s = play(t, mustFEN(t, r, "B:W15,32:B1,11"), "11-16")
	if got := s.HuffableSquares(); !slices.Equal(got, []int{16}) {
		t.Errorf("huffable %v, want [16]", got)
	}
	// Without the rule, there is nothing to huff.
	if _, err := mustFEN(t, Rules{}, "W:W15,32:B6,11").Huff(11); err == nil {
		t.Error("huffed without the rule")
	}
}

func TestRuleHuffingNotInPolish(t *testing.T) {
	if _, err := NewGame(Rules{Variant: Polish, Huffing: true}); err == nil {
		t.Error("huffing accepted in the Polish game")
	}
	if _, err := NewGame(Rules{Variant: Polish, Draws: Victorian}); err == nil {
		t.Error("Victorian draws accepted in the Polish game")
	}
}
