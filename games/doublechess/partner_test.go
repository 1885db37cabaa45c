package doublechess

import (
	"context"
	"math/rand/v2"
	"testing"

	"parlour/games/level"
)

// partnerOrRook: Black to move. Green threatens Re5-e14, mating White on
// his back row; Black can block with Rh8-e8, giving up his rook to Green's
// knight, or take Red's boxed-in rook with Nm6xn4 and let White be mated.
// The seed: "In nine cases out of ten the one who refuses to sacrifice in
// order to save his partner from checkmate brings speedy defeat on each."
const partnerOrRook = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,yK,6/6,yP,yP,yP,5/14/12,gP,gK/3,bN,10/14/7,rR,1,gP,4/14/bP,11,rN,1/bK,3,bR,8,gN/12,gP,gR/5,rP,rP,rP,6/6,rK,7/14"

// TestPartnersFreedomIsWorthMoreThanARook: the search valued a partner's
// mate at about nine pawns, and took the free rook.
func TestPartnersFreedomIsWorthMoreThanARook(t *testing.T) {
	s, err := ParseFEN4(partnerOrRook, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	// The position is as described.
	if after := mv(t, mv(t, s, "Nm6xn4"), "Re5-e14"); !after.Checkmated(White) {
		t.Fatal("taking the rook does not let White be mated")
	}
	blocked := mv(t, s, "Rh8-e8")
	for _, m := range Legal(blocked) {
		if mustPlay(t, blocked, m).Checkmated(White) {
			t.Fatalf("after the block Green still mates White with %s", blocked.MoveText(m))
		}
	}
	for _, depth := range []int{6, 7} {
		r := Search(context.Background(), s, Limits{Depth: depth})
		if got := s.MoveText(r.Move); got != "Rh8-e8" {
			t.Errorf("depth %d played %s (score %d), want the block Rh8-e8", depth, got, r.Score)
		}
	}
	if got := s.MoveText(Choose(context.Background(), s, level.Hard, rand.New(rand.NewPCG(1, 1)))); got != "Rh8-e8" {
		t.Errorf("Hard played %s, want the block Rh8-e8", got)
	}
}
