package doublets

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func appliedActions(s screen.Screen) int { return s.(*Game).cursor.Applied() }

// capsWords are the words a frame writes in capitals.
func capsWords(frame string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(frame, func(r rune) bool { return !unicode.IsUpper(r) }) {
		out[strings.ToLower(w)] = true
	}
	return out
}

// checkRoomPrivacy fails the test when a copy's frame shows a word of
// another seat's chain before the reveal, a word of another seat's
// extra-chains before the end, or the doublet before any of the copy's
// seats has started to write it.
func checkRoomPrivacy(t *testing.T, c *roomtest.Copy, g *Game, frame string) {
	t.Helper()
	if g.table.Phase() == doublets.Finished {
		return
	}
	mine := func(seat int) bool { return slices.Contains(c.Seats, seat) }
	shown := capsWords(frame)
	public := map[string]bool{}
	add := func(words ...string) {
		for _, w := range words {
			public[w] = true
		}
	}
	add(g.table.Match().Jewels...)
	add(g.table.Doublet().Words...)
	add(g.table.Doublet().From(), g.table.Doublet().To())
	for _, words := range g.table.Page() {
		add(words...)
	}
	add(g.shortest...)
	for i := range g.seats {
		if mine(i) || g.table.Phase() == doublets.Revealing {
			add(chainOf(g, i)...)
			add(strings.Fields(strings.ToLower(g.drafts[i].Ladder.Input()))...)
		}
	}
	for i, set := range g.table.Match().Extra {
		if mine(i) {
			for _, chain := range set {
				add(chain...)
			}
		}
	}
	if g.table.Phase() == doublets.Writing || g.table.Phase() == doublets.Padding {
		for i := range g.seats {
			for _, w := range chainOf(g, i) {
				if !mine(i) && !public[w] && shown[w] {
					t.Fatalf("the copy of seats %v shows %s, of seat %d's chain:\n%s", c.Seats, strings.ToUpper(w), i, frame)
				}
			}
		}
	}
	for i, set := range g.table.Match().Extra {
		for _, chain := range set {
			for _, w := range chain {
				if !mine(i) && !public[w] && shown[w] {
					t.Fatalf("the copy of seats %v shows %s, of seat %d's extra-chains:\n%s", c.Seats, strings.ToUpper(w), i, frame)
				}
			}
		}
	}
	// In a room every seat starts at once: a copy with a seat sees the
	// doublet from the start, a spectator only at the reveal.
	started := g.table.Phase() == doublets.Writing && len(c.Seats) > 0
	if (g.table.Phase() == doublets.Writing || g.table.Phase() == doublets.Announcing) && !started {
		for _, w := range []string{g.table.Doublet().From(), g.table.Doublet().To()} {
			if shown[w] && !slices.Contains(g.table.Match().Jewels, w) {
				t.Fatalf("the copy of seats %v shows the doublet's %s before its clock:\n%s", c.Seats, strings.ToUpper(w), frame)
			}
		}
	}
}

// chainOf is seat i's chain for the doublet in play as copy g holds it:
// handed in, or being written there.
func chainOf(g *Game, i int) []string {
	if h := g.table.Hand(i); h.Status == doublets.Solved {
		return h.Chain
	}
	return g.drafts[i].Ladder.Chain
}

// padsOpen says of each seat whether its pad is open.
func padsOpen(g *Game) []bool {
	open := make([]bool, len(g.seats))
	for i := range open {
		open[i] = g.table.PadOpen(i)
	}
	return open
}

// openRoom starts a Doublets room, every frame of every copy checked.
func openRoom(t *testing.T, table []seats.Seat, options map[string]string, handovers *int, copies ...[]int) *roomtest.Room {
	t.Helper()
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		g := s.(*Game)
		if g.handoff != nil {
			if len(c.Seats) < 2 {
				t.Fatalf("the copy of seats %v shows a hand-over", c.Seats)
			}
			*handovers++
		}
		checkRoomPrivacy(t, c, g, frame)
	}
	cfg := screen.Config{Seats: table, Seed: 11, Options: options}
	return roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, check, copies...)
}

