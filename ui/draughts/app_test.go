package draughts_test

import (
	"encoding/json"
	"regexp"
	"testing"

	engine "parlour/games/draughts"
	"parlour/ui"
	"parlour/ui/draughts"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// TestThroughTheApp plays through the real root model: the menu, the
// set-up, the computer's opening move, leaving, and Continue in a new
// session at the same position.
func TestThroughTheApp(t *testing.T) {
	dir := t.TempDir()
	session := func() *uitest.Harness {
		env := ui.NewEnv(ui.Options{DataDir: dir, NoColor: true, Games: []screen.Entry{draughts.GameEntry()}, Seed: 7, HasSeed: true})
		app, err := ui.NewRoot(env, ui.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return uitest.New(t, app, 80, 24)
	}
	h := session()
	h.MustSee("Draughts")
	h.Key("enter")                // the set-up
	h.Key("right")                // seat 1: the computer, Easy
	h.Key("down", "left", "left") // seat 2: a person
	h.Key("down", "down", "down", "down", "down", "down", "down", "enter")
	h.MustSee("White  Player 2")
	opening := regexp.MustCompile(`1\. \d+-\d+`).FindString(h.View())
	if opening == "" {
		t.Fatalf("the computer, Black, did not open:\n%s", h.View())
	}
	if _, ok := h.Model.(ui.App).Current().(*draughts.Game); !ok {
		t.Fatalf("the game screen is %T", h.Model.(ui.App).Current())
	}
	h.Key("esc", "y")
	h.MustSee("Continue Draughts")

	h2 := session()
	h2.Key("down", "enter")
	if _, ok := h2.Model.(ui.App).Current().(*draughts.Game); !ok {
		t.Fatalf("Continue opened %T", h2.Model.(ui.App).Current())
	}
	h2.MustSee(opening)
	h2.MustSee("White to move")
	h2.Key("r")
	h2.MustSee("Rules of Draughts")
	h2.Key("esc")
	h2.MustSee("White to move")
}

// newSession starts the real root model on a fresh data folder.
func newSession(t *testing.T, opts ui.Options) *uitest.Harness {
	t.Helper()
	opts.DataDir, opts.Games, opts.Seed, opts.HasSeed = t.TempDir(), []screen.Entry{draughts.GameEntry()}, 7, true
	env := ui.NewEnv(opts)
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return uitest.New(t, app, 80, 24)
}

// TestComputerMoveArrivesUnderTheRules opens the rules while the computer
// thinks and closes them: the computer's move is on the board, and it is
// the person's turn again.
func TestComputerMoveArrivesUnderTheRules(t *testing.T) {
	h := newSession(t, ui.Options{NoColor: true})
	h.Key("enter") // the set-up: a person against the computer
	h.Key("down", "down", "down", "down", "down", "down", "down", "down", "enter")
	h.MustSee("Black  Player 1")
	h.HoldThoughts()
	h.Type("11-15")
	h.Key("enter")
	if h.Held() != 1 {
		t.Fatalf("%d computer results waiting, want 1", h.Held())
	}
	h.Key("f1")
	h.MustSee("Rules of Draughts")
	h.Release() // the computer finishes while the rules are on top
	h.Key("esc")
	if !regexp.MustCompile(`1\. 11-15  \d+-\d+`).MatchString(h.View()) {
		t.Fatalf("the computer's reply is not on the board:\n%s", h.View())
	}
	h.MustSee("▸ ● Black  Player 1")
}

// TestGameEndingUnderTheRulesShowsItsResult resumes a game in which the
// computer's reply wins, opens the rules while it thinks and closes them:
// the result is shown in the game's place, and the rules viewer was not
// replaced by it.
func TestGameEndingUnderTheRulesShowsItsResult(t *testing.T) {
	dir := t.TempDir()
	rules := engine.Rules{}
	start, err := engine.ParseFEN("B:W22:B14", rules) // any move of Black's man is taken
	if err != nil {
		t.Fatal(err)
	}
	state, _ := json.Marshal(map[string]any{"options": map[string]any{"rules": rules}, "start": start, "events": []any{}, "played": 0, "seed": 7})
	table := []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Easy", Kind: seats.Computer, Level: seats.Easy}}
	if err := store.New(dir).Save(store.Envelope{Game: draughts.GameID, Version: draughts.GameEntry().SaveVersion, Seats: table, State: state}); err != nil {
		t.Fatal(err)
	}
	env := ui.NewEnv(ui.Options{DataDir: dir, NoColor: true, Games: []screen.Entry{draughts.GameEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.New(t, app, 80, 24)
	h.MustSee("Continue Draughts")
	h.Key("down", "enter")
	h.MustSee("Black  Ada")
	h.HoldThoughts()
	h.Type("14-18")
	h.Key("enter")
	h.Key("f1")
	h.Release() // the winning capture arrives under the rules
	h.MustSee("Rules of Draughts")
	h.Key("esc")
	h.MustSee("Easy (White) wins")
	h.MustSee("m/esc menu")
	h.Key("esc")
	h.MustSee("Parlour")
	h.MustNotSee("Continue Draughts")
}
