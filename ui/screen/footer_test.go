package screen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// TestAFailedSaveIsSaidOnceAndWhole: a save that fails is said once (not
// by the message line and the save problem's line both), and its reason
// is wrapped, not cut at the window's edge.
func TestAFailedSaveIsSaidOnceAndWhole(t *testing.T) {
	env := uitest.NewEnv(t)
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o600)
	env.Store = store.New(filepath.Join(blocker, "parlour"))
	game := strings.Repeat("long-", 16) + "end"
	err := env.Store.Save(store.Envelope{Game: game, Version: 1, State: []byte(`{}`)})
	if err == nil {
		t.Fatal("saved under a file")
	}
	var f screen.Footer
	f.Fail("Not saved: " + err.Error())
	view := f.View(env, 80, noKeys{})
	if n := strings.Count(view, "Not saved"); n != 1 {
		t.Fatalf("said %d times:\n%s", n, view)
	}
	f.Clear()
	view = f.View(env, 80, noKeys{})
	if !strings.Contains(view, "end.save.json: not a directory") {
		t.Fatalf("the reason is cut:\n%s", view)
	}
}

// noKeys is a key map with no keys.
type noKeys struct{}

func (noKeys) ShortHelp() []key.Binding  { return nil }
func (noKeys) FullHelp() [][]key.Binding { return nil }
