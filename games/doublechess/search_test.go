package doublechess

import (
	"context"
	"math/rand/v2"
	"parlour/games/level"
	"slices"
	"testing"
	"time"
)

// doubleMateInOne: Red is mated already; Black's Qe4-b7 mates Green too.
const doubleMateInOne = "BKg1 BQe4 BBj11 WKh14 WBd9 WQm8 GKa7 RKn8"

func TestSearchFindsTheDoubleCheckmate(t *testing.T) {
	s := setup(t, Black, doubleMateInOne)
	r := Search(context.Background(), s, Limits{Depth: 3})
	if got := s.MoveText(r.Move); got != "Qe4-b7#" {
		t.Errorf("played %s, want Qe4-b7#", got)
	}
	if n, ok := r.WinIn(); !ok || n != 1 {
		t.Errorf("score %d: win in %d (%v), want 1", r.Score, n, ok)
	}
}

func TestComputerCheckmatesAnAdversary(t *testing.T) {
	// Qe4-b7 mates Green alone; the search rewards it.
	s := play(t, Black, "BKg1 BQe4 WKh14 WBd9 GKa7 RKn8 RPm5")
	for _, l := range []Level{level.Hard, level.Expert} {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		m := Choose(ctx, s, l, rand.New(rand.NewPCG(1, 1)))
		cancel()
		if got := s.MoveText(m); got != "Qe4-b7#" {
			t.Errorf("%v played %s, want Qe4-b7#", l, got)
		}
	}
}

// TestComputerPartnerDefendsPartnersKing: Red threatens Rd5-d1, mating
// Black on his back row; White, Black's partner, must stop it.
func TestComputerPartnerDefendsPartnersKing(t *testing.T) {
	s := setup(t, White, "BKg1 BPf2 BPg2 BPh2 RRd5 RKn8 WKh14 WQh6 GKa7 GNa5")
	for _, l := range []Level{level.Medium, level.Hard, level.Expert} {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		m := Choose(ctx, s, l, rand.New(rand.NewPCG(3, 3)))
		cancel()
		next := mustPlay(t, s, m)
		for _, r := range Legal(next) {
			if after := mustPlay(t, next, r); after.Checkmated(Black) {
				t.Errorf("%v played %s, and Red mates Black with %s", l, s.MoveText(m), next.MoveText(r))
				break
			}
		}
	}
}

func TestSearchIsDeterministic(t *testing.T) {
	s := seedOpening(t)
	a := Search(context.Background(), s, Limits{Nodes: 40_000})
	b := Search(context.Background(), s, Limits{Nodes: 40_000})
	if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes || !slices.Equal(a.PV, b.PV) {
		t.Errorf("two searches differ: %+v and %+v", a, b)
	}
	for _, l := range []Level{level.Easy, level.Medium} {
		m1 := Choose(context.Background(), s, l, rand.New(rand.NewPCG(9, 9)))
		m2 := Choose(context.Background(), s, l, rand.New(rand.NewPCG(9, 9)))
		if m1 != m2 {
			t.Errorf("%v: the same seed chose %v and %v", l, m1, m2)
		}
	}
}

func TestSearchStopsWhenContextIsDone(t *testing.T) {
	s := seedOpening(t)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	r := Search(ctx, s, Limits{})
	if took := time.Since(start); took > time.Second {
		t.Errorf("the search took %v after its deadline", took)
	}
	if !slices.Contains(Legal(s), r.Move) {
		t.Errorf("the cut-short search returned %v, not a legal move", r.Move)
	}
}

func TestChooseReturnsLegalMovesAtEveryLevel(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	s, _ := NewGame(Rules{})
	s = randomGame(s, rng, 30, uniform, nil)
	for _, l := range []Level{level.Easy, level.Medium, level.Hard, level.Expert} {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		m := Choose(ctx, s, l, rng)
		cancel()
		if !slices.Contains(Legal(s), m) {
			t.Errorf("%v chose %v, not legal in %s", l, m, s.FEN4())
		}
	}
	// A mated player passes; a finished game has no move.
	mated := play(t, Green, greenMated)
	if m := Choose(context.Background(), mated, level.Hard, nil); !m.Pass {
		t.Errorf("a mated player chose %v", m)
	}
	over := setup(t, Black, "BKg1 WKh14 GKa7 RKn8")
	if m := Choose(context.Background(), over, level.Hard, nil); !m.IsZero() {
		t.Errorf("chose %v in a finished game", m)
	}
}

// TestLevelsDifferInStrength: Green's queen hangs to Black's bishop. Hard
// takes it every time; Easy, which now and then plays at random, does
// not always.
func TestLevelsDifferInStrength(t *testing.T) {
	s := play(t, Black, "BKg1 BBf4 GQi7 GKa7 WKh14 RKn8 RPm5")
	take := mustMove(t, s, "Bf4xi7")
	missed := map[Level]int{}
	trials := map[Level]uint64{level.Easy: 60, level.Hard: 12}
	for _, l := range []Level{level.Easy, level.Hard} {
		for seed := range trials[l] {
			if Choose(context.Background(), s, l, rand.New(rand.NewPCG(seed, 1))) != take {
				missed[l]++
			}
		}
	}
	if missed[level.Hard] != 0 || missed[level.Easy] == 0 {
		t.Errorf("missed the queen: level.Hard %d times in %d, level.Easy %d times in %d", missed[level.Hard], trials[level.Hard], missed[level.Easy], trials[level.Easy])
	}
}

func mustMove(t testing.TB, s State, text string) Move {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
