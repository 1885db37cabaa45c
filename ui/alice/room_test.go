package alice

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/games/alice"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// roomTable is the table of the room tests: three people and a computer.
var roomTable = []seats.Seat{human("Ada"), human("Bertie"), computer("Cook", seats.Expert), human("Dinah")}

func applied(s screen.Screen) int { return s.(*Game).cursor.Applied() }

// openRoom starts a room for table with no pauses before computer moves,
// checking every frame of every copy: the viewer is always one of the
// copy's own seats, a copy of one seat never shows a hand-over, and no card
// of another seat's hand reaches a copy's screen.
func openRoom(t *testing.T, table []seats.Seat, seed uint64, handovers *int, copies ...[]int) *roomtest.Room {
	t.Helper()
	old := ComputerPause
	ComputerPause = 0
	t.Cleanup(func() { ComputerPause = old })
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		g := s.(*Game)
		if g.viewer >= 0 && !slices.Contains(c.Seats, g.viewer) {
			t.Fatalf("the copy of seats %v shows the hand of seat %d", c.Seats, g.viewer)
		}
		if g.stage == stageHandoff {
			if len(c.Seats) < 2 {
				t.Fatalf("the copy of seats %v shows a hand-over", c.Seats)
			}
			*handovers++
		}
		if c.Top() == s {
			checkPrivacy(t, g, frame)
		}
	}
	cfg := screen.Config{Seats: table, Seed: seed}
	return roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, check, copies...)
}

// copyFor is the copy that plays seat p.
func copyFor(r *roomtest.Room, p int) *roomtest.Copy {
	for _, c := range r.Copies {
		if slices.Contains(c.Seats, p) {
			return c
		}
	}
	return nil
}

// playRoom plays the room's game to its end: each person at random by keys
// at their own copy, the computer by the room's copy. lateAt, when above
// zero, has a spectator join after that many actions.
func playRoom(t *testing.T, r *roomtest.Room, rng *rand.Rand, lateAt int) {
	t.Helper()
	moves := []string{"left", "right", "up", "down", "left", "right", "up", "down", "g"}
	for range 20000 {
		r.Sync(0)
		if lateAt > 0 && r.Table.Len() >= lateAt {
			r.Join(nil)
			lateAt = 0
			r.Sync(0)
		}
		s := r.Copies[0].Game().(*Game).sv.Game
		if s.Phase == alice.PhaseOver {
			return
		}
		p := s.ToAct()
		if !r.Table.Config().Seats[p].IsHuman() {
			if !r.WaitLog(r.Copies[0].Applied()) {
				t.Fatalf("the computer did not move at step %d", s.Step)
			}
			continue
		}
		c := copyFor(r, p)
		g := c.Game().(*Game)
		if g.stage == stagePlay {
			for range rng.IntN(4) {
				c.H.Key(moves[rng.IntN(len(moves))])
			}
		}
		if g.overlay != overlayNone {
			c.H.Key("enter")
		}
		c.H.Key("enter")
	}
	t.Fatal("the room's game did not end")
}

// sameGame fails the test unless every copy, and the room's own, holds the
// same game; it returns it.
func sameGame(t *testing.T, r *roomtest.Room) alice.State {
	t.Helper()
	r.Same(applied, func(s screen.Screen) string {
		data, err := json.Marshal(s.(*Game).sv.Game)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	})
	return r.Copies[0].Game().(*Game).sv.Game
}

// TestRoomCopiesStayInStepAndEachSeesOnlyItsOwnHand plays whole games in a
// room of three terminals (Ada; Bertie and Dinah sharing one; a spectator)
// with a computer the room plays, moving at random, every frame of every
// copy checked; a spectator who joins half-way catches up from the log;
// every copy ends with the same game.
func TestRoomCopiesStayInStepAndEachSeesOnlyItsOwnHand(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		handovers := 0
		r := openRoom(t, roomTable, seed, &handovers, []int{0}, []int{1, 3}, nil)
		playRoom(t, r, rand.New(rand.NewPCG(seed, 7)), 30)
		r.Sync(0)
		final := sameGame(t, r)
		if final.Phase != alice.PhaseOver || len(r.Copies) != 4 {
			t.Fatalf("seed %d: phase %v, %d copies", seed, final.Phase, len(r.Copies))
		}
		if handovers == 0 {
			t.Fatalf("seed %d: the shared terminal never handed over between its two players", seed)
		}
		if _, ok := r.Copies[0].Top().(*screen.Result); !ok {
			t.Fatalf("seed %d: a copy is not on the result screen at the end", seed)
		}
		late := r.Join([]int{0})
		r.Sync(0)
		if got := late.Game().(*Game).sv.Game; !reflect.DeepEqual(got, final) {
			t.Fatalf("seed %d: a copy joining after the end replays to step %d, not %d", seed, got.Step, final.Step)
		}
	}
}

