package store

import (
	"errors"
	"os"

	"parlour/ui/seats"
)

// SetupsFile holds the last table laid for each game.
const SetupsFile = "setups.json"

// Setup is a game's table as last laid: who sat where, and the options.
type Setup struct {
	Seats   []seats.Seat      `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
}

// Setups are the remembered tables, by game id.
type Setups map[string]Setup

// maxSeatsKept bounds a remembered table read from a hand-edited file.
const maxSeatsKept = 8

// LoadSetups reads the remembered tables. A missing file gives none; a
// broken one is moved aside and reported, and none are remembered.
func (s *Store) LoadSetups() (Setups, error) {
	all := Setups{}
	err := s.ReadJSON(SetupsFile, &all)
	if errors.Is(err, os.ErrNotExist) {
		return Setups{}, nil
	}
	if err != nil {
		return Setups{}, err
	}
	for id, setup := range all {
		if len(setup.Seats) > maxSeatsKept || len(id) > 40 {
			delete(all, id)
			continue
		}
		setup.Seats = s.cleanSeats(setup.Seats)
		all[id] = setup
	}
	return all, nil
}

// SaveSetups writes the remembered tables atomically.
func (s *Store) SaveSetups(all Setups) error { return s.WriteJSON(SetupsFile, all) }
