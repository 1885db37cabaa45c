package circularchess

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestCheckersNameTheRookAndKnightOfADoubleCheck(t *testing.T) {
	s := setup(t, modern, White, "Kd16 Pa2 ra16 nc2 kd9")
	got := s.Checkers()
	want := []Cell{cell(t, "c2"), cell(t, "a16")}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("Checkers() = %v, want %v", got, want)
	}
	if quiet := setup(t, modern, White, "Kd16 kd9 Pa2"); len(quiet.Checkers()) != 0 {
		t.Fatalf("no check, but Checkers() = %v", quiet.Checkers())
	}
}

// TestCheckersAgreeWithInCheck plays random games of both variants and
// checks at every position that the checkers are enemy pieces, and that
// there are some exactly when the side to move is in check.
func TestCheckersAgreeWithInCheck(t *testing.T) {
	for _, r := range []Rules{modern, byzantine} {
		rng := rand.New(rand.NewPCG(7, uint64(r.Variant)))
		for range 40 {
			s, _ := NewGame(r)
			for plies := 0; Outcome(s).Status == Ongoing && plies < 300; plies++ {
				cs := s.Checkers()
				if (len(cs) > 0) != s.InCheck() {
					t.Fatalf("%s: checkers %v, in check %v", s.FEN(), cs, s.InCheck())
				}
				for _, c := range cs {
					if pc, ok := s.Piece(c); !ok || pc.Color == s.Turn() {
						t.Fatalf("%s: checker %v is not an enemy piece", s.FEN(), c)
					}
				}
				moves := Legal(s)
				s = s.play(moves[rng.IntN(len(moves))])
			}
		}
	}
}
