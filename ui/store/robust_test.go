package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"parlour/ui/sanitize"
	"parlour/ui/seats"
)

// within fails the test if f does not return in time: a read that blocks
// on a pipe or never ends on /dev/zero must not hang the listing.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		t.Fatalf("%s blocked", what)
	}
}

// specialSaves fills dir with files that have a save's name but are not
// saves: a link to /dev/zero, a named pipe, a folder, a dangling link.
func specialSaves(t *testing.T, dir string) map[string]string {
	t.Helper()
	want := map[string]string{
		"zero.save.json":     "not a regular file",
		"pipe.save.json":     "not a regular file",
		"folder.save.json":   "folder",
		"dangling.save.json": "does not exist",
	}
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero.save.json")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.save.json"), 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.save.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "gone"), filepath.Join(dir, "dangling.save.json")); err != nil {
		t.Fatal(err)
	}
	return want
}

func TestListSkipsSpecialFilesWithoutBlocking(t *testing.T) {
	s := newTestStore(t)
	if err := s.Save(sample()); err != nil {
		t.Fatal(err)
	}
	want := specialSaves(t, s.Dir())
	var list []Summary
	var problems []Problem
	var err error
	within(t, "ListChecked", func() { list, problems, err = s.ListChecked() })
	if err != nil || len(list) != 1 || list[0].Game != "doublets" {
		t.Fatalf("List = %+v, %v; want just the real save", list, err)
	}
	got := map[string]string{}
	for _, p := range problems {
		got[p.File] = p.String()
	}
	for file, reason := range want {
		if !strings.Contains(got[file], reason) {
			t.Errorf("%s: problem %q, want one saying %q", file, got[file], reason)
		}
	}
	if len(problems) != len(want) {
		t.Errorf("problems = %+v, want one for each of %v", problems, want)
	}
	within(t, "List", func() { list, err = s.List() })
	if err != nil || len(list) != 1 {
		t.Fatalf("List = %+v, %v", list, err)
	}
}

func TestListReportsUnreadableSave(t *testing.T) {
	s := newTestStore(t)
	s.Save(sample())
	// Root reads anything, so the refusal is simulated; see also below.
	s.read = func(path string, limit int64) ([]byte, error) {
		return nil, &os.PathError{Op: "open", Path: path, Err: syscall.EACCES}
	}
	list, problems, err := s.ListChecked()
	if err != nil || len(list) != 0 || len(problems) != 1 {
		t.Fatalf("ListChecked = %+v, %+v, %v", list, problems, err)
	}
	if msg := problems[0].String(); !strings.Contains(msg, "doublets.save.json") || !strings.Contains(msg, "permission denied") {
		t.Fatalf("problem = %q", msg)
	}
}

func TestListReportsUnreadableSaveOnDisk(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads any file; TestListReportsUnreadableSave simulates it")
	}
	s := newTestStore(t)
	s.Save(sample())
	os.Chmod(filepath.Join(s.Dir(), SaveName("doublets")), 0)
	_, problems, _ := s.ListChecked()
	if len(problems) != 1 || !strings.Contains(problems[0].Reason, "permission denied") {
		t.Fatalf("problems = %+v", problems)
	}
}

func TestProblemNameIsSanitised(t *testing.T) {
	p := Problem{File: "\x1b]0;owned\x07.save.json", Reason: "it is a folder"}
	if strings.ContainsAny(p.String(), "\x1b\x07") {
		t.Fatalf("raw control characters in %q", p.String())
	}
}

func TestListCapsSeatNames(t *testing.T) {
	s := newTestStore(t)
	e := sample()
	e.Seats[0].Name = "\x1b[2J" + strings.Repeat("A", 100000)
	s.Save(e)
	list, _ := s.List()
	if len(list) != 1 || strings.Contains(list[0].Seats[0].Name, "\x1b") || len(list[0].Seats[0].Name) > 200 {
		t.Fatalf("seat name in the listing: %.60q (%d bytes)", list[0].Seats[0].Name, len(list[0].Seats[0].Name))
	}
}

func TestLoadRefusesSpecialFilesWithoutBlocking(t *testing.T) {
	s := newTestStore(t)
	specialSaves(t, s.Dir())
	for _, game := range []string{"zero", "pipe", "folder"} {
		var err error
		within(t, "Load "+game, func() { _, err = s.Load(game, 1) })
		if err == nil || errors.As(err, new(*BrokenError)) || !strings.Contains(err.Error(), game+".save.json") {
			t.Errorf("Load(%s) = %v; want an error naming the file, not a move", game, err)
		}
		if _, lerr := os.Lstat(filepath.Join(s.Dir(), SaveName(game))); lerr != nil {
			t.Errorf("%s was moved or removed: %v", game, lerr)
		}
	}
	if _, err := s.Load("dangling", 1); !errors.Is(err, ErrNoSave) {
		t.Errorf("dangling link: %v, want ErrNoSave", err)
	}
}

