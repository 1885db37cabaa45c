package circularchess_test

import (
	"io"
	"regexp"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"

	"parlour/ui"
	"parlour/ui/circularchess"
	"parlour/ui/internal/apptest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// session starts the real root model on the data folder dir, with Circular
// Chess the only game.
func session(t *testing.T, dir string) *uitest.Harness {
	t.Helper()
	return apptest.Session(t, dir, circularchess.GameEntry())
}

var firstMove = regexp.MustCompile(`1\. [A-Z]?[a-d]\d+[-x][a-d]\d+`)

// TestThroughTheApp plays through the root model: the set-up with the
// computer as White, the rules opened with F1 while it thinks, its move on
// the board after Esc, a reply by keys, leaving, and Continue in a new
// session at the same position.
func TestThroughTheApp(t *testing.T) {
	dir := t.TempDir()
	h := session(t, dir)
	h.MustSee("Circular Chess")
	h.Key("enter")                // the set-up
	h.Key("right")                // seat 1: the computer, Easy
	h.Key("down", "left", "left") // seat 2: a person
	h.MustSee("Human")
	h.HoldThoughts()
	h.Key("down", "down", "down", "enter") // past the rules and the clock to Start
	if _, ok := h.Model.(ui.App).Current().(*circularchess.Game); !ok {
		t.Fatalf("the game screen is %T:\n%s", h.Model.(ui.App).Current(), h.View())
	}
	h.MustSee("White thinks")
	h.Key("f1")
	h.MustSee("Circular Chess")
	h.MustNotSee("White thinks")
	if h.Held() != 1 {
		t.Fatalf("%d computer results held, want 1", h.Held())
	}
	h.Release()
	h.Key("esc")
	opening := firstMove.FindString(h.View())
	if opening == "" {
		t.Fatalf("the computer's move, made while the rules were open, is not on the board:\n%s", h.View())
	}
	h.MustSee("Black to move")
	h.MustSee("[p]") // the cursor starts among Black's men
	h.Key("esc", "y")
	h.MustSee("Continue Circular Chess")

	h2 := session(t, dir)
	h2.Key("down", "enter")
	if _, ok := h2.Model.(ui.App).Current().(*circularchess.Game); !ok {
		t.Fatalf("Continue opened %T:\n%s", h2.Model.(ui.App).Current(), h2.View())
	}
	h2.MustSee(opening)
	h2.MustSee("Black to move")
}

// goldenGame is the game at 80×24 in the dark theme after 1. b2-b4,
// in the ring or the strip.
func goldenGame(t *testing.T, strip bool) string {
	t.Helper()
	return drawnGame(t, strip, store.ThemeDark, termenv.TrueColor)
}

// drawnGame is goldenGame in the theme mode, drawn for colour profile.
func drawnGame(t *testing.T, strip bool, mode store.Theme, profile termenv.Profile) string {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(profile)
	dir := t.TempDir()
	store.New(dir).SaveSettings(store.Settings{Theme: mode, Glyphs: store.GlyphsUnicode})
	env := ui.NewSessionEnv(ui.Options{DataDir: dir, Games: []screen.Entry{circularchess.GameEntry()}, Seed: 1, HasSeed: true}, r)
	g, _ := env.Games[0].New(env, screen.Config{Seats: []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Bob", Kind: seats.Human}}, Seed: 1})
	h := uitest.NewScreen(t, g, 80, 24)
	h.Key(":")
	h.Type("b2-b4")
	h.Key("enter")
	if strip {
		h.Key("v")
	}
	return h.Model.View()
}

func TestGoldenRingView(t *testing.T) {
	golden.RequireEqual(t, []byte(goldenGame(t, false)))
}

func TestGoldenStripView(t *testing.T) {
	golden.RequireEqual(t, []byte(goldenGame(t, true)))
}
