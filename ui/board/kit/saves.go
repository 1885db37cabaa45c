package kit

import (
	"encoding/json"
	"errors"
	"fmt"

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

// DecodeSave reads an autosave's state into v, once it has the seats the
// game is for: name names the game in the error ("draughts").
func DecodeSave(e store.Envelope, seated int, name string, v any) error {
	if len(e.Seats) != seated {
		count, ok := numberWords[seated]
		if !ok {
			count = fmt.Sprint(seated)
		}
		return fmt.Errorf("%s is for %s; the save has %d seats", name, count, len(e.Seats))
	}
	return json.Unmarshal(e.State, v)
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
