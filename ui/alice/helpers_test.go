package alice

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/games/alice"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

// testEnv is a monochrome Unicode environment with saves in a temporary
// folder.
func testEnv(t *testing.T) *screen.Env { return uitest.NewEnv(t) }

func human(name string) seats.Seat { return seats.Seat{Name: name, Kind: seats.Human} }

func computer(name string, l seats.Level) seats.Seat {
	return seats.Seat{Name: name, Kind: seats.Computer, Level: l}
}

// deal starts a game with no pauses between computer moves.
func deal(t *testing.T, env *screen.Env, table []seats.Seat, seed uint64) *Game {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: table, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.pause = 0
	return g
}

// start deals a game and shows it at 80×24.
func start(t *testing.T, env *screen.Env, table []seats.Seat, seed uint64) *uitest.Harness {
	t.Helper()
	return uitest.NewScreen(t, deal(t, env, table, seed), 80, 24)
}

func game(h *uitest.Harness) *Game { return h.Screen().(*Game) }

// watched runs a game screen and hands every frame to check after every
// message, so that the screens shown between two keys (computer moves)
// are looked at too.
type watched struct {
	g     *Game
	check func(g *Game, frame string)
}

func (w watched) Init() tea.Cmd { return w.g.Init() }
func (w watched) View() string  { return w.g.View() }
func (w watched) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	s, cmd := w.g.Update(msg)
	if g, ok := s.(*Game); ok { // else the result screen takes its place
		w.g = g
	}
	w.check(w.g, ansi.Strip(w.g.View()))
	return w, cmd
}

// playOut plays the game to its end by keys: each person moves the
// choices at random (arrows, and now and then a look at the log, which
// Enter closes) and then confirms; hand-overs and passes are answered with
// Enter. It fails the test if the game does not end.
func playOut(t *testing.T, h *uitest.Harness, g func() *Game, rng *rand.Rand) {
	t.Helper()
	moves := []string{"left", "right", "up", "down", "left", "right", "up", "down", "g"}
	for range 5000 {
		if g().stage == stageOver {
			return
		}
		if g().stage == stagePlay {
			for range rng.IntN(4) {
				h.Key(moves[rng.IntN(len(moves))])
			}
		}
		if g().overlay != overlayNone {
			h.Key("enter") // closes the log
		}
		h.Key("enter")
	}
	t.Fatalf("the game did not end; it stands at step %d, stage %d", g().sv.Game.Step, g().stage)
}

// fits fails the test when a frame is taller or wider than the window.
func fits(t *testing.T, frame string, w, h int) {
	t.Helper()
	lines := strings.Split(frame, "\n")
	if len(lines) > h {
		t.Fatalf("frame is %d lines for a %d-line window:\n%s", len(lines), h, frame)
	}
	for _, l := range lines {
		if ansi.StringWidth(l) > w {
			t.Fatalf("line %q is %d wide in a %d-wide window", l, ansi.StringWidth(l), w)
		}
	}
}

// cardsIn returns every card named anywhere in events (as seen by the
// viewer), with the cards each leading card named calls for.
func cardsIn(log []alice.Event) map[alice.Card]bool {
	out := map[alice.Card]bool{}
	add := func(c alice.Card) {
		if !c.Valid() {
			return
		}
		out[c] = true
		if c.IsLead() {
			for _, m := range c.Mates() {
				out[m] = true
			}
		}
	}
	for _, e := range log {
		add(e.Card)
		add(e.Forfeit)
		for _, c := range e.Cards {
			add(c)
		}
		if e.Set > 0 {
			add(alice.LeadOf(e.Set))
		}
	}
	return out
}
