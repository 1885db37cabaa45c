package alice

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

// Each test here is one rule of docs/rules/alice.md, named after it.

func TestTwoToSixPlayers(t *testing.T) {
	for n := 0; n <= 8; n++ {
		s, err := NewGame(n, 0, rand.New(rand.NewPCG(1, uint64(n))))
		ok := n >= MinPlayers && n <= MaxPlayers
		if (err == nil) != ok {
			t.Errorf("%d players: error %v", n, err)
		}
		if ok {
			if err := s.Validate(); err != nil {
				t.Errorf("%d players: %v", n, err)
			}
		}
	}
	if _, err := NewGame(3, 3, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a dealer who is not at the table was accepted")
	}
}

func TestDealRoundTheTableStartingLeftOfDealer(t *testing.T) {
	const players, dealer = 4, 1
	s, err := NewGame(players, dealer, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	dealt := make([][]Card, players)
	for _, e := range s.Log {
		if e.Kind == EventHand {
			dealt[e.Seat] = e.Cards
		}
	}
	// The same generator shuffles the same way: the i-th card of the shuffled
	// pack goes to the i-th seat round the table from the dealer's left.
	order := rand.New(rand.NewPCG(3, 4)).Perm(NumCards)
	for i, c := range order {
		seat := (dealer + 1 + i) % players
		if !slices.Contains(dealt[seat], Card(c)) {
			t.Fatalf("card %d of the pack (%s) went elsewhere than seat %d", i, Card(c), seat)
		}
	}
	if lastEvent(t, s, EventDeal).Seat != dealer {
		t.Error("the deal is not logged as the dealer's")
	}
}

func TestHandsMayBeUneven(t *testing.T) {
	for _, tc := range []struct {
		players, dealer int
		want            []int
	}{
		{4, 1, []int{10, 10, 11, 11}}, // 42 = 4×10 + 2: the two left of the dealer get one more
		{5, 4, []int{9, 9, 8, 8, 8}},
		{3, 0, []int{14, 14, 14}},
	} {
		s, _ := NewGame(tc.players, tc.dealer, rand.New(rand.NewPCG(5, 6)))
		got := make([]int, tc.players)
		for _, e := range s.Log {
			if e.Kind == EventHand {
				got[e.Seat] = e.Count
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%d players, dealer %d: dealt %v, want %v", tc.players, tc.dealer, got, tc.want)
		}
	}
}

func TestDealerRotatesEachGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	s, _ := NewGame(3, 0, rng)
	for want := range 4 {
		var err error
		if s, err = s.Rematch(rng); err != nil {
			t.Fatal(err)
		}
		if s.Dealer != (want+1)%3 {
			t.Fatalf("dealer %d, want %d", s.Dealer, (want+1)%3)
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCompleteSetsAreLaidDownBeforePlay(t *testing.T) {
	s := deal(t, 2, []Card{lead(4), first(4), second(4), first(5)}, []Card{first(6)}, nil)
	if !slices.Contains(s.Sets[0], Made{Set: 4, Hidden: true}) {
		t.Fatalf("seat 0 made %v, want set 4 laid face down", s.Sets[0])
	}
	if !slices.Equal(s.Hands[0], []Card{first(5)}) {
		t.Errorf("seat 0 holds %v after laying down", s.Hands[0])
	}
	if got := s.View(1).Sets[0]; !slices.Equal(got, []Made{{Set: 0, Hidden: true}}) {
		t.Errorf("seat 1 sees seat 0's sets as %v, want one face-down set of unknown number", got)
	}
	if got := s.View(0).Sets[0]; !slices.Equal(got, []Made{{Set: 4, Hidden: true}}) {
		t.Errorf("seat 0 sees its own sets as %v", got)
	}
}

func TestPlayerLeftOfDealerPlaysFirst(t *testing.T) {
	for dealer := range 3 {
		s := deal(t, dealer, []Card{lead(1), first(2)}, []Card{lead(2), first(3)}, []Card{lead(3), first(1)})
		if want := (dealer + 1) % 3; s.Turn != want || s.Phase != PhaseLead {
			t.Errorf("dealer %d: seat %d is to %s, want seat %d to lead", dealer, s.Turn, s.Phase, want)
		}
	}
}

func TestLeadingCardIsLaidThenAnotherPlayerAsked(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3)}, nil)
	if got := Legal(s); !slices.Equal(got, []Action{PlayLead(lead(3))}) {
		t.Fatalf("legal %v, want only to lay The Rabbit's House", got)
	}
	refused(t, s, AskFor(1, first(3)), "must lay one on the table")
	s = play(t, s, PlayLead(lead(3)))
	if s.Table[0] != lead(3) || s.Phase != PhaseAsk || s.Turn != 0 {
		t.Fatalf("table %v, phase %s, turn %d", s.Table, s.Phase, s.Turn)
	}
	want := []Action{AskFor(1, first(3)), AskFor(2, first(3)), AskFor(1, second(3)), AskFor(2, second(3))}
	if got := Legal(s); !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
}

func TestSuccessfulRequestLetsHimAskAgain(t *testing.T) {
	t.Run("another player", func(t *testing.T) {
		s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3)}, nil)
		s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)))
		if s.Turn != 0 || s.Phase != PhaseAsk || !s.holds(0, first(3)) {
			t.Fatalf("after a granted request: turn %d, phase %s, hand %v", s.Turn, s.Phase, s.Hands[0])
		}
		if !lastEvent(t, s, EventAsk).OK {
			t.Error("the request is not logged as granted")
		}
		s = play(t, s, AskFor(2, second(3)))
		if !slices.Contains(s.Sets[0], Made{Set: 3}) {
			t.Errorf("sets %v, want set 3", s.Sets[0])
		}
	})
	t.Run("the same player", func(t *testing.T) {
		s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3), second(3), first(6)}, nil)
		s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)))
		if !slices.Contains(s.Sets[0], Made{Set: 3}) {
			t.Errorf("sets %v, want set 3", s.Sets[0])
		}
	})
}

