package circularchess

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit/kittest"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func appliedActions(s screen.Screen) int { return s.(*Game).LogPos.Applied() }

// openRoom starts a Circular Chess room whose computer moves without a
// pause, every frame of every copy checked: no copy shows a piece picked
// up or the cursor on a turn that is not its own.
func openRoom(t *testing.T, table []seats.Seat, options map[string]string, copies ...[]int) *roomtest.Room {
	t.Helper()
	old := RoomComputerPace
	RoomComputerPace = 0
	t.Cleanup(func() { RoomComputerPace = old })
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		g := s.(*Game)
		if g.sel != cc.NoCell && !g.CanMove() {
			t.Fatalf("the copy of seats %v has a piece picked up on another seat's turn", c.Seats)
		}
		if strings.Contains(frame, "Pass the keyboard") {
			t.Fatalf("the copy of seats %v shows a hand-over", c.Seats)
		}
	}
	cfg := screen.Config{Seats: table, Seed: 7, Options: options}
	return roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, check, copies...)
}

// replicated is what every copy must hold alike: the moves on the board,
// the end declared and why, and the time each side has taken.
func replicated(t *testing.T, g *Game) string {
	t.Helper()
	return roomtest.Text(t, struct {
		Moves  []cc.Move
		End    *cc.Verdict
		Reason string
		Agreed [2]time.Duration
	}{g.rec.InEffect(), g.end, g.endReason, g.agreed})
}

// sameGame fails the test unless every copy and the room's own hold the
// same game; it returns it.
func sameGame(t *testing.T, r *roomtest.Room) string {
	t.Helper()
	return r.Same(appliedActions, func(s screen.Screen) string { return replicated(t, s.(*Game)) })
}

// playRoom plays the room's game at random, moves typed (half of them
// chosen with the cursor and Enter instead), until it ends or, after
// plies, the person to move resigns; a spectator joins once the log holds
// lateAt actions.
func playRoom(t *testing.T, r *roomtest.Room, rng *rand.Rand, plies, lateAt int) {
	t.Helper()
	for range 1000 {
		r.SyncJoining(&lateAt)
		g0 := r.Copies[0].Game().(*Game)
		if g0.Over() {
			return
		}
		s := g0.now()
		seat := int(s.Turn())
		if !r.Table.Config().Seats[seat].IsHuman() {
			if !r.WaitLog(r.Copies[0].Applied()) {
				t.Fatal("the computer did not move")
			}
			continue
		}
		c := r.CopyOf(seat)
		if r.Table.Len() >= plies {
			c.H.Key("R", "y")
			continue
		}
		legal := cc.Legal(s)
		if len(legal) == 0 {
			t.Fatalf("no legal move in a game not over: %s", s.FEN())
		}
		m := legal[rng.IntN(len(legal))]
		if m.Promotion == cc.NoKind && rng.IntN(2) == 0 {
			g := c.Game().(*Game)
			goTo(c.H, g, m.From)
			c.H.Key("enter")
			goTo(c.H, g, m.To)
			c.H.Key("enter")
			continue
		}
		c.H.Key(":")
		c.H.Type(s.MoveText(m))
		c.H.Key("enter")
	}
	t.Fatal("the room's game did not end")
}

// TestRoomCopiesStayInStep plays whole games in rooms (a person against
// the room's computer; two people at two terminals with a spectator), at
// random to a move cap, every frame looked at; a spectator joining late
// catches up from the log; every copy ends with the same game, on the
// result screen, and a copy built after the end replays to it too.
func TestRoomCopiesStayInStep(t *testing.T) {
	for i, tc := range []struct {
		table  []seats.Seat
		copies [][]int
	}{
		{[]seats.Seat{ada, easy}, [][]int{{0}, nil}},
		{[]seats.Seat{easy, bob}, [][]int{{1}}},
		{[]seats.Seat{ada, bob}, [][]int{{0}, {1}, nil}},
	} {
		r := openRoom(t, tc.table, map[string]string{"rules": rulesChoices[i%len(rulesChoices)].Value}, tc.copies...)
		playRoom(t, r, rand.New(rand.NewPCG(uint64(i), 5)), 80, 10)
		r.Sync(0)
		final := sameGame(t, r)
		for j, c := range r.Copies {
			if _, ok := c.Top().(*Game); ok {
				t.Fatalf("game %d: copy %d is not on the result", i, j)
			}
			if !c.Game().(*Game).Over() {
				t.Fatalf("game %d: copy %d's game is not over", i, j)
			}
		}
		person := 0
		if !tc.table[0].IsHuman() {
			person = 1
		}
		late := r.Join([]int{person})
		r.Sync(0)
		if got := replicated(t, late.Game().(*Game)); got != final {
			t.Fatalf("game %d: a copy joining after the end replays to another game", i)
		}
		g := r.Copies[0].Game().(*Game)
		t.Logf("game %d: %d actions; %s (%s)", i, r.Table.Len(), g.headline(), g.outcome())
	}
}

// TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay: a copy whose seat is
// not to move sends nothing and says whose turn it is; taking back,
// offering a draw and record files are refused in a room; a move for the
// wrong seat, an illegal move and actions that are none change nothing in
// any copy.
func TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	s := a.Game().(*Game).now()
	first := cc.Legal(s)[0]
	b.H.Key(":")
	b.H.MustSee("Wait: it is Ada's turn (White).")
	b.H.Type(s.MoveText(first))
	b.H.Key("right", "h", "enter") // the cursor moves, as in every board game; Enter says whose turn it is
	if b.Sent != 0 {
		t.Fatalf("Bob's copy sent %d actions on Ada's turn", b.Sent)
	}
	b.H.MustSee("Wait: it is Ada's turn (White).")
	bg := b.Game().(*Game)
	bg.Footer.Clear()
	clicked := false
	for y := 0; y < 24 && !clicked; y++ {
		for x := 0; x < 80 && !clicked; x++ {
			if _, ok := bg.cellAtScreen(x, y); ok {
				b.H.Click(x, y)
				clicked = true
			}
		}
	}
	if !clicked {
		t.Fatal("no cell on Bob's screen to click")
	}
	b.H.MustSee("Wait: it is Ada's turn (White).")
	if b.Sent != 0 {
		t.Fatalf("Bob's copy sent %d actions for a click on Ada's turn", b.Sent)
	}
	// Take-backs are proposals in a room (TestRoomTakesBackWithConsent):
	// with nothing to take back or play again, nothing is sent.
	for _, k := range []string{"u", "ctrl+z", "U", "ctrl+y"} {
		a.H.Key(k)
	}
	for _, k := range []string{"s", "o"} {
		a.H.Key(k)
		a.H.MustSee("Not in a room: no record files are read or written on the server.")
	}
	if a.Sent != 0 {
		t.Fatalf("Ada's copy sent %d actions for keys a room refuses", a.Sent)
	}
	before := sameGame(t, r)
	move, _ := json.Marshal(roomAction{Kind: moveAction, Side: cc.White, Move: &first})
	for _, act := range []screen.Action{
		{Seat: 1, Data: move}, // Bob playing Ada's move
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","side":0,"move":"b2-b6"}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","side":0}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","side":0,"move":"z9-q1"}`)},
		{Seat: 1, Data: json.RawMessage(`{"kind":"move","side":1,"move":"b7-b6"}`)}, // Black out of turn
		{Seat: 0, Data: json.RawMessage(`{"kind":"resign","side":7}`)},
		{Seat: 1, Data: json.RawMessage(`{"kind":"resign","side":0}`)},  // Bob resigning for Ada
		{Seat: 1, Data: json.RawMessage(`{"kind":"timeout","side":1}`)}, // no clock, and not Bob's turn
		{Seat: 0, Data: json.RawMessage(`{"kind":"undo","side":0}`)},
		{Seat: 0, Data: json.RawMessage(`[1,2,3]`)},
	} {
		r.Table.Submit(act)
	}
	r.Sync(0)
	if got := sameGame(t, r); got != before {
		t.Fatalf("refused actions changed the game:\n%s\n%s", got, before)
	}
	a.H.Key(":")
	a.H.Type(s.MoveText(first))
	a.H.Key("enter")
	r.Sync(0)
	for i, c := range r.Copies {
		if g := c.Game().(*Game); g.rec.Played != 1 || g.rec.Moves[0] != first {
			t.Fatalf("copy %d after Ada's move: %d moves", i, g.rec.Played)
		}
	}
}

// TestRoomResignationEndsTheGameInEveryCopy: Bob resigns at his terminal
// on Ada's turn; every copy ends with Ada the winner, and the result
// screen leaves to the lobby.
func TestRoomResignationEndsTheGameInEveryCopy(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	r.Copies[1].H.Key("R", "y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		if v := g.outcome(); v.Status != cc.Win || v.Winner != cc.White || g.endReason != "Bob resigned" {
			t.Fatalf("copy %d: %+v (%s) after Bob resigned", i, v, g.endReason)
		}
		if _, ok := c.Top().(*Game); ok {
			t.Fatalf("copy %d is not on the result", i)
		}
	}
}

// TestRoomClocksAgreeFromTheMoversOwnMeasure: on time, a move carries the
// time it took on the mover's clock and every copy charges exactly that;
// a copy built after the move (Bob reconnecting) counts Bob's time from
// when the room accepted it; when Bob's time runs out on his own clock,
// his copy sends it and the game ends so in every copy.
func TestRoomClocksAgreeFromTheMoversOwnMeasure(t *testing.T) {
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7, Options: map[string]string{"clock": clockChoices[1].Value}}
	var sent []screen.Action
	s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{1}, Send: func(a screen.Action) { sent = append(sent, a) }})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.clocks.Each = 0
	h := uitest.NewScreen(t, g, 80, 24)
	m := cc.Legal(g.now())[0]
	data, _ := json.Marshal(roomAction{Kind: moveAction, Side: cc.White, Move: &m, MS: 90_000})
	h.Send(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: data, At: time.Now().Add(-9*time.Minute - 59*time.Second)}})
	if g.clocks.Used[cc.White] != 90*time.Second || g.clocks.TakenNow(int(cc.Black)) < 9*time.Minute+59*time.Second {
		t.Fatalf("clocks %v: want White 1:30 and Black 9:59 since Ada moved", g.clocks.Used)
	}
	if !g.CanMove() {
		t.Fatal("Bob is not to move at his copy")
	}
	time.Sleep(time.Second + 50*time.Millisecond)
	h.Send(g.clocks.Current())
	if len(sent) != 1 || !strings.Contains(string(sent[0].Data), timeoutAction) || sent[0].Seat != 1 {
		t.Fatalf("Bob's copy sent %v, want his time run out", sent)
	}
	if g.Over() {
		t.Fatal("the game ended before the room handed the time-out back")
	}
	h.Send(screen.ActionMsg{Seq: 1, Action: sent[0]})
	if v := g.outcome(); v.Status != cc.Win || v.Winner != cc.White || !strings.Contains(g.endReason, "time ran out") {
		t.Fatalf("after the time-out: %+v %q", v, g.endReason)
	}
}

