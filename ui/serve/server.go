// Package serve is `parlour serve`: an SSH server where every session is
// its own Bubble Tea program (its own renderer, size and colours), opening
// on a lobby of rooms. A room is one table of a game played by several
// sessions: it is laid in the lobby, its seats are taken by sessions (or
// given to the computer), and once its creator starts it each session runs
// its own copy of the game screen, joined to the room's table (package
// ui/room), which draws only what that session's seats may see.
//
// The registry (every room and session) is under one lock; each started
// room's log is owned by its Table's goroutine; rooms are written under
// DATA/rooms/ by one saver goroutine, atomically, and opened again when
// the server starts.
package serve

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/activeterm"
	gossh "golang.org/x/crypto/ssh"

	"parlour/ui"
	"parlour/ui/catalogue"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// DefaultListen is where the server listens unless told: loopback only.
const DefaultListen = "127.0.0.1:23234"

// Limits bound what the server takes on. Every limit hit is told to the
// client in words, and the server goes on.
type Limits struct {
	MaxRooms           int           // rooms open at once
	MaxSessions        int           // sessions at once
	SessionsPerAddress int           // sessions at once from one IP address
	IdleTimeout        time.Duration // a session with no key for this long is closed; 0: never
	KeysPerSecond      int           // keys and clicks a session may send a second (a burst of twice that); more are dropped
	BytesPerSecond     int           // bytes a session's input is read at, at most (a burst of at least 4 KB)
	StartWithin        time.Duration // a connection that has not opened its session by then is closed
	// ConnectionsPerMinute is the pace of new connections from one
	// address (in a burst of as many); faster ones are closed at once.
	ConnectionsPerMinute int
	RoomNameLen          int // characters in a room's name
	NameLen              int // characters in a display name (at most sanitize.MaxName)
	// TakeoverAfter is how long a seat whose player disconnected waits
	// before a computer plays it (when the game has computer players);
	// 0: the room waits for the player.
	TakeoverAfter time.Duration
	// RoomExpiry closes a room nobody has been in, and whose game has not
	// moved, for this long (its file goes too); 0: rooms stay.
	RoomExpiry time.Duration
	// UnstartedExpiry closes sooner a room whose game never started and
	// nobody has been in for this long; 0: RoomExpiry alone.
	UnstartedExpiry time.Duration
	// RoomsPerKey is the rooms one key may have laid, open at once. A
	// player without a key may have laid one, and such players together
	// a quarter of MaxRooms (at least one).
	RoomsPerKey int
}

// DefaultLimits are the limits when no flag changes them.
func DefaultLimits() Limits {
	return Limits{MaxRooms: 50, MaxSessions: 200, SessionsPerAddress: 16, IdleTimeout: 30 * time.Minute,
		KeysPerSecond: 30, BytesPerSecond: 16 << 10, StartWithin: 20 * time.Second, ConnectionsPerMinute: 60, RoomNameLen: 24, NameLen: sanitize.MaxName, RoomExpiry: 7 * 24 * time.Hour,
		UnstartedExpiry: time.Hour, RoomsPerKey: 3}
}

// Check says what is wrong with the limits, if anything.
func (l Limits) Check() error {
	switch {
	case l.MaxRooms < 1:
		return errors.New("--rooms-max must be at least 1")
	case l.MaxSessions < 1:
		return errors.New("--sessions-max must be at least 1")
	case l.SessionsPerAddress < 1:
		return errors.New("--sessions-per-address must be at least 1")
	case l.IdleTimeout < 0:
		return errors.New("--idle-timeout cannot be negative")
	case l.KeysPerSecond < 1:
		return errors.New("--keys-per-second must be at least 1")
	case l.StartWithin < time.Second || l.StartWithin > 10*time.Minute:
		return errors.New("--start-within must be from 1s to 10m")
	case l.BytesPerSecond < 1024:
		return errors.New("--bytes-per-second must be at least 1024")
	case l.RoomsPerKey < 1:
		return errors.New("--rooms-per-key must be at least 1")
	case l.UnstartedExpiry < 0:
		return errors.New("--unstarted-expiry cannot be negative")
	case l.ConnectionsPerMinute < 1:
		return errors.New("--connections-per-minute must be at least 1")
	case l.RoomNameLen < 1 || l.RoomNameLen > 64:
		return errors.New("--room-name-len must be from 1 to 64")
	case l.NameLen < 1 || l.NameLen > sanitize.MaxName:
		return fmt.Errorf("--name-len must be from 1 to %d", sanitize.MaxName)
	case l.TakeoverAfter < 0:
		return errors.New("--takeover-after cannot be negative")
	case l.RoomExpiry < 0:
		return errors.New("--room-expiry cannot be negative")
	}
	return nil
}