func TestCompletedSetIsTurnedFaceDownAndAnotherLeadingCardMayBePlayed(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), lead(4), first(5)}, []Card{first(3), second(3), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)))
	if !slices.Equal(s.Sets[0], []Made{{Set: 3}}) {
		t.Fatalf("sets %v, want set 3 face down (known to all)", s.Sets[0])
	}
	if s.Table[0] != NoCard || slices.ContainsFunc(s.Hands[0], func(c Card) bool { return c.Set() == 3 }) {
		t.Errorf("set 3 is still about: table %v, hand %v", s.Table, s.Hands[0])
	}
	if s.Turn != 0 || s.Phase != PhaseLead || !s.MayEnd || !slices.Equal(Legal(s), []Action{PlayLead(lead(4)), EndTurn()}) {
		t.Errorf("turn %d, phase %s, legal %v: want seat 0 to lay The Caterpillar's set next or end his turn", s.Turn, s.Phase, Legal(s))
	}
	if e := lastEvent(t, s, EventSet); e.Seat != 0 || e.Set != 3 {
		t.Errorf("set event %+v", e)
	}
}

func TestFailedRequestForfeitsACard(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5), first(6)}, []Card{first(3), first(7)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)))
	if s.Phase != PhaseForfeit || *s.Pending != (Forfeit{From: 0, To: 1}) || s.ToAct() != 1 {
		t.Fatalf("phase %s, pending %v, to act %d", s.Phase, s.Pending, s.ToAct())
	}
	if got := Legal(s); !slices.Equal(got, []Action{DrawAt(0), DrawAt(1)}) {
		t.Errorf("the receiver may %v, want to draw either of 2 face-down cards", got)
	}
	e := lastEvent(t, s, EventAsk)
	if want := "Hatter asked Alice for Pat the Gardener — no: Hatter forfeits a card to Alice."; e.Text([]string{"Hatter", "Alice"}) != want {
		t.Errorf("log %q, want %q", e.Text([]string{"Hatter", "Alice"}), want)
	}
	s = play(t, s, DrawAt(1))
	if len(s.Hands[0]) != 1 || len(s.Hands[1]) != 3 {
		t.Errorf("hands %v after the forfeit", s.Hands)
	}
	if d := lastEvent(t, s, EventDraw); d.Seat != 1 || d.Other != 0 || !d.Private || !s.holds(1, d.Card) {
		t.Errorf("draw event %+v", d)
	}
}

