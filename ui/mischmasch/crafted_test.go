package mischmasch

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"parlour/ui/seats"
	"parlour/ui/store"
)

// craftedState is the old save's state with fields changed (nil removes).
func craftedState(t *testing.T, change func(state, game map[string]any)) (store.Envelope, []byte) {
	t.Helper()
	data, err := os.ReadFile("testdata/save-2026-12-04.json")
	if err != nil {
		t.Fatal(err)
	}
	var e store.Envelope
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatal(err)
	}
	var state map[string]any
	json.Unmarshal(e.State, &state)
	change(state, state["game"].(map[string]any))
	out, _ := json.Marshal(state)
	return e, out
}

// TestResumeRefusesCraftedSaves: issue 40's crafted Mischmasch saves are
// refused with their reason; {} is not a game at "move 0, playing to 0".
func TestResumeRefusesCraftedSaves(t *testing.T) {
	env := testEnv(t)
	for _, c := range []struct {
		name   string
		change func(state, game map[string]any)
		reason string
	}{
		{"empty", func(s, _ map[string]any) { clear(s) }, `no "game"`},
		{"no clocks", func(s, _ map[string]any) { delete(s, "used_ns") }, `no "used_ns"`},
		{"time used 2^63 ns", func(s, _ map[string]any) { s["used_ns"] = []any{int64(1<<63 - 1), 0} }, "saved clock"},
		{"negative time", func(s, _ map[string]any) { s["used_ns"] = []any{-1, 0} }, "saved clock"},
		{"unknown field", func(s, _ map[string]any) { s["fen"] = "x" }, "unknown field"},
		{"unknown field in the game", func(_, g map[string]any) { g["pieces"] = 1 }, "unknown field"},
		{"a target the set-up never offers", func(_, g map[string]any) {
			g["rules"].(map[string]any)["target"] = 7
		}, "not the set-up's"},
		{"a time limit of centuries", func(_, g map[string]any) {
			g["rules"].(map[string]any)["time_limit_ns"] = int64(1 << 62)
		}, "not the set-up's"},
		{"an answer of centuries", func(_, g map[string]any) {
			a := g["move"].(map[string]any)["attempts"].([]any)[0].(map[string]any)
			a["elapsed_ns"] = int64(1 << 62)
		}, "took"},
		{"another game's state", func(s, _ map[string]any) {
			clear(s)
			s["rules"], s["moves"], s["played"], s["seed"] = "modern", []any{}, 0, 1
		}, `no "game"`},
	} {
		e, state := craftedState(t, c.change)
		e.State = state
		_, err := resumeGame(env, e)
		if err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%s: resumed or refused for another reason: %v (want %q)", c.name, err, c.reason)
		}
	}
}

// TestResumeRefusesAFinishedGame: a save of a game already over is set
// aside, not continued into its summary.
func TestResumeRefusesAFinishedGame(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{expert, easy}, map[string]string{"target": "5"})
	playOut(t, h)
	g := game(h)
	state, err := json.Marshal(g.st)
	if err != nil {
		t.Fatal(err)
	}
	_, err = resumeGame(env, store.Envelope{Game: GameID, Version: gameVersion, Seats: g.seats, State: state})
	if err == nil || !strings.Contains(err.Error(), "already over") {
		t.Fatalf("a finished game resumed: %v", err)
	}
}
