package doublechess

import "testing"

func TestEvaluationIsEvenAtTheStart(t *testing.T) {
	for _, c := range Colors {
		s, _ := NewGame(Rules{First: c})
		if v := evaluate(&s.pos); v != 0 {
			t.Errorf("%v to move: the start scores %d, want 0", c, v)
		}
	}
}

func TestCentreGrowsTowardTheMiddle(t *testing.T) {
	for sq, want := range map[string]int8{"a4": 0, "d1": 0, "d4": 3, "g7": 6, "h8": 6, "k11": 3, "n11": 0, "e6": 4} {
		if got := centre[cell(mustSquare(t, sq))]; got != want {
			t.Errorf("centre(%s) = %d, want %d", sq, got, want)
		}
	}
}

func TestMaterialAndMatesCount(t *testing.T) {
	// A queen up, then an adversary mated: each is worth a good deal to
	// the side that has it.
	score := func(s State) int { return evaluate(&s.pos) }
	even := score(setup(t, Black, "BKg1 WKh14 GKa7 RKn8 BRk1 GRa11"))
	up := score(setup(t, Black, "BKg1 WKh14 GKa7 RKn8 BRk1 GRa11 WQg9"))
	if up-even < manValue[Queen]/2 {
		t.Errorf("a queen up scores %d more, want about %d", up-even, manValue[Queen])
	}
	mated := setup(t, Black, greenMated+" BRk1 WRd14 GRa11")
	free := setup(t, Black, "BKg1 BQe4 WKh14 WBd9 GKa7 RKn8 BRk1 WRd14 GRa11")
	if d := score(mated) - score(free); d < matedPenalty/2 {
		t.Errorf("mating Green is worth %d, want about %d", d, matedPenalty)
	}
}

// TestWonEndingsKeepTheirPieces: the side ahead trading pieces evenly
// drifts toward the draw of rule 19; as the pieces thin out its advantage
// counts for less, so it keeps them to mate with (41% of the Easy games
// used to end in rule 19).
func TestWonEndingsKeepTheirPieces(t *testing.T) {
	score := func(men string) int {
		s := setup(t, Black, men)
		return evaluate(&s.pos)
	}
	// Two rooks against one, and pawns: trading rooks leaves one piece.
	before := score("BKg1 BRd5 BRh9 BPe3 WKh14 GKa7 GRa11 RKn8 RPm6")
	traded := score("BKg1 BRh9 BPe3 WKh14 GKa7 RKn8 RPm6")
	if before-traded < 100 {
		t.Errorf("Black ahead scores %d with two rooks against one, %d after trading them; want the trade to cost him", before, traded)
	}
	behind := score("BKg1 BRd5 BPe3 WKh14 GKa7 GRa11 GRh9 RKn8 RPm6")
	tradedBehind := score("BKg1 BPe3 WKh14 GKa7 GRh9 RKn8 RPm6")
	if tradedBehind-behind < 100 {
		t.Errorf("Black behind scores %d, %d after trading rooks; want the trade to help him", behind, tradedBehind)
	}
}

// TestMopUpGoesForOneKing: with the adversaries' kings both bare, the
// mop-up counts the king nearer his mate double ("mate the weaker partner
// first"), so hemming one king in is worth more than herding both.
func TestMopUpGoesForOneKing(t *testing.T) {
	s := setup(t, Black, "BKg1 BQe9 BRd5 WKh14 WRk6 GKa7 RKn8")
	p := &s.pos
	g, r := hemmedIn(p, BlackWhite, Green), hemmedIn(p, BlackWhite, Red)
	plain := g + r
	if got := mopUp(p, BlackWhite); got != plain+max(g, r) {
		t.Errorf("mop-up %d, want the kings' %d and %d with the nearer mate counted double", got, g, r)
	}
	if got := mopUp(p, BlackWhite); got <= plain {
		t.Errorf("mop-up %d, the kings counted alike %d; want the nearer mate counted double", got, plain)
	}
}

// TestEndingCountsPartnersPiecesTheNextAdversaryMayTake (#13 fault 4):
// in an ending, a piece of the partner of the player to move that the
// next adversary may take for nothing, or with a pawn, counts half lost,
// since a search a quarter-move deep does not see that capture: Easy's
// side ahead lost its last pieces to the kings it was hemming in, and the
// game to rule 19.
func TestEndingCountsPartnersPiecesTheNextAdversaryMayTake(t *testing.T) {
	bare := setup(t, Black, "BKg1 BRk1 GKa7 WKh14 WNb8 RKn8")
	if got := prey(&bare.pos, White, Green); got != manValue[Knight]/2 {
		t.Errorf("White's knight next to Green's king, unguarded: prey %d, want %d", got, manValue[Knight]/2)
	}
	guarded := setup(t, Black, "BKg1 BRk1 GKa7 WKh14 WNb8 WBd10 RKn8")
	if got := prey(&guarded.pos, White, Green); got != 0 {
		t.Errorf("White's knight guarded by the bishop: prey %d, want 0", got)
	}
	if evaluate(&bare.pos) >= evaluate(&guarded.pos)-manValue[Bishop] {
		t.Errorf("the knight left to Green's king is not counted: %d against %d with the bishop",
			evaluate(&bare.pos), evaluate(&guarded.pos))
	}
	pawn := setup(t, Black, "BKg1 BRk1 GKa7 GPe5 WKh14 WRf6 WBh8 RKn8")
	if got := prey(&pawn.pos, White, Green); got != (manValue[Rook]-manValue[Pawn])/2 {
		t.Errorf("White's rook, guarded, under Green's pawn: prey %d, want %d", got, (manValue[Rook]-manValue[Pawn])/2)
	}
	if got := prey(&pawn.pos, White, Red); got != 0 {
		t.Errorf("Red, who moves after Black, takes nothing first: prey %d", got)
	}
}

// TestMopUpDoesNotRewardStalemate (#13 fault 4): with Green mated, Red's
// king on n4 hemmed in without check and with no move is a stalemate at
// his turn, and a draw; the mop-up must not count it as the best of
// hemming in.
func TestMopUpDoesNotRewardStalemate(t *testing.T) {
	stale := setup(t, Black, "BKg1 BRd5 BRa11 GKa4 WKh14 WRb11 WRm11 RKn4")
	if !stale.Checkmated(Green) || stale.Army(Red) != Stalemated {
		t.Fatalf("set-up: Green %v, Red %v", stale.Army(Green), stale.Army(Red))
	}
	free := setup(t, Black, "BKg1 BRd6 BRa11 GKa4 WKh14 WRb11 WRm11 RKn4")
	if h, f := hemmedIn(&stale.pos, BlackWhite, Red), hemmedIn(&free.pos, BlackWhite, Red); h >= 0 || f <= 0 {
		t.Errorf("hemmed in: stalemate %d (want below 0), one escape %d (want above 0)", h, f)
	}
}
