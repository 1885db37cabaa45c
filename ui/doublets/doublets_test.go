package doublets

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

func testEnv(t *testing.T) *screen.Env { return uitest.NewEnv(t) }

var ada = seats.Seat{Name: "Ada", Kind: seats.Human}

// pigToSty opens Carroll's first puzzle, "Drive PIG into STY.".
func pigToSty(t *testing.T, env *screen.Env) *uitest.Harness {
	t.Helper()
	p, err := carrollPuzzle(env, ada, 0)
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, p, 80, 24)
	h.MustSee("Drive PIG into STY.")
	return h
}

func puzzle(h *uitest.Harness) *Puzzle { return h.Screen().(*Puzzle) }

func TestPuzzleRefusesABadLinkAndKeepsTheChain(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Type("pit")
	h.Key("enter")
	h.Type("sat")
	h.Key("enter")
	h.MustSee("more than one letter differs (positions 1 and 2)")
	if got := puzzle(h).ladder.Chain; strings.Join(got, " ") != "pig pit" {
		t.Fatalf("chain %v after a refused link", got)
	}
	if puzzle(h).ladder.Input() != "sat" {
		t.Fatal("the refused word was not kept for mending")
	}
	h.Key("ctrl+u")
	h.Type("pxt")
	h.Key("enter")
	h.MustSee("PXT is not in the dictionary")
}

func TestPuzzleTypingShowsWhichLetterChanged(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Type("pi")
	h.MustNotSee("^")
	h.Type("t")
	h.MustSee("  ^") // under the third letter
	h.Key("enter")
	h.MustSee("PIT  3: g>t")
}

func TestPuzzleOnlyLettersAreTyped(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Type("p1")
	h.MustSee("Only the letters a to z")
	h.Type("itx")
	h.MustSee("Words of this doublet have 3 letters")
	if puzzle(h).ladder.Input() != "pit" {
		t.Fatalf("input %q", puzzle(h).ladder.Input())
	}
}

func TestPuzzleUndoTakesBackTheLastLink(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Type("pit")
	h.Key("enter")
	h.Key("backspace") // on an empty line: takes back PIT
	if got := puzzle(h).ladder.Chain; len(got) != 1 {
		t.Fatalf("chain %v after undo", got)
	}
	h.Key("ctrl+z")
	h.MustSee("Nothing to take back")
}

func TestPuzzleSolvedShowsParCarrollsChainAndMarks(t *testing.T) {
	env := testEnv(t)
	h := pigToSty(t, env)
	for _, w := range []string{"pit", "sit", "sat", "say"} {
		h.Type(w)
		h.Key("enter")
	}
	p := puzzle(h)
	if p.phase != solved {
		t.Fatalf("phase %v after Carroll's own chain", p.phase)
	}
	if strings.Join(p.ladder.Chain, " ") != "pig pit sit sat say sty" {
		t.Fatalf("chain %v: STY did not close it", p.ladder.Chain)
	}
	for _, want := range []string{"Solved in", "4 links; par is", "Carroll's (1879)", "A shortest chain", "Marks", "Share: Carroll's doublet no. 1: 4 links"} {
		h.MustSee(want)
	}
	// On the result screen it is said once: the headline, then the body,
	// not a reason between them repeating it.
	result, ok := h.Navigated().Next.(*screen.Result)
	if !ok {
		t.Fatalf("solving did not go to the result:\n%s", h.View())
	}
	r := uitest.NewScreen(t, result, 80, 24)
	r.MustSee("Solved: Drive PIG into STY.")
	if n := strings.Count(r.View(), "par 4"); n != 1 {
		t.Errorf("the result says the par %d times, want once (in the share line):\n%s", n, r.View())
	}
	if strings.Contains(p.shareLine(), "SIT") || strings.Contains(strings.ToLower(p.shareLine()), "sit") {
		t.Fatal("the share line gives a word away")
	}
	rec := loadRecords(env.Store)
	if _, ok := rec.Bests["carroll-1"]; !ok {
		t.Fatal("the solution was not recorded")
	}
	if _, err := env.Store.Load(PuzzlesID, puzzleVersion); err == nil {
		t.Fatal("the autosave of a solved puzzle was kept")
	}
}

