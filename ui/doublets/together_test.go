package doublets

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// cy is a third person at the table.
var cy = seats.Seat{Name: "Cy", Kind: seats.Human}

// twoChains are two correct chains of the doublet, different ones when
// the dictionary has them, so that each seat writes its own.
func twoChains(t *testing.T, g *Game) ([]string, []string) {
	t.Helper()
	first, err := doublets.Solve(g.dict, g.table.Doublet(), dict.Common, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	for i := range uint64(40) {
		other, err := doublets.Solve(g.dict, g.table.Doublet(), dict.Lawful, rand.New(rand.NewPCG(2, i)))
		if err == nil && !slices.Equal(other.Chain, first.Chain) {
			return first.Chain, other.Chain
		}
	}
	return first.Chain, first.Chain
}

// typeLinks types links of a chain at a copy, each followed by Enter.
func typeLinks(c *roomtest.Copy, links []string) {
	for _, w := range links {
		c.H.Type(w)
		c.H.Key("enter")
	}
}

// advanceClock moves the clock of the seat writing at g on by d, as its
// stopwatch's ticks would (the harness drops ticks).
func advanceClock(t *testing.T, g *Game, d time.Duration) {
	t.Helper()
	if !g.clock.Running() {
		// The harness does not run tea.Sequence, in which the stopwatch
		// starts: run its first command, the start, here.
		seq := reflect.ValueOf(g.clock.Start()())
		if seq.Kind() != reflect.Slice || seq.Len() == 0 {
			t.Fatalf("the stopwatch starts with %T", seq.Interface())
		}
		start, ok := seq.Index(0).Interface().(tea.Cmd)
		if !ok {
			t.Fatal("the stopwatch's start is not a command")
		}
		g.clock, _ = g.clock.Update(start())
	}
	if !g.clock.Running() {
		t.Fatal("the writer's clock is not running")
	}
	for range int(d / g.clock.Interval) {
		g.clock, _ = g.clock.Update(stopwatch.TickMsg{ID: g.clock.ID()})
	}
}

// privateWords are the words of chain that the other seat's screen must
// not show: neither the doublet's nor in its own chain.
func privateWords(chain, own []string) []string {
	var out []string
	for _, w := range chain[1 : len(chain)-1] {
		if !slices.Contains(own, w) {
			out = append(out, strings.ToUpper(w))
		}
	}
	return out
}

// TestRoomSeatsWriteAtOnceAndHandInBeforeSeeingTheOthers: once the table
// is ready both terminals write at the same time, each its own chain;
// the one that hands in first sees "Waiting for" the other's name and
// nothing of his chain, the other goes on with his own chain and clock
// untouched; only the reveal shows either chain to the other (every frame
// of every copy, a spectator's too, is checked by openRoom).
func TestRoomSeatsWriteAtOnceAndHandInBeforeSeeingTheOthers(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob}, oneDoublet, &handovers, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b, spectator := r.Copies[0], r.Copies[1], r.Copies[2]
	ga, gb := a.Game().(*Game), b.Game().(*Game)
	a.H.Key("enter") // the table is ready
	r.Sync(0)
	if !ga.writingHuman() || !gb.writingHuman() {
		t.Fatalf("after the start Ada writes %v, Bob writes %v: want both at once", ga.writingHuman(), gb.writingHuman())
	}
	a.H.MustSee("Ada writes")
	b.H.MustSee("Bob writes")
	spectator.H.MustSee("Waiting for Ada and Bob")
	spectator.H.MustNotSee("Change ")
	chainA, chainB := twoChains(t, ga)
	typeLinks(a, chainA[1:2])
	typeLinks(b, chainB[1:2])
	advanceClock(t, gb, 3*time.Second)
	// Ada hands in first.
	typeLinks(a, chainA[2:len(chainA)-1])
	r.Sync(0)
	if ga.here != -1 || ga.table.Hand(0).Status != doublets.Solved || ga.table.Phase() != doublets.Writing {
		t.Fatalf("Ada's copy after her chain: here %d, %+v, phase %s", ga.here, ga.table.Hand(0), ga.table.Phase())
	}
	a.H.MustSee("Waiting for Bob")
	a.H.MustSee("Ada handed in " + strings.ToUpper(strings.Join(chainA, " ")))
	for _, w := range privateWords(chainB, chainA) {
		a.H.MustNotSee(w)
	}
	if !gb.writingHuman() || !slices.Equal(gb.writer().Ladder.Chain, chainB[:2]) || gb.elapsed().Round(100*time.Millisecond) != 3*time.Second {
		t.Fatalf("Bob's copy after Ada's chain: writing %v, chain %v, clock %v: want his own, untouched", gb.writingHuman(), gb.writer().Ladder.Chain, gb.elapsed())
	}
	b.H.MustSee("Bob writes")
	for _, w := range privateWords(chainA, chainB) {
		b.H.MustNotSee(w)
	}
	if b.Sent != 1 { // the draft of his one link, for his terminal alone
		t.Fatalf("Bob's copy sent %d actions before he handed in, want his one draft", b.Sent)
	}
	typeLinks(b, chainB[2:len(chainB)-1])
	r.Sync(0)
	for _, c := range []*roomtest.Copy{a, b, spectator} {
		if g := c.Game().(*Game); g.table.Phase() != doublets.Revealing {
			t.Fatalf("copy %v in phase %s once both chains are in", c.Seats, g.table.Phase())
		}
	}
	sameGame(t, r)
	for _, w := range privateWords(chainB, nil) {
		a.H.MustSee(w) // the reveal turns Bob's chain up at Ada's terminal
	}
}

