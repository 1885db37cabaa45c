package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"

	"parlour/ui"
)

// identify is who the session is: its key's fingerprint, if it offered
// one, and its SSH user name, sanitised and capped, as its display name.
func identify(sess ssh.Session, nameLen int) Identity {
	who := Identity{Name: cleanName(sess.User(), nameLen)}
	if who.Name == "" {
		who.Name = "Guest"
	}
	if k := sess.PublicKey(); k != nil {
		who.Key = gossh.FingerprintSHA256(k)
	}
	return who
}

// plain reports whether the client asked for output without colour: a
// dumb or unnamed terminal, or NO_COLOR in its environment.
func plain(sess ssh.Session, term string) bool {
	if term == "" || term == "dumb" {
		return true
	}
	for _, kv := range sess.Environ() {
		if k, v, ok := strings.Cut(kv, "="); ok && k == "NO_COLOR" && v != "" {
			return true
		}
	}
	return false
}

// sessionRenderer is the session's own lipgloss renderer: its colour
// profile read from the client's TERM and COLORTERM (none at all for a
// dumb terminal). Its background is first taken from COLORFGBG when the
// client sends it (`ssh -o SendEnv=COLORFGBG`), and is otherwise dark;
// the terminal's own answer to the background query (background.go),
// when it gives one, then decides; the settings may choose Light or Dark.
func sessionRenderer(sess ssh.Session, term string) *lipgloss.Renderer {
	if term == "" || term == "dumb" {
		return lipgloss.NewRenderer(sess, termenv.WithProfile(termenv.Ascii))
	}
	environ := append(append([]string(nil), sess.Environ()...), "TERM="+term)
	r := lipgloss.NewRenderer(sess, termenv.WithEnvironment(sshEnviron(environ)), termenv.WithUnsafe(), termenv.WithColorCache(true))
	r.SetHasDarkBackground(darkBackground(sshEnviron(environ).Getenv("COLORFGBG")))
	return r
}

// darkBackground reads a terminal's COLORFGBG ("foreground;background",
// sometimes with a middle field, in the 16 ANSI colours): the background
// is light when it is colour 7 (white) or 9–15 (the bright ones), dark
// otherwise, and dark when the value says nothing.
func darkBackground(colorfgbg string) bool {
	fields := strings.Split(colorfgbg, ";")
	bg, err := strconv.Atoi(strings.TrimSpace(fields[len(fields)-1]))
	if colorfgbg == "" || err != nil || bg < 0 || bg > 15 {
		return true
	}
	return bg != 7 && bg < 9
}

// sshEnviron is the client's environment as termenv reads it.
type sshEnviron []string

// Environ is the variables, KEY=VALUE.
func (e sshEnviron) Environ() []string { return e }

// Getenv is the value of k, the last one given.
func (e sshEnviron) Getenv(k string) string {
	v := ""
	for _, kv := range e {
		if key, val, ok := strings.Cut(kv, "="); ok && key == k {
			v = val
		}
	}
	return v
}

// The window a session is drawn in: a client that gives no size (a pty of
// 0 by 0, as `ssh -tt` from a script asks) gets the default, and one that
// says its window is larger than the maximum is drawn at the maximum
// (65535 by 65535 would make frames of megabytes).
const (
	defaultWindowWidth, defaultWindowHeight = 80, 24
	maxWindowWidth, maxWindowHeight         = 500, 200
)

// windowSize is the size a session is drawn at for a client window of
// width by height.
func windowSize(width, height int) tea.WindowSizeMsg {
	if width <= 0 || height <= 0 {
		return tea.WindowSizeMsg{Width: defaultWindowWidth, Height: defaultWindowHeight}
	}
	return tea.WindowSizeMsg{Width: min(width, maxWindowWidth), Height: min(height, maxWindowHeight)}
}

// windowEvery is how often at most a session's program is given a new
// window size: a window dragged by hand is drawn again twenty times a
// second, and a flood of changes costs no more.
const windowEvery = 50 * time.Millisecond

