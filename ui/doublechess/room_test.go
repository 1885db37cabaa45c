package doublechess

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit/kittest"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func appliedActions(s screen.Screen) int { return s.(*Game).LogPos.Applied() }

// roomQuick is quick for the room's computers, without the pace a game of
// computers keeps.
var roomQuick = effort{expert: 50 * time.Millisecond, judge: 4_000, coach: dc.Limits{Depth: 2, Nodes: 3_000}}

// openRoom starts a Double Chess room whose computers are quick, every
// frame of every copy handed to check (which may be nil) after the
// common checks: no copy has a man picked up, or a move half made, on a
// turn not its own.
func openRoom(t *testing.T, table []seats.Seat, options map[string]string, check roomtest.Check, copies ...[]int) *roomtest.Room {
	t.Helper()
	old, oldPace := roomEffort, RoomComputerPace
	roomEffort, RoomComputerPace = roomQuick, 0
	t.Cleanup(func() { roomEffort, RoomComputerPace = old, oldPace })
	all := func(c *roomtest.Copy, s screen.Screen, frame string) {
		g := s.(*Game)
		if (g.sel != dc.NoSquare || len(g.promo) > 0) && !g.CanMove() {
			t.Fatalf("the copy of seats %v picked up a man on another seat's turn", c.Seats)
		}
		if check != nil {
			check(c, s, frame)
		}
	}
	cfg := screen.Config{Seats: table, Seed: 7, Options: options}
	return roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, all, copies...)
}

// replicated is what every copy must hold alike: the moves in effect, the
// position and the end declared.
func replicated(t *testing.T, g *Game) string {
	t.Helper()
	return roomtest.Text(t, struct {
		Moves []dc.Move
		FEN   string
		End   *dc.Verdict
	}{g.rec.InEffect(), g.rec.Now().FEN4(), g.end})
}

// sameGame fails the test unless every copy and the room's own hold the
// same game; it returns it.
func sameGame(t *testing.T, r *roomtest.Room) string {
	t.Helper()
	return r.Same(appliedActions, func(s screen.Screen) string { return replicated(t, s.(*Game)) })
}

// playRoom plays the room's game with random legal moves typed at the
// mover's terminal (the computers at the room's), until it ends or, once
// the log holds cap actions, the person to move resigns for his side.
func playRoom(t *testing.T, r *roomtest.Room, rng *rand.Rand, cap, lateAt int) {
	t.Helper()
	for range 3000 {
		r.SyncJoining(&lateAt)
		g0 := r.Copies[0].Game().(*Game)
		if g0.Over() {
			return
		}
		s := g0.rec.Now()
		seat := int(s.Turn())
		if !r.Table.Config().Seats[seat].IsHuman() {
			if !r.WaitLog(r.Copies[0].Applied()) {
				t.Fatalf("the computer did not move: %v", r.Table.Err())
			}
			continue
		}
		c := r.CopyOf(seat)
		if r.Table.Len() >= cap {
			c.H.Key("R", "y")
			continue
		}
		legal := dc.Legal(s)
		m := legal[rng.IntN(len(legal))]
		typeMove(c.H, s.MoveText(m))
	}
	t.Fatal("the room's game did not end")
}

