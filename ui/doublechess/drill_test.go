package doublechess

import (
	"strings"
	"testing"

	dc "parlour/games/doublechess"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// startDrill starts drill d through the catalogue's constructor, as the
// set-up's Play option chooses it, for the default table.
func startDrill(t *testing.T, d dc.Drill) (*uitest.Harness, *Game) {
	t.Helper()
	return startGame(t, uitest.NewEnv(t), practice, map[string]string{"play": drillID(d)})
}

// TestEveryDrillIsOfferedAndSolvedByItsSolution: each drill is a choice of
// the set-up; the person, seated at the drill's army, plays its solution
// and the engine's check calls it solved on the result screen.
func TestEveryDrillIsOfferedAndSolvedByItsSolution(t *testing.T) {
	if len(playChoices()) != len(dc.Drills)+1 || len(dc.Drills) < 12 {
		t.Fatalf("%d choices for %d drills", len(playChoices()), len(dc.Drills))
	}
	for _, d := range dc.Drills {
		t.Run(d.Name, func(t *testing.T) {
			h, g := startDrill(t, d)
			start, _ := d.Start()
			if g.rec.Start().FEN4() != start.FEN4() || !g.CanMove() || !g.seatOf(start.Turn()).IsHuman() {
				t.Fatalf("the drill is not set for the person: %s", h.View())
			}
			h.MustSee(d.Task[:20])
			typeMove(h, d.Solution[0])
			if !onResult(h) || !g.drillSolved {
				t.Fatalf("%s did not solve it (%+v):\n%s", d.Solution[0], g.end, h.View())
			}
			h.MustSee("Drill solved")
		})
	}
}

// TestADrillFailedSaysWhy: a move that misses the goal ends the drill,
// with the engine's reason and the book's words.
func TestADrillFailedSaysWhy(t *testing.T) {
	d := dc.Drills[0] // release by taking
	h, g := startDrill(t, d)
	typeMove(h, "Kg1-g2")
	if !onResult(h) || g.drillSolved {
		t.Fatalf("a wrong move solved it:\n%s", h.View())
	}
	h.MustSee("Drill not solved")
	h.MustSee("leaves White checkmated")
}

// TestDrillHintIsTheCoachsSolvingMove: t in a drill marks a move the
// engine's check calls a solution.
func TestDrillHintIsTheCoachsSolvingMove(t *testing.T) {
	d := dc.Drills[2] // open Green's mate
	h, g := startDrill(t, d)
	h.Key("t")
	if len(g.hint) != 2 || !strings.Contains(message(g), "the coach would play") {
		t.Fatalf("no hint: %q", message(g))
	}
	m := dc.Move{From: g.hint[0], To: g.hint[1]}
	if ok, why := d.Check(g.rec.Start(), []dc.Move{m}); !ok {
		t.Fatalf("the hint %v does not solve it: %s", m, why)
	}
}

// TestDrillsAreNotPlayedInARoom: a room refuses a drill.
func TestDrillsAreNotPlayedInARoom(t *testing.T) {
	_, err := roomGame(uitest.NewEnv(t), screen.Config{Seats: practice, Options: map[string]string{"play": drillID(dc.Drills[0])}}, screen.Link{Seats: []int{0}, Send: func(screen.Action) {}})
	if err == nil || !strings.Contains(err.Error(), "one keyboard") {
		t.Fatalf("a room took a drill: %v", err)
	}
}

// TestMenuSaysOnePersonCanPractise: the menu's line for the game says
// that one person can play (the seats say 4 players), and fits the
// menu's column at 80 columns uncut.
func TestMenuSaysOnePersonCanPractise(t *testing.T) {
	s := GameEntry().Summary
	if !strings.Contains(s, "practise alone") || len(s) > 42 {
		t.Fatalf("%q", s)
	}
}

// TestPlayChoicesFitTheSetUp: each choice of Play is drawn whole in the
// set-up's column at 80 columns (40 characters).
func TestPlayChoicesFitTheSetUp(t *testing.T) {
	for _, c := range playChoices() {
		if len(c.Label) > 40 {
			t.Errorf("%q is %d characters", c.Label, len(c.Label))
		}
	}
}
