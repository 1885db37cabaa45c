// Package store keeps Parlour's files: one autosave per game, the settings,
// and small records games keep between sessions. Every write is atomic: a
// temporary file in the same folder, flushed to disk, then renamed over the
// old one, so a crash leaves either the old file or the new one, never half.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

// Store reads and writes the files under one folder.
type Store struct {
	dir string
	// now gives the time for saved_at stamps and broken-file names.
	now func() time.Time
	// beforeRename runs after the temporary file is written and flushed and
	// before it replaces the real one; tests use it to simulate a crash.
	beforeRename func(tmp string) error
	// saved remembers whether the last autosave worked.
	saved saveState
}

// New returns a store for dir. It touches nothing on disk until asked.
func New(dir string) *Store {
	return &Store{dir: dir, now: time.Now}
}

// Dir is the folder the store uses.
func (s *Store) Dir() string { return s.dir }

// DefaultDir is where Parlour keeps its files when --data-dir is not given:
// $XDG_STATE_HOME/parlour, else ~/.local/state/parlour on Unix-like systems,
// else the operating system's per-user configuration folder.
func DefaultDir() (string, error) {
	if x := os.Getenv("XDG_STATE_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "parlour"), nil
	}
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, ".local", "state", "parlour"), nil
		}
	}
	cfg, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for saved games: %w", err)
	}
	return filepath.Join(cfg, "parlour"), nil
}

// Check makes sure the folder exists and can be written. The error, if any,
// is worded for the player: games go on, but nothing will be saved.
func (s *Store) Check() error {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("games will not be saved: cannot create %s (%w)", s.dir, unwrapPath(err))
	}
	f, err := os.CreateTemp(s.dir, ".probe-*")
	if err != nil {
		return fmt.Errorf("games will not be saved: cannot write in %s (%w)", s.dir, unwrapPath(err))
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	return nil
}

// WriteFile replaces the file name (a plain name, no folders) with data, atomically.
func (s *Store) WriteFile(name string, data []byte) error {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("cannot save %s: %w", name, unwrapPath(err))
	}
	f, err := os.CreateTemp(s.dir, "."+name+".tmp-*")
	if err != nil {
		return fmt.Errorf("cannot save %s: %w", name, unwrapPath(err))
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("cannot save %s: %w", name, unwrapPath(err))
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot save %s: %w", name, unwrapPath(err))
	}
	if s.beforeRename != nil {
		if err := s.beforeRename(tmp); err != nil {
			return fmt.Errorf("cannot save %s: %w", name, err)
		}
	}
	if err := os.Rename(tmp, filepath.Join(s.dir, name)); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot save %s: %w", name, unwrapPath(err))
	}
	syncDir(s.dir)
	return nil
}

// ReadFile returns the contents of the file name; a missing file gives an
// error that matches os.ErrNotExist.
func (s *Store) ReadFile(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(s.dir, name))
}

// WriteJSON stores v as indented JSON in the file name, atomically.
func (s *Store) WriteJSON(name string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("cannot save %s: %w", name, err)
	}
	return s.WriteFile(name, append(data, '\n'))
}

// ReadJSON fills v from the file name. A file that exists but cannot be
// decoded is moved aside and reported as a *BrokenError; a missing file
// gives an error matching os.ErrNotExist and leaves v as it was.
func (s *Store) ReadJSON(name string, v any) error {
	data, err := s.ReadFile(name)
	if err != nil {
		return err
	}
	if err := decodeStrict(data, v); err != nil {
		return s.moveAside(name, err.Error())
	}
	return nil
}

// Remove deletes the file name; a missing file is not an error.
func (s *Store) Remove(name string) error {
	err := os.Remove(filepath.Join(s.dir, name))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("cannot remove %s: %w", name, unwrapPath(err))
	}
	return nil
}

// BrokenError says a file could not be read and where it was moved.
type BrokenError struct {
	File    string // the file's plain name
	MovedTo string // the plain name it now has, or "" if it could not be moved
	Reason  string
}

func (e *BrokenError) Error() string {
	if e.MovedTo == "" {
		return fmt.Sprintf("%s could not be read (%s) and could not be moved aside", e.File, e.Reason)
	}
	return fmt.Sprintf("%s could not be read (%s); moved aside to %s", e.File, e.Reason, e.MovedTo)
}

// moveAside renames a file that cannot be read to NAME.broken-TIMESTAMP so
// that it is kept for inspection but no longer gets in the way.
func (s *Store) moveAside(name, reason string) *BrokenError {
	stamp := s.now().UTC().Format("20060102T150405Z")
	aside := fmt.Sprintf("%s.broken-%s", name, stamp)
	for i := 2; fileExists(filepath.Join(s.dir, aside)); i++ {
		aside = fmt.Sprintf("%s.broken-%s-%d", name, stamp, i)
	}
	if err := os.Rename(filepath.Join(s.dir, name), filepath.Join(s.dir, aside)); err != nil {
		return &BrokenError{File: name, Reason: reason}
	}
	return &BrokenError{File: name, MovedTo: aside, Reason: reason}
}

// decodeStrict decodes one JSON value and rejects trailing data.
func decodeStrict(data []byte, v any) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return errors.New("the file is empty")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return errors.New("the file is cut short")
		}
		return fmt.Errorf("not valid JSON: %v", err)
	}
	if dec.More() {
		return errors.New("unexpected data after the end")
	}
	return nil
}

func fileExists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// syncDir flushes the folder entry after a rename; not all systems allow it,
// so failure is ignored (the rename itself already happened).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// unwrapPath drops the *PathError wrapper, whose message repeats the path.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
