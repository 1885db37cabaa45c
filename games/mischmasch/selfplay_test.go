package mischmasch

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

// selfPlay plays a game between computer seats of the given levels (by
// seat) to the end, checking the invariants after every step, and returns
// the final state. It fails the test if the game runs past maxSteps.
func selfPlay(t *testing.T, s State, levels []Level, rng *rand.Rand, maxSteps int) State {
	t.Helper()
	table := s.Rules().Scoring.Marks()
	// The most one side can gain in a move: marks from both nuclei.
	most := 2 * max(table.WordRight, table.WordWrong, table.NoWordRight, table.NoWordWrong, table.Resign)
	set := map[string]bool{} // the computer never sets a nucleus twice
	for steps := 0; s.Phase() != Over; steps++ {
		if steps == maxSteps {
			t.Fatalf("no outcome after %d steps (move %d, scores %v)", steps, s.MoveNumber(), s.Scores())
		}
		turns := s.Waiting()
		if len(turns) == 0 {
			t.Fatalf("move %d at %s waits for nothing", s.MoveNumber(), s.Phase())
		}
		turn := turns[rng.IntN(len(turns))] // the players act in any order
		act, err := Choose(context.Background(), s, turn, levels[turn.Seat], rng)
		if err != nil {
			t.Fatalf("move %d: Choose %v: %v", s.MoveNumber(), turn, err)
		}
		next, err := s.Apply(act)
		if err != nil {
			t.Fatalf("move %d: the computer's %+v was refused: %v", s.MoveNumber(), act, err)
		}
		if act.Task == TaskSet {
			if set[act.Text] {
				t.Fatalf("move %d: %s set again", s.MoveNumber(), act.Text)
			}
			set[act.Text] = true
		}
		before, after := s.Scores(), next.Scores()
		for _, g := range Sides {
			if after[g] < before[g] {
				t.Fatalf("move %d: %s's score fell from %d to %d", s.MoveNumber(), g, before[g], after[g])
			}
			if after[g]-before[g] > most {
				t.Fatalf("move %d: %s gained %d marks in one move", s.MoveNumber(), g, after[g]-before[g])
			}
			if before[g] >= s.Rules().Target {
				t.Fatalf("move %d: play went on after %s reached the target", s.MoveNumber(), g)
			}
		}
		if err := next.check(); err != nil {
			t.Fatalf("move %d: inconsistent state: %v", s.MoveNumber(), err)
		}
		s = next
	}
	if r := Outcome(s); r.Status == Ongoing {
		t.Fatalf("the game is over but its outcome is %v", r)
	}
	return s
}

func TestSelfPlayReachesAnOutcome(t *testing.T) {
	variants := []struct {
		name   string
		opts   []func(*Rules)
		levels []Level
	}{
		{"easy v expert", nil, []Level{Easy, Expert}},
		{"medium v hard, 1886", []func(*Rules){scoring1886}, []Level{Medium, Hard}},
		{"hard v expert, Carroll's way", []func(*Rules){carrollsWay}, []Level{Hard, Expert}},
		{"expert v expert, no limit", []func(*Rules){noTimeLimit}, []Level{Expert, Expert}},
		{"teams", []func(*Rules){teams}, []Level{Easy, Medium, Hard, Expert}},
		{"teams, 1886, Carroll's way, to 5", []func(*Rules){teams, scoring1886, carrollsWay, target(5)}, []Level{Expert, Easy, Medium, Expert}},
	}
	games := 100
	if testing.Short() {
		games = 10
	}
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			results := map[Status]int{}
			for seed := range uint64(games) {
				s := selfPlay(t, newGame(t, v.opts...), v.levels, rand.New(rand.NewPCG(seed, 7)), 2000)
				results[Outcome(s).Status]++
			}
			t.Logf("%d games: %v", games, results)
		})
	}
}

func TestSelfPlayIsDeterministic(t *testing.T) {
	a := selfPlay(t, newGame(t), []Level{Medium, Expert}, rand.New(rand.NewPCG(42, 1)), 2000)
	b := selfPlay(t, newGame(t), []Level{Medium, Expert}, rand.New(rand.NewPCG(42, 1)), 2000)
	if !reflect.DeepEqual(a.History(), b.History()) {
		t.Error("two games with the same seed differ")
	}
}

func TestStateJSONRoundTripMidGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	s := newGame(t, teams, carrollsWay)
	levels := []Level{Hard, Expert, Medium, Easy}
	for step := 0; step < 60 && s.Phase() != Over; step++ {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("step %d: %v\n%s", step, err, data)
		}
		back = back.WithDict(s.Dict())
		if !reflect.DeepEqual(back, s) {
			t.Fatalf("step %d: the round trip changed the state\n%s", step, data)
		}
		turn := s.Waiting()[0]
		act, err := Choose(context.Background(), s, turn, levels[turn.Seat], rng)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = back.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
}
