package serve

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/room"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Identity is who a session is: the public key's fingerprint (Key, empty
// for a session that offered no key) and the display name.
type Identity struct {
	Key  string
	Name string
}

// member is one connected session as the registry knows it.
type member struct {
	id   int64
	who  Identity
	addr string        // the client's IP address
	send func(tea.Msg) // never blocks (a mailbox)
	// deliver hands the actions of a room's game to the session's program
	// ((*tea.Program).Send: it may wait, and returns once the program ends).
	deliver func(tea.Msg)
	room    string // the room the session is in, "" in the lobby
	// admitted are the private rooms whose password or code the session
	// gave; nextTry is when it may try another after a wrong one.
	admitted map[*Room]bool
	nextTry  time.Time
}

// seatHolder is one seat of a room: a computer, or a person (holder) who
// may be away (disconnected), or free.
type seatHolder struct {
	Kind   seats.Kind  `json:"kind"`
	Level  seats.Level `json:"level,omitempty"`
	Holder string      `json:"holder,omitempty"` // identity key ("" with a name: a keyless player)
	Name   string      `json:"name,omitempty"`   // the holder's display name
	// session is the connected session playing the seat, 0 when free or away.
	session int64
	// awaySince is when the holder's session ended.
	awaySince time.Time
	// takenOver is set when a computer plays the seat of an away holder.
	TakenOver bool `json:"takenOver,omitempty"`
}

func (s seatHolder) free() bool { return s.Kind == seats.Human && s.Name == "" }

// Room is one table on the server.
type Room struct {
	name        string
	game        screen.Entry
	creator     Identity
	creatorSess int64 // the creator's session while connected
	options     map[string]string
	seed        uint64
	seats       []seatHolder
	started     bool
	over        bool           // its game has ended, as the lobby was told (noticeEnds)
	members     map[int64]bool // sessions in the room, players and spectators
	table       *gameTable     // set once started
	cfg         screen.Config  // the game's Config, set at the start
	dirty       bool           // changed since last written
	lastActive  time.Time      // a session came or went, or the log grew
	lock        roomLock       // a private room's password or code, hashed
	code        string         // its invitation code, known until a restart
}

// RoomInfo is what the lobby shows of a room.
type RoomInfo struct {
	Name, Game, GameTitle string
	Taken, Free           int // human seats held (by people, here or away) and free
	Computers             int
	Away                  int // seats whose holder is disconnected
	Spectators            int
	Started               bool
	Over                  bool // its game has ended
	Yours                 bool // the asking identity holds a seat here
	Privacy               Privacy
}

// SeatInfo is one seat as a room's screen shows it.
type SeatInfo struct {
	Index    int
	Name     string // holder or computer name; "" when free
	Computer bool
	Level    seats.Level
	Away     bool // the holder is disconnected
	Mine     bool // held by the asking session
	Takeover bool // a computer plays it while its holder is away
}

// RoomView is a snapshot of one room for the session asking.
type RoomView struct {
	Name, GameID, GameTitle string
	Creator                 string
	IsCreator               bool
	Seats                   []SeatInfo
	Spectators              int
	Started                 bool
	Mine                    []int // seats the session plays
	Gone                    bool  // the room no longer exists
	Privacy                 Privacy
	// ComputersStopped, when set, says that the room's computer players
	// stopped for good (room.ComputersStoppedMsg).
	ComputersStopped string
}

// Errors the registry answers with; each is said to the player as it is.
var (
	errNoSuchRoom = errors.New("there is no room of that name")
	errNotCreator = errors.New("only the room's creator can start the game")
)

// registry is every room and every session of the server, under one lock.
type registry struct {
	mu       sync.Mutex
	limits   Limits
	games    []screen.Entry
	rooms    map[string]*Room // by folded name
	sessions map[int64]*member
	nextID   int64
	now      func() time.Time
	// onAway is called (with mu held) when a seat's holder goes away; it
	// arranges the timeout.
	onAway func(room string, seat int)
	// tableEnv is the environment of the copies the server runs itself.
	tableEnv *screen.Env
	// removed are the rooms closed since the last flush (their files go).
	removed []string
}

func newRegistry(limits Limits, games []screen.Entry) *registry {
	return &registry{limits: limits, games: games, rooms: map[string]*Room{},
		sessions: map[int64]*member{}, now: time.Now}
}

