package doublets

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// helpScreen is a doublets screen with a ? key panel, under test: how to
// open it, whether its full key help shows, and whether it asks a question.
type helpScreen struct {
	name    string
	open    func(t *testing.T) *uitest.Harness
	showAll func(s screen.Screen) bool
	asking  func(s screen.Screen) bool // nil: Esc leaves without asking
}

// inRoom opens a solver's copy of a room of puzzles with options, the
// puzzle begun when begin is set.
func inRoom(t *testing.T, options map[string]string, begin bool) *uitest.Harness {
	t.Helper()
	cfg := screen.Config{Seats: []seats.Seat{ada}, Seed: 7, Options: options}
	s, err := roomPuzzles(testEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	if begin {
		data, _ := json.Marshal(puzzleAction{Kind: kindBegin})
		h.Send(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: data, At: time.Now()}})
	}
	return h
}

func helpScreens() []helpScreen {
	room := func(s screen.Screen) *PuzzleRoom { return s.(*PuzzleRoom) }
	return []helpScreen{
		{name: "puzzle", open: func(t *testing.T) *uitest.Harness { return pigToSty(t, testEnv(t)) },
			showAll: func(s screen.Screen) bool { return s.(*Puzzle).showAll },
			asking:  func(s screen.Screen) bool { return s.(*Puzzle).footer.Asking() }},
		{name: "jewels", open: func(t *testing.T) *uitest.Harness {
			j, err := newJewels(testEnv(t), ada, 4)
			if err != nil {
				t.Fatal(err)
			}
			return uitest.NewScreen(t, j, 80, 24)
		},
			showAll: func(s screen.Screen) bool { return s.(*Jewels).showAll },
			asking:  func(s screen.Screen) bool { return s.(*Jewels).footer.Asking() }},
		{name: "game", open: func(t *testing.T) *uitest.Harness { return startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil) },
			showAll: func(s screen.Screen) bool { return s.(*Game).showAll },
			asking:  func(s screen.Screen) bool { return s.(*Game).footer.Asking() }},
		{name: "game in a room", open: func(t *testing.T) *uitest.Harness {
			cfg := screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 11, Options: map[string]string{"doublets": "1", "length": "3"}}
			s, err := roomGame(testEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
			if err != nil {
				t.Fatal(err)
			}
			return uitest.NewScreen(t, s, 80, 24)
		},
			showAll: func(s screen.Screen) bool { return s.(*Game).showAll },
			asking:  func(s screen.Screen) bool { return s.(*Game).footer.Asking() }},
		{name: "room of puzzles, ready", open: func(t *testing.T) *uitest.Harness { return inRoom(t, newDoubletRoom, false) },
			showAll: func(s screen.Screen) bool { return room(s).showAll }},
		{name: "puzzle in a room", open: func(t *testing.T) *uitest.Harness { return inRoom(t, newDoubletRoom, true) },
			showAll: func(s screen.Screen) bool { return room(s).puzzle.showAll },
			asking:  func(s screen.Screen) bool { return room(s).puzzle.footer.Asking() }},
		{name: "jewels in a room", open: func(t *testing.T) *uitest.Harness {
			return inRoom(t, map[string]string{"puzzle": choiceJewels}, true)
		},
			showAll: func(s screen.Screen) bool { return room(s).jewels.showAll },
			asking:  func(s screen.Screen) bool { return room(s).jewels.footer.Asking() }},
	}
}

// TestEscClosesTheFullKeyHelp: on every doublets screen with a ? key
// panel, Esc while the full key help is open closes it, and neither asks
// to leave nor leaves; the next Esc does.
func TestEscClosesTheFullKeyHelp(t *testing.T) {
	for _, c := range helpScreens() {
		t.Run(c.name, func(t *testing.T) {
			h := c.open(t)
			h.Key("?")
			if !c.showAll(h.Screen()) {
				t.Fatal("? does not open the full key help")
			}
			h.Key("esc")
			if c.showAll(h.Screen()) {
				t.Fatal("Esc left the full key help open")
			}
			if c.asking != nil && c.asking(h.Screen()) {
				t.Fatalf("Esc over the full key help asked a question:\n%s", h.View())
			}
			h.MustNotSee("Leave")
			if n := h.Navigated(); n.Kind != 0 {
				t.Fatalf("Esc over the full key help navigated: %+v", n)
			}
			h.Key("esc")
			if c.asking == nil {
				if h.Navigated().Kind != screen.GoingHome {
					t.Fatal("the second Esc did not leave")
				}
				return
			}
			if !c.asking(h.Screen()) {
				t.Fatal("the second Esc did not ask to leave")
			}
			h.MustSee("Leave")
		})
	}
}

