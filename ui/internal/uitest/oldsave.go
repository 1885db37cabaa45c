package uitest

import (
	"os"
	"testing"

	"parlour/ui/screen"
	"parlour/ui/store"
)

// ResumeOldSave puts a save an older Parlour wrote (a file under a game's
// testdata) in env's data folder and resumes it as the menu's Continue
// does, through the store and the game's Resume; it fails the test if
// either refuses it.
func ResumeOldSave(t testing.TB, env *screen.Env, game screen.Entry, file string) screen.Screen {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Store.WriteFile(store.SaveName(game.ID), data); err != nil {
		t.Fatal(err)
	}
	e, err := env.Store.Load(game.ID, game.SaveVersion)
	if err != nil {
		t.Fatalf("the store refuses %s: %v", file, err)
	}
	s, err := game.Resume(env, e)
	if err != nil {
		t.Fatalf("%s does not resume: %v", file, err)
	}
	return s
}
