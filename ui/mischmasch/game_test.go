package mischmasch

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/mischmasch"
	"parlour/ui/internal/uitest"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// playOut presses Enter on every reveal until the summary; the computers
// do the rest.
func playOut(t *testing.T, h *uitest.Harness) {
	t.Helper()
	for range 200 {
		g := game(h)
		if g.over() && !g.st.Reveal {
			return
		}
		if !g.st.Reveal {
			t.Fatalf("the computers stopped before the end:\n%s", h.View())
		}
		h.Key("enter")
	}
	t.Fatal("the game did not end in 200 moves")
}

func TestComputerGameToTheEnd(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{expert, easy}, map[string]string{"target": "10", "scoring": "1886", "judge": "Carroll's way"})
	h.MustSee("Words that hold")
	playOut(t, h)
	g := game(h)
	r := mischmasch.Outcome(g.st.Game)
	if r.Status == mischmasch.Ongoing || max(g.st.Game.Score(0), g.st.Game.Score(1)) < 10 {
		t.Fatalf("the summary of an unfinished game: %+v", r)
	}
	for _, want := range []string{"the game is over", "Words right", "Score", "The moves"} {
		h.MustSee(want)
	}
	if r.Status == mischmasch.Win {
		h.MustSee(g.sideName(r.Winner) + " wins")
	}
	if _, err := env.Store.Load(GameID, gameVersion); err == nil {
		t.Fatal("the save of a finished game was kept")
	}
	lines := 2 * g.completed()
	h.MustSee(fmt.Sprintf("(1 to 6 of %d lines", lines))
	for range lines {
		h.Key("down")
	}
	h.MustSee(fmt.Sprintf("(%d to %d of %d lines", lines-5, lines, lines))
}

func TestPersonAgainstComputerToTheEnd(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{ada, easy}, map[string]string{"target": "5"})
	for range 60 {
		g := game(h)
		switch {
		case g.over() && !g.st.Reveal:
			h.MustSee("the game is over")
			h.Key("enter")
			return
		case g.st.Reveal:
			h.Key("enter")
		case g.desk == nil:
			t.Fatalf("nothing to do:\n%s", h.View())
		case g.desk.turn.Task == mischmasch.TaskSet:
			h.Type("zq") // no word holds it: the computer may miss that
			h.Key("enter")
		case g.desk.turn.Task == mischmasch.TaskDeclare:
			if w := mischmasch.Examples(g.dict, g.nucleus(g.desk.turn), 1); len(w) > 0 {
				answer(h, w[0])
			} else {
				choose(h, 1) // no word
			}
		default: // after the computer's "no word" to ZQ: no word either
			h.Key("enter", "y")
		}
	}
	t.Fatal("the game did not end")
}

// babbageChooses opens a game of Ada against Babbage whose computer takes
// a person's time; Ada sets CKL, and Babbage is choosing her nucleus.
func babbageChooses(t *testing.T) *uitest.Harness {
	t.Helper()
	s, err := newGame(testEnv(t), screen.Config{Seats: []seats.Seat{ada, expert}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24) // at a person's pace
	h.Type("ckl")
	h.Key("enter")
	return h
}

func TestComputerTakesItsTimeAndMayBeHurried(t *testing.T) {
	h := babbageChooses(t)
	if g := game(h); g.desk != nil || len(g.computer.plans) != 1 {
		t.Fatalf("the computer set at once, or did not decide: desk %v plans %v", g.desk, g.computer.plans)
	}
	h.MustSee("Babbage (computer, Expert) is choosing a nucleus for Ada")
	h.MustSee("space hurry the computer")
	h.MustNotSee("CKL")
	h.Key(" ")
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare {
		t.Fatalf("after hurrying, the desk is %+v", turn)
	}
}

func TestResumeMidAnswerKeepsTheDeskAndTheClock(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{ada, easy}, nil)
	h.Type("ckl")
	h.Key("enter")
	g := game(h)
	n := g.st.Game.Attempt(mischmasch.SideA).Nucleus
	g.st.Used[0] = 42 * time.Second
	h.Send(screen.QuittingMsg{})

	s, err := resumeGame(env, saved(t, env))
	if err != nil {
		t.Fatal(err)
	}
	h2 := open(t, s)
	if turn := deskTurn(t, h2); turn.Task != mischmasch.TaskDeclare || turn.Seat != 0 {
		t.Fatalf("resumed at %+v", turn)
	}
	h2.MustSee(spaced(n))
	h2.MustSee("1:18 left of 2:00")
	answer(h2, rightWord(t, h2))
	h2.MustSee("word right")
}

