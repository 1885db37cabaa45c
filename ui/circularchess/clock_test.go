package circularchess

import (
	"strings"
	"testing"
	"time"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// startClocked starts a game of two people on the ten-minute clock.
func startClocked(t *testing.T, env *screen.Env) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, bob},
		Options: map[string]string{"rules": rulesChoices[0].Value, "clock": clockChoices[1].Value}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	return uitest.NewScreen(t, g, 80, 24), g
}

// wind moves the clocks' time on by d.
func wind(g *Game, d time.Duration) {
	now := g.clocks.Now
	if now == nil {
		now = time.Now
	}
	g.clocks.Now = func() time.Time { return now().Add(d) }
}

// spend lets d pass on the running clock, and ticks.
func spend(h *uitest.Harness, g *Game, d time.Duration) {
	wind(g, d)
	h.Send(g.clocks.Current())
}

func TestClocksAreOffByDefault(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	h.MustNotSee("Clocks:")
	if g.clocks.On() || g.clocks.Running() {
		t.Fatal("a game set up without a clock runs one")
	}
}

// TestTheClocksShowInThePanel: the side to move's clock runs, the other's
// stands, and the panel shows both.
func TestTheClocksShowInThePanel(t *testing.T) {
	h, g := startClocked(t, testEnv(t))
	h.MustSee("Clocks: W 10:00 B 10:00")
	spend(h, g, 5*time.Second)
	h.MustSee("Clocks: W 9:55 B 10:00")
	typeMove(h, "b2-b4")
	spend(h, g, 20*time.Second)
	h.MustSee("Clocks: W 9:55 B 9:40")
}

// TestAPlayerWhoseTimeRunsOutLoses: the result screen says so.
func TestAPlayerWhoseTimeRunsOutLoses(t *testing.T) {
	_, g := startClocked(t, testEnv(t))
	wind(g, g.clocks.Limit)
	r := finish(t, g, g.clocks.Current())
	view := uitest.NewScreen(t, r, 80, 24).View()
	if !strings.Contains(view, "Ada's time ran out") || !strings.Contains(view, "Bob (Black) wins") {
		t.Fatalf("the result screen does not say White lost on time:\n%s", view)
	}
}

// TestTheClockStopsWhileTheRulesAreOpen: F1 stops the clock (a tick then
// does nothing), and it runs again when the game is shown again.
func TestTheClockStopsWhileTheRulesAreOpen(t *testing.T) {
	h, g := startClocked(t, testEnv(t))
	spend(h, g, 3*time.Second)
	h.Key("f1")
	if g.clocks.Running() {
		t.Fatal("the clock runs while the rules are open")
	}
	used := g.clocks.Used[0]
	if used < 3*time.Second {
		t.Fatalf("the time taken before the rules opened is lost: %v", used)
	}
	if cmd := g.clockTicked(g.clocks.Current()); cmd != nil || g.clocks.Used[0] != used {
		t.Fatal("a tick moved the stopped clock")
	}
	h.MustSee("Rules of Circular Chess")
	g.typedMove("b2-b4") // as a computer's move might arrive now
	if g.clocks.Running() {
		t.Fatal("a move played while the rules are open started a clock")
	}
	h.Key("esc") // the rules close; the game shows again
	if !g.clocks.Running() {
		t.Fatal("the clock did not start again when the game was shown again")
	}
	h.MustSee("Clocks: W 9:57 B 10:00")
}

// TestTheClockIsKeptInTheSave: Continue restores the time each has taken.
func TestTheClockIsKeptInTheSave(t *testing.T) {
	env := testEnv(t)
	h, g := startClocked(t, env)
	spend(h, g, 30*time.Second)
	typeMove(h, "b2-b4")
	spend(h, g, 90*time.Second)
	h.Send(screen.QuittingMsg{})
	r := resumeSaved(t, env)
	if !r.clocks.On() || r.clocks.Used[0].Round(time.Second) != 30*time.Second || r.clocks.Used[1].Round(time.Second) != 90*time.Second {
		t.Fatalf("the resumed clocks are %v of %v", r.clocks.Used, r.clocks.Limit)
	}
	hr := uitest.NewScreen(t, quicken(r), 80, 24)
	hr.MustSee("Clocks: W 9:30 B 8:30")
}
