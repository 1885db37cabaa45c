package serve

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// loadPlan is one load run: how many sessions, in rooms of 2 to 4 (two
// players of Pick and the rest watching), for how long each phase, and
// the 99th percentiles of key to next frame it must keep, quiet and with
// one session in ten hostile.
type loadPlan struct {
	sessions          int
	playFor           time.Duration
	quietP99, hostP99 time.Duration
}

// TestLoadManySessionsInManyRooms (PARLOUR_SLOW=1) is the full load: 200
// sessions in rooms of 2 to 4 for 30 s, key to next frame p99 under
// 50 ms and at most 300 KiB of heap a session; then 30 s more with 20
// hostile clients flooding (resizes, keys, long commands, silent
// connections, environment, a huge window): the others' p99 under
// 100 ms, and goroutines, file descriptors and heap back to where they
// were once the hostile clients leave. docs/notes/2026-12-05-issue-39-ops.md
// has the figures.
func TestLoadManySessionsInManyRooms(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") == "" {
		t.Skip("a 60 s load test: set PARLOUR_SLOW=1 to run it")
	}
	runLoad(t, loadPlan{sessions: 200, playFor: 30 * time.Second, quietP99: 50 * time.Millisecond, hostP99: 100 * time.Millisecond})
}

// TestLoadSmall is the load test at small scale, in the default run: 24
// sessions, 2 s a phase, six hostile clients (one of each kind). Its percentiles are looser, since the default
// run shares the machine with other packages' tests; the full run holds
// the figures of a quiet machine.
func TestLoadSmall(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") != "" {
		t.Skip("the full load test runs instead")
	}
	runLoad(t, loadPlan{sessions: 24, playFor: 2 * time.Second, quietP99: 250 * time.Millisecond, hostP99: 500 * time.Millisecond})
}

// loadLimits are the server's defaults, with room for every session
// coming from one address, and keys enough for a fast player.
func loadLimits() Limits {
	l := DefaultLimits()
	l.SessionsPerAddress, l.MaxSessions, l.MaxRooms = 1000, 1000, 1000
	l.ConnectionsPerMinute = 100_000
	l.RoomsPerKey = 5
	l.KeysPerSecond = 100
	return l
}

// loadPlayer is a seated session that picks whenever its terminal says
// it is its turn, timing the first frame after each key.
type loadPlayer struct {
	c       *client
	mu      sync.Mutex
	myTurn  bool
	sentAt  time.Time
	pending bool
}

// timings are the key-to-frame times of a phase.
type timings struct {
	mu   sync.Mutex
	on   bool
	seen []time.Duration
}

func (tm *timings) add(d time.Duration) {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	if tm.on {
		tm.seen = append(tm.seen, d)
	}
}