// FuzzRoomActionDecoding gives a copy hostile actions: none panics, the
// game stays one the engine replays, and no control character reaches the
// frame.
func FuzzRoomActionDecoding(f *testing.F) {
	f.Add(`{"kind":"move","side":0,"move":"b2-b3"}`, 0)
	f.Add(`{"kind":"move","side":0,"move":"Nb1-a3","ms":5}`, 0)
	f.Add(`{"kind":"resign","side":1}`, 1)
	f.Add(`{"kind":"timeout","side":0}`, 0)
	f.Fuzz(func(t *testing.T, data string, seat int) {
		cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7, Options: map[string]string{"clock": clockChoices[1].Value}}
		s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(*Game)
		g.clocks.Each = 0
		g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		g.Update(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: seat, Data: json.RawMessage(data)}})
		st := g.rec.Start()
		for i, m := range g.rec.Moves[:g.rec.Played] {
			next, err := st.Apply(m)
			if err != nil {
				t.Fatalf("after %q move %d does not replay: %v", data, i+1, err)
			}
			st = next
		}
		for _, d := range g.agreed {
			if d < 0 || d > g.clocks.Limit {
				t.Fatalf("after %q a side's time is %v", data, d)
			}
		}
		if frame := g.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' && r != 0x1b || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

// TestRoomCopyStartsAmongItsOwnMen: the board turns to the copy's own
// seat: Bob's copy, playing Black, starts with the cursor among Black's
// men and shows it once his turn comes; Ada's and a spectator's among
// White's.
func TestRoomCopyStartsAmongItsOwnMen(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	for i, want := range []string{"b2", "b7", "b2"} {
		if g := r.Copies[i].Game().(*Game); g.cursor != cellOf(t, want) {
			t.Fatalf("copy %d starts at %v, want %s", i, g.cursor, want)
		}
	}
	s := r.Copies[0].Game().(*Game).now()
	r.Copies[0].H.Key(":")
	r.Copies[0].H.Type(s.MoveText(cc.Legal(s)[0]))
	r.Copies[0].H.Key("enter")
	r.Sync(0)
	if m := r.Copies[1].Game().(*Game).currentMarks(); m.cursor != cellOf(t, "b7") {
		t.Fatalf("Bob's cursor on his turn: %v", m.cursor)
	}
}

// TestRoomFramesInASCII: with --ascii every frame of every copy in a room,
// "… is playing" and "Wait: …" included, is plain ASCII.
func TestRoomFramesInASCII(t *testing.T) {
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		uitest.AssertASCII(t, "a room copy's frame", frame)
	}
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7}
	r := roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewASCIIEnv(t) }, cfg, check, []int{0}, []int{1})
	r.Sync(0)
	b := r.Copies[1]
	b.H.MustSee("Ada (White) is playing...")
	b.H.MustSee("Ada (White) is playing, at another terminal...") // the line above the keys
	b.H.Key("enter")
	b.H.MustSee("Wait: it is Ada's turn (White).")
}

// TestEscLeavesTheRoom: Esc asks whether to leave the room (the seat is
// kept), and y leaves it: the copy's screens all close.
func TestEscLeavesTheRoom(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, bob}, nil, []int{0}, []int{1})
	r.Sync(0)
	kittest.LeavesTheRoom(t, r.Copies[0])
}

// TestInARoomTheRulesDoNotStopTheClock: at one keyboard the person to move
// reads the rules on stopped time; in a room the other player waits for no
// one, so the clock of the one reading goes on.
func TestInARoomTheRulesDoNotStopTheClock(t *testing.T) {
	cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 7, Options: map[string]string{"clock": clockChoices[1].Value}}
	s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	h := uitest.NewScreen(t, g, 80, 24)
	if !g.clocks.Running() {
		t.Fatal("Ada's clock does not run on her turn")
	}
	h.Key("f1")
	h.MustSee("Rules of Circular Chess")
	if !g.clocks.Running() {
		t.Fatal("in a room, the rules stopped the reader's clock")
	}
	h.Key("esc")
	if !g.clocks.Running() {
		t.Fatal("the clock stopped when the game showed again")
	}
}
