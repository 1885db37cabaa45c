package alice

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// selfPlay plays one computer-only game and calls visit before every action
// with the state, the action chosen and the state after it. It fails the
// test if an action is refused or the game does not end.
func selfPlay(t *testing.T, seed uint64, levels []Level, visit func(s State, a Action, next State)) State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 99))
	s, err := NewGame(len(levels), int(seed%uint64(len(levels))), rng)
	if err != nil {
		t.Fatal(err)
	}
	memories := make([]*Memory, len(levels))
	for p := range memories {
		memories[p] = NewMemory(p)
	}
	for range maxSteps {
		p := s.ToAct()
		if p < 0 {
			return s
		}
		a := Choose(context.Background(), s.View(p), memories[p], levels[p], rng)
		next, err := s.Apply(a)
		if err != nil {
			t.Fatalf("seed %d: %s refused: %v", seed, a.Text(nil, p, s.Turn), err)
		}
		if visit != nil {
			visit(s, a, next)
		}
		s = next
	}
	t.Fatalf("seed %d: the game did not end in %d actions", seed, maxSteps)
	return s
}

// mixedLevels returns the levels for game g: 2 to 6 seats, levels in turn.
func mixedLevels(g int) []Level {
	levels := make([]Level, 2+g%5)
	for p := range levels {
		levels[p] = Levels[(g+p*3)%len(Levels)]
	}
	return levels
}

func TestSelfPlayKeepsTheInvariants(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	for g := range games {
		levels := mixedLevels(g)
		end := selfPlay(t, uint64(g), levels, func(s State, a Action, next State) {
			if !hasAction(Legal(s), a) {
				t.Fatalf("game %d: %v is not among the legal actions", g, a)
			}
			if err := next.Validate(); err != nil {
				t.Fatalf("game %d step %d: %v", g, next.Step, err)
			}
			for p := range s.Players {
				if !slices.Equal(next.Sets[p][:len(s.Sets[p])], s.Sets[p]) {
					t.Fatalf("game %d: seat %d's sets went from %v to %v", g, p, s.Sets[p], next.Sets[p])
				}
			}
			if next.Phase != PhaseOver && len(Legal(next)) == 0 {
				t.Fatalf("game %d: no legal action in phase %s", g, next.Phase)
			}
			if len(next.Log) < len(s.Log) || !reflect.DeepEqual(next.Log[:len(s.Log)], s.Log) {
				t.Fatalf("game %d: the log was rewritten", g)
			}
		})
		r := Outcome(end)
		total := 0
		for _, n := range r.Sets {
			total += n
		}
		if !r.Over || end.Phase != PhaseOver || total != NumSets || len(r.Winners) == 0 {
			t.Fatalf("game %d ended as %+v in phase %s", g, r, end.Phase)
		}
		if err := end.Validate(); err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
	}
}

func TestStateJSONRoundTripMidGame(t *testing.T) {
	for g := range 10 {
		levels := mixedLevels(g + 2)
		var states []State
		selfPlay(t, uint64(g), levels, func(s State, _ Action, _ State) { states = append(states, s) })
		mid := states[len(states)/2]
		for _, s := range states[len(states)/3:] {
			if s.Phase == PhaseForfeit {
				mid = s // a pending forfeit is the trickiest moment to save
				break
			}
		}
		data, err := json.Marshal(mid)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if err := back.Validate(); err != nil {
			t.Fatalf("game %d: the loaded state is invalid: %v", g, err)
		}
		again, _ := json.Marshal(back)
		if string(again) != string(data) {
			t.Fatalf("game %d: JSON differs after a round trip", g)
		}
		// Both copies play on identically.
		a, b := mid, back
		rng1, rng2 := rand.New(rand.NewPCG(1, 2)), rand.New(rand.NewPCG(1, 2))
		for a.ToAct() >= 0 {
			p := a.ToAct()
			x := Choose(context.Background(), a.View(p), nil, Expert, rng1)
			y := Choose(context.Background(), b.View(p), nil, Expert, rng2)
			if x != y {
				t.Fatalf("game %d: the loaded game chose %v, the original %v", g, y, x)
			}
			a, _ = a.Apply(x)
			b, _ = b.Apply(y)
		}
		if !reflect.DeepEqual(Outcome(a), Outcome(b)) {
			t.Fatalf("game %d: outcomes differ", g)
		}
	}
}