// TestEnterDoesNotAnswerTheLeaveQuestion: Enter never answers a yes/no
// question (it is the key a player types words with); only y leaves.
func TestEnterDoesNotAnswerTheLeaveQuestion(t *testing.T) {
	for _, c := range helpScreens() {
		if c.asking == nil {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			h := c.open(t)
			h.Key("esc")
			h.MustSee("Leave")
			h.Key("enter")
			if !c.asking(h.Screen()) {
				t.Fatal("Enter answered the leave question")
			}
			h.MustSee("Leave")
			if n := h.Navigated(); n.Kind != 0 {
				t.Fatalf("Enter navigated: %+v", n)
			}
			h.Key("y")
			if h.Navigated().Kind != screen.GoingHome {
				t.Fatalf("y did not leave: %+v", h.Navigated())
			}
		})
	}
}

// TestTheRoomLeaveQuestionIsTheRooms: Esc in a room's game asks about the
// room (there is no menu to continue from), at one keyboard about the save.
func TestTheRoomLeaveQuestionIsTheRooms(t *testing.T) {
	for _, c := range helpScreens() {
		if c.name != "game" && c.name != "game in a room" {
			continue
		}
		h := c.open(t)
		h.Key("esc")
		want := screen.LeaveQuestion
		if c.name == "game in a room" {
			want = screen.RoomLeaveQuestion
		}
		if got := h.Screen().(*Game).footer.Question(); got != want {
			t.Fatalf("%s asks %q", c.name, got)
		}
	}
}

// TestPickerPuzzleClosesBackToTheList: a puzzle chosen from Carroll's list
// opens over it, and leaving the puzzle closes it: the list shows again.
func TestPickerPuzzleClosesBackToTheList(t *testing.T) {
	h := uitest.NewScreen(t, newPicker(testEnv(t), ada), 80, 24)
	h.Key("enter")
	h.MustSee("PIG")
	if n := h.Navigated(); n.Kind != screen.Opening || n.Stays != h.Screen() {
		t.Fatalf("the puzzle did not open over the list: %+v", n)
	}
	h.Key("esc", "y")
	h.MustSee("Carroll's doublets of 1879")
	h.MustNotSee("Leave this puzzle?")
}

// settle delivers to st the messages cmd leads to, and those they lead
// to, and returns the clock and spinner ticks among them, undelivered: the
// test hands each on when it chooses. Cursor blinks are dropped.
func settle(t *testing.T, st *screen.Stack, cmd tea.Cmd) []tea.Msg {
	t.Helper()
	var ticks []tea.Msg
	cmdType := reflect.TypeOf(tea.Cmd(nil))
	var run func(tea.Cmd)
	run = func(cmd tea.Cmd) {
		if cmd == nil {
			return
		}
		done := make(chan tea.Msg, 1)
		go func() { done <- cmd() }()
		var msg tea.Msg
		select {
		case msg = <-done:
		case <-time.After(3 * time.Second):
			t.Fatal("a command did not answer")
		}
		if msg == nil {
			return
		}
		switch msg.(type) {
		case stopwatch.TickMsg, spinner.TickMsg, puzzleTickMsg:
			ticks = append(ticks, msg)
			return
		}
		if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == cmdType {
			for i := range v.Len() { // a batch or a sequence
				run(v.Index(i).Interface().(tea.Cmd))
			}
			return
		}
		if name := reflect.TypeOf(msg).String(); len(name) > 7 && name[:7] == "cursor." {
			return
		}
		run(st.Update(msg))
	}
	run(cmd)
	return ticks
}

