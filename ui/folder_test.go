package ui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"parlour/ui/internal/testgame"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// TestNoHomeNoSaves: with HOME unset there is no data folder. Parlour
// says games will not be saved, and then saves nothing, offers no save
// planted in the shared temporary folder, and tidies nothing there.
func TestNoHomeNoSaves(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("HOME", "")
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("TMPDIR", tmp)
	t.Chdir(tmp)
	planted := []string{store.SaveName(testgame.ID), ".other.tmp-1", ".probe-2"}
	for _, name := range planted {
		os.WriteFile(filepath.Join(tmp, name), []byte(`{"game":"testgame","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{}}`), 0o600)
	}
	env := NewEnv(Options{NoColor: true, Games: []screen.Entry{testgame.Game()}})
	if env.Store.Dir() != "" {
		t.Fatalf("the data folder is %q", env.Store.Dir())
	}
	h := harnessFor(t, env, 100, 24)
	h.MustSee("games will not be saved")
	h.MustNotSee("Continue")
	h.Key("enter", "down", "down", "down", "enter", "5")
	entries, _ := os.ReadDir(tmp)
	if len(entries) != len(planted) {
		t.Fatalf("the temporary folder holds %d files, not the %d planted", len(entries), len(planted))
	}
}

// TestTwoParloursOnOneFolder: a second Parlour on a data folder another
// running Parlour holds is told so, by process, and writes nothing there.
func TestTwoParloursOnOneFolder(t *testing.T) {
	if os.Getenv("PARLOUR_HOLD_DIR") != "" {
		// The first Parlour, run by the test below: it is killed, so it
		// makes no folder of its own that it could not clean up.
		NewEnv(Options{DataDir: os.Getenv("PARLOUR_HOLD_DIR"), NoColor: true})
		os.Stdout.WriteString("held\n")
		select {} // until killed
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestTwoParloursOnOneFolder$")
	cmd.Env = append(os.Environ(), "PARLOUR_HOLD_DIR="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	buf := make([]byte, 4)
	if _, err := out.Read(buf); err != nil || string(buf) != "held" {
		t.Fatalf("the first Parlour said %q, %v", buf, err)
	}
	env := NewEnv(Options{DataDir: dir, NoColor: true, Games: []screen.Entry{testgame.Game()}})
	h := harnessFor(t, env, 120, 24)
	h.MustSee("is using")
	if !strings.Contains(env.StoreWarning, "another Parlour (process ") {
		t.Fatalf("the warning: %q", env.StoreWarning)
	}
	h.Key("enter", "down", "down", "down", "enter", "5")
	if _, err := os.Stat(filepath.Join(dir, store.SaveName(testgame.ID))); err == nil {
		t.Fatal("the second Parlour saved its game in the first one's folder")
	}

	// Once the first Parlour has ended, the second saves (as the warning
	// promised), and its menu no longer warns.
	cmd.Process.Kill()
	cmd.Wait()
	h.Key("4")
	if _, err := os.Stat(filepath.Join(dir, store.SaveName(testgame.ID))); err != nil {
		t.Fatalf("the first Parlour has ended, but the game was not saved: %v", err)
	}
	h.Key("esc", "y")
	h.MustSee("Continue")
	h.MustNotSee("is using")
	if env.StoreWarning != "" || env.StoreLocked {
		t.Errorf("the warning stays: %q", env.StoreWarning)
	}
}
