package doublechess

import (
	"context"
	"strings"
	"testing"
)

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
	// The book's own game opens g2-g3, a pawn on the king's side, and
	// goes on Bf1xn9 against Red: a pawn's move declines nothing.
	opening, err := ParseMove(s, "g2-g3")
	if err != nil {
		t.Fatal(err)
	}
	if l := LeadOf(s, opening); l != (Lead{Leader: Black, Target: Red}) {
		t.Errorf("after g2-g3: %+v, want Black leading against Red", l)
	}
	// Green first, a knight out on his left (the North ranks): Red leads
	// against White, on his right.
	g, _ := NewGame(Rules{First: Green})
	m, err := ParseMove(g, "Na10-c9")
	if err != nil {
		t.Fatal(err)
	}
	if l := LeadOf(g, m); l.Leader != Red || l.Target != White || !l.Declined {
		t.Errorf("after Green's Na10-c9: %+v, want Red leading against White", l)
	}
}

// TestTheAttackGoesWhereTheLeadAims: the side's computer brings its men
// toward the half of the adversary the lead aims at. Over the positions
// of Easy self-play where a side has an aim, its move is searched with
// that aim and with the aim turned to the other adversary; a move counts
// +1 for bringing a man onto the aimed adversary's half (or taking one
// off the other's), -1 the other way. Aimed moves must lean clearly to
// their aim (46 over 120 positions when written; 0 without the term).
func TestTheAttackGoesWhereTheLeadAims(t *testing.T) {
	states, _ := SelfPlayPositions(context.Background(), 7, 120)
	lean, n := 0, 0
	for _, s := range states {
		side := s.Turn().Side()
		aim := s.pos.aimOf(side)
		if aim == noAim || s.pos.isDead(s.Turn()) {
			continue
		}
		toward := func(m Move) int {
			onto := func(a Color) int {
				from, to := onHalfOf(a, cell(m.From)), onHalfOf(a, cell(m.To))
				switch {
				case to && !from:
					return 1
				case from && !to:
					return -1
				}
				return 0
			}
			return onto(aim) - onto(aim.Partner())
		}
		turned := s
		turned.pos.aim[side] = uint8(aim.Partner()) + 1
		lim := Limits{Nodes: 30000}
		lean += toward(Search(context.Background(), s, lim).Move) - toward(Search(context.Background(), turned, lim).Move)
		n++
	}
	if n < 60 || lean < 20 {
		t.Errorf("over %d positions the aimed moves lean %d toward their aim, want at least 20", n, lean)
	}
}

// TestTheLeadIsSetByEachSidesFirstMove: a game from the book's array
// aims each side's attack from its first move (LeadOf), and keeps it;
// a game from a FEN4 position has no aim.
func TestTheLeadIsSetByEachSidesFirstMove(t *testing.T) {
	s, _ := NewGame(Rules{First: Black})
	for _, text := range []string{"Ne1-f3", "b7-c7", "h13-h12"} {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = s.Apply(m)
	}
	if got := s.pos.aimOf(BlackWhite); got != Green {
		t.Errorf("after Black's Ne1-f3 (the book's defence) the aim is %v, want White's lead against Green", got)
	}
	if got := s.pos.aimOf(GreenRed); got != Black {
		t.Errorf("after Green's b7-c7 the aim is %v, want Green's lead against Black", got)
	}
	// A position not the book's array (here read from FEN4 without the
	// Parlour key's lead) has no lead: its first moves aim nothing.
	f, err := ParseFEN4(strings.Replace(s.FEN4(), "{'parlour':'lead=green,black'}-", "", 1), Rules{First: Black})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := ParseMove(f, "m8-l8")
	f, _ = f.Apply(m)
	if f.pos.aimOf(GreenRed) != noAim || f.pos.aimOf(BlackWhite) != noAim {
		t.Errorf("a game from a FEN4 position aims at %v and %v, want no aim", f.pos.aimOf(BlackWhite), f.pos.aimOf(GreenRed))
	}
	if !strings.Contains(s.FEN4(), "lead=") {
		t.Errorf("%s does not carry the lead", s.FEN4())
	}
}

// TestFEN4KeepsTheLead: the aims travel in FEN4's Parlour key, so a game
// written and read back goes on aiming where it did; an aim at a partner
// is refused.
func TestFEN4KeepsTheLead(t *testing.T) {
	s, _ := NewGame(Rules{First: Black})
	for _, text := range []string{"j2-j3", "b7-c7"} {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = s.Apply(m)
	}
	text := s.FEN4()
	if !strings.Contains(text, "lead=red,black") {
		t.Fatalf("%s does not say the lead", text)
	}
	back, err := ParseFEN4(text, s.Rules())
	if err != nil || back.pos != s.pos {
		t.Fatalf("read back: %v", err)
	}
	bad := strings.Replace(text, "lead=red,black", "lead=white,none", 1)
	if _, err := ParseFEN4(bad, s.Rules()); err == nil {
		t.Errorf("%s: an aim at a partner was read", bad)
	}
}

// TestPartnerIntentNamesTheLead: at his turn a player is told whom the
// partners' attack is aimed at and who leads it: Black after his own
// j2-j3 (he leads against Red), White after Black's Ne1-f3 (the book's
// defence: White leads against Green).
func TestPartnerIntentNamesTheLead(t *testing.T) {
	for _, c := range []struct {
		opening     []string
		aim, leader Color
	}{
		{[]string{"j2-j3", "b7-c7", "h13-h12", "m8-l8"}, Red, Black},
		{[]string{"Ne1-f3", "b7-c7", "h13-h12", "m8-l8"}, Green, White},
	} {
		s, _ := NewGame(Rules{First: Black})
		for _, text := range c.opening {
			m, err := ParseMove(s, text)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = s.Apply(m)
		}
		in, err := PartnerIntent(context.Background(), s, Limits{Depth: 2})
		if err != nil {
			t.Fatal(err)
		}
		if !in.Aimed || in.Aim != c.aim || in.Leader != c.leader {
			t.Errorf("after %v: aimed %v at %v led by %v, want %v led by %v", c.opening, in.Aimed, in.Aim, in.Leader, c.aim, c.leader)
		}
	}
}
