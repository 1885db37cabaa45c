package serve

import (
	"errors"
	"fmt"
	"net"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/sanitize"
	"parlour/ui/store"
)

// maxBoard is the most characters of an announcement or a message of the
// day.
const maxBoard = 200

// moderation is what the admins have decided, kept across restarts in
// DATA/admin/moderation.json (written whole, atomically, by the store):
// the banned keys and addresses and the message of the day.
type moderation struct {
	Keys  []string `json:"keys,omitempty"`
	Addrs []string `json:"addresses,omitempty"`
	MOTD  string   `json:"motd,omitempty"`
}

// moderationFile is the file of the moderation under DATA/admin/.
const moderationFile = "moderation.json"

// desk keeps the moderation and the admin keys; its lock is its own.
type desk struct {
	mu     sync.Mutex
	admins map[string]bool // fingerprints
	store  *store.Store
	mod    moderation
}

// openDesk reads the moderation saved before, if any, and checks it.
func openDesk(st *store.Store, admins map[string]bool) (*desk, error) {
	d := &desk{admins: admins, store: st}
	err := st.ReadJSON(moderationFile, &d.mod)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("the bans and message of the day: %w", err)
	}
	for _, a := range d.mod.Addrs {
		if net.ParseIP(a) == nil {
			return nil, fmt.Errorf("the bans: %q is not an address", a)
		}
	}
	for _, k := range d.mod.Keys {
		if !strings.HasPrefix(k, "SHA256:") || len(k) > 100 {
			return nil, fmt.Errorf("the bans: %q is not a key's fingerprint", k)
		}
	}
	d.mod.MOTD = board(d.mod.MOTD)
	return d, nil
}

// board is text an admin posts, on one line, printable, capped.
func board(s string) string { return strings.TrimSpace(sanitize.Cap(sanitize.Line(s), maxBoard)) }

func (d *desk) isAdmin(key string) bool { return key != "" && d.admins[key] }

func (d *desk) bannedKey(key string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return key != "" && slices.Contains(d.mod.Keys, key)
}

func (d *desk) bannedAddr(addr string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return slices.Contains(d.mod.Addrs, addr)
}

func (d *desk) motd() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.mod.MOTD
}

// change applies f to the moderation and writes it; on a failed write the
// change is undone.
func (d *desk) change(f func(m *moderation)) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	next := moderation{Keys: slices.Clone(d.mod.Keys), Addrs: slices.Clone(d.mod.Addrs), MOTD: d.mod.MOTD}
	f(&next)
	sort.Strings(next.Keys)
	sort.Strings(next.Addrs)
	if err := d.store.WriteJSON(moderationFile, next); err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	d.mod = next
	return nil
}

// Ban is a banned key (a fingerprint) or address.
type Ban struct {
	Key, Addr string
}

func (b Ban) String() string {
	if b.Key != "" {
		return "key " + b.Key
	}
	return "address " + b.Addr
}

// SessionInfo is one session as the admin screen lists it.
type SessionInfo struct {
	ID   int64
	Who  Identity
	Addr string
	Room string
}

// adminView is what the admin screen shows.
type adminView struct {
	Rooms    []RoomInfo
	Sessions []SessionInfo
	Bans     []Ban
	MOTD     string
}

// errNotAdmin refuses an admin's action to a session that is not one.
var errNotAdmin = errors.New("only an administrator may do that")

// adminOps are the admin's actions, each refused unless the session asking
// holds an admin key. The admin screen acts through them; the server
// implements them.
type adminOps interface {
	isAdmin(key string) bool
	overview(by int64) (adminView, error)
	closeRoom(by int64, room string) error
	kick(by, session int64) error
	ban(by int64, b Ban) error
	unban(by int64, b Ban) error
	announce(by int64, text string) error
	setMOTD(by int64, text string) error
}

// admin checks that session by is an admin's.
func (s *Server) admin(by int64) error {
	if who, ok := s.reg.identity(by); ok && s.desk.isAdmin(who.Key) {
		return nil
	}
	return errNotAdmin
}

func (s *Server) isAdmin(key string) bool { return s.desk.isAdmin(key) }

// motd is the message of the day, shown in the lobby.
func (s *Server) motd() string { return s.desk.motd() }

func (s *Server) overview(by int64) (adminView, error) {
	if err := s.admin(by); err != nil {
		return adminView{}, err
	}
	v := adminView{Rooms: s.reg.list(Identity{}), Sessions: s.reg.sessionList(), MOTD: s.desk.motd()}
	s.desk.mu.Lock()
	for _, k := range s.desk.mod.Keys {
		v.Bans = append(v.Bans, Ban{Key: k})
	}
	for _, a := range s.desk.mod.Addrs {
		v.Bans = append(v.Bans, Ban{Addr: a})
	}
	s.desk.mu.Unlock()
	return v, nil
}

