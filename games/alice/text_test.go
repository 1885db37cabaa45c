package alice

import "testing"

func TestEventsReadAsPlainEnglish(t *testing.T) {
	names := []string{"Alice", "The Hatter", "The Queen"}
	ev := func(kind EventKind, seat int, set func(*Event)) Event {
		e := event(kind, seat)
		set(&e)
		return e
	}
	tea := lead(8)
	cases := []struct {
		e    Event
		want string
	}{
		{ev(EventDeal, 2, func(e *Event) { e.Count = 3 }), "The Queen deals 42 cards to 3 players."},
		{ev(EventHand, 0, func(e *Event) { e.Count = 14 }), "Alice is dealt 14 cards."},
		{ev(EventLayDown, 1, func(e *Event) { e.Set = 8; e.Private = true }), "The Hatter lays down set 8, The Mad Tea-Party, face down before play."},
		{ev(EventLayDown, 1, func(e *Event) { e.Set = 8; e.Private = true }).SeenBy(0), "The Hatter lays down a set face down before play."},
		{ev(EventLead, 0, func(e *Event) { e.Card = tea }), "Alice plays The Mad Tea-Party, calling for The Hatter and The Dormouse."},
		{ev(EventAsk, 1, func(e *Event) { e.Other = 0; e.Card = second(8) }), "The Hatter asked Alice for The Dormouse — no: The Hatter forfeits a card to Alice."},
		{ev(EventAsk, 1, func(e *Event) { e.Other = 0; e.Card = second(8); e.OK = true }), "The Hatter asked Alice for The Dormouse — yes."},
		{ev(EventDraw, 0, func(e *Event) { e.Other = 1; e.Card = first(2); e.Private = true }), "Alice draws The Mouse from The Hatter's hand."},
		{ev(EventDraw, 0, func(e *Event) { e.Other = 1; e.Card = first(2); e.Private = true }).SeenBy(2), "Alice draws a card from The Hatter's hand."},
		{ev(EventSet, 0, func(e *Event) { e.Set = 8 }), "Alice completes set 8, The Mad Tea-Party."},
		{ev(EventNoLead, 0, func(e *Event) { e.Other = 1 }), "Alice has no leading card left; play passes to The Hatter."},
		{ev(EventNothingLeft, 2, func(e *Event) { e.Other = 0 }), "The Queen holds no leading card and none can be asked for; play passes to Alice."},
		{ev(EventOut, 1, func(*Event) {}), "The Hatter has no cards left and takes no more turns."},
		{ev(EventEnd, noSeat, func(e *Event) { e.Seats = []int{0, 1, 2}; e.Count = 1 }), "The game is over: Alice, The Hatter and The Queen share the win with 1 set each."},
	}
	for _, tc := range cases {
		if got := tc.e.Text(names); got != tc.want {
			t.Errorf("%s event:\n got %q\nwant %q", tc.e.Kind, got, tc.want)
		}
	}
	if got := ev(EventOut, 4, func(*Event) {}).Text(names); got != "Player 5 has no cards left and takes no more turns." {
		t.Errorf("a seat without a name: %q", got)
	}
}

func TestActionsReadAsPlainEnglish(t *testing.T) {
	names := []string{"Alice", "The Hatter"}
	for _, tc := range []struct {
		a    Action
		want string
	}{
		{PlayLead(lead(8)), "Alice plays The Mad Tea-Party"},
		{AskFor(1, first(8)), "Alice asks The Hatter for The Hatter"},
		{DrawAt(2), "Alice draws face-down card 3 from The Hatter's hand"},
	} {
		if got := tc.a.Text(names, 0, 1); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

func TestRuleErrorsNameThePlayers(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3)}, nil)
	_, err := s.Apply(AskFor(1, first(3)))
	re, ok := err.(*RuleError)
	if !ok {
		t.Fatalf("error %v is not a *RuleError", err)
	}
	if got, want := re.Text([]string{"Alice"}), "Alice holds a leading card and must lay one on the table before asking for anything."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
