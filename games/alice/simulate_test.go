package alice

import (
	"math"
	"reflect"
	"testing"
)

func TestSimulateIsDeterministic(t *testing.T) {
	levels := []Level{Easy, Expert, Medium}
	a := Simulate(3, 30, levels, 5)
	b := Simulate(3, 30, levels, 5)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("two runs with the same seed differ:\n%+v\n%+v", a, b)
	}
	if reflect.DeepEqual(a, Simulate(3, 30, levels, 6)) {
		t.Error("another seed gave the very same figures")
	}
}

func TestSimulateAccountsForEveryGame(t *testing.T) {
	const games = 40
	stats := Simulate(4, games, []Level{Hard, Easy}, 1)
	if len(stats) != 4 {
		t.Fatalf("%d seats reported, want 4", len(stats))
	}
	points, rate, sets := 0.0, 0.0, 0.0
	for p, s := range stats {
		if want := []Level{Hard, Easy}[p%2]; s.Seat != p || s.Level != want {
			t.Errorf("seat %d reported as seat %d at %s, want %s", p, s.Seat, s.Level, want)
		}
		points += s.Points
		rate += s.WinRate
		sets += s.Sets
		if s.Wins+s.Shared > games {
			t.Errorf("seat %d won %d+%d of %d games", p, s.Wins, s.Shared, games)
		}
	}
	if math.Abs(points-games) > 1e-9 || math.Abs(rate-1) > 1e-9 || math.Abs(sets-NumSets) > 1e-9 {
		t.Errorf("points %.3f, rates %.3f, sets %.3f: want %d, 1 and %d", points, rate, sets, games, NumSets)
	}
}

func TestSimulateRejectsBadArguments(t *testing.T) {
	for _, tc := range []struct {
		players, games int
		levels         []Level
	}{{1, 10, []Level{Easy}}, {7, 10, []Level{Easy}}, {3, 0, []Level{Easy}}, {3, 10, nil}} {
		if got := Simulate(tc.players, tc.games, tc.levels, 1); got != nil {
			t.Errorf("Simulate(%d, %d, %v) = %v, want nil", tc.players, tc.games, tc.levels, got)
		}
	}
}

func TestExpertBeatsEasy(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 100
	}
	stats := Simulate(3, games, []Level{Easy, Expert, Easy}, 1)
	t.Logf("%+v", stats)
	expert := stats[1].WinRate
	// Easy no longer repeats refused asks (issue 16), which made it much
	// the better: Expert's lead fell from about three times Easy's win rate
	// to about one and a half.
	for _, p := range []int{0, 2} {
		if expert < 1.3*stats[p].WinRate {
			t.Errorf("Expert won %.1f%% of games, Easy at seat %d %.1f%%: want Expert at least 1.3 times as often",
				100*expert, p, 100*stats[p].WinRate)
		}
	}
}