// position returns where card c lies among the giver's face-down cards for
// the forfeit s waits for.
func position(s State, c Card) int {
	t := s.clone()
	t.Step++
	return slices.Index(t.faceDown(s.Pending.From), c)
}

func TestForfeitIsDrawnUnseenByTheReceiver(t *testing.T) {
	got := map[Card]bool{}
	for secret := range uint64(40) {
		hands := [][]Card{{lead(3), first(5), first(6), first(8)}, {first(3)}}
		s := deal(t, 2, hands[0], hands[1], nil)
		s.Secret = secret
		s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)))
		v := s.View(1)
		if v.Counts[0] != 3 || slices.Contains(v.Hand, first(5)) {
			t.Fatalf("the receiver's view: counts %v, hand %v", v.Counts, v.Hand)
		}
		s = play(t, s, DrawAt(0))
		got[lastEvent(t, s, EventDraw).Card] = true
		for seat, want := range []bool{true, true, false} {
			if seen := s.View(seat).Log[len(s.Log)-1].Card.Valid(); seen != want {
				t.Errorf("seat %d sees the drawn card: %v, want %v", seat, seen, want)
			}
		}
	}
	if len(got) != 3 {
		t.Errorf("the first face-down position gave %d different cards over 40 games, want all 3", len(got))
	}
}

func TestTurnPassesToTheLeftAfterAFailedRequest(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5), first(6)}, []Card{first(3), first(7)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)), DrawAt(0))
	if s.Turn != 1 {
		t.Errorf("turn %d after seat 0 failed, want seat 1 on his left", s.Turn)
	}
	s = deal(t, 0, []Card{first(3)}, []Card{lead(3), first(5), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(0, second(3)), DrawAt(0))
	if s.Turn != 2 {
		t.Errorf("turn %d after seat 1 failed asking seat 0, want seat 2 on the asker's left", s.Turn)
	}
}

func TestWithoutALeadingCardHeMustAskForOne(t *testing.T) {
	s := deal(t, 2, []Card{first(3), first(5)}, []Card{lead(5), first(6)}, nil)
	if s.Phase != PhaseAskLead {
		t.Fatalf("phase %s, want ask-lead", s.Phase)
	}
	for _, a := range Legal(s) {
		if a.Kind != ActionAsk || !a.Card.IsLead() {
			t.Errorf("legal %v is not a request for a leading card", a)
		}
	}
	if n := len(Legal(s)); n != 2*len(s.View(0).LeadsOut()) {
		t.Errorf("%d requests, want every leading card still out from both others", n)
	}
	refused(t, s, AskFor(1, first(6)), "must ask for a leading card")
	refused(t, s, PlayLead(first(3)), "must ask another player for one")
}

func TestFailedRequestForALeadingCardForfeitsACard(t *testing.T) {
	s := deal(t, 2, []Card{first(3), first(5)}, []Card{lead(5), first(6)}, nil)
	s = play(t, s, AskFor(1, lead(7)))
	if s.Phase != PhaseForfeit || s.Pending.To != 1 {
		t.Fatalf("phase %s, pending %v", s.Phase, s.Pending)
	}
	s = play(t, s, DrawAt(0))
	if len(s.Hands[0]) != 1 || s.Turn != 1 {
		t.Errorf("hand %v, turn %d", s.Hands[0], s.Turn)
	}
}

