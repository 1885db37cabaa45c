package catalogue

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// roomAware are the games that play in a room (issue 18).
var roomAware = []string{"doublets", "doublet-puzzles", "mischmasch", "draughts", "alice", "doublechess", "circularchess"}

// TestRoomAwareGamesBuildACopyForEveryTable: each room-aware game builds a
// copy of its screen for every number of players it allows, with its
// default options, for a seat and a spectator, and draws it, without ever
// writing an autosave (a room's log is its save); the other games say
// they cannot be played in a room yet.
func TestRoomAwareGamesBuildACopyForEveryTable(t *testing.T) {
	for _, g := range Games() {
		if !slices.Contains(roomAware, g.ID) {
			if g.Room != nil && !slices.Contains(roomAware, g.ID) {
				t.Errorf("%s plays in a room: add it to roomAware and test it", g.ID)
			}
			continue
		}
		if g.Room == nil {
			t.Errorf("%s has no room constructor", g.ID)
			continue
		}
		for n := g.MinSeats; n <= g.MaxSeats; n++ {
			if !g.AllowsSeats(n) {
				continue
			}
			cfg := screen.Config{Seed: 3, Options: map[string]string{}}
			for i := range n {
				cfg.Seats = append(cfg.Seats, seats.Seat{Name: seats.DefaultName(i), Kind: seats.Human})
			}
			for _, o := range g.Options {
				cfg.Options[o.Key] = o.Choices[o.Default].Value
			}
			for _, plays := range [][]int{{0}, nil, {n - 1}} {
				env := uitest.NewEnv(t)
				s, err := g.Room(env, cfg, screen.Link{Seats: plays, Send: func(screen.Action) {}})
				if err != nil {
					t.Fatalf("%s for %d, seats %v: %v", g.ID, n, plays, err)
				}
				s.Init()
				s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
				if frame := ansi.Strip(s.View()); strings.TrimSpace(frame) == "" {
					t.Fatalf("%s for %d, seats %v: an empty frame", g.ID, n, plays)
				}
				s.Update(screen.QuittingMsg{}) // a game saves here at one keyboard
				if _, err := env.Store.Load(g.ID, g.SaveVersion); err == nil {
					t.Fatalf("%s: a copy in a room wrote an autosave", g.ID)
				}
			}
		}
	}
}
