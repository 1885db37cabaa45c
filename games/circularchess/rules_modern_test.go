package circularchess

import (
	"slices"
	"strings"
	"testing"
)

// modern is the default rule set, spelled out for the tests.
var modern = Rules{}

func TestStartArrayFoldsTheOrdinaryArrayIntoTheRing(t *testing.T) {
	s, err := NewGame(modern)
	if err != nil {
		t.Fatal(err)
	}
	if s.FEN() != StartFEN {
		t.Errorf("start FEN %s, want %s", s.FEN(), StartFEN)
	}
	want := map[string]Piece{
		"a1": {White, Rook}, "b1": {White, Knight}, "c1": {White, Bishop}, "d1": {White, Queen},
		"a16": {White, Rook}, "b16": {White, Knight}, "c16": {White, Bishop}, "d16": {White, King},
		"a8": {Black, Rook}, "b8": {Black, Knight}, "c8": {Black, Bishop}, "d8": {Black, Queen},
		"a9": {Black, Rook}, "b9": {Black, Knight}, "c9": {Black, Bishop}, "d9": {Black, King},
	}
	for _, ring := range "abcd" {
		for _, n := range []string{"2", "15"} {
			want[string(ring)+n] = Piece{White, Pawn}
		}
		for _, n := range []string{"7", "10"} {
			want[string(ring)+n] = Piece{Black, Pawn}
		}
	}
	for c := Cell(0); c < NoCell; c++ {
		got, ok := s.Piece(c)
		w, placed := want[c.String()]
		if ok != placed || got != w {
			t.Errorf("%v (%s): %v, want %v", c, c.Square(), got, w)
		}
		// Every piece stands where its square of the ordinary array is.
		if ok && got.Kind != Pawn {
			rank := c.Square()[1]
			if (got.Color == White) != (rank == '1') {
				t.Errorf("%v on %v (%s)", got, c, c.Square())
			}
		}
	}
	if s.Turn() != White || s.MoveNumber() != 1 || s.HalfmoveClock() != 0 {
		t.Error("the game does not start with White's first move")
	}
}

func TestEachQueenStandsOnHerOwnColour(t *testing.T) {
	s, _ := NewGame(modern)
	for _, c := range []Color{White, Black} {
		q := s.Cells(c, Queen)
		if len(q) != 1 || q[0].Light() != (c == White) {
			t.Errorf("%v's queen on %v (light %v)", c, q, q[0].Light())
		}
	}
}

func TestRookMovesRoundItsRingEitherWayAndAcrossTheRings(t *testing.T) {
	s := setup(t, modern, White, "Ra5 Kc12 kd2")
	wantTargets(t, s, "a5", "a1 a2 a3 a4 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 a16 b5 c5 d5")
}

func TestRookPassesCellSixteenToCellOne(t *testing.T) {
	s := setup(t, modern, White, "Rb15 Pb3 pb12 Kd8 kd2")
	// Up through 16 and 1 to the own pawn on b3; down to take on b12.
	wantTargets(t, s, "b15", "b16 b1 b2 b14 b13 b12 a15 c15 d15")
}

func TestRookNeverGoesAllTheWayRoundToItsOwnCell(t *testing.T) {
	s := setup(t, modern, White, "Rc7 Ka1 ka9")
	for _, m := range Legal(s) {
		if m.From == m.To {
			t.Fatalf("%v is legal", m)
		}
	}
	if msg := applyErr(t, s, mv(t, "c7", "c7")); !strings.Contains(msg, "all the way round") {
		t.Errorf("message %q", msg)
	}
	// With the ring empty, the rook's fifteen cells each appear once.
	if n := len(targets(s, cell(t, "c7"))); n != 15+3 {
		t.Errorf("the rook has %d moves, want 18", n)
	}
}

