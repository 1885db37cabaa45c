package serve

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/dict"
	"parlour/games/doublets"
	uidoublets "parlour/ui/doublets"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// doubletOnScreen is the doublet a writer's screen sets ("Change COT into
// DOG (3 letters)").
var doubletOnScreen = regexp.MustCompile(`Change ([A-Z]+) into ([A-Z]+) \([0-9]+ letters\)`)

// jewelsOnScreen is a row of the jewels at a pad ("4 letters  ROSE +SILK").
var jewelsOnScreen = regexp.MustCompile(`[0-9] letters((?: +\+?[A-Z]+)+)`)

// jewelChain is a short chain between two jewels of one length, the
// seat'th such pair that has one, or nil.
func jewelChain(d *dict.Dict, jewels []string, seat int) []string {
	var found [][]string
	for i, a := range jewels {
		for _, b := range jewels[i+1:] {
			if len(a) != len(b) {
				continue
			}
			db, err := doublets.New(a, b)
			if err != nil {
				continue
			}
			if sol, err := doublets.Solve(d, db, dict.Common, nil); err == nil && len(sol.Chain) <= 7 {
				found = append(found, sol.Chain)
			}
		}
	}
	if len(found) == 0 {
		return nil
	}
	return found[seat%len(found)]
}

// doubletsChain is a chain handed in, as the room's log holds it.
type doubletsChain struct {
	Kind  string   `json:"kind"`
	Chain []string `json:"chain"`
}