// TestRoomEachSeatIsTimedByItsOwnClock: each chain's time is the one its
// writer's copy measured, whoever's action reached the room first: Bob
// hands in first after 12 s on his clock, Ada after 7 s on hers, and every
// copy (the room's too) scores Ada as the faster; she waited 5 s, so her
// pad opens for 5 s, and his does not.
func TestRoomEachSeatIsTimedByItsOwnClock(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob}, oneDoublet, &handovers, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	ga, gb := a.Game().(*Game), b.Game().(*Game)
	b.H.Key("enter") // any seat may say the table is ready
	r.Sync(0)
	chainA, chainB := twoChains(t, ga)
	advanceClock(t, ga, 7*time.Second)
	advanceClock(t, gb, 12*time.Second)
	b.H.MustSee("Bob writes · 0:12")
	typeLinks(b, chainB[1:len(chainB)-1])
	r.Sync(0)
	typeLinks(a, chainA[1:len(chainA)-1])
	r.Sync(0)
	for _, c := range r.Copies {
		g := c.Game().(*Game)
		if g.table.Hand(0).Time != 7*time.Second || g.table.Hand(1).Time != 12*time.Second {
			t.Fatalf("copy %v: times %v and %v, want 7s and 12s", c.Seats, g.table.Hand(0).Time, g.table.Hand(1).Time)
		}
	}
	if !ga.padHuman() || gb.padHuman() || !slices.Equal(padsOpen(ga), []bool{true, false}) {
		t.Fatalf("pads: Ada %v, Bob %v, open %v: want Ada's alone", ga.padHuman(), gb.padHuman(), padsOpen(ga))
	}
	a.H.MustSee("5.0 left")
	b.H.MustSee("Waiting for Ada, making extra-chains")
	a.H.Key("ctrl+g")
	r.Sync(0)
	sameGame(t, r)
	res := ga.lastResult()
	if res.Marks[0].Speed != 2 || res.Marks[1].Speed != 0 {
		t.Fatalf("speed marks %+v: want Ada's 7 s on her clock to beat Bob's 12 s on his", res.Marks)
	}
}

// TestRoomLateJoinerReplaysIntoTheSameState: copies built while the seats
// write (a player reconnecting, a spectator) replay the log into the same
// game: the seat that has handed in waits, the one still writing writes
// again on the clock the start began, nobody sees another's chain; the
// game then plays to its end with them, every copy and the room's alike.
func TestRoomLateJoinerReplaysIntoTheSameState(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob, easyBot}, oneDoublet, &handovers, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	a.H.Key("enter")
	r.Sync(0)
	chainA, _ := twoChains(t, a.Game().(*Game))
	typeLinks(a, chainA[1:len(chainA)-1])
	r.Sync(0)
	adaAgain, bobAgain, late := r.Join([]int{0}), r.Join([]int{1}), r.Join(nil)
	r.Sync(0)
	for _, c := range []*roomtest.Copy{adaAgain, late} {
		g := c.Game().(*Game)
		if g.table.Phase() != doublets.Writing || g.here != -1 || g.table.Hand(0).Status != doublets.Solved || !slices.Equal(g.table.Hand(0).Chain, chainA) {
			t.Fatalf("late copy %v: phase %s, here %d, Ada's %+v", c.Seats, g.table.Phase(), g.here, g.table.Hand(0))
		}
		c.H.MustSee("Waiting for Bob")
	}
	gb := bobAgain.Game().(*Game)
	if !gb.writingHuman() || gb.here != 1 || gb.table.Hand(1).Status != 0 {
		t.Fatalf("Bob's copy built late: writing %v, here %d", gb.writingHuman(), gb.here)
	}
	bobAgain.H.MustSee("Bob writes")
	for _, w := range privateWords(chainA, nil) {
		bobAgain.H.MustNotSee(w)
	}
	if got, want := replicatedNow(t, bobAgain), replicatedNow(t, b); got != want {
		t.Fatalf("Bob's late copy differs from his first:\n%s\n%s", got, want)
	}
	playRoom(t, r, rand.New(rand.NewPCG(5, 5)), 0)
	r.Sync(0)
	sameGame(t, r)
}