func TestRookDoesNotCrossTheMiddleOfTheBoard(t *testing.T) {
	s := setup(t, modern, White, "Rb4 Ka10 ka14")
	for _, to := range targets(s, cell(t, "b4")) {
		if c := cell(t, to); c.Number() != 4 && c.Ring() != 'b' {
			t.Errorf("the rook reaches %s", to)
		}
	}
	wantTargets(t, s, "b4", "b1 b2 b3 b5 b6 b7 b8 b9 b10 b11 b12 b13 b14 b15 b16 a4 c4 d4")
}

func TestRookIsBlockedEachWayRound(t *testing.T) {
	s := setup(t, modern, White, "Ra5 Pa3 pa10 Kc12 kd2")
	wantTargets(t, s, "a5", "a4 a6 a7 a8 a9 a10 b5 c5 d5")
	msg := applyErr(t, s, mv(t, "a5", "a12"))
	if !strings.Contains(msg, "pawn on a10") || !strings.Contains(msg, "pawn on a3") {
		t.Errorf("message %q does not name both blockers", msg)
	}
}

func TestBishopMovesDiagonallyOneRingAndOneCellAStepUntilTheRim(t *testing.T) {
	s := setup(t, modern, White, "Bb5 Ka12 kd12")
	wantTargets(t, s, "b5", "a4 a6 c4 c6 d3 d7")
	s = setup(t, modern, White, "Ba1 Kc12 kd5")
	// From the outer ring, both diagonals run inward, cells wrapping.
	wantTargets(t, s, "a1", "b2 c3 d4 b16 c15 d14")
}

func TestBishopKeepsToItsColour(t *testing.T) {
	for c := Cell(0); c < NoCell; c++ {
		for a := bishopAttacks(c, 0); a != 0; a &= a - 1 {
			if lowest(a).Light() != c.Light() {
				t.Fatalf("a bishop on %v reaches %v, of the other colour", c, lowest(a))
			}
		}
	}
}

func TestBishopIsBlocked(t *testing.T) {
	s := setup(t, modern, White, "Bb5 nc6 Pa4 Ka12 kd12")
	wantTargets(t, s, "b5", "a6 c4 d3 c6")
	if msg := applyErr(t, s, mv(t, "b5", "d7")); !strings.Contains(msg, "knight on c6") {
		t.Errorf("message %q", msg)
	}
}

func TestQueenMovesAsRookAndBishop(t *testing.T) {
	s := setup(t, modern, White, "Qc3 Ka12 kd12")
	want := "c1 c2 c4 c5 c6 c7 c8 c9 c10 c11 c12 c13 c14 c15 c16 a3 b3 d3 b2 a1 b4 a5 d2 d4"
	wantTargets(t, s, "c3", want)
}

func TestKnightMovesOneRingAndTwoCellsOrTwoRingsAndOneCell(t *testing.T) {
	s := setup(t, modern, White, "Na1 Nb9 Ka12 kd12")
	wantTargets(t, s, "a1", "b3 b15 c2 c16")
	wantTargets(t, s, "b9", "a7 a11 c7 c11 d8 d10")
	// Knights leap: pieces around do not stop them.
	s = setup(t, modern, White, "Nb1 Pb2 Bb16 Ra1 Pa2 Bc1 Pc2 Bc16 Ka16 kd12")
	wantTargets(t, s, "b1", "a3 a15 c3 c15 d2 d16")
}

func TestKingStepsOneCellAnyWayRoundTheRing(t *testing.T) {
	s := setup(t, modern, White, "Ka16 kd8")
	wantTargets(t, s, "a16", "a15 a1 b15 b16 b1")
	s = setup(t, modern, White, "Kb1 kd8")
	wantTargets(t, s, "b1", "a16 a1 a2 b16 b2 c16 c1 c2")
}

func TestKingMayNotStepIntoCheck(t *testing.T) {
	s := setup(t, modern, White, "Kb1 kd8 rc5")
	wantTargets(t, s, "b1", "a16 a1 a2 b16 b2")
	if msg := applyErr(t, s, mv(t, "b1", "c1")); !strings.Contains(msg, "in check") {
		t.Errorf("message %q", msg)
	}
}