// fold is the key a room name is found by: case and surrounding space do
// not matter.
func fold(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// CleanRoomName checks and tidies a room name typed by a player.
func (l Limits) CleanRoomName(name string) (string, error) {
	name = strings.TrimSpace(sanitize.Line(name))
	if name == "" {
		return "", errors.New("a room needs a name")
	}
	if n := len([]rune(name)); n > l.RoomNameLen {
		return "", fmt.Errorf("a room's name has at most %d characters (this one has %d)", l.RoomNameLen, n)
	}
	return name, nil
}

func (g *registry) game(id string) (screen.Entry, bool) {
	for _, x := range g.games {
		if x.ID == id {
			return x, true
		}
	}
	return screen.Entry{}, false
}

// register adds a session connected from addr. It fails when the server
// is full.
func (g *registry) register(who Identity, addr string, send func(tea.Msg)) (*member, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.nextID++
	m := &member{id: g.nextID, who: who, addr: addr, send: send, admitted: map[*Room]bool{}}
	g.sessions[m.id] = m
	return m, nil
}

// unregister forgets a session that ended: its seats are kept for it
// (away), it stops watching. A session without a key cannot come back to
// a seat, so before the start its seats are freed.
func (g *registry) unregister(id int64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, ok := g.sessions[id]
	if !ok {
		return
	}
	delete(g.sessions, id)
	if r := g.rooms[fold(m.room)]; r != nil {
		g.leaveLocked(r, m, !r.started && m.who.Key == "")
	}
	g.changedLocked()
}

// changedLocked tells every session that the rooms changed.
func (g *registry) changedLocked() {
	for _, m := range g.sessions {
		m.send(roomsChangedMsg{})
	}
}

// roomsChangedMsg tells a session's screens to look at the rooms again.
type roomsChangedMsg struct{}

// list is the lobby's view of the rooms, by name.
func (g *registry) list(who Identity) []RoomInfo {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]RoomInfo, 0, len(g.rooms))
	for _, r := range g.rooms {
		info := RoomInfo{Name: r.name, Game: r.game.ID, GameTitle: r.game.Title, Started: r.started, Over: r.over, Privacy: r.lock.Kind}
		for _, s := range r.seats {
			switch {
			case s.Kind == seats.Computer:
				info.Computers++
			case s.free():
				info.Free++
			default:
				info.Taken++
				if s.session == 0 {
					info.Away++
				}
				if holds(s, who, 0) {
					info.Yours = true
				}
			}
		}
		for id := range r.members {
			if !r.plays(id) {
				info.Spectators++
			}
		}
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool { return fold(out[i].Name) < fold(out[j].Name) })
	return out
}

// holds reports whether seat s belongs to who: the same key, or for a
// keyless player the same session.
func holds(s seatHolder, who Identity, session int64) bool {
	if s.Kind != seats.Human || s.Name == "" {
		return false
	}
	if who.Key != "" {
		return s.Holder == who.Key
	}
	return session != 0 && s.session == session
}

func (r *Room) plays(session int64) bool {
	for _, s := range r.seats {
		if s.session == session {
			return true
		}
	}
	return false
}

// create makes a room open to all laid as cfg (computer seats as chosen;
// human seats free) with the creator inside it, holding the first free
// seat.
func (g *registry) create(id int64, name, gameID string, cfg screen.Config) error {
	return g.createPrivate(id, name, gameID, cfg, Open, "")
}

