package store

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestAStoreWithoutAFolderTouchesNothing: with HOME unset there is no
// data folder. Nothing is saved (not in the shared temporary folder, not
// in the working folder), no save planted anywhere is offered, and
// nothing is tidied.
func TestAStoreWithoutAFolderTouchesNothing(t *testing.T) {
	cwd := t.TempDir()
	t.Chdir(cwd)
	planted := []string{".x.tmp-1", ".probe-2", ".doublets.save.json.tmp-3", "doublets.save.json", "settings.json"}
	for _, name := range planted {
		os.WriteFile(name, []byte(`{"game":"doublets","version":1,"seats":[],"state":{"a":1}}`), 0o600)
	}
	s := New("")
	if err := s.Save(sample()); !errors.Is(err, ErrNoFolder) {
		t.Errorf("Save = %v", err)
	}
	if err := s.Check(); !errors.Is(err, ErrNoFolder) || !strings.Contains(err.Error(), "will not be saved") {
		t.Errorf("Check = %v", err)
	}
	if err := s.Tidy(); err != nil {
		t.Errorf("Tidy = %v", err)
	}
	if list, problems, err := s.ListChecked(); len(list)+len(problems) != 0 || err != nil {
		t.Errorf("listed %v %v %v", list, problems, err)
	}
	if _, err := s.Load("doublets", 1); !errors.Is(err, ErrNoSave) {
		t.Errorf("Load = %v", err)
	}
	if st, err := s.LoadSettings(); err != nil || st != DefaultSettings() {
		t.Errorf("settings %v, %v", st, err)
	}
	if err := s.Lock(); !errors.Is(err, ErrNoFolder) {
		t.Errorf("Lock = %v", err)
	}
	entries, _ := os.ReadDir(cwd)
	if len(entries) != len(planted) {
		t.Errorf("the working folder now holds %d files, not %d", len(entries), len(planted))
	}
}

// TestAFolderAnotherParlourHoldsIsNotWritten: a second Parlour on the same
// folder is told who holds it, and writes nothing: no save, no setting,
// no tidying, no file moved aside.
func TestAFolderAnotherParlourHoldsIsNotWritten(t *testing.T) {
	if !locksWork {
		t.Skip("no file locks here")
	}
	dir := t.TempDir()
	other, err := os.OpenFile(filepath.Join(dir, LockFile), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	other.WriteString("4242\n")
	if err := syscall.Flock(int(other.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, SaveName("doublets")), []byte("theirs"), 0o600)
	os.WriteFile(filepath.Join(dir, ".doublets.save.json.tmp-9"), []byte("theirs"), 0o600)

	s := New(dir)
	var locked *LockedError
	if err := s.Lock(); !errors.As(err, &locked) || locked.PID != 4242 || !strings.Contains(err.Error(), "process 4242") {
		t.Fatalf("Lock = %v", err)
	}
	if err := s.Save(sample()); !errors.As(err, &locked) {
		t.Errorf("Save = %v", err)
	}
	if err := s.SaveSettings(DefaultSettings()); err == nil {
		t.Error("settings written")
	}
	s.Tidy()
	if _, err := s.Load("doublets", 1); !errors.As(err, new(*BrokenError)) {
		t.Errorf("Load = %v", err)
	}
	for _, name := range []string{SaveName("doublets"), ".doublets.save.json.tmp-9"} {
		if data, _ := os.ReadFile(filepath.Join(dir, name)); string(data) != "theirs" {
			t.Errorf("%s now reads %q", name, data)
		}
	}

	// Once the other Parlour ends, the folder is this one's: the store
	// refused it saves at its next write, as its message promised.
	other.Close()
	if err := s.Save(sample()); err != nil {
		t.Errorf("Save once the other Parlour ended = %v", err)
	}
	if err := s.Check(); err != nil {
		t.Errorf("Check once the other Parlour ended = %v", err)
	}
	s.Unlock()
	s2 := New(dir)
	if err := s2.Lock(); err != nil {
		t.Fatal(err)
	}
	if err := s2.Lock(); err != nil {
		t.Fatalf("locking twice in one process: %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, LockFile)); strings.TrimSpace(string(data)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("the lock file reads %q", data)
	}
	if err := s2.Save(sample()); err != nil {
		t.Errorf("Save = %v", err)
	}
	// Let go, the folder is free for another.
	s2.Unlock()
	again, err := os.OpenFile(filepath.Join(dir, LockFile), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if err := syscall.Flock(int(again.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Errorf("the folder is still held after Unlock: %v", err)
	}
}