func TestKingsMayNotStandSideBySide(t *testing.T) {
	s := setup(t, modern, White, "Kb1 kb3")
	wantTargets(t, s, "b1", "a16 a1 b16 c16 c1")
}

func TestPawnsMoveRoundTheirRingAwayFromHome(t *testing.T) {
	s := setup(t, modern, White, "Pa3 Pb14 pc6 pd11 Ka16 kd8")
	wantTargets(t, s, "a3", "a4")
	wantTargets(t, s, "b14", "b13")
	s = setup(t, modern, Black, "Pa3 Pb14 pc6 pd11 Ka16 kd8")
	wantTargets(t, s, "c6", "c5")
	wantTargets(t, s, "d11", "d12")
}

func TestPawnStepsTwoOnlyFromItsFirstCell(t *testing.T) {
	s, _ := NewGame(modern)
	wantTargets(t, s, "b2", "b3 b4")
	wantTargets(t, s, "c15", "c14 c13")
	s = play(t, s, "b2-b3", "c7-c5")
	wantTargets(t, s, "b3", "b4")
	if msg := applyErr(t, s, mv(t, "b3", "b5")); !strings.Contains(msg, "first cell") {
		t.Errorf("message %q", msg)
	}
	s = setup(t, modern, White, "Pb2 pb3 Pc15 nc13 Ka16 kd8")
	wantTargets(t, s, "b2", "")
	wantTargets(t, s, "c15", "c14")
}

func TestPawnTakesOneCellDiagonallyAheadOneRingInOrOut(t *testing.T) {
	s := setup(t, modern, White, "Pb4 na5 nc5 na3 Pc13 rb12 rd12 Ka16 kd8")
	wantTargets(t, s, "b4", "b5 a5 c5")
	wantTargets(t, s, "c13", "c12 b12 d12")
}

func TestPawnDoesNotTakeStraightAhead(t *testing.T) {
	s := setup(t, modern, White, "Pb4 nb5 Ka16 kd8")
	wantTargets(t, s, "b4", "")
	if msg := applyErr(t, s, mv(t, "b4", "b5")); !strings.Contains(msg, "diagonally") {
		t.Errorf("message %q", msg)
	}
}

func TestPawnMovesDiagonallyOnlyToTake(t *testing.T) {
	s := setup(t, modern, White, "Pb4 Ka16 kd8")
	if msg := applyErr(t, s, mv(t, "b4", "c5")); !strings.Contains(msg, "only to take") {
		t.Errorf("message %q", msg)
	}
	if msg := applyErr(t, s, mv(t, "b4", "b3")); !strings.Contains(msg, "higher numbers") {
		t.Errorf("message %q", msg)
	}
}

func TestNoEnPassantUnderTheSocietyRules(t *testing.T) {
	s := setup(t, modern, White, "Pb2 pa4 Ka16 kd8")
	s = play(t, s, "b2-b4")
	if s.EnPassant() != NoCell {
		t.Errorf("en passant cell %v", s.EnPassant())
	}
	wantTargets(t, s, "a4", "a3")
}

func TestEnPassantOption(t *testing.T) {
	ep := Rules{EnPassant: true}
	s := setup(t, ep, White, "Pb2 pa4 Pc15 pd13 Ka16 kd8")
	s = play(t, s, "b2-b4")
	if s.EnPassant() != cell(t, "b3") {
		t.Fatalf("en passant cell %v, want b3", s.EnPassant())
	}
	wantTargets(t, s, "a4", "a3 b3")
	after := play(t, s, "a4xb3")
	if _, ok := after.Piece(cell(t, "b4")); ok {
		t.Error("the pawn taken en passant is still on b4")
	}
	// The right lasts one move only.
	s = play(t, s, "d8-d7", "c15-c13")
	wantTargets(t, s, "a4", "a3")
	if s.EnPassant() != cell(t, "c14") {
		t.Errorf("en passant cell %v, want c14", s.EnPassant())
	}
	wantTargets(t, s, "d13", "d14 c14")
	// No cell is kept when no enemy pawn stands beside the pawn.
	s = play(t, setup(t, ep, White, "Pb2 Ka16 kd8"), "b2-b4")
	if s.EnPassant() != NoCell {
		t.Errorf("en passant cell %v with no pawn to take", s.EnPassant())
	}
}

