package store

import "sync"

// saveState remembers whether the last autosave worked.
type saveState struct {
	mu  sync.Mutex
	err error
}

// SaveProblem is the error of the last autosave, or nil when it worked (or
// none was made). It is kept until a save succeeds.
func (s *Store) SaveProblem() error {
	st := &s.saved
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.err
}

func (s *Store) noteSave(err error) error {
	st := &s.saved
	st.mu.Lock()
	st.err = err
	st.mu.Unlock()
	return err
}

// SetAside moves the autosave of game out of the way (renamed
// NAME.broken-TIMESTAMP, kept for inspection) when the game cannot be
// continued from it, so that the menu stops offering it.
func (s *Store) SetAside(game, reason string) *BrokenError {
	return s.moveAside(SaveName(game), reason)
}