func TestObtainedLeadingCardIsPlayedAndContinued(t *testing.T) {
	t.Run("asking for the rest", func(t *testing.T) {
		s := deal(t, 2, []Card{first(5), first(3)}, []Card{lead(5), first(6)}, nil)
		s = play(t, s, AskFor(1, lead(5)))
		if s.Table[0] != lead(5) || s.Phase != PhaseAsk || s.Turn != 0 {
			t.Fatalf("table %v, phase %s, turn %d", s.Table, s.Phase, s.Turn)
		}
		if got := Legal(s); !slices.Equal(got, []Action{AskFor(1, second(5)), AskFor(2, second(5))}) {
			t.Errorf("legal %v, want requests for The Cook only", got)
		}
	})
	t.Run("from his own hand", func(t *testing.T) {
		s := deal(t, 2, []Card{first(5), second(5), first(3)}, []Card{lead(5), first(6)}, nil)
		s = play(t, s, AskFor(1, lead(5)))
		if !slices.Equal(s.Sets[0], []Made{{Set: 5}}) {
			t.Errorf("sets %v, want set 5 made at once", s.Sets[0])
		}
	})
}

func TestAfterASetWithNoLeadingCardPlayPassesWithoutForfeit(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3), second(3), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)))
	if s.Turn != 1 || s.Phase == PhaseForfeit {
		t.Fatalf("turn %d, phase %s", s.Turn, s.Phase)
	}
	if !slices.Equal(s.Hands[0], []Card{first(5)}) || !slices.Equal(s.Hands[1], []Card{first(6)}) {
		t.Errorf("hands %v: a card changed hands without cause", s.Hands[:2])
	}
	if e := lastEvent(t, s, EventNoLead); e.Seat != 0 || e.Other != 1 {
		t.Errorf("pass event %+v", e)
	}
}

func TestOnlyOneLeadingCardInPlayAtATime(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), lead(4)}, []Card{first(3)}, nil)
	s = play(t, s, PlayLead(lead(3)))
	refused(t, s, PlayLead(lead(4)), "a set must be completed before another leading card")
	for _, a := range Legal(s) {
		if a.Kind == ActionLead {
			t.Errorf("legal %v while a set is in play", a)
		}
	}
}

func TestUncompletedLeadingCardStaysWithItsPlayer(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), lead(4), first(5)}, []Card{first(3), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)))
	s = play(t, s, DrawAt(position(s, first(5))))
	if s.Table[0] != lead(3) || s.Turn != 1 || s.Phase != PhaseAskLead {
		t.Fatalf("table %v, turn %d, phase %s", s.Table, s.Turn, s.Phase)
	}
	// No one else may ask for it: it is on the table, not in a hand.
	refused(t, s, AskFor(0, lead(3)), "on the table in front of Player 1")
	if hasAction(Legal(s), AskFor(0, lead(3))) || slices.Contains(s.View(1).LeadsOut(), lead(3)) {
		t.Error("a leading card on the table is offered as still out")
	}
	// Seat 1 fails, then seat 2 fails, and seat 0 must go on with set 3 even
	// though he holds another leading card.
	s = play(t, s, AskFor(0, lead(9)))
	s = play(t, s, DrawAt(position(s, first(6))))
	s = play(t, s, PlayLead(lead(5)), AskFor(0, first(5)), DrawAt(0))
	if s.Turn != 0 || s.Phase != PhaseAsk || !s.holds(0, lead(4)) {
		t.Fatalf("turn %d, phase %s, hand %v", s.Turn, s.Phase, s.Hands[0])
	}
	for _, a := range Legal(s) {
		if a.Kind != ActionAsk || a.Card.Set() != 3 {
			t.Errorf("legal %v: want only requests for set 3", a)
		}
	}
}

