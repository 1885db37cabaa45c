package screen

import (
	"testing"

	"parlour/ui/seats"
)

func TestLinkAtOneKeyboardPlaysEverySeatAndInARoomOnlyItsOwn(t *testing.T) {
	table := []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Cook", Kind: seats.Computer}, {Name: "Bob", Kind: seats.Human}}
	var hot Link
	if hot.InRoom() || !hot.Plays(0) || !hot.Plays(2) || hot.Humans(table) != 2 {
		t.Fatalf("at one keyboard: in room %v, humans %d", hot.InRoom(), hot.Humans(table))
	}
	room := Link{Seats: []int{2}, Send: func(Action) {}}
	if !room.InRoom() || room.Plays(0) || !room.Plays(2) || room.Humans(table) != 1 {
		t.Fatalf("in a room: plays 0 %v, humans %d", room.Plays(0), room.Humans(table))
	}
	spectator := Link{Send: func(Action) {}}
	if spectator.Plays(0) || spectator.Humans(table) != 0 {
		t.Fatal("a spectator plays a seat")
	}
}

func TestActionCursorAcceptsEachActionOnceInOrder(t *testing.T) {
	var c ActionCursor
	for i, seq := range []int{0, 0, 2, 1, 1, 2} {
		want := []bool{true, false, false, true, false, true}[i]
		if got := c.Accept(ActionMsg{Seq: seq}); got != want {
			t.Fatalf("action %d (seq %d): accepted %v", i, seq, got)
		}
	}
	if c.Applied() != 3 {
		t.Fatalf("applied %d", c.Applied())
	}
}
