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
	// Hard, searching deeper, finds a second defence as good: Rh8-h5 pins
	// Green's rook to his king, and is given up to that rook instead of
	// to the knight. Either saves White.
	if m := Choose(context.Background(), s, level.Hard, rand.New(rand.NewPCG(1, 1))); !savesPartner(t, s, m) {
		t.Errorf("Hard played %s and let White be mated", s.MoveText(m))
	}
}

// savesPartner reports whether m, played in s, leaves the next player no
// move that checkmates the mover's partner.
func savesPartner(t *testing.T, s State, m Move) bool {
	t.Helper()
	partner := s.Turn().Partner()
	after := mustPlay(t, s, m)
	if after.Checkmated(partner) {
		return false
	}
	for _, reply := range Legal(after) {
		if mustPlay(t, after, reply).Checkmated(partner) {
			return false
		}
	}
	return true
}

// TestSearchDoesNotReduceTheBlockOfAPartnersMate: at depth 4 the search
// reduced the quiet block Rh8-e8 (a late move, searched shallower) and,
// not seeing past the horizon that Green's knight takes the rook for
// nothing worse, took Red's rook and let White be mated. Quiet moves made
// while one's partner can be mated by the next player's move are now
// searched at full depth. Medium, which judges each root move by a search
// of its own (and so was not caught by the root's reduction), must save
// White too, whatever its dice.
func TestSearchDoesNotReduceTheBlockOfAPartnersMate(t *testing.T) {
	s, err := ParseFEN4(partnerOrRook, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, depth := range []int{4, 5} {
		r := Search(context.Background(), s, Limits{Depth: depth})
		if got := s.MoveText(r.Move); got != "Rh8-e8" {
			t.Errorf("depth %d played %s (score %d), want the block Rh8-e8", depth, got, r.Score)
		}
	}
	for seed := range uint64(12) {
		if m := Choose(context.Background(), s, level.Medium, rand.New(rand.NewPCG(seed, 13))); !savesPartner(t, s, m) {
			t.Errorf("Medium (seed %d) played %s and let White be mated", seed, s.MoveText(m))
		}
	}
}
