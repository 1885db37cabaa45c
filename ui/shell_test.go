package ui

import (
	"fmt"
	"github.com/charmbracelet/bubbles/key"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/docs"
	"parlour/ui/internal/testgame"
	"parlour/ui/internal/uitest"
	"parlour/ui/menu"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// toTheComputersTurn starts a Secret Numbers game (Player 1 human, Player 2
// the computer) and makes the human's pick, with the computer's answer held.
func toTheComputersTurn(t *testing.T) *harness {
	t.Helper()
	h := newHarness(t, 80, 24)
	h.Key("enter", "down", "down", "down", "enter")
	if _, ok := h.current().(testgame.Model); !ok {
		t.Fatalf("not in the game: %T", h.current())
	}
	h.HoldThoughts()
	h.Key("3")
	if h.Held() != 1 {
		t.Fatalf("%d computer results pending, want 1", h.Held())
	}
	return h
}

func TestComputerMoveArrivesUnderTheRulesViewer(t *testing.T) {
	h := toTheComputersTurn(t)
	h.Key("f1")
	if _, ok := h.current().(rules.Model); !ok {
		t.Fatalf("F1 opened %T", h.current())
	}
	h.Release() // the search ends while the rules are on top
	h.Key("esc")
	g, ok := h.current().(testgame.Model)
	if !ok {
		t.Fatalf("Esc from the rules showed %T", h.current())
	}
	if st := g.State(); st.Round != 1 || st.Last == "" {
		t.Fatalf("the computer's pick was lost under the rules: %+v", st)
	}
}

func TestAnotherScreensThoughtIsIgnored(t *testing.T) {
	h := toTheComputersTurn(t)
	h.Send(screen.ThoughtMsg{ID: -1, Result: "stray"}) // no screen's search
	if st := h.current().(testgame.Model).State(); len(st.Picks) != 1 {
		t.Fatalf("a stray result changed the game: %+v", st)
	}
	h.Release()
	if st := h.current().(testgame.Model).State(); st.Round != 1 {
		t.Fatalf("state %+v", st)
	}
}

func TestNothingReachesAHiddenScreenWhileTooSmall(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("enter", "down", "down", "down", "enter")
	h.Send(tea.WindowSizeMsg{Width: 30, Height: 8})
	h.MustSee("needs at least")
	h.HoldThoughts()
	h.Key("3", "esc", "y", "enter")
	h.Click(5, 5)
	h.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	g, ok := h.current().(testgame.Model)
	if !ok {
		t.Fatalf("keys typed blind left the game: %T", h.current())
	}
	if len(g.State().Picks) != 0 || h.Held() != 0 {
		t.Fatalf("a key typed while the notice showed was played: %+v", g.State())
	}
	h.Send(tea.WindowSizeMsg{Width: 30, Height: 8})
	h.Key("ctrl+c")
	if !h.Quit {
		t.Fatal("Ctrl+C did not quit while the notice showed")
	}
}

func TestEscOnTheMenuDoesNotQuit(t *testing.T) {
	h := newHarness(t, 80, 24)
	h.Key("esc")
	if h.Quit {
		t.Fatal("Esc on the menu quit")
	}
	h.MustSee("P A R L O U R")
}

func TestMenuKeepsCursorAndHelpInViewWhenShort(t *testing.T) {
	games := []screen.Entry{}
	for i := 0; i < 8; i++ {
		g := testgame.Game()
		g.ID = g.ID + string(rune('a'+i))
		g.Title = "Game " + string(rune('A'+i))
		games = append(games, g)
	}
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: games})
	h := harnessFor(t, env, menu.MinWidth, menu.MinHeight)
	for i := 0; i <= 10; i++ { // 8 games, Rules, Settings, Quit
		v := h.View()
		if !strings.Contains(v, ">") && !strings.Contains(v, "▸") {
			t.Fatalf("after %d downs the cursor is off the screen:\n%s", i, v)
		}
		if !strings.Contains(v, "quit") {
			t.Fatalf("after %d downs the help bar is gone:\n%s", i, v)
		}
		if i < 10 {
			h.Key("down")
		}
	}
	h.MustSee("Quit")
	// A click lands on the item drawn under it, scrolled or not.
	x, y, err := h.Find("Settings")
	if err != nil {
		t.Fatal(err)
	}
	h.Click(x, y)
	if _, ok := h.current().(interface{ MinSize() (int, int) }); !ok || h.app().Depth() != 2 {
		t.Fatalf("click on Settings opened %T", h.current())
	}
}

