package doublets

import (
	"encoding/json"
	"strings"
	"testing"

	"parlour/dict"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// savedGame plays a game for Ada and Bob to Ada's first link and returns
// the save, with its state as a map to tamper with.
func savedGame(t *testing.T, env *screen.Env) (store.Envelope, map[string]any) {
	t.Helper()
	h := startGame(t, env, []seats.Seat{ada, bob}, nil)
	h.Key("enter") // the table is ready
	h.Key("enter") // Ada takes the keyboard
	h.Type(dict.Default().Neighbours(game(h).st.Doublet.From())[0])
	h.Key("enter")
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal(saved.State, &st); err != nil {
		t.Fatal(err)
	}
	return saved, st
}

func resumeWith(t *testing.T, env *screen.Env, saved store.Envelope, st map[string]any) error {
	t.Helper()
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	saved.State = data
	_, err = resumeGame(env, saved)
	return err
}

// TestResumeRefusesWritingPastTheLastSeat is the save of issue 17 that
// crashed Continue: "phase": "writing" with "turn" equal to the number of
// seats. It is refused with a reason, and nothing panics.
func TestResumeRefusesWritingPastTheLastSeat(t *testing.T) {
	env := testEnv(t)
	saved, st := savedGame(t, env)
	st["phase"], st["turn"] = "writing", float64(len(saved.Seats))
	err := resumeWith(t, env, saved, st)
	if err == nil || !strings.Contains(err.Error(), "seat 3 writes at a table of 2") {
		t.Fatalf("resume: %v", err)
	}
}

// TestResumeAcceptsTheGamesOwnSave: the check passes what the game saves.
func TestResumeAcceptsTheGamesOwnSave(t *testing.T) {
	env := testEnv(t)
	saved, st := savedGame(t, env)
	if err := resumeWith(t, env, saved, st); err != nil {
		t.Fatal(err)
	}
}

// TestResumeRefusesImpossibleContents: states the game could never have
// saved are refused, each with a reason.
func TestResumeRefusesImpossibleContents(t *testing.T) {
	env := testEnv(t)
	cases := map[string]func(st map[string]any, saved *store.Envelope){
		"a negative turn":     func(st map[string]any, _ *store.Envelope) { st["turn"] = -1.0 },
		"an unknown phase":    func(st map[string]any, _ *store.Envelope) { st["phase"] = "dancing" },
		"revealed unscored":   func(st map[string]any, _ *store.Envelope) { st["phase"] = "reveal" },
		"the end too soon":    func(st map[string]any, _ *store.Envelope) { st["phase"] = "final" },
		"no record":           func(st map[string]any, _ *store.Envelope) { delete(st, "match") },
		"a 5000-doublet game": func(st map[string]any, _ *store.Envelope) { st["doublets"] = 5000.0 },
		"a name full of escapes": func(st map[string]any, saved *store.Envelope) {
			saved.Seats[0].Name = "Ada\x1b[2J\x1b]0;owned\x07"
			st["match"].(map[string]any)["players"] = []any{saved.Seats[0].Name, "Bob"}
		},
		"a stranger's seat": func(st map[string]any, saved *store.Envelope) {
			saved.Seats = []seats.Seat{ada, {Name: "Eve", Kind: seats.Human}}
		},
		"three seats, two players": func(st map[string]any, saved *store.Envelope) {
			saved.Seats = append(saved.Seats, seats.Seat{Name: "Cy", Kind: seats.Human})
		},
		"a broken chain": func(st map[string]any, _ *store.Envelope) {
			a := st["attempts"].([]any)[0].(map[string]any)["ladder"].(map[string]any)
			a["chain"] = []any{a["chain"].([]any)[0], "zzzz"}
		},
		"another doublet's chain": func(st map[string]any, _ *store.Envelope) {
			a := st["attempts"].([]any)[1].(map[string]any)["ladder"].(map[string]any)
			a["doublet"] = map[string]any{"words": []any{"head", "tail"}}
		},
		"a chain handed in unfinished": func(st map[string]any, _ *store.Envelope) {
			st["attempts"].([]any)[0].(map[string]any)["status"] = 1.0
			st["turn"] = 1.0
		},
		"a negative clock": func(st map[string]any, _ *store.Envelope) {
			st["attempts"].([]any)[0].(map[string]any)["time_ns"] = -5.0
		},
		"a doublet of one word": func(st map[string]any, _ *store.Envelope) {
			st["doublet"] = map[string]any{"words": []any{"head"}}
		},
		"a paper for another game": func(st map[string]any, _ *store.Envelope) {
			st["match"].(map[string]any)["players"] = []any{"Ada", "Bob", "Cy"}
		},
	}
	for name, tamper := range cases {
		saved, st := savedGame(t, env)
		tamper(st, &saved)
		if err := resumeWith(t, env, saved, st); err == nil {
			t.Errorf("%s: resumed", name)
		}
	}
}
