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
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"parlour/ui/sanitize"
	"parlour/ui/seats"
)

// Store reads and writes the files under one folder. Its methods are safe
// to call from several goroutines at once.
type Store struct {
	dir string
	// now gives the time for saved_at stamps and broken-file names.
	now func() time.Time
	// hooks let tests simulate a full disk or a crash in the middle of a write.
	hooks writeHooks
	// read reads a file with a size limit; tests replace it to simulate an
	// unreadable file even when they run as root.
	read func(path string, limit int64) ([]byte, error)

	// reading serialises the read-then-move-aside of Load and ReadJSON, so
	// that two readers never move the same broken file twice.
	reading sync.Mutex

	// saved remembers whether the last autosave worked.
	saved saveState

	// ascii makes the seat names handed out ASCII only (SetASCII).
	ascii atomic.Bool
	// refuse is set when another Parlour holds the folder (Lock).
	refuse atomic.Pointer[LockedError]
}

// MaxFileSize is the largest file the store reads: no save or record of
// Parlour comes near it, and a larger one is not Parlour's.
const MaxFileSize = 16 << 20

// New returns a store for dir. It touches nothing on disk until asked. A
// store for "" has no folder: it reads nothing and writes nothing (every
// write returns ErrNoFolder).
func New(dir string) *Store {
	return &Store{dir: dir, now: time.Now, read: ReadRegularFile}
}

// SetASCII says whether the session draws in ASCII only: the seat names
// the store hands out then have '?' for every other character.
func (s *Store) SetASCII(on bool) { s.ascii.Store(on) }

// cleanSeats makes seat names read from a file fit to draw, once, where
// they enter: controls and bidirectional overrides removed, cut to
// sanitize.MaxName, a default for an empty one, ASCII for an ASCII
// session. No screen needs to clean them again.
func (s *Store) cleanSeats(all []seats.Seat) []seats.Seat {
	out := seats.Clean(all)
	if s.ascii.Load() {
		for i := range out {
			out[i].Name = sanitize.ASCII(out[i].Name)
		}
	}
	return out
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

// probeSize is how much Check writes: about one save's worth.
const probeSize = 4096

// Check makes sure the folder exists and that a file can be written in it:
// real bytes, so that a full disk fails here rather than at the first save
// (a file system takes the space when the bytes are written). The probe is
// not flushed to disk: a flush waits for the disk's journal, which cost 1
// to 6 ms at every start, and each save flushes its own bytes and says so
// when it cannot. The error, if any, is worded for the player: games go
// on, but nothing will be saved.
func (s *Store) Check() error {
	if err := s.writable(); err != nil {
		return fmt.Errorf("games will not be saved: %w", err)
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("games will not be saved: cannot create %s (%w)", s.dir, unwrapPath(err))
	}
	f, err := createLockedTemp(s.dir, probePrefix+"*")
	if err != nil {
		return fmt.Errorf("games will not be saved: cannot write in %s (%w)", s.dir, unwrapPath(err))
	}
	name := f.Name()
	defer os.Remove(name)
	err = s.hooks.writeTo(f, bytes.Repeat([]byte("parlour\n"), probeSize/8))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("games will not be saved: cannot write in %s (%w)", s.dir, unwrapPath(err))
	}
	return nil
}

// Tidy removes the temporary files that a Parlour killed in the middle of
// a save (or of Check) left in the folder (isLeftover), and only those.
// Files another running Parlour is writing are locked and left alone; a
// store without a folder, or whose folder another Parlour holds, tidies
// nothing. Call it at
// start-up; a folder that does not exist yet is not an error.
func (s *Store) Tidy() error {
	if s.writable() != nil {
		return nil // no folder, or another Parlour's: not ours to tidy
	}
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return fmt.Errorf("cannot tidy %s: %w", s.dir, unwrapPath(err))
	}
	var failed []error
	for _, ent := range entries {
		name := ent.Name()
		if !isLeftover(name) || !ent.Type().IsRegular() {
			continue
		}
		if err := removeIfAbandoned(filepath.Join(s.dir, name)); err != nil {
			failed = append(failed, unwrapPath(err))
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("cannot remove %d leftover temporary files in %s: %w", len(failed), s.dir, failed[0])
	}
	return nil
}