func TestTwoSessionsInOneProcessHaveTheirOwnColours(t *testing.T) {
	colour := lipgloss.NewRenderer(io.Discard)
	colour.SetColorProfile(termenv.TrueColor)
	plain := lipgloss.NewRenderer(io.Discard)
	plain.SetColorProfile(termenv.Ascii)
	dir := t.TempDir()
	store.New(dir).SaveSettings(store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode})
	opts := Options{DataDir: dir, Games: []screen.Entry{testgame.Game()}}
	a := harnessFor(t, NewSessionEnv(opts, colour), 80, 24)
	b := harnessFor(t, NewSessionEnv(opts, plain), 80, 24)
	for i := 0; i < 2; i++ { // the first session drawing does not change the second
		if v := a.app().View(); !strings.Contains(v, "\x1b[") {
			t.Fatal("the TrueColor session drew no colour")
		}
		if v := b.app().View(); strings.Contains(v, "\x1b") {
			t.Fatalf("the Ascii session drew escapes: %q", v[:200])
		}
	}
}

func TestRulesRenderWithoutMarkdownMarks(t *testing.T) {
	docsToRead := []string{"guide.md"}
	for _, id := range []string{"doublets", "mischmasch", "draughts", "alice", "doublechess", "circularchess"} {
		docsToRead = append(docsToRead, docs.RulesPath(id))
	}
	for _, settings := range []store.Settings{
		{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode},
		{Theme: store.ThemeMono, Glyphs: store.GlyphsUnicode},
		{Theme: store.ThemeMono, Glyphs: store.GlyphsASCII},
	} {
		dir := t.TempDir()
		store.New(dir).SaveSettings(settings)
		env := NewEnv(Options{DataDir: dir, Games: []screen.Entry{testgame.Game()}})
		for _, path := range docsToRead {
			h := uitest.NewScreen(t, rules.NewDocument(env, path, path), 80, 24)
			full := h.Screen().(rules.Model).Rendered()
			for i, line := range strings.Split(ansi.Strip(full), "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "#") {
					t.Errorf("%s (%v) line %d starts with #: %q", path, settings, i, line)
				}
				if w := ansi.StringWidth(line); w > 80 {
					t.Errorf("%s (%v) line %d is %d wide", path, settings, i, w)
				}
				if settings.Glyphs == store.GlyphsASCII {
					assertASCII(t, path, full)
				}
			}
		}
	}
}

func assertASCII(t *testing.T, where, frame string) {
	t.Helper()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			j := max(i-20, 0)
			t.Fatalf("%s: byte %#x at %d in ...%q", where, frame[i], i, frame[j:min(i+20, len(frame))])
		}
	}
}

func TestShellScreensShowOnlyASCIIWithASCII(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), ASCII: true, Games: []screen.Entry{testgame.Game()}, Seed: 3, HasSeed: true})
	h := harnessFor(t, env, 80, 24)
	check := func(what string) {
		t.Helper()
		assertASCII(t, what, h.app().View())
	}
	check("menu")
	h.Key("?")
	check("menu with all keys")
	h.Key("?", "r")
	check("rules index")
	h.Key("enter")
	check("the guide")
	h.Key("esc", "esc", "down", "down", "enter")
	check("settings")
	h.Key("esc", "up", "up", "enter")
	check("set-up")
	h.Key("f1")
	check("rules of the game")
	h.Key("esc", "down", "down", "down", "enter")
	check("game")
	h.Send(tea.WindowSizeMsg{Width: 20, Height: 5})
	check("too small")
}

func TestFooterShowsSaveProblemsUntilASaveWorks(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	var f screen.Footer
	f.Note("Moved.")
	if v := f.View(env, 80, keysOf()); strings.Contains(v, "Not saved") || !strings.Contains(v, "Moved.") {
		t.Fatalf("footer:\n%s", v)
	}
	if err := env.Store.Save(store.Envelope{Game: "bad/id"}); err == nil {
		t.Fatal("a bad save worked")
	}
	if v := f.View(env, 80, keysOf()); !strings.Contains(v, "Not saved") {
		t.Fatalf("the failed save is not shown:\n%s", v)
	}
	if !strings.Contains(screen.LeaveQuestionFor(env, screen.Link{}), "FAILED") {
		t.Fatal("the leave question says the game stays saved")
	}
	if err := env.Store.Save(store.Envelope{Game: "good", Version: 1}); err != nil {
		t.Fatal(err)
	}
	if v := f.View(env, 80, keysOf()); strings.Contains(v, "Not saved") {
		t.Fatalf("the notice stayed after a good save:\n%s", v)
	}
	f.Ask("Resign? (y/n)")
	if v := f.View(env, 80, keysOf()); !strings.Contains(v, "Resign?") || strings.Contains(v, "Moved.") {
		t.Fatalf("the question does not show in place of the message:\n%s", v)
	}
	if answered, yes := f.Answer(uitest.Key("x")); answered || yes || !f.Asking() {
		t.Fatal("x answered the question")
	}
	if answered, yes := f.Answer(uitest.Key("y")); !answered || !yes || f.Asking() {
		t.Fatal("y did not answer yes")
	}
}

