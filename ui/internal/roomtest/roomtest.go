// Package roomtest plays a game in a room without SSH: a room.Table with
// its headless copy, and any number of copies of the game's screen driven
// in the test's goroutine through uitest harnesses, every frame of each
// handed to a check.
package roomtest

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/internal/uitest"
	"parlour/ui/room"
	"parlour/ui/screen"
)

// Check looks at one frame of copy c: game is the copy's game screen (it
// stays the same screen after the game ends), frame its view without
// styles.
type Check func(c *Copy, game screen.Screen, frame string)

// Room is a table and the copies of the test.
type Room struct {
	T      testing.TB
	Game   screen.Entry
	Table  *room.Table
	Copies []*Copy
	check  Check
	env    func() *screen.Env
}

// Copy is one terminal's copy of the game.
type Copy struct {
	Seats []int
	H     *uitest.Harness
	m     *model
	id    int
	// Sent counts the actions this copy's screen sent to the room.
	Sent int
	// Left says the copy's screens all closed: the player left the room.
	Left bool

	mu        sync.Mutex
	inbox     []tea.Msg
	delivered int
}

// Open starts a table for game with cfg and one copy for each list of seats
// (an empty list is a spectator). newEnv makes each copy's environment.
func Open(t testing.TB, game screen.Entry, newEnv func() *screen.Env, cfg screen.Config, check Check, copies ...[]int) *Room {
	t.Helper()
	tb, err := room.Open(game, newEnv(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.Close)
	r := &Room{T: t, Game: game, Table: tb, check: check, env: newEnv}
	for _, seats := range copies {
		r.Join(seats)
	}
	return r
}

// Join adds a copy playing seats; it receives the log so far.
func (r *Room) Join(seats []int) *Copy {
	r.T.Helper()
	c := &Copy{Seats: seats}
	submit := r.Table.Submitter(seats)
	link := screen.Link{Seats: seats, Send: func(a screen.Action) {
		c.Sent++
		submit(a)
	}}
	s, err := r.Game.Room(r.env(), r.Table.Config(), link)
	if err != nil {
		r.T.Fatal(err)
	}
	c.m = newModel(c, r.check, s)
	c.H = uitest.New(r.T, c.m, 80, 24)
	c.id = r.Table.Join(c.receive)
	r.Copies = append(r.Copies, c)
	return c
}

func (c *Copy) receive(msg tea.Msg) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.inbox = append(c.inbox, msg)
}

// take returns the messages waiting for the copy.
func (c *Copy) take() []tea.Msg {
	c.mu.Lock()
	defer c.mu.Unlock()
	msgs := c.inbox
	c.inbox = nil
	return msgs
}

// Game is the copy's game screen.
func (c *Copy) Game() screen.Screen { return c.m.game }

// Top is the screen the copy shows (the result once the game is over).
func (c *Copy) Top() screen.Screen { return c.m.top }

// Applied is the number of room actions delivered to the copy.
func (c *Copy) Applied() int { return c.delivered }

// Sync delivers the room's actions to every copy until each has the whole
// log and the log stops growing for settle (the headless copy may be about
// to answer; pass 0 when no computer is to act).
func (r *Room) Sync(settle time.Duration) {
	r.T.Helper()
	deadline := time.Now().Add(40 * time.Second)
	quietSince := time.Now()
	last := -1
	for time.Now().Before(deadline) {
		n := r.Table.Len()
		if n != last {
			last, quietSince = n, time.Now()
		}
		moved := false
		for _, c := range r.Copies {
			for _, msg := range c.take() {
				c.delivered++
				c.H.Send(msg)
				moved = true
			}
		}
		if !moved && r.allAt(n) && time.Since(quietSince) >= settle && r.Table.Len() == n {
			return
		}
		if !moved {
			time.Sleep(time.Millisecond)
		}
	}
	r.T.Fatalf("the room did not settle: log %d, copies at %v", r.Table.Len(), r.at())
}

// WaitLog waits until the log is longer than n (a computer answered);
// pass what the copies have applied (Copy.Applied), so that an answer
// already in the log counts.
func (r *Room) WaitLog(n int) bool {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if r.Table.Len() > n {
			return true
		}
		time.Sleep(time.Millisecond)
	}
	r.T.Logf("the log stays at %d; the room's copy: %v", n, r.Table.Err())
	return false
}

func (r *Room) allAt(n int) bool {
	for _, c := range r.Copies {
		if c.delivered != n {
			return false
		}
	}
	return true
}

func (r *Room) at() []int {
	var out []int
	for _, c := range r.Copies {
		out = append(out, c.delivered)
	}
	return out
}

// Headless runs f with the room's own copy's game screen once it has
// applied the whole log (applied reports how far a game screen is).
func (r *Room) Headless(applied func(screen.Screen) int, f func(screen.Screen)) {
	r.T.Helper()
	n := r.Table.Len()
	for range 5000 {
		done := false
		if !r.Table.Headless().Inspect(func(game screen.Screen) {
			if applied(game) >= n {
				f(game)
				done = true
			}
		}) {
			r.T.Fatalf("the room's copy stopped: %v", r.Table.Err())
		}
		if done {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	r.T.Fatal("the room's copy did not catch up with the log")
}

// model drives one copy in a screen.Stack, as a session's room screen
// does, and checks every frame. Its game is the stack's first screen
// until a result takes its place.
type model struct {
	c     *Copy
	check Check
	stack *screen.Stack
	game  screen.Screen
	top   screen.Screen
}

func newModel(c *Copy, check Check, s screen.Screen) *model {
	stack := screen.NewStack(s)
	return &model{c: c, check: check, stack: &stack, game: s, top: s}
}

func (m *model) Init() tea.Cmd { return m.stack.Init() }
func (m *model) View() string  { return m.top.View() }

func (m *model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := m.stack.Update(msg)
	if m.stack.Empty() {
		m.c.Left = true
	} else {
		m.top = m.stack.Top()
		if _, result := m.stack.Bottom().(*screen.Result); !result {
			m.game = m.stack.Bottom()
		}
	}
	if m.check != nil {
		m.check(m.c, m.game, ansi.Strip(m.top.View()))
	}
	return m, cmd
}

// Same fails the test unless every copy and the room's own copy hold the
// same game, as state writes it (the replicated part, as text); it returns
// that text. applied says how far a game screen is in the log.
func (r *Room) Same(applied func(screen.Screen) int, state func(screen.Screen) string) string {
	r.T.Helper()
	want := state(r.Copies[0].Game())
	for i, c := range r.Copies {
		if got := state(c.Game()); got != want {
			r.T.Fatalf("copy %d (seats %v) differs:\n%s\n%s", i, c.Seats, got, want)
		}
	}
	r.Headless(applied, func(s screen.Screen) {
		if got := state(s); got != want {
			r.T.Fatalf("the room's copy differs:\n%s\n%s", got, want)
		}
	})
	return want
}

// CopyOf is the copy that plays seat alone, or nil.
func (r *Room) CopyOf(seat int) *Copy {
	for _, c := range r.Copies {
		if len(c.Seats) == 1 && c.Seats[0] == seat {
			return c
		}
	}
	return nil
}

// Text is v in JSON: what a copy holds of the game, for Same to compare.
func Text(t testing.TB, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// SyncJoining brings every copy up to the log and, once the log holds
// *lateAt actions (0: never), lets a spectator join late, then sets
// *lateAt to 0.
func (r *Room) SyncJoining(lateAt *int) {
	r.Sync(0)
	if *lateAt > 0 && r.Table.Len() >= *lateAt {
		r.Join(nil)
		*lateAt = 0
		r.Sync(0)
	}
}