func TestHoldingOnlyALeadingCardForfeitsIt(t *testing.T) {
	s := deal(t, 2, []Card{lead(3)}, []Card{first(3), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)))
	if s.Table[0] != NoCard || !s.holds(1, lead(3)) || s.Phase == PhaseForfeit {
		t.Fatalf("table %v, seat 1 holds %v, phase %s", s.Table, s.Hands[1], s.Phase)
	}
	e := lastEvent(t, s, EventAsk)
	if e.Forfeit != lead(3) || e.Private {
		t.Errorf("ask event %+v", e)
	}
	if want := "Player 1 asked Player 2 for Pat the Gardener — no: Player 1 forfeits The Rabbit's House, the last card left, to Player 2."; e.Text(nil) != want {
		t.Errorf("log %q, want %q", e.Text(nil), want)
	}
	if s.hasCards(0) || lastEvent(t, s, EventOut).Seat != 0 {
		t.Error("seat 0 still has cards, or is not logged as out")
	}
	if s.Turn != 1 || s.Phase != PhaseLead {
		t.Errorf("turn %d, phase %s: seat 1 should now lay The Rabbit's House", s.Turn, s.Phase)
	}
}

func TestPlayerWithNoCardsTakesNoTurns(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5)}, []Card{lead(9), first(9), second(9)}, []Card{first(3), second(3)})
	if s.hasCards(1) || lastEvent(t, s, EventOut).Seat != 1 {
		t.Fatal("seat 1 should have laid down its only set and be out")
	}
	s = play(t, s, PlayLead(lead(3)))
	for _, a := range Legal(s) {
		if a.Seat == 1 {
			t.Errorf("legal %v asks a player with no cards", a)
		}
	}
	s = play(t, s, AskFor(2, first(3)), AskFor(2, second(3)))
	if s.Turn != 2 || lastEvent(t, s, EventNoLead).Other != 2 {
		t.Errorf("turn %d: play should pass over seat 1 to seat 2", s.Turn)
	}
}

func TestAnEmptyHandedPlayerCannotBeAsked(t *testing.T) {
	s := deal(t, 2, []Card{lead(3)}, []Card{lead(5), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)))
	// Seat 0 has nothing in hand, only his leading card on the table. Let
	// seat 1 take the turn now (as it would once seat 0 failed elsewhere).
	s.Turn, s.Phase = 1, PhaseLead
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	s = play(t, s, PlayLead(lead(5)))
	refused(t, s, AskFor(0, first(5)), "Player 1 has no cards in hand")
	for _, a := range Legal(s) {
		if a.Seat == 0 {
			t.Errorf("legal %v asks an empty hand", a)
		}
	}
}

func TestNoLeadingCardLeftToAskForPassesTheTurn(t *testing.T) {
	// Seat 0 holds no leading card; the two still unmade lie on the table
	// before seats 1 and 2.
	t.Run("none still out", func(t *testing.T) {
		s := State{
			Players: 3,
			Dealer:  2,
			Hands:   [][]Card{{first(13), first(14)}, {second(14)}, {second(13)}},
			Table:   []Card{NoCard, lead(13), lead(14)},
			Sets:    make([][]Made, 3),
		}
		for set := 1; set <= 12; set++ {
			s.Sets[2] = append(s.Sets[2], Made{Set: set})
		}
		s.settle()
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		if e := lastEvent(t, s, EventNothingLeft); e.Seat != 0 || e.Other != 1 {
			t.Errorf("pass event %+v", e)
		}
		if s.Turn != 1 || s.Phase != PhaseAsk {
			t.Errorf("turn %d, phase %s, want seat 1 to ask for The Mock Turtle's set", s.Turn, s.Phase)
		}
	})
	// Seat 0 cannot know that set 14 lies face down before seat 2, but no
	// one else has a card in hand to be asked.
	t.Run("no one to ask", func(t *testing.T) {
		s := State{
			Players: 3,
			Dealer:  2,
			Hands:   [][]Card{{first(13), second(13)}, {}, {}},
			Table:   []Card{NoCard, lead(13), NoCard},
			Sets:    make([][]Made, 3),
		}
		for set := 1; set <= 12; set++ {
			s.Sets[2] = append(s.Sets[2], Made{Set: set})
		}
		s.Sets[2] = append(s.Sets[2], Made{Set: 14, Hidden: true})
		s.settle()
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(s.View(0).LeadsOut(), lead(14)) {
			t.Fatal("seat 0 should believe set 14 still out")
		}
		if e := lastEvent(t, s, EventNothingLeft); e.Seat != 0 || e.Other != 1 || s.Turn != 1 || s.Phase != PhaseAsk {
			t.Errorf("pass event %+v, turn %d, phase %s", e, s.Turn, s.Phase)
		}
	})
}

