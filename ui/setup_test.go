package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"testing"

	"parlour/ui/internal/testgame"
	"parlour/ui/menu"
	"parlour/ui/screen"
	"parlour/ui/setup"
)

func TestSetupRemembersTheLastTable(t *testing.T) {
	dir := t.TempDir()
	opts := Options{DataDir: dir, NoColor: true, Games: []screen.Entry{testgame.Game()}, Seed: 7, HasSeed: true}
	h := harnessFor(t, NewEnv(opts), 80, 24)
	h.Key("enter", "A", "d", "a")         // seat 1: Ada
	h.Key("up", "right")                  // three players
	h.Key("down", "down", "down", "left") // seat 3: Hard -> Easy
	h.Key("down", "right")                // points to win: the next choice
	want := h.current().(setup.Model).Config()
	h.Key("down", "enter")
	if _, ok := h.current().(testgame.Model); !ok {
		t.Fatalf("not started: %T", h.current())
	}
	// A new session, from the settings file alone.
	h = harnessFor(t, NewEnv(opts), 80, 24)
	h.Key("enter")
	got := h.current().(setup.Model).Config()
	if len(got.Seats) != 3 || got.Seats[0].Name != "Ada" || got.Seats[2] != want.Seats[2] ||
		got.Options["target"] != want.Options["target"] {
		t.Fatalf("set-up offered %+v, want %+v", got, want)
	}
	h.MustSee("Ada")
}

func TestSetupHidesOptionsThatDoNotApply(t *testing.T) {
	g := testgame.Game()
	g.Options = append(g.Options,
		screen.Option{Key: "variant", Label: "Variant", Choices: screen.Plain("plain", "fancy")},
		screen.Option{Key: "frills", Label: "Frills", Choices: screen.Plain("on", "off"),
			ShownWhen: func(c map[string]string) bool { return c["variant"] == "fancy" }})
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{g}})
	h := harnessFor(t, env, 80, 24)
	h.Key("enter")
	h.MustSee("Variant")
	h.MustNotSee("Frills")
	x, y, err := h.Find("plain")
	if err != nil {
		t.Fatal(err)
	}
	h.Click(x, y)
	h.MustSee("Frills")
}

func TestSetupStartsTheGameOnceWhateverIsTypedMeanwhile(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
	app := NewApp(env, menu.New(env))
	app.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ := app.Update(screen.OpenMsg{Screen: setup.New(env, testgame.Game())})
	for range 4 { // down to Start
		m, _ = m.Update(uitest.Key("down"))
	}
	// Two Enters in one burst: the first starts the game at once, so the
	// second is the game's, and no second game starts.
	m, _ = m.Update(uitest.Key("enter"))
	m, _ = m.Update(uitest.Key("enter"))
	if _, ok := m.(App).Current().(testgame.Model); !ok || m.(App).Depth() != 2 {
		t.Fatalf("after Enter, Enter: %T on top, %d screens", m.(App).Current(), m.(App).Depth())
	}
}
