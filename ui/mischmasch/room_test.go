package mischmasch

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"parlour/games/mischmasch"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func appliedActions(s screen.Screen) int { return s.(*Game).cursor.Applied() }

// capsTokens splits a frame into its runs of capital letters.
func capsTokens(frame string) []string {
	return strings.FieldsFunc(frame, func(r rune) bool { return !unicode.IsUpper(r) })
}

// shows reports whether frame shows the nucleus or word w, as the screens
// write it: in capitals ("CKL") or spaced ("C K L").
func shows(frame, w string) bool {
	w = strings.ToUpper(w)
	tokens := capsTokens(frame)
	if slices.Contains(tokens, w) {
		return true
	}
	letters := strings.Split(w, "")
	for i := 0; i+len(letters) <= len(tokens); i++ {
		if slices.Equal(tokens[i:i+len(letters)], letters) {
			return true
		}
	}
	return false
}

// checkRoomPrivacy fails the test when a copy's frame shows a nucleus of
// the current move that its seats neither set nor answer, or a word its
// seats did not name, before the reveal.
func checkRoomPrivacy(t *testing.T, c *roomtest.Copy, g *Game, frame string) {
	t.Helper()
	mine := func(seat int) bool { return slices.Contains(c.Seats, seat) }
	// What a reveal showed already is public, even if set again since.
	public := map[string]bool{}
	for _, m := range g.st.Game.History() {
		for _, a := range m.Attempts {
			public[a.Nucleus], public[a.Word], public[a.SetterWord] = true, true, true
		}
	}
	for _, side := range mischmasch.Sides {
		a := g.st.Game.Current().Attempts[side]
		if a.Nucleus != "" && !public[a.Nucleus] && !mine(a.Setter) && !mine(a.Guesser) && shows(frame, a.Nucleus) {
			t.Fatalf("the copy of seats %v shows %s, set by seat %d for seat %d:\n%s", c.Seats, a.Nucleus, a.Setter, a.Guesser, frame)
		}
		if a.Word != "" && !public[a.Word] && !mine(a.Guesser) && shows(frame, a.Word) {
			t.Fatalf("the copy of seats %v shows %s, named by seat %d:\n%s", c.Seats, a.Word, a.Guesser, frame)
		}
	}
}

// openRoom starts a Mischmasch room whose computers act at once, every frame
// of every copy checked for privacy and stray hand-overs.
func openRoom(t *testing.T, table []seats.Seat, handovers *int, copies ...[]int) *roomtest.Room {
	t.Helper()
	old := RoomComputerPace
	RoomComputerPace = 0
	t.Cleanup(func() { RoomComputerPace = old })
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		g := s.(*Game)
		if g.handoff != nil {
			if len(c.Seats) < 2 {
				t.Fatalf("the copy of seats %v shows a hand-over", c.Seats)
			}
			*handovers++
		}
		if g.desk != nil && !slices.Contains(c.Seats, g.desk.turn.Seat) {
			t.Fatalf("the copy of seats %v opened the desk of seat %d", c.Seats, g.desk.turn.Seat)
		}
		checkRoomPrivacy(t, c, g, frame)
	}
	cfg := screen.Config{Seats: table, Seed: 5, Options: map[string]string{"target": "5", "time": "off"}}
	return roomtest.Open(t, GameEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, check, copies...)
}

var roomNuclei = []string{"ckl", "emo", "gp", "ough", "imse", "erga", "hety", "nth", "rth", "mpt", "nge", "ght", "ize", "sch", "tw", "xc"}

// drive makes one step at copy c if it has something to do: a hand-over,
// a desk (answered at random), a reveal to leave. It reports whether it
// did.
func drive(c *roomtest.Copy, rng *rand.Rand) bool {
	g := c.Game().(*Game)
	h := c.H
	if _, over := c.Top().(*screen.Result); over {
		return false
	}
	switch {
	case g.handoff != nil:
		h.Key("enter")
	case g.desk != nil:
		d := g.desk
		switch d.turn.Task {
		case mischmasch.TaskSet:
			h.Key("ctrl+u")
			h.Type(roomNuclei[rng.IntN(len(roomNuclei))])
			h.Key("enter")
		case mischmasch.TaskDeclare:
			switch n := rng.IntN(5); n {
			case 0, 4:
				words := mischmasch.Examples(g.dict, g.nucleus(d.turn), 3)
				word := "zzzz"
				if len(words) > 0 && n == 0 {
					word = words[rng.IntN(len(words))]
				}
				h.Key("ctrl+u")
				h.Type(word)
				h.Key("enter", "y")
			default:
				choose(h, n)
			}
		default:
			h.Key("ctrl+u")
			if words := mischmasch.Examples(g.dict, g.nucleus(d.turn), 3); len(words) > 0 && rng.IntN(2) == 0 {
				h.Type(words[0])
			}
			h.Key("enter", "y")
		}
	case g.st.Reveal:
		h.Key("enter")
	default:
		return false
	}
	return true
}

