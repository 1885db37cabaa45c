// Package room runs a room's table: a replicated game. The room holds the
// game's Config (seats, options, seed) and the ordered log of accepted
// actions. Every terminal in the room runs its own copy of the game's
// normal screen, built by screen.Entry.Room from the same Config and told
// by its Link which seats it plays; all copies apply the same actions in
// the same order and so stay identical, and each draws only what its own
// seats may see. The Table keeps one more copy, headless (no terminal),
// which plays the computer seats.
//
// Layering: the shared types (Link, Action, ActionMsg) live in package
// screen, which game screens already import and whose Entry.Room names them;
// this package imports screen and re-exports them under the names below.
// Game screens never import this package, so
//
//	ui/screen ← ui/room ← ui/serve        ui/screen ← game screens
//
// has no cycle.
//
// One goroutine owns each Table's log. Copies join with a send function
// (normally (*tea.Program).Send); each copy has its own queue and delivery
// goroutine, so a slow or stuck session never holds up the room, and a
// panic while delivering to one copy drops that copy only.
package room

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Link ties one copy of a game screen to its room (see screen.Link).
type Link = screen.Link

// Action is one seat's move as the game encodes it (see screen.Action).
type Action = screen.Action

// ActionMsg is an accepted action delivered in log order (see
// screen.ActionMsg).
type ActionMsg = screen.ActionMsg

// Limits on what a table accepts: an action bigger than MaxActionBytes, or
// one more than MaxLog actions, is dropped.
const (
	MaxActionBytes = 16 << 10
	MaxLog         = 100_000
)

// Snapshot is what a room's autosave holds: the game, its Config and the
// log. Restore rebuilds the same table from it.
type Snapshot struct {
	Game   string        `json:"game"`
	Config screen.Config `json:"config"`
	Log    []Action      `json:"log"`
	// Stamps are when the table accepted each action of Log (Action.At),
	// and Taken when the snapshot was taken. Restore moves the stamps on
	// by the time between Taken and the restore, so that a turn under way
	// keeps the time it had taken when the room was saved, and the time
	// the server was down is nobody's. A save without them (or with
	// nonsense) restores the actions unstamped: the turn's clock starts
	// again.
	Stamps []time.Time `json:"stamps,omitempty"`
	Taken  time.Time   `json:"taken,omitzero"`
}

// restamped is the log of snap with its stamps moved on to now, or
// unstamped when the snapshot's stamps do not fit it.
func restamped(snap Snapshot, now time.Time) []Action {
	log := append([]Action(nil), snap.Log...)
	if len(snap.Stamps) != len(log) || snap.Taken.IsZero() || snap.Taken.After(now) {
		for i := range log {
			log[i].At = time.Time{}
		}
		return log
	}
	shift := now.Sub(snap.Taken)
	for i := range log {
		at := snap.Stamps[i]
		if at.IsZero() {
			log[i].At = time.Time{}
			continue
		}
		if at.After(snap.Taken) {
			at = snap.Taken // never after the save
		}
		log[i].At = at.Add(shift)
	}
	return log
}

// Table is one room's game: the Config, the ordered log of accepted
// actions, the copies that receive them, and the room's own headless copy
// that plays the computer seats.
type Table struct {
	game screen.Entry
	cfg  screen.Config

	reqs   chan func() // run by the owner goroutine, in order
	closed chan struct{}
	once   sync.Once
	wg     sync.WaitGroup

	// Owned by the owner goroutine.
	log     []Action
	members map[int]*member
	nextID  int

	// The room's own copy: built again from the Config and the log when it
	// fails (see watch), until it fails twice at the same place.
	env      *screen.Env
	computer Link
	mu       sync.Mutex
	headless *Headless
	copyID   int
	restarts int
	stopped  error // the computer players stopped for good, and why
}

// ComputersStoppedMsg tells every copy of a room that the room's own copy,
// which plays the computer seats, failed again where it had failed before
// and is not built again: the computers play no more. Reason says why.
type ComputersStoppedMsg struct{ Reason string }

// Open starts a table for game with cfg: it builds the room's own copy
// with game.Room (its Link plays the computer seats) and runs it headless.
// env is the headless copy's environment (its Store is never written: a
// room's copies do not autosave; the Snapshot is the room's save).
func Open(game screen.Entry, env *screen.Env, cfg screen.Config) (*Table, error) {
	return open(game, env, cfg, nil)
}

