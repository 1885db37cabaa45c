package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"testing"

	"parlour/ui/internal/testgame"
	"parlour/ui/screen"
	"parlour/ui/setup"
)

func TestSetupRemembersTheLastTable(t *testing.T) {
	dir := t.TempDir()
	opts := Options{DataDir: dir, NoColor: true, Games: []screen.Game{testgame.Game()}, Seed: 7, HasSeed: true}
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
		screen.Option{Key: "variant", Label: "Variant", Choices: []string{"plain", "fancy"}},
		screen.Option{Key: "frills", Label: "Frills", Choices: []string{"on", "off"},
			ShownWhen: func(c map[string]string) bool { return c["variant"] == "fancy" }})
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Game{g}})
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
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Game{testgame.Game()}})
	var s screen.Screen = setup.New(env, testgame.Game())
	s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for range 4 { // down to Start
		s, _ = s.Update(uitest.Key("down"))
	}
	s, first := s.Update(uitest.Key("enter"))
	if first == nil {
		t.Fatal("Enter on Start made no game")
	}
	// The Replace has not reached the root yet; a second Enter arrives.
	if _, again := s.Update(uitest.Key("enter")); again != nil {
		t.Fatal("a second Enter before the game showed started another")
	}
}
