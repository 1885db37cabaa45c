package room

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// counting is a tiny room-aware game: seats take turns adding 1 to 3 to a
// total; the seat that reaches 10 wins. The data "boom" makes a copy panic.
type counting struct {
	link   Link
	cursor screen.ActionCursor
	turn   int
	total  int
	moves  []string
	seats  int
}

type countMove struct {
	N    int  `json:"n"`
	Boom bool `json:"boom,omitempty"`
	// Crash makes the room's own copy (the one playing a computer seat)
	// panic: every time, or, with Once, only while flakyCrashes lasts.
	Crash bool `json:"crash,omitempty"`
	Once  bool `json:"once,omitempty"`
}

// flakyCrashes is how many more times a "crash once" move panics.
var flakyCrashes atomic.Int32

func countingGame() screen.Entry {
	return screen.Entry{ID: "counting", Title: "Counting", MinSeats: 2, MaxSeats: 3,
		Room: func(env *screen.Env, cfg screen.Config, link Link) (screen.Screen, error) {
			return &counting{link: link, seats: len(cfg.Seats)}, nil
		}}
}

func (c *counting) Init() tea.Cmd { return c.play() }
func (c *counting) View() string  { return fmt.Sprintf("total %d", c.total) }

// play sends the computer's move when this copy plays the seat to move.
func (c *counting) play() tea.Cmd {
	if c.total >= 10 || !c.link.Plays(c.turn) {
		return nil
	}
	seat := c.turn
	return func() tea.Msg {
		data, _ := json.Marshal(countMove{N: 1 + seat%3})
		c.link.Send(Action{Seat: seat, Data: data})
		return nil
	}
}

func (c *counting) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	m, ok := msg.(ActionMsg)
	if !ok || !c.cursor.Accept(m) {
		return c, nil
	}
	var mv countMove
	if json.Unmarshal(m.Action.Data, &mv) != nil || m.Action.Seat != c.turn || c.total >= 10 {
		return c, nil
	}
	if mv.Boom {
		panic("boom")
	}
	if mv.Crash && len(c.link.Seats) > 0 && (!mv.Once || flakyCrashes.Add(-1) >= 0) {
		panic("the room's copy crashed")
	}
	if mv.N < 1 || mv.N > 3 {
		return c, nil
	}
	c.total += mv.N
	c.moves = append(c.moves, fmt.Sprintf("%d+%d", m.Action.Seat, mv.N))
	c.turn = (c.turn + 1) % c.seats
	return c, c.play()
}

func table(kinds ...seats.Kind) screen.Config {
	cfg := screen.Config{Seed: 7}
	for i, k := range kinds {
		cfg.Seats = append(cfg.Seats, seats.Seat{Name: fmt.Sprint("P", i), Kind: k})
	}
	return cfg
}

func move(seat, n int) Action {
	data, _ := json.Marshal(countMove{N: n})
	return Action{Seat: seat, Data: data}
}

// inbox collects what a joined copy receives.
type inbox struct {
	mu      sync.Mutex
	msgs    []ActionMsg
	notices []ComputersStoppedMsg
}

func (b *inbox) send(msg tea.Msg) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch msg := msg.(type) {
	case ActionMsg:
		b.msgs = append(b.msgs, msg)
	case ComputersStoppedMsg:
		b.notices = append(b.notices, msg)
	}
}

func (b *inbox) stopped() []ComputersStoppedMsg {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]ComputersStoppedMsg(nil), b.notices...)
}

func (b *inbox) got() []ActionMsg {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]ActionMsg(nil), b.msgs...)
}