func TestPawnIsPromotedOnTheEnemyHomeLine(t *testing.T) {
	s := setup(t, modern, White, "Pa7 Pc10 pb2 pd15 Kb12 kb5")
	for _, from := range []string{"a7", "c10"} {
		var kinds []Kind
		for _, m := range Legal(s) {
			if m.From == cell(t, from) {
				kinds = append(kinds, m.Promotion)
			}
		}
		if !slices.Equal(kinds, []Kind{Knight, Bishop, Rook, Queen}) {
			t.Errorf("%s: promotions %v", from, kinds)
		}
	}
	after := play(t, s, "a7-a8=N")
	if pc, _ := after.Piece(cell(t, "a8")); pc != (Piece{White, Knight}) {
		t.Errorf("a8 holds %v", pc)
	}
	if msg := applyErr(t, s, mv(t, "a7", "a8")); !strings.Contains(msg, "=Q") {
		t.Errorf("message %q", msg)
	}
	if msg := applyErr(t, s, Move{From: cell(t, "a7"), To: cell(t, "a8"), Promotion: King}); !strings.Contains(msg, "not a king") {
		t.Errorf("message %q", msg)
	}
	s = setup(t, modern, Black, "Pa7 Pc10 pb2 pd15 Kb12 kb5")
	wantTargets(t, s, "b2", "b1")
	wantTargets(t, s, "d15", "d16")
	after = play(t, s, "d15-d16=Q")
	if pc, _ := after.Piece(cell(t, "d16")); pc != (Piece{Black, Queen}) {
		t.Errorf("d16 holds %v", pc)
	}
}

func TestOnlyAPawnOnTheLineIsPromoted(t *testing.T) {
	s := setup(t, modern, White, "Pa5 Ra3 Kb12 kb5")
	if msg := applyErr(t, s, Move{From: cell(t, "a5"), To: cell(t, "a6"), Promotion: Queen}); !strings.Contains(msg, "only a pawn") {
		t.Errorf("message %q", msg)
	}
	if msg := applyErr(t, s, Move{From: cell(t, "a3"), To: cell(t, "a4"), Promotion: Queen}); !strings.Contains(msg, "only a pawn") {
		t.Errorf("message %q", msg)
	}
}

func TestPromotionLineIsNoBarrierToThePieces(t *testing.T) {
	s := setup(t, modern, White, "Ra6 Nb7 Bc7 Kd7 kd12")
	for _, want := range []struct{ from, to string }{{"a6", "a12"}, {"b7", "a9"}, {"c7", "b8"}, {"c7", "d8"}, {"d7", "d8"}} {
		if _, err := s.Apply(mv(t, want.from, want.to)); err != nil {
			t.Errorf("%s-%s: %v", want.from, want.to, err)
		}
	}
	// The home line of White, between cells 16 and 1, is no barrier either.
	s = setup(t, modern, White, "Ra14 Nb15 Kd7 kd12")
	for _, want := range []struct{ from, to string }{{"a14", "a3"}, {"b15", "a1"}, {"b15", "c1"}} {
		if _, err := s.Apply(mv(t, want.from, want.to)); err != nil {
			t.Errorf("%s-%s: %v", want.from, want.to, err)
		}
	}
}

func TestNoCastling(t *testing.T) {
	s := setup(t, modern, White, "Ka16 Ra1 Rd16 kc8")
	// The king's moves are single steps; nothing moves king and rook together.
	wantTargets(t, s, "a16", "a15 b15 b16 b1")
	for _, text := range []string{"O-O", "0-0-0"} {
		if _, err := ParseMove(s, text); err == nil || !strings.Contains(err.Error(), "no castling") {
			t.Errorf("%s: %v", text, err)
		}
	}
}