// playRoom plays the room's game to the end; a spectator joins once the
// log holds lateAt actions.
func playRoom(t *testing.T, r *roomtest.Room, rng *rand.Rand, lateAt int) {
	t.Helper()
	for range 5000 {
		r.Sync(0)
		if lateAt > 0 && r.Table.Len() >= lateAt {
			r.Join(nil)
			lateAt = 0
			r.Sync(0)
		}
		done := true
		for _, c := range r.Copies {
			if _, over := c.Top().(*screen.Result); !over {
				done = false
			}
		}
		if done {
			return
		}
		acted := false
		for _, i := range rng.Perm(len(r.Copies)) {
			if drive(r.Copies[i], rng) {
				acted = true
				break
			}
		}
		if !acted && !r.WaitLog(r.Copies[0].Applied()) {
			t.Fatalf("nobody can act and no computer moves: %v", r.Copies[0].Game().(*Game).st.Game.Waiting())
		}
	}
	t.Fatal("the room's game did not end")
}

func stateJSON(t *testing.T, g *Game) string {
	t.Helper()
	data, err := json.Marshal(g.st.Game)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// sameGame fails the test unless every copy and the room's own hold the
// same game; it returns it.
func sameGame(t *testing.T, r *roomtest.Room) string {
	t.Helper()
	return r.Same(appliedActions, func(s screen.Screen) string { return stateJSON(t, s.(*Game)) })
}

// TestRoomCopiesStayInStepAndKeepNucleiPrivate plays whole games in rooms
// (two people and a spectator; a game for teams with a computer and two
// partners at one terminal), answering at random, every frame of every
// copy checked; a spectator who joins late catches up from the log; all
// copies end with the same game.
func TestRoomCopiesStayInStepAndKeepNucleiPrivate(t *testing.T) {
	cook := seats.Seat{Name: "Cook", Kind: seats.Computer, Level: seats.Easy}
	dinah := seats.Seat{Name: "Dinah", Kind: seats.Human}
	for i, tc := range []struct {
		table  []seats.Seat
		copies [][]int
	}{
		{[]seats.Seat{ada, bob}, [][]int{{0}, {1}, nil}},
		{[]seats.Seat{ada, bob, cook, dinah}, [][]int{{0}, {1, 3}, nil}},
	} {
		handovers := 0
		r := openRoom(t, tc.table, &handovers, tc.copies...)
		playRoom(t, r, rand.New(rand.NewPCG(uint64(i), 3)), 5)
		r.Sync(0)
		final := sameGame(t, r)
		if !r.Copies[0].Game().(*Game).over() || len(r.Copies) != len(tc.copies)+1 {
			t.Fatalf("table %d: the game is not over, or the late spectator did not join", i)
		}
		if len(tc.table) == 4 && handovers == 0 {
			t.Fatalf("table %d: the partners' terminal never handed over", i)
		}
		late := r.Join([]int{0})
		r.Sync(0)
		if got := stateJSON(t, late.Game().(*Game)); got != final {
			t.Fatalf("table %d: a copy joining after the end replays to another game", i)
		}
	}
}

// TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay: a copy opens no desk for
// another terminal's seat, its keys send nothing once its own seat has
// acted, and an action the room hands on for the wrong seat, or one that is
// no action, changes nothing in any copy.
func TestRoomCopyRefusesAnActionOfASeatItDoesNotPlay(t *testing.T) {
	handovers := 0
	r := openRoom(t, []seats.Seat{ada, bob}, &handovers, []int{0}, []int{1})
	r.Sync(0)
	a := r.Copies[0]
	a.H.Type("ckl")
	a.H.Key("enter")
	r.Sync(0)
	if a.Sent != 1 || a.Game().(*Game).desk != nil {
		t.Fatalf("after setting, Ada's copy sent %d and shows a desk: %v", a.Sent, a.Game().(*Game).desk != nil)
	}
	a.H.Type("emo")
	a.H.Key("enter", " ", "enter")
	if a.Sent != 1 {
		t.Fatalf("Ada's copy sent %d actions with nothing to do", a.Sent)
	}
	before := sameGame(t, r)
	bobSets, _ := json.Marshal(mischmasch.Action{Task: mischmasch.TaskSet, Side: mischmasch.SideB, Text: "emo"})
	for _, act := range []screen.Action{
		{Seat: 0, Data: bobSets}, // Bob's task, from Ada's seat
		{Seat: 1, Data: json.RawMessage(`{"Task":9,"Side":1}`)},
		{Seat: 1, Data: json.RawMessage(`{"Task":0,"Side":7,"Text":"emo"}`)},
		{Seat: 1, Data: json.RawMessage(`{"Task":0,"Side":1,"Text":"` + strings.Repeat("e", 200) + `"}`)},
		{Seat: 1, Data: json.RawMessage(`{"Task":0,"Side":1,"Text":"\u001b[2Jemo"}`)},
		{Seat: 1, Data: json.RawMessage(`{"Task":1,"Side":1,"Elapsed":-5}`)},
	} {
		r.Table.Submit(act)
	}
	r.Sync(0)
	if got := sameGame(t, r); got != before {
		t.Fatalf("refused actions changed the game:\n%s\n%s", got, before)
	}
	r.Table.Submit(screen.Action{Seat: 1, Data: bobSets})
	r.Sync(0)
	if g := r.Copies[0].Game().(*Game); g.st.Game.Phase() != mischmasch.Declaring {
		t.Fatalf("Bob's nucleus after the refused ones was not set: phase %v", g.st.Game.Phase())
	}
}

// FuzzRoomActionDecoding gives a copy hostile actions: none panics, and the
// game stays one the engine can save and read back.
func FuzzRoomActionDecoding(f *testing.F) {
	f.Add(`{"Task":0,"Side":1,"Text":"emo"}`, 1)
	f.Add(`{"Task":1,"Side":0,"Declaration":"ready","Text":"heckle","Elapsed":1000}`, 0)
	f.Add(`{"Task":3,"Side":0,"Text":""}`, 0)
	f.Add(`{"Task":0,"Side":0,"Text":"\u00e9\u00e9"}`, 0)
	f.Fuzz(func(t *testing.T, data string, seat int) {
		st, err := startState(screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		g := newLinkedScreen(uitest.NewEnv(t), []seats.Seat{ada, bob}, st, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		set, _ := json.Marshal(mischmasch.Action{Task: mischmasch.TaskSet, Side: mischmasch.SideA, Text: "ckl"})
		g.Update(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: set}})
		g.Update(screen.ActionMsg{Seq: 1, Action: screen.Action{Seat: seat, Data: json.RawMessage(data)}})
		out, err := json.Marshal(g.st.Game)
		if err != nil {
			t.Fatal(err)
		}
		var back mischmasch.State
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("after %q the game cannot be read back: %v", data, err)
		}
		if frame := g.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

// TestRoomAnswerAfterReconnectingKeepsTheClock: a copy built after the
// nuclei were set (its player reconnecting) counts the answer's time from
// when the room accepted the second nucleus.
func TestRoomAnswerAfterReconnectingKeepsTheClock(t *testing.T) {
	st, err := startState(screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g := newLinkedScreen(uitest.NewEnv(t), []seats.Seat{ada, bob}, st, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	h := uitest.NewScreen(t, g, 80, 24)
	setA, _ := json.Marshal(mischmasch.Action{Task: mischmasch.TaskSet, Side: mischmasch.SideA, Text: "ckl"})
	setB, _ := json.Marshal(mischmasch.Action{Task: mischmasch.TaskSet, Side: mischmasch.SideB, Text: "emo"})
	h.Send(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: setA, At: time.Now().Add(-2 * time.Minute)}})
	h.Send(screen.ActionMsg{Seq: 1, Action: screen.Action{Seat: 1, Data: setB, At: time.Now().Add(-70 * time.Second)}})
	if !g.answering() || g.used() < 70*time.Second {
		t.Fatalf("answering %v, clock %v: want 1:10 since the nuclei were set", g.answering(), g.used())
	}
	h.MustSee("E M O")
}