// TestRoomCopyRefusesAMoveOfASeatItDoesNotPlay: keys at a copy whose seat
// is not to act send nothing; a move a copy sends for another seat is
// refused; an action the room hands on for a seat not to act, or one that
// is not a move, changes nothing in any copy, and play goes on after it.
func TestRoomCopyRefusesAMoveOfASeatItDoesNotPlay(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{human("Ada"), human("Bertie"), human("Cook")}, 3, &handovers, []int{0}, []int{1}, []int{2})
	r.Sync(0)
	first := r.Copies[0].Game().(*Game).sv.Game
	p := first.ToAct()
	other := r.Copies[(p+1)%3]
	other.H.Key("enter", "left", "enter", "e", "enter")
	og := other.Game().(*Game)
	og.send(alice.Legal(first)[0])
	if other.Sent != 0 || r.Table.Len() != 0 {
		t.Fatalf("a copy not to act sent %d actions", other.Sent)
	}
	legal, _ := json.Marshal(alice.Legal(first)[0])
	for _, a := range []screen.Action{
		{Seat: (p + 1) % 3, Data: legal}, // not this seat's turn
		{Seat: p, Data: json.RawMessage(`{"kind":"lead","card":9999}`)},
		{Seat: p, Data: json.RawMessage(`{"kind":"draw","position":-4}`)},
		{Seat: p, Data: json.RawMessage(`[1,2,3]`)},
		{Seat: p, Data: json.RawMessage(`"\u001b[2J"`)},
	} {
		r.Table.Submit(a)
	}
	r.Sync(0)
	for i, c := range r.Copies {
		if got := c.Game().(*Game).sv.Game; !reflect.DeepEqual(got, first) {
			t.Fatalf("copy %d changed on refused actions: step %d", i, got.Step)
		}
	}
	r.Table.Submit(screen.Action{Seat: p, Data: legal})
	r.Sync(0)
	if got := sameGame(t, r); got.Step != first.Step+1 {
		t.Fatalf("the legal move after the refused ones was not played: step %d", got.Step)
	}
}

// FuzzRoomActionDecoding gives a copy hostile actions: none panics, and the
// game either stays as it was or takes one step the rules allow.
func FuzzRoomActionDecoding(f *testing.F) {
	for _, a := range alice.Legal(mustDeal(f)) {
		data, _ := json.Marshal(a)
		f.Add(string(data), 0)
	}
	f.Add(`{"kind":"ask","seat":7,"card":3}`, 0)
	f.Add(`{"kind":"draw","position":99}`, 1)
	f.Add(`null`, 0)
	f.Fuzz(func(t *testing.T, data string, seat int) {
		env := uitest.NewEnv(t)
		s, err := roomGame(env, screen.Config{Seats: []seats.Seat{human("A"), human("B"), human("C")}, Seed: 5},
			screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(*Game)
		g.Init()
		before := g.sv.Game
		g.Update(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: seat, Data: json.RawMessage(data)}})
		after := g.sv.Game
		switch {
		case reflect.DeepEqual(after, before):
		case after.Step == before.Step+1 && after.Validate() == nil:
		default:
			t.Fatalf("the action %q left the game at step %d: %v", data, after.Step, after.Validate())
		}
		if frame := g.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

func mustDeal(t testing.TB) alice.State {
	sv, err := dealFor(screen.Config{Seats: []seats.Seat{human("A"), human("B"), human("C")}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	return sv.Game
}

// TestRoomLeaveQuestionSaysTheSeatIsKept: in a room, Esc asks about
// leaving the room (the seat is kept; reconnecting returns to it), not
// about a save to continue from the menu, which a room's copy never writes.
func TestRoomLeaveQuestionSaysTheSeatIsKept(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{human("Ada"), human("Bertie")}, 3, &handovers, []int{0}, []int{1})
	r.Sync(0)
	h := r.Copies[0].H
	h.Key("esc")
	h.MustSee("Leave the room?")
	h.MustSee("seat is kept")
	h.MustNotSee("Continue in the menu")
	if q := r.Copies[0].Game().(*Game).leaveQuestion(); q != screen.RoomLeaveQuestion {
		t.Fatalf("the question in a room is %q", q)
	}
	h.Key("n")
	h.MustNotSee("Leave the room?")
}

// TestLeaveQuestionAtOneKeyboardIsTheUsualOne: away from a room the
// question is still the one every game asks.
func TestLeaveQuestionAtOneKeyboardIsTheUsualOne(t *testing.T) {
	h := start(t, testEnv(t), sixAtTheTable, 4)
	if q := game(h).leaveQuestion(); q != screen.LeaveQuestion {
		t.Fatalf("the question at one keyboard is %q", q)
	}
}