// drive makes one step at copy c if it has something to do, at random
// among what a player may do; it reports whether it did.
func drive(t *testing.T, c *roomtest.Copy, rng *rand.Rand) bool {
	g := c.Game().(*Game)
	h := c.H
	if _, over := c.Top().(*screen.Result); over {
		return false
	}
	switch {
	case g.handoff != nil:
		h.Key("enter")
	case (g.table.Phase() == doublets.Announcing || g.table.Phase() == doublets.Revealing) && len(c.Seats) > 0:
		h.Key("enter")
	case g.writingHuman():
		if rng.IntN(5) == 0 {
			h.Key("ctrl+g", "y")
			return true
		}
		sol, err := doublets.Solve(g.dict, g.table.Doublet(), dict.Common, nil)
		if err != nil {
			t.Fatal(err)
		}
		if rng.IntN(3) == 0 || g.table.Drawn() == 1 && g.here == 0 {
			// A slow writer: his copy's clock measured 40 s (always the
			// first, so that the others get their pads).
			h.Run(g.sendChain(doublets.Action{Kind: doublets.HandIn, Chain: sol.Chain, Time: 40 * time.Second}))
			return true
		}
		for _, w := range sol.Chain[1 : len(sol.Chain)-1] {
			h.Type(w)
			h.Key("enter")
		}
	case g.padHuman():
		if len(g.table.Match().Extra[g.here]) == 0 || rng.IntN(2) == 0 {
			if chains := doublets.ExtraChains(g.dict, g.table.Match().Jewels, g.table.Match().Extra[g.here], doublets.Expert, time.Minute, rng); len(chains) > 0 {
				h.Type(strings.Join(chains[0], " "))
				h.Key("enter")
				if rng.IntN(3) == 0 {
					h.Key("ctrl+z")
				}
				return true
			}
		}
		h.Key("ctrl+g")
	case g.table.Phase() == doublets.Choosing:
		if _, seat := g.table.BookTurn(); !slices.Contains(c.Seats, seat) {
			return false
		}
		for _, l := range doublets.JewelLengths {
			if g.table.Need(l) > 0 && rng.IntN(2) == 0 {
				for _, w := range g.table.Page()[l] {
					if !slices.Contains(g.table.Chosen(), w) {
						h.Type(w)
						h.Key("enter")
						return true
					}
				}
			}
		}
		h.Key("tab")
	default:
		return false
	}
	return true
}

// playRoom plays the room's game to its end; a spectator joins once the
// log holds lateAt actions.
func playRoom(t *testing.T, r *roomtest.Room, rng *rand.Rand, lateAt int) {
	t.Helper()
	for range 3000 {
		r.Sync(0)
		if lateAt > 0 && r.Table.Len() >= lateAt {
			r.Join(nil)
			lateAt = 0
			r.Sync(0)
		}
		if r.Copies[0].Game().(*Game).table.Over() {
			return
		}
		acted := false
		for _, i := range rng.Perm(len(r.Copies)) {
			if drive(t, r.Copies[i], rng) {
				acted = true
				break
			}
		}
		if !acted && !r.WaitLog(r.Copies[0].Applied()) {
			g := r.Copies[0].Game().(*Game)
			t.Fatalf("nobody can act and no computer moves: phase %s, turn %d, here %d", g.table.Phase(), g.table.Turn(), g.here)
		}
	}
	t.Fatal("the room's game did not end")
}