func TestTooLargeSaveIsMovedAside(t *testing.T) {
	s := newTestStore(t)
	path := filepath.Join(s.Dir(), SaveName("doublets"))
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Truncate(path, MaxFileSize+1)
	_, err := s.Load("doublets", 1)
	var broken *BrokenError
	if !errors.As(err, &broken) || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("Load = %v, want a *BrokenError saying it is too large", err)
	}
}

func TestTrailingDataAfterClosingBracketIsRejected(t *testing.T) {
	full, _ := json.Marshal(sample())
	for _, tail := range []string{`}{"x":1}`, `]`, "}", "\n}\n", " x"} {
		s := newTestStore(t)
		os.WriteFile(filepath.Join(s.Dir(), SaveName("doublets")), append(full, tail...), 0o644)
		if _, err := s.Load("doublets", 1); !errors.As(err, new(*BrokenError)) {
			t.Errorf("trailing %q: Load = %v, want *BrokenError", tail, err)
		}
	}
	s := newTestStore(t)
	os.WriteFile(filepath.Join(s.Dir(), SaveName("doublets")), append(full, " \r\n\t"...), 0o644)
	if _, err := s.Load("doublets", 1); err != nil {
		t.Errorf("trailing white space refused: %v", err)
	}
}

func TestTidyRemovesLeftoverTempFiles(t *testing.T) {
	s := newTestStore(t)
	s.Save(sample())
	dir := s.Dir()
	leftovers := []string{".doublets.save.json.tmp-123", ".settings.json.tmp-9", ".parlour-probe-77", ".notes.pdn.parlour-tmp-5"}
	// Another program's temporary files are not Parlour's to remove.
	kept := []string{"doublets.save.json", ".hidden", "notes.tmp-1", "doublets.save.json.broken-20261130T120000Z", ".probe-77", ".x.tmp-5", ".notes.txt.tmp-1"}
	for _, name := range append(append([]string{}, leftovers...), kept[1:]...) {
		os.WriteFile(filepath.Join(dir, name), []byte("half a save"), 0o644)
	}
	os.Mkdir(filepath.Join(dir, ".folder.tmp-1"), 0o755)
	if err := s.Tidy(); err != nil {
		t.Fatal(err)
	}
	for _, name := range leftovers {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s left behind", name)
		}
	}
	for _, name := range append(kept, ".folder.tmp-1") {
		if _, err := os.Lstat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s removed: %v", name, err)
		}
	}
	if err := New(filepath.Join(dir, "missing")).Tidy(); err != nil {
		t.Errorf("Tidy of a folder not yet made: %v", err)
	}
}

func TestTidyLeavesATempFileBeingWritten(t *testing.T) {
	if !locksWork {
		t.Skip("no file locks here")
	}
	s := newTestStore(t)
	var tmp string
	s.hooks.beforeRename = func(name string) error {
		tmp = name
		if err := s.Tidy(); err != nil {
			return err
		}
		if _, err := os.Lstat(name); err != nil {
			t.Errorf("Tidy removed a save in progress: %v", err)
		}
		return nil
	}
	if err := s.Save(sample()); err != nil {
		t.Fatal(err)
	}
	if tmp == "" {
		t.Fatal("hook not run")
	}
	if _, err := s.Load("doublets", 1); err != nil {
		t.Fatal(err)
	}
}

