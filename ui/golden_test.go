package ui

import (
	"io"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"

	"parlour/ui/internal/testgame"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// goldenApp runs the real program loop (teatest) at 80×24 with a fixed
// colour profile and the dark theme, types keys, and returns the last frame.
func goldenApp(t *testing.T, keys ...tea.KeyMsg) string {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	dir := t.TempDir()
	store.New(dir).SaveSettings(store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode})
	env := NewSessionEnv(Options{DataDir: dir, Games: []screen.Entry{testgame.Game()}, Seed: 1, HasSeed: true}, r)
	app, err := NewRoot(env, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, app, teatest.WithInitialTermSize(80, 24))
	for _, k := range keys {
		tm.Send(k)
	}
	// Let the program settle before asking it to stop.
	time.Sleep(50 * time.Millisecond)
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	return tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()
}

func TestGoldenMenu(t *testing.T) {
	golden.RequireEqual(t, []byte(goldenApp(t)))
}

func TestGoldenSetup(t *testing.T) {
	golden.RequireEqual(t, []byte(goldenApp(t, tea.KeyMsg{Type: tea.KeyEnter})))
}

func TestGoldenResult(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	dir := t.TempDir()
	store.New(dir).SaveSettings(store.Settings{Theme: store.ThemeMono, Glyphs: store.GlyphsUnicode})
	env := NewSessionEnv(Options{DataDir: dir, Games: []screen.Entry{testgame.Game()}, Seed: 1, HasSeed: true}, r)
	res := screen.NewResult(env, screen.ResultSpec{
		Game: testgame.Game(), Config: screen.Config{Seats: testgame.TwoHumans(), Seed: 1},
		Headline: "Ada wins", Reason: "three points first, with 5 against Bob's 4",
		Body: "Round 1  Ada 5  Bob 4\nRound 2  Ada 3  Bob 3\nRound 3  Ada 5  Bob 2",
		Save: func() (string, error) { return "", nil },
	})
	s, _ := res.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	golden.RequireEqual(t, []byte(s.View()))
}
