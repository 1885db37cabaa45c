package circularchess

import (
	"slices"
	"testing"
)

func TestCheckersListTheCheckingPieces(t *testing.T) {
	for _, c := range []struct {
		rules  Rules
		pieces string
		want   []string
	}{
		{modern, "Kd16 Ra3 Nb5 rd10 kd8", []string{"d10"}},       // along ring d
		{modern, "Kd16 Ra3 rd10 nc2 kb8", []string{"c2", "d10"}}, // a double check
		{modern, "Kd16 Ra3 Nb5 rd10 Bd12 kd8", nil},              // blocked
		{modern, "Ka14 rd14 kd8", []string{"d14"}},               // across the rings
		{modern, "Kd1 rd16 kb8", []string{"d16"}},                // over the home line
		{byzantine, "Kc5 fd6 ka12", []string{"d6"}},              // the counsellor
		{byzantine, "Kc5 ea7 kb12", []string{"a7"}},              // the elephant
	} {
		s := setup(t, c.rules, White, c.pieces)
		var got []string
		for _, x := range s.Checkers() {
			got = append(got, x.String())
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: checkers %v, want %v", c.pieces, got, c.want)
		}
		if s.InCheck() != (len(got) > 0) {
			t.Errorf("%s: in check %v with checkers %v", c.pieces, s.InCheck(), got)
		}
	}
}

// TestCheckersAgreeWithTheReference compares the checkers of every
// position of random games with the reference's: the opponent's men that
// could move onto the king's cell.
func TestCheckersAgreeWithTheReference(t *testing.T) {
	games := 10
	if slow() {
		games = 200
	}
	checks := 0
	for _, r := range []Rules{modern, byzantine} {
		for _, s := range randomPositions(t, r, games, 300, 11) {
			ref := refOf(s)
			var want []Cell
			for _, m := range ref.pseudo(ref.side.Opponent()) {
				if tm := ref.man[m.tr][m.tn]; tm.kind == King && tm.color == ref.side {
					from, _ := CellAt(byte('a'+m.fr), m.fn+1)
					if !slices.Contains(want, from) {
						want = append(want, from)
					}
				}
			}
			slices.Sort(want)
			if got := s.Checkers(); !slices.Equal(got, want) {
				t.Fatalf("%s: checkers %v, reference %v", s.FEN(), got, want)
			}
			if len(want) > 0 {
				checks++
			}
		}
	}
	if checks < 20 {
		t.Errorf("only %d positions in check", checks)
	}
}
