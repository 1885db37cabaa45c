package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/internal/testgame"
	"parlour/ui/internal/uitest"
	"parlour/ui/menu"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/settings"
	"parlour/ui/setup"
	"parlour/ui/store"
)

func init() { testgame.ThinkDelay = time.Millisecond }

// harness drives the root model with a test game in the catalogue.
type harness struct {
	*uitest.Harness
	env *screen.Env
}

func newHarness(t *testing.T, w, h int) *harness {
	t.Helper()
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}, Seed: 7, HasSeed: true})
	return harnessFor(t, env, w, h)
}

func harnessFor(t *testing.T, env *screen.Env, w, h int) *harness {
	t.Helper()
	app, err := NewRoot(env, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &harness{uitest.New(t, app, w, h), env}
}

func (h *harness) app() App               { return h.Model.(App) }
func (h *harness) current() screen.Screen { return h.app().Current() }

func TestMenuListsGamesAndFixedEntries(t *testing.T) {
	h := newHarness(t, 80, 24)
	for _, want := range []string{"P A R L O U R", "Secret Numbers", "2–4 players", "Rules", "Settings", "Quit"} {
		h.MustSee(want)
	}
	if strings.Contains(h.View(), "Continue") {
		t.Fatal("Continue shown with no saved game")
	}
}

func TestMenuWithoutGamesSaysSo(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{}})
	app, _ := NewRoot(env, Options{})
	m, _ := app.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := ansi.Strip(m.View()); !strings.Contains(v, "No games are ready") {
		t.Fatalf("menu without games:\n%s", v)
	}
}

func TestMenuQuitEntryAndQKeyQuit(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("q")
	if !h.Quit {
		t.Fatal("q did not quit from the menu")
	}
	h = newHarness(t, 80, 24)
	h.Key("up", "enter") // the cursor wraps to Quit, the last item
	if !h.Quit {
		t.Fatal("choosing Quit did not quit")
	}
}

func TestCtrlCQuitsFromEveryScreen(t *testing.T) {
	paths := map[string][]string{
		"menu":     nil,
		"setup":    {"enter"},
		"game":     {"enter", "down", "down", "down", "enter"},
		"rules":    {"r"},
		"settings": {"down", "down", "enter"},
	}
	for name, keys := range paths {
		h := newHarness(t, 80, 24)
		h.Key(keys...)
		h.Key("ctrl+c")
		if !h.Quit {
			t.Errorf("ctrl+c did not quit from %s", name)
		}
	}
}

func TestSetupStartsGameWithChosenSeats(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter")
	if _, ok := h.current().(setup.Model); !ok {
		t.Fatalf("Enter on a game opened %T, want the set-up", h.current())
	}
	h.MustSee("Player 1")
	h.MustSee("Computer · Hard")
	h.Key("A", "d", "a")                  // the first letter replaces the default name
	h.Key("up", "right")                  // three players
	h.Key("down", "down", "down", "left") // seat 3: Hard -> Easy
	cfg := h.current().(setup.Model).Config()
	if len(cfg.Seats) != 3 || cfg.Seats[0].Name != "Ada" || cfg.Seats[0].Kind != "human" ||
		cfg.Seats[2].Kind != "computer" || cfg.Seats[2].Level != seats.Easy {
		t.Fatalf("seats = %+v", cfg.Seats)
	}
	if cfg.Options["target"] != "3" || cfg.Seed != 7 {
		t.Fatalf("options %v seed %d", cfg.Options, cfg.Seed)
	}
	h.Key("down", "down", "enter")
	if _, ok := h.current().(testgame.Model); !ok {
		t.Fatalf("Start opened %T, want the game", h.current())
	}
	if h.app().Depth() != 2 {
		t.Fatalf("stack depth %d, want menu + game", h.app().Depth())
	}
}

func TestSetupRejectsDuplicateNames(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "B", "o", "b", "down", "B", "o", "b", "down", "down", "enter")
	if _, ok := h.current().(setup.Model); !ok {
		t.Fatal("started a game with two seats called Bob")
	}
	h.MustSee("give each seat its own name")
}

func TestSetupBoundsSeatCount(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "up", "left", "left", "left")
	if n := len(h.current().(setup.Model).Seats()); n != 2 {
		t.Fatalf("%d seats, want the minimum 2", n)
	}
	h.Key("right", "right", "right", "right")
	if n := len(h.current().(setup.Model).Seats()); n != 4 {
		t.Fatalf("%d seats, want the maximum 4", n)
	}
}

func TestEscFromSetupReturnsToMenu(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "esc")
	if _, ok := h.current().(menu.Model); !ok {
		t.Fatalf("Esc from set-up showed %T", h.current())
	}
}

// startTwoHumans starts a game of two people, which has hand-overs.
func startTwoHumans(h *harness) {
	h.Key("enter", "down", "left", "left", "down", "enter", "enter") // seat 2: Computer Hard -> Human
}

