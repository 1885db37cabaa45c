package alice

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"
)

func TestChooseIsDeterministicForASeed(t *testing.T) {
	for _, level := range Levels {
		levels := []Level{level, level, level, level}
		a := selfPlay(t, 11, levels, nil)
		b := selfPlay(t, 11, levels, nil)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: the same seed played two different games", level)
		}
	}
}

func TestChooseActsOnlyForTheSeatToAct(t *testing.T) {
	s, _ := NewGame(3, 0, rand.New(rand.NewPCG(2, 2)))
	for p := range s.Players {
		a := Choose(context.Background(), s.View(p), nil, Expert, rand.New(rand.NewPCG(1, 1)))
		if p == s.ToAct() {
			if !hasAction(Legal(s), a) {
				t.Errorf("seat %d chose %v, which is not legal", p, a)
			}
		} else if a != (Action{}) {
			t.Errorf("seat %d, not to act, chose %v", p, a)
		}
	}
}

func TestChooseReturnsAtOnceWhenCancelled(t *testing.T) {
	s := deal(t, 2, []Card{first(3), first(5)}, []Card{lead(5), first(6)}, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a := Choose(ctx, s.View(0), NewMemory(0), Expert, rand.New(rand.NewPCG(1, 1)))
	if a != Legal(s)[0] {
		t.Errorf("a cancelled choice gave %v, want the first legal action", a)
	}
}

func TestEasyAsksAtRandomAmongLegalAsks(t *testing.T) {
	s := deal(t, 2, []Card{first(3), first(5)}, []Card{lead(5), first(6)}, nil)
	legal := Legal(s)
	seen := map[Action]bool{}
	for seed := range uint64(400) {
		a := Choose(context.Background(), s.View(0), nil, Easy, rand.New(rand.NewPCG(seed, 1)))
		if !hasAction(legal, a) {
			t.Fatalf("Easy chose %v, not a legal request", a)
		}
		seen[a] = true
	}
	if len(seen) < len(legal)*3/4 {
		t.Errorf("Easy made %d different requests out of %d legal ones", len(seen), len(legal))
	}
}

func TestExpertPrefersALeadingCardItCanComplete(t *testing.T) {
	// The Rabbit's House lacks one card; The Caterpillar's set lacks two.
	s := deal(t, 2, []Card{lead(4), lead(3), first(3)}, []Card{first(6)}, nil)
	for seed := range uint64(20) {
		for _, level := range []Level{Hard, Expert} {
			a := Choose(context.Background(), s.View(0), nil, level, rand.New(rand.NewPCG(seed, 2)))
			if a != PlayLead(lead(3)) {
				t.Fatalf("%s laid %v, want The Rabbit's House", level, a.Card)
			}
		}
	}
}

// TestExpertAsksWhereACardIsCertain watches Expert players: whenever what a
// player saw makes some request sure to succeed, it makes a sure request,
// and that request is granted.
func TestExpertAsksWhereACardIsCertain(t *testing.T) {
	sure := 0
	for g := range 30 {
		players := 3 + g%4
		levels := make([]Level, players)
		for p := range levels {
			levels[p] = Expert
		}
		memories := make([]*Memory, players)
		for p := range memories {
			memories[p] = NewMemory(p)
		}
		selfPlay(t, uint64(g)+900, levels, func(s State, a Action, next State) {
			if s.Phase != PhaseAsk && s.Phase != PhaseAskLead {
				return
			}
			v := s.View(s.Turn)
			m := memories[s.Turn]
			m.Observe(v)
			k := m.mine
			k.deduce(v.Counts)
			certain := false
			for _, b := range LegalIn(v) {
				certain = certain || k.sure(b.Card, b.Seat)
			}
			if !certain {
				return
			}
			sure++
			if !k.sure(a.Card, a.Seat) {
				t.Fatalf("game %d: a sure request was open, yet Expert asked seat %d for %s", g, a.Seat, a.Card)
			}
			if e := next.Log[len(s.Log)]; e.Kind != EventAsk || !e.OK {
				t.Fatalf("game %d: the sure request was refused", g)
			}
		})
	}
	if sure < 100 {
		t.Errorf("only %d sure requests seen", sure)
	}
}

func TestExpertShiesFromRequestsThatTellTheTableMuch(t *testing.T) {
	k := newKnowledge(noSeat, 4)
	c := lead(7)
	wide := narrowing(&k, c, 1) // four hands and the piles
	k.lacks(2, c)
	k.lacks(3, c)
	narrow := narrowing(&k, c, 1) // seat 0, seat 1 or the piles
	if !(narrow > wide && wide > 0) {
		t.Errorf("a refusal that leaves fewer places should tell more: %.3f then %.3f", wide, narrow)
	}
	k.lacks(1, c)
	if narrowing(&k, c, 1) != 0 {
		t.Error("a refusal everyone could foresee tells nothing")
	}
}
