package doublechess

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestArmyStatesForTheTurnStrip(t *testing.T) {
	s := setup(t, Red, redStalemated)
	want := map[Color]ArmyState{Black: Playing, Green: Playing, White: Playing, Red: Stalemated}
	for c, w := range want {
		if got := s.Army(c); got != w {
			t.Errorf("%v: %v, want %v", c, got, w)
		}
	}
	s = play(t, Black, greenMated)
	if got := s.Army(Green); got != Checkmated {
		t.Errorf("Green: %v, want checkmated", got)
	}
	// Green's rook on g8 checks Black's king.
	s = play(t, Black, "BKg1 GRg8 WKh14 GKa7 RKn8")
	if got := s.Army(Black); got != InCheck || got.String() != "in check" {
		t.Errorf("Black: %v, want in check", got)
	}
}

func TestLostMenPerArmy(t *testing.T) {
	s, _ := NewGame(Rules{})
	for _, c := range Colors {
		if got := s.Lost(c); got != nil {
			t.Errorf("%v has lost %v at the start", c, got)
		}
	}
	s = seedOpening(t)
	want := map[Color][]Kind{Black: {Queen}, Green: {Queen}, White: {Queen}, Red: {Queen, Bishop, Pawn}}
	for c, w := range want {
		if got := s.Lost(c); !slices.Equal(got, w) {
			t.Errorf("%v lost %v, want %v", c, got, w)
		}
	}
}

// TestRule5AttackedQueens: the queen a partner may point out to her
// owner, on his own turn.
func TestRule5AttackedQueens(t *testing.T) {
	s := play(t, White, "BKg1 WQe9 GRa9 WKh14 GKa7 RKn8")
	if got := s.AttackedQueens(White); !slices.Equal(got, []Square{mustSquare(t, "e9")}) {
		t.Errorf("White's attacked queens %v, want e9", got)
	}
	if got := s.AttackedQueens(Black); got != nil {
		t.Errorf("Black has no queen, yet %v", got)
	}
	// A dead army's queen cannot be taken, so nobody points her out.
	s = play(t, Black, greenMated+" GQe12 BRe1")
	if !s.Checkmated(Green) {
		t.Fatal("Green should be checkmated")
	}
	if got := s.AttackedQueens(Green); got != nil {
		t.Errorf("a dead queen pointed out: %v", got)
	}
}

func TestTwoPieceEndingMayBeDeclaredDrawn(t *testing.T) {
	for men, want := range map[string]bool{
		"BKg1 BRd5 WRe9 WKh14 GKa7 RKn8":      true, // each partner a piece
		"BKg1 BRd5 BNe3 WKh14 GKa7 RKn8":      true, // one of them both
		"BKg1 BRd5 GNe10 WKh14 GKa7 RKn8":     false,
		"BKg1 BRd5 BNe3 BPf3 WKh14 GKa7 RKn8": false,
		"BKg1 BRd5 BNe3 GRa9 WKh14 GKa7 RKn8": false,
	} {
		s := setup(t, Black, men)
		side, ok := s.TwoPieceEnding()
		if ok != want || (ok && side != BlackWhite) {
			t.Errorf("%s: ending %v for %v, want %v", men, ok, side, want)
		}
		if _, err := s.DeclareDrawn(); (err == nil) != want {
			t.Errorf("%s: declared: %v", men, err)
		}
	}
	s := setup(t, Black, "BKg1 BRd5 WRe9 WKh14 GKa7 RKn8")
	d, err := s.DeclareDrawn()
	if err != nil {
		t.Fatal(err)
	}
	v := Outcome(d)
	if v.Status != Draw || !strings.Contains(v.Reason, "with the honours of war to Black and White") || !d.Declared() {
		t.Errorf("outcome %+v", v)
	}
	if Outcome(s).Status != Ongoing {
		t.Error("declaring changed the state it was asked of")
	}
	if _, err := d.Apply(Legal(s)[0]); err == nil {
		t.Error("a move after the declaration")
	}
	if _, err := d.DeclareDrawn(); err == nil {
		t.Error("declared twice")
	}
	// The declaration survives the save file and the PGN4 record.
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil || Outcome(back) != v {
		t.Errorf("from %s: %+v, %v", data, Outcome(back), err)
	}
	text, err := Record{Start: s, Declared: true}.PGN4()
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParsePGN4(text, Rules{})
	if err != nil || !g.Declared || g.GivenUp {
		t.Fatalf("read back: %+v, %v\n%s", g, err, text)
	}
	if final, err := g.Final(); err != nil || Outcome(final) != v {
		t.Errorf("replayed: %+v, %v", Outcome(final), err)
	}
	// A save that claims a declaration outside the ending is refused.
	start, _ := NewGame(Rules{})
	data, _ = json.Marshal(start)
	data = []byte(strings.Replace(string(data), `"round":1`, `"round":1,"declared_drawn":true`, 1))
	if err := json.Unmarshal(data, &back); err == nil || !errors.Is(err, ErrNotTwoPieceEnding) {
		t.Errorf("%s read: %v", data, err)
	}
}