// waitFor polls until ok or fails after a few seconds.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for range 500 {
		if ok() {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

func openTable(t *testing.T, cfg screen.Config) *Table {
	t.Helper()
	tb, err := Open(countingGame(), uitest.NewEnv(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.Close)
	return tb
}

func headlessMoves(t *testing.T, tb *Table) []string {
	t.Helper()
	var moves []string
	if !tb.Headless().Inspect(func(s screen.Screen) { moves = append(moves, s.(*counting).moves...) }) {
		t.Fatal("the headless copy has stopped")
	}
	return moves
}

func TestEveryCopyGetsTheActionsInLogOrder(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	var a, b inbox
	tb.Join(a.send)
	tb.Join(b.send)
	for i := range 6 {
		tb.Submit(move(i%2, 1))
	}
	waitFor(t, "six actions in each copy", func() bool { return len(a.got()) == 6 && len(b.got()) == 6 })
	for i, m := range a.got() {
		if m.Seq != i || b.got()[i].Seq != i || m.Action.Seat != i%2 {
			t.Fatalf("action %d: %+v and %+v", i, m, b.got()[i])
		}
	}
}

func TestALateCopyGetsTheLogReplayedThenLiveActions(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	tb.Submit(move(0, 2))
	tb.Submit(move(1, 3))
	var late inbox
	tb.Join(late.send)
	tb.Submit(move(0, 1))
	waitFor(t, "three actions", func() bool { return len(late.got()) == 3 && len(headlessMoves(t, tb)) == 3 })
	if got := headlessMoves(t, tb); strings.Join(got, " ") != "0+2 1+3 0+1" {
		t.Fatalf("headless copy applied %v", got)
	}
}

func TestTheRoomsCopyPlaysTheComputerSeats(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Computer))
	for tb.Len() < 6 {
		if tb.Len()%2 == 0 {
			tb.Submit(move(0, 1))
		}
		waitFor(t, "the computer's answer", func() bool { return tb.Len()%2 == 0 })
	}
	got := strings.Join(headlessMoves(t, tb), " ")
	if got != "0+1 1+2 0+1 1+2 0+1 1+2" {
		t.Fatalf("moves %q", got)
	}
}

func TestSubmitterDropsActionsOfOtherSeats(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	send := tb.Submitter([]int{1})
	send(move(0, 1))
	send(move(1, 1))
	if n := tb.Len(); n != 1 {
		t.Fatalf("log holds %d actions, want the one of seat 1", n)
	}
}

func TestSubmitDropsMalformedActions(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	for _, a := range []Action{
		{Seat: -1, Data: json.RawMessage(`{"n":1}`)},
		{Seat: 2, Data: json.RawMessage(`{"n":1}`)},
		{Seat: 0, Data: json.RawMessage(`{"n":`)},
		{Seat: 0, Data: nil},
		{Seat: 0, Data: json.RawMessage(`"` + strings.Repeat("x", MaxActionBytes) + `"`)},
	} {
		tb.Submit(a)
	}
	if n := tb.Len(); n != 0 {
		t.Fatalf("log holds %d malformed actions", n)
	}
}

func TestAPanickingCopyIsDroppedAndTheOthersGoOn(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	tb.Join(func(tea.Msg) { panic("this session broke") })
	var ok inbox
	tb.Join(ok.send)
	tb.Submit(move(0, 1))
	tb.Submit(move(1, 1))
	waitFor(t, "the healthy copies' actions", func() bool { return len(ok.got()) == 2 && len(headlessMoves(t, tb)) == 2 })
}

func TestAPanicInTheRoomsCopyLeavesTheTableWorking(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	var ok inbox
	tb.Join(ok.send)
	tb.Submit(Action{Seat: 0, Data: json.RawMessage(`{"n":1,"boom":true}`)})
	waitFor(t, "the headless copy to fail", func() bool { return tb.Err() != nil })
	tb.Submit(move(0, 1))
	waitFor(t, "delivery after the failure", func() bool { return len(ok.got()) == 2 })
	if tb.Len() != 2 {
		t.Fatalf("log holds %d actions", tb.Len())
	}
}

func crashMove(seat, n int, once bool) Action {
	data, _ := json.Marshal(countMove{N: n, Crash: true, Once: once})
	return Action{Seat: seat, Data: data}
}

// TestACrashedRoomsCopyIsBuiltAgainAndTheComputersPlayOn: the room's own
// copy panics once on a person's move; the table builds it again from the
// Config, the log is replayed to it (the move applies this time), and the
// computer answers that move and the next ones.
func TestACrashedRoomsCopyIsBuiltAgainAndTheComputersPlayOn(t *testing.T) {
	flakyCrashes.Store(1)
	tb := openTable(t, table(seats.Human, seats.Computer))
	var person inbox
	tb.Join(person.send)
	tb.Submit(move(0, 1))
	waitFor(t, "the computer's first answer", func() bool { return tb.Len() == 2 })
	tb.Submit(crashMove(0, 2, true))
	// (The copy built again replays the log and answers as it goes: an
	// answer the log already holds comes again, and every copy ignores it.)
	applied := func() int { // 0 while the copy is being built again
		n := 0
		tb.Headless().Inspect(func(s screen.Screen) { n = len(s.(*counting).moves) })
		return n
	}
	waitFor(t, "the computer's answer after the crash", func() bool { return applied() == 4 })
	tb.Submit(move(0, 1))
	waitFor(t, "the computer's next answer", func() bool { return applied() == 6 })
	if got := strings.Join(headlessMoves(t, tb), " "); got != "0+1 1+2 0+2 1+2 0+1 1+2" {
		t.Fatalf("the rebuilt copy holds %q", got)
	}
	if tb.Restarts() != 1 || tb.Stopped() != nil || tb.Err() != nil || len(person.stopped()) != 0 {
		t.Fatalf("restarts %d, stopped %v, err %v, notices %v", tb.Restarts(), tb.Stopped(), tb.Err(), person.stopped())
	}
}