// take ends the phase: its times, sorted.
func (tm *timings) take() []time.Duration {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	out := tm.seen
	tm.seen, tm.on = nil, false
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func runLoad(t *testing.T, plan loadPlan) {
	runtime.GC()
	baseGoroutines := runtime.NumGoroutine()
	ts := startServer(t, t.TempDir(), loadLimits())
	ts.log.stop() // thousands of refusals are expected in the log
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	// Lay the rooms through the registry (the lobby flow is tested
	// elsewhere); the sessions then join them by name.
	var players []*loadPlayer
	var all []*client
	var rooms []string
	for r := 0; len(all) < plan.sessions; r++ {
		name := fmt.Sprintf("load-%02d", r)
		rooms = append(rooms, name)
		size := min(2+r%3, plan.sessions-len(all))
		size = max(size, 2)
		var seated []*loadPlayer
		for s := 0; s < size; s++ {
			o := dialOpts{user: fmt.Sprintf("u%02d-%d", r, s), key: newKey(t)}
			if s > 0 {
				o.command = name
			}
			c := mustDial(t, ts.addr, o)
			all = append(all, c)
			if s == 0 {
				c.waitFor("rooms on this server")
				if err := ts.reg.create(ts.reg.sessionOf(o.user), name, pickID, pickConfig("100000")); err != nil {
					t.Fatal(err)
				}
				c.keys("/")
				c.waitFor("Join the room called")
				c.keys(name + "\r")
			}
			c.waitFor("laid by")
			if s == 1 {
				c.keys("t")
				c.waitFor("(you)")
			}
			if s <= 1 {
				seated = append(seated, &loadPlayer{c: c, myTurn: true})
			}
		}
		players = append(players, seated...)
		seated[0].c.keys("s")
	}

	// From here on, output is only watched, not kept: a player's chunk
	// saying it is its turn lets it pick; the first chunk after a key
	// times it.
	tm := &timings{}
	var frames, frameBytes atomic.Int64 // chunks of output (a frame each) and their bytes
	took := func(c *client) { frames.Add(1); frameBytes.Add(int64(c.out.Len())); c.out.Reset() }
	for _, c := range all {
		c.mu.Lock()
		c.out.Reset()
		c.frames = func() { c.mu.Lock(); took(c); c.mu.Unlock() }
		c.mu.Unlock()
	}
	for _, p := range players {
		p.c.mu.Lock()
		p.c.frames = func() {
			p.c.mu.Lock()
			turn := bytes.Contains(p.c.out.Bytes(), []byte("YOUR TURN"))
			took(p.c)
			p.c.mu.Unlock()
			p.mu.Lock()
			defer p.mu.Unlock()
			if p.pending {
				tm.add(time.Since(p.sentAt))
				p.pending = false
			}
			if turn {
				p.myTurn = true
			}
		}
		p.c.mu.Unlock()
	}
	var untimed atomic.Int64
	stopPlay := make(chan struct{})
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Add(1)
		go func(p *loadPlayer, rng *rand.Rand) {
			defer wg.Done()
			for {
				select {
				case <-stopPlay:
					return
				case <-time.After(time.Duration(20+rng.IntN(30)) * time.Millisecond):
				}
				p.mu.Lock()
				if p.pending && time.Since(p.sentAt) > time.Second {
					// No frame came: the key was not this seat's to
					// play (its turn was missed before the watch began).
					p.pending, p.myTurn = false, true
					untimed.Add(1)
				}
				if p.myTurn && !p.pending {
					p.myTurn, p.pending, p.sentAt = false, true, time.Now()
					p.mu.Unlock()
					if _, err := p.c.stdin.Write([]byte{byte('1' + rng.IntN(5))}); err != nil {
						t.Errorf("a key could not be sent: %v", err)
						return
					}
					continue
				}
				p.mu.Unlock()
			}
		}(p, rand.New(rand.NewPCG(uint64(i), 9)))
	}

	// Quiet.
	stopProfile := profilePhase(t, "quiet")
	seen := sessionMoves(ts, rooms)
	frames.Store(0)
	frameBytes.Store(0)
	tm.mu.Lock()
	tm.on = true
	tm.mu.Unlock()
	time.Sleep(plan.playFor / 2)
	runtime.GC()
	var mid runtime.MemStats
	runtime.ReadMemStats(&mid)
	time.Sleep(plan.playFor / 2)
	quiet := tm.take()
	quietFrames, quietBytes, seen := frames.Load(), frameBytes.Load(), sessionMoves(ts, rooms)-seen
	stopProfile()
	perSession := (int64(mid.HeapInuse) - int64(before.HeapInuse)) / int64(len(all))

	// Hostile: one session in ten floods, then leaves.
	base := measure()
	stopProfile = profilePhase(t, "hostile")
	nHostile := max(plan.sessions/10, len(hostileKinds)) // every kind at least once
	stopHostile := startHostile(t, ts.addr, nHostile)
	// The phase begins once the floods arrive (the first long command
	// refused): the clients' process takes a while to start.
	for end := time.Now().Add(20 * time.Second); ts.metrics.refused[refusedCommand].n.Load() == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			stopHostile()
			t.Fatal("no hostile client came within 20 s")
		}
	}
	tm.mu.Lock()
	tm.on = true
	tm.mu.Unlock()
	time.Sleep(plan.playFor)
	hostileTimes := tm.take()
	stopProfile()
	stopHostile()
	var after counts
	settled := false
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if after = measure(); after.within(base) {
			settled = true
			break
		}
	}

	close(stopPlay)
	wg.Wait()
	for _, c := range all {
		select {
		case <-c.ended:
			t.Fatalf("a session ended during the load: %s", c.stderr())
		default:
		}
	}
	moves, fewest := 0, -1
	for _, name := range rooms {
		n := ts.reg.logLen(name)
		moves += n
		if fewest < 0 || n < fewest {
			fewest = n
		}
	}
	p := func(d []time.Duration, q int) time.Duration {
		if len(d) == 0 {
			return 0
		}
		return d[len(d)*q/100].Round(100 * time.Microsecond)
	}
	t.Logf("%d sessions in %d rooms of 2 to 4, %s quiet then %s with %d hostile: %d moves in all (fewest in a room %d); "+
		"quiet: key to next frame p50 %s, p99 %s (%d timed); hostile: p50 %s, p99 %s (%d timed); %d keys untimed; "+
		"heap in use %d KiB a session (server and test clients in one process); "+
		"quiet: %.2f frames a session a move, %d bytes a frame; "+
		"before the hostile clients %s, after they left %s",
		len(all), len(rooms), plan.playFor, plan.playFor, nHostile, moves, fewest,
		p(quiet, 50), p(quiet, 99), len(quiet), p(hostileTimes, 50), p(hostileTimes, 99), len(hostileTimes), untimed.Load(),
		perSession/1024, float64(quietFrames)/float64(max(seen, 1)), quietBytes/max(quietFrames, 1), base, after)
	if !settled {
		t.Errorf("after the hostile clients left: %s, before %s", after, base)
	}
	if len(quiet) < 20 || len(hostileTimes) < 20 {
		t.Fatalf("only %d and %d timed moves", len(quiet), len(hostileTimes))
	}
	if fewest < 10 {
		t.Errorf("a room made only %d moves", fewest)
	}
	if q := p(quiet, 99); q > plan.quietP99 {
		t.Errorf("quiet: key to next frame p99 %s, over %s", q, plan.quietP99)
	}
	if q := p(hostileTimes, 99); q > plan.hostP99 {
		t.Errorf("with hostile clients: key to next frame p99 %s, over %s", q, plan.hostP99)
	}
	if perSession > 300<<10 {
		t.Errorf("%d KiB of heap a session, over 300", perSession/1024)
	}

	for _, c := range all {
		c.close()
	}
	waitCountedOut(t, ts, 10*time.Second)
	began := time.Now()
	ts.stop(t)
	if d := time.Since(began); d > 5*time.Second {
		t.Errorf("the shutdown took %s, over 5 s", d.Round(time.Millisecond))
	}
	final := 0
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		runtime.GC()
		if final = runtime.NumGoroutine(); final <= baseGoroutines+2 {
			break
		}
		if time.Now().After(end) {
			var b bytes.Buffer
			pprof.Lookup("goroutine").WriteTo(&b, 1)
			t.Fatalf("%d goroutines before, %d after:\n%s", baseGoroutines, final, b.String())
		}
	}
}

