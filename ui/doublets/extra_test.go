package doublets

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

var (
	oneDoublet = map[string]string{"doublets": "1", "length": "3", "difficulty": "Easy (2-3 links)", "limit": "none"}
	easyBot    = seats.Seat{Name: "Computer", Kind: seats.Computer, Level: seats.Easy}
)

// scoringChain is an extra-chain of the game's jewels that gains marks.
func scoringChain(t *testing.T, g *Game) []string {
	t.Helper()
	chains := doublets.ExtraChains(g.dict, g.table.Match().Jewels, nil, doublets.Expert, time.Minute, rand.New(rand.NewPCG(1, 1)))
	if len(chains) == 0 {
		t.Fatal("no extra-chain scores with these jewels")
	}
	return chains[0]
}

// TestExtraChainsPadOpensForTheSeatThatWaited: Ada hands in first, so
// while the computer writes she makes extra-chains on her pad, and they are
// marked in the paper's Extra column at the end of the game.
func TestExtraChainsPadOpensForTheSeatThatWaited(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	solve(t, h)
	g := game(h)
	if g.table.Phase() != doublets.Padding || g.here != 0 {
		t.Fatalf("phase %q, pad %d after Ada finished first", g.table.Phase(), g.here)
	}
	h.MustSee("Ada makes extra-chains")
	chain := scoringChain(t, g)
	h.Type(strings.Join(chain, " "))
	h.Key("enter")
	h.MustSee("Extra-chain 1 written")
	want := doublets.ScoreExtraChains(g.dict, g.table.Match().Jewels, [][]string{chain}).Marks
	h.Key("ctrl+g")
	if game(h).table.Phase() != doublets.Revealing {
		t.Fatalf("phase %q after the pad", game(h).table.Phase())
	}
	h.Key("enter")
	g = game(h)
	if g.table.Phase() != doublets.Finished || g.table.Match().Paper().Extra == nil || g.table.Match().Paper().Extra[0] != want || want <= 0 {
		t.Fatalf("phase %q, extra %v; want Ada's %d", g.table.Phase(), g.table.Match().Paper().Extra, want)
	}
	h.MustSee("extra")
	h.MustSee("Extra-chains")
}

// TestExtraChainsOfComputerSeats: a computer seat that waits makes
// extra-chains too.
func TestExtraChainsOfComputerSeats(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{computer, ada}, oneDoublet)
	h.Key("enter")
	game(h).drafts[1].Time = 20 * time.Minute // Ada is slow
	solve(t, h)
	closePads(t, h)
	g := game(h)
	if len(g.table.Match().Extra[0]) == 0 {
		t.Fatal("the computer waited twenty minutes and made no extra-chain")
	}
}

// TestExtraChainsPadTimeIsTheWaitingTime: the pad closes by itself when
// the seat's waiting time is used up.
func TestExtraChainsPadTimeIsTheWaitingTime(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	solve(t, h)
	g := game(h)
	if g.table.Phase() != doublets.Padding {
		t.Fatalf("phase %q", g.table.Phase())
	}
	g.padTime = g.table.PadBudget(0)
	h.Send(struct{}{}) // any message: the pad sees its time is up
	if game(h).table.Phase() != doublets.Revealing {
		t.Fatalf("phase %q after the waiting time", game(h).table.Phase())
	}
}

// TestFairSpeedNoSeatSeesTheDoubletBeforeItsClock: the announcement, the
// hand-overs and the computer's turn never show the doublet's words; the
// seat writing sees them once its own clock runs.
func TestFairSpeedNoSeatSeesTheDoubletBeforeItsClock(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, bob, easyBot}, oneDoublet)
	db := game(h).table.Doublet()
	hidden := func(where string) {
		t.Helper()
		v := strings.ToLower(h.View())
		if strings.Contains(v, db.From()+" ") || strings.Contains(v, " "+db.To()) {
			t.Fatalf("%s shows the doublet:\n%s", where, h.View())
		}
	}
	hidden("the announcement")
	h.Key("enter")
	hidden("Ada's hand-over")
	h.Key("enter")
	h.MustSee("Change " + strings.ToUpper(db.From()))
	h.Key("ctrl+g", "y")
	hidden("Bob's hand-over")
}

