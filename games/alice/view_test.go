package alice

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// hiddenSwap returns a copy of s in which two other players (not viewer)
// have exchanged one card in hand each, and the face-down order differs:
// a game the viewer cannot tell from s.
func hiddenSwap(s State, viewer int, rng *rand.Rand) (State, bool) {
	var others []int
	for p := range s.Players {
		if p != viewer && len(s.Hands[p]) > 0 {
			others = append(others, p)
		}
	}
	if len(others) < 2 {
		return s, false
	}
	rng.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
	p, q := others[0], others[1]
	t := s.clone()
	a := t.Hands[p][rng.IntN(len(t.Hands[p]))]
	b := t.Hands[q][rng.IntN(len(t.Hands[q]))]
	t.take(p, a)
	t.take(q, b)
	t.give(p, b)
	t.give(q, a)
	t.Secret = s.Secret + 1
	return t, true
}

func TestViewNeverContainsAnotherSeatsHiddenCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	checked := 0
	for g := range 60 {
		levels := mixedLevels(g*5 + 1 + g%4) // three players or more
		selfPlay(t, uint64(g), levels, func(s State, _ Action, _ State) {
			for v := range s.Players {
				view := s.View(v)
				if !slices.Equal(view.Hand, s.Hands[v]) {
					t.Fatalf("seat %d's view shows hand %v, holds %v", v, view.Hand, s.Hands[v])
				}
				for i, e := range view.Log {
					full := s.Log[i]
					party := full.Seat == v || full.Other == v
					if full.Private && !party && (e.Card != NoCard || e.Cards != nil || e.Set != 0) {
						t.Fatalf("seat %d sees the private %s event %+v", v, e.Kind, e)
					}
				}
				for p, made := range view.Sets {
					for _, m := range made {
						if m.Hidden && p != v && m.Set != 0 {
							t.Fatalf("seat %d sees which set seat %d laid down before play", v, p)
						}
					}
				}
				// The strongest check: a game differing only in what v may
				// not know gives v the very same view.
				if u, ok := hiddenSwap(s, v, rng); ok {
					checked++
					if !reflect.DeepEqual(u.View(v), view) {
						t.Fatalf("seat %d's view changes when two other hands swap a card", v)
					}
				}
			}
		})
	}
	if checked < 1000 {
		t.Errorf("only %d views were compared", checked)
	}
}

func TestViewHoldsNoSecret(t *testing.T) {
	s, _ := NewGame(4, 0, rand.New(rand.NewPCG(1, 1)))
	data, err := json.Marshal(s.View(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"hands"`, `"secret"`} {
		if strings.Contains(string(data), key) {
			t.Errorf("a view carries %s", key)
		}
	}
	typ := reflect.TypeOf(View{})
	for i := range typ.NumField() {
		if f := typ.Field(i); f.Type == reflect.TypeOf([][]Card{}) {
			t.Errorf("View.%s could hold every hand", f.Name)
		}
	}
}

func TestLegalDependsOnlyOnTheView(t *testing.T) {
	selfPlay(t, 3, []Level{Easy, Hard, Expert, Medium}, func(s State, _ Action, _ State) {
		p := s.ToAct()
		if !reflect.DeepEqual(Legal(s), LegalIn(s.View(p))) {
			t.Fatal("Legal differs from LegalIn of the player's view")
		}
		for q := range s.Players {
			if q != p && LegalIn(s.View(q)) != nil {
				t.Fatalf("seat %d, not to act, is offered actions", q)
			}
		}
	})
}

func TestLeadsOutListsLeadingCardsNotYetPlayed(t *testing.T) {
	s := deal(t, 2,
		[]Card{lead(3), first(4)},
		[]Card{first(3), second(3), first(6), lead(5), first(5), second(5)},
		nil)
	s = play(t, s, PlayLead(lead(3)), AskFor(1, first(3)))
	out0 := s.View(0).LeadsOut()
	out1 := s.View(1).LeadsOut()
	if slices.Contains(out0, lead(3)) || !slices.Contains(out0, lead(5)) {
		t.Errorf("seat 0 sees %v still out", out0)
	}
	if slices.Contains(out1, lead(5)) {
		t.Error("seat 1 lists the leading card of its own face-down set as still out")
	}
}

// Issue 16: "At the end, the sets laid face down are turned up and shown
// with their owners."
func TestLaidDownSetsAreTurnedUpAtTheEnd(t *testing.T) {
	s := deal(t, 2, []Card{lead(3), first(3)}, []Card{second(3)}, nil)
	if v := s.View(0); v.Sets[2][0].Set != 0 {
		t.Fatalf("during play Player 1 sees Player 3's laid-down set as %d", v.Sets[2][0].Set)
	}
	s = play(t, s, PlayLead(lead(3)), AskFor(1, second(3)))
	if s.Phase != PhaseOver {
		t.Fatalf("phase %s, want the game over", s.Phase)
	}
	for _, m := range s.View(0).Sets[2] {
		if m.Set == 0 || !m.Hidden {
			t.Errorf("at the end Player 3's set laid down shows as %+v", m)
		}
	}
}

// Issue 17: "Alice log entries naming players 10 and 43" are refused with a
// clear message, never resumed.
func TestValidateRefusesLogEntriesNamingPlayersNotAtTheTable(t *testing.T) {
	for _, c := range []struct {
		change func(e *Event)
		want   string
	}{
		{func(e *Event) { e.Seat = 9 }, "names player 10, at a table of 3"},
		{func(e *Event) { e.Other = 42 }, "names player 43, at a table of 3"},
		{func(e *Event) { e.Card = 99 }, "a card not in the pack"},
		{func(e *Event) { e.Kind = "teleport" }, "no known kind"},
		{func(e *Event) { e.Seats = []int{0, 1, 2, 3} }, "impossible numbers"},
	} {
		s := deal(t, 2, []Card{lead(3), first(5)}, []Card{first(3)}, nil)
		s.Log = slices.Clone(s.Log)
		c.change(&s.Log[1])
		err := s.Validate()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Validate: %v, want %q", err, c.want)
		}
	}
}