// sessionMoves is the moves of the rooms, each counted once for every
// session in its room (each session is sent each move).
func sessionMoves(ts *testServer, rooms []string) int64 {
	n := 0
	for _, name := range rooms {
		ts.reg.mu.Lock()
		members := len(ts.reg.rooms[fold(name)].members)
		ts.reg.mu.Unlock()
		n += members * ts.reg.logLen(name)
	}
	return int64(n)
}

// profilePhase writes the CPU profile of a phase of the load (server and
// clients: one process) to $PARLOUR_LOAD_PROFILE/PHASE.cpu when that is
// set (not with go test -cpuprofile, which holds the one profiler); the
// returned function ends it.
func profilePhase(t *testing.T, phase string) (stop func()) {
	dir := os.Getenv("PARLOUR_LOAD_PROFILE")
	if dir == "" {
		return func() {}
	}
	f, err := os.Create(filepath.Join(dir, phase+".cpu"))
	if err != nil {
		t.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		t.Fatal(err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

// waitCountedOut waits until the server counts no session, its clients
// all gone; if the count does not fall within the wait, the test fails
// with the goroutines of the sessions left (those where the stuck ones
// wait).
func waitCountedOut(t *testing.T, ts *testServer, within time.Duration) {
	t.Helper()
	for end := time.Now().Add(within); ts.sessionCount() > 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			var b bytes.Buffer
			pprof.Lookup("goroutine").WriteTo(&b, 1)
			t.Fatalf("%d sessions still counted %s after their clients left; the goroutines:\n%s", ts.sessionCount(), within, b.String())
		}
	}
}

// counts are what a leak would show: goroutines, open files and heap.
type counts struct {
	goroutines, fds int
	heap            uint64
}

func (c counts) String() string {
	return fmt.Sprintf("%d goroutines, %d fds, %d MiB heap", c.goroutines, c.fds, c.heap>>20)
}

// within reports whether c is back to base: a few goroutines and files
// more at most (the players' own come and go), and the heap within a
// quarter or 8 MiB.
func (c counts) within(base counts) bool {
	return c.goroutines <= base.goroutines+10 && c.fds <= base.fds+3 &&
		c.heap <= max(base.heap+base.heap/4, base.heap+8<<20)
}

func measure() counts {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fds, _ := os.ReadDir("/proc/self/fd")
	return counts{goroutines: runtime.NumGoroutine(), fds: len(fds), heap: ms.HeapInuse}
}

// hostileKinds are the kinds of hostile client, taken in turn.
var hostileKinds = []string{"resize", "keys", "command", "silent", "env", "huge"}

// startHostile starts n hostile clients in a process of their own: the
// test binary again, as TestHostileClients, at the lowest priority when
// nice(1) is there. The floods come at the server as from another
// machine: the flooding clients' own CPU (a resize flood costs its
// client three times what it costs the server) is not taken from the
// server and its players, and the server's goroutines, files and heap are
// counted without theirs. stop ends them and waits for the process.
func startHostile(t *testing.T, addr string, n int) (stop func()) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := []string{self, "-test.run=^TestHostileClients$", "-test.count=1"}
	if nice, err := exec.LookPath("nice"); err == nil {
		args = append([]string{nice, "-n", "19"}, args...)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "PARLOUR_HOSTILE_ADDR="+addr, fmt.Sprintf("PARLOUR_HOSTILE_CLIENTS=%d", n))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return func() {
		in.Close() // the clients' signal to leave
		if err := cmd.Wait(); err != nil {
			t.Errorf("the hostile clients' process: %v\n%s", err, out.String())
		}
	}
}

