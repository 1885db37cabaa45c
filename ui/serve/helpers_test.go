package serve

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"parlour/ui/screen"
	"parlour/ui/seats"
)

// pickID is the test game: seats take turns picking a digit in secret;
// each pick is drawn as a secret token only for the seat that made it.
const pickID = "pick"

// secret is what seat's pick in round draws, on that seat's copy only.
func secret(seat, round, n int) string { return fmt.Sprintf("SECRET%d-%d-%d", seat, round, n) }

func pickGame() screen.Entry {
	return screen.Entry{ID: pickID, Title: "Pick", Summary: "pick digits in secret",
		MinSeats: 2, MaxSeats: 2, DefaultSeats: 2, Levels: []seats.Level{seats.Easy, seats.Medium},
		Options: []screen.Option{{Key: "rounds", Label: "Rounds", Choices: screen.Plain("3", "2", "1000")}},
		New: func(*screen.Env, screen.Config) (screen.Screen, error) {
			return nil, fmt.Errorf("rooms only")
		},
		Room: func(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
			rounds := 3
			fmt.Sscan(cfg.Options["rounds"], &rounds)
			return &pickModel{env: env, cfg: cfg, link: link, rounds: rounds, picks: make([][]int, len(cfg.Seats))}, nil
		},
	}
}

type pickModel struct {
	env    *screen.Env
	cfg    screen.Config
	link   screen.Link
	cursor screen.ActionCursor
	picks  [][]int
	rounds int
}

func (m *pickModel) turn() int { return m.cursor.Applied() % len(m.cfg.Seats) }
func (m *pickModel) over() bool {
	return m.cursor.Applied() >= m.rounds*len(m.cfg.Seats)
}

func (m *pickModel) Init() tea.Cmd { return m.computer() }

// computer plays a computer seat this copy plays.
func (m *pickModel) computer() tea.Cmd {
	seat := m.turn()
	if m.over() || !m.link.Plays(seat) || m.cfg.Seats[seat].IsHuman() {
		return nil
	}
	n := 1 + m.cursor.Applied()%5
	send := m.link.Send
	return func() tea.Msg {
		send(screen.Action{Seat: seat, Data: json.RawMessage(fmt.Sprintf(`{"n":%d}`, n))})
		return nil
	}
}

func (m *pickModel) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case screen.ActionMsg:
		if !m.cursor.Accept(msg) {
			return m, nil
		}
		var a struct{ N int }
		json.Unmarshal(msg.Action.Data, &a)
		if a.N == 9 && slices.ContainsFunc(m.link.Seats, func(s int) bool { return !m.cfg.Seats[s].IsHuman() }) {
			panic("the computer's copy broke on a 9") // a pick of 9 breaks the copy that plays a computer
		}
		m.picks[msg.Action.Seat] = append(m.picks[msg.Action.Seat], a.N)
		if m.over() {
			link := m.link
			return screen.Replace(screen.NewResult(m.env, screen.ResultSpec{Game: pickGame(), Config: m.cfg,
				Headline: "Game over", Reason: "every pick made", Room: &link})), nil
		}
		return m, m.computer()
	case tea.KeyMsg:
		k := msg.String()
		switch {
		case k == "!":
			panic("the test game broke")
		case k == "esc":
			return screen.Home(), nil
		case len(k) == 1 && (k[0] >= '1' && k[0] <= '5' || k[0] == '9'):
			seat := m.turn()
			if m.link.Plays(seat) && m.cfg.Seats[seat].IsHuman() {
				m.link.Send(screen.Action{Seat: seat, Data: json.RawMessage(`{"n":` + k + `}`)})
			}
		}
	}
	return m, nil
}

func (m *pickModel) View() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Pick game, move %d, turn of %s\n", m.cursor.Applied(), m.cfg.Seats[m.turn()].Name)
	for i, s := range m.cfg.Seats {
		if m.env.Away(i) {
			fmt.Fprintf(&b, "%s%s\n", s.Name, m.env.AwayMark(i))
		}
	}
	for _, seat := range m.link.Seats {
		if !m.cfg.Seats[seat].IsHuman() {
			continue
		}
		b.WriteString(fmt.Sprintf("Seat %d picks:", seat+1))
		// The last few: a line that grew with the game would make the
		// load test's frames cost more the longer it plays.
		from := max(0, len(m.picks[seat])-maxPicksShown)
		for r, n := range m.picks[seat][from:] {
			b.WriteString(" " + secret(seat, from+r, n))
		}
		b.WriteString("\n")
	}
	if m.link.Plays(m.turn()) && m.cfg.Seats[m.turn()].IsHuman() {
		fmt.Fprintf(&b, "YOUR TURN: pick 1-5 (move %d)\n", m.cursor.Applied())
	}
	return b.String()
}