func TestResumeOfTwoPeopleStartsWithAHandOver(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{ada, bob}, nil)
	h.Key("enter")
	h.Type("ckl")
	h.Key("enter")
	s, err := resumeGame(env, saved(t, env))
	if err != nil {
		t.Fatal(err)
	}
	h2 := open(t, s)
	mustHandOver(t, h2, "Bob")
	h2.Key("enter")
	h2.MustSee("Bob sets a nucleus for Ada")
}

func TestResumeShowsTheRevealAgain(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{ada, easy}, nil)
	h.Type("ckl")
	h.Key("enter")
	choose(h, 2) // resign
	h.MustSee(`"I resign"`)
	s, err := resumeGame(env, saved(t, env))
	if err != nil {
		t.Fatal(err)
	}
	h2 := open(t, s)
	h2.MustSee(`"I resign"`)
	h2.MustSee("Words that hold CKL")
	h2.Key("enter")
	h2.MustSee("Ada sets a nucleus for Lovelace")
	h2.MustSee("Resigned, so barred")
}

func TestResumeRefusesASaveForOtherSeats(t *testing.T) {
	env := testEnv(t)
	start(t, env, []seats.Seat{ada, easy}, nil)
	e := saved(t, env)
	e.Seats = append(e.Seats, bob, expert)
	if _, err := resumeGame(env, e); err == nil {
		t.Fatal("a game for two was resumed with four seats")
	}
}

func TestTeamsOfTwo(t *testing.T) {
	cy := seats.Seat{Name: "Cy", Kind: seats.Computer, Level: seats.Medium}
	di := seats.Seat{Name: "Di", Kind: seats.Computer, Level: seats.Hard}
	h := start(t, testEnv(t), []seats.Seat{ada, bob, cy, di}, nil)
	// Cy and Di set; Ada and Bob answer, each behind a hand-over.
	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("Ada & Cy 0")
	h.MustSee("Bob & Di 0")
	h.MustSee("Ada answers the nucleus set by Di")
	choose(h, 3) // not ready
	mustHandOver(t, h, "Bob")
	h.Key("enter")
	h.MustSee("Bob answers the nucleus set by Cy")
	choose(h, 2) // resign
	h.MustSee("Ada & Cy score 1")
	h.Key("enter")
	// Ada keeps her nucleus and answers it again. Bob's side gets a new
	// one, so Bob and Di change places: Di answers it, set by Cy, and Bob,
	// who sets now, has nothing to set, as Ada keeps hers.
	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("Ada answers the nucleus set by Di")
	h.MustSee("try 2")
	g := game(h)
	if g.st.Game.Guesser(mischmasch.SideB) != 3 || g.st.Game.Setter(mischmasch.SideB) != 1 {
		t.Fatalf("Bob's side: guesser %d, setter %d", g.st.Game.Guesser(mischmasch.SideB), g.st.Game.Setter(mischmasch.SideB))
	}
}

func TestThreePlayersAreRefused(t *testing.T) {
	_, err := newGame(testEnv(t), screen.Config{Seats: []seats.Seat{ada, bob, expert}})
	if err == nil || !strings.Contains(err.Error(), "two players or two teams of two") {
		t.Fatalf("three players: %v", err)
	}
}

func TestUnknownOptionIsRefused(t *testing.T) {
	if _, err := newGame(testEnv(t), screen.Config{Seats: []seats.Seat{ada, bob}, Options: map[string]string{"time": "7 hours"}}); err == nil {
		t.Fatal("an unknown time limit was accepted")
	}
}

