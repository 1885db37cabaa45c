package alice

import "fmt"

// Verdict is how a game stands: still going, or over with its winners.
type Verdict struct {
	Over bool `json:"over"`
	// Sets is how many sets each player has made so far.
	Sets []int `json:"sets"`
	// Top is the most sets any player has made; Winners are the players with
	// that many, in seat order, once the game is over (equal tops share the
	// win).
	Top     int   `json:"top"`
	Winners []int `json:"winners,omitempty"`
}

// Outcome reports whether the game is over and who has won: it ends when all
// fourteen sets are made, and whoever has made the most sets wins.
func Outcome(s State) Verdict {
	r := Verdict{Sets: make([]int, s.Players)}
	total := 0
	for p, made := range s.Sets {
		r.Sets[p] = len(made)
		r.Top = max(r.Top, len(made))
		total += len(made)
	}
	if total < NumSets {
		return r
	}
	r.Over = true
	for p, n := range r.Sets {
		if n == r.Top {
			r.Winners = append(r.Winners, p)
		}
	}
	return r
}

// Text says how the game stands, with names[i] for the player at seat i.
func (r Verdict) Text(names []string) string {
	if !r.Over {
		made := 0
		for _, n := range r.Sets {
			made += n
		}
		return fmt.Sprintf("The game goes on: %d of %d sets made.", made, NumSets)
	}
	e := event(EventEnd, noSeat)
	e.Seats = r.Winners
	e.Count = r.Top
	return e.Text(names)
}