// isLeftover reports the names of the store's temporary files: names only
// Parlour makes (.parlour-probe-*, .NAME.parlour-tmp-*), and those of
// older Parlours' saves and settings (.NAME.json.tmp-*). Another
// program's temporary files, even in the data folder, are left alone.
func isLeftover(name string) bool {
	if strings.HasPrefix(name, probePrefix) || strings.HasPrefix(name, ".") && strings.Contains(name, tempMark) {
		return true
	}
	file, _, legacy := strings.Cut(name, legacyTempMark)
	return legacy && strings.HasPrefix(file, ".") && strings.HasSuffix(file, ".json")
}

// WriteFile replaces the file name (a plain name, no folders) with data, atomically.
func (s *Store) WriteFile(name string, data []byte) error {
	if err := s.writable(); err != nil {
		return fmt.Errorf("cannot save %s: %w", name, err)
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("cannot save %s: %w", name, unwrapPath(err))
	}
	if err := writeAtomic(filepath.Join(s.dir, name), data, 0o600, s.hooks); err != nil {
		return fmt.Errorf("cannot save %s: %w", name, err)
	}
	return nil
}

// ReadFile returns the contents of the file name, which must be a regular
// file (a link to one will do) of at most MaxFileSize bytes; a missing file
// gives an error that matches os.ErrNotExist, a pipe or device ErrNotRegular.
// It never blocks on a special file.
func (s *Store) ReadFile(name string) ([]byte, error) {
	if s.dir == "" {
		return nil, fmt.Errorf("%s: %w", name, os.ErrNotExist)
	}
	return s.read(filepath.Join(s.dir, name), MaxFileSize)
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
// decoded, or is over MaxFileSize, is moved aside and reported as a
// *BrokenError; a missing file gives an error matching os.ErrNotExist and
// leaves v as it was; a pipe, device or folder is not opened and the error
// names the file and says so.
func (s *Store) ReadJSON(name string, v any) error {
	s.reading.Lock()
	defer s.reading.Unlock()
	data, err := s.ReadFile(name)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return err
	case err != nil:
		if err := tooLargeIsBroken(s, name, err); errors.As(err, new(*BrokenError)) {
			return err
		}
		return fmt.Errorf("%s %w", name, problemReason(err))
	}
	if err := decodeStrict(data, v); err != nil {
		return s.moveAside(name, err.Error())
	}
	return nil
}

// Remove deletes the file name; a missing file is not an error.
func (s *Store) Remove(name string) error {
	if err := s.writable(); err != nil {
		return fmt.Errorf("cannot remove %s: %w", name, err)
	}
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
	if s.writable() != nil {
		return &BrokenError{File: name, Reason: reason}
	}
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

// tooLargeIsBroken moves aside a file too large to be Parlour's, like a
// corrupt one; other read errors are returned as they are.
func tooLargeIsBroken(s *Store, name string, err error) error {
	var tl *TooLargeError
	if errors.As(err, &tl) {
		return s.moveAside(name, "it is "+tl.Error())
	}
	return err
}

// decodeStrict decodes one JSON value and rejects anything after it but
// white space, including a stray "}" or "]" (which json.Decoder.More
// would let pass).
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
	if !onlyJSONSpace(data[dec.InputOffset():]) {
		return errors.New("unexpected data after the end")
	}
	return nil
}

// onlyJSONSpace reports whether b holds nothing but JSON white space.
func onlyJSONSpace(b []byte) bool {
	for _, c := range b {
		switch c {
		case ' ', '\t', '\n', '\r':
		default:
			return false
		}
	}
	return true
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

// unwrapPath drops the *PathError or *LinkError wrapper, whose message
// repeats the path (a rename's names the temporary file).
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