func TestOptionsReachTheRules(t *testing.T) {
	r, err := parseRules(map[string]string{"target": "15", "time": "off", "scoring": "1886", "judge": "Carroll's way"}, 4)
	want := mischmasch.Rules{Target: 15, Scoring: mischmasch.Scoring1886, Judge: mischmasch.JudgeCarroll, Teams: true}
	if err != nil || r != want {
		t.Fatalf("got %+v, %v", r, err)
	}
	for _, o := range GameEntry().Options {
		for _, c := range o.Choices {
			for _, stored := range []string{c.Value, c.Label} { // a value, or an old set-up's label
				if _, err := parseRules(map[string]string{o.Key: stored}, 2); err != nil {
					t.Errorf("%s %q: %v", o.Key, stored, err)
				}
			}
		}
	}
	if _, err := parseRules(map[string]string{"time": "7 min"}, 2); err == nil {
		t.Error("a time the set-up never offered was read")
	}
}

// TestScreensAtEverySize draws every kind of screen from the tiny to the
// large; at the game's minimum the key help is still on the last line.
func TestScreensAtEverySize(t *testing.T) {
	env := testEnv(t)
	people := start(t, env, []seats.Seat{ada, bob}, nil) // a hand-over
	setting := start(t, env, []seats.Seat{ada, easy}, nil)
	answering := start(t, env, []seats.Seat{ada, easy}, nil)
	answering.Type("ckl")
	answering.Key("enter")
	reveal := start(t, env, []seats.Seat{ada, easy}, nil)
	reveal.Type("ckl")
	reveal.Key("enter")
	answer(reveal, "hekcle")
	s, _ := newGame(env, screen.Config{Seats: []seats.Seat{ada, expert}, Seed: 5})
	waiting := uitest.NewScreen(t, s, 80, 24)
	waiting.Type("ckl")
	waiting.Key("enter")
	over := start(t, env, []seats.Seat{expert, easy}, map[string]string{"target": "5"})
	playOut(t, over)

	minW, minH := game(setting).MinSize()
	for _, h := range []*uitest.Harness{people, setting, answering, reveal, waiting, over} {
		for _, size := range [][2]int{{1, 1}, {20, 5}, {minW, minH}, {80, 24}, {160, 50}} {
			h.Send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			view := h.View()
			if size[0] < minW || game(h).handoff != nil {
				continue
			}
			lines := strings.Split(view, "\n")
			if len(lines) != size[1] || !strings.Contains(lines[len(lines)-1], "esc") {
				t.Errorf("at %d×%d the screen has %d lines, the last %q:\n%s", size[0], size[1], len(lines), lines[len(lines)-1], view)
			}
			for _, l := range lines {
				if w := len([]rune(l)); w > size[0] {
					t.Errorf("at %d×%d a line is %d wide: %q", size[0], size[1], w, l)
				}
			}
		}
	}
}

