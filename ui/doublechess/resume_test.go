package doublechess

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/store"
)

// TestResumeRefusesABrokenSave: a save whose state is empty, another
// game's, or holds what Parlour never writes (an unknown field, a missing
// one, a number out of bounds, a move the engine refuses) is refused with
// a reason, so that the menu sets it aside, and never panics. The save of
// 4 December, changed one field at a time, is the material.
func TestResumeRefusesABrokenSave(t *testing.T) {
	data, err := os.ReadFile("testdata/save-2026-12-04.json")
	if err != nil {
		t.Fatal(err)
	}
	var good store.Envelope
	if err := json.Unmarshal(data, &good); err != nil {
		t.Fatal(err)
	}
	env := uitest.NewEnv(t)
	if _, err := resumeGame(env, good); err != nil {
		t.Fatalf("the good save is refused: %v", err)
	}
	// edit returns the good state with one change made by f.
	edit := func(f func(st map[string]any)) json.RawMessage {
		var st map[string]any
		if err := json.Unmarshal(good.State, &st); err != nil {
			t.Fatal(err)
		}
		f(st)
		out, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	start := func(st map[string]any) map[string]any { return st["start"].(map[string]any) }
	cases := map[string]json.RawMessage{
		"empty state":        json.RawMessage(`{}`),
		"null state":         json.RawMessage(`null`),
		"draughts' state":    json.RawMessage(`{"options":{"variant":"english"},"moves":[],"played":0,"seed":1}`),
		"an unknown field":   edit(func(st map[string]any) { st["colour"] = "blue" }),
		"no start":           edit(func(st map[string]any) { delete(st, "start") }),
		"no options":         edit(func(st map[string]any) { delete(st, "options") }),
		"no moves":           edit(func(st map[string]any) { delete(st, "moves") }),
		"no played":          edit(func(st map[string]any) { delete(st, "played") }),
		"an empty start":     edit(func(st map[string]any) { st["start"] = map[string]any{} }),
		"start's own extra":  edit(func(st map[string]any) { start(st)["clock"] = 3 }),
		"no fen4":            edit(func(st map[string]any) { delete(start(st), "fen4") }),
		"round 2^62":         edit(func(st map[string]any) { start(st)["round"] = 1 << 62 }),
		"played beyond":      edit(func(st map[string]any) { st["played"] = 2 }),
		"played negative":    edit(func(st map[string]any) { st["played"] = -1 }),
		"a square off board": edit(func(st map[string]any) { st["moves"] = []any{map[string]any{"from": 100000, "to": -3}} }),
		"an illegal move":    edit(func(st map[string]any) { st["moves"] = []any{map[string]any{"from": 69, "to": 21}} }),
		"turns 7":            edit(func(st map[string]any) { st["turns"] = 7 }),
		"a clock negative":   edit(func(st map[string]any) { st["clocks_ms"] = []any{-5, 0, 0, 0} }),
		"a clock of 2^62 ms": edit(func(st map[string]any) { st["clocks_ms"] = []any{1 << 62, 0, 0, 0} }),
		"an ended game":      edit(func(st map[string]any) { st["ended"] = map[string]any{"status": 1, "winner": 0} }),
		"an escape in path":  edit(func(st map[string]any) { st["pgn4_path"] = "/tmp/x\x1b]0;owned\x07.pgn4" }),
		"a relative path":    edit(func(st map[string]any) { st["pgn4_path"] = "../../.profile" }),
		"an unclean path":    edit(func(st map[string]any) { st["pgn4_path"] = "/home/ada/records/../.profile" }),
		"a note past the moves": edit(func(st map[string]any) {
			st["coach_notes"] = map[string]any{"5": map[string]any{"lines": []any{"Coach: fine."}}}
		}),
		"a note of no lines": edit(func(st map[string]any) {
			st["coach_notes"] = map[string]any{"0": map[string]any{"lines": []any{}}}
		}),
		"a note's cost negative": edit(func(st map[string]any) {
			st["coach_notes"] = map[string]any{"0": map[string]any{"lines": []any{"Coach: fine."}, "cost": -1}}
		}),
		"a note's line of 100 KB": edit(func(st map[string]any) {
			st["coach_notes"] = map[string]any{"0": map[string]any{"lines": []any{strings.Repeat("x", 100_000)}}}
		}),
		"rules not the start's": edit(func(st map[string]any) {
			st["options"].(map[string]any)["rules"] = map[string]any{"first": "black", "queen_notice": true}
		}),
	}
	for name, state := range cases {
		t.Run(name, func(t *testing.T) {
			e := good
			e.State = state
			var err error
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Fatalf("panics: %v", p)
					}
				}()
				_, err = resumeGame(env, e)
			}()
			if err == nil {
				t.Fatalf("resumes")
			}
			if strings.TrimSpace(err.Error()) == "" {
				t.Fatalf("refused without a reason")
			}
		})
	}
}