// followWindow gives the program the client's window changes: the latest
// of them, at most once every windowEvery; a window over the clamp once
// while it stays over it (every size over it is drawn at the clamp). A
// change to the same size is given (a terminal asks for a whole new frame
// so). It reads every change until the connection's requests end, after
// the session too, and never waits for the program: a change waiting to
// be read holds the session's requests, and so the connection's read
// loop, which also reads the client's window adjustments that the
// program's frames may be waiting for, and the client's leaving. done
// ends the giving (the session is over).
func followWindow(windows <-chan ssh.Window, send func(tea.Msg), done <-chan struct{}) {
	latest := make(chan ssh.Window, 1) // the change not yet given
	go func() {
		var given tea.WindowSizeMsg
		for {
			select {
			case w := <-latest:
				size := windowSize(w.Width, w.Height)
				if size == given && (w.Width > maxWindowWidth || w.Height > maxWindowHeight) {
					continue
				}
				send(size)
				given = size
			case <-done:
				return
			}
			select {
			case <-time.After(windowEvery):
			case <-done:
				return
			}
		}
	}()
	for w := range windows {
		select {
		case <-latest: // replaced by this one
		default:
		}
		latest <- w // room for it: this loop alone puts
	}
}

// sessionMiddleware runs one Bubble Tea program for the session, on its
// own renderer, opening on the lobby (or on the room named by the
// command: `ssh host -t ROOM`).
func (s *Server) sessionMiddleware() wish.Middleware {
	return func(next ssh.Handler) ssh.Handler {
		return func(sess ssh.Session) {
			defer func() {
				// A panic of this session ends this session only.
				if r := recover(); r != nil {
					s.log.Error("session failed", "addr", remoteIP(sess.RemoteAddr()), "panic", r)
					wish.Fatalln(sess, "Parlour stopped this session on an internal error (a bug, not your doing); your seat is kept.")
				}
			}()
			s.runSession(sess)
			next(sess)
		}
	}
}

func (s *Server) runSession(sess ssh.Session) {
	pty, windows, _ := sess.Pty()
	ptyWasRead(sess) // the middleware before has read it too
	who := identify(sess, s.cfg.Limits.NameLen)
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	// The session's input is read by a reader of its own, so that the
	// terminal can be asked its background before the program starts,
	// for a bounded time, without its answers reaching the program.
	input := newSessionInput(sess, s.cfg.Limits.BytesPerSecond, ctx.Done())
	renderer := sessionRenderer(sess, pty.Term)
	if !plain(sess, pty.Term) {
		if dark, known := input.queryBackground(sess, backgroundWait); known {
			renderer.SetHasDarkBackground(dark)
		}
	}
	env := ui.NewSessionEnv(ui.Options{NoColor: plain(sess, pty.Term), DataDir: filepath.Join(s.cfg.DataDir, "sessions"), Games: s.cfg.Games}, renderer)

	notify := make(chan struct{}, 1)
	m, err := s.reg.register(who, remoteIP(sess.RemoteAddr()), func(tea.Msg) {
		select {
		case notify <- struct{}{}:
		default:
		}
	})
	if err != nil {
		wish.Fatalln(sess, err.Error())
		return
	}
	defer s.reg.unregister(m.id)

	first := strings.TrimSpace(strings.Join(sess.Command(), " "))
	if first == "" {
		first = s.reg.awayRoom(who)
	}
	lobby := newLobby(env, s.reg, s, m.id, who, first)
	rate := newRateLimit(s.cfg.Limits.KeysPerSecond, time.Now)
	var ended endReason
	model := newSessionModel(ui.NewApp(env, lobby), s.cfg.Limits, rate, &ended, ctx.Done())
	var output io.Writer = countingWriter{sess, &s.metrics.frameBytes}
	if d := s.cfg.Limits.IdleTimeout; d > 0 {
		output = stallGuard{Writer: output, after: d, stalled: func() {
			s.log.Warn("closed", "user", who.Name, "addr", remoteIP(sess.RemoteAddr()), "reason", "no frame taken within --idle-timeout", "within", d)
			closeConnection(sess)
		}}
	}
	opts := append([]tea.ProgramOption{tea.WithInput(input), tea.WithOutput(output)}, tea.WithAltScreen(), tea.WithMouseCellMotion(),
		tea.WithoutSignalHandler(), tea.WithFilter(s.countKeys(rate.filter)), tea.WithContext(ctx))
	p := tea.NewProgram(model, opts...)
	s.reg.setDeliver(m.id, p.Send)

	s.mu.Lock()
	if s.stopping {
		s.mu.Unlock()
		wish.Fatalln(sess, "Parlour is shutting down; try again shortly.")
		return
	}
	s.programs[m.id] = func(why string) { ended.set(why); p.Quit() }
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.programs, m.id)
		s.mu.Unlock()
	}()

	if windows != nil {
		go followWindow(windows, p.Send, ctx.Done())
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-ctx.Done():
				return
			case <-notify:
				p.Send(roomsChangedMsg{})
			}
		}
	}()
	go p.Send(windowSize(pty.Window.Width, pty.Window.Height))
	_, runErr := p.Run()
	p.Kill()
	cancel()
	wg.Wait()
	// The seat is free before the client hears that the session ended, so
	// that a player who comes straight back finds it away and rejoins.
	s.reg.unregister(m.id)
	switch {
	case errors.Is(runErr, tea.ErrProgramPanic):
		s.log.Error("session failed", "user", who.Name, "addr", remoteIP(sess.RemoteAddr()), "error", runErr)
		ended.set("Parlour stopped this session on an internal error (a bug, not your doing); your seat is kept.")
	case runErr != nil && !errors.Is(runErr, tea.ErrProgramKilled):
		s.log.Info("session ended", "user", who.Name, "addr", remoteIP(sess.RemoteAddr()), "error", runErr)
	}
	if why := ended.get(); why != "" {
		fmt.Fprint(sess.Stderr(), why+"\r\n")
		sess.Exit(1)
		return
	}
	sess.Exit(0)
}

