// Package alice is the screen of the Alice in Wonderland card game for two
// to six players at one keyboard, any of them played by the computer. Each
// person sees only their own hand; a hand-over screen stands between two
// people's turns, and computer turns play out with short pauses.
package alice

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"parlour/games/alice"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// GameID names the game in the catalogue and its save file.
const GameID = "alice"

// Title is the game's name as players see it.
const Title = "Alice in Wonderland"

// saveVersion is the version of the saved state's format.
const saveVersion = 1

// saved is what the autosave holds: the engine's game, the seed of the
// computer players' choices, and how much of the log each seat has seen.
type saved struct {
	Game alice.State `json:"game"`
	Seed uint64      `json:"seed"`
	// Seen is, for each seat, the length of the log when that player last
	// acted: later events are marked new on their screen.
	Seen []int `json:"seen"`
}

// GameEntry is the catalogue entry of the game.
func GameEntry() screen.Entry {
	return screen.Entry{
		ID: GameID, Title: Title,
		Summary:  "collect Wonderland's sets of three",
		MinSeats: alice.MinPlayers, MaxSeats: alice.MaxPlayers, DefaultSeats: 3,
		Levels:      seats.AllLevels,
		SaveVersion: saveVersion,
		New:         newGame,
		Resume:      resumeGame,
		Room:        roomGame,
	}
}

// dealerOption, in a Config's options, names the seat that deals (from 0):
// the result screen passes the deal to the left for the next game.
const dealerOption = "dealer"

// newGame deals a game. The last seat deals, so the first seat plays first,
// unless the options name the dealer.
func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	sv, err := dealFor(cfg)
	if err != nil {
		return nil, err
	}
	g := newScreen(env, cfg.Seats, sv, screen.Link{})
	g.save()
	return g, nil
}

// roomGame is one copy of a game in a room: the deal New would make from
// cfg, acting only for link's seats (see the package's room.go).
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	sv, err := dealFor(cfg)
	if err != nil {
		return nil, err
	}
	return newScreen(env, cfg.Seats, sv, link), nil
}

// dealFor deals the game cfg describes; everything random comes from
// cfg.Seed.
func dealFor(cfg screen.Config) (saved, error) {
	n := len(cfg.Seats)
	rng := rand.New(rand.NewPCG(cfg.Seed, 0))
	dealer := n - 1
	if d, err := strconv.Atoi(cfg.Options[dealerOption]); err == nil && d >= 0 && d < n {
		dealer = d
	}
	st, err := alice.NewGame(n, dealer, rng)
	if err != nil {
		return saved{}, err
	}
	// The computer players draw on a stream of their own, not the deal's.
	return saved{Game: st, Seed: rng.Uint64(), Seen: make([]int, n)}, nil
}

// resumeGame continues an autosaved game, decoded strictly
// (store.DecodeState: no unknown field at any depth, none missing), and
// replayed by the engine from its deal through every move its log records
// (alice.Replay), which must give the saved game exactly. A finished game,
// or one the rules could not have made, is refused (the menu sets it aside)
// rather than resumed and deleted.
func resumeGame(env *screen.Env, e store.Envelope) (screen.Screen, error) {
	var sv saved
	if err := store.DecodeState(e.State, &sv); err != nil {
		return nil, err
	}
	game, err := alice.Replay(sv.Game)
	if err != nil {
		return nil, fmt.Errorf("the saved game is not one the rules allow: %w", err)
	}
	sv.Game = game
	if sv.Game.Players != len(e.Seats) {
		return nil, fmt.Errorf("the saved game has %d players but %d seats", sv.Game.Players, len(e.Seats))
	}
	if sv.Game.Phase == alice.PhaseOver {
		return nil, errors.New("the saved game is already over")
	}
	if len(sv.Seen) != len(e.Seats) {
		return nil, fmt.Errorf("the save has %d marks of what was seen for %d seats", len(sv.Seen), len(e.Seats))
	}
	for _, n := range sv.Seen {
		if n < 0 || n > len(sv.Game.Log) {
			return nil, fmt.Errorf("a seat saw %d events of a log of %d", n, len(sv.Game.Log))
		}
	}
	return newScreen(env, e.Seats, sv, screen.Link{}), nil
}

// level returns the engine's level for a computer seat.
func level(s seats.Seat) alice.Level {
	if !s.Level.Valid() {
		return alice.Easy
	}
	return s.Level
}