func TestPuzzleHintIsCountedAndShortens(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Key("tab")
	p := puzzle(h)
	if p.ladder.Hints != 1 || len(p.ladder.Chain) != 2 {
		t.Fatalf("after a hint: hints %d chain %v", p.ladder.Hints, p.ladder.Chain)
	}
	h.MustSee("hints 1")
}

func TestPuzzleGiveUpShowsAShortestChain(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Key("ctrl+g", "y")
	h.MustSee("Given up")
	h.MustSee("A shortest chain")
}

// TestPuzzleResultDefinesTheWordsShown: Carroll's ELM to OAK passes ELL,
// which is no familiar word: the result defines it under the chains, and
// Left and Right go through every word shown with its definition.
func TestPuzzleResultDefinesTheWordsShown(t *testing.T) {
	env := testEnv(t)
	p, err := carrollPuzzle(env, ada, 8)
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, p, 80, 24)
	h.MustSee("Change ELM into OAK.")
	h.Key("ctrl+g", "y")
	result, ok := h.Navigated().Next.(*screen.Result)
	if !ok {
		t.Fatalf("giving up did not go to the result:\n%s", h.View())
	}
	h = uitest.NewScreen(t, result, 80, 24)
	h.MustSee("Words you may not know")
	h.MustSee("ELL  an extension at the end")
	h.Key("right")
	h.MustSee("ELM (1 of")
	h.MustSee("trees of the genus Ulmus")
}

func TestPuzzleResumesMidChainWithItsClock(t *testing.T) {
	env := testEnv(t)
	h := pigToSty(t, env)
	h.Type("pit")
	h.Key("enter")
	p := puzzle(h)
	p.st.Elapsed = 95e9 // as if 95 seconds had passed
	h.Send(screen.QuittingMsg{})
	saved, err := env.Store.Load(PuzzlesID, puzzleVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumePuzzle(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	h2 := uitest.NewScreen(t, s, 80, 24)
	r := puzzle(h2)
	if strings.Join(r.ladder.Chain, " ") != "pig pit" || r.st.Elapsed < 95e9 {
		t.Fatalf("resumed chain %v clock %v", r.ladder.Chain, r.st.Elapsed)
	}
	h2.MustSee("1:35")
}

func TestPuzzleRejectsABrokenSavedChain(t *testing.T) {
	env := testEnv(t)
	st := puzzleState{Source: sourceCarroll, Index: 0, Ladder: Ladder{Doublet: doublets.Doublet{Words: []string{"pig", "sty"}}, Chain: []string{"pig", "sag"}}}
	data, _ := json.Marshal(st)
	if _, err := resumePuzzle(env, store.Envelope{Game: PuzzlesID, Version: 1, Seats: []seats.Seat{ada}, State: data}); err == nil {
		t.Fatal("a chain with a bad link was resumed")
	}
}

func TestPuzzleEscAsksThenLeaves(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Key("esc")
	h.MustSee("Leave this puzzle?")
	h.Key("y")
	if _, ok := h.Screen().(*Puzzle); !ok {
		t.Fatal("model changed type")
	}
	if h.Navigated().Kind != screen.GoingHome {
		t.Fatalf("y did not leave: %+v", h.Navigated())
	}
}

func TestPickerListsCarrollsPuzzles(t *testing.T) {
	env := testEnv(t)
	h := uitest.NewScreen(t, newPicker(env, ada), 80, 24)
	h.MustSee("Drive PIG into STY.")
	h.MustSee("0 of 39 solved")
	for i := 0; i < 38; i++ {
		h.Key("down")
	}
	h.MustSee("39.")
}

func TestGeneratedAndDailyPuzzlesStart(t *testing.T) {
	env := testEnv(t)
	for _, choice := range []string{choiceDaily, choiceNew} {
		s, err := newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Seed: 3, Options: map[string]string{
			"puzzle": choice, "difficulty": "Easy (2-3 links)", "length": "4"}})
		if err != nil {
			t.Fatalf("%s: %v", choice, err)
		}
		h := uitest.NewScreen(t, s, 80, 24)
		h.MustSee("Change ")
	}
}