// replicatedNow is what every copy holds alike while chains are being
// written: the game less the chains in progress.
func replicatedNow(t *testing.T, c *roomtest.Copy) string {
	g := c.Game().(*Game)
	type hand struct {
		Status doublets.Status
		Time   time.Duration
		Chain  []string
	}
	var hands []hand
	for i := range g.seats {
		a := g.table.Hand(i)
		hands = append(hands, hand{Status: a.Status, Time: a.Time, Chain: a.Chain})
	}
	data, err := json.Marshal(struct {
		Match   *doublets.Match
		Phase   doublets.Phase
		PadOpen []bool
		Drawn   int
		Hands   []hand
	}{g.table.Match(), g.table.Phase(), padsOpen(g), g.table.Drawn(), hands})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestRoomTwoPeopleAtOneTerminalStillTakeTurns: Ada and Bob share a
// terminal, Cy has his own: Cy writes at once while the shared terminal
// hands over to Ada, then, once her chain is in, to Bob; nobody at the
// shared terminal writes before taking the hand-over, and the pads that
// open there come in turn too.
func TestRoomTwoPeopleAtOneTerminalStillTakeTurns(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob, cy}, oneDoublet, &handovers, []int{0, 1}, []int{2})
	r.Sync(0)
	shared, c := r.Copies[0], r.Copies[1]
	gs, gc := shared.Game().(*Game), c.Game().(*Game)
	c.H.Key("enter")
	r.Sync(0)
	if gs.handoff == nil || gs.here != 0 || gs.writingHuman() || !gc.writingHuman() {
		t.Fatalf("after the start: shared hand-over %v at seat %d, Cy writes %v", gs.handoff != nil, gs.here, gc.writingHuman())
	}
	shared.H.MustSee("Ada")
	shared.H.MustNotSee("Change ")
	chainA, chainB := twoChains(t, gc)
	typeLinks(c, chainB[1:len(chainB)-1]) // Cy hands in while Ada has not begun
	r.Sync(0)
	shared.H.Key("enter") // Ada takes the hand-over
	if !gs.writingHuman() || gs.here != 0 {
		t.Fatal("Ada does not write after her hand-over")
	}
	advanceClock(t, gs, 20*time.Second)
	typeLinks(shared, chainA[1:len(chainA)-1])
	r.Sync(0)
	if gs.handoff == nil || gs.here != 1 || gs.writingHuman() {
		t.Fatalf("after Ada's chain: hand-over %v, here %d", gs.handoff != nil, gs.here)
	}
	shared.H.MustNotSee("Change ")
	shared.H.Key("enter") // Bob takes it
	if !gs.writingHuman() || gs.elapsed() != 0 {
		t.Fatalf("Bob writes %v on a clock at %v: want his own, from his hand-over", gs.writingHuman(), gs.elapsed())
	}
	advanceClock(t, gs, 30*time.Second)
	typeLinks(shared, chainA[1:len(chainA)-1])
	r.Sync(0)
	// Cy (0 s) and Ada (20 s) waited for Bob (30 s): both pads open,
	// Cy's at once at his terminal, Ada's behind the shared one's hand-over.
	if gs.table.Phase() != doublets.Padding || !slices.Equal(padsOpen(gs), []bool{true, false, true}) || !gc.padHuman() || gs.handoff == nil || gs.here != 0 {
		t.Fatalf("pads: phase %s, open %v, Cy %v, shared hand-over %v at %d", gs.table.Phase(), padsOpen(gs), gc.padHuman(), gs.handoff != nil, gs.here)
	}
	c.H.Key("ctrl+g")
	shared.H.Key("enter", "ctrl+g")
	r.Sync(0)
	if gs.table.Phase() != doublets.Revealing || handovers == 0 {
		t.Fatalf("phase %s, %d hand-over frames", gs.table.Phase(), handovers)
	}
	if gs.table.Hand(0).Time != 20*time.Second || gs.table.Hand(1).Time != 30*time.Second {
		t.Fatalf("times %v, %v: want each from its own hand-over", gs.table.Hand(0).Time, gs.table.Hand(1).Time)
	}
	sameGame(t, r)
}