func TestCheckMustBeAnswered(t *testing.T) {
	s := setup(t, modern, White, "Kd16 Ra3 Nb5 rd10 kd8")
	if !s.InCheck() {
		t.Fatal("White is not in check")
	}
	for _, m := range Legal(s) {
		next := s.play(m)
		if next.pos.inCheck(White) {
			t.Errorf("%v leaves the king in check", m)
		}
	}
	if msg := applyErr(t, s, mv(t, "a3", "a4")); !strings.Contains(msg, "does not answer") {
		t.Errorf("message %q", msg)
	}
	// Blocking on d11 to d15 with the rook, or stepping aside, answers it.
	if _, err := s.Apply(mv(t, "a3", "d3")); err == nil {
		t.Error("a3-d3 does not block a check along ring d")
	}
}

func TestPinnedPieceMayNotExposeItsKing(t *testing.T) {
	s := setup(t, modern, White, "Kd16 Nd13 Pd2 rd10 kb8")
	wantTargets(t, s, "d13", "")
	if msg := applyErr(t, s, mv(t, "d13", "c11")); !strings.Contains(msg, "leave White's king in check") {
		t.Errorf("message %q", msg)
	}
}

func TestCheckmateWins(t *testing.T) {
	// The king on a16 is hemmed in by its own men; the rook comes across
	// the rings to a1, guarded by the knight, and covers b1 too.
	s := setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8")
	s = play(t, s, "Rd1-a1#")
	o := Outcome(s)
	if o.Status != Win || o.Winner != Black || o.Reason != Checkmate {
		t.Fatalf("outcome %+v", o)
	}
	if len(Legal(s)) != 0 || o.Result() != "0-1" || !strings.Contains(o.String(), "checkmated") {
		t.Errorf("%v, %q, %q", Legal(s), o.Result(), o)
	}
}

func TestStalemateIsADrawInTheModernGame(t *testing.T) {
	// Black's king on d8, its only man, has d7, d9, c7, c8 and c9 all
	// covered once the queen reaches c10, but is not in check.
	s := setup(t, modern, White, "Kd6 Qc13 kd8")
	s = play(t, s, "Qc13-c10")
	if o := Outcome(s); o.Status != Draw || o.Reason != Stalemate {
		t.Fatalf("%s: outcome %v", s.FEN(), o)
	}
}

func TestThreefoldRepetitionDraws(t *testing.T) {
	s, _ := NewGame(modern)
	shuffle := []string{"Nb1-a3", "Nb8-a6", "Na3-b1", "Na6-b8"}
	s = play(t, s, shuffle...)
	if s.Repetitions() != 2 || Outcome(s).Status != Ongoing {
		t.Fatalf("after one round: %d repetitions, %v", s.Repetitions(), Outcome(s))
	}
	s = play(t, s, shuffle...)
	if o := Outcome(s); s.Repetitions() != 3 || o.Status != Draw || o.Reason != Repetition {
		t.Fatalf("after two rounds: %d repetitions, %v", s.Repetitions(), o)
	}
	if len(Legal(s)) != 0 {
		t.Error("moves are offered after the draw")
	}
	if _, err := s.Apply(mv(t, "b1", "a3")); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("a move after the draw: %v", err)
	}
}

func TestRepetitionNeedsTheSameSideToMove(t *testing.T) {
	s := setup(t, modern, White, "Ka16 Ra1 ka9 ra8")
	// The rooks swap sides of the ring; the kings stand still.
	s = play(t, s, "Ra1-a2", "Ra8-a7", "Ra2-a1", "Ra7-a8", "Ra1-a2", "Ra8-a7", "Ra2-a1")
	if Outcome(s).Status != Ongoing {
		t.Fatalf("%v after the position has stood twice with Black to move", Outcome(s))
	}
	s = play(t, s, "Ra7-a8")
	if Outcome(s).Reason != Repetition {
		t.Fatalf("%v", Outcome(s))
	}
}

