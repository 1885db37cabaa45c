package catalogue

import (
	"os"
	"path/filepath"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/setup"
	"parlour/ui/store"
)

// TestSetUpsRememberedBeforeValuesKeepTheirChoices: setups.json as
// Parlour wrote it on 4 December 2026, when a remembered table held each
// option's label, lays every game's table with the same choices; the
// Config the set-up hands a game holds the values.
func TestSetUpsRememberedBeforeValuesKeepTheirChoices(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "setups-2026-12-04.json"))
	if err != nil {
		t.Fatal(err)
	}
	env := uitest.NewEnv(t)
	if err := env.Store.WriteFile(store.SetupsFile, data); err != nil {
		t.Fatal(err)
	}
	if env.Setups, err = env.Store.LoadSetups(); err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]string{
		"circularchess": {"rules": "modern-en-passant", "clock": "10m"},
		"draughts":      {"game": "english", "capture": "huffing", "draws": "modern", "colours": "seated", "clock": "on", "board": "fixed"},
		"doublechess":   {"first": "lot", "coach": "practice", "clock": "30m", "board": "turns"},
		"mischmasch":    {"target": "15", "time": "2m", "scoring": "1886", "judge": "dictionary"},
		"doublets":      {"doublets": "3", "length": "3", "difficulty": "medium", "limit": "none", "jewels": "drawn"},
	}
	for _, g := range Games() {
		w, ok := want[g.ID]
		if !ok {
			continue
		}
		got := setup.New(env, g).Config().Options
		for key, value := range w {
			if got[key] != value {
				t.Errorf("%s: %s is %q, want %q (remembered as %q)", g.ID, key, got[key], value, env.Setups[g.ID].Options[key])
			}
		}
		delete(want, g.ID)
	}
	if len(want) > 0 {
		t.Errorf("games not in the catalogue: %v", want)
	}
}