// TestARoomsCopyFailingAgainAtTheSameMoveStopsAndSaysSo: a move on which
// the room's own copy always panics; built again, it fails again at that
// move, and the table stops trying: Err and Stopped say why, every copy
// (and one that joins after) is told plainly that the computers stopped,
// and people's moves still enter the log.
func TestARoomsCopyFailingAgainAtTheSameMoveStopsAndSaysSo(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Computer))
	var person inbox
	tb.Join(person.send)
	tb.Submit(crashMove(0, 1, false))
	waitFor(t, "the table to give up", func() bool { return tb.Stopped() != nil })
	waitFor(t, "the notice", func() bool { return len(person.stopped()) == 1 })
	if tb.Restarts() != 1 || tb.Err() == nil || !strings.Contains(person.stopped()[0].Reason, "computer players of this room have stopped") {
		t.Fatalf("restarts %d, err %v, notice %+v", tb.Restarts(), tb.Err(), person.stopped())
	}
	var late inbox
	tb.Join(late.send)
	waitFor(t, "the late copy's notice", func() bool { return len(late.stopped()) == 1 && len(late.got()) == 1 })
	tb.Submit(move(1, 1))
	waitFor(t, "a move after", func() bool { return len(person.got()) == 2 })
	time.Sleep(50 * time.Millisecond)
	if tb.Restarts() != 1 || len(person.stopped()) != 1 {
		t.Fatalf("after giving up: restarts %d, notices %d", tb.Restarts(), len(person.stopped()))
	}
}

// TestRestoreKeepsTheTurnsTimeAndNotTheDowntime: a room saved 10 s after
// its last action, and restored an hour later: the action's age (from
// which a copy sets the turn's clock going) is those 10 s, not the hour
// the server was down, nor nothing; a save without stamps restores the
// actions unstamped.
func TestRestoreKeepsTheTurnsTimeAndNotTheDowntime(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	tb.Submit(move(0, 1))
	data, err := json.Marshal(tb.Snapshot())
	if err != nil {
		t.Fatal(err)
	}
	var snap Snapshot
	if err := json.Unmarshal(data, &snap); err != nil {
		t.Fatal(err)
	}
	if len(snap.Stamps) != 1 || snap.Taken.IsZero() {
		t.Fatalf("the save holds stamps %v, taken %v", snap.Stamps, snap.Taken)
	}
	snap.Taken = time.Now().Add(-time.Hour)
	snap.Stamps[0] = snap.Taken.Add(-10 * time.Second)
	for _, tc := range []struct {
		name     string
		snap     Snapshot
		min, max time.Duration
	}{
		{"stamped", snap, 10 * time.Second, 12 * time.Second},
		{"unstamped", Snapshot{Game: snap.Game, Config: snap.Config, Log: snap.Log}, 0, 0},
		{"stamps that do not fit", Snapshot{Game: snap.Game, Config: snap.Config, Log: snap.Log, Stamps: snap.Stamps[:0], Taken: snap.Taken}, 0, 0},
	} {
		back, err := Restore(countingGame(), uitest.NewEnv(t), tc.snap)
		if err != nil {
			t.Fatal(err)
		}
		var got inbox
		back.Join(got.send)
		waitFor(t, "the replay", func() bool { return len(got.got()) == 1 })
		if age := got.got()[0].Age(); age < tc.min || age > tc.max {
			t.Errorf("%s: the action's age after the restore is %v, want %v to %v", tc.name, age, tc.min, tc.max)
		}
		back.Close()
	}
}

func TestSnapshotRestoresTheSameGame(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Computer))
	tb.Submit(move(0, 3))
	waitFor(t, "the computer's answer", func() bool { return tb.Len() == 2 })
	data, err := json.Marshal(tb.Snapshot())
	if err != nil {
		t.Fatal(err)
	}
	var snap Snapshot
	if err := json.Unmarshal(data, &snap); err != nil {
		t.Fatal(err)
	}
	back, err := Restore(countingGame(), uitest.NewEnv(t), snap)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	waitFor(t, "the replay", func() bool { return len(headlessMoves(t, back)) == 2 })
	if a, b := headlessMoves(t, tb), headlessMoves(t, back); strings.Join(a, " ") != strings.Join(b, " ") {
		t.Fatalf("restored %v, want %v", b, a)
	}
	if back.Config().Seats[1].Kind != seats.Computer {
		t.Fatalf("restored seats %+v", back.Config().Seats)
	}
}