// stallGuard calls stalled when a write through it has waited longer
// than after: the client takes no output (its SSH window stays full), and
// the program, waiting on its frame, could not even see the idle timeout
// pass; the session would be held for ever.
type stallGuard struct {
	io.Writer
	after   time.Duration
	stalled func()
}

func (g stallGuard) Write(p []byte) (int, error) {
	t := time.AfterFunc(g.after, g.stalled)
	defer t.Stop()
	return g.Writer.Write(p)
}

// closeConnection closes the session's connection: what waits on it (a
// frame being written, the program) ends.
func closeConnection(sess ssh.Session) {
	if ec, ok := sess.Context().Value(connKey{}).(*edgeConn); ok {
		ec.Close()
		return
	}
	sess.Close()
}

// countKeys counts, for the figures, the keys filter lets through.
func (s *Server) countKeys(filter func(tea.Model, tea.Msg) tea.Msg) func(tea.Model, tea.Msg) tea.Msg {
	return func(m tea.Model, msg tea.Msg) tea.Msg {
		out := filter(m, msg)
		if k, ok := out.(tea.KeyMsg); ok {
			s.metrics.keys.Add(max(1, len(k.Runes)))
		}
		return out
	}
}

// endReason is why the server ended a session, told to the client after
// its program stopped.
type endReason struct {
	mu  sync.Mutex
	why string
}

func (e *endReason) set(why string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.why == "" {
		e.why = why
	}
}

func (e *endReason) get() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.why
}

// rateLimit drops the keys and clicks of a session that sends more than
// perSecond a second (after a burst of twice that). It runs in the
// program's filter, on the program's own goroutine.
type rateLimit struct {
	perSecond float64
	burst     float64
	tokens    float64
	last      time.Time
	now       func() time.Time
	dropped   int
	told      time.Time // when a drop was last passed on, to be shown
}

// droppedEvery is how often at most a drop is passed on to be shown: the
// notice stays up meanwhile, and a flood of keys over the rate is not
// drawn again for each message dropped.
const droppedEvery = time.Second

func newRateLimit(perSecond int, now func() time.Time) *rateLimit {
	r := &rateLimit{perSecond: float64(perSecond), burst: float64(2 * perSecond), now: now}
	r.tokens, r.last = r.burst, now()
	return r
}

// allow takes one token, if there is one.
func (r *rateLimit) allow() bool { return r.take(1) == 1 }

// take takes up to n tokens, one a key, and says how many it took; the
// rest count as dropped.
func (r *rateLimit) take(n int) int {
	t := r.now()
	r.tokens = min(r.burst, r.tokens+t.Sub(r.last).Seconds()*r.perSecond)
	r.last = t
	got := min(n, int(r.tokens))
	r.tokens -= float64(got)
	r.dropped += n - got
	return got
}

// filter is the program's filter: keys over the rate are dropped (a burst
// of letters that came as one message counts a key a letter, and keeps
// the letters the rate allows); an input dropped whole becomes a
// keysDroppedMsg, which the session model shows as a notice, or, within
// droppedEvery of the last one, nothing at all (nil: not even drawn).
func (r *rateLimit) filter(_ tea.Model, msg tea.Msg) tea.Msg {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			got := r.take(len(msg.Runes))
			if got == 0 {
				return r.droppedWhole()
			}
			msg.Runes = msg.Runes[:got]
			return msg
		}
		if msg.String() != "ctrl+c" && !r.allow() {
			return r.droppedWhole()
		}
	case tea.MouseMsg:
		if !r.allow() {
			return r.droppedWhole()
		}
	}
	return msg
}