// TestHostileClients is the load test's hostile clients (startHostile),
// run by it in a process of their own: they flood the server at
// $PARLOUR_HOSTILE_ADDR until their standard input closes.
func TestHostileClients(t *testing.T) {
	addr := os.Getenv("PARLOUR_HOSTILE_ADDR")
	if addr == "" {
		t.Skip("the load test's hostile clients, run by it")
	}
	n, err := strconv.Atoi(os.Getenv("PARLOUR_HOSTILE_CLIENTS"))
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	go func() {
		io.Copy(io.Discard, os.Stdin)
		close(stop)
	}()
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hostile(t, addr, hostileKinds[i%len(hostileKinds)], i, stop)
		}()
	}
	wg.Wait()
}

// hostile is one hostile client of the kind, flooding until stop: window
// changes, a stream of letters, 200 KB commands, a silent connection,
// environment requests, or a window of 65535 by 65535.
func hostile(t *testing.T, addr, kind string, n int, stop <-chan struct{}) {
	stopped := func() bool {
		select {
		case <-stop:
			return true
		default:
			return false
		}
	}
	user := fmt.Sprintf("hostile%d", n)
	switch kind {
	case "silent":
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		<-stop
		conn.Close()
	case "command":
		long := strings.Repeat("x", 200_000)
		for !stopped() {
			if c, err := dial(t, addr, dialOpts{user: user, command: long}); err == nil {
				release := closeOnStop(stop, c.conn)
				select {
				case <-c.ended:
				case <-stop:
				}
				c.close()
				release()
			}
		}
	case "env":
		for !stopped() {
			conn, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: user, HostKeyCallback: gossh.InsecureIgnoreHostKey(),
				Auth: []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })}})
			if err != nil {
				return
			}
			release := closeOnStop(stop, conn)
			if sess, err := conn.NewSession(); err == nil {
				big := strings.Repeat("x", 30_000)
				for i := 0; i < 2000 && !stopped(); i++ {
					sess.Setenv(fmt.Sprintf("BIG%d", i), big)
				}
			}
			conn.Close()
			release()
		}
	default:
		o := dialOpts{user: user}
		if kind == "huge" {
			o.window = &[2]int{65535, 65535}
		}
		c, err := dial(t, addr, o)
		if err != nil {
			return
		}
		// A flood can fill the connection both ways (the server stops
		// reading while its frames wait for this client's window): the
		// client leaving closes it from outside.
		defer closeOnStop(stop, c.conn)()
		c.mu.Lock()
		c.frames = func() { c.mu.Lock(); c.out.Reset(); c.mu.Unlock() }
		c.mu.Unlock()
		letters := bytes.Repeat([]byte("abcdefgh"), 4096)
		for i := 0; !stopped(); i++ {
			switch kind {
			case "resize":
				if c.sess.WindowChange(30+i%7, 100) != nil {
					return
				}
			case "keys":
				go c.stdin.Write(letters) // held back by the server's pace; ends at close
				time.Sleep(50 * time.Millisecond)
			case "huge":
				time.Sleep(50 * time.Millisecond)
			}
		}
		c.close()
	}
}

// closeOnStop closes c when stop is closed, unless released first.
func closeOnStop(stop <-chan struct{}, c io.Closer) (release func()) {
	done := make(chan struct{})
	go func() {
		select {
		case <-stop:
			c.Close()
		case <-done:
		}
	}()
	return func() { close(done) }
}
