package doublets

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/room"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func puzzleRoomApplied(s screen.Screen) int { return s.(*PuzzleRoom).Applied() }

// puzzleReplicated is what every copy of a puzzle room must hold alike.
func puzzleReplicated(t *testing.T, s screen.Screen) string {
	t.Helper()
	r := s.(*PuzzleRoom)
	out := struct {
		Begun  int
		Note   string
		Puzzle *puzzleState `json:",omitempty"`
		Phase  puzzlePhase
		Chain  []string
		Hints  int
	}{Begun: r.begun, Note: r.note}
	if p := r.puzzle; p != nil {
		st := p.st
		out.Puzzle, out.Phase, out.Chain, out.Hints = &st, p.phase, p.ladder.Chain, p.ladder.Hints
	}
	data, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// checkPuzzlePrivacy fails the test when a copy's frame, while the puzzle
// is being written, shows a word of a shortest chain or of Carroll's that
// the solver has not written (or typed, at his own terminal), or been
// told of.
func checkPuzzlePrivacy(t *testing.T, c *roomtest.Copy, r *PuzzleRoom, frame string) {
	t.Helper()
	p := r.puzzle
	if p == nil || p.phase != writing {
		return
	}
	known := map[string]bool{p.ladder.Doublet.From(): true, p.ladder.Doublet.To(): true}
	for _, w := range p.ladder.Chain {
		known[w] = true
	}
	msg, _ := p.ladder.Message()
	for w := range capsWords(msg) {
		known[w] = true
	}
	known[p.ladder.Input()] = true
	hidden := slices.Clone(p.shortest)
	if p.carroll != nil {
		hidden = append(hidden, p.carroll.Chain...)
	}
	shown := capsWords(frame)
	for _, w := range hidden {
		if shown[w] && !known[w] {
			t.Fatalf("the copy of seats %v shows %s, which the solver has not found:\n%s", c.Seats, strings.ToUpper(w), frame)
		}
	}
}

// openPuzzleRoom starts a room of Doublet Puzzles with options, every
// frame of every copy checked.
func openPuzzleRoom(t *testing.T, options map[string]string, copies ...[]int) *roomtest.Room {
	t.Helper()
	check := func(c *roomtest.Copy, s screen.Screen, frame string) {
		checkPuzzlePrivacy(t, c, s.(*PuzzleRoom), frame)
	}
	cfg := screen.Config{Seats: []seats.Seat{ada}, Seed: 7, Options: options}
	return roomtest.Open(t, PuzzlesEntry(), func() *screen.Env { return uitest.NewEnv(t) }, cfg, check, copies...)
}

var newDoubletRoom = map[string]string{"puzzle": choiceNew, "difficulty": "Medium (4-5 links)", "length": "4"}

// samePuzzle fails the test unless every copy and the room's own hold the
// same puzzle room; it returns it.
func samePuzzle(t *testing.T, r *roomtest.Room) string {
	t.Helper()
	return r.Same(puzzleRoomApplied, func(s screen.Screen) string { return puzzleReplicated(t, s) })
}

func roomOf(c *roomtest.Copy) *PuzzleRoom { return c.Game().(*PuzzleRoom) }

// solveAtRoom types the rest of a shortest chain at the solver's copy,
// from where the chain stands, syncing after each word; it reports the
// words typed.
func solveAtRoom(t *testing.T, r *roomtest.Room, solver *roomtest.Copy) []string {
	t.Helper()
	var p *Puzzle
	var typed []string
	for range 20 {
		if p = roomOf(solver).puzzle; p.phase != writing {
			return typed
		}
		next, err := doublets.Hint(p.dict, p.ladder.Doublet, p.ladder.Chain)
		if err != nil {
			t.Fatal(err)
		}
		solver.H.Type(next)
		solver.H.Key("enter")
		typed = append(typed, next)
		r.Sync(0)
		samePuzzle(t, r)
	}
	t.Fatal("the chain did not close")
	return nil
}

// TestPuzzleRoomCopiesStayInStepAndSpectatorsSeeEachWord: a solver and a
// spectator in a room of new doublets; the solver begins, offers a word
// the chain cannot take (refused at his terminal, nothing sent), writes,
// takes back, asks for a hint and solves; the spectator's copy holds each
// word as it is applied, every frame is checked for words of a shortest
// chain not yet found, and the next puzzle, given up, ends the same in
// every copy; a spectator joining late replays to the same room.
func TestPuzzleRoomCopiesStayInStepAndSpectatorsSeeEachWord(t *testing.T) {
	r := openPuzzleRoom(t, newDoubletRoom, []int{0}, nil)
	r.Sync(0)
	solver, watcher := r.Copies[0], r.Copies[1]
	watcher.H.MustSee("Waiting for Ada to begin")
	watcher.H.Key("enter", "x", "tab")
	if watcher.Sent != 0 {
		t.Fatalf("the spectator's copy sent %d actions", watcher.Sent)
	}
	solver.H.Key("enter")
	r.Sync(0)
	p := roomOf(watcher).puzzle
	if p == nil || p.phase != writing {
		t.Fatal("the puzzle did not begin at the spectator's")
	}
	first := samePuzzle(t, r)
	watcher.H.MustSee("watching Ada")
	watcher.H.MustSee(strings.ToUpper(p.ladder.Doublet.From()))

	solver.H.Type("zzzz")
	solver.H.Key("enter")
	sent := solver.Sent
	if sent != 1 {
		t.Fatalf("a refused word was sent: %d actions", sent)
	}
	solver.H.MustSee("ZZZZ is not in the dictionary")

	solver.H.Key("ctrl+u")
	next, err := doublets.Hint(p.dict, p.ladder.Doublet, p.ladder.Chain)
	if err != nil {
		t.Fatal(err)
	}
	solver.H.Type(next)
	solver.H.Key("enter")
	r.Sync(0)
	if got := roomOf(watcher).puzzle.ladder.Chain; !slices.Contains(got, next) {
		t.Fatalf("the spectator's chain %v lacks %s", got, next)
	}
	watcher.H.MustSee(strings.ToUpper(next))
	if samePuzzle(t, r) == first {
		t.Fatal("a word changed nothing")
	}
	solver.H.Key("ctrl+z")
	r.Sync(0)
	if got := roomOf(watcher).puzzle.ladder.Chain; len(got) != 1 {
		t.Fatalf("after a take-back the spectator's chain is %v", got)
	}
	solver.H.Key("tab")
	r.Sync(0)
	if got := roomOf(watcher).puzzle.ladder; got.Hints != 1 || len(got.Chain) != 2 {
		t.Fatalf("after a hint the spectator's ladder has %d hints, chain %v", got.Hints, got.Chain)
	}
	samePuzzle(t, r)
	solveAtRoom(t, r, solver)
	final := roomOf(watcher).puzzle
	if final.phase != solved || !final.ladder.Complete() || final.st.Elapsed <= 0 {
		t.Fatalf("phase %v, chain %v, time %v at the spectator's", final.phase, final.ladder.Chain, final.st.Elapsed)
	}
	watcher.H.MustSee("Solved in")
	watcher.H.MustSee("leave the room")
	if !roomOf(watcher).GameOver() {
		t.Fatal("a solved puzzle is not over")
	}

	solver.H.Key("n")
	r.Sync(0)
	second := roomOf(watcher).puzzle
	if second == final || second.phase != writing || second.st.Seed != 8 || roomOf(watcher).begun != 2 {
		t.Fatalf("the next puzzle: phase %v, seed %d, begun %d", second.phase, second.st.Seed, roomOf(watcher).begun)
	}
	solver.H.Key("ctrl+g", "y")
	r.Sync(0)
	if got := roomOf(watcher).puzzle.phase; got != gaveUp {
		t.Fatalf("after giving up the spectator's phase is %v", got)
	}
	watcher.H.MustSee("Given up after")
	end := samePuzzle(t, r)

	late := r.Join(nil)
	r.Sync(0)
	if got := puzzleReplicated(t, late.Game()); got != end {
		t.Fatalf("a late spectator replays to another room:\n%s\n%s", got, end)
	}
	watcher.H.Key("esc") // a spectator leaves at once; nothing is sent
	if watcher.Sent != 0 {
		t.Fatalf("the spectator's copy sent %d actions", watcher.Sent)
	}
	if !watcher.Left {
		t.Fatal("the spectator's Esc did not leave the room")
	}
}

// TestPuzzleRoomSolverChoosesCarrollsFromHisList: in a room of Carroll's
// doublets the solver's copy shows his list and the spectator waits;
// choosing the third begins it in every copy; two words typed before the
// first comes back are both applied, in order; and the next after it is
// Carroll's fourth.
func TestPuzzleRoomSolverChoosesCarrollsFromHisList(t *testing.T) {
	r := openPuzzleRoom(t, map[string]string{"puzzle": choiceCarroll}, []int{0}, nil)
	r.Sync(0)
	solver, watcher := r.Copies[0], r.Copies[1]
	solver.H.MustSee("Carroll's doublets of 1879")
	watcher.H.MustSee("Waiting for Ada")
	solver.H.Key("down", "down", "enter")
	r.Sync(0)
	p := roomOf(watcher).puzzle
	if p == nil || p.st.Source != sourceCarroll || p.st.Index != 2 {
		t.Fatalf("the spectator's puzzle: %+v", p)
	}
	samePuzzle(t, r)
	// Two words typed before the first comes back: the second waits for
	// it, then is checked against the chain that has it.
	one, err := doublets.Hint(p.dict, p.ladder.Doublet, p.ladder.Chain)
	if err != nil {
		t.Fatal(err)
	}
	two, err := doublets.Hint(p.dict, p.ladder.Doublet, append(slices.Clone(p.ladder.Chain), one))
	if err != nil {
		t.Fatal(err)
	}
	solver.H.Type(one)
	solver.H.Key("enter")
	solver.H.Type(two)
	solver.H.Key("enter")
	r.Sync(0)
	if got := roomOf(watcher).puzzle.ladder.Chain; len(got) < 3 || got[1] != one || got[2] != two {
		t.Fatalf("two words typed at once: the chain is %v", got)
	}
	samePuzzle(t, r)
	solveAtRoom(t, r, solver)
	solver.H.Key("n")
	r.Sync(0)
	if p := roomOf(watcher).puzzle; p.st.Index != 3 || p.phase != writing {
		t.Fatalf("after n: Carroll's %d, phase %v", p.st.Index+1, p.phase)
	}
	samePuzzle(t, r)
}

// TestPuzzleRoomDailyCarriesTheSolversDate: the doublet of the day is the
// one of the date the solver's copy sent, in every copy.
func TestPuzzleRoomDailyCarriesTheSolversDate(t *testing.T) {
	r := openPuzzleRoom(t, map[string]string{"puzzle": choiceDaily}, []int{0}, nil)
	r.Sync(0)
	r.Copies[0].H.Key("enter")
	r.Sync(0)
	p := roomOf(r.Copies[1]).puzzle
	if p == nil || p.st.Date != time.Now().Format(time.DateOnly) {
		t.Fatalf("the spectator's puzzle: %+v", p)
	}
	samePuzzle(t, r)
	solveAtRoom(t, r, r.Copies[0])
	if roomOf(r.Copies[1]).hasNext() || r.Copies[0].Top().(*PuzzleRoom).puzzle.keys.Next.Enabled() {
		t.Fatal("the doublet of the day offers a next")
	}
}

// TestPuzzleRoomRefusesForeignActions: hostile actions of the seat (words
// the chain cannot take, control characters, unknown kinds, bad times,
// dates and numbers, a second begin, a next while writing, a take-back of
// nothing) change nothing in any copy.
func TestPuzzleRoomRefusesForeignActions(t *testing.T) {
	r := openPuzzleRoom(t, newDoubletRoom, []int{0}, nil)
	r.Sync(0)
	submit := func(raw string) { r.Table.Submit(screen.Action{Seat: 0, Data: json.RawMessage(raw)}) }
	submit(`{"kind":"word","word":"cold"}`) // before the puzzle
	submit(`{"kind":"next"}`)
	r.Sync(0)
	if roomOf(r.Copies[1]).puzzle != nil {
		t.Fatal("a word or a next began the puzzle")
	}
	r.Copies[0].H.Key("enter")
	r.Sync(0)
	before := samePuzzle(t, r)
	p := roomOf(r.Copies[1]).puzzle
	for _, raw := range []string{
		`{"kind":"word","word":"zzzz","time_ns":5}`,
		`{"kind":"word","word":"` + p.ladder.Doublet.To() + `","time_ns":5}`,
		`{"kind":"word","word":"\u001b[2J","time_ns":5}`,
		`{"kind":"word","word":"abcdefghijklmnopqrstuvwxyzabcdefghij"}`,
		`{"kind":"undo","time_ns":5}`,
		`{"kind":"hint","time_ns":-5}`,
		`{"kind":"giveup","time_ns":999999999999999999}`,
		`{"kind":"puzzle"}`,
		`{"kind":"next"}`,
		`{"kind":"puzzle","date":"2026-13-45"}`,
		`{"kind":"puzzle","number":400}`,
		`{"kind":"launch"}`,
		`[1,2,3]`,
	} {
		submit(raw)
	}
	r.Table.Submit(screen.Action{Seat: 1, Data: json.RawMessage(`{"kind":"giveup"}`)}) // no such seat
	r.Sync(0)
	if got := samePuzzle(t, r); got != before {
		t.Fatalf("refused actions changed the room:\n%s\n%s", got, before)
	}
	next, err := doublets.Hint(dict.Default(), p.ladder.Doublet, p.ladder.Chain)
	if err != nil {
		t.Fatal(err)
	}
	submit(fmt.Sprintf(`{"kind":"word","word":%q,"time_ns":3000000000}`, strings.ToUpper(next)))
	r.Sync(0)
	if p := roomOf(r.Copies[1]).puzzle; len(p.ladder.Chain) != 2 || p.st.Elapsed != 3*time.Second {
		t.Fatalf("a good word after the refused ones: chain %v, time %v", p.ladder.Chain, p.st.Elapsed)
	}
}

// TestPuzzleRoomClockOfALateCopy: a room refuses the records (not a
// puzzle to watch), and a spectator's copy of a begun puzzle
// counts the time from when the room accepted the last action, so one
// built late shows the solver's time.
func TestPuzzleRoomClockOfALateCopy(t *testing.T) {
	for _, choice := range []string{choiceStats} {
		cfg := screen.Config{Seats: []seats.Seat{ada}, Options: map[string]string{"puzzle": choice}}
		if _, err := roomPuzzles(uitest.NewEnv(t), cfg, screen.Link{Send: func(screen.Action) {}}); err == nil {
			t.Fatalf("a room of %q was made", choice)
		}
	}
	cfg := screen.Config{Seats: []seats.Seat{ada}, Seed: 7, Options: newDoubletRoom}
	s, err := roomPuzzles(uitest.NewEnv(t), cfg, screen.Link{Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	begin, _ := json.Marshal(puzzleAction{Kind: kindBegin})
	h.Send(screen.ActionMsg{Seq: 0, Action: screen.Action{Seat: 0, Data: begin, At: time.Now().Add(-90 * time.Second)}})
	h.MustSee("1:30")
	r := h.Screen().(*PuzzleRoom)
	next, err := doublets.Hint(r.puzzle.dict, r.puzzle.ladder.Doublet, r.puzzle.ladder.Chain)
	if err != nil {
		t.Fatal(err)
	}
	word, _ := json.Marshal(puzzleAction{Kind: kindWord, Word: next, Time: 100 * time.Second})
	h.Send(screen.ActionMsg{Seq: 1, Action: screen.Action{Seat: 0, Data: word, At: time.Now().Add(-20 * time.Second)}})
	h.MustSee("2:00")
}

// FuzzPuzzleRoomActionDecoding gives a copy hostile actions before and
// during a puzzle or the jewels: none panics, the ladder stays sound, the
// jewels' chains and time bounded, and no control character reaches the
// terminal.
func FuzzPuzzleRoomActionDecoding(f *testing.F) {
	f.Add(`{"kind":"puzzle"}`, 0)
	f.Add(`{"kind":"word","word":"cold","time_ns":100}`, 1)
	f.Add(`{"kind":"hint","time_ns":100}`, 1)
	f.Add(`{"kind":"giveup"}`, 1)
	f.Add(`{"kind":"next"}`, 2)
	f.Add(`{"kind":"chain","words":["gold","bold"],"time_ns":5}`, 1)
	f.Add(`{"kind":"remove"}`, 1)
	f.Add(`{"kind":"finish","time_ns":5}`, 4)
	f.Add(`{"kind":"chain","words":["rose","nose"]}`, 4)
	f.Fuzz(func(t *testing.T, data string, steps int) {
		options := newDoubletRoom
		if steps/3%2 != 0 {
			options = map[string]string{"puzzle": choiceJewels}
		}
		cfg := screen.Config{Seats: []seats.Seat{ada}, Seed: 7, Options: options}
		s, err := roomPuzzles(uitest.NewEnv(t), cfg, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
		if err != nil {
			t.Fatal(err)
		}
		r := s.(*PuzzleRoom)
		seq := 0
		send := func(raw []byte) {
			r.Update(screen.ActionMsg{Seq: seq, Action: screen.Action{Seat: 0, Data: raw, At: time.Now()}})
			seq++
		}
		if steps%3 > 0 {
			send([]byte(`{"kind":"puzzle"}`))
		}
		if steps%3 > 1 {
			send([]byte(`{"kind":"giveup"}`))
		}
		send([]byte(data))
		if j := r.jewels; j != nil && (len(j.st.Chains) > maxJewelChains || j.st.Elapsed < 0 || j.st.Elapsed > maxPuzzleTime) {
			t.Fatalf("after %q the jewels hold %d chains, time %v", data, len(j.st.Chains), j.st.Elapsed)
		}
		if p := r.puzzle; p != nil {
			if err := p.ladder.attach(p.dict); err != nil {
				t.Fatalf("after %q the chain is broken: %v", data, err)
			}
			if p.st.Elapsed < 0 || p.st.Elapsed > maxPuzzleTime {
				t.Fatalf("after %q the time is %v", data, p.st.Elapsed)
			}
		}
		if frame := r.View(); strings.ContainsFunc(frame, func(r rune) bool { return r < ' ' && r != '\n' && r != 0x1b || r == 0x7f }) {
			t.Fatalf("after %q a control character reaches the terminal: %q", data, frame)
		}
	})
}

// TestPuzzleRoomDrawsInASCIIAndMono: with --ascii and NO_COLOR every
// frame of the solver's and the spectator's copies, from Carroll's list
// and the ready screen to the result, is bytes below 0x80 with no escape
// code; the jewels too.
func TestPuzzleRoomDrawsInASCIIAndMono(t *testing.T) {
	for _, options := range []map[string]string{{"puzzle": choiceCarroll}, newDoubletRoom, {"puzzle": choiceJewels}} {
		frames := 0
		check := func(c *roomtest.Copy, s screen.Screen, _ string) {
			frame := s.View()
			uitest.AssertASCII(t, fmt.Sprintf("seats %v", c.Seats), frame)
			if strings.Contains(frame, "\x1b") {
				t.Fatalf("an escape code in Mono: %q", frame)
			}
			frames++
		}
		cfg := screen.Config{Seats: []seats.Seat{ada}, Seed: 7, Options: options}
		r := roomtest.Open(t, PuzzlesEntry(), func() *screen.Env { return uitest.NewASCIIEnv(t) }, cfg, check, []int{0}, nil)
		r.Sync(0)
		r.Copies[0].H.Key("enter")
		r.Sync(0)
		if options["puzzle"] == choiceJewels {
			r.Copies[0].H.Type("cat dog")
			r.Copies[0].H.Key("enter")
			r.Sync(0)
			r.Copies[0].H.Key("ctrl+g", "y")
			r.Sync(0)
		} else {
			r.Copies[0].H.Key("tab")
			r.Sync(0)
			solveAtRoom(t, r, r.Copies[0])
		}
		r.Copies[1].H.Key("down")
		if frames < 10 {
			t.Fatalf("only %d frames checked", frames)
		}
	}
}

// TestPuzzleRoomClockAfterARestart: a room of puzzles saved 40 s into the
// puzzle and restored an hour later: a copy joining shows the solver's
// 0:40 going on, not 0:00 and not the hour the server was down.
func TestPuzzleRoomClockAfterARestart(t *testing.T) {
	r := openPuzzleRoom(t, newDoubletRoom, []int{0})
	r.Sync(0)
	r.Copies[0].H.Key("enter")
	r.Sync(0)
	snap := r.Table.Snapshot()
	snap.Taken = time.Now().Add(-time.Hour)
	snap.Stamps[0] = snap.Taken.Add(-40 * time.Second)
	back, err := room.Restore(PuzzlesEntry(), uitest.NewEnv(t), snap)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	s, err := roomPuzzles(uitest.NewEnv(t), back.Config(), screen.Link{Seats: []int{0}, Send: back.Submitter([]int{0})})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	msgs := make(chan tea.Msg, 8)
	back.Join(func(m tea.Msg) { msgs <- m })
	h.Send(<-msgs)
	h.MustSee("0:40")
}

// jewelsReplicated is what every copy of a jewels room must hold alike.
func jewelsReplicated(t *testing.T, s screen.Screen) string {
	t.Helper()
	r := s.(*PuzzleRoom)
	out := struct {
		Begun int
		State *jewelsState `json:",omitempty"`
		Done  bool
		Marks int
	}{Begun: r.begun}
	if j := r.jewels; j != nil {
		st := j.st
		out.State, out.Done, out.Marks = &st, j.done, j.score.Marks
	}
	data, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestPuzzleRoomJewelsWatched: the jewels in a room: the solver writes a
// chain between two jewels and a chain that scores nothing, removes the
// last, and ends; the spectator's copy holds each change as it is applied
// and the same marks and time at the end; a chain of control characters
// or of one word changes nothing; n draws another eighteen in every copy;
// a late spectator replays to the same room.
func TestPuzzleRoomJewelsWatched(t *testing.T) {
	r := openPuzzleRoom(t, map[string]string{"puzzle": choiceJewels}, []int{0}, nil)
	same := func() string {
		t.Helper()
		return r.Same(puzzleRoomApplied, func(s screen.Screen) string { return jewelsReplicated(t, s) })
	}
	r.Sync(0)
	solver, watcher := r.Copies[0], r.Copies[1]
	solver.H.Key("enter")
	r.Sync(0)
	j := roomOf(watcher).jewels
	if j == nil || len(j.st.Jewels) != 18 {
		t.Fatal("the jewels were not drawn at the spectator's")
	}
	watcher.H.MustSee("watching Ada")
	chains := doublets.ExtraChains(dict.Default(), j.st.Jewels, nil, doublets.Expert, time.Minute, rand.New(rand.NewPCG(1, 2)))
	if len(chains) == 0 {
		t.Fatal("no chain among the jewels")
	}
	solver.H.Type(strings.Join(chains[0], " "))
	solver.H.Key("enter")
	r.Sync(0)
	if got := roomOf(watcher).jewels; len(got.st.Chains) != 1 || got.score.Marks <= 0 {
		t.Fatalf("the spectator holds chains %v, %d marks", got.st.Chains, got.score.Marks)
	}
	watcher.H.MustSee(strings.ToUpper(strings.Join(chains[0], " ")))
	solver.H.Type("cat dog")
	solver.H.Key("enter")
	r.Sync(0)
	solver.H.Key("ctrl+z")
	r.Sync(0)
	before := same()
	for _, raw := range []string{`{"kind":"chain","words":["\u001b[2J","cat"]}`, `{"kind":"chain","words":["cat"]}`, `{"kind":"chain","words":[]}`} {
		r.Table.Submit(screen.Action{Seat: 0, Data: json.RawMessage(raw)})
	}
	r.Sync(0)
	if got := same(); got != before {
		t.Fatalf("refused chains changed the room:\n%s\n%s", got, before)
	}
	solver.H.Key("ctrl+g", "y")
	r.Sync(0)
	end := roomOf(watcher).jewels
	if !end.done || len(end.st.Chains) != 1 || !roomOf(watcher).GameOver() {
		t.Fatalf("after the end: done %v, chains %v", end.done, end.st.Chains)
	}
	watcher.H.MustSee("marks in all")
	final := same()
	late := r.Join(nil)
	r.Sync(0)
	if got := jewelsReplicated(t, late.Game()); got != final {
		t.Fatalf("a late spectator replays to another room:\n%s\n%s", got, final)
	}
	watcher.H.Key("n")
	r.Sync(0)
	if roomOf(watcher).jewels != end {
		t.Fatal("the spectator's n drew new jewels")
	}
	solver.H.Key("n")
	r.Sync(0)
	next := roomOf(watcher).jewels
	if next == end || next.done || slices.Equal(next.st.Jewels, end.st.Jewels) || next.st.Seed != 8 {
		t.Fatalf("after n: done %v, seed %d", next.done, next.st.Seed)
	}
	same()
}

// TestPuzzleRoomKeysTypedWhileAwayReachTheScreenTheyOpen: the solver's
// keys typed while his Begin is on its way to the room are played when it
// comes back; F1 among them opens the rules, and the keys after it go on
// to the screen on top: Esc closes the rules, and the letters reach the
// puzzle's field (they were dropped).
func TestPuzzleRoomKeysTypedWhileAwayReachTheScreenTheyOpen(t *testing.T) {
	r := openPuzzleRoom(t, newDoubletRoom, []int{0})
	r.Sync(0)
	solver := r.Copies[0]
	solver.H.Key("enter") // Begin: on its way to the room
	solver.H.Key("f1", "esc")
	solver.H.Type("ab")
	if roomOf(solver).puzzle != nil {
		t.Fatal("the puzzle began before the room handed Begin back")
	}
	r.Sync(0)
	p := roomOf(solver).puzzle
	if p == nil {
		t.Fatal("Begin did not begin the puzzle")
	}
	solver.H.MustNotSee("Rules of Doublets")
	if got := p.ladder.Input(); got != "ab" {
		t.Fatalf("the puzzle's field holds %q, want the letters typed after the rules: %q", got, "ab")
	}
}
