package draughts

import (
	"context"
	"testing"

	"parlour/games/draughts"
	"parlour/ui/seats"
)

func TestEveryDrillSetsUpAWinForBlack(t *testing.T) {
	for _, d := range drills {
		s, err := d.start()
		if err != nil {
			t.Fatalf("%s: %v", d.ID, err)
		}
		if s.Turn() != draughts.Black || draughts.Outcome(s).Status != draughts.Ongoing {
			t.Fatalf("%s: not Black to move in a live position", d.ID)
		}
		for _, c := range []draughts.Color{draughts.Black, draughts.White} {
			if m, k := s.Count(c); m != 0 || k == 0 {
				t.Fatalf("%s: %s has %d men and %d kings; the book's drills are kings only", d.ID, c, m, k)
			}
		}
	}
	// The book: two kings to two is won by 26-23, giving one to take two.
	d, _ := drillByID("2v2")
	s, _ := d.start()
	r := draughts.Search(context.Background(), s, draughts.Limits{Depth: 12})
	if r.Move.String() != "26-23" {
		t.Fatalf("two kings to two: the search plays %s, the book 26-23", r.Move)
	}
}

func TestDrillJudgedByTheRules(t *testing.T) {
	d, _ := drillByID("2v1")
	if won, why := d.judge(draughts.Verdict{Status: draughts.Win, Winner: draughts.Black, Reason: "White has no pieces left"}); !won || why != "Drill won: White has no pieces left." {
		t.Fatalf("a Black win: %v %q", won, why)
	}
	if won, why := d.judge(draughts.Verdict{Status: draughts.Draw, Reason: "two kings against one were not won within 20 moves each (rule 10)"}); won || why == "" {
		t.Fatalf("a draw under rule 10 passed: %q", why)
	}
}

// TestDrillTwoKingsToOneWon plays the strong side by typing the engine's
// moves, against the computer, and wins within rule 10.
func TestDrillTwoKingsToOneWon(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, medium}, map[string]string{"game": drills[0].Choice}, 80, 24)
	h.MustSee("drill: two kings to one")
	h.MustSee("Drive the lone king out")
	for i := 0; i < 40 && !g.Over(); i++ {
		if !g.CanMove() {
			t.Fatalf("the computer did not reply:\n%s", h.View())
		}
		r := draughts.Search(context.Background(), g.rec.Now(), draughts.Limits{Depth: 40, Nodes: 40_000})
		typeMove(h, r.Move.LongString())
		if i == 0 {
			h.MustSee("Rule 10: ")
		}
	}
	h.MustSee("Drill won: White has no pieces left.")
	h.MustSee("Drill won")
	// Play again keeps Ada on the strong side.
	h.Key("enter")
	if g = current(t, h); g.Seats[0].Name != "Ada" || g.rec.Played != 0 {
		t.Fatal("the drill did not start again with the same sides")
	}
}

func TestDrillsRunInTheirOwnRules(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, map[string]string{"game": drills[2].ID, "capture": captureCh[1].Value, "draws": drawCh[0].Value}, 80, 24)
	if r := g.rec.Now().Rules(); r != drillRules {
		t.Fatalf("drill rules %+v", r)
	}
	h.MustSee("Victorian rules")
	h.MustSee("♚")
}

// TestTheThinkingLineNamesADatabaseWin: a search that sees a win of five
// pieces the endgame database holds as a result shows it as such, not as
// some 270 men.
func TestTheThinkingLineNamesADatabaseWin(t *testing.T) {
	s, err := draughts.ParseFEN("W:W20,K15,K16:B11,K24,K26", draughts.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	r := draughts.Search(context.Background(), s, draughts.Limits{Depth: 8})
	if got := progressOf(s, r).Score; got != "database win" {
		t.Errorf("the thinking line says %q (score %d)", got, r.Score)
	}
	r.Score = -r.Score
	if got := progressOf(s, r).Score; got != "database loss" {
		t.Errorf("the loser's thinking line says %q", got)
	}
	r.Score = 35
	if got := progressOf(s, r).Score; got != "+0.35 men" {
		t.Errorf("an evaluation: %q", got)
	}
}
