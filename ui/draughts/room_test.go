package draughts

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlour/games/draughts"
	"parlour/ui/board/kit/kittest"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func appliedEvents(s screen.Screen) int { return s.(*Game).LogPos.Applied() }

// openRoom starts a draughts room whose computer moves without a pause,
// every frame of every copy checked: no copy ever shows a hand-over, and
// the board never has a piece picked up by a copy whose seat is not to
// move.
func openRoom(t *testing.T, table []seats.Seat, options map[string]string, copies ...[]int) *roomtest.Room {
	t.Helper()
	old := RoomComputerPace
	RoomComputerPace = 0
	t.Cleanup(func() { RoomComputerPace = old })
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		g := s.(*Game)
		if strings.Contains(frame, "Pass the keyboard") {
			t.Fatalf("the copy of seats %v shows a hand-over", c.Seats)
		}
		if len(g.sel) > 0 && !g.CanMove() {
			t.Fatalf("the copy of seats %v picked up a piece on another seat's turn", c.Seats)
		}
	}
	cfg := screen.Config{Seats: table, Seed: 7, Options: options}
	return roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, check, copies...)
}

// replicated is what every copy must hold alike: the events in effect and
// the end declared.
func replicated(t *testing.T, g *Game) string {
	t.Helper()
	return roomtest.Text(t, struct {
		Events []event
		End    *draughts.Verdict
		Swap   bool
	}{g.rec.InEffect(), g.end, g.swapped})
}

// sameGame fails the test unless every copy and the room's own hold the
// same game; it returns it.
func sameGame(t *testing.T, r *roomtest.Room) string {
	t.Helper()
	return r.Same(appliedEvents, func(s screen.Screen) string { return replicated(t, s.(*Game)) })
}

// playRoom plays the room's game at random (typed moves, now and then a
// huff or "Take" where the rules allow), until it ends or, after plies,
// the person to move resigns.
func playRoom(t *testing.T, r *roomtest.Room, rng *rand.Rand, plies, lateAt int) {
	t.Helper()
	for range 2000 {
		r.SyncJoining(&lateAt)
		g0 := r.Copies[0].Game().(*Game)
		if g0.Over() {
			return
		}
		s := g0.rec.Now()
		seat := g0.seatIndex(s.Turn())
		if !r.Table.Config().Seats[seat].IsHuman() {
			if !r.WaitLog(r.Copies[0].Applied()) {
				t.Fatal("the computer did not move")
			}
			continue
		}
		var c *roomtest.Copy
		for _, cp := range r.Copies {
			if len(cp.Seats) == 1 && cp.Seats[0] == seat {
				c = cp
			}
		}
		switch {
		case r.Table.Len() >= plies:
			c.H.Key("R", "y")
		case s.CanSayTake() && rng.IntN(2) == 0:
			c.H.Key("T")
		case len(s.HuffableSquares()) > 0 && rng.IntN(2) == 0:
			c.H.Key("H")
			if g := c.Game().(*Game); g.rec.Now().Turn() == s.Turn() && g.Pending == 0 {
				c.H.Key("H") // several to huff: the cursor is on the first
			}
		default:
			legal := draughts.Legal(s)
			if len(legal) == 0 {
				t.Fatalf("no legal move in a game not over: %s", s.FEN())
			}
			c.H.Type(s.MoveText(legal[rng.IntN(len(legal))]))
			c.H.Key("enter")
		}
	}
	t.Fatal("the room's game did not end")
}

// TestRoomCopiesStayInStep plays whole games in rooms (a person against
// the room's computer, with huffing; two people at two terminals with a
// spectator, colours by lot), at random, every frame looked at; a
// spectator joining late catches up from the log; every copy ends with the
// same game, on the result screen.
func TestRoomCopiesStayInStep(t *testing.T) {
	for i, tc := range []struct {
		table   []seats.Seat
		options map[string]string
		copies  [][]int
	}{
		{[]seats.Seat{ada, easy}, map[string]string{"capture": captureCh[1].Value}, [][]int{{0}, nil}},
		{[]seats.Seat{ada, bob}, map[string]string{"colours": coloursCh[1].Value}, [][]int{{0}, {1}, nil}},
	} {
		r := openRoom(t, tc.table, tc.options, tc.copies...)
		playRoom(t, r, rand.New(rand.NewPCG(uint64(i), 5)), 120, 10)
		r.Sync(0)
		final := sameGame(t, r)
		for j, c := range r.Copies {
			if _, over := c.Top().(*screen.Result); !over {
				t.Fatalf("game %d: copy %d is not on the result", i, j)
			}
		}
		late := r.Join([]int{0})
		r.Sync(0)
		if got := replicated(t, late.Game().(*Game)); got != final {
			t.Fatalf("game %d: a copy joining after the end replays to another game", i)
		}
		t.Logf("game %d: %d actions", i, r.Table.Len())
	}
}

// TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay: a copy whose seat is not
// to move sends nothing; taking back, offering a draw and files are
// refused in a room; an event for the wrong seat, an illegal move and
// actions that are none change nothing in any copy.
func TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	s := a.Game().(*Game).rec.Now()
	first := draughts.Legal(s)[0]
	b.H.Type(s.MoveText(first))
	b.H.Key("enter", "N", "T", "H")
	if b.Sent != 0 {
		t.Fatalf("Bob's copy sent %d actions on Ada's turn", b.Sent)
	}
	bg := b.Game().(*Game)
	bg.Footer.Clear()
	b.H.MustSee("Ada (Black) is playing, at another terminal")  // what Bob waits for
	for _, k := range []string{"enter", ":", "t", "d", "tab"} { // picking, typing, a hint, a draw offer, a jump
		bg.Footer.Clear()
		b.H.Key(k)
		if bg.Field.IsOpen() || !strings.Contains(bg.Footer.View(bg.Env, 400, bg.keys), "Wait: it is Ada's turn (Black).") {
			t.Fatalf("Bob's %q on Ada's turn does not say whose turn it is:\n%s", k, b.H.View())
		}
	}
	if b.Sent != 0 {
		t.Fatalf("Bob's copy sent %d actions on Ada's turn", b.Sent)
	}
	a.H.Key("D", "u", "ctrl+s")
	if a.Sent != 0 {
		t.Fatalf("Ada's copy sent %d actions for keys a room refuses", a.Sent)
	}
	a.H.Key("?") // the key panel offers no key a room refuses
	a.H.MustSee("flip")
	a.H.MustNotSee("save PDN")
	a.H.MustNotSee("open PDN")
	a.H.Key("esc", "s")
	a.H.MustSee("Not in a room: no PDN files are read or written on the server.")
	before := sameGame(t, r)
	move, _ := json.Marshal(event{Kind: moveEvent, Move: &first})
	for _, act := range []screen.Action{
		{Seat: 1, Data: move}, // not Bob's move
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","move":{"from":1,"to":32,"path":[1,32]}}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"move"}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"huff","square":99}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"resign","side":7}`)},
		{Seat: 1, Data: json.RawMessage(`{"kind":"resign","side":0}`)}, // Bob resigning for Ada's side
		{Seat: 0, Data: json.RawMessage(`{"kind":"undo"}`)},
	} {
		r.Table.Submit(act)
	}
	r.Sync(0)
	if got := sameGame(t, r); got != before {
		t.Fatalf("refused actions changed the game:\n%s\n%s", got, before)
	}
	a.H.Type(s.MoveText(first))
	a.H.Key("enter")
	r.Sync(0)
	if g := b.Game().(*Game); g.rec.Played != 1 {
		t.Fatalf("Ada's move after the refused ones: %d events", g.rec.Played)
	}
}

// FuzzRoomActionDecoding gives a copy hostile actions: none panics, and the
// game stays one its own record replays.
func FuzzRoomActionDecoding(f *testing.F) {
	f.Add(`{"kind":"move","move":{"from":11,"to":15,"path":[11,15]}}`, 0)
	f.Add(`{"kind":"huff","square":14}`, 0)
	f.Add(`{"kind":"notice","side":1}`, 1)
	f.Add(`{"kind":"timeout","side":0}`, 0)
	f.Fuzz(func(t *testing.T, data string, seat int) {
		cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7, Options: map[string]string{"capture": captureCh[1].Value}}
		s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(*Game)
		g.Update(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: seat, Data: json.RawMessage(data)}})
		if _, err := replay(g.rec.Start(), g.rec.Moves, g.rec.Played); err != nil {
			t.Fatalf("after %q the record does not replay: %v", data, err)
		}
		if frame := g.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

// TestRoomResignationEndsTheGameInEveryCopy: Bob resigns at his terminal
// on Ada's turn; every copy ends with Ada the winner.
func TestRoomResignationEndsTheGameInEveryCopy(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	r.Copies[1].H.Key("R", "y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		_, over := c.Top().(*screen.Result)
		if v := g.outcome(); v.Status != draughts.Win || g.seatOf(v.Winner).Name != "Ada" || !over {
			t.Fatalf("copy %d: %+v after Bob resigned", i, v)
		}
	}
}

// TestRoomMoverReconnectingKeepsHisClock: with the Victorian clock, a copy
// built after Ada's move (Bob reconnecting) counts Bob's time from when the
// room accepted it, and his time runs out as it would have.
func TestRoomMoverReconnectingKeepsHisClock(t *testing.T) {
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7, Options: map[string]string{"clock": clockCh[1].Value}}
	var sent []screen.Action
	s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{1}, Send: func(a screen.Action) { sent = append(sent, a) }})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	g := h.Screen().(*Game)
	m := draughts.Legal(g.rec.Now())[0]
	data, _ := json.Marshal(event{Kind: moveEvent, Move: &m})
	h.Send(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: data, At: time.Now().Add(-6 * time.Minute)}})
	if !g.CanMove() || g.elapsed() < 6*time.Minute {
		t.Fatalf("Bob to move %v, clock %v: want 6:00 since Ada moved", g.CanMove(), g.elapsed())
	}
	h.Send(struct{}{}) // any message lets the clock be looked at
	if len(sent) != 1 || !strings.Contains(string(sent[0].Data), timeoutEvent) {
		t.Fatalf("Bob's copy sent %v, want his time run out", sent)
	}
}

// TestEscLeavesTheRoom: Esc asks whether to leave the room (the seat is
// kept), and y leaves it: the copy's screens all close.
func TestEscLeavesTheRoom(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1})
	r.Sync(0)
	kittest.LeavesTheRoom(t, r.Copies[0])
}
