package draughts

import (
	"encoding/json"
	"testing"

	"parlour/games/draughts"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// TestRoomTakesBackWithTheOtherPersonsConsent: in a room, Ada's u is a
// proposal Bob answers at his own terminal; while it is open no one moves;
// his yes takes the move back in every copy, his no keeps it.
func TestRoomTakesBackWithTheOtherPersonsConsent(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	first := r.Copies[0].Game().(*Game).rec.Now()
	m := draughts.Legal(first)[0]
	a.H.Key(":")
	a.H.Key(first.MoveText(m))
	a.H.Key("enter")
	r.Sync(0)
	if got := b.Game().(*Game).rec.Played; got != 1 {
		t.Fatalf("Ada's move reached Bob's copy as %d events", got)
	}
	a.H.Key("u")
	r.Sync(0)
	b.H.MustSee("Ada proposes to take back " + first.MoveText(m) + ". Bob, do you agree? (y/n)")
	a.H.MustSee("waiting for the answer")
	// Bob may not move while the proposal is open, even by a forged action.
	s := b.Game().(*Game).rec.Now()
	reply := draughts.Legal(s)[0]
	forged, _ := json.Marshal(event{Kind: moveEvent, Move: &reply})
	r.Table.Submit(screen.Action{Seat: 1, Data: forged})
	r.Sync(0)
	if got := a.Game().(*Game).rec.Played; got != 1 {
		t.Fatalf("a move was made while the proposal was open: %d played", got)
	}
	b.H.Key("n")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		if g.proposals.Busy() || g.rec.Played != 1 || g.Footer.Asking() {
			t.Fatalf("copy %d after Bob said no: %d played, proposal %v", i, g.rec.Played, g.proposals.Open())
		}
	}
	a.H.MustSee("Bob says no to Ada's proposal")
	a.H.Key("u")
	r.Sync(0)
	b.H.Key("y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		if g := c.Game().(*Game); g.rec.Played != 0 {
			t.Fatalf("copy %d after Bob agreed: %d played", i, g.rec.Played)
		}
	}
	a.H.MustSee("Agreed: Took back " + first.MoveText(m) + ".")
	// The move taken back is played again by the same consent.
	a.H.Key("U")
	r.Sync(0)
	b.H.Key("y")
	r.Sync(0)
	if g := r.Copies[2].Game().(*Game); g.rec.Played != 1 {
		t.Fatalf("the spectator's copy after the replay: %d played", g.rec.Played)
	}
}

// TestRoomDrawByAgreement: a draw offered on one's own turn and accepted
// at the other terminal ends the game drawn in every copy; offered off
// one's turn it is refused at once.
func TestRoomDrawByAgreement(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	b.H.Key("d") // off his turn: the key does nothing
	r.Sync(0)
	if b.Game().(*Game).proposals.Busy() {
		t.Fatal("Bob offered a draw off his turn")
	}
	a.H.Key("d")
	r.Sync(0)
	b.H.MustSee("Ada proposes to draw the game. Bob, do you agree? (y/n)")
	b.H.Key("y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		if v := g.outcome(); v.Status != draughts.Draw {
			t.Fatalf("copy %d: %+v after the draw was agreed", i, v)
		}
	}
}

// TestRoomDrawOfferedToTheComputer: the room's copy weighs a draw offered
// to its computer and answers for it; at the start it declines, and play
// goes on.
func TestRoomDrawOfferedToTheComputer(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, medium}, nil, []int{0})
	r.Sync(0)
	a := r.Copies[0]
	before := a.Applied()
	a.H.Key("d")
	r.Sync(0)
	if !r.WaitLog(before + 1) { // the offer, then the answer
		t.Fatal("the computer never answered the offer")
	}
	r.Sync(0)
	g := a.Game().(*Game)
	if g.Over() || g.proposals.Busy() {
		t.Fatalf("after the computer's answer: over %v, proposal %v", g.Over(), g.proposals.Open())
	}
	a.H.MustSee("Medium declines to draw the game.")
}