// Config is how the server is set up.
type Config struct {
	Listen  string // host:port; "" means DefaultListen
	HostKey string // the host key's file; "" means DATA/ssh_host_ed25519_key
	DataDir string // the data folder (rooms/ and the host key live there)
	// AuthorizedKeys, when set, is a file in OpenSSH's authorized_keys
	// format: only those keys may enter.
	AuthorizedKeys string
	// AdminKeys, when set, is a file in authorized_keys format: sessions
	// with these keys may close rooms, end sessions, ban keys and
	// addresses, and post to every session.
	AdminKeys string
	// Metrics, when set, is the host:port the figures are served on for
	// Prometheus (/metrics); a loopback address unless MetricsPublic.
	Metrics       string
	MetricsPublic bool
	Limits        Limits
	// Log receives one line per event (connections, limits, saves); nil
	// means io.Discard.
	Log io.Writer
	// Games is the catalogue (tests); nil means catalogue.Games().
	Games []screen.Entry
}

// Server is a running `parlour serve`.
type Server struct {
	cfg         Config
	reg         *registry
	srv         *ssh.Server
	log         *slog.Logger
	saver       *saver
	desk        *desk // admins, bans, the message of the day
	metrics     *metrics
	fingerprint string

	conns    conns // the connections at once from each address (conns.go)
	mu       sync.Mutex
	total    int
	perAddr  map[string]int
	sessions sync.WaitGroup
	programs map[int64]func(why string) // ends a running session's program, telling why
	stopping bool
	// listeners are those Serve answers on, closed at the shutdown.
	listeners []net.Listener

	stopSave chan struct{}
	saveDone chan struct{}
	closeOne sync.Once
}

