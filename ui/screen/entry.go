package screen

import (
	"strconv"
	"strings"

	"parlour/ui/seats"
	"parlour/ui/store"
)

// Entry describes one game of the catalogue: what the menu shows, what the
// set-up screen asks, and how to start or resume it.
type Entry struct {
	ID string // short, lowercase: "doublets"; names its save file
	// Rules names docs/rules/<Rules>.md; empty means the same as ID.
	Rules   string
	Title   string
	Summary string // one line for the menu
	// MinSeats and MaxSeats bound the number of players; DefaultSeats is
	// the number the set-up screen starts with.
	MinSeats, MaxSeats, DefaultSeats int
	// SeatCounts, when set, lists the only numbers of players allowed
	// within that range (Mischmasch: two players or two teams of two).
	SeatCounts []int
	// SeatLabels, when set, names the seats on the set-up screen ("Black
	// (S)") in place of "Seat 1", "Seat 2", ...
	SeatLabels []string
	// Levels are the computer strengths offered; none means people only.
	Levels []seats.Level
	// Options are the game's own choices shown on the set-up screen.
	Options []Option
	// SaveVersion is the newest state format this build reads and writes.
	SaveVersion int
	// AsksBeforeReplacingSave is set for a game that asks itself before a
	// new game replaces its save (Doublet Puzzles); for every other game
	// the set-up asks.
	AsksBeforeReplacingSave bool
	// New starts a game with the chosen seats and options.
	New func(env *Env, cfg Config) (Screen, error)
	// Resume continues an autosaved game.
	Resume func(env *Env, saved store.Envelope) (Screen, error)
	// Room builds one copy of the game's screen for a room (see Link and
	// package parlour/ui/room): the same game as New would start from cfg,
	// acting only for link.Seats and applying actions as the room delivers
	// them. Nil: the game cannot be played in a room yet.
	Room func(env *Env, cfg Config, link Link) (Screen, error)
}

// Players describes the seat range, e.g. "2–4 players", "2 or 4 players"
// or "1 player".
func (g Entry) Players() string { return g.PlayersWith("–") }

// PlayersWith is Players with the given dash between the ends of a range
// (the theme's, so that --ascii shows "2-4 players").
func (g Entry) PlayersWith(dash string) string {
	if n := len(g.SeatCounts); n > 1 {
		parts := make([]string, n)
		for i, c := range g.SeatCounts {
			parts[i] = strconv.Itoa(c)
		}
		return strings.Join(parts[:n-1], ", ") + " or " + parts[n-1] + " players"
	}
	switch {
	case g.MinSeats == g.MaxSeats && g.MinSeats == 1:
		return "1 player"
	case g.MinSeats == g.MaxSeats:
		return strconv.Itoa(g.MinSeats) + " players"
	}
	return strconv.Itoa(g.MinSeats) + dash + strconv.Itoa(g.MaxSeats) + " players"
}

// Config is what the set-up screen hands to Entry.New.
type Config struct {
	Seats   []seats.Seat
	Options map[string]string // Option.Key -> the chosen Choice.Value
	Seed    uint64
}

// RulesID is the name of the game's rules document.
func (g Entry) RulesID() string {
	if g.Rules != "" {
		return g.Rules
	}
	return g.ID
}

// AllowsSeats reports whether the game can be played by n players.
func (g Entry) AllowsSeats(n int) bool {
	if n < g.MinSeats || n > g.MaxSeats {
		return false
	}
	if len(g.SeatCounts) == 0 {
		return true
	}
	for _, c := range g.SeatCounts {
		if c == n {
			return true
		}
	}
	return false
}