// TestTidyAfterKill kills a process in the middle of a save (the temporary
// file written, not yet renamed) and checks that Tidy removes what it left.
func TestTidyAfterKill(t *testing.T) {
	if dir := os.Getenv("PARLOUR_STORE_KILL_DIR"); dir != "" {
		s := New(dir)
		s.hooks.beforeRename = func(string) error {
			fmt.Println("written")
			time.Sleep(time.Minute)
			return nil
		}
		s.Save(sample())
		return
	}
	if runtime.GOOS == "windows" {
		t.Skip("no SIGKILL")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestTidyAfterKill$")
	cmd.Env = append(os.Environ(), "PARLOUR_STORE_KILL_DIR="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 7)
	if _, err := out.Read(buf); err != nil || string(buf) != "written" {
		cmd.Process.Kill()
		t.Fatalf("child said %q, %v", buf, err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	left, _ := filepath.Glob(filepath.Join(dir, ".doublets.save.json.parlour-tmp-*"))
	if len(left) != 1 {
		t.Fatalf("the kill left %v, want one temporary file", left)
	}
	if err := New(dir).Tidy(); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Fatalf("after Tidy: %v", left)
	}
}

// fullDisk fails every write of real bytes, as a full disk does.
func fullDisk(f *os.File, data []byte) (int, error) {
	if len(data) == 0 {
		return 0, nil
	}
	return 0, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
}

func TestCheckWritesRealBytes(t *testing.T) {
	s := newTestStore(t)
	s.hooks.write = fullDisk
	err := s.Check()
	if err == nil {
		t.Fatal("Check passed on a full disk")
	}
	if !strings.Contains(err.Error(), "no space left") || strings.Contains(err.Error(), probePrefix) {
		t.Fatalf("Check = %v; want the reason, never the probe file's name", err)
	}
	if left, _ := filepath.Glob(filepath.Join(s.Dir(), ".*")); len(left) != 0 {
		t.Fatalf("Check left %v", left)
	}
	s.hooks.write = nil
	if err := s.Check(); err != nil {
		t.Fatalf("Check = %v on a good disk", err)
	}
}

func TestSaveProblemLastsUntilASaveSucceeds(t *testing.T) {
	s := newTestStore(t)
	if s.SaveProblem() != nil {
		t.Fatal("a new store has a save problem")
	}
	s.hooks.write = fullDisk
	err := s.Save(sample())
	if err == nil || s.SaveProblem() == nil || s.SaveProblem().Error() != err.Error() {
		t.Fatalf("Save = %v, SaveProblem = %v", err, s.SaveProblem())
	}
	if strings.Contains(err.Error(), tempMark) {
		t.Fatalf("message names the temporary file: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(s.Dir(), ".*")); len(left) != 0 {
		t.Fatalf("a failed save left %v", left)
	}
	s.Load("doublets", 1)
	s.List()
	if s.SaveProblem() == nil {
		t.Fatal("reading cleared the save problem")
	}
	s.hooks.write = nil
	if err := s.Save(sample()); err != nil || s.SaveProblem() != nil {
		t.Fatalf("Save = %v, SaveProblem = %v after a good save", err, s.SaveProblem())
	}
}

// TestStoreIsSafeForConcurrentUse runs saves, loads, listings and
// SaveProblem at once; go test -race (in .ci/run) checks for races.
func TestStoreIsSafeForConcurrentUse(t *testing.T) {
	s := newTestStore(t)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := sample()
			if g%2 == 1 {
				e.Game = "draughts"
			}
			for range 20 {
				if err := s.Save(e); err != nil {
					t.Error(err)
					return
				}
				if _, err := s.Load(e.Game, 1); err != nil {
					t.Error(err)
					return
				}
				s.List()
				s.SaveProblem()
			}
		}()
	}
	wg.Wait()
	if left, _ := filepath.Glob(filepath.Join(s.Dir(), ".*")); len(left) != 0 {
		t.Fatalf("left behind: %v", left)
	}
}

func TestSettingsThatAreAPipeAreRefusedWithoutBlocking(t *testing.T) {
	s := newTestStore(t)
	if err := syscall.Mkfifo(filepath.Join(s.Dir(), SettingsFile), 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	var st Settings
	var err error
	within(t, "LoadSettings", func() { st, err = s.LoadSettings() })
	if st != DefaultSettings() || err == nil || !strings.Contains(err.Error(), "settings.json is not a regular file") {
		t.Fatalf("LoadSettings = %+v, %v", st, err)
	}
}

// The store hands a game only names fit to draw: no escapes, no bidi
// controls, at most sanitize.MaxName characters, ASCII for an ASCII
// session; every door it has (Load, the listing, the set-ups) alike.
func TestSeatNamesAreCleanedAtTheStore(t *testing.T) {
	s := newTestStore(t)
	e := sample()
	e.Seats[0].Name = "\x1b\u202e" + strings.Repeat("李", 100000)
	e.Seats[1].Name = ""
	s.Save(e)
	s.SaveSetups(Setups{"doublets": {Seats: e.Seats}})
	check := func(how string, all []seats.Seat, ascii bool) {
		t.Helper()
		name := all[0].Name
		if strings.ContainsAny(name, "\x1b\u202e") || utf8.RuneCountInString(name) != sanitize.MaxName || all[1].Name != "Player 2" {
			t.Errorf("%s: names %.40q, %q", how, name, all[1].Name)
		}
		if ascii && name != `\x1b????????????` {
			t.Errorf("%s: under ASCII the name is %q", how, name)
		}
	}
	for _, ascii := range []bool{false, true} {
		s.SetASCII(ascii)
		got, err := s.Load("doublets", 1)
		if err != nil {
			t.Fatal(err)
		}
		check("Load", got.Seats, ascii)
		list, _ := s.List()
		check("List", list[0].Seats, ascii)
		setups, _ := s.LoadSetups()
		check("LoadSetups", setups["doublets"].Seats, ascii)
	}
}

// TestTooLargeSaveIsSetAsideByTheListing: a save too large to read is
// not listed, so no Continue would ever move it aside; the listing does,
// and reports it once, not at every start.
func TestTooLargeSaveIsSetAsideByTheListing(t *testing.T) {
	s := newTestStore(t)
	path := filepath.Join(s.Dir(), SaveName("doublets"))
	os.WriteFile(path, nil, 0o644)
	os.Truncate(path, MaxFileSize+1)
	_, problems, _ := s.ListChecked()
	if len(problems) != 1 || !strings.Contains(problems[0].Reason, "moved aside to doublets.save.json.broken-") {
		t.Fatalf("problems = %+v", problems)
	}
	if _, problems, _ := s.ListChecked(); len(problems) != 0 {
		t.Fatalf("reported again: %+v", problems)
	}
}