// checkClockUnderRules follows a screen's running clock (the first chain
// of its ticks given) through the rules: F1 stops it and opens them; a
// tick under them is handled without moving the clock or asking for
// another; closing them starts the clock again, one chain of ticks; shown
// again while it runs, the screen starts no second chain.
func checkClockUnderRules(t *testing.T, st *screen.Stack, ticks []tea.Msg, clock func() stopwatch.Model) {
	t.Helper()
	if len(ticks) != 1 || !clock().Running() {
		t.Fatalf("%d chains of ticks at the start, running %v", len(ticks), clock().Running())
	}
	if ticks = settle(t, st, st.Update(ticks[0])); len(ticks) != 1 || clock().Elapsed() == 0 {
		t.Fatalf("a tick led to %d more, the clock at %v", len(ticks), clock().Elapsed())
	}
	if more := settle(t, st, st.Update(uitest.Key("f1"))); len(more) != 0 || st.Depth() != 2 {
		t.Fatalf("F1: %d ticks, %d screens", len(more), st.Depth())
	}
	if clock().Running() {
		t.Fatal("the clock runs under the rules")
	}
	stopped := clock().Elapsed()
	if more := settle(t, st, st.Update(ticks[0])); len(more) != 0 || clock().Elapsed() != stopped {
		t.Fatalf("a tick under the rules led to %d more, the clock at %v", len(more), clock().Elapsed())
	}
	ticks = settle(t, st, st.Update(screen.BackMsg{}))
	if len(ticks) != 1 || !clock().Running() || st.Depth() != 1 {
		t.Fatalf("closing the rules started %d chains of ticks, running %v", len(ticks), clock().Running())
	}
	if more := settle(t, st, st.Update(screen.ShownMsg{})); len(more) != 0 {
		t.Fatalf("shown again with the clock running: %d more chains", len(more))
	}
	if more := settle(t, st, st.Update(ticks[0])); len(more) != 1 || clock().Elapsed() <= stopped {
		t.Fatalf("after the rules a tick led to %d more, the clock at %v", len(more), clock().Elapsed())
	}
}

// TestSoloClocksUnderTheRules: the clock of a puzzle and of the jewels
// stands still under the rules, and goes on, once, after them.
func TestSoloClocksUnderTheRules(t *testing.T) {
	p, err := carrollPuzzle(testEnv(t), ada, 0)
	if err != nil {
		t.Fatal(err)
	}
	j, err := newJewels(testEnv(t), ada, 4)
	if err != nil {
		t.Fatal(err)
	}
	p.clock = stopwatch.NewWithInterval(time.Millisecond)
	j.clock = stopwatch.NewWithInterval(time.Millisecond)
	for _, c := range []struct {
		s     screen.Screen
		clock func() stopwatch.Model
	}{
		{p, func() stopwatch.Model { return p.clock }},
		{j, func() stopwatch.Model { return j.clock }},
	} {
		st := screen.NewStack(c.s)
		st.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		checkClockUnderRules(t, &st, settle(t, &st, st.Init()), c.clock)
	}
}

// stackedGame starts a game of one doublet for table in a stack of its own.
func stackedGame(t *testing.T, table ...seats.Seat) (*Game, *screen.Stack) {
	t.Helper()
	s, err := newGame(testEnv(t), screen.Config{Seats: table, Seed: 11,
		Options: map[string]string{"doublets": "1", "length": "3"}})
	if err != nil {
		t.Fatal(err)
	}
	st := screen.NewStack(s)
	st.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	settle(t, &st, st.Init())
	return s.(*Game), &st
}

// TestGameClockUnderTheRules: a writer's clock runs on under the rules
// (issue 41, 9: no thinking off the clock), in one chain of ticks, and
// closing the rules starts no second chain.
func TestGameClockUnderTheRules(t *testing.T) {
	g, st := stackedGame(t, ada, computer)
	ticks := settle(t, st, st.Update(uitest.Key("enter"))) // Ada writes first
	if !g.writingHuman() {
		t.Fatal("Ada is not writing")
	}
	if len(ticks) != 1 || !g.clock.Running() {
		t.Fatalf("%d chains of ticks at the start, running %v", len(ticks), g.clock.Running())
	}
	if more := settle(t, st, st.Update(uitest.Key("f1"))); len(more) != 0 || st.Depth() != 2 {
		t.Fatalf("F1: %d ticks, %d screens", len(more), st.Depth())
	}
	if !g.clock.Running() {
		t.Fatal("the writer's clock stopped under the rules")
	}
	before := g.clock.Elapsed()
	if ticks = settle(t, st, st.Update(ticks[0])); len(ticks) != 1 || g.clock.Elapsed() <= before {
		t.Fatalf("a tick under the rules led to %d more, the clock at %v", len(ticks), g.clock.Elapsed())
	}
	if more := settle(t, st, st.Update(screen.BackMsg{})); len(more) != 0 || st.Depth() != 1 {
		t.Fatalf("closing the rules started %d chains of ticks", len(more))
	}
}