// TestRoomCopiesStayInStep plays whole games in rooms (two people at two
// terminals with two of the room's computers, and a spectator who joins
// late; four people at four terminals), with random legal moves, every
// frame looked at; every copy ends with the same game, on the result
// screen, and a copy joining after the end replays the log to it too.
func TestRoomCopiesStayInStep(t *testing.T) {
	for i, tc := range []struct {
		table  []seats.Seat
		copies [][]int
		cap    int
	}{
		{[]seats.Seat{ada, easy, bob, easy}, [][]int{{0}, {2}}, 80},
		{fourPeople, [][]int{{0}, {1}, {2}, {3}}, 160},
	} {
		r := openRoom(t, tc.table, nil, nil, tc.copies...)
		playRoom(t, r, rand.New(rand.NewPCG(uint64(i), 9)), tc.cap, 12)
		r.Sync(0)
		final := sameGame(t, r)
		for j, c := range r.Copies {
			if _, over := c.Top().(*screen.Result); !over {
				t.Fatalf("game %d: copy %d is not on the result", i, j)
			}
		}
		late := r.Join([]int{2})
		r.Sync(0)
		if got := replicated(t, late.Game().(*Game)); got != final {
			t.Fatalf("game %d: a copy joining after the end replays to another game:\n%s\n%s", i, got, final)
		}
		t.Logf("game %d: %d actions, %s", i, r.Table.Len(), r.Copies[0].Game().(*Game).outcome().Reason)
	}
}

// TestRoomLateJoinerEqualsTheOthers: a copy that joins mid-game replays
// the log to the same game.
func TestRoomLateJoinerEqualsTheOthers(t *testing.T) {
	r := openRoom(t, fourPeople, map[string]string{"first": firstCh[1].Value}, nil, []int{0}, []int{1}, []int{2})
	rng := rand.New(rand.NewPCG(3, 3))
	for range 10 {
		r.Sync(0)
		s := r.Copies[0].Game().(*Game).rec.Now()
		c := r.CopyOf(int(s.Turn()))
		if c == nil {
			c = r.Join([]int{3})
			r.Sync(0)
		}
		legal := dc.Legal(s)
		typeMove(c.H, s.MoveText(legal[rng.IntN(len(legal))]))
	}
	r.Sync(0)
	before := sameGame(t, r)
	late := r.Join(nil)
	r.Sync(0)
	if got := replicated(t, late.Game().(*Game)); got != before {
		t.Fatalf("the late joiner differs:\n%s\n%s", got, before)
	}
	if late.Applied() != r.Table.Len() {
		t.Fatalf("the late joiner had %d of %d actions", late.Applied(), r.Table.Len())
	}
}

// TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay: a copy whose seat is
// not to move sends nothing and says whose turn it is, by keys, typing and
// mouse; PGN4 files are refused in a room with a message; actions for a seat that is not to move, illegal moves, passes
// and actions that are none change nothing in any copy.
func TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay(t *testing.T) {
	r := openRoom(t, fourPeople, map[string]string{"first": firstCh[1].Value}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	gb := b.Game().(*Game)
	s := gb.rec.Now()
	first := dc.Legal(s)[0]
	b.H.MustSee("Ada (Black) is playing, at another terminal")
	b.H.Key("enter")
	if !strings.Contains(message(gb), "Wait: it is Ada's turn (Black).") {
		t.Fatalf("Bob's Enter on Ada's turn: %q", message(gb))
	}
	b.H.Key(":")
	if !strings.Contains(message(gb), "Wait: it is Ada's turn (Black).") {
		t.Fatalf("Bob's ':' on Ada's turn: %q", message(gb))
	}
	clickSquare(b.H, gb, first.From)
	if b.Sent != 0 || gb.sel != dc.NoSquare {
		t.Fatalf("Bob's copy sent %d actions on Ada's turn (selection %v)", b.Sent, gb.sel)
	}
	ga := a.Game().(*Game)
	for _, k := range []string{"s", "o"} {
		a.H.Key(k)
		if message(ga) != "Not in a room: no PGN4 files are read or written on the server." {
			t.Fatalf("key %q in a room: %q", k, message(ga))
		}
	}
	if a.Sent != 0 {
		t.Fatalf("Ada's copy sent %d actions for keys a room refuses", a.Sent)
	}
	before := sameGame(t, r)
	move, _ := json.Marshal(roomAction{Kind: moveAction, Move: &first, Army: dc.Green})
	for _, act := range []screen.Action{
		{Seat: 1, Data: move}, // Green's, on Black's turn
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","move":{"from":0,"to":159},"army":0}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","move":{"pass":true},"army":0}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"move","army":0}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"timeout","army":0}`)}, // no clocks
		{Seat: 1, Data: json.RawMessage(`{"kind":"resign","army":0}`)},  // Bob resigning for Ada
		{Seat: 0, Data: json.RawMessage(`{"kind":"resign","army":9}`)},
		{Seat: 0, Data: json.RawMessage(`{"kind":"undo","army":0}`)},
		{Seat: 0, Data: json.RawMessage(`[1,2,3]`)},
	} {
		r.Table.Submit(act)
	}
	r.Sync(0)
	if got := sameGame(t, r); got != before {
		t.Fatalf("refused actions changed the game:\n%s\n%s", got, before)
	}
	typeMove(a.H, s.MoveText(first))
	r.Sync(0)
	if g := b.Game().(*Game); g.rec.Played != 1 || g.rec.Moves[0] != first {
		t.Fatalf("Ada's move after the refused ones: %d played", g.rec.Played)
	}
	if !strings.Contains(message(gb), "Ada (Black) played") {
		t.Fatalf("Bob's copy does not say what Ada played: %q", message(gb))
	}
}

// TestRoomCoachNotesOnlyInTheirOwnersFrames: the coach speaks after Ada's
// move at Ada's terminal only: Bob's and the spectator's frames never show
// her coach's notes, and the room's copy holds none.
func TestRoomCoachNotesOnlyInTheirOwnersFrames(t *testing.T) {
	var adaSaw bool
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		if strings.Contains(frame, "Coach:") {
			if len(c.Seats) != 1 || c.Seats[0] != 0 {
				t.Fatalf("the copy of seats %v shows Ada's coach:\n%s", c.Seats, frame)
			}
			adaSaw = true
		}
	}
	r := openRoom(t, []seats.Seat{ada, easy, bob, easy}, map[string]string{"first": firstCh[1].Value, "coach": coachCh[1].Value}, check, []int{0}, []int{2}, nil)
	r.Sync(0)
	a := r.Copies[0]
	typeMove(a.H, "g2-g3")
	r.Sync(0)
	if !adaSaw || !strings.Contains(panelText(a.Game().(*Game)), "Coach:") {
		t.Fatalf("Ada's coach did not speak at her terminal:\n%s", a.H.View())
	}
	for i := 1; i < 3; i++ {
		if g := r.Copies[i].Game().(*Game); len(g.notes) > 0 {
			t.Fatalf("copy %d has notes of Ada's: %v", i, g.notes)
		}
	}
	r.Headless(appliedActions, func(h screen.Screen) {
		if g := h.(*Game); len(g.notes) > 0 {
			t.Fatalf("the room's copy coached: %v", g.notes)
		}
	})
}

// TestRoomBoardTurnsToThisCopysSeat: each terminal sees its own army at
// the bottom, whoever is to move; a spectator keeps Black there.
func TestRoomBoardTurnsToThisCopysSeat(t *testing.T) {
	r := openRoom(t, fourPeople, map[string]string{"first": firstCh[1].Value}, nil, []int{0}, []int{1}, []int{2}, []int{3}, nil)
	r.Sync(0)
	typeMove(r.Copies[0].H, "g2-g3")
	r.Sync(0)
	for i, want := range []int{turnsFor(dc.Black), turnsFor(dc.Green), turnsFor(dc.White), turnsFor(dc.Red), 0} {
		if got := r.Copies[i].Game().(*Game).turns; got != want {
			t.Fatalf("copy %d (seats %v): %d quarter turns, not %d", i, r.Copies[i].Seats, got, want)
		}
	}
}

// TestRoomResignationEndsTheGameInEveryCopy: Bob resigns for Green and
// Red at his terminal on Ada's turn; every copy ends drawn by rule 14
// (relinquished before both partners are mated), on a result screen that
// goes back to the lobby.
func TestRoomResignationEndsTheGameInEveryCopy(t *testing.T) {
	r := openRoom(t, fourPeople, map[string]string{"first": firstCh[1].Value}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	r.Copies[1].H.Key("R", "y")
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		_, over := c.Top().(*screen.Result)
		if v := g.outcome(); v.Status != dc.Draw || !g.rec.Now().GivenUp() || !over || !strings.Contains(v.Reason, "Bob (Green) resigned") {
			t.Fatalf("copy %d: %+v after Bob resigned", i, v)
		}
		if !strings.Contains(c.H.View(), "leave the room") {
			t.Fatalf("copy %d: the result does not lead back to the lobby:\n%s", i, c.H.View())
		}
	}
}

// TestRoomReviewAtEachTerminalAfterTheGame: once a room's game is over,
// r on the result opens the review at that terminal alone, with the
// coach's notes of that terminal's person, and Esc goes back.
func TestRoomReviewAtEachTerminalAfterTheGame(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, easy, bob, easy}, map[string]string{"first": firstCh[1].Value, "coach": coachCh[1].Value}, nil, []int{0}, []int{2}, nil)
	r.Sync(0)
	a := r.Copies[0]
	typeMove(a.H, "g2-g3")
	r.Sync(0)
	r.Copies[1].H.Key("R", "y")
	r.Sync(0)
	if _, over := a.Top().(*screen.Result); !over {
		t.Fatalf("the game is not over at Ada's terminal:\n%s", a.H.View())
	}
	a.H.Key("r")
	if _, ok := a.Top().(*review); !ok {
		t.Fatalf("r did not open the review at Ada's terminal:\n%s", a.H.View())
	}
	a.H.MustSee("Coach:")
	if _, over := r.Copies[1].Top().(*screen.Result); !over {
		t.Fatalf("Ada's review reached Bob's terminal:\n%s", r.Copies[1].H.View())
	}
	a.H.Key("esc")
	if _, over := a.Top().(*screen.Result); !over {
		t.Fatalf("Esc did not go back to the result:\n%s", a.H.View())
	}
}

// FuzzRoomActionDecoding gives a copy hostile actions: none panics, the
// game stays one its own record replays, and no control character reaches
// the frame.
func FuzzRoomActionDecoding(f *testing.F) {
	f.Add(`{"kind":"move","move":{"from":1,"to":17},"army":0}`, 0)
	f.Add(`{"kind":"resign","army":1}`, 1)
	f.Add(`{"kind":"timeout","army":0,"used_ms":1800000}`, 0)
	f.Add(`{"kind":"move","move":{"from":1,"to":17,"promotion":9},"army":0}`, 0)
	f.Add(`{"kind":"propose","what":"undo","army":0}`, 0)
	f.Add(`{"kind":"propose","what":"draw","army":0}`, 0)
	f.Add(`{"kind":"answer","army":2,"yes":true}`, 2)
	f.Fuzz(func(t *testing.T, data string, seat int) {
		cfg := screen.Config{Seats: fourPeople, Seed: 7, Options: map[string]string{"first": firstCh[1].Value, "clock": clockCh[1].Value}}
		s, err := roomGame(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(*Game)
		g.Update(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: seat, Data: json.RawMessage(data)}})
		if _, err := replay(g.rec.Start(), g.rec.Moves, g.rec.Played); err != nil {
			t.Fatalf("after %q the record does not replay: %v", data, err)
		}
		if g.LogPos.Applied() != 1 {
			t.Fatalf("after %q the copy stands at %d in the log", data, g.LogPos.Applied())
		}
		if frame := g.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' && r != 0x1b || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

// greenStalemated has Black to move: Rd11-b11 leaves Green's king on a7
// not in check and without a move (Black's queen on c6 holds a6, a8, b6
// and b7, the rook b8), while Red can play on.
const greenStalemated = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yR,3,yK,6/14/14/3,rR,10/14/14/13,gK/bK,13/2,rQ,11/14/14/14/14/6,rK,3,rR,3"

// TestStalematedArmyPassesAutomatically: an army not in check with no
// legal move, whose partner plays on, passes at once (it is not
// checkmated: the strip says "stalemated" and the game goes on).
func TestStalematedArmyPassesAutomatically(t *testing.T) {
	h, g := startAt(t, greenStalemated)
	if g.snap.armies[dc.Green] != dc.Playing {
		t.Fatalf("Green before Black's move: %v", g.snap.armies[dc.Green])
	}
	typeMove(h, "Rd11-b11")
	if !strings.Contains(message(g), "Green has no move and passes.") {
		t.Fatalf("message %q", message(g))
	}
	if g.snap.armies[dc.Green] != dc.Stalemated || g.Over() {
		t.Fatalf("Green is %v, the game %+v", g.snap.armies[dc.Green], g.outcome())
	}
	if g.rec.Now().Turn() != dc.White || g.rec.Played != 2 || !g.rec.Moves[1].Pass {
		t.Fatalf("%v to move after %d", g.rec.Now().Turn(), g.rec.Played)
	}
	h.MustSee("Green Bob      stalemated")
}

// TestRoomAutomaticPassIsPlayedByEveryCopyAlike: in a room, the pass of a
// stalemated army is no one's action: no copy sends it (not Green's own,
// not the room's), and every copy, a late one replaying the log too, plays
// it after the move that left the army without one.
func TestRoomAutomaticPassIsPlayedByEveryCopyAlike(t *testing.T) {
	l := &fakeRoom{t: t, fen: greenStalemated}
	at, deliver := l.copyFor, l.deliver
	black, green, nobody := at([]int{0}), at([]int{1}), at(nil)
	m, err := dc.ParseMove(black.rec.Now(), "Rd11-b11")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := black.play(m); err != nil || len(l.log) != 1 {
		t.Fatalf("Black's move: %v, %d actions", err, len(l.log))
	}
	if black.rec.Played != 0 {
		t.Fatal("a copy applied its own move before the room handed it back")
	}
	deliver(black, green, nobody)
	late := at([]int{3})
	deliver(late)
	if len(l.log) != 1 {
		t.Fatalf("%d actions in the log: the pass was sent", len(l.log))
	}
	for i, g := range []*Game{black, green, nobody, late} {
		if g.rec.Played != 2 || !g.rec.Moves[1].Pass || g.rec.Now().Turn() != dc.White || g.snap.armies[dc.Green] != dc.Stalemated {
			t.Fatalf("copy %d: %d played, %v to move", i, g.rec.Played, g.rec.Now().Turn())
		}
	}
	if !strings.Contains(message(green), "Green has no move and passes.") {
		t.Fatalf("Green's copy: %q", message(green))
	}
}

// TestClockDrawnFromTheModelNotTheWallClock: the clocks show the time of
// the last tick, kept in the model: time passing without a tick changes
// no frame, and a tick moves the clock on.
func TestClockDrawnFromTheModelNotTheWallClock(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, map[string]string{"first": firstCh[1].Value, "clock": clockCh[1].Value})
	started := time.Now() // a moment after the clock
	h.MustSee("Black 30:00    playing")
	time.Sleep(1100 * time.Millisecond) // more than a second, and no tick
	if frame := h.View(); !strings.Contains(frame, "Black 30:00    playing") {
		t.Fatalf("the frame read the wall clock:\n%s", frame)
	}
	g.clocks.Now = func() time.Time { return started.Add(90 * time.Second) }
	h.Send(g.clocks.Current())
	h.MustSee("Black 28:30    playing")
}

// TestRoomClockIsTheMoversOwn: with clocks in a room, only the mover's
// terminal runs his clock; his move carries the time it measured to every
// copy, and his time running out there ends the game in every copy.
func TestRoomClockIsTheMoversOwn(t *testing.T) {
	r := openRoom(t, fourPeople, map[string]string{"first": firstCh[1].Value, "clock": clockCh[1].Value}, nil, []int{0}, []int{1}, nil)
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	ga, gb := a.Game().(*Game), b.Game().(*Game)
	if !ga.clocks.Running() || gb.clocks.Running() {
		t.Fatalf("on Ada's turn her clock runs %v, at Bob's terminal %v", ga.clocks.Running(), gb.clocks.Running())
	}
	ga.clocks.Now = func() time.Time { return time.Now().Add(2 * time.Minute) }
	typeMove(a.H, "g2-g3")
	r.Sync(0)
	for i, c := range r.Copies {
		if u := c.Game().(*Game).clocks.Used[dc.Black]; u < 2*time.Minute || u > 3*time.Minute {
			t.Fatalf("copy %d: Ada used %v", i, u)
		}
	}
	if !gb.clocks.Running() {
		t.Fatal("Bob's clock does not run at his terminal on his turn")
	}
	// Bob reconnects 1.2 s into his turn: his new copy's clock counts from
	// when the room took Ada's move, not from now.
	time.Sleep(1200 * time.Millisecond)
	again := r.Join([]int{1})
	r.Sync(0)
	if g := again.Game().(*Game); !g.clocks.Running() || g.clocks.TakenNow(int(dc.Green)) < 1200*time.Millisecond {
		t.Fatalf("Bob's copy after reconnecting counts his turn from %v ago", g.clocks.TakenNow(int(dc.Green)))
	}
	gb.clocks.Used[dc.Green] = clockBudget
	b.H.Send(gb.clocks.Current())
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		v := c.Game().(*Game).outcome()
		if v.Status != dc.Draw || !strings.Contains(v.Reason, "Bob (Green) ran out of time") {
			t.Fatalf("copy %d: %+v", i, v)
		}
	}
}

// TestRoomTakeBackWithTheOthersConsent: Ada's take-back goes to the room;
// each of the other people is asked at his own terminal, no one moves
// meanwhile (a forged move is refused too), one "no" closes it in every
// copy, and when all three agree every copy takes the move back.
func TestRoomTakeBackWithTheOthersConsent(t *testing.T) {
	r := openRoom(t, fourPeople, blackFirst, nil, []int{0}, []int{1}, []int{2}, []int{3})
	r.Sync(0)
	ada, bob, cy, di := r.Copies[0], r.Copies[1], r.Copies[2], r.Copies[3]
	typeMove(ada.H, "g2-g3")
	r.Sync(0)
	ada.H.Key("u")
	r.Sync(0)
	for _, c := range []*roomtest.Copy{bob, cy, di} {
		c.H.MustSee("Ada (Black) proposes to take back Black's g2-g3.")
	}
	if g := ada.Game().(*Game); g.Footer.Asking() {
		t.Fatal("Ada is asked about her own proposal")
	}
	gb := bob.Game().(*Game)
	s := gb.rec.Now()
	m := dc.Legal(s)[0]
	forged, _ := json.Marshal(roomAction{Kind: moveAction, Move: &m, Army: dc.Green})
	r.Table.Submit(screen.Action{Seat: 1, Data: forged})
	bob.H.Key("y")
	cy.H.Key("y")
	r.Sync(0)
	if gb.rec.Played != 1 {
		t.Fatalf("a move while the proposal is open, or the take-back before all agreed: %d played", gb.rec.Played)
	}
	di.H.Key("n")
	r.Sync(0)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		if g.proposals.Busy() || g.rec.Played != 1 || g.Footer.Asking() {
			t.Fatalf("copy %d after Di said no: %d played, proposal %v", i, g.rec.Played, g.proposals.Open())
		}
	}
	ada.H.Key("u")
	r.Sync(0)
	for _, c := range []*roomtest.Copy{bob, cy, di} {
		c.H.Key("y")
	}
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		if g := c.Game().(*Game); g.rec.Played != 0 || g.rec.Now().Turn() != dc.Black {
			t.Fatalf("copy %d: %d played after the take-back", i, g.rec.Played)
		}
	}
	ada.H.Key("U")
	r.Sync(0)
	for _, c := range []*roomtest.Copy{bob, cy, di} {
		c.H.Key("y")
	}
	r.Sync(0)
	sameGame(t, r)
	if g := ada.Game().(*Game); g.rec.Played != 1 {
		t.Fatalf("%d played after playing it again", g.rec.Played)
	}
}

// TestRoomDrawOfferGoesToThePeopleThenTheComputers (rule 14): Ada offers a
// draw on her turn; Bob, her partner at his terminal, agrees; the room's
// copy weighs it for the computer adversaries and answers; every copy ends
// drawn alike.
func TestRoomDrawOfferGoesToThePeopleThenTheComputers(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, easy, bob, easy}, blackFirst, nil, []int{0}, []int{2})
	r.Sync(0)
	r.Copies[0].H.Key("d")
	r.Sync(0)
	r.Copies[1].H.MustSee("Ada (Black) proposes to give the game up drawn (rule 14). Bob, do you agree?")
	r.Copies[1].H.Key("y")
	r.Sync(0)
	if !r.Copies[0].Game().(*Game).Over() && !r.WaitLog(r.Copies[0].Applied()) {
		t.Fatal("the computers did not answer")
	}
	r.Sync(0)
	sameGame(t, r)
	for i, c := range r.Copies {
		g := c.Game().(*Game)
		if v := g.outcome(); v.Status != dc.Draw || !strings.Contains(v.Reason, "rule 14") {
			t.Fatalf("copy %d: %+v", i, v)
		}
	}
}

// TestRoomComputerPlaysOnAfterARefusal: Ada proposes to take back her
// move as it reaches the room, before the computer to move has answered
// it; the computer's move waits for the proposal, and once Bob says no
// the room's copy starts its search again and it moves.
func TestRoomComputerPlaysOnAfterARefusal(t *testing.T) {
	r := openRoom(t, []seats.Seat{ada, easy, bob, easy}, blackFirst, nil, []int{0}, []int{2})
	r.Sync(0)
	s := r.Copies[0].Game().(*Game).rec.Now()
	m, err := dc.ParseMove(s, "g2-g3")
	if err != nil {
		t.Fatal(err)
	}
	move, _ := json.Marshal(roomAction{Kind: moveAction, Move: &m, Army: dc.Black})
	undo, _ := json.Marshal(roomAction{Kind: proposeAction, What: proposeUndo, Army: dc.Black})
	r.Table.Submit(screen.Action{Seat: 0, Data: move})
	r.Table.Submit(screen.Action{Seat: 0, Data: undo})
	r.Sync(0)
	bob := r.Copies[1]
	bob.H.MustSee("Ada (Black) proposes to take back Black's g2-g3.")
	logged := r.Table.Len()
	bob.H.Key("n")
	r.Sync(0)
	if !r.WaitLog(logged + 1) { // Bob's answer, then the computer's move
		t.Fatal("the computer did not move after the refusal")
	}
	r.Sync(0)
	sameGame(t, r)
	if g := bob.Game().(*Game); g.rec.Played != 2 || g.proposals.Busy() {
		t.Fatalf("after the refusal: %d played, proposal %v", g.rec.Played, g.proposals.Open())
	}
}

// TestRoomClockCountsATurnOnce: with clocks, a move of Ada's that the room
// refuses (here: a proposal opened before it) gives her clock back running
// from where it stopped, not from the start of her turn again.
func TestRoomClockCountsATurnOnce(t *testing.T) {
	r := openRoom(t, fourPeople, map[string]string{"first": firstCh[1].Value, "clock": clockCh[1].Value}, nil, []int{0}, []int{1})
	r.Sync(0)
	a, b := r.Copies[0], r.Copies[1]
	typeMove(a.H, "g2-g3")
	r.Sync(0)
	gb := b.Game().(*Game)
	time.Sleep(300 * time.Millisecond)
	s := gb.rec.Now()
	m := dc.Legal(s)[0]
	// Ada proposes a take-back just before Bob's move reaches the room.
	undo, _ := json.Marshal(roomAction{Kind: proposeAction, What: proposeUndo, Army: dc.Black})
	r.Table.Submit(screen.Action{Seat: 0, Data: undo})
	typeMove(b.H, s.MoveText(m))
	used := gb.clocks.Used[dc.Green]
	if used < 300*time.Millisecond {
		t.Fatalf("Bob's clock stopped at %v", used)
	}
	refusedFrom := time.Now()
	r.Sync(0)
	if gb.rec.Played != 1 || !gb.clocks.Running() {
		t.Fatalf("Bob's move while the proposal is open: %d played, clock running %v", gb.rec.Played, gb.clocks.Running())
	}
	if running := gb.clocks.TakenNow(int(dc.Green)) - used; gb.clocks.Used[dc.Green] != used || running > time.Since(refusedFrom) {
		t.Fatalf("Bob's turn counted twice: %v used before, %v now, the clock going again %v, %v since the refusal",
			used, gb.clocks.Used[dc.Green], running, time.Since(refusedFrom))
	}
}

// fakeRoom is a room's log without a table, for copies that start from a
// position (a room starts from the book's): each copy's sends go to the
// log, and deliver hands each copy the log's actions it has not had.
type fakeRoom struct {
	t   *testing.T
	fen string
	log []screen.Action
}

// copyFor is a copy of a game of four people from the position, playing
// plays.
func (l *fakeRoom) copyFor(plays []int) *Game {
	t := l.t
	t.Helper()
	s, err := roomGame(uitest.NewEnv(t), screen.Config{Seats: fourPeople, Seed: 7, Options: blackFirst},
		screen.Link{Seats: plays, Send: func(a screen.Action) { l.log = append(l.log, a) }})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	start, err := dc.ParseFEN4(l.fen, g.opts.Rules)
	if err != nil {
		t.Fatal(err)
	}
	g.rec = newRecord(start)
	g.refresh()
	g.Init()
	return g
}

func (l *fakeRoom) deliver(gs ...*Game) {
	for range 10 { // an answer may follow an action delivered
		for _, g := range gs {
			for i := g.LogPos.Applied(); i < len(l.log); i++ {
				g.Update(screen.ActionMsg{Seq: i, Action: l.log[i]})
			}
		}
	}
}

// TestRoomHonoursOfWarWithEveryonesConsent: in the ending of two pieces,
// Ada proposes at her terminal to declare the game drawn with the honours
// of war; Bob, Cy and Di each agree at theirs, and every copy ends so.
func TestRoomHonoursOfWarWithEveryonesConsent(t *testing.T) {
	l := &fakeRoom{t: t, fen: twoPieces}
	var copies []*Game
	for seat := range 4 {
		copies = append(copies, l.copyFor([]int{seat}))
	}
	copies[0].Update(uitest.Key("H"))
	l.deliver(copies...)
	for i, g := range copies[1:] {
		if !strings.Contains(g.Footer.Question(), "honours of war to") || g.Over() {
			t.Fatalf("copy %d is not asked: %q", i+1, g.Footer.Question())
		}
		g.Update(uitest.Key("y"))
		l.deliver(copies...)
	}
	for i, g := range copies {
		if !g.Over() || !g.rec.Now().Declared() || g.Footer.Asking() {
			t.Fatalf("copy %d: %+v", i, g.outcome())
		}
	}
}

// TestEscLeavesTheRoom: Esc asks whether to leave the room (the seat is
// kept), and y leaves it: the copy's screens all close.
func TestEscLeavesTheRoom(t *testing.T) {
	r := openRoom(t, fourPeople, blackFirst, nil, []int{0}, []int{1, 2, 3})
	r.Sync(0)
	kittest.LeavesTheRoom(t, r.Copies[0])
}