// TestFairSpeedTimesToTheTenth: the times that decide speed are kept and
// shown to the tenth of a second.
func TestFairSpeedTimesToTheTenth(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	game(h).drafts[0].Time = 83*time.Second + 437*time.Millisecond
	solve(t, h)
	closePads(t, h)
	g := game(h)
	if got := g.table.Hand(0).Time; got%(100*time.Millisecond) != 0 {
		t.Fatalf("Ada's time %v is not to the tenth", got)
	}
	h.MustSee("1:23.4")
}

// TestHandOverPrivacyEscShowsNothingPrivate: Esc on every hand-over (to a
// chain and to an extra-chains pad) asks "Leave this game?" over a blank,
// never over the next seat's doublet, chain or pad.
func TestHandOverPrivacyEscShowsNothingPrivate(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, bob, easyBot}, oneDoublet)
	db := game(h).table.Doublet()
	check := func(where string) {
		t.Helper()
		if game(h).handoff == nil {
			t.Fatalf("%s: no hand-over", where)
		}
		h.Key("esc")
		h.MustSee("Leave this game?")
		v := h.View()
		for _, private := range append([]string{"writes", "extra-chains", "letters ", "marks so far"}, strings.ToUpper(db.From()), strings.ToUpper(db.To())) {
			if strings.Contains(v, private) {
				t.Fatalf("%s: the question shows %q:\n%s", where, private, v)
			}
		}
		h.Key("n")
	}
	h.Key("enter")
	check("before Ada's chain")
	h.Key("enter")
	solve(t, h)
	check("before Bob's chain")
	h.Key("enter")
	game(h).drafts[1].Time = 5 * time.Minute // Bob is slow: Ada waits
	solve(t, h)
	if game(h).table.Phase() != doublets.Padding {
		t.Fatalf("phase %q", game(h).table.Phase())
	}
	check("before Ada's pad")
}

// longChain is a correct chain of the doublet of at least n links: a
// walk of n words that never comes next to the last word, then a
// shortest way on from where it stands.
func longChain(t *testing.T, db doublets.Doublet, n int) []string {
	t.Helper()
	d := dict.Default()
	rng := rand.New(rand.NewPCG(7, 7))
	for range 100 {
		walk := []string{db.From()}
		for len(walk) <= n {
			var next []string
			for _, w := range d.Neighbours(walk[len(walk)-1]) {
				if !slices.Contains(walk, w) && !slices.Contains(d.Neighbours(w), db.To()) && w != db.To() {
					next = append(next, w)
				}
			}
			if len(next) == 0 {
				break
			}
			walk = append(walk, next[rng.IntN(len(next))])
		}
		rest, ok := d.ShortestLadder(walk[len(walk)-1], db.To(), dict.Lawful)
		if len(walk) > n && ok && !slices.ContainsFunc(rest[1:], func(w string) bool { return slices.Contains(walk, w) }) {
			return append(walk, rest[1:]...)
		}
	}
	t.Fatalf("no chain of %d links for %v", n, db)
	return nil
}

// TestLongChainsScrollInTheReveal: a long chain at 80x24 keeps the help
// bar, and scrolling shows its last word.
func TestLongChainsScrollInTheReveal(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	long := longChain(t, game(h).table.Doublet(), 26)
	for _, w := range long[1 : len(long)-1] {
		h.Type(w)
		h.Key("enter")
	}
	closePads(t, h)
	g := game(h)
	if g.table.Phase() != doublets.Revealing || len(g.table.Hand(0).Chain) != len(long) {
		t.Fatalf("phase %v, Ada's chain %v", g.table.Phase(), g.table.Hand(0).Chain)
	}
	last := strings.ToUpper(long[len(long)-2])
	if lines := strings.Count(h.View(), "\n") + 1; lines > 24 {
		t.Fatalf("the reveal is %d lines high", lines)
	}
	h.MustSee("esc back")
	h.MustNotSee(last)
	for range 40 {
		h.Key("down")
	}
	h.MustSee(last)
	h.MustSee("esc back")
}

