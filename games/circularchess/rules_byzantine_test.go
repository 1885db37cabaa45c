package circularchess

import (
	"strings"
	"testing"
)

var byzantine = Rules{Variant: Byzantine}

func TestByzantineArrayHasCounsellorsAndElephants(t *testing.T) {
	s, err := NewGame(byzantine)
	if err != nil {
		t.Fatal(err)
	}
	if want := "RP4prrp4PR/NP4pnnp4PN/EP4peep4PE/FP4pfkp4PK w - 0 1 byzantine"; s.FEN() != want {
		t.Errorf("start %s, want %s", s.FEN(), want)
	}
	if len(s.Cells(White, Queen))+len(s.Cells(White, Bishop)) != 0 {
		t.Error("the Byzantine army has a queen or bishops")
	}
}

func TestByzantineRulesHaveNoEnPassant(t *testing.T) {
	if err := (Rules{Variant: Byzantine, EnPassant: true}).Validate(); err == nil {
		t.Error("Byzantine rules with en passant validate")
	}
	if _, err := NewGame(Rules{Variant: Byzantine, EnPassant: true}); err == nil {
		t.Error("a Byzantine game with en passant starts")
	}
}

func TestEachArmyHasOnlyItsOwnPieces(t *testing.T) {
	for fen, want := range map[string]string{
		"Q15/16/16/3k8K3 w - 0 1 byzantine": "modern queen",
		"B15/16/16/3k8K3 w - 0 1 byzantine": "modern bishop",
		"F15/16/16/3k8K3 w - 0 1 modern":    "Byzantine counsellor",
		"e15/16/16/3k8K3 w - 0 1":           "Byzantine elephant",
	} {
		if _, err := ParseFEN(fen); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", fen, err)
		}
	}
}

func TestCounsellorStepsOneCellDiagonally(t *testing.T) {
	s := setup(t, byzantine, White, "Fb5 Ka12 kd12")
	wantTargets(t, s, "b5", "a4 a6 c4 c6")
	s = setup(t, byzantine, White, "Fa16 Ka12 kd12")
	wantTargets(t, s, "a16", "b15 b1")
}

func TestElephantLeapsExactlyTwoCellsDiagonally(t *testing.T) {
	s := setup(t, byzantine, White, "Ea5 Eb12 Pb4 pb6 Ka9 kd2")
	// It leaps over the men between and reaches only two cells from any.
	wantTargets(t, s, "a5", "c3 c7")
	wantTargets(t, s, "b12", "d10 d14")
	for c := Cell(0); c < NoCell; c++ {
		if n := popCount(alfilMoves[c]); n != 2 {
			t.Errorf("an elephant on %v reaches %d cells", c, n)
		}
	}
}

func TestByzantinePawnsStepOneCellAtATime(t *testing.T) {
	s, _ := NewGame(byzantine)
	wantTargets(t, s, "b2", "b3")
	if msg := applyErr(t, s, mv(t, "b2", "b4")); !strings.Contains(msg, "one cell at a time") {
		t.Errorf("message %q", msg)
	}
}

func TestByzantinePawnsAreNeverPromotedAndGoOnRound(t *testing.T) {
	s := setup(t, byzantine, White, "Pa7 Ka12 kd4 rd5")
	s = play(t, s, "a7-a8", "Rd5-d6")
	if pc, _ := s.Piece(cell(t, "a8")); pc != (Piece{White, Pawn}) {
		t.Fatalf("a8 holds %v", pc)
	}
	if msg := applyErr(t, s, Move{From: cell(t, "a8"), To: cell(t, "a9"), Promotion: Rook}); !strings.Contains(msg, "never promoted") {
		t.Errorf("message %q", msg)
	}
	s = play(t, s, "a8-a9")
	if !s.Ascending(cell(t, "a9")) {
		t.Error("the pawn turned about on crossing the line")
	}
	// On Black's half it heads the other way from the pawns born there,
	// and the FEN marks it so.
	if !strings.HasPrefix(s.FEN(), "8P>") {
		t.Errorf("FEN %s does not mark the pawn on a9", s.FEN())
	}
	back := mustFEN(t, s.FEN())
	if back.pos != s.pos {
		t.Errorf("FEN %s reads back differently", s.FEN())
	}
	wantTargets(t, play(t, back, "Rd6-d5"), "a9", "a10")
}

