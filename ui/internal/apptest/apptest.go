// Package apptest starts the real root model for a game's tests, as a
// player starts Parlour: the menu, the set-up, the game and what follows.
package apptest

import (
	"testing"

	"parlour/ui"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// Session starts the root model on the data folder dir, games the only
// ones in the menu, with seed 7 and no colour, in an 80×24 window.
func Session(t *testing.T, dir string, games ...screen.Entry) *uitest.Harness {
	t.Helper()
	env := ui.NewEnv(ui.Options{DataDir: dir, NoColor: true, Games: games, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return uitest.New(t, app, 80, 24)
}
