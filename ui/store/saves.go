package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"parlour/ui/sanitize"
	"parlour/ui/seats"
)

// Envelope is one saved game: which game, the version of its state format,
// when it was saved, who sits where, and the game's own state.
type Envelope struct {
	Game    string          `json:"game"`
	Version int             `json:"version"`
	SavedAt time.Time       `json:"saved_at"`
	Seats   []seats.Seat    `json:"seats"`
	State   json.RawMessage `json:"state"`
}

// ErrNoSave means there is no saved game of that kind.
var ErrNoSave = errors.New("no saved game")

const saveSuffix = ".save.json"

// SaveName is the file that holds the autosave of a game.
func SaveName(game string) string { return game + saveSuffix }

// Save writes the envelope as the autosave of its game, stamping the time.
func (s *Store) Save(e Envelope) error {
	if e.Game == "" || strings.ContainsAny(e.Game, `/\.`) {
		return s.noteSave(fmt.Errorf("cannot save: bad game id %q", e.Game))
	}
	e.SavedAt = s.now().UTC().Truncate(time.Second)
	return s.noteSave(s.WriteJSON(SaveName(e.Game), e))
}

// Load reads the autosave of game, its seat names made fit to draw
// (cleanSeats). supported is the newest state version the
// running program understands. A file that is corrupt, cut short, empty, of
// another game or of a newer version is moved aside and a *BrokenError says
// so; no save at all gives ErrNoSave.
//
// A save that is not a regular file (a pipe, a device, a folder) is never
// opened for reading and is left where it is, with an error saying so; a
// dangling link counts as no save.
func (s *Store) Load(game string, supported int) (Envelope, error) {
	s.reading.Lock()
	defer s.reading.Unlock()
	name := SaveName(game)
	data, err := s.ReadFile(name)
	if errors.Is(err, os.ErrNotExist) {
		return Envelope{}, ErrNoSave
	}
	if err != nil {
		if err := tooLargeIsBroken(s, name, err); errors.As(err, new(*BrokenError)) {
			return Envelope{}, err
		}
		return Envelope{}, fmt.Errorf("%s %w", name, problemReason(err))
	}
	var e Envelope
	if err := decodeStrict(data, &e); err != nil {
		return Envelope{}, s.moveAside(name, err.Error())
	}
	if reason := validate(e, game, supported); reason != "" {
		return Envelope{}, s.moveAside(name, reason)
	}
	e.Seats = s.cleanSeats(e.Seats)
	return e, nil
}

func validate(e Envelope, game string, supported int) string {
	switch {
	case e.Game != game:
		return fmt.Sprintf("it holds %q, not %q", e.Game, game)
	case e.Version < 1:
		return "it has no version"
	case e.Version > supported:
		return fmt.Sprintf("it was written by a newer Parlour (version %d, this one reads up to %d)", e.Version, supported)
	case len(e.State) == 0 || string(e.State) == "null":
		return "it has no game state"
	}
	return ""
}

// HasSave reports whether a file stands under the name of game's autosave
// (readable or not: starting a game would replace it). It opens nothing.
func (s *Store) HasSave(game string) bool {
	if s.dir == "" {
		return false
	}
	_, err := os.Lstat(filepath.Join(s.dir, SaveName(game)))
	return err == nil
}

// Delete removes the autosave of game (after the game ends).
func (s *Store) Delete(game string) error { return s.Remove(SaveName(game)) }

// Summary describes one autosave for the "Continue" entries of the menu.
type Summary struct {
	Game    string
	SavedAt time.Time
	Seats   []seats.Seat
}

// List returns the autosaves present, newest first, reading only their
// headers; it is ListChecked without the problems.
func (s *Store) List() ([]Summary, error) {
	saves, _, err := s.ListChecked()
	return saves, err
}

// Problem is a file with a save's name that the listing skipped, and why:
// it cannot be read, is a link to nothing, is a folder, a pipe or a device.
type Problem struct {
	File   string // the file's plain name, as it is on disk
	Reason string // why it was skipped, worded for the player
}

// String is one line for the player, safe to print: control characters in
// the file's name are shown escaped.
func (p Problem) String() string {
	return sanitize.Line(p.File) + " is not listed: " + p.Reason
}

// ListChecked returns the autosaves present, newest first, reading only
// their headers, and the files with a save's name that it skipped. Only
// regular files are opened, never blocking: a pipe or a link to a device is
// skipped, not read. A save that is readable but corrupt is listed (with
// only its game) so that Load can move it aside when a player picks it.
// Temporary files are ignored.
func (s *Store) ListChecked() ([]Summary, []Problem, error) {
	if s.dir == "" {
		return nil, nil, nil
	}
	entries, err := os.ReadDir(s.dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("cannot list saved games: %w", unwrapPath(err))
	}
	var out []Summary
	var problems []Problem
	for _, ent := range entries {
		name := ent.Name()
		if strings.HasPrefix(name, ".") || !strings.HasSuffix(name, saveSuffix) {
			continue
		}
		if ent.IsDir() {
			problems = append(problems, Problem{File: name, Reason: "it is a folder"})
			continue
		}
		data, err := s.ReadFile(name)
		if errors.As(err, new(*TooLargeError)) {
			problems = append(problems, Problem{File: name, Reason: s.setAsideTooLarge(name, err)})
			continue
		}
		if err != nil {
			problems = append(problems, Problem{File: name, Reason: s.skipReason(name, err)})
			continue
		}
		var e Envelope
		if decodeStrict(data, &e) != nil || e.Game+saveSuffix != name {
			out = append(out, Summary{Game: strings.TrimSuffix(name, saveSuffix)})
			continue
		}
		out = append(out, Summary{Game: e.Game, SavedAt: e.SavedAt, Seats: s.cleanSeats(e.Seats)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].SavedAt.After(out[j].SavedAt) })
	return out, problems, nil
}

// setAsideTooLarge moves aside a save too large to be Parlour's, found by
// the listing, so that it is reported once rather than at every start,
// and words what became of it.
func (s *Store) setAsideTooLarge(name string, err error) string {
	s.reading.Lock()
	defer s.reading.Unlock()
	var broken *BrokenError
	if !errors.As(tooLargeIsBroken(s, name, err), &broken) || broken.MovedTo == "" {
		return "it " + problemReason(err).Error()
	}
	return "it " + problemReason(err).Error() + "; it was moved aside to " + sanitize.Line(broken.MovedTo)
}

// skipReason words why the save name could not be read.
func (s *Store) skipReason(name string, err error) string {
	path := filepath.Join(s.dir, name)
	if link, lerr := os.Lstat(path); lerr == nil && link.Mode()&os.ModeSymlink != 0 {
		if _, serr := os.Stat(path); errors.Is(serr, os.ErrNotExist) {
			return "it is a link to a file that does not exist"
		}
		if errors.Is(err, ErrNotRegular) {
			return "it is a link to something that is not a regular file"
		}
	}
	return "it " + problemReason(err).Error()
}

// problemReason words a read error as the end of "it ...".
func problemReason(err error) error {
	var tl *TooLargeError
	switch {
	case errors.Is(err, ErrNotRegular):
		return errors.New("is not a regular file (a folder, pipe or device)")
	case errors.As(err, &tl):
		return fmt.Errorf("is %w", tl)
	case errors.Is(err, os.ErrPermission):
		return errors.New("cannot be read (permission denied)")
	}
	return fmt.Errorf("cannot be read (%w)", unwrapPath(err))
}
