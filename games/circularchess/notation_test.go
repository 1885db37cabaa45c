package circularchess

import (
	"strings"
	"testing"
)

func TestMoveTextWritesRingCellNotation(t *testing.T) {
	start, _ := NewGame(modern)
	ep := play(t, setup(t, Rules{EnPassant: true}, White, "Pb2 pa4 Ka16 kd8"), "b2-b4")
	for _, tc := range []struct {
		s    State
		m    Move
		want string
	}{
		{start, mv(t, "b1", "a3"), "Nb1-a3"},
		{start, mv(t, "b2", "b4"), "b2-b4"},
		{start, mv(t, "c15", "c14"), "c15-c14"},
		{setup(t, modern, White, "Pb4 nc5 Ka16 kd8"), mv(t, "b4", "c5"), "b4xc5"},
		{setup(t, modern, White, "Pa7 Kb12 kd4"), Move{cell(t, "a7"), cell(t, "a8"), Queen}, "a7-a8=Q"},
		{setup(t, modern, White, "Pb7 Kb12 kd5"), Move{cell(t, "b7"), cell(t, "b8"), Knight}, "b7-b8=N"},
		{setup(t, modern, White, "Ra5 Kb12 kd8"), mv(t, "a5", "d5"), "Ra5-d5+"},
		{setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8"), mv(t, "d1", "a1"), "Rd1-a1#"},
		{ep, mv(t, "a4", "b3"), "a4xb3"},
		{setup(t, byzantine, White, "Fb5 Ea5 Ka12 kd12 pa1"), mv(t, "a5", "c7"), "Ea5-c7"},
		{setup(t, byzantine, White, "Fb5 Ea5 Ka12 kd12 pa1"), mv(t, "b5", "c6"), "Fb5-c6"},
	} {
		if got := tc.s.MoveText(tc.m); got != tc.want {
			t.Errorf("%s: %v written %q, want %q", tc.s.FEN(), tc.m, got, tc.want)
		}
		if m, err := ParseMove(tc.s, tc.want); err != nil || m != tc.m {
			t.Errorf("%s: %q read as %v, %v", tc.s.FEN(), tc.want, m, err)
		}
	}
	if got := start.MoveText(mv(t, "b1", "b3")); got != "b1-b3" {
		t.Errorf("an illegal move written %q", got)
	}
}

func TestParseMoveReadsEveryLegalMoveAsWritten(t *testing.T) {
	for _, r := range []Rules{modern, {EnPassant: true}, byzantine} {
		for _, s := range randomPositions(t, r, 3, 300, 5) {
			for _, m := range Legal(s) {
				text := s.MoveText(m)
				got, err := ParseMove(s, text)
				if err != nil || got != m {
					t.Fatalf("%s: %q read as %v, %v", s.FEN(), text, got, err)
				}
			}
		}
	}
}

func TestParseMoveAllowsTheShortForms(t *testing.T) {
	s, _ := NewGame(modern)
	for _, text := range []string{"Nb1-a3", "b1-a3", "b1a3", "Nb1a3", " Nb1-a3 "} {
		if m, err := ParseMove(s, text); err != nil || m != mv(t, "b1", "a3") {
			t.Errorf("%q: %v, %v", text, m, err)
		}
	}
	p := setup(t, modern, White, "Pa7 Kb12 kd4")
	for _, text := range []string{"a7-a8=Q", "a7a8Q", "a7-a8Q", "Pa7-a8=Q"} {
		if m, err := ParseMove(p, text); err != nil || m.Promotion != Queen {
			t.Errorf("%q: %v, %v", text, m, err)
		}
	}
}

func TestParseMoveErrorsNameTheFault(t *testing.T) {
	s, _ := NewGame(modern)
	promo := setup(t, modern, White, "Pa7 Kb12 kd4")
	for _, tc := range []struct {
		s          State
		text, want string
	}{
		{s, "", "cell is missing"},
		{s, "Bb1-a3", "is a knight, not a bishop"},
		{s, "Zb1-a3", "not a piece letter"},
		{s, "b2xb3", "marks a capture"},
		{s, "b2-b4+", "does not give check"},
		{s, "b2-b4#", "not mate"},
		{s, "e2-e4", "not a cell"},
		{s, "b2-", "cell is missing"},
		{s, "b2-b3-b4", "only a promotion"},
		{s, "b7-b6", "Black's"},
		{s, "b3-b4", "no piece on b3"},
		{s, "Nb1-b3", "one ring and two cells"},
		{s, "Ra1-a5", "blocked"},
		{s, "Nb1-a3=Q", "only a pawn"},
		{promo, "a7-a8", "must be promoted"},
		{promo, "a7-a8=K", "not a king"},
		{promo, "a7-a8=F", "not a counsellor"},
	} {
		_, err := ParseMove(tc.s, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want an error mentioning %q", tc.text, err, tc.want)
		}
	}
}
