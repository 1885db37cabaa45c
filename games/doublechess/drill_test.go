package doublechess

import (
	"context"
	"testing"
)

// wrongMoves are moves each drill's position allows that miss its goal.
var wrongMoves = map[string]string{
	"Release by taking":                "Kg1-g2",
	"Release by covering":              "Kg1-g2",
	"Open Green's mate":                "Kg1-g2",
	"Open Red's mate":                  "Kg1-g2",
	"Close Green's mate":               "Rd4-d5",
	"Close Red's mate":                 "Rk4-k5",
	"The double guard on Black's left": "Kh1-i1",
	"The double guard on White's left": "Kh14-g14",
	"Two moves to one: Black mates":    "Rk4-k5",
	"Two moves to one: White mates":    "Kh14-g14",
	"Opening: the bishop takes Red's":  "h2-h3",
	"Opening: White queen takes Red's": "i13-i12",
	"Opening: Green takes the queen":   "b8-c8",
	"Opening: the bishop takes a pawn": "Bn9xm8",
}

// TestDrills: each drill's position is legal, its known solution solves
// it, a wrong move does not, and there are at least twelve.
func TestDrills(t *testing.T) {
	if len(Drills) < 12 {
		t.Fatalf("%d drills, want 12 or more", len(Drills))
	}
	for _, d := range Drills {
		t.Run(d.Name, func(t *testing.T) {
			s, err := d.Start()
			if err != nil {
				t.Fatal(err)
			}
			if Outcome(s).Status != Ongoing {
				t.Fatalf("the game is over: %v", Outcome(s))
			}
			moves, err := drillMoves(s, d.Solution)
			if err != nil {
				t.Fatal(err)
			}
			if ok, why := d.Check(s, moves); !ok {
				t.Errorf("the solution %v does not solve it: %s", d.Solution, why)
			}
			wrong, ok := wrongMoves[d.Name]
			if !ok {
				t.Fatal("no wrong move to try")
			}
			moves, err = drillMoves(s, []string{wrong})
			if err != nil {
				t.Fatal(err)
			}
			if ok, why := d.Check(s, moves); ok {
				t.Errorf("%s solves it: %s", wrong, why)
			}
		})
	}
}

// TestDrillHint: the coach's hint for a drill solves it.
func TestDrillHint(t *testing.T) {
	for _, d := range Drills[:3] {
		s, err := d.Start()
		if err != nil {
			t.Fatal(err)
		}
		m, err := d.Hint(context.Background(), s, Limits{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		if ok, why := d.Check(s, []Move{m}); !ok {
			t.Errorf("%s: the hint %s does not solve it: %s", d.Name, s.MoveText(m), why)
		}
	}
}