// TestSaveFailureShownUntilASaveSucceeds: a failed save stays on the screen
// while the player writes, and Esc never says the game stays saved.
func TestSaveFailureShownUntilASaveSucceeds(t *testing.T) {
	dir := t.TempDir()
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, easyBot}, oneDoublet)
	blocked := filepath.Join(dir, "file")
	if err := os.WriteFile(blocked, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	env.Store = store.New(filepath.Join(blocked, "data")) // a folder inside a file: every save fails
	h.Key("enter")
	first := game(h).table.Doublet().From()
	h.Type(game(h).dict.Neighbours(first)[0])
	h.Key("enter")
	h.MustSee("Not saved")
	h.Key("esc")
	h.MustSee("The last save FAILED")
	h.MustNotSee("It stays saved")
	h.Key("n")
	env.Store = store.New(dir)
	h.Key("backspace") // takes the link back, and saves
	h.MustNotSee("Not saved")
	var _ screen.Screen = game(h)
}

// TestScoringPaperAfterEveryDoublet: the reveal of each doublet shows the
// paper so far, its column headed with the doublet's words.
func TestScoringPaperAfterEveryDoublet(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, map[string]string{"doublets": "3", "length": "3", "difficulty": "Easy (2-3 links)", "limit": "none"})
	for round := 1; round <= 2; round++ {
		h.Key("enter")
		solve(t, h)
		closePads(t, h)
		db := game(h).table.Doublet()
		h.MustSee("Player " + strings.Repeat(" ", 0))
		h.MustSee(strings.ToUpper(db.To()))
		h.MustSee("Figures: speed, brevity")
		if got := len(game(h).table.Match().Paper().Columns); got != round {
			t.Fatalf("%d columns after doublet %d", got, round)
		}
		h.Key("enter")
	}
}

// TestResumeAtTheExtraChainsPad: a game saved at a pad resumes there, the
// extra-chains written kept.
func TestResumeAtTheExtraChainsPad(t *testing.T) {
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	solve(t, h)
	h.Type(strings.Join(scoringChain(t, game(h)), " "))
	h.Key("enter")
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	if g.table.Phase() != doublets.Padding || len(g.table.Match().Extra[0]) != 1 {
		t.Fatalf("resumed at %q with %d extra-chains", g.table.Phase(), len(g.table.Match().Extra[0]))
	}
}

// TestAbandonAsksFirst: Ctrl+G asks before abandoning the doublet; "n"
// keeps writing, the chain and clock as they were.
func TestAbandonAsksFirst(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	h.Key("ctrl+g")
	h.MustSee("Abandon this doublet?")
	h.Key("n")
	if g := game(h); g.table.Phase() != doublets.Writing || g.table.Hand(0).Status != 0 {
		t.Fatalf("after no: phase %q, status %v", g.table.Phase(), g.table.Hand(0).Status)
	}
	h.Key("ctrl+g", "y")
	if g := game(h); g.table.Hand(0).Status != doublets.Abandoned {
		t.Fatalf("after yes: status %v", g.table.Hand(0).Status)
	}
}

// TestNewPuzzleAsksBeforeReplacingASavedOne: with an unfinished puzzle
// saved, a new one asks first; "n" keeps the saved one.
func TestNewPuzzleAsksBeforeReplacingASavedOne(t *testing.T) {
	env := testEnv(t)
	h := pigToSty(t, env)
	h.Type("pit")
	h.Key("enter") // saved, unfinished
	s, err := newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Seed: 3,
		Options: map[string]string{"puzzle": choiceNew, "difficulty": "Easy (2-3 links)", "length": "4"}})
	if err != nil {
		t.Fatal(err)
	}
	ask, ok := s.(*ReplaceAsk)
	if !ok {
		t.Fatalf("a new puzzle over a saved one opened %T", s)
	}
	h2 := uitest.NewScreen(t, ask, 80, 24)
	h2.MustSee("An unfinished puzzle is saved: Carroll's doublet no. 1")
	h2.Key("n")
	if h2.Navigated().Kind != screen.GoingHome {
		t.Fatalf("n did not lead home: %+v", h2.Navigated())
	}
	if saved, err := env.Store.Load(PuzzlesID, puzzleVersion); err != nil || savedTitle(saved.State) != "Carroll's doublet no. 1" {
		t.Fatalf("the saved puzzle is gone: %v", err)
	}
	env.Store.Delete(PuzzlesID)
	s, err = newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Seed: 3,
		Options: map[string]string{"puzzle": choiceNew, "difficulty": "Easy (2-3 links)", "length": "4"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*Puzzle); !ok {
		t.Fatalf("with nothing saved, a new puzzle opened %T", s)
	}
}