func TestFiftyMoveRuleDraws(t *testing.T) {
	s := mustFEN(t, "R15/16/16/3k8K3 w - 98 80 modern")
	s = play(t, s, "Ra1-a2")
	if Outcome(s).Status != Ongoing {
		t.Fatal("drawn after 99 plies")
	}
	s = play(t, s, "Kd4-d5")
	if o := Outcome(s); o.Status != Draw || o.Reason != FiftyMoves {
		t.Fatalf("after 100 plies: %v", o)
	}
	// A pawn move or a capture starts the count again.
	s = mustFEN(t, "R15/1P14/16/3k8K3 w - 98 80 modern")
	s = play(t, s, "b2-b3", "Kd4-d5")
	if s.HalfmoveClock() != 1 || Outcome(s).Status != Ongoing {
		t.Errorf("clock %d, %v", s.HalfmoveClock(), Outcome(s))
	}
}

func TestCheckmateOnTheHundredthPlyStands(t *testing.T) {
	fen := setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8").FEN()
	s := mustFEN(t, strings.Replace(fen, " 0 1 ", " 99 80 ", 1))
	s = play(t, s, "Rd1-a1#")
	if o := Outcome(s); o.Reason != Checkmate || s.HalfmoveClock() != 100 {
		t.Fatalf("%v after %d plies", o, s.HalfmoveClock())
	}
}

func TestInsufficientMaterialDraws(t *testing.T) {
	for _, tc := range []struct {
		pieces string
		dead   bool
	}{
		{"Ka1 kc9", true},
		{"Ka1 Nb5 kc9", true},
		{"Ka1 kc9 nb5", true},
		{"Ka1 Bb5 kc9", true},
		{"Ka1 Nb5 kc9 nb12", true},        // a minor piece each: no corners to mate in
		{"Ka1 Nb5 kc9 bb12", true},        // likewise
		{"Ka1 Bb5 kc9 bb4", true},         // likewise, bishops of both colours
		{"Ka1 Bb5 Bc6 kc9 ba2 bd3", true}, // every bishop on a light cell
		{"Ka1 Bb5 Bb6 kc9", false},        // bishops of both colours on one side
		{"Ka1 Nb5 Nb6 kc9", false},
		{"Ka1 Nb5 Bb6 kc9", false},
		{"Ka1 Bb5 Bc6 kc9 nb12", false}, // a knight with the bishops
		{"Ka1 Rb5 kc9", false},
		{"Ka1 Qb5 kc9", false},
		{"Ka1 Pb5 kc9", false},
	} {
		s := setup(t, modern, White, tc.pieces)
		o := Outcome(s)
		if dead := o.Reason == InsufficientMaterial; dead != tc.dead || (dead && o.Status != Draw) {
			t.Errorf("%s: %v", tc.pieces, o)
		}
	}
}

func TestOutcomeSentencesNameTheReason(t *testing.T) {
	for v, want := range map[Verdict]string{
		{Status: Ongoing}: "goes on",
		{Status: Win, Winner: White, Reason: Checkmate}: "White wins: Black is checkmated",
		{Status: Win, Winner: Black, Reason: Stalemate}: "Black wins: White is stalemated",
		{Status: Win, Winner: Black, Reason: BareKing}:  "White's king stands bare",
		{Status: Draw, Reason: BareKings}:               "both kings",
		{Status: Draw, Reason: Repetition}:              "three times",
		{Status: Draw, Reason: FiftyMoves}:              "fifty moves",
		{Status: Draw, Reason: InsufficientMaterial}:    "checkmate",
		{Status: Draw, Reason: Stalemate}:               "stalemate",
	} {
		if !strings.Contains(v.String(), want) {
			t.Errorf("%+v: %q lacks %q", v, v.String(), want)
		}
	}
}
