package doublechess

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// slow reports whether the long checks were asked for with PARLOUR_SLOW.
func slow() bool { return os.Getenv("PARLOUR_SLOW") != "" }

// setup builds a position for a test from a list of men such as
// "BKg1 BQh1 GKa7 WKh14 RKn8" (see menState), failing the test if it is
// not a position.
func setup(t testing.TB, turn Color, men string) State {
	t.Helper()
	s, err := menState(turn, men)
	if err != nil {
		t.Fatalf("setup %q: %v", men, err)
	}
	return s
}

// play is setup with two rooks added out of the way, Black's on k1 and
// White's on d14, so that the game is not drawn for want of pieces
// (rule 19).
func play(t testing.TB, turn Color, men string) State {
	t.Helper()
	return setup(t, turn, men+" BRk1 WRd14")
}

// mv parses and plays a move, failing the test if it is not legal.
func mv(t testing.TB, s State, text string) State {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	next, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return next
}

// illegal fails the test unless the move is refused with an error that
// mentions every one of wants.
func illegal(t testing.TB, s State, text string, wants ...string) {
	t.Helper()
	m, err := ParseMove(s, text)
	if err == nil {
		_, err = s.Apply(m)
	}
	if err == nil {
		t.Fatalf("%s was allowed", text)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%s: error %q does not mention %q", text, err, w)
		}
	}
}

// legalTexts lists the legal moves of s in notation, sorted.
func legalTexts(s State) []string {
	var out []string
	for _, m := range Legal(s) {
		out = append(out, s.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// hasMove reports whether the move written text (as MoveText writes it,
// without check marks) is legal in s.
func hasMove(s State, text string) bool {
	for _, m := range Legal(s) {
		if strings.TrimRight(s.MoveText(m), "+#") == text {
			return true
		}
	}
	return false
}

// movesFrom lists the legal moves of the man on square sq, in notation
// without check marks.
func movesFrom(t testing.TB, s State, sq string) []string {
	t.Helper()
	q, err := ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range Legal(s) {
		if !m.Pass && m.From == q {
			out = append(out, strings.TrimRight(s.MoveText(m), "+#"))
		}
	}
	slices.Sort(out)
	return out
}
