package circularchess

import (
	"math/rand/v2"
	"os"
	"testing"
)

// slow reports whether the long checks were asked for (PARLOUR_SLOW set).
func slow() bool { return os.Getenv("PARLOUR_SLOW") != "" }

// startPerft are the move-path counts from the start, depths 1 to 5. No
// published figures exist for Circular Chess; these were checked against
// the reference generator of reference_test.go (depths 1-3 on every run,
// 4-5 with PARLOUR_SLOW set) and are kept as regression figures.
var startPerft = []struct {
	rules  Rules
	counts []uint64
}{
	{modern, []uint64{20, 400, 8584, 184025, 4214325}},
	{Rules{EnPassant: true}, []uint64{20, 400, 8584, 184025, 4214543}},
	{byzantine, []uint64{14, 196, 2912, 43267, 679749}},
}

func TestPerftFromTheStart(t *testing.T) {
	for _, tc := range startPerft {
		s, _ := NewGame(tc.rules)
		for i, want := range tc.counts {
			if got := Perft(s, i+1); got != want {
				t.Errorf("%v: perft(%d) = %d, want %d", tc.rules, i+1, got, want)
			}
		}
	}
}

func TestPerftAgreesWithTheReferenceGenerator(t *testing.T) {
	deepest := 3
	if slow() {
		deepest = 5
	}
	for _, tc := range startPerft {
		s, _ := NewGame(tc.rules)
		ref := refOf(s)
		for d := 1; d <= deepest; d++ {
			if got := ref.perft(d); got != tc.counts[d-1] {
				t.Errorf("%v: the reference counts perft(%d) = %d, the table %d", tc.rules, d, got, tc.counts[d-1])
			}
		}
	}
}

func TestPerftCountsEachMoveOnceNotEachWayRound(t *testing.T) {
	// Alone on its ring a rook reaches each other cell both ways round;
	// each is one move.
	s := setup(t, modern, White, "Rb3 Ka10 kd14")
	if got := Perft(s, 1); got != 15+3+5 {
		t.Errorf("perft(1) = %d, want 23 (18 rook moves, 5 king moves)", got)
	}
}

// randomPositions plays random games under r and returns every position met.
func randomPositions(t *testing.T, r Rules, games, maxPlies int, seed uint64) []State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, uint64(r.Variant)))
	var out []State
	for range games {
		s, err := NewGame(r)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < maxPlies && Outcome(s).Status == Ongoing; ply++ {
			out = append(out, s)
			ms := Legal(s)
			s = s.play(ms[rng.IntN(len(ms))])
		}
		out = append(out, s)
	}
	return out
}

// Every position of many random games has exactly the reference's moves.
func TestMoveGeneratorAgreesWithTheReferenceInPlay(t *testing.T) {
	games := 12
	if slow() {
		games = 300
	}
	for _, r := range []Rules{modern, {EnPassant: true}, byzantine} {
		positions := randomPositions(t, r, games, 300, 7)
		for _, s := range positions {
			ref := refOf(s)
			if d := diffMoves(s.pos.legal(s.rules, nil), ref.legal()); d != "" {
				t.Fatalf("%s: %s", s.FEN(), d)
			}
		}
		t.Logf("%v: %d positions agree", r, len(positions))
	}
}

// Turning the board over, or swapping the sides, changes no count.
func TestPerftIsTheSameUnderTheBoardsSymmetries(t *testing.T) {
	depth, every := 2, 40
	if slow() {
		depth, every = 3, 5
	}
	for _, r := range []Rules{modern, byzantine} {
		for i, s := range randomPositions(t, r, 4, 200, 11) {
			if i%every != 0 {
				continue
			}
			want := Perft(s, depth)
			if got := Perft(mirror(t, s), depth); got != want {
				t.Errorf("%s: perft(%d) %d, mirrored %d", s.FEN(), depth, want, got)
			}
			if got := Perft(reflect(t, s), depth); got != want {
				t.Errorf("%s: perft(%d) %d, reflected %d", s.FEN(), depth, want, got)
			}
		}
	}
}