func TestHandOverBetweenTwoHumans(t *testing.T) {
	h := newHarness(t, 80, 24)
	startTwoHumans(h)
	if got := strings.Join(strings.Fields(h.View()), " "); got != "Pass the keyboard to Player 1 — press Enter when Player 1 is ready" {
		t.Fatalf("first screen of a two-person game = %q", got)
	}
	h.Key("enter")
	h.MustSee("Player 1, pick")
	h.Key("4")
	h.MustSee("Pass the keyboard to Player 2")
	if strings.Contains(h.View(), "4") {
		t.Fatal("the hand-over shows Player 1's secret pick")
	}
}

func TestNoHandOverWithOneHuman(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "down", "down", "down", "enter")
	h.MustSee("Player 1, pick")
	h.Key("3")
	h.MustSee("Last round")
	if strings.Contains(h.View(), "Pass the keyboard") {
		t.Fatal("hand-over shown with only one person playing")
	}
}

func TestEscAsksBeforeLeavingAndGameStaysSaved(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "down", "down", "down", "enter", "5")
	h.Key("esc")
	h.MustSee("Leave this game?")
	h.Key("n")
	if _, ok := h.current().(testgame.Model); !ok {
		t.Fatal("answering no left the game")
	}
	h.Key("esc", "y")
	if _, ok := h.current().(menu.Model); !ok {
		t.Fatalf("answering yes showed %T, want the menu", h.current())
	}
	h.MustSee("Continue Secret Numbers")
}

