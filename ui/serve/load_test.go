package serve

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLoadManySessionsInManyRooms (PARLOUR_SLOW=1) plays 100 sessions in 25
// rooms of Pick (two players and two spectators each) for 30 s, each
// player picking whenever its terminal says it is its turn. No session may
// fail; after they close and the server stops, the goroutines are back to
// where they were. It logs the heap in use per session and the 99th
// percentile of the time from a key to the next output (docs/PERFORMANCE.md).
func TestLoadManySessionsInManyRooms(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") == "" {
		t.Skip("a 30 s load test: set PARLOUR_SLOW=1 to run it")
	}
	const rooms, perRoom, playFor = 25, 4, 30 * time.Second
	runtime.GC()
	baseGoroutines := runtime.NumGoroutine()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	ts := startServer(t, t.TempDir(), testLimits())
	// Lay the rooms through the registry (the lobby flow is tested
	// elsewhere); the sessions then join them by name.
	var mu sync.Mutex
	var latencies []time.Duration
	type player struct {
		c       *client
		mu      sync.Mutex
		myTurn  bool
		sentAt  time.Time
		pending bool
	}
	var players []*player
	var all []*client
	for r := 0; r < rooms; r++ {
		name := fmt.Sprintf("load-%02d", r)
		for s := 0; s < perRoom; s++ {
			p := &player{}
			o := dialOpts{user: fmt.Sprintf("u%02d-%d", r, s), key: newKey(t)}
			if s > 0 {
				o.command = name
			}
			c := mustDial(t, ts.addr, o)
			p.c = c
			all = append(all, c)
			if s == 0 {
				c.waitFor("rooms on this server")
				id := ts.reg.sessionOf(o.user)
				if err := ts.reg.create(id, name, pickID, pickConfig("1000")); err != nil {
					t.Fatal(err)
				}
				c.keys("/")
				c.waitFor("Join the room called")
				c.keys(name + "\r")
				c.waitFor("laid by")
			} else {
				c.waitFor("laid by")
			}
			if s == 1 {
				c.keys("t")
				c.waitFor("(you)")
			}
			if s <= 1 {
				players = append(players, p)
			}
		}
		players[len(players)-2].c.keys("s")
	}
	// From here on, output is only watched, not kept: a player's chunk
	// saying it is its turn lets it pick; the first chunk after a key
	// times it.
	for _, c := range all {
		c := c
		c.mu.Lock()
		c.out.Reset()
		c.frames = func() { c.mu.Lock(); c.out.Reset(); c.mu.Unlock() }
		c.mu.Unlock()
	}
	for _, p := range players {
		p := p
		p.c.mu.Lock()
		p.c.frames = func() {
			p.c.mu.Lock()
			turn := bytes.Contains(p.c.out.Bytes(), []byte("YOUR TURN"))
			p.c.out.Reset()
			p.c.mu.Unlock()
			p.mu.Lock()
			defer p.mu.Unlock()
			if p.pending {
				mu.Lock()
				latencies = append(latencies, time.Since(p.sentAt))
				mu.Unlock()
				p.pending = false
			}
			if turn {
				p.myTurn = true
			}
		}
		p.c.mu.Unlock()
	}
	for _, p := range players {
		p.myTurn = true // the first frames came before the watch: try
	}
	var untimed atomic.Int64
	deadline := time.Now().Add(playFor)
	var wg sync.WaitGroup
	var peak runtime.MemStats
	for i, p := range players {
		wg.Add(1)
		go func(p *player, rng *rand.Rand) {
			defer wg.Done()
			for time.Now().Before(deadline) {
				time.Sleep(time.Duration(20+rng.IntN(30)) * time.Millisecond)
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
	time.Sleep(playFor / 2)
	runtime.GC()
	runtime.ReadMemStats(&peak)
	wg.Wait()
	for _, c := range all {
		select {
		case <-c.ended:
			t.Fatalf("a session ended during the load: %s", c.stderr())
		default:
		}
	}
	moves, fewest := 0, -1
	for r := 0; r < rooms; r++ {
		n := ts.reg.logLen(fmt.Sprintf("load-%02d", r))
		moves += n
		if fewest < 0 || n < fewest {
			fewest = n
		}
	}
	if fewest < 10 {
		t.Fatalf("a room made only %d moves", fewest)
	}
	for _, c := range all {
		c.close()
	}
	waitUntil(t, "every session counted out", func() bool { return ts.sessionCount() == 0 })
	ts.stop(t)
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
	mu.Lock()
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	n := len(latencies)
	mu.Unlock()
	if n < 100 {
		t.Fatalf("only %d timed moves", n)
	}
	perSession := (int64(peak.HeapInuse) - int64(before.HeapInuse)) / int64(rooms*perRoom)
	t.Logf("%d sessions in %d rooms for %s: %d moves in all (fewest in a room %d); key to next output p50 %s, p99 %s, max %s (%d timed keys, %d untimed); "+
		"heap in use %d KiB per session (server and test clients in one process); goroutines %d before, %d after",
		rooms*perRoom, rooms, playFor, moves, fewest, latencies[n/2].Round(time.Microsecond*100), latencies[n*99/100].Round(time.Microsecond*100),
		latencies[n-1].Round(time.Millisecond), n, untimed.Load(), perSession/1024, baseGoroutines, final)
}