func TestOnlyLeadingCardsStillOutMayBeAskedFor(t *testing.T) {
	s := deal(t, 2,
		[]Card{lead(3), first(4)},
		[]Card{first(3), second(3), first(6), lead(5), first(5), second(5)},
		nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)))
	if s.Turn != 1 || s.Phase != PhaseAskLead {
		t.Fatalf("turn %d, phase %s", s.Turn, s.Phase)
	}
	refused(t, s, AskFor(0, lead(3)), "set 3, The Rabbit's House is already made")
	refused(t, s, AskFor(0, lead(5)), "already made") // his own face-down set
	legal := Legal(s)
	if hasAction(legal, AskFor(0, lead(3))) || hasAction(legal, AskFor(2, lead(5))) {
		t.Error("a leading card known to be made is offered")
	}
	// Set 14 lies face down before seat 2; seat 1 cannot know, so may ask.
	if !slices.Contains(s.Sets[2], Made{Set: 14, Hidden: true}) || !hasAction(legal, AskFor(2, lead(14))) {
		t.Fatalf("a leading card hidden in another's face-down set should be askable: %v", s.Sets[2])
	}
	s = play(t, s, AskFor(2, lead(14)))
	if s.Phase != PhaseForfeit {
		t.Errorf("asking for a leading card in a face-down set should fail, phase %s", s.Phase)
	}
}

func TestRequestsMustBeForCardsAnotherPlayerCouldHold(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(3)}, []Card{first(5)}, nil)
	s = play(t, s, PlayLead(lead(3)))
	refused(t, s, AskFor(1, first(3)), "holds Bill the Lizard already")
	refused(t, s, AskFor(1, first(4)), "is not of the set in play")
	refused(t, s, AskFor(1, lead(3)), "already on the table")
	refused(t, s, AskFor(0, second(3)), "cannot ask oneself")
	refused(t, s, AskFor(7, second(3)), "no player 8")
	refused(t, s, AskFor(1, NoCard), "must name the card")
}

func TestTheForfeitMustBeDrawnFirst(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)))
	refused(t, s, AskFor(2, second(3)), "Player 2 must first draw the card Player 1 forfeits")
	refused(t, s, DrawAt(1), "has 1 card face down")
	refused(t, s, DrawAt(-1), "pick one of positions 1 to 1")
}

func TestGameEndsWhenAllSetsAreMade(t *testing.T) {
	s := deal(t, 2, []Card{lead(1)}, []Card{first(1), second(1)}, nil)
	if len(s.Sets[2]) != 13 {
		t.Fatalf("seat 2 laid down %d sets, want 13", len(s.Sets[2]))
	}
	s = play(t, s, PlayLead(lead(1)), AskFor(1, first(1)))
	if Outcome(s).Over {
		t.Fatal("the game ended with a set unmade")
	}
	s = play(t, s, AskFor(1, second(1)))
	r := Outcome(s)
	if s.Phase != PhaseOver || s.ToAct() != -1 || !r.Over || Legal(s) != nil {
		t.Fatalf("phase %s, to act %d, outcome %+v", s.Phase, s.ToAct(), r)
	}
	refused(t, s, PlayLead(lead(2)), "The game is over")
	if e := lastEvent(t, s, EventEnd); !slices.Equal(e.Seats, []int{2}) || e.Count != 13 {
		t.Errorf("end event %+v", e)
	}
}