func (s *Server) closeRoom(by int64, room string) error {
	if err := s.admin(by); err != nil {
		return err
	}
	if !s.reg.closeRoom(room) {
		return errNoSuchRoom
	}
	s.log.Info("admin closed a room", "by", s.by(by), "room", sanitize.Cap(room, 64))
	return nil
}

func (s *Server) kick(by, session int64) error {
	if err := s.admin(by); err != nil {
		return err
	}
	if !s.end(session, "An administrator ended this session.") {
		return errors.New("that session has ended already")
	}
	s.log.Info("admin kicked", "by", s.by(by), "session", session)
	return nil
}

func (s *Server) ban(by int64, b Ban) error {
	if err := s.admin(by); err != nil {
		return err
	}
	if b.Key == "" && net.ParseIP(b.Addr) == nil {
		return errors.New("a ban needs a key or an address")
	}
	if who, _ := s.reg.identity(by); b.Key != "" && b.Key == who.Key {
		return errors.New("you cannot ban your own key")
	}
	err := s.desk.change(func(m *moderation) {
		if b.Key != "" && !slices.Contains(m.Keys, b.Key) {
			m.Keys = append(m.Keys, b.Key)
		}
		if b.Addr != "" && !slices.Contains(m.Addrs, b.Addr) {
			m.Addrs = append(m.Addrs, b.Addr)
		}
	})
	if err != nil {
		return err
	}
	for _, si := range s.reg.sessionList() {
		if si.ID != by && (b.Key != "" && si.Who.Key == b.Key || b.Addr != "" && si.Addr == b.Addr) {
			s.end(si.ID, "An administrator banned you from this server.")
		}
	}
	s.log.Info("admin banned", "by", s.by(by), "ban", b.String())
	return nil
}

func (s *Server) unban(by int64, b Ban) error {
	if err := s.admin(by); err != nil {
		return err
	}
	return s.desk.change(func(m *moderation) {
		m.Keys = slices.DeleteFunc(m.Keys, func(k string) bool { return k == b.Key })
		m.Addrs = slices.DeleteFunc(m.Addrs, func(a string) bool { return a == b.Addr })
	})
}

func (s *Server) announce(by int64, text string) error {
	if err := s.admin(by); err != nil {
		return err
	}
	if text = board(text); text == "" {
		return errors.New("an announcement needs words")
	}
	s.reg.tellAll(announceMsg{text})
	s.log.Info("admin announced", "by", s.by(by), "text", text)
	return nil
}

func (s *Server) setMOTD(by int64, text string) error {
	if err := s.admin(by); err != nil {
		return err
	}
	text = board(text)
	if err := s.desk.change(func(m *moderation) { m.MOTD = text }); err != nil {
		return err
	}
	s.reg.mu.Lock()
	s.reg.changedLocked()
	s.reg.mu.Unlock()
	return nil
}

// by names the admin in the log.
func (s *Server) by(id int64) string {
	who, _ := s.reg.identity(id)
	return who.Key
}

// end stops a session's program, telling the client why; it reports
// whether the session was running.
func (s *Server) end(id int64, why string) bool {
	s.mu.Lock()
	end, ok := s.programs[id]
	s.mu.Unlock()
	if ok {
		go end(why) // Quit waits for the program to read it
	}
	return ok
}

// announceMsg is an admin's announcement, shown to every session.
type announceMsg struct{ text string }

// roomsNow is the rooms open, for the figures.
func (g *registry) roomsNow() float64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	return float64(len(g.rooms))
}

// identity is who session id is.
func (g *registry) identity(id int64) (Identity, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	m, ok := g.sessions[id]
	if !ok {
		return Identity{}, false
	}
	return m.who, true
}

// sessionList is every session, by id.
func (g *registry) sessionList() []SessionInfo {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]SessionInfo, 0, len(g.sessions))
	for _, m := range g.sessions {
		out = append(out, SessionInfo{ID: m.id, Who: m.who, Addr: m.addr, Room: m.room})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// tellAll gives msg to every session's program.
func (g *registry) tellAll(msg tea.Msg) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, m := range g.sessions {
		if m.deliver != nil {
			go m.deliver(msg) // it may wait for the program
		}
	}
}

// closeRoom closes the room called name at once, its sessions back to
// the lobby; it reports whether there was one.
func (g *registry) closeRoom(name string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	r := g.rooms[fold(name)]
	if r == nil {
		return false
	}
	g.closeLocked(r)
	g.changedLocked()
	return true
}