func TestRestoreRefusesAnotherGamesOrABrokenSave(t *testing.T) {
	env := uitest.NewEnv(t)
	if _, err := Restore(countingGame(), env, Snapshot{Game: "draughts", Config: table(seats.Human, seats.Human)}); err == nil {
		t.Fatal("restored another game's save")
	}
	bad := Snapshot{Game: "counting", Config: table(seats.Human, seats.Human), Log: []Action{{Seat: 5, Data: json.RawMessage(`1`)}}}
	if _, err := Restore(countingGame(), env, bad); err == nil {
		t.Fatal("restored an action of a seat that does not exist")
	}
	if _, err := Open(countingGame(), env, table(seats.Human)); err == nil {
		t.Fatal("opened a table with too few seats")
	}
}

func TestLeaveStopsDeliveriesAndCloseEndsEveryGoroutine(t *testing.T) {
	before := runtime.NumGoroutine()
	tb, err := Open(countingGame(), uitest.NewEnv(t), table(seats.Human, seats.Human))
	if err != nil {
		t.Fatal(err)
	}
	var gone, stays inbox
	id := tb.Join(gone.send)
	tb.Join(stays.send)
	tb.Submit(move(0, 1))
	waitFor(t, "the first action", func() bool { return len(gone.got()) == 1 && len(stays.got()) == 1 })
	tb.Leave(id)
	tb.Submit(move(1, 1))
	waitFor(t, "the second action", func() bool { return len(stays.got()) == 2 })
	if len(gone.got()) != 1 {
		t.Fatalf("a copy that left got %d actions", len(gone.got()))
	}
	tb.Close()
	tb.Close()
	tb.Submit(move(0, 1)) // a closed table drops it, without blocking
	waitFor(t, "the goroutines to end", func() bool { return runtime.NumGoroutine() <= before })
}

func TestOpenReportsAGameThatCannotBeBuilt(t *testing.T) {
	before := runtime.NumGoroutine()
	broken := countingGame()
	broken.Room = func(*screen.Env, screen.Config, Link) (screen.Screen, error) {
		return nil, fmt.Errorf("no such variant")
	}
	if _, err := Open(broken, uitest.NewEnv(t), table(seats.Human, seats.Human)); err == nil {
		t.Fatal("opened a table whose game cannot be built")
	}
	noRoom := countingGame()
	noRoom.Room = nil
	if _, err := Open(noRoom, uitest.NewEnv(t), table(seats.Human, seats.Human)); err == nil {
		t.Fatal("opened a table for a game that has no room constructor")
	}
	waitFor(t, "the goroutines to end", func() bool { return runtime.NumGoroutine() <= before })
}

func TestLinkPlaysOnlyItsSeats(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human, seats.Human))
	link := tb.Link([]int{2})
	if !link.InRoom() || !link.Plays(2) || link.Plays(0) {
		t.Fatalf("link %+v", link)
	}
	link.Send(move(0, 1))
	link.Send(move(2, 1))
	if n := tb.Len(); n != 1 {
		t.Fatalf("the link put %d actions in the log, want seat 2's alone", n)
	}
}

func TestActionsAreStampedAndTheLogHoldsNoStamp(t *testing.T) {
	tb := openTable(t, table(seats.Human, seats.Human))
	var got inbox
	tb.Join(got.send)
	before := time.Now()
	tb.Submit(move(0, 1))
	waitFor(t, "the action", func() bool { return len(got.got()) == 1 })
	if at := got.got()[0].Action.At; at.Before(before) || at.After(time.Now()) {
		t.Fatalf("stamped %v, not between %v and now", at, before)
	}
	data, _ := json.Marshal(tb.Snapshot())
	var snap Snapshot
	json.Unmarshal(data, &snap)
	if !snap.Log[0].At.IsZero() || (ActionMsg{Action: snap.Log[0]}).Age() != 0 {
		t.Fatalf("a restored action has a stamp: %v", snap.Log[0].At)
	}
	if age := (ActionMsg{Action: Action{At: time.Now().Add(-time.Minute)}}).Age(); age < time.Minute {
		t.Fatalf("age %v of an action a minute old", age)
	}
}