// Restore rebuilds a table from a snapshot: the same game and Config, the
// log replayed to the headless copy (and to every copy that joins).
func Restore(game screen.Entry, env *screen.Env, snap Snapshot) (*Table, error) {
	if snap.Game != game.ID {
		return nil, fmt.Errorf("the room's save is of %q, not %q", snap.Game, game.ID)
	}
	if len(snap.Log) > MaxLog {
		return nil, fmt.Errorf("the room's save holds %d actions, more than %d", len(snap.Log), MaxLog)
	}
	for i, a := range snap.Log {
		if err := check(snap.Config, a); err != nil {
			return nil, fmt.Errorf("action %d of the room's save: %w", i, err)
		}
	}
	return open(game, env, snap.Config, restamped(snap, time.Now()))
}

func open(game screen.Entry, env *screen.Env, cfg screen.Config, log []Action) (*Table, error) {
	if game.Room == nil {
		return nil, fmt.Errorf("%s cannot be played in a room yet", game.Title)
	}
	if !game.AllowsSeats(len(cfg.Seats)) {
		return nil, fmt.Errorf("%s is not played by %d", game.Title, len(cfg.Seats))
	}
	t := &Table{game: game, cfg: cfg, env: env, reqs: make(chan func()), closed: make(chan struct{}),
		members: map[int]*member{}, log: append([]Action(nil), log...)}
	var computers []int
	for i, s := range cfg.Seats {
		if s.Kind == seats.Computer {
			computers = append(computers, i)
		}
	}
	t.computer = Link{Seats: computers, Send: t.Submitter(computers)}
	t.wg.Add(1)
	go t.own() // before the copy is built: it may send at once
	s, err := game.Room(env, cfg, t.computer)
	if err != nil {
		close(t.closed)
		t.wg.Wait()
		return nil, err
	}
	h := RunHeadless(s)
	id := t.Join(h.Send)
	t.mu.Lock()
	t.headless, t.copyID = h, id
	t.mu.Unlock()
	t.wg.Add(1)
	go t.watch()
	return t, nil
}

// watch rebuilds the room's own copy each time it fails (a panic), from
// the Config, and joins it, so that the log is replayed to it and the
// computers play on. A copy that fails where the one before it failed (as
// far into the log) would only fail again: the table then stops trying,
// and tells every copy, now and as each joins, that the computers stopped.
func (t *Table) watch() {
	defer t.wg.Done()
	lastFailure := -1
	for {
		t.mu.Lock()
		h, id := t.headless, t.copyID
		t.mu.Unlock()
		select {
		case <-t.closed:
			return
		case <-h.Done():
		}
		failure := h.Err()
		if failure == nil {
			return // stopped, not failed
		}
		t.Leave(id)
		at := h.FailedAt()
		if at == lastFailure {
			t.stop(failure)
			return
		}
		lastFailure = at
		s, err := t.game.Room(t.env, t.cfg, t.computer)
		if err != nil {
			t.stop(fmt.Errorf("%w; building it again failed: %v", failure, err))
			return
		}
		select {
		case <-t.closed:
			return
		default:
		}
		nh := RunHeadless(s)
		t.mu.Lock()
		t.headless, t.restarts = nh, t.restarts+1
		t.mu.Unlock()
		nid := t.Join(nh.Send)
		t.mu.Lock()
		t.copyID = nid
		t.mu.Unlock()
	}
}

// stop gives up the room's own copy: Err says why from now on, and every
// copy is told when the game has computer seats.
func (t *Table) stop(why error) {
	t.mu.Lock()
	t.stopped = why
	t.mu.Unlock()
	if len(t.computer.Seats) == 0 {
		return
	}
	msg := t.stoppedMsg()
	t.do(func() {
		for _, m := range t.members {
			m.push(msg)
		}
	})
}

// ComputersStoppedNotice is what ComputersStoppedMsg says, in plain words.
const ComputersStoppedNotice = "The computer players of this room have stopped: their copy of the game " +
	"failed twice at the same move. People can go on playing, but a computer's turn will not come."

// stoppedMsg is the notice of the computers stopped.
func (t *Table) stoppedMsg() ComputersStoppedMsg {
	return ComputersStoppedMsg{Reason: ComputersStoppedNotice}
}

// own is the owner goroutine: it runs the requests, one at a time.
func (t *Table) own() {
	defer t.wg.Done()
	for {
		select {
		case f := <-t.reqs:
			f()
		case <-t.closed:
			for _, m := range t.members {
				m.stop()
			}
			return
		}
	}
}

// do runs f on the owner goroutine and waits for it; false if the table is
// closed.
func (t *Table) do(f func()) bool {
	done := make(chan struct{})
	select {
	case t.reqs <- func() { f(); close(done) }:
	case <-t.closed:
		return false
	}
	<-done
	return true
}

