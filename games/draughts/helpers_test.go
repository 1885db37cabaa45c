package draughts

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// at is the square at a row and column (from the top left) of v's board.
func at(t testing.TB, v Variant, row, col int) int {
	t.Helper()
	sq := SquareAt(v, row, col)
	if sq == 0 {
		t.Fatalf("(%d,%d) is not a playing square", row, col)
	}
	return sq
}

// mustFEN parses a FEN or fails the test.
func mustFEN(t testing.TB, r Rules, fen string) State {
	t.Helper()
	s, err := ParseFEN(fen, r)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return s
}

// play applies moves written in PDN, failing the test on any error.
func play(t testing.TB, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("%s: ParseMove(%q): %v", s.FEN(), text, err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("Apply(%q): %v", text, err)
		}
	}
	return s
}

// texts writes moves in their context form, sorted.
func texts(s State, ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = s.MoveText(m)
	}
	slices.Sort(out)
	return out
}

// legalTexts lists the legal moves of s as PDN text, sorted.
func legalTexts(s State) []string { return texts(s, Legal(s)) }

// diagram draws the board, for failure messages.
func diagram(s State) string {
	v := s.Rules().Variant
	n := v.BoardSize()
	var b strings.Builder
	for r := range n {
		for c := range n {
			sq := SquareAt(v, r, c)
			p, ok := s.Piece(sq)
			switch {
			case sq == 0:
				b.WriteString(" .")
			case !ok:
				b.WriteString(" _")
			case p.Color == Black && p.King:
				b.WriteString(" B")
			case p.Color == Black:
				b.WriteString(" b")
			case p.King:
				b.WriteString(" W")
			default:
				b.WriteString(" w")
			}
		}
		b.WriteString("\n")
	}
	return b.String() + fmt.Sprintf("%s to move\n", s.Turn())
}