// createPrivate makes a room as create does, entered only by those who
// give secret (a password) or, for ByInvitation, a code the server makes.
func (g *registry) createPrivate(id int64, name, gameID string, cfg screen.Config, p Privacy, secret string) error {
	if p == ByInvitation {
		secret = newInvitationCode()
	}
	lock, err := newLock(p, secret)
	if err != nil {
		return err
	}
	// A set-up the game cannot play in a room (Doublet Puzzles' records)
	// is refused now, with the game's reason, not at the start.
	if game, ok := g.game(gameID); ok && game.Room != nil && game.AllowsSeats(len(cfg.Seats)) {
		if _, err := game.Room(g.tableEnv, cfg, screen.Link{Send: func(screen.Action) {}}); err != nil {
			return err
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	m, ok := g.sessions[id]
	if !ok {
		return errors.New("the session has ended")
	}
	name, err = g.limits.CleanRoomName(name)
	if err != nil {
		return err
	}
	if g.rooms[fold(name)] != nil {
		return fmt.Errorf("a room called %q is open already: choose another name", name)
	}
	if len(g.rooms) >= g.limits.MaxRooms {
		return fmt.Errorf("the server has %d rooms, its most (--rooms-max): join one, or try later", g.limits.MaxRooms)
	}
	if err := g.quotaLocked(m.who); err != nil {
		return err
	}
	game, ok := g.game(gameID)
	if !ok || game.Room == nil {
		return fmt.Errorf("%q cannot be played in a room", gameID)
	}
	if !game.AllowsSeats(len(cfg.Seats)) {
		return fmt.Errorf("%s is not for %d players", game.Title, len(cfg.Seats))
	}
	r := &Room{name: name, game: game, creator: m.who, creatorSess: id,
		options: cfg.Options, seed: cfg.Seed, members: map[int64]bool{}, lastActive: g.now(), lock: lock}
	if p == ByInvitation {
		r.code = secret
	}
	for _, s := range cfg.Seats {
		h := seatHolder{Kind: seats.Human}
		if !s.IsHuman() {
			h = seatHolder{Kind: seats.Computer, Level: s.Level, Name: s.Name}
		}
		r.seats = append(r.seats, h)
	}
	g.rooms[fold(name)] = r
	if m.room != "" {
		if old := g.rooms[fold(m.room)]; old != nil {
			g.leaveLocked(old, m, false)
		}
	}
	m.room = name
	r.members[id] = true
	g.takeLocked(r, m, -1)
	g.saveLocked(r)
	g.changedLocked()
	return nil
}

// enter puts the session in the room: back on the seats its key holds,
// or watching.
func (g *registry) enter(id int64, name string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, ok := g.sessions[id]
	if !ok {
		return errors.New("the session has ended")
	}
	r := g.rooms[fold(name)]
	if r == nil {
		return fmt.Errorf("%w (%q)", errNoSuchRoom, sanitize.Cap(sanitize.Line(name), g.limits.RoomNameLen))
	}
	if !g.admitsLocked(r, m) {
		return &lockedError{room: r.name, kind: r.lock.Kind}
	}
	g.enterLocked(r, m)
	return nil
}

// enterWith enters a private room with its password or code. A wrong one
// makes the session wait a second, from the refusal, before the next try
// (and no try is made while one is being compared).
func (g *registry) enterWith(id int64, name, secret string) error {
	g.mu.Lock()
	m, ok := g.sessions[id]
	r := g.rooms[fold(name)]
	switch {
	case !ok:
		g.mu.Unlock()
		return errors.New("the session has ended")
	case r == nil:
		g.mu.Unlock()
		return errNoSuchRoom
	case g.now().Before(m.nextTry):
		g.mu.Unlock()
		return errors.New("wait a second before trying again")
	}
	lock := r.lock
	m.nextTry = g.now().Add(time.Second) // also while bcrypt compares
	g.mu.Unlock()

	opens := lock.Kind == Open || lock.opens(secret)
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.rooms[fold(name)] != r || g.sessions[id] != m {
		return errors.New("the room closed")
	}
	if !opens {
		// The second runs from the refusal, however long bcrypt took.
		m.nextTry = g.now().Add(time.Second)
		if lock.Kind == ByInvitation {
			return errors.New("that is not the room's invitation code")
		}
		return errors.New("that is not the room's password")
	}
	m.nextTry = time.Time{}
	m.admitted[r] = true
	g.enterLocked(r, m)
	return nil
}

// admitsLocked reports whether the session may enter r without giving a
// password: r is open, or the session laid it, gave its secret, or holds
// a seat there.
func (g *registry) admitsLocked(r *Room, m *member) bool {
	if r.lock.Kind == Open || m.admitted[r] || g.isCreator(r, m) {
		return true
	}
	for _, s := range r.seats {
		if holds(s, m.who, m.id) {
			return true
		}
	}
	return false
}

// enterLocked puts the session in the room.
func (g *registry) enterLocked(r *Room, m *member) {
	id := m.id
	if m.room != "" && fold(m.room) != fold(r.name) {
		if old := g.rooms[fold(m.room)]; old != nil {
			g.leaveLocked(old, m, false)
		}
	}
	m.room = r.name
	r.members[id] = true
	r.lastActive = g.now()
	if r.creator.Key != "" && r.creator.Key == m.who.Key {
		r.creatorSess = id // the creator back (a keyless one cannot be known again)
	}
	for i, s := range r.seats {
		if s.session == 0 && holds(s, m.who, 0) {
			r.seats[i].session = id
			r.seats[i].awaySince = time.Time{}
			r.seats[i].Name = m.who.Name
			if r.seats[i].TakenOver && r.table != nil {
				r.seats[i].TakenOver = false
				r.table.release(i)
			}
		}
	}
	g.changedLocked()
}

// invitation is the code of the session's private room, for its creator:
// the one made with the room, or after a restart (when only its hash is
// kept) a new one, which replaces the old.
func (g *registry) invitation(id int64) (string, error) {
	g.mu.Lock()
	m, r, err := g.memberRoom(id)
	switch {
	case err != nil:
	case r.lock.Kind != ByInvitation:
		err = errors.New("the room is not by invitation")
	case !g.isCreator(r, m):
		err = errors.New("only the room's creator sees its invitation code")
	case r.code != "":
		defer g.mu.Unlock()
		return r.code, nil
	}
	g.mu.Unlock()
	if err != nil {
		return "", err
	}
	code := newInvitationCode()
	lock, err := newLock(ByInvitation, code)
	if err != nil {
		return "", err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if r.code == "" {
		r.code, r.lock = code, lock
		g.saveLocked(r)
	}
	return r.code, nil
}

// take gives the session a free seat of its room (seat -1: the first free).
func (g *registry) take(id int64, seat int) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, r, err := g.memberRoom(id)
	if err != nil {
		return err
	}
	if r.started {
		return errors.New("the game has started: watch it, or wait for the next")
	}
	if err := g.takeLocked(r, m, seat); err != nil {
		return err
	}
	g.saveLocked(r)
	g.changedLocked()
	return nil
}

func (g *registry) takeLocked(r *Room, m *member, seat int) error {
	if seat < 0 {
		for i, s := range r.seats {
			if s.free() {
				seat = i
				break
			}
		}
		if seat < 0 {
			return errors.New("every seat is taken: you are watching")
		}
	}
	if seat >= len(r.seats) || !r.seats[seat].free() {
		return errors.New("that seat is not free")
	}
	for _, s := range r.seats {
		if s.Kind == seats.Human && s.Name != "" && s.session != m.id && strings.EqualFold(s.Name, m.who.Name) {
			return fmt.Errorf("someone called %q sits here already: connect with another user name", m.who.Name)
		}
	}
	r.seats[seat] = seatHolder{Kind: seats.Human, Holder: m.who.Key, Name: m.who.Name, session: m.id}
	return nil
}

// standUp frees the seats the session holds (before the start only).
func (g *registry) standUp(id int64) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	_, r, err := g.memberRoom(id)
	if err != nil {
		return err
	}
	if r.started {
		return errors.New("the game has started: your seat is kept for you")
	}
	for i, s := range r.seats {
		if s.session == id {
			r.seats[i] = seatHolder{Kind: seats.Human}
		}
	}
	g.saveLocked(r)
	g.changedLocked()
	return nil
}

// leave takes the session out of its room, back to the lobby. Before the
// start its seats are freed; after it they are kept (away).
func (g *registry) leave(id int64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, r, err := g.memberRoom(id)
	if err != nil {
		return
	}
	g.leaveLocked(r, m, !r.started)
	g.changedLocked()
}

func (g *registry) leaveLocked(r *Room, m *member, free bool) {
	delete(r.members, m.id)
	r.lastActive = g.now()
	m.room = ""
	if r.creatorSess == m.id {
		r.creatorSess = 0
	}
	for i, s := range r.seats {
		if s.session != m.id {
			continue
		}
		switch {
		case free:
			r.seats[i] = seatHolder{Kind: seats.Human}
		default:
			r.seats[i].session = 0
			r.seats[i].awaySince = g.now()
			if g.onAway != nil {
				g.onAway(r.name, i)
			}
		}
	}
	if r.table != nil {
		r.table.leave(m.id)
	}
	g.saveLocked(r)
	if len(r.members) == 0 && g.finishedLocked(r) {
		g.closeLocked(r)
	}
}

// noticeEnds marks the rooms whose game has ended since it last looked,
// and tells the lobbies: a game ends inside its table, which does not
// tell the registry. It asks each table's copy outside the registry's
// lock, so that a busy copy holds up no one else. The saver's tick calls
// it every second.
func (g *registry) noticeEnds() {
	type playing struct {
		r    *Room
		copy *room.Headless
	}
	var rooms []playing
	g.mu.Lock()
	for _, r := range g.rooms {
		if r.started && !r.over && r.table != nil {
			rooms = append(rooms, playing{r, r.table.t.Headless()})
		}
	}
	g.mu.Unlock()
	var ended []*Room
	for _, p := range rooms {
		if p.copy.GameOver() {
			ended = append(ended, p.r)
		}
	}
	if len(ended) == 0 {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, r := range ended {
		r.over = true
	}
	g.changedLocked()
}

// finishedLocked reports whether nobody needs the room any more: never
// started and no seat held, or its game is over.
func (g *registry) finishedLocked(r *Room) bool {
	if !r.started {
		for _, s := range r.seats {
			if s.Kind == seats.Human && s.Name != "" {
				return false
			}
		}
		return true
	}
	return r.table.t.Headless().GameOver()
}

// closeLocked removes the room (its file goes at the next flush).
func (g *registry) closeLocked(r *Room) {
	delete(g.rooms, fold(r.name))
	g.removed = append(g.removed, r.name)
	if r.table != nil {
		r.table.close()
	}
	for id := range r.members {
		if m := g.sessions[id]; m != nil {
			m.room = ""
		}
	}
}

// quotaLocked says why who may not lay another room, if so: a key has
// laid RoomsPerKey rooms open now; a player without a key one; players
// without keys together a quarter of the server's rooms.
func (g *registry) quotaLocked(who Identity) error {
	mine, keyless := 0, 0
	for _, r := range g.rooms {
		if r.creator.Key == "" {
			keyless++
		}
		if r.creator.Key == who.Key && (who.Key != "" || r.creator.Name == who.Name) {
			mine++
		}
	}
	switch {
	case who.Key != "" && mine >= g.limits.RoomsPerKey:
		return fmt.Errorf("you have laid %d rooms open now, the most (--rooms-per-key): close one first", mine)
	case who.Key == "" && mine >= 1:
		return errors.New("without an SSH key you may lay one room at a time: close it first, or connect with a key")
	case who.Key == "" && keyless >= max(g.limits.MaxRooms/4, 1):
		return errors.New("rooms laid without an SSH key are at their most: join one, or connect with a key")
	}
	return nil
}

// expireLocked closes the rooms nobody has been in, and whose game has
// not moved, for the limit's RoomExpiry; one whose game never started,
// for UnstartedExpiry.
func (g *registry) expireLocked() {
	for _, r := range g.rooms {
		if len(r.members) > 0 {
			continue
		}
		idle := g.now().Sub(r.lastActive)
		if g.limits.RoomExpiry > 0 && idle >= g.limits.RoomExpiry ||
			!r.started && g.limits.UnstartedExpiry > 0 && idle >= g.limits.UnstartedExpiry {
			g.closeLocked(r)
		}
	}
}

// closeAll stops every room's game (the server is shutting down; the rooms
// were saved).
func (g *registry) closeAll() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, r := range g.rooms {
		if r.table != nil {
			r.table.close()
		}
	}
}

// setDeliver sets where a session's program receives its room's actions.
func (g *registry) setDeliver(id int64, deliver func(tea.Msg)) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if m := g.sessions[id]; m != nil {
		m.deliver = deliver
	}
}