// New prepares a server: the data folder, the host key (made on first
// start), the authorized keys, and the rooms saved last time. It does not
// listen yet.
func New(cfg Config) (*Server, error) {
	if cfg.Listen == "" {
		cfg.Listen = DefaultListen
	}
	if cfg.DataDir == "" {
		dir, err := store.DefaultDir()
		if err != nil {
			return nil, err
		}
		cfg.DataDir = dir
	}
	if err := cfg.Limits.Check(); err != nil {
		return nil, err
	}
	if cfg.Metrics != "" {
		if err := checkMetricsAddress(cfg.Metrics, cfg.MetricsPublic); err != nil {
			return nil, err
		}
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.Games == nil {
		cfg.Games = catalogue.Games()
	}
	if cfg.HostKey == "" {
		cfg.HostKey = filepath.Join(cfg.DataDir, "ssh_host_ed25519_key")
	}
	roomsStore := store.New(filepath.Join(cfg.DataDir, "rooms"))
	if err := roomsStore.Check(); err != nil {
		return nil, fmt.Errorf("the rooms folder: %w", err)
	}
	roomsStore.Tidy()
	s := &Server{cfg: cfg, log: newLogger(cfg.Log), perAddr: map[string]int{}, conns: newConns(),
		programs: map[int64]func(string){}, stopSave: make(chan struct{}), saveDone: make(chan struct{}),
		saver: &saver{store: roomsStore, saved: map[string]int{}, savedAt: map[string]time.Time{}}}
	signer, pemBytes, err := hostKey(cfg.HostKey)
	if err != nil {
		return nil, err
	}
	s.fingerprint = gossh.FingerprintSHA256(signer.PublicKey())
	admins := map[string]bool{}
	if cfg.AdminKeys != "" {
		if admins, err = readKeyFile("--admin-keys", cfg.AdminKeys); err != nil {
			return nil, err
		}
	}
	adminStore := store.New(filepath.Join(cfg.DataDir, "admin"))
	if err := adminStore.Check(); err != nil {
		return nil, fmt.Errorf("the admin folder: %w", err)
	}
	if s.desk, err = openDesk(adminStore, admins); err != nil {
		return nil, err
	}
	s.reg = newRegistry(cfg.Limits, cfg.Games)
	s.metrics = newMetrics(s.sessionsNow, s.reg.roomsNow)
	s.reg.tableEnv = ui.NewSessionEnv(ui.Options{DataDir: filepath.Join(cfg.DataDir, "rooms"), NoColor: true, Games: cfg.Games},
		lipgloss.NewRenderer(io.Discard))
	s.reg.onAway = s.scheduleTakeover
	n, problems := s.reg.restore(s.saver)
	for _, p := range problems {
		s.log.Warn("not reopened", "error", p)
	}
	if n > 0 {
		s.log.Info("reopened rooms", "rooms", n)
	}
	opts := []ssh.Option{
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPEM(pemBytes),
		wish.WithMiddleware(s.middleware()...),
	}
	if cfg.AuthorizedKeys != "" {
		allowed, err := readKeyFile("--authorized-keys", cfg.AuthorizedKeys)
		if err != nil {
			return nil, err
		}
		opts = append(opts, wish.WithPublicKeyAuth(func(_ ssh.Context, key ssh.PublicKey) bool {
			fp := gossh.FingerprintSHA256(key)
			return allowed[fp] && !s.bannedKey(fp)
		}))
	} else {
		// Anyone may enter: with a key (their identity) or without one
		// (a name only); not a banned key.
		opts = append(opts,
			wish.WithPublicKeyAuth(func(_ ssh.Context, key ssh.PublicKey) bool {
				return !s.bannedKey(gossh.FingerprintSHA256(key))
			}),
			wish.WithKeyboardInteractiveAuth(func(ssh.Context, gossh.KeyboardInteractiveChallenge) bool { return true }))
	}
	srv, err := wish.NewServer(opts...)
	if err != nil {
		return nil, err
	}
	srv.ConnCallback = s.admit
	srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": sessionChannel}
	s.srv = srv
	go s.saveLoop()
	return s, nil
}

// Fingerprint is the host key's SHA256 fingerprint, as ssh shows it.
func (s *Server) Fingerprint() string { return s.fingerprint }

// HostKeyPath is the host key's file.
func (s *Server) HostKeyPath() string { return s.cfg.HostKey }

// Listen opens the listening socket and returns it (its address tells a
// port chosen by the system); with --metrics, it starts serving the
// figures too.
func (s *Server) Listen() (net.Listener, error) {
	if s.cfg.Metrics != "" && s.metrics.listener == nil {
		if err := s.metrics.listen(s.cfg.Metrics); err != nil {
			return nil, err
		}
	}
	return net.Listen("tcp", s.cfg.Listen)
}

// MetricsAddress is where the figures are served, once listening, or "".
func (s *Server) MetricsAddress() string {
	if s.metrics.addr == nil {
		return ""
	}
	return s.metrics.addr.String()
}

// bannedKey reports, and counts, a banned key knocking.
func (s *Server) bannedKey(fingerprint string) bool {
	if s.desk.bannedKey(fingerprint) {
		s.metrics.refused.count(refusedBanned)
		return true
	}
	return false
}

// sessionsNow is the sessions running, for the figures.
func (s *Server) sessionsNow() float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return float64(s.total)
}

