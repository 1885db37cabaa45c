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
