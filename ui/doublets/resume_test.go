package doublets

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// ownSave plays a game for Ada and Bob to Ada's first link and returns
// the save, with its state as a map to tamper with.
func ownSave(t *testing.T, env *screen.Env) (store.Envelope, map[string]any) {
	t.Helper()
	h := startGame(t, env, []seats.Seat{ada, bob}, nil)
	h.Key("enter") // the table is ready
	h.Key("enter") // Ada takes the keyboard
	h.Type(dict.Default().Neighbours(game(h).table.Doublet().From())[0])
	h.Key("enter")
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	return saved, stateMap(t, saved)
}

// oldSave reads a save of version 2, made by the game of that version,
// from testdata, with its state as a map to tamper with.
func oldSave(t *testing.T, name string) (store.Envelope, map[string]any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "v2-"+name+".save.json"))
	if err != nil {
		t.Fatal(err)
	}
	var saved store.Envelope
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatal(err)
	}
	return saved, stateMap(t, saved)
}

func stateMap(t *testing.T, saved store.Envelope) map[string]any {
	t.Helper()
	var st map[string]any
	if err := json.Unmarshal(saved.State, &st); err != nil {
		t.Fatal(err)
	}
	return st
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
	saved, st := oldSave(t, "writing")
	st["phase"], st["turn"] = "writing", float64(len(saved.Seats))
	err := resumeWith(t, env, saved, st)
	if err == nil || !strings.Contains(err.Error(), "seat 3 writes at a table of 2") {
		t.Fatalf("resume: %v", err)
	}
}

// TestResumeAcceptsTheGamesOwnSave: the check passes what the game saves.
func TestResumeAcceptsTheGamesOwnSave(t *testing.T) {
	env := testEnv(t)
	saved, st := ownSave(t, env)
	if err := resumeWith(t, env, saved, st); err != nil {
		t.Fatal(err)
	}
}

// TestResumeRefusesImpossibleContents: states the game (of version 2)
// could never have saved are refused, each with a reason.
func TestResumeRefusesImpossibleContents(t *testing.T) {
	env := testEnv(t)
	cases := map[string]func(st map[string]any, saved *store.Envelope){
		"a negative turn":     func(st map[string]any, _ *store.Envelope) { st["turn"] = -1.0 },
		"an unknown phase":    func(st map[string]any, _ *store.Envelope) { st["phase"] = "dancing" },
		"revealed unscored":   func(st map[string]any, _ *store.Envelope) { st["phase"] = "reveal" },
		"the end too soon":    func(st map[string]any, _ *store.Envelope) { st["phase"] = "final" },
		"no record":           func(st map[string]any, _ *store.Envelope) { delete(st, "match") },
		"no seed":             func(st map[string]any, _ *store.Envelope) { delete(st, "seed") },
		"no time limit":       func(st map[string]any, _ *store.Envelope) { delete(st, "limit_ns") },
		"an unknown field":    func(st map[string]any, _ *store.Envelope) { st["colour"] = "blue" },
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
		saved, st := oldSave(t, "writing")
		tamper(st, &saved)
		if err := resumeWith(t, env, saved, st); err == nil {
			t.Errorf("%s: resumed", name)
		}
	}
}

// playToTheEnd plays a game at one keyboard to its scoring paper: the
// book left to Parlour, every chain the shortest, every pad put away.
func playToTheEnd(t *testing.T, h *uitest.Harness) {
	t.Helper()
	for i := 0; !game(h).table.Over(); i++ {
		g := game(h)
		switch {
		case i > 100:
			t.Fatalf("the game does not end: phase %v", g.table.Phase())
		case g.handoff != nil:
			h.Key("enter")
		case g.table.Phase() == doublets.Choosing:
			h.Key("tab")
		case g.table.Phase() == doublets.Writing:
			for g.writingHuman() && len(g.writer().Ladder.Chain) > 1 {
				h.Key("ctrl+z") // the chain begun before the save
			}
			solve(t, h)
		case g.table.Phase() == doublets.Padding:
			closePads(t, h)
		default:
			h.Key("enter")
		}
	}
	h.MustSee("Extra-chains")
}

// TestOldSavesResumeAndPlayOn: saves of version 2, made by that version
// of the game while a seat writes, at a pad, at the reveal and at the
// book, resume where they stood and play on to the end.
func TestOldSavesResumeAndPlayOn(t *testing.T) {
	for name, want := range map[string]func(g *Game) bool{
		"writing": func(g *Game) bool {
			return g.table.Phase() == doublets.Writing && len(g.writer().Ladder.Chain) == 2 && g.here == 0
		},
		"pad": func(g *Game) bool {
			return g.table.Phase() == doublets.Padding && g.padHuman() && len(g.table.Match().Extra[0]) == 1
		},
		"reveal": func(g *Game) bool {
			return g.table.Phase() == doublets.Revealing && len(g.table.Match().Played) == 1
		},
		"jewels": func(g *Game) bool {
			return g.table.Phase() == doublets.Choosing && len(g.table.Chosen()) == 1
		},
	} {
		env := testEnv(t)
		saved, _ := oldSave(t, name)
		s, err := resumeGame(env, saved)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		h := uitest.NewScreen(t, s, 80, 24)
		if !want(game(h)) {
			t.Fatalf("%s: resumed in phase %v, here %d", name, game(h).table.Phase(), game(h).here)
		}
		playToTheEnd(t, h)
	}
}

