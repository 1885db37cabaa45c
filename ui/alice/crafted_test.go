package alice

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/store"
)

// TestResumeRefusesCraftedSaves: issue 40's crafted Alice saves are
// refused with their reason, none resumed.
func TestResumeRefusesCraftedSaves(t *testing.T) {
	data, err := os.ReadFile("testdata/save-2026-12-04.json")
	if err != nil {
		t.Fatal(err)
	}
	env := uitest.NewEnv(t)
	for _, c := range []struct {
		name   string
		change func(state, game map[string]any)
		reason string
	}{
		{"empty", func(s, _ map[string]any) { clear(s) }, `no "game"`},
		{"no marks of what was seen", func(s, _ map[string]any) { delete(s, "seen") }, `no "seen"`},
		{"unknown field", func(s, _ map[string]any) { s["nucleus"] = "ab" }, "unknown field"},
		{"unknown field in the game", func(_, g map[string]any) { g["fen"] = "x" }, "unknown field"},
		{"a hand missing", func(_, g map[string]any) { delete(g, "hands") }, "hands"},
		{"a step of 2^62", func(_, g map[string]any) { g["step"] = int64(1 << 62) }, "step"},
		{"a card moved between hands", moveACard, "hand of player 1"},
		{"seen beyond the log", func(s, _ map[string]any) { s["seen"] = []any{int64(1 << 62), 0, 0} }, "saw"},
		{"seen for too few", func(s, _ map[string]any) { s["seen"] = []any{0} }, "seen"},
		{"another game's state", func(s, _ map[string]any) {
			clear(s)
			s["rules"], s["moves"], s["played"], s["seed"] = "modern", []any{}, 0, 1
		}, `no "game"`},
	} {
		var e store.Envelope
		json.Unmarshal(data, &e)
		var state map[string]any
		json.Unmarshal(e.State, &state)
		game, _ := state["game"].(map[string]any)
		c.change(state, game)
		e.State, _ = json.Marshal(state)
		_, err := resumeGame(env, e)
		if err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%s: resumed or refused for another reason: %v (want %q)", c.name, err, c.reason)
		}
	}
}

// moveACard moves the first card of seat 0's hand to seat 1's, in card
// order: every card is still in one place, so only a replay of the log
// can tell that no move put it there.
func moveACard(_, game map[string]any) {
	hands := game["hands"].([]any)
	h0, h1 := hands[0].([]any), hands[1].([]any)
	h1 = append(h1, h0[0])
	slices.SortFunc(h1, func(a, b any) int { return int(a.(float64) - b.(float64)) })
	hands[0], hands[1] = h0[1:], h1
}
