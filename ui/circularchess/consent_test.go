package circularchess

import (
	"encoding/json"
	"testing"

	cc "parlour/games/circularchess"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// TestRoomTakesBackWithConsent: in a room Ada's u is a proposal Bob
// answers at his own terminal; no move is made while it is open; his no
// keeps the move, his yes takes it back in every copy.
func TestRoomTakesBackWithConsent(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	first := a.Game().(*Game).now()
	m := cc.Legal(first)[0]
	text := first.MoveText(m)
	a.H.Key(":")
	a.H.Key(text)
	a.H.Key("enter")
	r.Sync(0)
	if got := b.Game().(*Game).rec.Played; got != 1 {
		t.Fatalf("Ada's move reached Bob's copy as %d moves", got)
	}
	a.H.Key("u")
	r.Sync(0)
	b.H.MustSee("Ada proposes to take back " + text + ". Bob, do you agree? (y/n)")
	reply := cc.Legal(b.Game().(*Game).now())[0]
	forged, _ := json.Marshal(roomAction{Kind: moveAction, Side: cc.Black, Move: &reply})
	r.Table.Submit(screen.Action{Seat: 1, Data: forged})
	r.Sync(0)
	if got := a.Game().(*Game).rec.Played; got != 1 {
		t.Fatalf("a move was made while the proposal was open: %d played", got)
	}
	b.H.Key("n")
	r.Sync(0)
	a.H.MustSee("Bob says no to Ada's proposal")
	a.H.Key("u")
	r.Sync(0)
	b.H.Key("y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		if g := c.Game().(*Game); g.rec.Played != 0 || g.proposals.Busy() {
			t.Fatalf("copy %d after Bob agreed: %d played, proposal %v", i, g.rec.Played, g.proposals.Open())
		}
	}
}

// TestRoomDrawAgreedOrDeclinedByTheComputer: two people draw by
// agreement; against the room's computer the offer is weighed and, at the
// start, declined.
func TestRoomDrawAgreedOrDeclinedByTheComputer(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1})
	r.Sync(0)
	r.Copies[0].H.Key("d")
	r.Sync(0)
	r.Copies[1].H.Key("y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		if v := c.Game().(*Game).outcome(); v.Status != cc.Draw {
			t.Fatalf("copy %d: %+v after the draw was agreed", i, v)
		}
	}

	r = openRoom(t, []seats.Seat{ada, easy}, nil, []int{0})
	r.Sync(0)
	a := r.Copies[0]
	before := a.Applied()
	a.H.Key("d")
	r.Sync(0)
	if !r.WaitLog(before + 1) {
		t.Fatal("the computer never answered the offer")
	}
	r.Sync(0)
	if g := a.Game().(*Game); g.Over() || g.proposals.Busy() {
		t.Fatalf("after the computer's answer: over %v, proposal %v", g.Over(), g.proposals.Open())
	}
	a.H.MustSee("Easy declines to draw the game.")
}