// TestGameSpinnerTurnsUnderTheRules: while a computer writes, its spinner
// ticks on under the rules, and closing them starts no second chain.
func TestGameSpinnerTurnsUnderTheRules(t *testing.T) {
	g, st := stackedGame(t, computer, ada)
	defer g.thinker.Cancel()
	st.Update(uitest.Key("enter")) // the computer writes; its search is not run
	if !g.thinker.Busy() {
		t.Fatal("the computer is not writing")
	}
	st.Update(uitest.Key("f1"))
	if st.Depth() != 2 {
		t.Fatal("the rules did not open")
	}
	frame := g.spin.View()
	if cmd := st.Update(g.spin.Tick()); cmd == nil || g.spin.View() == frame {
		t.Fatal("the spinner's tick under the rules was not handled")
	}
	if cmd := st.Update(screen.BackMsg{}); cmd != nil {
		t.Fatal("closing the rules started another chain")
	}
}

// TestPuzzleRoomClockTicksUnderTheRules: in a room the puzzle's clock runs
// on under the rules (others are watching), which open over the room, not
// over the puzzle inside it; closing them starts no second chain of ticks.
func TestPuzzleRoomClockTicksUnderTheRules(t *testing.T) {
	cfg := screen.Config{Seats: []seats.Seat{ada}, Seed: 7, Options: newDoubletRoom}
	s, err := roomPuzzles(testEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	r := s.(*PuzzleRoom)
	st := screen.NewStack(r)
	st.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	begin, _ := json.Marshal(puzzleAction{Kind: kindBegin})
	if cmd := st.Update(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: begin, At: time.Now()}}); cmd == nil || !r.ticking {
		t.Fatal("the begun puzzle's clock does not tick")
	}
	st.Update(uitest.Key("f1"))
	if st.Depth() != 2 || st.Bottom() != screen.Screen(r) {
		t.Fatalf("F1: %d screens, %T beneath", st.Depth(), st.Bottom())
	}
	if cmd := st.Update(puzzleTickMsg{room: r}); cmd == nil || !r.ticking {
		t.Fatal("the clock's tick under the rules did not ask for the next")
	}
	if cmd := st.Update(screen.BackMsg{}); cmd != nil {
		t.Fatal("closing the rules started a second chain of ticks")
	}
	if st.Depth() != 1 || !r.ticking {
		t.Fatal("the room is not shown again, ticking")
	}
}

// TestPuzzleRoomHeldKeysLeave: keys the solver typed while his word was on
// its way to the room are played when it comes back, and Esc, y among them
// leave the room.
func TestPuzzleRoomHeldKeysLeave(t *testing.T) {
	h := inRoom(t, newDoubletRoom, true)
	p := h.Screen().(*PuzzleRoom).puzzle
	next, err := doublets.Hint(p.dict, p.ladder.Doublet, p.ladder.Chain)
	if err != nil {
		t.Fatal(err)
	}
	h.Type(next)
	h.Key("enter", "esc", "y") // the word is away: Esc and y wait
	if n := h.Navigated(); n.Kind != 0 || p.footer.Asking() {
		t.Fatalf("keys held while the word was away acted: %+v", n)
	}
	word, _ := json.Marshal(puzzleAction{Kind: kindWord, Word: next, Time: time.Second})
	h.Send(screen.ActionMsg{Seq: 1, Action: screen.Action{Seat: 0, Data: word, At: time.Now()}})
	if len(p.ladder.Chain) != 2 || h.Navigated().Kind != screen.GoingHome {
		t.Fatalf("chain %v, navigated %+v", p.ladder.Chain, h.Navigated())
	}
}
