package alice

import (
	"slices"
	"testing"
)

// refusedByEveryone is a game of three in which Player 1 (seat 0), holding
// no leading card, has asked Player 3 and then Player 2 for The Rabbit-Hole's
// leading card, which lies in a set Player 3 laid down before play, and both
// refused; neither has received a card since that could be it. Player 2 now
// draws Player 1's forfeit.
func refusedByEveryone(t *testing.T) State {
	t.Helper()
	s := deal(t, 2, []Card{first(1), first(5)}, []Card{first(2), first(6)}, nil)
	s = play(t, s, AskFor(2, lead(4)))
	s = play(t, s, DrawAt(position(s, first(5)))) // Player 1 knows what he gave
	s = play(t, s, AskFor(0, lead(1)))
	s = play(t, s, DrawAt(position(s, first(6))))
	s = play(t, s, PlayLead(lead(1)), AskFor(1, first(1)))
	s = play(t, s, DrawAt(0)) // unseen by Player 1, but Player 2 has not refused yet
	if s.Turn != 0 || s.Phase != PhaseAskLead {
		t.Fatalf("turn %d, phase %s", s.Turn, s.Phase)
	}
	return play(t, s, AskFor(1, lead(4)))
}

// Issue 16: "No level repeats a refused ask unless the asked player has
// since received cards that could include it." A leading card refused by
// every other player with cards, none of whom could have received it since,
// can only lie in a set laid down before play: it is not out, and may not be
// asked for.
func TestLeadRefusedByEveryoneIsNotOut(t *testing.T) {
	s := refusedByEveryone(t)
	if slices.Contains(s.View(0).LeadsOut(), lead(4)) {
		t.Errorf("%s is still out for Player 1 after every other player refused it", lead(4).Title())
	}
	if !slices.Contains(s.View(1).LeadsOut(), lead(4)) {
		t.Error("Player 2 cannot know what Player 1 knows of the card drawn from Player 3")
	}
	// As if it were Player 1's turn again, with nothing happened since.
	s = play(t, s, DrawAt(position(s, first(6))))
	mine := s.clone()
	mine.Turn, mine.Phase, mine.Pending = 0, PhaseAskLead, nil
	if err := mine.Validate(); err != nil {
		t.Fatal(err)
	}
	refused(t, mine, AskFor(2, lead(4)), "refused by every player with cards")
	for _, a := range Legal(mine) {
		if a.Card == lead(4) {
			t.Errorf("legal %v", a)
		}
	}
}

func TestRepeatedAsksCountsAskingAgainWithNothingNew(t *testing.T) {
	r := newRefusals(0)
	ask := func(q int, c Card) Event {
		e := event(EventAsk, 0)
		e.Other, e.Card = q, c
		return e
	}
	draw := func(to, from int, c Card) Event {
		e := event(EventDraw, to)
		e.Other, e.Card, e.Private = from, c, true
		return e
	}
	steps := []struct {
		e      Event
		repeat bool
	}{
		{ask(1, first(3)), false},
		{draw(1, 0, first(5)), false}, // Player 1 gave it: not the card asked for
		{ask(1, first(3)), true},
		{draw(1, 2, NoCard), false}, // unseen: it could be anything
		{ask(1, first(3)), false},
		{ask(2, first(3)), false},
	}
	for i, st := range steps {
		if got := r.observe(st.e); got != st.repeat {
			t.Errorf("step %d: repeated %v, want %v", i, got, st.repeat)
		}
	}
}

// Issue 16: "Add to parlour alice simulate a count of such repeated asks,
// and test it is 0 for every level."
func TestNoLevelRepeatsARefusedAsk(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 40
	}
	for _, level := range Levels {
		for _, players := range []int{3, 5} {
			for _, s := range Simulate(players, games, []Level{level}, 3) {
				if s.RepeatedAsks != 0 {
					t.Errorf("%s, %d players: seat %d repeated %d refused asks in %d games", level, players, s.Seat+1, s.RepeatedAsks, games)
				}
			}
		}
	}
}