func TestContinueResumesWhereThePlayStopped(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "down", "down", "down", "enter", "5", "2")
	before := h.current().(testgame.Model).State()
	h.Key("esc", "y")
	// A new session with the same data folder: the menu offers Continue.
	env := NewEnv(Options{DataDir: h.env.Store.Dir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	h2 := harnessFor(t, env, 80, 24)
	h2.MustSee("Continue Secret Numbers")
	h2.Key("down", "enter")
	g, ok := h2.current().(testgame.Model)
	if !ok {
		t.Fatalf("Continue opened %T", h2.current())
	}
	after := g.State()
	if after.Round != before.Round || after.Scores[0] != before.Scores[0] || after.Scores[1] != before.Scores[1] || after.Last != before.Last {
		t.Fatalf("resumed %+v, left %+v", after, before)
	}
}

func TestBrokenSaveIsMovedAsideAndReported(t *testing.T) {
	h := newHarness(t, 80, 24)
	path := filepath.Join(h.env.Store.Dir(), store.SaveName(testgame.ID))
	os.WriteFile(path, []byte(`{"game":"testgame","version":1,"saved_at":"2026-01-01T00:00:00Z","seats":[],"st`), 0o644)
	h.Send(screen.ShownMsg{})
	h.MustSee("Continue Secret Numbers")
	h.Key("down", "enter")
	h.MustSee("moved aside")
	if _, ok := h.current().(menu.Model); !ok {
		t.Fatal("a broken save did not leave the player in the menu")
	}
	if strings.Contains(h.View(), "Continue") {
		t.Fatal("the broken save is still offered")
	}
	matches, _ := filepath.Glob(path + ".broken-*")
	if len(matches) != 1 {
		t.Fatalf("broken file not kept aside: %v", matches)
	}
}

func TestUnwritableDataDirWarnsButPlays(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o644)
	env := NewEnv(Options{DataDir: filepath.Join(blocker, "parlour"), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	h := harnessFor(t, env, 100, 24)
	h.MustSee("games will not be saved")
	h.Key("enter", "down", "down", "down", "enter", "5")
	h.MustSee("cannot save")
	h.MustSee("Last round")
}

func TestRulesReachableFromMenuSetupAndGame(t *testing.T) {
	for name, keys := range map[string][]string{
		"menu r":  {"r"},
		"setup":   {"enter", "f1"},
		"game r":  {"enter", "down", "down", "down", "enter", "r"},
		"game F1": {"enter", "down", "down", "down", "enter", "f1"},
	} {
		h := newHarness(t, 80, 24)
		h.Key(keys...)
		switch h.current().(type) {
		case rules.Model, rules.Index:
		default:
			t.Errorf("%s: opened %T, want rules", name, h.current())
			continue
		}
		depth := h.app().Depth()
		h.Key("esc")
		if h.app().Depth() != depth-1 {
			t.Errorf("%s: Esc did not close the rules", name)
		}
	}
}

func TestRulesViewerRendersAndScrolls(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("r", "enter") // the guide
	h.MustSee("Using Parlour")
	h.MustSee("Keys that work everywhere")
	top := h.View()
	h.Key("end")
	if h.View() == top {
		t.Fatal("End did not scroll the rules")
	}
	h.MustSee("100%")
	h.Key("home")
	h.MustSee("0%")
}

func TestSettingsChangeThemeAndPersist(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("down", "down", "enter")
	if _, ok := h.current().(settings.Model); !ok {
		t.Fatalf("Settings opened %T", h.current())
	}
	h.Key("right", "down", "right")
	st, err := h.env.Store.LoadSettings()
	if err != nil || st.Theme != store.ThemeDark || st.Glyphs != store.GlyphsASCII {
		t.Fatalf("saved settings %+v, %v", st, err)
	}
	if !h.env.Theme.ASCII {
		t.Fatal("the theme did not switch to ASCII at once")
	}
	h.MustSee("NO_COLOR or --no-color is set")
	h.Key("esc")
	h.MustSee("> Settings") // the menu redrawn with ASCII glyphs
}

func TestTooSmallTerminalAndRecovery(t *testing.T) {
	h := newHarness(t, 30, 10)
	h.MustSee("Parlour needs at least 40")
	h.MustSee("this terminal is 30")
	h.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	h.MustSee("P A R L O U R")
}

func TestEveryScreenAtEverySize(t *testing.T) {
	paths := map[string][]string{
		"menu": nil, "setup": {"enter"}, "game": {"enter", "down", "down", "down", "enter"},
		"handoff": {"enter", "down", "left", "left", "down", "enter", "enter"},
		"rules":   {"r", "enter"}, "rules index": {"r"}, "settings": {"down", "down", "enter"},
	}
	sizes := [][2]int{{1, 1}, {2, 1}, {1, 3}, {10, 4}, {30, 10}, {40, 12}, {50, 16}, {80, 24}, {200, 60}}
	for name, keys := range paths {
		h := newHarness(t, 80, 24)
		h.Key(keys...)
		for _, s := range sizes {
			h.Send(tea.WindowSizeMsg{Width: s[0], Height: s[1]})
			v := h.app().View()
			lines := strings.Split(v, "\n")
			if len(lines) > s[1] {
				t.Errorf("%s at %dx%d: %d lines", name, s[0], s[1], len(lines))
			}
			for _, l := range lines {
				if w := ansi.StringWidth(l); w > s[0] {
					t.Errorf("%s at %dx%d: a line is %d wide", name, s[0], s[1], w)
					break
				}
			}
		}
	}
}

func TestMouseClickOnMenuItem(t *testing.T) {
	h := newHarness(t, 80, 24)
	lines := strings.Split(h.View(), "\n")
	y := -1
	for i, l := range lines {
		if strings.Contains(l, "Settings") {
			y = i
		}
	}
	h.Send(tea.MouseMsg{X: 10, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	if _, ok := h.current().(settings.Model); !ok {
		t.Fatalf("click on Settings (line %d) opened %T", y, h.current())
	}
}

func TestMouseClickOnSetupStart(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter")
	lines := strings.Split(h.View(), "\n")
	for i, l := range lines {
		if strings.Contains(l, "Start the game") {
			h.Send(tea.MouseMsg{X: strings.Index(l, "Start") + 2, Y: i, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
		}
	}
	if _, ok := h.current().(testgame.Model); !ok {
		t.Fatalf("click on Start opened %T", h.current())
	}
}

func TestWindowSizeReplayedToNewScreens(t *testing.T) {
	h := newHarness(t, 91, 27)
	h.Key("enter")
	lines := strings.Split(h.View(), "\n")
	if len(lines) != 27 {
		t.Fatalf("set-up drew %d lines in a 27-line window: it did not get the size", len(lines))
	}
}

func TestPlayGameOpensSetup(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	app, err := NewRoot(env, Options{Game: testgame.ID})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := app.Current().(setup.Model); !ok {
		t.Fatalf("play GAME opened %T", app.Current())
	}
	if _, err := NewRoot(env, Options{Game: "chess"}); err == nil {
		t.Fatal("an unknown game was accepted")
	}
}

func TestStoreErrorsNeverPanic(t *testing.T) {
	h := newHarness(t, 80, 24)
	os.RemoveAll(h.env.Store.Dir())
	h.Send(screen.ShownMsg{})
	h.Key("enter", "down", "down", "down", "enter", "1")
	var broken *store.BrokenError
	if _, err := h.env.Store.Load(testgame.ID, 1); err != nil && errors.As(err, &broken) {
		t.Fatal("a fresh save came back broken")
	}
}

func TestSetupSkipsSeatCountsTheGameDoesNotAllow(t *testing.T) {
	g := testgame.Game()
	g.SeatCounts = []int{2, 4}
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{g}})
	h := harnessFor(t, env, 80, 24)
	h.MustSee("2 or 4 players")
	h.Key("enter", "up", "right")
	if n := len(h.current().(setup.Model).Seats()); n != 4 {
		t.Fatalf("%d seats after one step up from 2, want 4", n)
	}
	h.Key("left")
	if n := len(h.current().(setup.Model).Seats()); n != 2 {
		t.Fatalf("%d seats after one step down from 4, want 2", n)
	}
}
