package serve

import (
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"time"

	"parlour/ui/room"
	"parlour/ui/sanitize"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// roomsVersion is the format of a room's file under DATA/rooms/.
const roomsVersion = 1

// savedRoom is one room's file.
type savedRoom struct {
	Version int               `json:"version"`
	Name    string            `json:"name"`
	Game    string            `json:"game"`
	Creator Identity          `json:"creator"`
	Options map[string]string `json:"options,omitempty"`
	Seed    uint64            `json:"seed"`
	Seats   []seatHolder      `json:"seats"`
	Started bool              `json:"started"`
	Table   *room.Snapshot    `json:"table,omitempty"`
	Lock    roomLock          `json:"lock,omitzero"`
}

// roomFile is the name of a room's file: a hash of its folded name, so
// that any name makes a safe file name.
func roomFile(name string) string {
	h := fnv.New64a()
	h.Write([]byte(fold(name)))
	return fmt.Sprintf("room-%016x.json", h.Sum64())
}

// snapshotLocked is the room as it is saved.
func (r *Room) snapshotLocked() savedRoom {
	s := savedRoom{Version: roomsVersion, Name: r.name, Game: r.game.ID, Creator: r.creator,
		Options: r.options, Seed: r.seed, Seats: append([]seatHolder(nil), r.seats...), Started: r.started, Lock: r.lock}
	if r.table != nil {
		snap := r.table.t.Snapshot()
		s.Table = &snap
	}
	return s
}

// saver writes the rooms that changed: those marked dirty, and started
// rooms whose log grew. It runs on one goroutine, so that no two writes of
// one file race.
type saver struct {
	store   *store.Store
	saved   map[string]int       // file -> log length last written (-1: none)
	savedAt map[string]time.Time // file -> when it was last written
}

// savePace is how many actions of a room's log make its saves, while only
// its game moves, a second further apart: a room's file holds its whole
// log, so a long game written every second would cost more the longer it
// went (a log of 10,000 actions is written at most every 11 s). A change of
// seats is written at once, and every room at the shutdown.
const savePace = 1000

// saveDue reports whether a room whose log of n actions grew since it was
// written, at, is due again.
func saveDue(n int, at, now time.Time) bool {
	return now.Sub(at) >= saveEvery*time.Duration(1+n/savePace)
}

// pendingSave is a file to write, taken under the registry's lock.
type pendingSave struct {
	file string
	room savedRoom
}

// collectLocked lists the saves due.
func (g *registry) collectLocked(sv *saver, all bool) []pendingSave {
	var out []pendingSave
	for _, r := range g.rooms {
		file := roomFile(r.name)
		n := -1
		if r.table != nil {
			n = r.table.t.Len()
		}
		last, ok := sv.saved[file]
		if ok && last != n && last >= -1 {
			r.lastActive = g.now() // the game moved
		}
		if all || r.dirty || !ok || last != n && saveDue(n, sv.savedAt[file], g.now()) {
			r.dirty = false
			sv.saved[file], sv.savedAt[file] = n, g.now()
			out = append(out, pendingSave{file, r.snapshotLocked()})
		}
	}
	return out
}

// flush writes the rooms due (every room when all is set) and removes the
// files of rooms that are gone, after closing the rooms expired and
// telling the lobbies of games ended. The first error is returned; the
// others are tried still.
func (g *registry) flush(sv *saver, all bool) error {
	g.noticeEnds()
	g.mu.Lock()
	g.expireLocked()
	due := g.collectLocked(sv, all)
	gone := g.removed
	g.removed = nil
	g.mu.Unlock()
	var first error
	for _, p := range due {
		if err := sv.store.WriteJSON(p.file, p.room); err != nil && first == nil {
			first = err
		}
	}
	for _, name := range gone {
		file := roomFile(name)
		delete(sv.saved, file)
		delete(sv.savedAt, file)
		if err := sv.store.Remove(file); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// restore reads every room's file under the saver's folder and opens the
// rooms again. A file that cannot be read or played is reported and left
// aside (the store moves a broken file out of the way); the others open.
func (g *registry) restore(sv *saver) (int, []error) {
	entries, err := os.ReadDir(sv.store.Dir())
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, []error{err}
	}
	var problems []error
	n := 0
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, "room-") || !strings.HasSuffix(name, ".json") {
			continue
		}
		var s savedRoom
		if err := sv.store.ReadJSON(name, &s); err != nil {
			problems = append(problems, fmt.Errorf("room file %s: %w", name, err))
			continue
		}
		if err := g.restoreRoom(s); err != nil {
			problems = append(problems, fmt.Errorf("room %q: %w", s.Name, err))
			continue
		}
		sv.saved[roomFile(s.Name)] = -2 // written again on the first flush
		n++
	}
	return n, problems
}