func TestScreensAtEverySize(t *testing.T) {
	env := testEnv(t)
	p, _ := carrollPuzzle(env, ada, 0)
	g, _ := newGame(env, screen.Config{Seats: []seats.Seat{ada, {Name: "Bob", Kind: seats.Human}}, Seed: 2, Options: map[string]string{}})
	for _, s := range []screen.Screen{p, newPicker(env, ada), g} {
		h := uitest.NewScreen(t, s, 80, 24)
		for _, size := range [][2]int{{1, 1}, {20, 5}, {48, 16}, {80, 24}, {160, 50}} {
			h.Send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			_ = h.View()
		}
	}
}

func TestResumedCarrollPuzzleOffersTheNextOne(t *testing.T) {
	env := testEnv(t)
	h := pigToSty(t, env)
	h.Type("pit")
	h.Key("enter")
	h.Send(screen.QuittingMsg{})
	saved, err := env.Store.Load(PuzzlesID, puzzleVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumePuzzle(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	p := s.(*Puzzle)
	if p.next == nil {
		t.Fatal("a resumed Carroll puzzle has no next puzzle")
	}
	next, err := p.next()
	if err != nil || next.(*Puzzle).title != "Dip PEN into INK." {
		t.Fatalf("next is %v, %v", next, err)
	}
}

// TestTypingBurstIgnoresApostrophesAndHyphens: a fast burst of keys (one
// message) with an apostrophe or a hyphen keeps every letter, as the rules
// say; another non-letter is refused alone.
func TestTypingBurstIgnoresApostrophesAndHyphens(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("p'i-t")})
	if got := puzzle(h).ladder.Input(); got != "pit" {
		t.Fatalf("the burst p'i-t typed %q", got)
	}
	h.Key("ctrl+u")
	h.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("p1it")})
	if got := puzzle(h).ladder.Input(); got != "pit" {
		t.Fatalf("the burst p1it typed %q", got)
	}
	h.MustSee("Only the letters a to z")
}

// TestPuzzleGiveUpAsksFirst: Ctrl+G asks before giving up; "n" goes on.
func TestPuzzleGiveUpAsksFirst(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Key("ctrl+g")
	h.MustSee("Give up this puzzle")
	h.Key("n")
	h.MustNotSee("Given up")
	h.Key("ctrl+g", "y")
	h.MustSee("Given up")
}

// TestPuzzleHintsCostMarks: each hint taken costs a mark.
func TestPuzzleHintsCostMarks(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Key("tab")
	p := puzzle(h)
	full := doublets.SoloScore(p.ladder.Doublet, p.par, p.par)
	if p.ladder.Hints != 1 {
		t.Fatalf("hints %d", p.ladder.Hints)
	}
	for i := 0; i < 10 && p.phase == writing; i++ {
		h.Key("tab")
		p = puzzle(h)
	}
	if got, want := p.marks(), full-p.ladder.Hints; got != want || want >= full {
		t.Fatalf("marks %d after %d hints, want %d of %d", got, p.ladder.Hints, want, full)
	}
}

// TestPuzzleParOverCommonWordsOrSaysSo: a doublet no common words can join
// (AGAR to FLEE needs ALAR, ALAE, ALEE) shows its shortest chain as one of
// rarer words, and says so; a doublet of everyday words has its par over
// common words.
func TestPuzzleParOverCommonWordsOrSaysSo(t *testing.T) {
	env := testEnv(t)
	d := dict.Default()
	db, err := doublets.New("agar", "flee")
	if err != nil {
		t.Fatal(err)
	}
	s, err := newPuzzle(env, ada, puzzleState{Source: sourceGenerated, Difficulty: "Easy (2-3 links)", Length: 4, Ladder: NewLadder(d, db)})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	h.Key("ctrl+g", "y")
	h.MustSee("Shortest (rarer words)")
	h2 := pigToSty(t, env)
	for _, w := range []string{"pit", "sit", "sat", "say"} {
		h2.Type(w)
		h2.Key("enter")
	}
	h2.MustSee("over common words")
}

