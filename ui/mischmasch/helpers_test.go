package mischmasch

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/games/mischmasch"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

var (
	ada    = seats.Seat{Name: "Ada", Kind: seats.Human}
	bob    = seats.Seat{Name: "Bob", Kind: seats.Human}
	expert = seats.Seat{Name: "Babbage", Kind: seats.Computer, Level: seats.Expert}
	easy   = seats.Seat{Name: "Lovelace", Kind: seats.Computer, Level: seats.Easy}
)

func testEnv(t *testing.T) *screen.Env { return uitest.NewEnv(t) }

// start opens a new game at 80×24 whose computers act at once.
func start(t *testing.T, env *screen.Env, table []seats.Seat, options map[string]string) *uitest.Harness {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: table, Seed: 5, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	return open(t, s)
}

// open runs a game screen at 80×24 with computers that act at once.
func open(t *testing.T, s screen.Screen) *uitest.Harness {
	t.Helper()
	s.(*Game).computer.pace = 0
	return uitest.NewScreen(t, s, 80, 24)
}

func game(h *uitest.Harness) *Game { return h.Screen().(*Game) }

// prompt is the whole of the hand-over to name, as words.
func prompt(name string) string {
	return "Pass the keyboard to " + name + " — press Enter when " + name + " is ready"
}

// words is the screen as words separated by single spaces.
func words(h *uitest.Harness) string { return strings.Join(strings.Fields(h.View()), " ") }

// mustHandOver fails unless the screen is the hand-over to name and
// nothing else.
func mustHandOver(t *testing.T, h *uitest.Harness, name string) {
	t.Helper()
	if got := words(h); got != prompt(name) {
		t.Fatalf("the hand-over to %s shows %q", name, got)
	}
}

// answer types a word at an answering desk and confirms it.
func answer(h *uitest.Harness, word string) {
	h.T.Helper()
	h.Type(word)
	h.Key("enter")
	h.MustSee("It is final")
	h.Key("y")
}

// choose picks the n-th answer below "ready" and confirms it.
func choose(h *uitest.Harness, n int) {
	h.T.Helper()
	for range n {
		h.Key("down")
	}
	h.Key("enter", "y")
}

// deskTurn returns the turn of the desk on screen, failing if there is none.
func deskTurn(t *testing.T, h *uitest.Harness) mischmasch.Turn {
	t.Helper()
	g := game(h)
	if g.desk == nil || g.handoff != nil {
		t.Fatalf("no desk on screen:\n%s", h.View())
	}
	return g.desk.turn
}

// saved loads the autosave.
func saved(t *testing.T, env *screen.Env) store.Envelope {
	t.Helper()
	e, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	return e
}
