package doublechess

import "testing"

// TestLead: Black opening with a pawn on his right leads against Red;
// opening with his king's bishop's knight to its third on the left (the
// book's defence) hands the lead to White, against Green.
func TestLead(t *testing.T) {
	if RightHand(Black) != Red || RightHand(White) != Green || RightHand(Green) != Black || RightHand(Red) != White {
		t.Error("right-hand adversaries wrong")
	}
	s, _ := NewGame(Rules{})
	attack, err := ParseMove(s, "j2-j3")
	if err != nil {
		t.Fatal(err)
	}
	if l := LeadOf(s, attack); l != (Lead{Leader: Black, Target: Red}) {
		t.Errorf("after j2-j3: %+v, want Black leading against Red", l)
	}
	defence, err := ParseMove(s, "Ne1-f3")
	if err != nil {
		t.Fatal(err)
	}
	if l := LeadOf(s, defence); l != (Lead{Leader: White, Target: Green, Declined: true}) {
		t.Errorf("after Ne1-f3: %+v, want White leading against Green", l)
	}
	// Green first, a pawn on his left (the North ranks): Red leads
	// against White, on his right.
	g, _ := NewGame(Rules{First: Green})
	m, err := ParseMove(g, "b10-c10")
	if err != nil {
		t.Fatal(err)
	}
	if l := LeadOf(g, m); l.Leader != Red || l.Target != White || !l.Declined {
		t.Errorf("after Green's b10-c10: %+v, want Red leading against White", l)
	}
}