// Serve answers connections on l until Shutdown. It returns nil after a
// shutdown.
func (s *Server) Serve(l net.Listener) error {
	s.mu.Lock()
	if s.stopping {
		s.mu.Unlock()
		l.Close()
		return nil
	}
	s.listeners = append(s.listeners, l)
	s.mu.Unlock()
	err := s.srv.Serve(l)
	s.mu.Lock()
	stopping := s.stopping
	s.mu.Unlock()
	if errors.Is(err, ssh.ErrServerClosed) || stopping {
		return nil
	}
	return err
}

// Shutdown stops taking connections, ends every session (their seats are
// kept), saves every room and stops the rooms' games. It waits for the
// sessions to end until ctx is done.
func (s *Server) Shutdown(ctx context.Context) error {
	var err error
	s.closeOne.Do(func() {
		// No new session from now on (the gate refuses them); the
		// sessions running are told and end.
		s.mu.Lock()
		s.stopping = true
		for _, l := range s.listeners {
			l.Close()
		}
		for _, end := range s.programs {
			go end("The server is shutting down; your seat is kept.") // Quit waits for the program to read it
		}
		s.mu.Unlock()
		waited := make(chan struct{})
		go func() { s.sessions.Wait(); close(waited) }()
		select {
		case <-waited:
		case <-ctx.Done():
			err = fmt.Errorf("sessions still running at the shutdown: %w", ctx.Err())
		}
		// The connections too (a client may keep one open after its
		// session ended).
		if cerr := s.srv.Close(); cerr != nil && !errors.Is(cerr, ssh.ErrServerClosed) && !errors.Is(cerr, net.ErrClosed) && err == nil {
			err = cerr
		}
		s.metrics.close()
		close(s.stopSave)
		<-s.saveDone
		if saveErr := s.reg.flush(s.saver, true); saveErr != nil {
			err = errors.Join(err, fmt.Errorf("saving the rooms: %w", saveErr))
		}
		s.reg.closeAll()
	})
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// saveLoop writes the rooms that changed, every saveEvery.
func (s *Server) saveLoop() {
	defer close(s.saveDone)
	tick := time.NewTicker(saveEvery)
	defer tick.Stop()
	failing := false
	for {
		select {
		case <-s.stopSave:
			return
		case <-tick.C:
			err := s.reg.flush(s.saver, false)
			if err != nil && !failing {
				s.log.Error("rooms not saved", "error", err)
			}
			failing = err != nil
		}
	}
}

// hostKey reads the ed25519 host key at path, or makes one there (mode
// 0600) when there is none.
func hostKey(path string) (gossh.Signer, []byte, error) {
	data, err := store.ReadRegularFile(path, 64<<10)
	if errors.Is(err, os.ErrNotExist) {
		_, priv, gerr := ed25519.GenerateKey(rand.Reader)
		if gerr != nil {
			return nil, nil, gerr
		}
		block, merr := gossh.MarshalPrivateKey(priv, "parlour host key")
		if merr != nil {
			return nil, nil, merr
		}
		data = pem.EncodeToMemory(block)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, nil, fmt.Errorf("the host key's folder: %w", err)
		}
		if err := store.WriteFileAt(path, data, 0o600); err != nil {
			return nil, nil, fmt.Errorf("writing the host key: %w", err)
		}
	} else if err != nil {
		return nil, nil, fmt.Errorf("the host key %s: %w", path, err)
	} else if info, serr := os.Stat(path); serr == nil && info.Mode().Perm()&0o077 != 0 {
		// As sshd does: a host key others can read is no secret.
		return nil, nil, fmt.Errorf("the host key %s can be read by others (mode %04o): chmod 600 it, or remove it for a new one", path, info.Mode().Perm())
	}
	signer, err := gossh.ParsePrivateKey(data)
	if err != nil {
		return nil, nil, fmt.Errorf("the host key %s: %w", path, err)
	}
	return signer, data, nil
}

