package alice

import (
	"context"
	"math/rand/v2"
)

// SeatStats is how one seat fared over a run of simulated games.
type SeatStats struct {
	Seat  int   `json:"seat"`
	Level Level `json:"level"`
	// Wins counts games this seat won alone; Shared, games in which it tied
	// for the most sets.
	Wins   int `json:"wins"`
	Shared int `json:"shared"`
	// Points gives a game's win to its winners in equal shares (1 alone, ½
	// each for two, ...), so the seats' points add up to the games played.
	Points float64 `json:"points"`
	// WinRate is Points per game; Sets, the sets made per game on average.
	WinRate float64 `json:"win_rate"`
	Sets    float64 `json:"sets"`
	// RepeatedAsks counts, over all the games, the requests this seat made
	// that repeated a refused ask (see RepeatedAsks).
	RepeatedAsks int `json:"repeated_asks"`
}

// maxSteps bounds one simulated game; real games take a few hundred actions.
const maxSteps = 20_000

// Simulate plays games computer-only games of the given number of players
// and returns each seat's record. Seat i plays at levels[i mod len(levels)].
// Game g is dealt by seat g mod players, from a generator seeded with (seed,
// g), so the dealer rotates and the same arguments always give the same
// figures. It returns nil when players is not 2 to 6, games is not positive
// or levels is empty.
func Simulate(players, games int, levels []Level, seed uint64) []SeatStats {
	return SimulateProgress(players, games, levels, seed, nil)
}

// SimulateProgress is Simulate that calls progress (when not nil) after
// each game with the number of games played so far.
func SimulateProgress(players, games int, levels []Level, seed uint64, progress func(played int)) []SeatStats {
	if players < MinPlayers || players > MaxPlayers || games <= 0 || len(levels) == 0 {
		return nil
	}
	stats := make([]SeatStats, players)
	for p := range stats {
		stats[p] = SeatStats{Seat: p, Level: levels[p%len(levels)]}
	}
	seatLevels := make([]Level, players)
	for p := range seatLevels {
		seatLevels[p] = stats[p].Level
	}
	for g := range games {
		rng := rand.New(rand.NewPCG(seed, uint64(g)))
		end, ok := playOut(g%players, seatLevels, rng)
		for p, n := range RepeatedAsks(end) {
			stats[p].RepeatedAsks += n
		}
		if progress != nil {
			progress(g + 1)
		}
		if !ok {
			continue
		}
		r := Outcome(end)
		for p, n := range r.Sets {
			stats[p].Sets += float64(n)
		}
		for _, w := range r.Winners {
			if len(r.Winners) == 1 {
				stats[w].Wins++
			} else {
				stats[w].Shared++
			}
			stats[w].Points += 1 / float64(len(r.Winners))
		}
	}
	for p := range stats {
		stats[p].WinRate = stats[p].Points / float64(games)
		stats[p].Sets /= float64(games)
	}
	return stats
}

// playOut deals a game with the given dealer and one computer player per
// entry of levels, plays it to the end with rng, and returns the game as it
// ended. It reports false if the game did not end (which the rules should
// not allow).
func playOut(dealer int, levels []Level, rng *rand.Rand) (State, bool) {
	s, err := NewGame(len(levels), dealer, rng)
	if err != nil {
		return s, false
	}
	memories := make([]*Memory, len(levels))
	for p := range memories {
		memories[p] = NewMemory(p)
	}
	ctx := context.Background()
	for range maxSteps {
		p := s.ToAct()
		if p < 0 {
			return s, true
		}
		a := Choose(ctx, s.View(p), memories[p], levels[p], rng)
		if s, err = s.Apply(a); err != nil {
			return s, false
		}
	}
	return s, false
}
