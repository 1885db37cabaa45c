package circularchess

import (
	"strings"
	"testing"
)

func TestFENRoundTripsEveryPositionOfPlay(t *testing.T) {
	for _, r := range []Rules{modern, {EnPassant: true}, byzantine} {
		for _, s := range randomPositions(t, r, 6, 300, 3) {
			back, err := ParseFEN(s.FEN())
			if err != nil {
				t.Fatalf("%s: %v", s.FEN(), err)
			}
			if back.pos != s.pos || back.FEN() != s.FEN() || back.rules != s.rules {
				t.Fatalf("%s reads back as %s", s.FEN(), back.FEN())
			}
		}
	}
}

func TestFENWithoutRulesIsModern(t *testing.T) {
	s := mustFEN(t, strings.TrimSuffix(StartFEN, " modern"))
	if s.Rules() != modern || s.FEN() != StartFEN {
		t.Errorf("%v %s", s.Rules(), s.FEN())
	}
}

func TestFENKeepsCountsAndEnPassant(t *testing.T) {
	fen := "RP4prrp4PR/N1P3pnnp4PN/BP4pbbp4PB/QP4pqkp4PK b c2 0 1 modern+ep"
	if _, err := ParseFEN(fen); err == nil {
		t.Errorf("%s: accepted an en passant cell with no pawn past it", fen)
	}
	s := play(t, setup(t, Rules{EnPassant: true}, White, "Pb2 pa4 Ka16 kd8"), "b2-b4")
	back := mustFEN(t, s.FEN())
	if back.EnPassant() != cell(t, "b3") || back.Turn() != Black {
		t.Errorf("%s reads back with en passant %v", s.FEN(), back.EnPassant())
	}
	s = mustFEN(t, "R15/16/16/3k8K3 b - 37 90 modern")
	if s.HalfmoveClock() != 37 || s.MoveNumber() != 90 || s.Turn() != Black {
		t.Errorf("%s: clock %d, move %d", s.FEN(), s.HalfmoveClock(), s.MoveNumber())
	}
}

func TestFENErrorsNameTheFault(t *testing.T) {
	for fen, want := range map[string]string{
		"":                                     "five or six fields",
		"16/16/16/16 w - 0":                    "five or six fields",
		"16/16/16/16 w - 0 1 modern extra":     "five or six fields",
		"16/16/16 w - 0 1":                     "four rings",
		"K15/16/16/k15 x - 0 1":                "side to move",
		"K15/16/16/k15 w - -1 1":               "halfmove clock",
		"K15/16/16/k15 w - 0 0":                "move number",
		"K15/16/16/k15 w - 0 1 chaturanga":     "unknown rules",
		"K15/16/16/k14 w - 0 1":                "15 cells",
		"K16/16/16/k15 w - 0 1":                "does not fit",
		"K15/16/16/k9X5 w - 0 1":               "not a piece",
		"K15/016/16/k15 w - 0 1":               "does not fit",
		"K15/16/16/16 w - 0 1":                 "Black has 0 kings",
		"KK14/16/16/k15 w - 0 1":               "White has 2 kings",
		"P1K13/16/16/k15 w - 0 1":              "home line",
		"K1R13/16/16/k15 b - 0 1":              "",
		"K1r13/16/16/k15 b - 0 1":              "White, who has just moved, is in check",
		"K3R5k5/16/16/16 w - 0 1":              "Black, who has just moved, is in check",
		"K3P<11/16/16/k15 w - 0 1":             "never turn",
		"K3N>11/16/16/k15 w - 0 1 byzantine":   "marks the way a pawn heads",
		"K2P>P<11/16/16/k15 w - 0 1 byzantine": "meet head-on",
		"K15/16/16/k15 w a3 0 1":               "not in these rules",
		"K15/16/16/k15 w z3 0 1 modern+ep":     "not a cell",
		"K15/16/16/k15 w b3 0 1 modern+ep":     "no Black pawn",
		"K15/16/16/k15 w - 0 1 byzantine+ep":   "unknown rules",
	} {
		_, err := ParseFEN(fen)
		switch {
		case want == "" && err != nil:
			t.Errorf("%q: %v", fen, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%q: error %v, want one mentioning %q", fen, err, want)
		}
	}
}
