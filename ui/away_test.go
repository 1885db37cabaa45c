package ui_test

import (
	"strings"
	"testing"

	"parlour/ui/catalogue"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// TestEveryGameShowsWhoIsAway: in a room, every game's player lines mark
// a player whose connection is lost as away, in words (so without colour
// and in ASCII too), at the copy of another player or a spectator; the
// mark goes when he is back.
func TestEveryGameShowsWhoIsAway(t *testing.T) {
	for _, g := range catalogue.Games() {
		t.Run(g.ID, func(t *testing.T) {
			n := seatsFor(g, 0)
			cfg := defaultConfig(g, n)
			for _, ascii := range []bool{false, true} {
				env := uitest.NewEnv(t)
				if ascii {
					env = uitest.NewASCIIEnv(t)
				}
				mine, away := []int{0}, n-1
				if n == 1 {
					mine = nil // the solver away, seen by a spectator
				}
				s, err := g.Room(env, cfg, screen.Link{Seats: mine, Send: func(screen.Action) {}})
				if err != nil {
					t.Fatal(err)
				}
				h := uitest.NewScreen(t, s, 80, 24)
				marks := make([]bool, n)
				marks[away] = true
				env.SetAway(marks)
				h.Send(struct{}{}) // any message draws the frame again
				if v := h.View(); !strings.Contains(strings.ToLower(v), "away") {
					t.Fatalf("ascii %v: seat %d away, and the screen does not say so:\n%s", ascii, away, v)
				}
				env.SetAway(make([]bool, n))
				h.Send(struct{}{})
				if v := h.View(); strings.Contains(strings.ToLower(v), "away") {
					t.Fatalf("ascii %v: nobody away, and the screen says so:\n%s", ascii, v)
				}
			}
		})
	}
}
