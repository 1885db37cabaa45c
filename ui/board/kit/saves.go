package kit

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// Autosave writes a board screen's autosave: the state state gives, as
// JSON, under the game's id and save version with its seats; a finished
// game's (over) is deleted instead. A save that fails is said on the
// footer; the store remembers the problem for the footer's line too.
func Autosave(env *screen.Env, f *screen.Footer, game string, version int, seated []seats.Seat, over bool, state func() any) {
	if over {
		env.Store.Delete(game)
		return
	}
	data, err := json.Marshal(state())
	if err == nil {
		err = env.Store.Save(store.Envelope{Game: game, Version: version, Seats: seated, State: data})
	}
	if err != nil {
		f.Fail("Not saved: " + err.Error())
	}
}

// numberWords names the numbers of seats a board game may have.
var numberWords = map[int]string{1: "one", 2: "two", 3: "three", 4: "four"}

// DecodeSave reads an autosave's state into v (a pointer to the game's
// saved struct), once it has the seats the game is for: name names the
// game in the error ("draughts"). The state is decoded strictly
// (store.DecodeState): a field the game does not write is refused, and
// so is one it always writes and the state lacks.
func DecodeSave(e store.Envelope, seated int, name string, v any) error {
	if len(e.Seats) != seated {
		count, ok := numberWords[seated]
		if !ok {
			count = fmt.Sprint(seated)
		}
		return fmt.Errorf("%s is for %s; the save has %d seats", name, count, len(e.Seats))
	}
	return store.DecodeState(e.State, v)
}

// SavedRules checks a resumed game's rules: those its options name must
// be valid (valid is their Validate's answer) and the rules of the
// position it starts from.
func SavedRules[R comparable](options, start R, valid error) error {
	if valid != nil {
		return valid
	}
	if start != options {
		return errors.New("the saved game's rules do not match its options")
	}
	return nil
}

// MaxSavedMoves bounds the moves a save may hold, for every board game:
// far beyond any game played, and short enough to replay at once.
const MaxSavedMoves = 5000

// SavedMoves checks a save's moves and how many of them are on the board
// (the rest were taken back).
func SavedMoves(moves, played int) error {
	switch {
	case moves > MaxSavedMoves:
		return fmt.Errorf("the save holds %d moves, more than %d", moves, MaxSavedMoves)
	case played < 0 || played > moves:
		return fmt.Errorf("the save says %d moves are on the board, of %d", played, moves)
	}
	return nil
}

// SavedClocks reads the time each of sides has used, in milliseconds as
// saved, for a game with limit each (0: no clock, and then no times may
// be saved). Each must lie between none and the limit.
func SavedClocks(ms []int64, sides int, limit time.Duration) ([]time.Duration, error) {
	if len(ms) == 0 {
		return make([]time.Duration, sides), nil
	}
	if limit <= 0 || len(ms) != sides {
		return nil, fmt.Errorf("the save holds %d clocks for %d sides and a limit of %v", len(ms), sides, limit)
	}
	used := make([]time.Duration, sides)
	for i, n := range ms {
		if n < 0 || n > limit.Milliseconds() {
			return nil, fmt.Errorf("a saved clock shows %d ms of %v", n, limit)
		}
		used[i] = time.Duration(n) * time.Millisecond
	}
	return used, nil
}