// maxPicksShown is how many of a seat's picks Pick draws, the last.
const maxPicksShown = 8

// testLimits are roomy limits for tests.
func testLimits() Limits {
	l := DefaultLimits()
	l.SessionsPerAddress = 500
	l.MaxSessions = 500
	l.KeysPerSecond = 1000
	l.ConnectionsPerMinute = 100_000
	l.BytesPerSecond = 16 << 20
	return l
}

// logWriter sends the server's log to the test's.
type logWriter struct {
	mu   sync.Mutex
	t    testing.TB
	on   bool
	kept bytes.Buffer // everything logged, for tests that read the log
}

func (w *logWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.kept.Write(p)
	if w.on {
		w.t.Logf("server: %s", bytes.TrimRight(p, "\n"))
	}
	return len(p), nil
}

func (w *logWriter) stop() { w.mu.Lock(); w.on = false; w.mu.Unlock() }

// testServer is a server on 127.0.0.1 and a port of the system's choice.
type testServer struct {
	*Server
	addr string
	done chan error
	once sync.Once
	log  *logWriter
}

// logged is what the server has logged so far.
func (ts *testServer) logged() string {
	ts.log.mu.Lock()
	defer ts.log.mu.Unlock()
	return ts.log.kept.String()
}

func startServer(t testing.TB, dir string, limits Limits, games ...screen.Entry) *testServer {
	t.Helper()
	if len(games) == 0 {
		games = []screen.Entry{pickGame()}
	}
	return startServerConfig(t, Config{DataDir: dir, Limits: limits, Games: games})
}

// startServerConfig starts a server set up as cfg, on 127.0.0.1.
func startServerConfig(t testing.TB, cfg Config) *testServer {
	t.Helper()
	if len(cfg.Games) == 0 {
		cfg.Games = []screen.Entry{pickGame()}
	}
	lw := &logWriter{t: t, on: true}
	cfg.Listen, cfg.Log = "127.0.0.1:0", lw
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := srv.Listen()
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{Server: srv, addr: ln.Addr().String(), done: make(chan error, 1), log: lw}
	go func() { ts.done <- srv.Serve(ln) }()
	t.Cleanup(func() { ts.stop(t); lw.stop() })
	return ts
}

// stop shuts the server down and waits for Serve to return.
func (ts *testServer) stop(t testing.TB) { ts.once.Do(func() { ts.stopNow(t) }) }

func (ts *testServer) stopNow(t testing.TB) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ts.Shutdown(ctx); err != nil {
		t.Errorf("shutdown: %v", err)
	}
	select {
	case err := <-ts.done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("Serve did not return")
	}
}

// newKey makes a client key.
func newKey(t testing.TB) gossh.Signer {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// client is one SSH session to the server, with a terminal of 100×30.
type client struct {
	t     testing.TB
	conn  *gossh.Client
	sess  *gossh.Session
	stdin io.Writer
	// repaint asks for the whole screen again (a resize).
	repaint func()
	mu      sync.Mutex
	out     bytes.Buffer // everything received
	errOut  bytes.Buffer
	seen    int // stripped output already matched
	ended   chan struct{}
	// frames is told of each chunk of output (the load test times them).
	frames func()
	asked  bool // the terminal was asked its background
}

type dialOpts struct {
	user    string
	key     gossh.Signer // nil: no key (keyboard-interactive)
	command string       // the room to enter ("" : the lobby)
	term    string
	noPty   bool
	// window is the pty's rows and columns (nil: 30 by 100).
	window *[2]int
	// answer is what the client's terminal answers to the background
	// query, sent once it is asked; "" answers the cursor's position
	// alone (a terminal that does not know OSC 11), "never" nothing.
	answer string
}

// answerQuery writes the terminal's answer to the background query, as
// told.
func answerQuery(o dialOpts, stdin func() io.Writer) {
	if o.answer == "never" {
		return
	}
	answer := o.answer
	if answer == "" {
		answer = "\x1b[1;1R"
	}
	go func() {
		if w := stdin(); w != nil {
			io.WriteString(w, answer)
		}
	}()
}

func dial(t testing.TB, addr string, o dialOpts) (*client, error) {
	t.Helper()
	auth := []gossh.AuthMethod{}
	if o.key != nil {
		auth = append(auth, gossh.PublicKeys(o.key))
	} else {
		auth = append(auth, gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil }))
	}
	conn, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: o.user, Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second})
	if err != nil {
		return nil, err
	}
	sess, err := conn.NewSession()
	if err != nil {
		conn.Close()
		return nil, err
	}
	c := &client{t: t, conn: conn, sess: sess, ended: make(chan struct{})}
	c.repaint = func() { sess.WindowChange(30, 100) }
	sess.Stdout = writerFunc(func(p []byte) (int, error) {
		c.mu.Lock()
		c.out.Write(p)
		f := c.frames
		if !c.asked && bytes.Contains(c.out.Bytes(), []byte(backgroundQuery)) {
			c.asked = true
			answerQuery(o, c.stdinWriter)
		}
		c.mu.Unlock()
		if f != nil {
			f()
		}
		return len(p), nil
	})
	sess.Stderr = writerFunc(func(p []byte) (int, error) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.errOut.Write(p)
		return len(p), nil
	})
	stdin, err := sess.StdinPipe()
	if err != nil {
		conn.Close()
		return nil, err
	}
	c.mu.Lock()
	c.stdin = stdin
	c.mu.Unlock()
	if !o.noPty {
		term := o.term
		if term == "" {
			term = "xterm-256color"
		}
		rows, cols := 30, 100
		if o.window != nil {
			rows, cols = o.window[0], o.window[1]
		}
		if err := sess.RequestPty(term, rows, cols, gossh.TerminalModes{}); err != nil {
			conn.Close()
			return nil, err
		}
	}
	if o.command != "" {
		err = sess.Start(o.command)
	} else {
		err = sess.Shell()
	}
	if err != nil {
		conn.Close()
		return nil, err
	}
	go func() { sess.Wait(); close(c.ended) }()
	return c, nil
}

