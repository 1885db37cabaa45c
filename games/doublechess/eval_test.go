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
