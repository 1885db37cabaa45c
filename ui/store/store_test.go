package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlour/ui/seats"
)

var fixed = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)

func newTestStore(t *testing.T) *Store {
	t.Helper()
	s := New(t.TempDir())
	s.now = func() time.Time { return fixed }
	return s
}

func sample() Envelope {
	return Envelope{
		Game:    "doublets",
		Version: 1,
		Seats:   []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Computer", Kind: seats.Computer, Level: seats.Hard}},
		State:   json.RawMessage(`{"turn":1,"clock_ms":4200}`),
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	s := newTestStore(t)
	if err := s.Save(sample()); err != nil {
		t.Fatal(err)
	}
	got, err := s.Load("doublets", 1)
	if err != nil {
		t.Fatal(err)
	}
	want := sample()
	want.SavedAt = fixed
	if got.Game != want.Game || got.Version != want.Version || !got.SavedAt.Equal(fixed) ||
		len(got.Seats) != 2 || got.Seats[1] != want.Seats[1] || compact(got.State) != compact(want.State) {
		t.Fatalf("round trip changed the envelope:\n got %+v\nwant %+v", got, want)
	}
}

func TestEnvelopeFieldNames(t *testing.T) {
	s := newTestStore(t)
	if err := s.Save(sample()); err != nil {
		t.Fatal(err)
	}
	data, _ := s.ReadFile(SaveName("doublets"))
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"game", "version", "saved_at", "seats", "state"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("envelope lacks %q: %s", k, data)
		}
	}
}

func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	json.Compact(&b, raw)
	return b.String()
}

func TestLoadWithoutSaveIsErrNoSave(t *testing.T) {
	s := newTestStore(t)
	if _, err := s.Load("doublets", 1); !errors.Is(err, ErrNoSave) {
		t.Fatalf("got %v, want ErrNoSave", err)
	}
}

func TestCrashBeforeRenameKeepsOldSave(t *testing.T) {
	s := newTestStore(t)
	if err := s.Save(sample()); err != nil {
		t.Fatal(err)
	}
	s.hooks.beforeRename = func(string) error { return errors.New("power cut") }
	next := sample()
	next.State = json.RawMessage(`{"turn":2}`)
	if err := s.Save(next); err == nil {
		t.Fatal("a save interrupted before the rename reported success")
	}
	s.hooks.beforeRename = nil
	got, err := s.Load("doublets", 1)
	if err != nil {
		t.Fatalf("old save unreadable after crash: %v", err)
	}
	if compact(got.State) != `{"turn":1,"clock_ms":4200}` {
		t.Fatalf("old save changed: %s", got.State)
	}
	list, err := s.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("List after crash = %v, %v; want the one real save (temporary files ignored)", list, err)
	}
}

func TestBrokenSavesAreMovedAside(t *testing.T) {
	full, _ := json.Marshal(sample())
	cases := map[string]string{
		"corrupt":        `{"game": "doublets", "version": 1, !!!`,
		"truncated":      string(full[:len(full)/2]),
		"empty":          "",
		"future version": `{"game":"doublets","version":99,"saved_at":"2026-11-30T12:00:00Z","seats":[],"state":{}}`,
		"other game":     `{"game":"draughts","version":1,"saved_at":"2026-11-30T12:00:00Z","seats":[],"state":{}}`,
		"no state":       `{"game":"doublets","version":1,"saved_at":"2026-11-30T12:00:00Z","seats":[]}`,
		"trailing data":  string(full) + `{"x":1}`,
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			s := newTestStore(t)
			path := filepath.Join(s.Dir(), SaveName("doublets"))
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := s.Load("doublets", 1)
			var broken *BrokenError
			if !errors.As(err, &broken) {
				t.Fatalf("got %v, want *BrokenError", err)
			}
			if broken.MovedTo != "doublets.save.json.broken-20261130T120000Z" {
				t.Fatalf("moved to %q", broken.MovedTo)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Fatal("broken save still in place")
			}
			kept, err := os.ReadFile(filepath.Join(s.Dir(), broken.MovedTo))
			if err != nil || string(kept) != content {
				t.Fatal("the broken file's content was not kept")
			}
			if strings.Contains(broken.Error(), "\n") {
				t.Fatalf("message is not one line: %q", broken)
			}
			if _, err := s.Load("doublets", 1); !errors.Is(err, ErrNoSave) {
				t.Fatalf("after moving aside, Load = %v, want ErrNoSave", err)
			}
		})
	}
}

func TestMovingAsideTwiceKeepsBoth(t *testing.T) {
	s := newTestStore(t)
	path := filepath.Join(s.Dir(), SaveName("doublets"))
	for i := 0; i < 2; i++ {
		os.WriteFile(path, []byte("junk"), 0o644)
		s.Load("doublets", 1)
	}
	matches, _ := filepath.Glob(path + ".broken-*")
	if len(matches) != 2 {
		t.Fatalf("got %d broken files, want 2: %v", len(matches), matches)
	}
}