func mustDial(t testing.TB, addr string, o dialOpts) *client {
	t.Helper()
	c, err := dial(t, addr, o)
	if err != nil {
		t.Fatalf("dial as %s: %v", o.user, err)
	}
	t.Cleanup(c.close)
	return c
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// stdinWriter is the session's input, once it is open.
func (c *client) stdinWriter() io.Writer {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stdin
}

// text is everything drawn so far, escape codes removed.
func (c *client) text() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return ansi.Strip(c.out.String())
}

// raw is everything received, escape codes and all.
func (c *client) raw() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.out.String()
}

func (c *client) stderr() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.errOut.String()
}

// waitFor waits until want is drawn after what was matched before.
func (c *client) waitFor(want string) {
	c.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	lastPaint := time.Now()
	for {
		if time.Since(lastPaint) > 400*time.Millisecond {
			// Bubble Tea draws only the lines that changed: a resize
			// makes it draw the whole screen again.
			c.repaint()
			lastPaint = time.Now()
		}
		all := c.text()
		if i := strings.Index(all[min(c.seen, len(all)):], want); i >= 0 {
			c.seen += i + len(want)
			return
		}
		if time.Now().After(deadline) {
			tail := all[max(0, len(all)-1500):]
			c.t.Fatalf("%q never drawn; the last output:\n%s\nstderr: %s", want, tail, c.stderr())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// mark forgets what was drawn so far: waitFor looks only at what follows.
func (c *client) mark() { c.seen = len(c.text()) }

// keys types s (raw bytes: "\r" is Enter, "\x1b" Esc).
func (c *client) keys(s string) {
	c.t.Helper()
	if err := c.tryKeys(s); err != nil {
		c.t.Fatalf("typing %q: %v", s, err)
	}
}

// tryKeys types s, or says why it could not (the session has ended).
func (c *client) tryKeys(s string) error {
	_, err := io.WriteString(c.stdin, s)
	return err
}

// waitEnd waits for the server to end the session.
func (c *client) waitEnd() {
	c.t.Helper()
	select {
	case <-c.ended:
	case <-time.After(10 * time.Second):
		c.t.Fatalf("the session did not end; stderr: %s", c.stderr())
	}
}

func (c *client) close() { c.conn.Close() }

// waitUntil polls cond for up to 10 s.
func waitUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// seatConnected reports whether a session plays seat of the room.
func (g *registry) seatConnected(name string, seat int) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	r := g.rooms[fold(name)]
	return r != nil && r.seats[seat].session != 0
}

// sessionCount is the number of sessions the server counts.
func (s *Server) sessionCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total
}

// sessionOf is the id of the session of the user named name.
func (g *registry) sessionOf(name string) int64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	for id, m := range g.sessions {
		if m.who.Name == name {
			return id
		}
	}
	return 0
}

// logLen is the length of the room's game log.
func (g *registry) logLen(name string) int {
	g.mu.Lock()
	var table *gameTable
	if r := g.rooms[fold(name)]; r != nil {
		table = r.table // set by the start, under the lock
	}
	g.mu.Unlock()
	if table == nil {
		return 0
	}
	return table.t.Len()
}

// pickConfig is a Pick table of two people.
func pickConfig(rounds string) screen.Config {
	return screen.Config{Seats: []seats.Seat{{Name: "A", Kind: seats.Human}, {Name: "B", Kind: seats.Human}},
		Options: map[string]string{"rounds": rounds}, Seed: 1}
}