// TestStatsScreenFromThePuzzlesSetUp: the records screen counts solved
// puzzles by set.
func TestStatsScreenFromThePuzzlesSetUp(t *testing.T) {
	env := testEnv(t)
	h := pigToSty(t, env)
	for _, w := range []string{"pit", "sit", "sat", "say"} {
		h.Type(w)
		h.Key("enter")
	}
	s, err := newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Options: map[string]string{"puzzle": choiceStats}})
	if err != nil {
		t.Fatal(err)
	}
	h2 := uitest.NewScreen(t, s, 80, 24)
	h2.MustSee("your records")
	h2.MustSee("1/39")
	h2.MustSee("Puzzles solved in all: 1")
}

// TestPadShowsNothingOfTheSeatBefore: the second seat's pad never shows
// the first seat's note about its extra-chains.
func TestPadShowsNothingOfTheSeatBefore(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, bob, easyBot}, oneDoublet)
	h.Key("enter", "enter")
	solve(t, h)
	h.Key("enter")
	solve(t, h) // the computer writes next, slower than both
	g := game(h)
	if g.table.Phase() != doublets.Padding || g.here != 0 {
		t.Fatalf("phase %q, pad %d", g.table.Phase(), g.here)
	}
	h.Key("enter") // Ada takes the keyboard
	h.Type(strings.Join(scoringChain(t, g), " "))
	h.Key("enter")
	h.MustSee("Extra-chain 1 written")
	h.Key("ctrl+g")
	h.Key("enter") // Bob takes the keyboard
	h.MustSee("Bob makes extra-chains")
	h.MustNotSee("Extra-chain 1 written")
	h.MustNotSee("put the extra-chains away")
}

// TestGameFramesFitTheWindow: at the game's smallest size and at 80x24,
// every phase (the ceremony, the announcement, writing, the pad, the
// reveal) draws no more lines than the window has, and no line wider.
func TestGameFramesFitTheWindow(t *testing.T) {
	for _, size := range [][2]int{{60, 18}, {80, 24}} {
		h := startGame(t, testEnv(t), []seats.Seat{ada, bob, easyBot, {Name: "Dora", Kind: seats.Human}},
			map[string]string{"doublets": "1", "length": "5", "difficulty": "Easy (2-3 links)", "limit": "none", "jewels": jewelsBook})
		h.Send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		fits := func(where string) {
			t.Helper()
			lines := strings.Split(h.View(), "\n")
			if len(lines) > size[1] {
				t.Fatalf("%dx%d %s: %d lines:\n%s", size[0], size[1], where, len(lines), h.View())
			}
			for _, l := range lines {
				if w := lipgloss.Width(l); w > size[0] {
					t.Fatalf("%dx%d %s: a line %d wide: %q", size[0], size[1], where, w, l)
				}
			}
		}
		fits("the ceremony")
		for i := 0; i < 10 && game(h).table.Phase() == doublets.Choosing; i++ {
			h.Key("tab")
			fits("the ceremony")
		}
		fits("the announcement")
		h.Key("enter", "enter")
		fits("writing")
		solve(t, h)
		h.Key("enter")
		solve(t, h)
		h.Key("enter")
		solve(t, h)
		if game(h).table.Phase() == doublets.Padding {
			h.Key("enter")
			fits("the pad")
		}
		closePads(t, h)
		fits("the reveal")
	}
}

// TestPuzzleEscTellsTheTruthWhenSavingFails: the puzzle's leave question
// never says it stays saved after a failed save.
func TestPuzzleEscTellsTheTruthWhenSavingFails(t *testing.T) {
	env := testEnv(t)
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	env.Store = store.New(filepath.Join(blocked, "data"))
	h := pigToSty(t, env)
	h.Type("pit")
	h.Key("enter")
	h.MustSee("Not saved")
	h.Key("esc")
	h.MustSee("The last save FAILED")
	h.MustNotSee("stays saved")
}

// TestCarrollResultLeadsToHisNextDoublet: the result of Carroll's first
// doublet starts his second on Enter.
func TestCarrollResultLeadsToHisNextDoublet(t *testing.T) {
	env := testEnv(t)
	s, err := newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Options: map[string]string{"puzzle": choiceCarroll, "number": "2"}})
	if err != nil {
		t.Fatal(err)
	}
	p, ok := s.(*Puzzle)
	if !ok || p.st.Index != 1 {
		t.Fatalf("number 2 opened %T", s)
	}
}