func TestUnwritableDirectoryGivesError(t *testing.T) {
	// A regular file where the folder should be cannot be written even by root.
	parent := t.TempDir()
	blocker := filepath.Join(parent, "file")
	os.WriteFile(blocker, []byte("x"), 0o644)
	s := New(filepath.Join(blocker, "parlour"))
	if err := s.Check(); err == nil {
		t.Fatal("Check passed for a folder that cannot exist")
	}
	if err := s.Save(sample()); err == nil {
		t.Fatal("Save succeeded in a folder that cannot exist")
	}
	if _, err := s.Load("doublets", 1); err == nil {
		t.Fatal("Load found a save in a folder that cannot exist")
	}
	if _, err := s.List(); err == nil {
		// ReadDir on a path through a file reports "not a directory".
		t.Log("List of an impossible folder returned no error")
	}
}

func TestReadOnlyDirectory(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root ignores directory permissions; TestUnwritableDirectoryGivesError covers this")
	}
	dir := t.TempDir()
	os.Chmod(dir, 0o555)
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	s := New(dir)
	if err := s.Check(); err == nil {
		t.Fatal("Check passed for a read-only folder")
	}
	if err := s.Save(sample()); err == nil {
		t.Fatal("Save succeeded in a read-only folder")
	}
}

func TestListNewestFirst(t *testing.T) {
	s := newTestStore(t)
	a := sample()
	s.Save(a)
	s.now = func() time.Time { return fixed.Add(time.Hour) }
	b := sample()
	b.Game = "draughts"
	s.Save(b)
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Game != "draughts" || list[1].Game != "doublets" {
		t.Fatalf("List = %+v", list)
	}
}

func TestSaveRejectsBadGameID(t *testing.T) {
	s := newTestStore(t)
	e := sample()
	e.Game = "../escape"
	if err := s.Save(e); err == nil {
		t.Fatal("saved a game id with a path in it")
	}
}

func TestDelete(t *testing.T) {
	s := newTestStore(t)
	s.Save(sample())
	if err := s.Delete("doublets"); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete("doublets"); err != nil {
		t.Fatalf("deleting a missing save: %v", err)
	}
	if _, err := s.Load("doublets", 1); !errors.Is(err, ErrNoSave) {
		t.Fatal("save still there after Delete")
	}
}

func TestSettingsRoundTripAndDefaults(t *testing.T) {
	s := newTestStore(t)
	st, err := s.LoadSettings()
	if err != nil || st != DefaultSettings() {
		t.Fatalf("fresh settings = %+v, %v", st, err)
	}
	want := Settings{Theme: ThemeMono, Glyphs: GlyphsASCII}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if got, err := s.LoadSettings(); err != nil || got != want {
		t.Fatalf("settings = %+v, %v; want %+v", got, err, want)
	}
}

func TestBrokenSettingsFallBackToDefaults(t *testing.T) {
	s := newTestStore(t)
	os.WriteFile(filepath.Join(s.Dir(), SettingsFile), []byte("{theme"), 0o644)
	st, err := s.LoadSettings()
	var broken *BrokenError
	if !errors.As(err, &broken) || st != DefaultSettings() {
		t.Fatalf("got %+v, %v", st, err)
	}
}

func TestUnknownSettingValuesBecomeDefaults(t *testing.T) {
	s := newTestStore(t)
	os.WriteFile(filepath.Join(s.Dir(), SettingsFile), []byte(`{"theme":"purple","glyphs":"ascii"}`), 0o644)
	st, err := s.LoadSettings()
	if err != nil || st.Theme != ThemeAuto || st.Glyphs != GlyphsASCII {
		t.Fatalf("got %+v, %v", st, err)
	}
}

func TestDefaultDirHonoursXDGStateHome(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/tmp/xdg-state")
	dir, err := DefaultDir()
	if err != nil || dir != "/tmp/xdg-state/parlour" {
		t.Fatalf("DefaultDir = %q, %v", dir, err)
	}
}

func FuzzLoad(f *testing.F) {
	full, _ := json.Marshal(sample())
	f.Add(full)
	f.Add([]byte(""))
	f.Add([]byte(`{"game":"doublets","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := New(t.TempDir())
		os.WriteFile(filepath.Join(s.Dir(), SaveName("doublets")), data, 0o644)
		e, err := s.Load("doublets", 1)
		if err == nil && (e.Game != "doublets" || e.Version != 1 || len(e.State) == 0) {
			t.Fatalf("accepted an invalid envelope: %+v", e)
		}
	})
}