// TestPuzzleLongChainScrollsInTheResult: a long chain handed in at 80x24
// keeps the footer on the screen, and scrolling shows the chain's end.
func TestPuzzleLongChainScrollsInTheResult(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	// PIG to STY the long way round: the chain closes after SAY.
	long := "pit pat pan pen hen hem him rim rip sip sap sat say"
	for _, w := range strings.Fields(long) {
		h.Type(w)
		h.Key("enter")
	}
	if puzzle(h).phase != solved {
		t.Fatalf("the long chain was not accepted: %v", puzzle(h).ladder.Chain)
	}
	if lines := strings.Count(h.View(), "\n") + 1; lines > 24 {
		t.Fatalf("the result is %d lines high", lines)
	}
	h.MustSee("esc")
	h.MustSee("lines 1-")
	for range 30 {
		h.Key("down")
	}
	h.MustNotSee("lines 1-")
	h.MustSee("up and down scroll")
	if lines := strings.Count(h.View(), "\n") + 1; lines > 24 {
		t.Fatalf("the scrolled result is %d lines high", lines)
	}
}

// TestPuzzleClockStandsStillWhileTheLeaveQuestionIsOpen (issue 41, 7).
func TestPuzzleClockStandsStillWhileTheLeaveQuestionIsOpen(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	startClock(t, puzzle(h))
	h.Key("esc")
	h.MustSee("Leave this puzzle?")
	if puzzle(h).clock.Running() {
		t.Fatal("the clock runs while the leave question is open")
	}
	p := puzzle(h)
	_, cmd := p.Update(uitest.Key("n"))
	if cmd == nil || p.footer.Asking() {
		t.Fatal("No did not put the question away and start the clock")
	}
	if seq := reflect.ValueOf(cmd()); seq.Kind() != reflect.Slice {
		t.Fatalf("No gave %T, not the clock's start", seq.Interface())
	}
}

// startClock runs the puzzle's clock as the program would: the harness
// leaves a stopwatch's start (a sequence of a message and a tick) unrun.
func startClock(t *testing.T, p *Puzzle) {
	t.Helper()
	seq := reflect.ValueOf(p.clock.Start()())
	if seq.Kind() != reflect.Slice || seq.Len() == 0 {
		t.Fatalf("the clock's start is %T", seq.Interface())
	}
	start := seq.Index(0).Interface().(tea.Cmd)
	p.clock, _ = p.clock.Update(start())
	if !p.clock.Running() {
		t.Fatal("the clock did not start")
	}
}

// TestDailyIsTheDayTakenForToday: with --date, the doublet of the day is
// that day's, and the attempt is recorded on that day.
func TestDailyIsTheDayTakenForToday(t *testing.T) {
	env := testEnv(t)
	env.Date = "2027-01-08"
	want, err := doublets.Daily(dict.Default(), "2027-01-08")
	if err != nil {
		t.Fatal(err)
	}
	s, err := newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Seed: 3, Options: map[string]string{"puzzle": choiceDaily}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	h.MustSee(strings.ToUpper(want.From()))
	h.MustSee(strings.ToUpper(want.To()))
	h.MustSee("2027-01-08")
	h.Key("ctrl+g") // give up: the attempt ends
	h.Type("y")
	rec := loadRecords(env.Store)
	if len(rec.Attempts) != 1 || rec.Attempts[0].Date != "2027-01-08" || rec.Attempts[0].Key != "daily-2027-01-08" {
		t.Fatalf("attempts %+v", rec.Attempts)
	}
}

// TestStartingTheSameDailyAgainTakesItUp: the day's doublet left unfinished
// (a hint taken) is taken up again, hint and all, when the daily is chosen
// again; it is not a fresh first attempt. Another puzzle still asks.
func TestStartingTheSameDailyAgainTakesItUp(t *testing.T) {
	env := testEnv(t)
	env.Date = "2027-01-08"
	daily := screen.Config{Seats: []seats.Seat{ada}, Seed: 3, Options: map[string]string{"puzzle": choiceDaily}}
	s, err := newPuzzles(env, daily)
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	h.Key("tab")
	h.MustSee("hints 1")
	h.Send(screen.QuittingMsg{})

	s, err = newPuzzles(env, daily)
	if err != nil {
		t.Fatal(err)
	}
	h = uitest.NewScreen(t, s, 80, 24)
	h.MustSee("hints 1")
	h.MustNotSee("Start the new puzzle?")

	env.Date = "2027-01-09"
	s, err = newPuzzles(env, daily)
	if err != nil {
		t.Fatal(err)
	}
	h = uitest.NewScreen(t, s, 80, 24)
	h.MustSee("An unfinished puzzle is saved: the doublet of 2027-01-08.")
}