// readKeyFile reads an authorized_keys file (given by flag) into the set
// of its keys' fingerprints.
func readKeyFile(flag, path string) (map[string]bool, error) {
	data, err := store.ReadRegularFile(path, 1<<20)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	out := map[string]bool{}
	for len(data) > 0 {
		key, _, options, rest, err := gossh.ParseAuthorizedKey(data)
		if err != nil {
			break // no more keys (comments and blank lines are skipped by the parser)
		}
		if len(options) > 0 {
			// Parlour honours none of OpenSSH's options (from=, restrict,
			// no-pty...): a key it would let in more widely than the file
			// says is refused, never let in silently.
			return nil, fmt.Errorf("%s: %s gives the key %s the options %s, which Parlour does not honour: remove them, or the key",
				flag, path, gossh.FingerprintSHA256(key), strings.Join(options, ","))
		}
		out[gossh.FingerprintSHA256(key)] = true
		data = rest
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: %s holds no key", flag, path)
	}
	return out, nil
}

// middleware is what every connection goes through, outermost last: the
// command's length, the log, a terminal required, the limits, then the
// session's program.
func (s *Server) middleware() []wish.Middleware {
	return []wish.Middleware{s.sessionMiddleware(), s.gate(), activeterm.Middleware(), s.connLog(), s.commandGate()}
}

// maxCommandBytes is the longest command a session may give: the name of
// a room (at most 64 characters, of up to 4 bytes each) with room to
// quote it. Splitting a command into words costs time that grows as its
// square, so a longer one is refused before anything reads it.
const maxCommandBytes = 512

// commandGate turns away a session whose command is longer than any
// room's name, before the log or Parlour split it into words.
func (s *Server) commandGate() wish.Middleware {
	return func(next ssh.Handler) ssh.Handler {
		return func(sess ssh.Session) {
			defer ptyWasRead(sess) // a session refused before its program: its window changes go on
			if n := len(sess.RawCommand()); n > maxCommandBytes {
				s.log.Warn("refused", "addr", remoteIP(sess.RemoteAddr()), "reason", "command too long", "bytes", n)
				s.metrics.refused.count(refusedCommand)
				wish.Fatalln(sess, fmt.Sprintf("That command is %d bytes long; give the name of a room (at most %d characters), or nothing for the lobby.", n, s.cfg.Limits.RoomNameLen))
				return
			}
			next(sess)
		}
	}
}

// gate turns away a session over the server's limits, with the reason.
func (s *Server) gate() wish.Middleware {
	return func(next ssh.Handler) ssh.Handler {
		return func(sess ssh.Session) {
			addr := remoteIP(sess.RemoteAddr())
			s.mu.Lock()
			var refusal, reason string
			switch {
			case s.stopping:
				refusal, reason = "Parlour is shutting down; try again shortly.", refusedShutdown
			case s.total >= s.cfg.Limits.MaxSessions:
				refusal, reason = fmt.Sprintf("Parlour is full: %d sessions at most (--sessions-max). Try again later.", s.cfg.Limits.MaxSessions), refusedFull
			case s.perAddr[addr] >= s.cfg.Limits.SessionsPerAddress:
				refusal, reason = fmt.Sprintf("Too many sessions from your address: %d at most (--sessions-per-address).", s.cfg.Limits.SessionsPerAddress), refusedAtOnce
			}
			if refusal == "" {
				s.total++
				s.perAddr[addr]++
				s.sessions.Add(1)
			}
			s.mu.Unlock()
			if refusal != "" {
				s.log.Warn("refused", "addr", addr, "reason", refusal)
				s.metrics.refused.count(reason)
				wish.Fatalln(sess, refusal)
				return
			}
			started(sess)
			defer func() {
				s.mu.Lock()
				s.total--
				if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
					delete(s.perAddr, addr)
				}
				s.mu.Unlock()
				s.sessions.Done()
			}()
			next(sess)
		}
	}
}

func remoteIP(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.IP.String()
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}

// scheduleTakeover arranges, when --takeover-after is set, for a computer
// to play the seat of a player who went away (called with the registry's
// lock held).
func (s *Server) scheduleTakeover(roomName string, seat int) {
	d := s.cfg.Limits.TakeoverAfter
	if d <= 0 {
		return
	}
	time.AfterFunc(d, func() { s.reg.takeOver(roomName, seat, d) })
}