// joinGame builds the session's copy of its room's game, for the seats it
// plays, and joins it to the table: the log so far, then every action.
func (g *registry) joinGame(id int64, env *screen.Env) (screen.Screen, error) {
	g.mu.Lock()
	m, r, err := g.memberRoom(id)
	if err == nil && r.table == nil {
		err = errors.New("the game has not started")
	}
	if err != nil {
		g.mu.Unlock()
		return nil, err
	}
	game, cfg, gt := r.game, r.cfg, r.table
	var mine []int
	for i, s := range r.seats {
		if s.session == id {
			mine = append(mine, i)
		}
	}
	g.mu.Unlock()
	s, err := game.Room(env, cfg, screen.Link{Seats: mine, Send: gt.submitter(mine)})
	if err != nil {
		return nil, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if r.table != gt || !r.members[id] {
		return nil, errors.New("the room closed")
	}
	deliver := m.deliver
	if deliver == nil {
		deliver = func(tea.Msg) {}
	}
	gt.join(id, deliver)
	return s, nil
}

// takeOver lets a computer play the seat of a player away for at least
// after, if the game has computer players.
func (g *registry) takeOver(name string, seat int, after time.Duration) {
	g.mu.Lock()
	defer g.mu.Unlock()
	r := g.rooms[fold(name)]
	if r == nil || r.table == nil || seat >= len(r.seats) {
		return
	}
	s := r.seats[seat]
	if s.Kind != seats.Human || s.Name == "" || s.session != 0 || s.TakenOver || s.awaySince.IsZero() ||
		g.now().Sub(s.awaySince) < after-10*time.Millisecond {
		return
	}
	if r.table.takeOver(r.game, r.cfg, seat) {
		r.seats[seat].TakenOver = true
		r.dirty = true
		g.changedLocked()
	}
}

// start begins the game: the creator asks; free seats go to the computer
// when the game has one, or the start waits for people.
func (g *registry) start(id int64) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, r, err := g.memberRoom(id)
	if err != nil {
		return err
	}
	if r.started {
		return nil
	}
	if !g.isCreator(r, m) {
		return errNotCreator
	}
	free := 0
	for _, s := range r.seats {
		if s.free() {
			free++
		}
	}
	if free > 0 && len(r.game.Levels) == 0 {
		return fmt.Errorf("%d seat(s) still free, and %s has no computer player: wait for players", free, r.game.Title)
	}
	level := seats.Medium
	if len(r.game.Levels) > 0 && !slices.Contains(r.game.Levels, level) {
		level = r.game.Levels[0]
	}
	for i, s := range r.seats {
		if s.free() {
			r.seats[i] = seatHolder{Kind: seats.Computer, Level: level, Name: "Computer"}
		}
	}
	r.cfg = r.configLocked()
	t, err := g.newTable(r)
	if err != nil {
		return fmt.Errorf("cannot start: %v", err)
	}
	r.table, r.started = t, true
	g.saveLocked(r)
	g.changedLocked()
	return nil
}

