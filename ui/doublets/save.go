package doublets

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// gameVersion 3 keeps the game as its record (doublets.Record): a resume
// replays it, every action checked. Version 2 kept the record of the
// doublets scored and the screen's state beside it (oldsave.go).
const gameVersion = 3

// maxLimit is the longest time for each chain a save may ask for.
const maxLimit = time.Hour

// savedGame is what the autosave of the game holds: its record, and what
// the table does not know, the chains being written and the time spent at
// the pad open.
type savedGame struct {
	Record doublets.Record `json:"record"`
	// Drafts are, while the chains are written, each seat's so far, with
	// its clock.
	Drafts  []draft       `json:"drafts,omitempty"`
	PadTime time.Duration `json:"pad_ns,omitempty"`
	// Away is set when the game was saved while a person wrote a chain,
	// the doublet in front of him: the time from then to the resume counts
	// on his clock, as leaving gives no time to think off it.
	Away *away `json:"away,omitempty"`
}

// away is the seat whose clock ran when the game was saved, and when.
type away struct {
	Seat  int       `json:"seat"`
	Since time.Time `json:"since"`
}

// save writes the autosave, the writer's or the pad's clock included.
func (g *Game) save() {
	if g.link.InRoom() {
		return // a room's log is its save
	}
	s := savedGame{Record: g.table.Record()}
	switch g.table.Phase() {
	case doublets.Writing:
		s.Drafts = slices.Clone(g.drafts)
		if g.here >= 0 {
			s.Drafts[g.here].Time = g.elapsed()
		}
		if g.writingHuman() {
			s.Away = &away{Seat: g.here, Since: time.Now()}
		}
	case doublets.Padding:
		s.PadTime = g.padUsed()
	}
	state, err := json.Marshal(s)
	if err == nil {
		err = g.env.Store.Save(store.Envelope{Game: GameID, Version: gameVersion, Seats: g.seats, State: state})
	}
	if err != nil && g.env.SaveProblem() == "" {
		g.note = "Not saved: " + err.Error()
	}
}

func resumeGame(env *screen.Env, saved store.Envelope) (screen.Screen, error) {
	d := dict.Default()
	var s savedGame
	if saved.Version < gameVersion {
		var err error
		if s, err = readOldSave(d, saved.State, saved.Seats); err != nil {
			return nil, err
		}
	} else if err := store.DecodeState(saved.State, &s); err != nil {
		return nil, err
	}
	table, err := s.resume(d, saved.Seats)
	if err != nil {
		return nil, err
	}
	g := newGameScreen(env, saved.Seats, table)
	if len(s.Drafts) > 0 {
		g.drafts = s.Drafts
		if s.Away != nil {
			dr := &g.drafts[s.Away.Seat]
			dr.Time += min(max(time.Since(s.Away.Since), 0), doublets.MaxHandTime-dr.Time)
		}
	}
	g.resumedPad = s.PadTime
	return g, nil
}

// resume replays a saved game for the seats at the table, and checks the
// chains being written against it: a save the game could not have made is
// refused with the first fault found.
func (s *savedGame) resume(d *dict.Dict, table []seats.Seat) (doublets.Table, error) {
	cfg := s.Record.Config
	if err := sameSeats(cfg, table); err != nil {
		return doublets.Table{}, err
	}
	switch {
	case cfg.Together:
		return doublets.Table{}, fmt.Errorf("the save holds a room's game")
	case cfg.Limit > maxLimit:
		return doublets.Table{}, fmt.Errorf("a time for each chain of %v", cfg.Limit)
	case s.PadTime < 0 || s.PadTime > doublets.MaxHandTime:
		return doublets.Table{}, fmt.Errorf("the pad's clock shows %v", s.PadTime)
	}
	t, err := doublets.Replay(d, s.Record)
	if err != nil {
		return doublets.Table{}, fmt.Errorf("the record does not replay: %v", err)
	}
	if t.Over() {
		return doublets.Table{}, fmt.Errorf("the game has ended")
	}
	if len(s.Drafts) > 0 && (t.Phase() != doublets.Writing || len(s.Drafts) != len(table)) {
		return doublets.Table{}, fmt.Errorf("%d chains being written at a table of %d, %v", len(s.Drafts), len(table), t.Phase())
	}
	if s.Away != nil && (s.Away.Seat < 0 || s.Away.Seat >= len(s.Drafts) || s.Away.Since.IsZero()) {
		return doublets.Table{}, fmt.Errorf("the clock left running is seat %d's, of %d chains being written", s.Away.Seat+1, len(s.Drafts))
	}
	for i := range s.Drafts {
		if err := s.Drafts[i].check(d, t.Doublet()); err != nil {
			return doublets.Table{}, fmt.Errorf("%s's chain: %v", table[i].Name, err)
		}
	}
	return t, nil
}

// sameSeats checks the seats of a save's record against those of its
// envelope.
func sameSeats(cfg doublets.TableConfig, table []seats.Seat) error {
	if n := len(table); n < 2 || n > 4 {
		return fmt.Errorf("the game has %d seats, not 2 to 4", n)
	}
	if len(cfg.Seats) != len(table) {
		return fmt.Errorf("the record has %d players for %d seats", len(cfg.Seats), len(table))
	}
	for i, s := range table {
		if sanitize.Name(s.Name) != s.Name {
			return fmt.Errorf("seat %d's name holds control characters or is too long", i+1)
		}
		if want := tableConfig(table).Seats[i]; cfg.Seats[i] != want {
			return fmt.Errorf("seat %d is %q in the record, %q at the table", i+1, cfg.Seats[i].Name, s.Name)
		}
	}
	return nil
}

// check checks a chain being written read from a save: one for the
// doublet in play, sound so far, on a clock within bounds.
func (dr *draft) check(d *dict.Dict, db doublets.Doublet) error {
	if !slices.Equal(dr.Ladder.Doublet.Words, db.Words) || len(dr.Ladder.Doublet.Extra) != 0 {
		return fmt.Errorf("it is for another doublet")
	}
	if dr.Time < 0 || dr.Time > doublets.MaxHandTime {
		return fmt.Errorf("its clock shows %v", dr.Time)
	}
	return dr.Ladder.attach(d)
}