// TestDoubletsRoomOverSSHWholeGameKeepsChainsPrivate: ada and bob play a
// Doublets room with a computer over SSH to the scoring paper, each
// writing a real chain (one of the dictionary's shortest) for the doublet
// their own screen sets, both at once, and an extra-chain between two
// jewels at each pad. Every byte each terminal received before the doublet's reveal is
// checked for the words of the other seats' chains (the computer's
// included) that its own chains and the jewels do not hold, and every byte
// before the paper for the words of the other's extra-chains: none
// reaches it.
func TestDoubletsRoomOverSSHWholeGameKeepsChainsPrivate(t *testing.T) {
	game := uidoublets.GameEntry()
	ts := startServer(t, t.TempDir(), testLimits(), game)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb"})
	ada.waitFor("rooms on this server")
	cfg := screen.Config{Seats: []seats.Seat{{Name: "A", Kind: seats.Human}, {Name: "B", Kind: seats.Human},
		{Name: "Cook", Kind: seats.Computer, Level: seats.Easy}}, Seed: 7,
		Options: map[string]string{"doublets": "3", "length": "4", "difficulty": "Medium (4-5 links)", "limit": "none", "jewels": "drawn by Parlour"}}
	if err := ts.reg.create(ts.reg.sessionOf("ada"), "Private", game.ID, cfg); err != nil {
		t.Fatal(err)
	}
	ada.keys("/")
	ada.waitFor("Join the room called")
	ada.keys("Private\r")
	ada.waitFor("laid by ada")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Private", term: "dumb"})
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	ada.waitFor("bob")
	ada.keys("s")
	waitUntil(t, "the game starts", func() bool { return ts.reg.started("Private") })

	d := dict.Default()
	terminals := []*client{ada, bob}
	names := []string{"ada", "bob"}
	samples := []sample{{}}           // samples[n]: what each terminal had while the log was n actions long
	written := map[[2]int]bool{}      // seat, log length: its pad done
	chained := map[string]time.Time{} // seat and doublet shown: when its chain was typed
	writing := map[int][2]bool{}      // log length: which terminals showed their own writing screen then
	jewels := map[string]bool{}       // as the pads show them
	extras := [][][]string{nil, nil}
	// takeSample notes what the terminals have received, and returns the
	// log's length, read after the bytes were counted: all of them came
	// while it was no longer.
	takeSample := func() int {
		var s sample
		for i, c := range terminals {
			c.mu.Lock()
			s.received[i] = c.out.Len()
			c.mu.Unlock()
		}
		n := ts.reg.logLen("Private")
		for len(samples) < n {
			samples = append(samples, samples[len(samples)-1])
		}
		if len(samples) == n {
			samples = append(samples, s)
		} else {
			samples[n] = s
		}
		return n
	}
	over := false
	// The game must move: 30 s without a new action fails (a loaded
	// machine slows the whole game, not one step).
	lastLen, lastMove := 0, time.Now()
	for !over {
		if n := ts.reg.logLen("Private"); n != lastLen {
			lastLen, lastMove = n, time.Now()
		}
		if time.Since(lastMove) > 30*time.Second {
			tail := func(c *client) string { s := c.text(); return s[max(0, len(s)-1500):] }
			t.Fatalf("the game stood still for 30 s at %d actions\nada sees:\n%s\nbob sees:\n%s", lastLen, tail(ada), tail(bob))
		}
		from := []int{}
		for _, c := range terminals {
			from = append(from, len(c.text()))
			c.repaint() // the whole screen again, to read it
		}
		time.Sleep(120 * time.Millisecond)
		n := takeSample()
		_, open := ts.reg.snapshot("Private")
		// The paper ends the game: its key help offers to leave the room.
		final := ada.text()[from[0]:]
		over = !open || ts.reg.gameOver("Private") || n > 0 && strings.Contains(final, "leave the room") && strings.Contains(final, "Figures:")
		if over {
			break
		}
		for seat, c := range terminals {
			screenNow := c.text()[from[seat]:]
			m := doubletOnScreen.FindAllStringSubmatch(screenNow, -1)
			// What the screen shows now is the later of the two: frames
			// drawn before the repaint can still arrive after it began.
			writes := strings.LastIndex(screenNow, names[seat]+" writes")
			pad := strings.LastIndex(screenNow, names[seat]+" makes extra-chains")
			if asked := strings.LastIndex(screenNow, "Abandon this doublet?"); asked > max(writes, pad) {
				// The pad was put away by its own clock before the test's
				// Ctrl+G, which reached the next doublet: keep writing.
				c.keys("n")
				continue
			}
			// A chain is written once for each doublet a seat is shown: the
			// log may move on between the repaint and the typing, and then
			// the next doublet is read and written on the next round.
			var shown string
			if len(m) > 0 {
				shown = fmt.Sprint(seat, m[len(m)-1][1], m[len(m)-1][2])
			}
			typedAt, typed := chained[shown]
			if writes > pad && shown != "" && (!typed || time.Since(typedAt) > 3*time.Second) {
				if typed {
					// Still writing it 3 s after: the chain went to a screen
					// that was going (a pad closing): clear the line, take
					// back what was taken, and write it again.
					c.keys("\x15" + strings.Repeat("\x1a", 10))
				}
				w := writing[n]
				w[seat] = true
				writing[n] = w
				db, err := doublets.New(strings.ToLower(m[len(m)-1][1]), strings.ToLower(m[len(m)-1][2]))
				if err != nil {
					t.Fatal(err)
				}
				// Each seat its own chain, one of the shortest at random.
				sol, err := doublets.Solve(d, db, dict.Common, rand.New(rand.NewPCG(uint64(seat), uint64(n))))
				if err != nil {
					t.Fatalf("no chain for %v: %v", db.Words, err)
				}
				for _, w := range sol.Chain[1 : len(sol.Chain)-1] {
					c.keys(w + "\r")
					time.Sleep(30 * time.Millisecond)
					takeSample()
				}
				chained[shown] = time.Now()
				continue
			}
			if pad > writes && !written[[2]int{seat, n}] {
				for _, row := range jewelsOnScreen.FindAllStringSubmatch(screenNow, -1) {
					for _, w := range strings.Fields(row[1]) {
						jewels[strings.ToLower(strings.TrimPrefix(w, "+"))] = true
					}
				}
				var js []string
				for w := range jewels {
					js = append(js, w)
				}
				slices.Sort(js)
				chains := doublets.ExtraChains(d, js, extras[seat], doublets.Expert, 10*time.Second, rand.New(rand.NewPCG(uint64(seat), uint64(n))))
				if len(chains) == 0 {
					// None that gains: a chain between two jewels even so.
					if chain := jewelChain(d, js, seat); chain != nil {
						chains = [][]string{chain}
					}
				}
				if len(chains) > 0 {
					c.keys(strings.Join(chains[0], " ") + "\r")
					extras[seat] = append(extras[seat], chains[0])
					time.Sleep(50 * time.Millisecond)
					takeSample()
				}
				c.keys("\x07") // the pad put away
				written[[2]int{seat, n}] = true
				continue
			}
			c.keys("\r") // the table ready, the reveal read, the paper
		}
	}
	// The seats write at once: some doublet had both terminals at their
	// own writing screens while the log stood still; and one that handed
	// in first waited, told only the other's name.
	together := 0
	for _, w := range writing {
		if w[0] && w[1] {
			together++
		}
	}
	if together == 0 {
		t.Fatalf("the two terminals never wrote at the same time: %v", writing)
	}
	if !strings.Contains(ada.text()+bob.text(), "Waiting for") {
		t.Fatal("no terminal waited for the other's chain")
	}
	snap, _ := ts.reg.snapshot("Private")
	raw := []string{ada.raw(), bob.raw()}
	// The chains of each doublet, by seat, and the length of the log once
	// the last of them was in: the reveal comes after.
	// What each seat's terminal may show whenever: the jewels, and its own
	// extra-chains; every seat's chains, once the paper is up, are public.
	extraBy := map[int][][]string{}
	allChains := map[string]bool{}
	for _, act := range snap.Log {
		var a doubletsChain
		if json.Unmarshal(act.Data, &a) != nil {
			continue
		}
		switch a.Kind {
		case "extra":
			extraBy[act.Seat] = append(extraBy[act.Seat], a.Chain)
		case "chain":
			for _, w := range a.Chain {
				allChains[w] = true
			}
		}
	}
	mayShow := func(seat int) map[string]bool {
		out := map[string]bool{}
		for w := range jewels {
			out[w] = true
		}
		for _, chain := range extraBy[seat] {
			for _, w := range chain {
				out[w] = true
			}
		}
		return out
	}
	checked, chains := 0, 0
	for start := 0; start < len(snap.Log); {
		end := start
		bySeat := map[int][]string{}
		last := -1
		for ; end < len(snap.Log); end++ {
			var a doubletsChain
			if json.Unmarshal(snap.Log[end].Data, &a) != nil {
				continue
			}
			if a.Kind == "next" {
				break
			}
			if a.Kind == "chain" {
				bySeat[snap.Log[end].Seat] = a.Chain
				last = end
			}
		}
		start = end + 1
		if last < 0 {
			continue
		}
		for seat := range terminals {
			if len(bySeat[seat]) == 0 {
				continue // the terminal's own chain tells what it may see
			}
			own := mayShow(seat)
			for _, w := range bySeat[seat] {
				own[w] = true
			}
			upto := 0
			for n := 0; n <= last && n < len(samples); n++ {
				upto = max(upto, samples[n].received[seat])
			}
			before := visible(raw[seat][:upto])
			for other, chain := range bySeat {
				if other == seat || len(chain) < 3 {
					continue
				}
				chains++
				for _, w := range chain[1 : len(chain)-1] {
					if own[w] {
						continue
					}
					checked++
					if showsWord(before, w) {
						t.Fatalf("%s, of seat %d's chain, reached %s's terminal before the reveal", strings.ToUpper(w), other+1, names[seat])
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no seat's chain held a word the other terminal might not see: the check would see nothing")
	}
	// Extra-chains stay on their pads until the paper, which follows the
	// log's last action.
	extraChecked := 0
	for seat := range terminals {
		may := mayShow(seat)
		upto := 0
		for n := 0; n < len(snap.Log) && n < len(samples); n++ {
			upto = max(upto, samples[n].received[seat])
		}
		before := visible(raw[seat][:upto])
		for other, set := range extraBy {
			if other == seat {
				continue
			}
			for _, chain := range set {
				for _, w := range chain {
					if may[w] || allChains[w] {
						continue
					}
					extraChecked++
					if showsWord(before, w) {
						t.Fatalf("%s, of seat %d's extra-chains, reached %s's terminal before the paper", strings.ToUpper(w), other+1, names[seat])
					}
				}
			}
		}
	}
	if extraChecked == 0 {
		t.Fatal("no extra-chain held a word another terminal might not see: the check would see nothing")
	}
	t.Logf("%d actions to the paper: %d words of %d other seats' chains and %d of extra-chains checked, none on a terminal before its reveal",
		len(snap.Log), checked, chains, extraChecked)
}
