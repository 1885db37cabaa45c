package draughts_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlour/ui"
	"parlour/ui/draughts"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// craft returns the old save's state with its fields changed: a key set
// to nil is removed.
func craft(t *testing.T, change map[string]any) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/save-2026-12-04.json")
	if err != nil {
		t.Fatal(err)
	}
	var e map[string]any
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatal(err)
	}
	state := e["state"].(map[string]any)
	for k, v := range change {
		if v == nil {
			delete(state, k)
		} else {
			state[k] = v
		}
	}
	out, _ := json.Marshal(e)
	return out
}

// TestCraftedSavesAreSetAsideWithTheReason: issue 40's crafted saves go
// through Continue as a player's would. Each is refused with its reason
// and moved aside, never resumed, never deleted.
func TestCraftedSavesAreSetAsideWithTheReason(t *testing.T) {
	wonStart := map[string]any{"rules": map[string]any{"variant": "english", "huffing": true, "draws": "modern"},
		"fen": "B:W:B1", "move_number": 1, "clocks": map[string]any{"quiet": 0, "ending": -1, "short": -1, "notice": -1, "notice_by": "Black"}}
	longGame := map[string]any{"rules": map[string]any{"variant": "english", "huffing": true, "draws": "modern"},
		"fen": "B:W21-32:B1-12", "move_number": 1 << 62, "clocks": map[string]any{"quiet": 0, "ending": -1, "short": -1, "notice": -1, "notice_by": "Black"}}
	for _, c := range []struct {
		name   string
		state  []byte
		reason string
	}{
		{"empty state", []byte(`{"game":"draughts","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{}}`), `no \"options\"`},
		{"won start", craft(t, map[string]any{"start": wonStart, "events": []any{}, "played": 0}), "already over"},
		{"clock overflow", craft(t, map[string]any{"clock_used_ms": int64(9223372036854775807)}), "saved clock"},
		{"negative clock", craft(t, map[string]any{"clock_used_ms": -5}), "saved clock"},
		{"move number", craft(t, map[string]any{"start": longGame, "events": []any{}, "played": 0}), "starts at move"},
		{"unknown field", craft(t, map[string]any{"nucleus": "ab"}), "unknown field"},
		{"unknown field in the start", craft(t, map[string]any{"start": map[string]any{"rules": map[string]any{"variant": "english", "huffing": true, "draws": "modern"},
			"fen": "B:W21-32:B1-12", "move_number": 1, "nucleus": "x", "clocks": map[string]any{"quiet": 0, "ending": -1, "short": -1, "notice": -1, "notice_by": "Black"}}}), "unknown field"},
		{"missing played", craft(t, map[string]any{"played": nil}), `no \"played\"`},
		{"record path", craft(t, map[string]any{"pdn_path": "/tmp/\x1b]0;pwned\x07"}), "record path"},
		{"pace", craft(t, map[string]any{"pace_ms": 1 << 50}), "pace"},
		{"drill", craft(t, map[string]any{"options": map[string]any{"rules": map[string]any{"variant": "english", "huffing": true, "draws": "modern"}, "drill": "\x1b[2J"}}), "rules"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, store.SaveName(draughts.GameID)), c.state, 0o600); err != nil {
				t.Fatal(err)
			}
			env := ui.NewEnv(ui.Options{DataDir: dir, NoColor: true, Games: []screen.Entry{draughts.GameEntry()}})
			app, err := ui.NewRoot(env, ui.Options{})
			if err != nil {
				t.Fatal(err)
			}
			h := uitest.New(t, app, 120, 24)
			h.MustSee("Continue Draughts")
			h.Key("down", "enter")
			if _, ok := h.Model.(ui.App).Current().(*draughts.Game); ok {
				t.Fatalf("resumed:\n%s", h.View())
			}
			said := strings.Join(strings.Fields(h.View()), " ")
			if !strings.Contains(said, "moved aside") || !strings.Contains(said, strings.ReplaceAll(c.reason, `\"`, `"`)) {
				t.Fatalf("the reason %q is not said:\n%s", c.reason, h.View())
			}
			if _, err := os.Stat(filepath.Join(dir, store.SaveName(draughts.GameID))); err == nil {
				t.Fatal("the save is still offered")
			}
			aside, _ := filepath.Glob(filepath.Join(dir, store.SaveName(draughts.GameID)+".broken-*"))
			if len(aside) != 1 {
				t.Fatalf("set aside: %v", aside)
			}
		})
	}
}