func (g *registry) isCreator(r *Room, m *member) bool {
	if r.creator.Key != "" {
		return r.creator.Key == m.who.Key
	}
	return r.creatorSess == m.id
}

// configLocked is the game's Config: the seats named after their holders
// (each name once), the computers as chosen.
func (r *Room) configLocked() screen.Config {
	cfg := screen.Config{Options: r.options, Seed: r.seed}
	seen := map[string]int{}
	for i, s := range r.seats {
		seat := seats.Seat{Name: s.Name, Kind: s.Kind, Level: s.Level}
		if seat.Name == "" {
			seat.Name = seats.DefaultName(i)
		}
		key := strings.ToLower(seat.Name)
		if n := seen[key]; n > 0 {
			seat.Name = sanitize.Cap(seat.Name, sanitize.MaxName-2) + fmt.Sprintf(" %d", n+1)
		}
		seen[key]++
		cfg.Seats = append(cfg.Seats, seat)
	}
	return cfg
}

// view is the room as the session sees it.
func (g *registry) view(id int64) RoomView {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, r, err := g.memberRoom(id)
	if err != nil {
		return RoomView{Gone: true}
	}
	v := RoomView{Name: r.name, GameID: r.game.ID, GameTitle: r.game.Title, Creator: r.creator.Name,
		IsCreator: g.isCreator(r, m), Started: r.started, Privacy: r.lock.Kind}
	if r.table != nil && r.table.t.Stopped() != nil && slices.ContainsFunc(r.seats, func(s seatHolder) bool { return s.Kind == seats.Computer }) {
		v.ComputersStopped = room.ComputersStoppedNotice
	}
	for i, s := range r.seats {
		info := SeatInfo{Index: i, Name: s.Name, Computer: s.Kind == seats.Computer, Level: s.Level,
			Away: s.Kind == seats.Human && s.Name != "" && s.session == 0,
			Mine: s.session == id, Takeover: s.TakenOver}
		if info.Mine {
			v.Mine = append(v.Mine, i)
		}
		v.Seats = append(v.Seats, info)
	}
	for sid := range r.members {
		if !r.plays(sid) {
			v.Spectators++
		}
	}
	return v
}

func (g *registry) memberRoom(id int64) (*member, *Room, error) {
	m, ok := g.sessions[id]
	if !ok {
		return nil, nil, errors.New("the session has ended")
	}
	r := g.rooms[fold(m.room)]
	if r == nil {
		return m, nil, errNoSuchRoom
	}
	return m, r, nil
}

// roomOf is the name of the room where who holds a seat it is away from
// (a reconnecting player goes straight back), or "".
func (g *registry) awayRoom(who Identity) string {
	if who.Key == "" {
		return ""
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	var names []string
	for _, r := range g.rooms {
		for _, s := range r.seats {
			if s.session == 0 && holds(s, who, 0) {
				names = append(names, r.name)
				break
			}
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

func (g *registry) saveLocked(r *Room) {
	r.dirty = true
}