// replicated is what every copy must hold alike.
func replicated(t *testing.T, g *Game) string {
	t.Helper()
	type hand struct {
		Chain  []string
		Status doublets.Status
		Time   time.Duration
	}
	var hands []hand
	for i := range g.seats {
		a := g.table.Hand(i)
		hands = append(hands, hand{a.Chain, a.Status, a.Time})
	}
	data, err := json.Marshal(struct {
		Match   *doublets.Match
		Phase   doublets.Phase
		Turn    int
		PadOpen []bool
		Drawn   int
		Chosen  []string
		Hands   []hand
	}{g.table.Match(), g.table.Phase(), g.table.Turn(), padsOpen(g), g.table.Drawn(), g.table.Chosen(), hands})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// sameGame fails the test unless every copy and the room's own hold the
// same game; it returns it.
func sameGame(t *testing.T, r *roomtest.Room) string {
	t.Helper()
	return r.Same(appliedActions, func(s screen.Screen) string { return replicated(t, s.(*Game)) })
}

// TestRoomCopiesStayInStepAndKeepChainsPrivate plays whole games in rooms
// (each person at a terminal with a computer the room plays and a
// spectator; two people sharing a terminal, the jewels chosen at the book),
// at random, every frame of every copy checked; a spectator joining late
// catches up from the log; every copy ends with the same game.
func TestRoomCopiesStayInStepAndKeepChainsPrivate(t *testing.T) {
	for i, tc := range []struct {
		jewels string
		copies [][]int
	}{
		{jewelsDrawn, [][]int{{0}, {1}, nil}},
		{jewelsBook, [][]int{{0, 1}, nil}},
	} {
		options := map[string]string{"doublets": "3", "length": "3", "difficulty": "Easy (2-3 links)", "limit": "none", "jewels": tc.jewels}
		handovers := 0
		r := openRoom(t, []seats.Seat{ada, bob, easyBot}, options, &handovers, tc.copies...)
		playRoom(t, r, rand.New(rand.NewPCG(uint64(i), 4)), 3)
		r.Sync(0)
		final := sameGame(t, r)
		g := r.Copies[0].Game().(*Game)
		extras, solved := 0, 0
		for _, set := range g.table.Match().Extra {
			extras += len(set)
		}
		for i := range g.seats {
			if g.table.Hand(i).Status == doublets.Solved {
				solved++
			}
		}
		t.Logf("game %d: %d actions, %d extra-chains, %d chains solved in the last doublet, %d hand-overs", i, r.Table.Len(), extras, solved, handovers)
		if extras == 0 {
			t.Fatalf("game %d: nobody wrote an extra-chain", i)
		}
		if len(tc.copies[0]) == 2 && handovers == 0 {
			t.Fatalf("game %d: the shared terminal never handed over", i)
		}
		if _, ok := r.Copies[0].Top().(*screen.Result); !ok {
			t.Fatalf("game %d: a copy is not on the result at the end", i)
		}
		late := r.Join([]int{1})
		r.Sync(0)
		if got := replicated(t, late.Game().(*Game)); got != final {
			t.Fatalf("game %d: a copy joining after the end replays to another game", i)
		}
	}
}

// TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay: a copy cannot hand in
// for another copy's seat (its room link drops the action, and its keys
// act only for its own seat); once a seat has handed in, its keys send
// nothing and a second chain of its is refused; a chain from a seat out of
// the table, a broken chain, and actions that are none change nothing in
// any copy.
func TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob}, oneDoublet, &handovers, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	a.H.Key("enter") // the table is ready
	r.Sync(0)
	if g := b.Game().(*Game); g.table.Phase() != doublets.Writing || !g.writingHuman() || g.here != 1 {
		t.Fatalf("phase %q, Bob writing %v at seat %d after start", g.table.Phase(), g.writingHuman(), g.here)
	}
	db := a.Game().(*Game).table.Doublet()
	sol, err := doublets.Solve(dict.Default(), db, dict.Common, nil)
	if err != nil {
		t.Fatal(err)
	}
	chain := func(seat int, words []string, status doublets.Status) screen.Action {
		data, _ := json.Marshal(roomAction{Kind: kindChain, Status: status, Chain: words, Time: time.Second})
		return screen.Action{Seat: seat, Data: data}
	}
	// Ada's copy hands Bob's chain to the room: its link drops it.
	logged := r.Table.Len()
	ga := a.Game().(*Game)
	ga.link.Send(chain(1, sol.Chain, doublets.Solved))
	if r.Table.Len() != logged {
		t.Fatal("the room took Bob's chain from Ada's copy")
	}
	// Ada hands in; then her keys act for nobody.
	typeLinks(a, sol.Chain[1:len(sol.Chain)-1])
	r.Sync(0)
	sent := a.Sent
	a.H.Type("cat")
	a.H.Key("enter", "ctrl+g", "y")
	if a.Sent != sent {
		t.Fatalf("Ada's copy sent %d actions after she handed in", a.Sent-sent)
	}
	before := sameGame(t, r)
	for _, act := range []screen.Action{
		chain(0, slices.Clone(sol.Chain), doublets.Solved),      // Ada has handed in
		chain(0, nil, doublets.Abandoned),                       // and cannot take it back
		chain(1, []string{db.From(), db.To()}, doublets.Solved), // not a chain
		chain(1, sol.Chain[:len(sol.Chain)-1], doublets.Solved), // not complete
		chain(1, append(slices.Clone(sol.Chain), "zzz"), doublets.Solved),
		chain(1, nil, doublets.Null),
		{Seat: 1, Data: json.RawMessage(`{"kind":"chain","status":1,"chain":["\u001b[2J"],"time_ns":5}`)},
		{Seat: 1, Data: json.RawMessage(`{"kind":"chain","status":3,"time_ns":-5}`)},
		{Seat: 1, Data: json.RawMessage(`{"kind":"launch"}`)},
		{Seat: 1, Data: json.RawMessage(`{"kind":"putaway"}`)},
	} {
		r.Table.Submit(act)
	}
	r.Sync(0)
	if got := sameGame(t, r); got != before {
		t.Fatalf("refused actions changed the game:\n%s\n%s", got, before)
	}
	if g := b.Game().(*Game); !g.writingHuman() {
		t.Fatal("Bob no longer writes after the refused actions")
	}
	r.Table.Submit(chain(1, sol.Chain, doublets.Solved))
	r.Sync(0)
	if g := a.Game().(*Game); g.table.Phase() != doublets.Revealing || g.table.Hand(1).Status != doublets.Solved || g.table.Hand(1).Time != time.Second {
		t.Fatalf("Bob's chain after the refused ones: phase %s, %+v", g.table.Phase(), g.table.Hand(1))
	}
}

