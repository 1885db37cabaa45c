package doublets_test

import (
	"regexp"
	"strings"
	"testing"

	"parlour/dict"
	gamedoublets "parlour/games/doublets"
	"parlour/ui"
	"parlour/ui/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// session starts the root model with the Doublets game only, at 80x24.
func session(t *testing.T, ascii bool) *uitest.Harness {
	t.Helper()
	env := ui.NewEnv(ui.Options{DataDir: t.TempDir(), NoColor: true, ASCII: ascii, Games: []screen.Entry{doublets.GameEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return uitest.New(t, app, 80, 24)
}

// toTheGame opens the set-up (Player 1 a person, Player 2 the computer)
// and starts the game.
func toTheGame(t *testing.T, h *uitest.Harness) {
	t.Helper()
	h.Key("enter") // the set-up
	h.Key("down", "down", "down", "down", "down", "down", "down", "enter")
	if _, ok := h.Model.(ui.App).Current().(*doublets.Game); !ok {
		t.Fatalf("not in the game:\n%s", h.View())
	}
}

// TestComputerChainArrivesUnderTheRules: while the computer writes its
// chain, F1 opens the rules and Esc closes them; the computer's chain is in.
func TestComputerChainArrivesUnderTheRules(t *testing.T) {
	h := session(t, false)
	toTheGame(t, h)
	h.Key("enter") // the table is ready: Player 1 writes
	h.MustSee("Player 1 writes")
	h.HoldThoughts()
	h.Key("ctrl+g", "y") // Player 1 abandons: the computer writes
	h.MustSee("is writing a chain")
	if h.Held() != 1 {
		t.Fatalf("%d computer chains pending, want 1", h.Held())
	}
	h.Key("f1")
	h.MustSee("Doublets")
	h.Release()
	h.Key("esc")
	h.MustNotSee("is writing a chain")
	if _, ok := h.Model.(ui.App).Current().(*doublets.Game); !ok {
		t.Fatalf("Esc from the rules showed %T", h.Model.(ui.App).Current())
	}
}

// assertASCII fails on any byte of 0x80 or more in a frame.
func assertASCII(t *testing.T, where, frame string) {
	t.Helper()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			j := max(i-20, 0)
			t.Fatalf("%s: byte %#x at %d in ...%q", where, frame[i], i, frame[j:min(i+20, len(frame))])
		}
	}
}

// TestDoubletsScreensShowOnlyASCIIWithASCII drives the game's screens with
// --ascii: set-up, announcement, writing, the pad, the reveal and paper,
// the keys in full, the rules, and the result.
func TestDoubletsScreensShowOnlyASCIIWithASCII(t *testing.T) {
	h := session(t, true)
	check := func(where string) {
		t.Helper()
		assertASCII(t, where, h.Model.View())
	}
	check("menu")
	h.Key("enter")
	check("set-up")
	h.Key("down", "down", "down", "down", "down", "down", "down", "enter")
	check("announcement")
	h.Key("enter")
	h.MustSee("Player 1 writes")
	check("writing")
	h.Type("ab")
	check("writing a word")
	h.Key("?")
	check("all keys")
	h.Key("?", "esc")
	check("leave question")
	h.Key("n", "ctrl+g")
	check("abandon question")
	h.Key("y")
	check("the pad or the reveal")
	for i := 0; i < 300 && !strings.Contains(h.View(), "play again"); i++ {
		v := h.View()
		switch {
		case strings.Contains(v, "Player 1 writes"):
			h.Key("ctrl+g", "y")
			check("the pad, the reveal or the next chain")
		case strings.Contains(v, "Player 1 makes extra-chains"):
			h.Key("ctrl+g")
			check("the pad, the reveal or the next chain")
		case strings.Contains(v, "scroll"):
			h.Key("down")
			check("scrolled")
			h.Key("enter")
			check("the next doublet or the result")
		default:
			h.Key("enter")
			check("after Enter")
		}
	}
	h.MustSee("play again")
	check("the result")
}

// TestHandOverEscThroughTheAppShowsNothingPrivate: through the root model,
// with two people at the table, Esc on the hand-over asks over a blank: no
// doublet, no chain, no pad behind the question.
func TestHandOverEscThroughTheAppShowsNothingPrivate(t *testing.T) {
	h := session(t, false)
	h.Key("enter")                // the set-up
	h.Key("down", "left", "left") // seat 2: a person
	h.Key("down", "down", "down", "down", "down", "down", "enter")
	if _, ok := h.Model.(ui.App).Current().(*doublets.Game); !ok {
		t.Fatalf("not in the game:\n%s", h.View())
	}
	h.Key("enter") // the table is ready
	h.MustSee("Pass the keyboard to Player 1")
	h.Key("esc")
	h.MustSee("Leave this game?")
	for _, private := range []string{"Change", "writes", "extra-chains", "letters"} {
		h.MustNotSee(private)
	}
	h.Key("n", "enter")
	h.MustSee("Player 1 writes")
}

// TestPuzzleEndsOnTheResultScreen: through the root model a solved puzzle
// ends on the shell's result screen; Enter starts another of the kind.
func TestPuzzleEndsOnTheResultScreen(t *testing.T) {
	env := ui.NewEnv(ui.Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{doublets.PuzzlesEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.New(t, app, 80, 24)
	h.Key("enter")                        // the set-up
	h.Key("down", "right", "right")       // a new doublet
	h.Key("down", "left", "down", "down") // Easy, four letters, start
	h.Key("enter")
	m := regexp.MustCompile(`Change (\w+) into (\w+)`).FindStringSubmatch(h.View())
	if m == nil {
		t.Fatalf("no puzzle:\n%s", h.View())
	}
	db, err := gamedoublets.New(m[1], m[2])
	if err != nil {
		t.Fatal(err)
	}
	sol, err := gamedoublets.Solve(dict.Default(), db, dict.Common, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range sol.Chain[1 : len(sol.Chain)-1] {
		h.Type(w)
		h.Key("enter")
	}
	if _, ok := h.Model.(ui.App).Current().(*screen.Result); !ok {
		t.Fatalf("a solved puzzle shows %T:\n%s", h.Model.(ui.App).Current(), h.View())
	}
	h.MustSee("Solved")
	h.MustSee("play again")
	h.Key("enter")
	if _, ok := h.Model.(ui.App).Current().(*doublets.Puzzle); !ok {
		t.Fatalf("Enter on the result opened %T", h.Model.(ui.App).Current())
	}
	h.MustSee("Change ")
}

// TestPuzzleScreensShowOnlyASCIIWithASCII drives the puzzles with --ascii:
// the set-up, Carroll's list, a puzzle, a refused link, the result, the
// jewels and the records.
func TestPuzzleScreensShowOnlyASCIIWithASCII(t *testing.T) {
	env := ui.NewEnv(ui.Options{DataDir: t.TempDir(), NoColor: true, ASCII: true, Games: []screen.Entry{doublets.PuzzlesEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.New(t, app, 80, 24)
	check := func(where string) {
		t.Helper()
		assertASCII(t, where, h.Model.View())
	}
	h.Key("enter")
	check("set-up")
	h.Key("down", "down", "down", "enter")
	check("Carroll's list")
	h.Key("enter")
	h.MustSee("PIG")
	check("a puzzle")
	h.Type("pxg")
	h.Key("enter")
	check("a refused link")
	h.Key("ctrl+u")
	for _, w := range []string{"pit", "sit", "sat", "say"} {
		h.Type(w)
		h.Key("enter")
		check("a link")
	}
	h.MustSee("play again")
	check("the result")
	choose := func(choice string) { // on the Puzzle row of the set-up
		t.Helper()
		for i := 0; i < 6 && !regexp.MustCompile(`Puzzle\s+<?\s*`+regexp.QuoteMeta(choice)).MatchString(h.View()); i++ {
			h.Key("right")
		}
		h.MustSee(choice)
		h.Key("down", "down", "down", "enter")
	}
	h.Key("esc", "enter", "down")
	choose("Jewels and necklaces")
	h.MustSee("Jewels and necklaces")
	check("the jewels")
	h.Key("ctrl+g", "y")
	check("the jewels' result")
	h.Key("esc", "enter", "down")
	choose("My records")
	h.MustSee("your records")
	check("the records")
}
