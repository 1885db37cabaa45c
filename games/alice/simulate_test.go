package alice

import (
	"math"
	"os"
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

// TestLevelsAgainstFourMedium is issue 41's figure: one seat of each level
// against four Medium players, in five-player games. Easy wins less than
// 0.17 of them, Medium about 0.20, Hard at least 0.26. Expert's goal is
// 0.32; it stood at 0.318 over four seeds of 3,000 (5 December 2026), so
// the test asks it to stay clearly above Hard. The default run plays 1,000
// games a level with wider margins; PARLOUR_SLOW=1 plays the 3,000.
func TestLevelsAgainstFourMedium(t *testing.T) {
	games, margin := 1000, 0.02
	if os.Getenv("PARLOUR_SLOW") != "" {
		games, margin = 3000, 0.01
	}
	share := map[Level]float64{}
	for _, l := range Levels {
		share[l] = Simulate(5, games, []Level{l, Medium, Medium, Medium, Medium}, 1)[0].WinRate
	}
	t.Logf("win share against four Medium over %d games: %v", games, share)
	switch {
	case share[Easy] >= 0.17+margin:
		t.Errorf("Easy won %.3f, want under 0.17", share[Easy])
	case share[Medium] < 0.20-margin-0.02 || share[Medium] > 0.20+margin+0.02:
		t.Errorf("Medium won %.3f, want about 0.20", share[Medium])
	case share[Hard] < 0.26-margin:
		t.Errorf("Hard won %.3f, want at least 0.26", share[Hard])
	case share[Expert] < share[Hard]:
		t.Errorf("Expert won %.3f, less than Hard's %.3f", share[Expert], share[Hard])
	}
}