// droppedWhole is what an input dropped whole becomes: a keysDroppedMsg
// at most once every droppedEvery, else nil.
func (r *rateLimit) droppedWhole() tea.Msg {
	if t := r.now(); r.told.IsZero() || t.Sub(r.told) >= droppedEvery {
		r.told = t
		return keysDroppedMsg{}
	}
	return nil
}

// announceFor is how long an admin's announcement shows.
const announceFor = 15 * time.Second

// keysDroppedMsg says input was dropped for its rate.
type keysDroppedMsg struct{}

// idleCheckMsg asks the session model whether the session is idle.
type idleCheckMsg struct{}

// noticeDoneMsg clears the notice shown since at.
type noticeDoneMsg struct{ at time.Time }

// sessionModel is a session's program: the root of the screens (ui.App)
// with the server's own concerns around it: the idle timeout and the
// notice that input was dropped.
type sessionModel struct {
	app       tea.Model
	limits    Limits
	rate      *rateLimit
	ended     *endReason
	lastInput time.Time
	notice    string
	noticeAt  time.Time
	noticeFor time.Duration   // how long the notice shows
	done      <-chan struct{} // closed when the session ends
}

func newSessionModel(app tea.Model, limits Limits, rate *rateLimit, ended *endReason, done <-chan struct{}) sessionModel {
	return sessionModel{app: app, limits: limits, rate: rate, ended: ended, lastInput: time.Now(), done: done}
}

func (m sessionModel) idleTick() tea.Cmd {
	if m.limits.IdleTimeout <= 0 {
		return nil
	}
	every := min(m.limits.IdleTimeout/4+time.Millisecond, time.Minute)
	return after(every, m.done, idleCheckMsg{})
}

// after is a command that yields msg after d, or nothing once done is
// closed (the session ended): unlike tea.Tick it leaves no goroutine
// behind a closed session.
func after(d time.Duration, done <-chan struct{}, msg tea.Msg) tea.Cmd {
	return func() tea.Msg {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			return msg
		case <-done:
			return nil
		}
	}
}

// Init starts the screens and the idle watch.
func (m sessionModel) Init() tea.Cmd { return tea.Batch(m.app.Init(), m.idleTick()) }

// Update handles the server's messages and passes the rest on.
func (m sessionModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case idleCheckMsg:
		if idle := time.Since(m.lastInput); idle >= m.limits.IdleTimeout {
			m.ended.set(fmt.Sprintf("Disconnected after %s without a key (--idle-timeout); your seat is kept.", roundDuration(idle)))
			return m, tea.Quit
		}
		return m, m.idleTick()
	case keysDroppedMsg:
		at := time.Now()
		first := m.notice == ""
		m.notice = fmt.Sprintf("Too many keys at once: some were dropped (at most %d a second).", m.limits.KeysPerSecond)
		m.noticeAt, m.noticeFor = at, 2*time.Second
		if first {
			return m, after(m.noticeFor, m.done, noticeDoneMsg{at})
		}
		return m, nil
	case announceMsg:
		first := m.notice == ""
		m.notice = "Announcement: " + msg.text
		m.noticeAt, m.noticeFor = time.Now(), announceFor
		if first {
			return m, after(m.noticeFor, m.done, noticeDoneMsg{m.noticeAt})
		}
		return m, nil
	case noticeDoneMsg:
		if time.Since(m.noticeAt) >= m.noticeFor-10*time.Millisecond {
			m.notice = ""
			return m, nil
		}
		at := m.noticeAt
		return m, after(time.Until(at.Add(m.noticeFor)), m.done, noticeDoneMsg{at})
	case tea.KeyMsg, tea.MouseMsg:
		m.lastInput = time.Now()
	}
	next, cmd := m.app.Update(msg)
	m.app = next
	return m, cmd
}

// View is the screens' view, with the notice (if any) on its last line.
func (m sessionModel) View() string {
	v := m.app.View()
	if m.notice == "" || v == "" {
		return v
	}
	lines := strings.Split(v, "\n")
	lines[len(lines)-1] = m.notice
	return strings.Join(lines, "\n")
}

func roundDuration(d time.Duration) time.Duration {
	if d > time.Minute {
		return d.Round(time.Second)
	}
	return d.Round(100 * time.Millisecond)
}
