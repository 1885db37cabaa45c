package circularchess

import (
	"context"
	"math/rand/v2"
	"parlour/games/level"
	"slices"
	"testing"
	"time"
)

func TestChooseIsTheSameForTheSameSeed(t *testing.T) {
	s, _ := NewGame(modern)
	s = play(t, s, "b2-b4", "c7-c5")
	for _, l := range []Level{level.Easy, level.Medium, level.Hard} {
		a := Choose(context.Background(), s, l, rand.New(rand.NewPCG(5, 6)))
		b := Choose(context.Background(), s, l, rand.New(rand.NewPCG(5, 6)))
		if a != b || !slices.Contains(Legal(s), a) {
			t.Errorf("%v: %v then %v", l, a, b)
		}
	}
}

func TestChooseGivesALegalMoveAtEveryLevel(t *testing.T) {
	for _, r := range []Rules{modern, byzantine} {
		for i, s := range randomPositions(t, r, 2, 120, 19) {
			if i%40 != 0 || Outcome(s).Status != Ongoing {
				continue
			}
			for _, l := range []Level{level.Easy, level.Medium} {
				if m := Choose(context.Background(), s, l, rand.New(rand.NewPCG(uint64(i), 1))); !slices.Contains(Legal(s), m) {
					t.Fatalf("%s: %v plays %v", s.FEN(), l, m)
				}
			}
		}
	}
	over := play(t, setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8"), "Rd1-a1#")
	if m := Choose(context.Background(), over, level.Hard, nil); !m.IsZero() {
		t.Errorf("a move %v in a finished game", m)
	}
}

func TestExpertKeepsToItsDeadline(t *testing.T) {
	s, _ := NewGame(modern)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	start := time.Now()
	m := Choose(ctx, s, level.Expert, rand.New(rand.NewPCG(1, 1)))
	if took := time.Since(start); took > 2*time.Second || !slices.Contains(Legal(s), m) {
		t.Errorf("took %v for %v", took, m)
	}
}

func TestEveryLevelTakesAMateInOne(t *testing.T) {
	s := setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8")
	for _, l := range []Level{level.Medium, level.Hard, level.Expert} {
		for seed := range uint64(5) {
			if m := Choose(context.Background(), s, l, rand.New(rand.NewPCG(seed, 3))); m != mv(t, "d1", "a1") {
				t.Errorf("%v (seed %d) plays %v", l, seed, m)
			}
		}
	}
}

// TestStrongerLevelsWin plays short matches between neighbouring levels
// (slow: set PARLOUR_SLOW).
func TestStrongerLevelsWin(t *testing.T) {
	if !slow() {
		t.Skip("a match of whole games; set PARLOUR_SLOW=1 to play it")
	}
	for _, pair := range [][2]Level{{level.Medium, level.Easy}, {level.Hard, level.Medium}} {
		points := 0.0
		games := 6
		for g := range games {
			rng := rand.New(rand.NewPCG(uint64(g), 99))
			s, _ := NewGame(modern)
			strong := Color(g % 2)
			for Outcome(s).Status == Ongoing {
				l := pair[1]
				if s.Turn() == strong {
					l = pair[0]
				}
				s = s.play(Choose(context.Background(), s, l, rng))
			}
			switch o := Outcome(s); {
			case o.Status == Draw:
				points += 0.5
			case o.Winner == strong:
				points++
			}
		}
		t.Logf("%v against %v: %.1f of %d", pair[0], pair[1], points, games)
		if points <= float64(games)/2 {
			t.Errorf("%v scored only %.1f of %d against %v", pair[0], points, games, pair[1])
		}
	}
}