// TestResumeRefusesARecordTheRulesDoNotAllow: a save of the game's own
// version whose record breaks a rule, or whose chains being written are
// not the doublet's, is refused.
func TestResumeRefusesARecordTheRulesDoNotAllow(t *testing.T) {
	env := testEnv(t)
	cases := map[string]func(st map[string]any, saved *store.Envelope){
		"a chain out of turn": func(st map[string]any, _ *store.Envelope) {
			rec := st["record"].(map[string]any)
			rec["actions"] = append(rec["actions"].([]any), map[string]any{"kind": "abandon", "seat": 1.0})
		},
		"an action that is none": func(st map[string]any, _ *store.Envelope) {
			rec := st["record"].(map[string]any)
			rec["actions"] = append(rec["actions"].([]any), map[string]any{"kind": "dance"})
		},
		"a room's game": func(st map[string]any, _ *store.Envelope) {
			st["record"].(map[string]any)["config"].(map[string]any)["together"] = true
		},
		"a stranger's seat": func(st map[string]any, saved *store.Envelope) {
			saved.Seats = []seats.Seat{ada, {Name: "Eve", Kind: seats.Human}}
		},
		"another doublet's chain": func(st map[string]any, _ *store.Envelope) {
			st["drafts"].([]any)[1].(map[string]any)["ladder"].(map[string]any)["doublet"] = map[string]any{"words": []any{"head", "tail"}}
		},
		"a broken chain": func(st map[string]any, _ *store.Envelope) {
			l := st["drafts"].([]any)[0].(map[string]any)["ladder"].(map[string]any)
			l["chain"] = []any{l["chain"].([]any)[0], "zzz"}
		},
		"a negative clock": func(st map[string]any, _ *store.Envelope) {
			st["drafts"].([]any)[0].(map[string]any)["time_ns"] = -5.0
		},
	}
	for name, tamper := range cases {
		saved, st := ownSave(t, env)
		tamper(st, &saved)
		if err := resumeWith(t, env, saved, st); err == nil {
			t.Errorf("%s: resumed", name)
		}
	}
}

// puzzleSave is a save of Carroll's first puzzle after one link (PIT), with
// its state as a map to tamper with.
func puzzleSave(t *testing.T, env *screen.Env) (store.Envelope, map[string]any) {
	t.Helper()
	h := pigToSty(t, env)
	h.Type("pit")
	h.Key("enter")
	saved, err := env.Store.Load(PuzzlesID, puzzleVersion)
	if err != nil {
		t.Fatal(err)
	}
	return saved, stateMap(t, saved)
}

// TestPuzzleResumeReplaysTheSave (issue 40): a puzzle save is decoded
// strictly and replayed into the puzzle it names; one that names another
// puzzle, carries an escape, or a number out of range, or lacks a field
// Parlour always writes, is refused.
func TestPuzzleResumeReplaysTheSave(t *testing.T) {
	env := testEnv(t)
	saved, _ := puzzleSave(t, env)
	p, err := resumePuzzle(env, saved)
	if err != nil {
		t.Fatalf("a save of the program's own refused: %v", err)
	}
	if got := p.(*Puzzle).ladder.Chain; strings.Join(got, " ") != "pig pit" {
		t.Fatalf("resumed chain %v", got)
	}
	for _, c := range []struct {
		name   string
		tamper func(map[string]any)
	}{
		{"an escape in the date", func(m map[string]any) { m["source"], m["date"], m["index"] = "daily", "\x1b]0;owned\x07", 0 }},
		{"a daily's date on another doublet", func(m map[string]any) { m["source"], m["date"], m["index"] = "daily", "2026-12-05", 0 }},
		{"another Carroll puzzle's number", func(m map[string]any) { m["index"] = 3 }},
		{"hints below nothing", func(m map[string]any) { m["ladder"].(map[string]any)["hints"] = -100 }},
		{"more hints than links", func(m map[string]any) { m["ladder"].(map[string]any)["hints"] = 5 }},
		{"a clock past the bounds", func(m map[string]any) { m["elapsed_ns"] = float64(1 << 62) }},
		{"a negative clock", func(m map[string]any) { m["elapsed_ns"] = -1 }},
		{"an unknown field", func(m map[string]any) { m["title"] = "Drive PIG into STY." }},
		{"no source", func(m map[string]any) { delete(m, "source") }},
		{"no clock", func(m map[string]any) { delete(m, "elapsed_ns") }},
		{"no seed", func(m map[string]any) { delete(m, "seed") }},
		{"an escape in the difficulty", func(m map[string]any) { m["source"], m["difficulty"], m["index"] = "generated", "\x1b[2J", 0 }},
		{"a broken chain", func(m map[string]any) { m["ladder"].(map[string]any)["chain"] = []any{"pig", "sty"} }},
	} {
		_, m := puzzleSave(t, testEnv(t))
		c.tamper(m)
		bad := saved
		bad.State, _ = json.Marshal(m)
		if _, err := resumePuzzle(env, bad); err == nil {
			t.Errorf("%s: resumed", c.name)
		}
	}
}

// TestGameSaveWithAnUnknownFieldIsRefused (issue 40, 4): a field Parlour
// does not write is refused, not skipped.
func TestGameSaveWithAnUnknownFieldIsRefused(t *testing.T) {
	env := testEnv(t)
	saved, st := ownSave(t, env)
	st["scores"] = []any{10, 0}
	if err := resumeWith(t, env, saved, st); err == nil || !strings.Contains(err.Error(), "unknown field") {
		t.Fatalf("a save with an unknown field: %v", err)
	}
}
