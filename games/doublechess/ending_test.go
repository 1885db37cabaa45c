package doublechess

import (
	"context"
	"math/rand/v2"
	"testing"

	"parlour/games/level"
)

// rookEnPrise is a won ending for Black and White: two rooks against the
// bare kings of Green and Red, with Black's rook on b8 next to Green's
// king, unguarded, and Black to move before Green.
const rookEnPrise = "BKg1 BRb8 BRh5 WKh14 GKa7 RKn8"

// TestEasyMakesNoRandomMoveConvertingAWonEnding (#13 fault 4): Easy's
// random move, about one in twelve, left the rook for Green's king to take
// for 14 of these 200 seeds; over many rounds of an ending such moves gave
// the side ahead's pieces to the bare kings one by one, and a quarter of
// Easy's games to rule 19. A side well ahead in an ending now plays
// without them: for none of the seeds does Easy leave the rook en prise.
func TestEasyMakesNoRandomMoveConvertingAWonEnding(t *testing.T) {
	s := setup(t, Black, rookEnPrise)
	if !wellAhead(&s.pos, BlackWhite) || wellAhead(&s.pos, GreenRed) {
		t.Fatalf("wellAhead: Black and White %v, Green and Red %v; want true, false",
			wellAhead(&s.pos, BlackWhite), wellAhead(&s.pos, GreenRed))
	}
	for seed := range uint64(200) {
		m := Choose(context.Background(), s, level.Easy, rand.New(rand.NewPCG(seed, 19)))
		next, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range Legal(next) {
			if p, ok := next.Piece(g.To); ok && g.From == next.King(Green) && p.Kind == Rook {
				t.Fatalf("seed %d: after %s Green's king takes the rook on %v", seed, s.MoveText(m), g.To)
			}
		}
	}
}

// TestWellAheadOnlyInAnEnding: with more than endingPieces pieces on the
// board, or with less than a rook to spare, a side is not converting, and
// Easy plays as everywhere else.
func TestWellAheadOnlyInAnEnding(t *testing.T) {
	start, _ := NewGame(Rules{})
	if wellAhead(&start.pos, BlackWhite) || wellAhead(&start.pos, GreenRed) {
		t.Error("a side is well ahead at the start")
	}
	even := setup(t, Black, "BKg1 BRb8 WKh14 GKa7 GRe9 RKn8")
	if wellAhead(&even.pos, BlackWhite) || wellAhead(&even.pos, GreenRed) {
		t.Error("a side is well ahead with a rook each")
	}
}