func TestMostSetsWins(t *testing.T) {
	s := deal(t, 2, []Card{lead(1)}, []Card{first(1), second(1)}, nil)
	s = play(t, s, PlayLead(lead(1)), AskFor(1, first(1)), AskFor(1, second(1)))
	r := Outcome(s)
	if !slices.Equal(r.Sets, []int{1, 0, 13}) || !slices.Equal(r.Winners, []int{2}) || r.Top != 13 {
		t.Errorf("outcome %+v", r)
	}
	if got, want := r.Text([]string{"Alice", "Hatter", "Queen"}), "The game is over: Queen wins with 13 sets."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestEqualTopsShareTheWin(t *testing.T) {
	s := State{Players: 3, Sets: make([][]Made, 3)}
	for set := 1; set <= NumSets; set++ {
		p := []int{0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}[set-1]
		s.Sets[p] = append(s.Sets[p], Made{Set: set})
	}
	r := Outcome(s)
	if !r.Over || !slices.Equal(r.Winners, []int{0, 1}) || r.Top != 5 {
		t.Errorf("outcome %+v, want seats 0 and 1 sharing with 5 sets", r)
	}
	if got, want := r.Text([]string{"Alice", "Hatter"}), "The game is over: Alice and Hatter share the win with 5 sets each."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestApplyLeavesTheOldStateUnchanged(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3), second(3), first(6)}, nil)
	before, _ := json.Marshal(s)
	play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)))
	after, _ := json.Marshal(s)
	if string(before) != string(after) {
		t.Error("Apply changed the state it was given")
	}
}

// Seed: "Each time a set is completed it should be turned over face down in
// front of the player who may then play another leading card." He may also
// end his turn.
func TestAfterASetThePlayerMayEndTheTurn(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), lead(4), first(5)}, []Card{first(3), second(3), first(6)}, nil)
	refused(t, s, EndTurn(), "only after completing a set")
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)))
	refused(t, s, EndTurn(), "only after completing a set")
	s = play(t, s, AskFor(1, second(3)), EndTurn())
	if s.Turn != 1 || s.MayEnd || !s.holds(0, lead(4)) {
		t.Fatalf("turn %d, may end %v, hand %v: want the turn passed to seat 1, the Caterpillar kept", s.Turn, s.MayEnd, s.Hands[0])
	}
	e := lastEvent(t, s, EventEndTurn)
	if want := "Hatter ends the turn after completing a set; play passes to Alice."; e.Text([]string{"Hatter", "Alice"}) != want {
		t.Errorf("log %q, want %q", e.Text([]string{"Hatter", "Alice"}), want)
	}
	// The choice is only at the start of the next lead: once laid, the set
	// must be completed first.
	s = deal(t, 2, []Card{lead(3), lead(4), first(5)}, []Card{first(3), second(3), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)), PlayLead(lead(4)))
	if s.MayEnd || hasAction(Legal(s), EndTurn()) {
		t.Error("the turn may still be ended with a new leading card in play")
	}
}

func TestComputersPlayOnAfterASet(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), lead(4), first(5)}, []Card{first(3), second(3), first(6)}, nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)), AskFor(1, second(3)))
	for _, l := range Levels {
		for seed := range uint64(20) {
			if a := Choose(context.Background(), s.View(0), nil, l, rand.New(rand.NewPCG(seed, 1))); a.Kind != ActionLead {
				t.Fatalf("%s chose %v", l, a)
			}
		}
	}
}