func TestOwnPawnsMeetingHeadOnAreBothRemoved(t *testing.T) {
	s := setup(t, byzantine, White, "Pb10> Pb12 Pa3 Ka1 kd5 rd7")
	s = play(t, s, "b10-b11")
	for _, c := range []string{"b11", "b12"} {
		if pc, ok := s.Piece(cell(t, c)); ok {
			t.Errorf("%s still holds %v", c, pc)
		}
	}
	if strings.Contains(s.FEN(), "P>") {
		t.Errorf("FEN %s", s.FEN())
	}
	// A pawn taking diagonally into the path of its fellow meets it too.
	s = setup(t, byzantine, White, "Pb10> Pc12 nc11 Pa3 Ka1 kd5 rd7")
	s = play(t, s, "b10xc11")
	if n := len(s.Cells(White, Pawn)); n != 1 {
		t.Errorf("%d white pawns left, want 1: %s", n, s.FEN())
	}
}

func TestEnemyPawnsMeetingHeadOnOnlyBlock(t *testing.T) {
	s := setup(t, byzantine, White, "Pb4 Pa3 Ka1 kd5 pb6")
	s = play(t, s, "b4-b5")
	if len(s.Cells(White, Pawn)) != 2 || len(s.Cells(Black, Pawn)) != 1 {
		t.Errorf("pawns removed: %s", s.FEN())
	}
	wantTargets(t, s, "b6", "")
}

func TestHeadOnRemovalMayNotExposeTheKing(t *testing.T) {
	s := setup(t, byzantine, White, "Kb13 Pb10> Pb12 Pb3 Pa3 rb8 kd5")
	if msg := applyErr(t, s, mv(t, "b10", "b11")); !strings.Contains(msg, "in check") {
		t.Errorf("message %q", msg)
	}
}

func TestStalemateWinsTheByzantineGame(t *testing.T) {
	s := setup(t, byzantine, White, "Kd6 Fc10 Ra1 Pa4 kd8 pa5")
	s = play(t, s, "Ra1-c1")
	o := Outcome(s)
	if o.Status != Win || o.Winner != White || o.Reason != Stalemate {
		t.Fatalf("%s: %v", s.FEN(), o)
	}
	if o.Result() != "1-0" {
		t.Errorf("result %s", o.Result())
	}
}

func TestByzantineCheckmateWins(t *testing.T) {
	s := setup(t, byzantine, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8")
	s = play(t, s, "Rd1-a1#")
	if o := Outcome(s); o.Status != Win || o.Winner != Black || o.Reason != Checkmate {
		t.Fatalf("%v", o)
	}
}

func TestBaringTheKingWins(t *testing.T) {
	s := setup(t, byzantine, White, "Ka1 Rc5 Pa4 kd12 fc3")
	s = play(t, s, "Rc5xc3")
	o := Outcome(s)
	if o.Status != Win || o.Winner != White || o.Reason != BareKing {
		t.Fatalf("%v", o)
	}
	if len(Legal(s)) != 0 {
		t.Error("the bared side may still move")
	}
}

func TestBaredKingMayBareTheOtherBackForADraw(t *testing.T) {
	s := setup(t, byzantine, White, "Ka12 Rc5 kd4 fc3")
	s = play(t, s, "Rc5xc3")
	if o := Outcome(s); o.Status != Ongoing {
		t.Fatalf("no reply allowed: %v", o)
	}
	draw := play(t, s, "Kd4xc3")
	if o := Outcome(draw); o.Status != Draw || o.Reason != BareKings {
		t.Fatalf("after baring back: %v", o)
	}
	// Any other reply loses.
	lost := play(t, s, "Kd4-d5")
	if o := Outcome(lost); o.Status != Win || o.Winner != White || o.Reason != BareKing {
		t.Fatalf("after another reply: %v", o)
	}
	// A guarded last man cannot be taken back.
	s = setup(t, byzantine, White, "Kb3 Rc5 kd4 fc3")
	s = play(t, s, "Rc5xc3")
	if o := Outcome(s); o.Reason != BareKing || o.Winner != White {
		t.Fatalf("guarded: %v", o)
	}
}