// TestRoomPadsOpenAtOnce: both people hand in at once and wait for the
// computer: once its chain is in, both pads are open at the same time,
// each at its own terminal, each writing its own extra-chains unseen by
// the other; the reveal comes when both are put away.
func TestRoomPadsOpenAtOnce(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob, easyBot}, oneDoublet, &handovers, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	ga, gb := a.Game().(*Game), b.Game().(*Game)
	a.H.Key("enter")
	r.Sync(0)
	chainA, chainB := twoChains(t, ga)
	typeLinks(a, chainA[1:len(chainA)-1])
	typeLinks(b, chainB[1:len(chainB)-1])
	for ga.table.Phase() == doublets.Writing {
		if !r.WaitLog(a.Applied()) {
			t.Fatal("the computer never handed in")
		}
		r.Sync(0)
	}
	if !ga.padHuman() || !gb.padHuman() {
		t.Fatalf("Ada at her pad %v, Bob at his %v: want both at once", ga.padHuman(), gb.padHuman())
	}
	chain := scoringChain(t, ga)
	a.H.Type(strings.Join(chain, " "))
	a.H.Key("enter")
	r.Sync(0)
	if len(gb.table.Match().Extra[0]) != 1 || !gb.padHuman() {
		t.Fatalf("Bob's copy after Ada's extra-chain: Ada's set %v, Bob at his pad %v", gb.table.Match().Extra[0], gb.padHuman())
	}
	a.H.MustSee("Extra-chain 1 written")
	b.H.MustNotSee("Extra-chain 1 written")
	a.H.Key("ctrl+g")
	r.Sync(0)
	a.H.MustSee("Waiting for Bob, making extra-chains")
	if ga.table.Phase() != doublets.Padding {
		t.Fatalf("phase %s before Bob put his pad away", ga.table.Phase())
	}
	b.H.Key("ctrl+g")
	r.Sync(0)
	if ga.table.Phase() != doublets.Revealing {
		t.Fatalf("phase %s after both pads", ga.table.Phase())
	}
	sameGame(t, r)
}

// TestRoomWritingAtOnceDrawsInASCIIAndMono: with --ascii and NO_COLOR
// every frame of the writers', the waiting and the spectator's copies,
// from the announcement through the pads to the reveal, is bytes below
// 0x80 with no escape code.
func TestRoomWritingAtOnceDrawsInASCIIAndMono(t *testing.T) {
	frames := 0
	check := func(c *roomtest.Copy, s screen.Screen, _ string) {
		frame := s.View()
		uitest.AssertASCII(t, fmt.Sprintf("seats %v", c.Seats), frame)
		if strings.Contains(frame, "\x1b") {
			t.Fatalf("an escape code in Mono: %q", frame)
		}
		frames++
	}
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 11, Options: oneDoublet}
	r := roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewASCIIEnv(t) }, cfg, check, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	ga, gb := a.Game().(*Game), b.Game().(*Game)
	a.H.Key("enter")
	r.Sync(0)
	chainA, chainB := twoChains(t, ga)
	advanceClock(t, gb, 9*time.Second)
	typeLinks(a, chainA[1:len(chainA)-1])
	r.Sync(0)
	a.H.MustSee("Waiting for Bob")
	typeLinks(b, chainB[1:len(chainB)-1])
	r.Sync(0)
	if !ga.padHuman() {
		t.Fatal("Ada's pad did not open")
	}
	b.H.MustSee("Waiting for Ada, making extra-chains")
	a.H.Key("ctrl+g")
	r.Sync(0)
	if ga.table.Phase() != doublets.Revealing || frames < 10 {
		t.Fatalf("phase %s, %d frames checked", ga.table.Phase(), frames)
	}
}

// TestRoomChainBeingWrittenSurvivesALostConnection (issue 39): the links
// a writer has typed are in the room's log, so a copy built when he comes
// back shows them; no other seat's copy takes them up.
func TestRoomChainBeingWrittenSurvivesALostConnection(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob}, oneDoublet, &handovers, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	ga, gb := a.Game().(*Game), b.Game().(*Game)
	a.H.Key("enter")
	r.Sync(0)
	chainA, _ := twoChains(t, ga)
	if len(chainA) < 4 {
		t.Skip("the doublet's chain is too short to leave half-written")
	}
	typeLinks(a, chainA[1:3])
	r.Sync(0)
	back := r.Join([]int{0}) // Ada's terminal, connected again
	r.Sync(0)
	gback := back.Game().(*Game)
	if got := gback.drafts[0].Ladder.Chain; !slices.Equal(got, chainA[:3]) {
		t.Fatalf("Ada's chain after coming back: %v, want %v", got, chainA[:3])
	}
	back.H.MustSee(strings.ToUpper(chainA[2]))
	if got := gb.drafts[0].Ladder.Chain; len(got) > 1 {
		t.Fatalf("Bob's copy took up Ada's chain: %v", got)
	}
	b.H.MustNotSee(strings.ToUpper(chainA[1]))
	// Ada goes on from where she was, at her new terminal.
	typeLinks(back, chainA[3:len(chainA)-1])
	r.Sync(0)
	if h := gback.table.Hand(0); h.Status != doublets.Solved || !slices.Equal(h.Chain, chainA) {
		t.Fatalf("Ada's hand after finishing at her new terminal: %+v", h)
	}
}