// FuzzRoomActionDecoding gives a copy hostile actions in each phase: none
// panics, and the game stays one a save of it would be read back from.
func FuzzRoomActionDecoding(f *testing.F) {
	f.Add(`{"kind":"start"}`, 0, 0)
	f.Add(`{"kind":"chain","status":1,"chain":["cat","cot","dot","dog"],"time_ns":100}`, 0, 1)
	f.Add(`{"kind":"extra","chain":["gold","cold"]}`, 0, 1)
	f.Add(`{"kind":"jewel","word":"gold"}`, 1, 2)
	f.Add(`{"kind":"chain","status":2,"time_ns":100}`, 1, 1)
	f.Add(`{"kind":"chain","status":1,"chain":["cat","cot","dot","dog"],"time_ns":100}`, 7, 1)
	f.Add(`{"kind":"putaway"}`, -1, 1)
	f.Fuzz(func(t *testing.T, data string, seat, steps int) {
		cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 11, Options: oneDoublet}
		s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(*Game)
		start, _ := json.Marshal(roomAction{Kind: kindStart})
		seq := 0
		if steps%3 > 0 {
			g.Update(screen.ActionMsg{Seq: seq, Action: screen.Action{Seat: 0, Data: start}})
			seq++
		}
		g.Update(screen.ActionMsg{Seq: seq, Action: screen.Action{Seat: seat, Data: json.RawMessage(data)}})
		out, err := json.Marshal(g.table.Record())
		if err != nil {
			t.Fatal(err)
		}
		var back doublets.Record
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatal(err)
		}
		if replayed, err := doublets.Replay(g.dict, back); err != nil || replayed.Phase() != g.table.Phase() {
			t.Fatalf("after %q the game is not one its record replays to: %v", data, err)
		}
		if frame := g.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

// TestRoomWriterReconnectingKeepsHisClock: a copy built after the writer's
// turn began (its player reconnecting) counts his time from when the room
// started the turn, not from now.
func TestRoomWriterReconnectingKeepsHisClock(t *testing.T) {
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 11, Options: oneDoublet}
	s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	start, _ := json.Marshal(roomAction{Kind: kindStart})
	h.Send(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 1, Data: start, At: time.Now().Add(-90 * time.Second)}})
	g := h.Screen().(*Game)
	if !g.writingHuman() || g.elapsed() < 90*time.Second {
		t.Fatalf("writing %v, clock %v: want Ada's 1:30 since the turn began", g.writingHuman(), g.elapsed())
	}
	h.MustSee("1:30")
}