// restoreRoom opens one saved room; every holder is away.
func (g *registry) restoreRoom(s savedRoom) error {
	if s.Version != roomsVersion {
		return fmt.Errorf("saved in format %d, this server reads %d", s.Version, roomsVersion)
	}
	name, err := g.limits.CleanRoomName(s.Name)
	if err != nil {
		return err
	}
	game, ok := g.game(s.Game)
	if !ok || game.Room == nil {
		return fmt.Errorf("%q cannot be played in a room", s.Game)
	}
	if !game.AllowsSeats(len(s.Seats)) {
		return fmt.Errorf("%s is not for %d players", game.Title, len(s.Seats))
	}
	if _, err := game.ReadOptions(s.Options); err != nil {
		return err // the game would refuse them at the start
	}
	if err := s.Lock.check(); err != nil {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.rooms[fold(name)] != nil {
		return errors.New("a room of that name is open already")
	}
	r := &Room{name: name, game: game, creator: Identity{Key: s.Creator.Key, Name: cleanName(s.Creator.Name, g.limits.NameLen)},
		options: s.Options, seed: s.Seed, members: map[int64]bool{}, lastActive: g.now(), lock: s.Lock}
	now := g.now()
	for _, h := range s.Seats {
		if h.Kind != seats.Human && h.Kind != seats.Computer {
			return fmt.Errorf("a seat of kind %q", h.Kind)
		}
		h.Name = cleanName(h.Name, g.limits.NameLen)
		h.session, h.awaySince = 0, now
		if h.Kind == seats.Human && h.Name == "" {
			h.Holder, h.TakenOver = "", false
		}
		r.seats = append(r.seats, h)
	}
	if s.Started {
		if s.Table == nil {
			return errors.New("started, but the game's log is missing")
		}
		snap, err := r.cleanSnapshot(*s.Table)
		if err != nil {
			return err
		}
		t, err := room.Restore(game, g.tableEnv, snap)
		if err != nil {
			return err
		}
		r.cfg = snap.Config
		r.table = &gameTable{t: t, env: g.tableEnv, joined: map[int64]int{}, takeovers: map[int]takeover{}}
		r.started = true
		for i, h := range r.seats {
			r.seats[i].TakenOver = false
			if h.Kind == seats.Human && h.Name != "" {
				g.scheduleAwayLocked(r, i)
			}
		}
	}
	g.rooms[fold(name)] = r
	return nil
}

// cleanSnapshot checks a saved game's Config against the room's seats,
// already read, and cleans the names it gives the game's screens, as the
// room's own are: the file is read from disk.
func (r *Room) cleanSnapshot(snap room.Snapshot) (room.Snapshot, error) {
	if len(snap.Config.Seats) != len(r.seats) {
		return snap, errors.New("the game's seats do not match the room's")
	}
	for i, s := range snap.Config.Seats {
		if s.Kind != r.seats[i].Kind {
			return snap, errors.New("the game's seats do not match the room's")
		}
	}
	snap.Config.Seats = seats.Clean(snap.Config.Seats)
	return snap, nil
}

// cleanName is a display name fit to draw, at most n characters.
func cleanName(s string, n int) string {
	return strings.TrimSpace(sanitize.Cap(sanitize.Name(s), n))
}

// scheduleAwayLocked arranges the timeout of an away holder's seat.
func (g *registry) scheduleAwayLocked(r *Room, seat int) {
	if g.onAway != nil {
		g.onAway(r.name, seat)
	}
}

// saveEvery is how often the saver looks for rooms to write.
const saveEvery = time.Second