func TestResultScreenKeysAreTheSameEverywhere(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	saved := ""
	spec := screen.ResultSpec{
		Game: testgame.Game(), Config: screen.Config{Seats: testgame.TwoHumans(), Seed: 1},
		Headline: "Ada wins", Reason: "three points first", Body: "Ada 3\nBob 1",
		Save: func() (string, error) { saved = "yes"; return "Saved to /tmp/x.txt", nil },
	}
	app := NewApp(env, menu.New(env))
	h := &harness{uitest.New(t, app, 80, 24), env}
	h.Send(screen.OpenMsg{Screen: screen.NewResult(env, spec)})
	h.MustSee("Ada wins")
	h.MustSee("three points first")
	h.MustSee("play again")
	h.Key("s")
	if saved == "" {
		t.Fatal("s did not save the record")
	}
	h.MustSee("Saved to /tmp/x.txt")
	h.Key("f1")
	if _, ok := h.current().(rules.Model); !ok {
		t.Fatalf("F1 opened %T", h.current())
	}
	h.Key("esc", "enter")
	if _, ok := h.current().(testgame.Model); !ok {
		t.Fatalf("Enter opened %T, want a new game", h.current())
	}
	h.Send(screen.OpenMsg{Screen: screen.NewResult(env, spec)})
	h.Key("m")
	if h.app().Depth() != 1 {
		t.Fatalf("m left %d screens open, want the menu alone", h.app().Depth())
	}
}

func TestPanicExitsWithAMessage(t *testing.T) {
	err := runError(tea.ErrProgramKilled, "/saves")
	if err == nil {
		// ErrProgramKilled alone is not a player's quit either.
		t.Fatal("a killed program reported success")
	}
	err = runError(fmt.Errorf("%w: %w", tea.ErrProgramKilled, tea.ErrProgramPanic), "/saves")
	if err == nil || !strings.Contains(err.Error(), "/saves") || !strings.Contains(err.Error(), "internal error") {
		t.Fatalf("panic reported as %v", err)
	}
	if runError(nil, "/saves") != nil {
		t.Fatal("a quit reported an error")
	}
}

type keyList []key.Binding

func (k keyList) ShortHelp() []key.Binding  { return k }
func (k keyList) FullHelp() [][]key.Binding { return [][]key.Binding{k} }

func keysOf() keyList { k := screen.NewKeys(); return keyList{k.Up, k.Back} }

func TestSettingsChangeReachesEveryScreen(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), Games: []screen.Entry{testgame.Game()}})
	h := harnessFor(t, env, 80, 24)
	h.Key("down", "down", "enter") // settings, over the menu
	h.Key("down", "right")         // characters: ASCII
	h.Key("esc")
	assertASCII(t, "menu after choosing ASCII", h.app().View())
}

func TestMenuSaysWhichSavesItSkipped(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, store.SaveName(testgame.ID)), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "."+store.SaveName("x")+".tmp-123"), []byte("half"), 0o644)
	env := NewEnv(Options{DataDir: dir, NoColor: true, Games: []screen.Entry{testgame.Game()}})
	h := harnessFor(t, env, 80, 24)
	h.MustSee("is not listed")
	if _, err := os.Stat(filepath.Join(dir, "."+store.SaveName("x")+".tmp-123")); err == nil {
		t.Fatal("a temp file left by a kill was not removed at start-up")
	}
}

// ender is a screen that, on a computer's result, replaces itself with
// another screen (as a game replaces itself with its result).
type ender struct{ name string }

func (e ender) Init() tea.Cmd { return nil }
func (e ender) View() string  { return e.name }
func (e ender) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	if _, ok := msg.(screen.ThoughtMsg); ok && e.name == "game" {
		return screen.Replace(ender{"result"}), nil
	}
	return e, nil
}

func TestACoveredScreenReplacesItselfNotTheTop(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	h := &harness{uitest.New(t, NewApp(env, menu.New(env)), 80, 24), env}
	h.Send(screen.OpenMsg{Screen: ender{"game"}})
	h.Send(screen.OpenMsg{Screen: ender{"rules"}})
	h.Send(screen.ThoughtMsg{ID: 1})
	if v := h.View(); !strings.Contains(v, "rules") {
		t.Fatalf("the covered screen's Replace replaced the top: %q", v)
	}
	h.Send(screen.BackMsg{})
	if v := h.View(); !strings.Contains(v, "result") {
		t.Fatalf("after the rules closed: %q, want the result", v)
	}
}

// actionCounter counts the room actions it is given.
type actionCounter struct {
	name string
	n    *int
}

func (c actionCounter) Init() tea.Cmd { return nil }
func (c actionCounter) View() string  { return c.name }
func (c actionCounter) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	if _, ok := msg.(screen.ActionMsg); ok {
		*c.n++
	}
	return c, nil
}

func TestARoomsActionReachesAGameCoveredByTheRules(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	var game, rules int
	h := &harness{uitest.New(t, NewApp(env, menu.New(env)), 80, 24), env}
	h.Send(screen.OpenMsg{Screen: actionCounter{"game", &game}})
	h.Send(screen.OpenMsg{Screen: actionCounter{"rules", &rules}})
	h.Send(screen.ActionMsg{Seq: 0})
	if game != 1 || rules != 1 {
		t.Fatalf("the action reached the game %d times and the top %d times", game, rules)
	}
}