// Issue 17: a save with a 5,000-letter nucleus is refused with a clear
// message; names from a save are drawn escaped and cut to the cap.
func TestResumeRefusesAHugeNucleusAndCleansNames(t *testing.T) {
	env := testEnv(t)
	s, err := mischmasch.New(nil, mischmasch.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	st := gameState{Game: s, Seed: 1, Used: make([]time.Duration, 2)}
	state, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	table := []seats.Seat{{Name: "Ada\x1b[2J\x1b]0;x\x07", Kind: seats.Human}, {Name: strings.Repeat("Bob", 30000), Kind: seats.Human}}
	bad := strings.Replace(string(state), `"attempts":[{`, `"attempts":[{"nucleus":"`+strings.Repeat("ab", 2500)+`",`, 1)
	_, err = resumeGame(env, store.Envelope{Game: GameID, Version: gameVersion, Seats: table, State: []byte(bad)})
	if err == nil || !strings.Contains(err.Error(), "at most 64 letters") || len(err.Error()) > 300 {
		t.Fatalf("resuming a 5,000-letter nucleus: %v", err)
	}
	g, err := resumeGame(env, store.Envelope{Game: GameID, Version: gameVersion, Seats: table, State: state})
	if err != nil {
		t.Fatal(err)
	}
	h := open(t, g)
	if strings.ContainsAny(h.Model.View(), "\x1b\x07") {
		t.Fatalf("a raw escape reached the screen")
	}
	for _, s := range game(h).seats {
		if len([]rune(s.Name)) > sanitize.MaxName {
			t.Errorf("a name of %d characters", len([]rune(s.Name)))
		}
	}
	h.MustSee(`Ada\x1b[2J`)
}

// Esc with the full key help open closes the help, and does not ask to
// leave; the next Esc does.
func TestEscClosesTheKeyHelpBeforeAskingToLeave(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
	h.MustCloseHelpBeforeLeaving(func() bool { return game(h).showAll }, func() bool { return game(h).footer.Asking() })
}

// Enter answers no yes/no question: not the leave question, not the
// confirmation of an answer. Only y does.
func TestEnterAnswersNoQuestion(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
	h.Type("ckl")
	h.Key("enter")
	h.Key("esc")
	if next, _ := game(h).Update(uitest.Key("enter")); next != screen.Screen(game(h)) {
		t.Fatalf("Enter on the leave question led to %#v", next)
	}
	if !game(h).footer.Asking() {
		t.Fatal("Enter answered the leave question")
	}
	h.MustSee("Leave this game?")
	h.Key("n")
	h.Type(rightWord(t, h))
	h.Key("enter")
	h.MustSee("It is final")
	h.Key("enter")
	if g := game(h); g.desk == nil || !g.desk.ask.Open() {
		t.Fatal("Enter confirmed the answer")
	}
	h.MustSee("It is final")
	h.Key("y")
	h.MustSee("word right")
	h.Key("esc", "y")
	if n := h.Navigated(); n.Kind != screen.GoingHome {
		t.Fatalf("y on the leave question asked %+v of the stack, want going home", n)
	}
}

// The spinner and the computer's alarm tick on while the rules are open
// over the game (every screen of a stack has its ticks); closing the
// rules starts no second spinner and no second alarm.
func TestComputerTicksOnUnderTheRules(t *testing.T) {
	g := game(babbageChooses(t))
	if !g.spinning || len(g.computer.plans) != 1 {
		t.Fatalf("Babbage is not planning: spinning %v, plans %v", g.spinning, g.computer.plans)
	}
	st := screen.NewStack(g)
	st.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	st.Update(uitest.Key("f1"))
	if st.Depth() != 2 {
		t.Fatal("F1 did not open the rules")
	}
	frame := g.spin.View()
	if cmd := st.Update(spinner.TickMsg{ID: g.spin.ID()}); cmd == nil || g.spin.View() == frame {
		t.Fatal("the spinner stopped under the rules")
	}
	if cmd := st.Update(uitest.Key("esc")); cmd != nil || st.Top() != screen.Screen(g) {
		t.Fatalf("closing the rules showed %T and set something going: a second spinner or alarm", st.Top())
	}
	if !g.spinning {
		t.Fatal("the spinner was forgotten")
	}

	st.Update(uitest.Key("f1"))
	g.computer.plans[0].due = time.Now()
	st.Update(wakeMsg{g.computer.wakeID})
	if g.desk == nil || g.desk.turn.Task != mischmasch.TaskDeclare {
		t.Fatal("Babbage's nucleus, due under the rules, was not set")
	}
	if cmd := st.Update(uitest.Key("esc")); cmd == nil {
		t.Fatal("closing the rules did not start Ada's clock")
	}
	if !strings.Contains(st.View(), "Ada answers the nucleus set by Babbage") {
		t.Fatalf("after the rules:\n%s", st.View())
	}
}

// The answering clock waits while the rules are open, and goes on from
// where it stood when they close.
func TestTheClockWaitsForTheRules(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, map[string]string{"time": "1 min"})
	h.Type("ckl")
	h.Key("enter")
	g := game(h)
	g.st.Used[0] = 30 * time.Second
	old := g.clock.ID()
	h.Key("f1")
	if !g.covered || g.clock.ID() == old || g.clock.Running() {
		t.Fatal("the answering clock goes on under the rules")
	}
	if g.used() != 30*time.Second {
		t.Fatalf("the rules took the time taken to %v", g.used())
	}
	h.Key("esc")
	if g.covered {
		t.Fatal("the rules closed, and the clock still waits")
	}
	h.MustSee("0:30 left of 1:00")
}