// check says why an action cannot enter the log of a game with cfg.
func check(cfg screen.Config, a Action) error {
	if a.Seat < 0 || a.Seat >= len(cfg.Seats) {
		return fmt.Errorf("there is no seat %d", a.Seat)
	}
	if len(a.Data) > MaxActionBytes {
		return errors.New("the action is too long")
	}
	if !json.Valid(a.Data) {
		return errors.New("the action is not JSON")
	}
	return nil
}

// Submit offers an action to the room: if well formed (a seat of the
// table, valid JSON, not too long) it is stamped with the time (Action.At),
// appended to the log and delivered to every copy, in order; otherwise it
// is dropped. Whether the move is
// legal is for the copies to judge, identically, when they apply it. Submit
// never waits for a copy.
func (t *Table) Submit(a Action) {
	if check(t.cfg, a) != nil {
		return
	}
	a.Data = append(json.RawMessage(nil), a.Data...)
	t.do(func() {
		if len(t.log) >= MaxLog {
			return
		}
		a.At = time.Now()
		msg := ActionMsg{Seq: len(t.log), Action: a}
		t.log = append(t.log, a)
		for _, m := range t.members {
			m.push(msg)
		}
	})
}

// Submitter is Submit for a copy that plays seats: actions of any other
// seat are dropped. It is what a session's Link.Send should be.
func (t *Table) Submitter(seats []int) func(Action) {
	own := append([]int(nil), seats...)
	return func(a Action) {
		if slices.Contains(own, a.Seat) {
			t.Submit(a)
		}
	}
}

// Link is the Link of a session's copy that plays seats (none: a
// spectator): its actions go to the table through Submitter(seats).
func (t *Table) Link(seats []int) Link {
	own := append([]int(nil), seats...)
	return Link{Seats: own, Send: t.Submitter(own)}
}

// Join adds a copy: send receives the log so far, as ActionMsgs in order,
// then every action accepted after, until Leave. send is called from a
// goroutine of the copy's own and may block (as (*tea.Program).Send does
// until the program runs) but must return once the copy is gone. Join
// returns the copy's id for Leave; −1 if the table is closed.
//
// Build the copy (game.Room with t.Config() and t.Link) and put it where
// the messages will reach it before joining (ui/serve's room screen puts
// it first in its own stack), so that the replayed actions come after the
// screen is there.
func (t *Table) Join(send func(tea.Msg)) int {
	id := -1
	t.do(func() {
		id = t.nextID
		t.nextID++
		m := newMember(send)
		msgs := make([]tea.Msg, len(t.log))
		for i, a := range t.log {
			msgs[i] = ActionMsg{Seq: i, Action: a}
		}
		if t.Stopped() != nil && len(t.computer.Seats) > 0 {
			msgs = append(msgs, t.stoppedMsg())
		}
		m.push(msgs...)
		t.members[id] = m
	})
	return id
}

// Leave stops delivering to the copy with id.
func (t *Table) Leave(id int) {
	t.do(func() {
		if m, ok := t.members[id]; ok {
			m.stop()
			delete(t.members, id)
		}
	})
}

// Snapshot is the table as it stands, for the room's autosave.
func (t *Table) Snapshot() Snapshot {
	snap := Snapshot{Game: t.game.ID, Config: t.cfg}
	t.do(func() {
		snap.Log = append([]Action(nil), t.log...)
		snap.Stamps = make([]time.Time, len(t.log))
		for i, a := range t.log {
			snap.Stamps[i] = a.At
		}
		snap.Taken = time.Now()
	})
	return snap
}

// Len is the number of actions in the log.
func (t *Table) Len() int {
	n := 0
	t.do(func() { n = len(t.log) })
	return n
}

// Config is the table's game configuration.
func (t *Table) Config() screen.Config { return t.cfg }

// Headless is the room's own copy (for tests and for reading the state
// the room saves): the one running now, once rebuilt after a failure.
func (t *Table) Headless() *Headless {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.headless
}

// Err is why the room's own copy stopped for good (Stopped), or why the
// copy running now failed while it is being built again; nil while it
// runs.
func (t *Table) Err() error {
	if err := t.Stopped(); err != nil {
		return err
	}
	return t.Headless().Err()
}

// Stopped is why the room's own copy was given up (it failed again where
// it had failed before), or nil. The table goes on without it: people can
// still play, but the computer seats no longer move.
func (t *Table) Stopped() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.stopped
}

// Restarts is how many times the room's own copy was built again after a
// failure.
func (t *Table) Restarts() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.restarts
}

// Close stops the headless copy and all deliveries. It is safe to call
// more than once.
func (t *Table) Close() {
	t.once.Do(func() {
		close(t.closed)
		t.wg.Wait()
		t.Headless().Stop()
	})
}
