package circularchess

import "testing"

// mates counts the placements of the men in which Black, to move, is
// checkmated: White having the king and the men white, Black the king and
// the men black, every placement on the board tried. keep, if not nil,
// chooses which complete placements count.
func mates(white, black []Kind, keep func(*position) bool) int {
	pieces := []Piece{{White, King}, {Black, King}}
	for _, k := range white {
		pieces = append(pieces, Piece{White, k})
	}
	for _, k := range black {
		pieces = append(pieces, Piece{Black, k})
	}
	found := 0
	var place func(p position, i int)
	place = func(p position, i int) {
		if i == len(pieces) {
			if (keep == nil || keep(&p)) && !p.inCheck(White) && p.inCheck(Black) && !p.hasLegalMove(modern) {
				found++
			}
			return
		}
		for c := Cell(0); c < NoCell; c++ {
			if p.board[c].Kind == NoKind {
				q := p
				q.put(c, pieces[i], false)
				place(q, i+1)
			}
		}
	}
	p := emptyPosition()
	p.side = Black
	place(p, 0)
	return found
}

// The dead positions of the insufficient-material rule are dead on the
// ring: no placement of their men is checkmate. (By the symmetry that
// swaps the sides, counting Black's mates covers White's.)
func TestALoneKnightOrBishopCannotMate(t *testing.T) {
	for _, men := range [][]Kind{{Knight}, {Bishop}} {
		if n := mates(men, nil, nil); n != 0 {
			t.Errorf("king and %v against king: %d mates", men, n)
		}
	}
	if mates([]Kind{Rook}, nil, nil) == 0 {
		t.Error("no mate found with king and rook against king: the check is broken")
	}
}

func TestOneMinorPieceEachCannotMate(t *testing.T) {
	if !slow() {
		t.Skip("tries every placement of four men; set PARLOUR_SLOW=1")
	}
	for _, tc := range []struct{ white, black []Kind }{
		{[]Kind{Knight}, []Kind{Knight}},
		{[]Kind{Bishop}, []Kind{Bishop}},
		{[]Kind{Knight}, []Kind{Bishop}},
		{[]Kind{Bishop}, []Kind{Knight}},
	} {
		if n := mates(tc.white, tc.black, nil); n != 0 {
			t.Errorf("%v against %v: %d mates", tc.white, tc.black, n)
		}
	}
}

func TestBishopsOfOneColourCannotMate(t *testing.T) {
	if !slow() {
		t.Skip("tries every placement of four men; set PARLOUR_SLOW=1")
	}
	oneColour := func(p *position) bool {
		b := p.kinds[Bishop]
		return b&lightCells == 0 || b&^lightCells == 0
	}
	if n := mates([]Kind{Bishop, Bishop}, nil, oneColour); n != 0 {
		t.Errorf("two bishops of one colour: %d mates", n)
	}
}

// Two minor pieces on one side can mate, so the rule leaves those games
// to go on.
func TestTwoMinorPiecesCanMate(t *testing.T) {
	if !slow() {
		t.Skip("tries every placement of four men; set PARLOUR_SLOW=1")
	}
	for _, men := range [][]Kind{{Knight, Knight}, {Bishop, Knight}, {Bishop, Bishop}} {
		if n := mates(men, nil, nil); n == 0 {
			t.Errorf("king, %v against king: no mate", men)
		}
	}
}
