package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

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

// Load reads the autosave of game. supported is the newest state version the
// running program understands. A file that is corrupt, cut short, empty, of
// another game or of a newer version is moved aside and a *BrokenError says
// so; no save at all gives ErrNoSave.
func (s *Store) Load(game string, supported int) (Envelope, error) {
	name := SaveName(game)
	data, err := s.ReadFile(name)
	if errors.Is(err, os.ErrNotExist) {
		return Envelope{}, ErrNoSave
	}
	if err != nil {
		return Envelope{}, fmt.Errorf("cannot read %s: %w", name, unwrapPath(err))
	}
	var e Envelope
	if err := decodeStrict(data, &e); err != nil {
		return Envelope{}, s.moveAside(name, err.Error())
	}
	if reason := validate(e, game, supported); reason != "" {
		return Envelope{}, s.moveAside(name, reason)
	}
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

// Delete removes the autosave of game (after the game ends).
func (s *Store) Delete(game string) error { return s.Remove(SaveName(game)) }

// Summary describes one autosave for the "Continue" entries of the menu.
type Summary struct {
	Game    string
	SavedAt time.Time
	Seats   []seats.Seat
}

// List returns the autosaves present, newest first, reading only their
// headers. Files that cannot be read are left alone here (Load moves them
// aside when a player tries them); temporary files are ignored.
func (s *Store) List() ([]Summary, error) {
	entries, err := os.ReadDir(s.dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot list saved games: %w", unwrapPath(err))
	}
	var out []Summary
	for _, ent := range entries {
		name := ent.Name()
		if ent.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, saveSuffix) {
			continue
		}
		data, err := s.ReadFile(name)
		if err != nil {
			continue
		}
		var e Envelope
		if decodeStrict(data, &e) != nil || e.Game+saveSuffix != name {
			out = append(out, Summary{Game: strings.TrimSuffix(name, saveSuffix)})
			continue
		}
		out = append(out, Summary{Game: e.Game, SavedAt: e.SavedAt, Seats: e.Seats})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].SavedAt.After(out[j].SavedAt) })
	return out, nil
}
