package doublechess

import (
	"context"
	"strings"
	"testing"
	"time"
)

// coachWarnings plays text in s and returns the warnings of that kind.
func coachWarnings(t *testing.T, s State, text string, kind WarningKind) []Warning {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	ws, err := Warn(s, m)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	var out []Warning
	for _, w := range ws {
		if w.Kind == kind {
			out = append(out, w)
		}
	}
	return out
}

// coachAdvice plays text in s and returns Coach's warnings of that
// kind, covers checked by its search.
func coachAdvice(t *testing.T, s State, text string, kind WarningKind) []Warning {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	a, err := Coach(context.Background(), s, m, CoachLimits)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	var out []Warning
	for _, w := range a.Warnings {
		if w.Kind == kind {
			out = append(out, w)
		}
	}
	return out
}

// mustSay fails the test unless the text has every one of wants.
func mustSay(t *testing.T, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%q does not say %q", text, w)
		}
	}
}

// TestPartnerMateThreat: White's king on h14 behind his pawns can be
// mated by Green's rook going to d14, before White moves again.
func TestPartnerMateThreat(t *testing.T) {
	men := "BKg1 BRk5 GKa7 GRd5 WKh14 WPg13 WPh13 WPi13 RKn8"
	t.Run("fires", func(t *testing.T) {
		ws := coachWarnings(t, setup(t, Black, men), "Kg1-g2", PartnerMateThreat)
		if len(ws) != 1 {
			t.Fatalf("warnings %v, want one", ws)
		}
		w := ws[0]
		if w.Partner != White || w.Square.String() != "h14" || len(w.Line) != 1 || w.Line[0].Player != Green {
			t.Errorf("warning %+v", w)
		}
		mustSay(t, w.String(), "White's king on h14 can be mated before his next move", "Green plays Rd5-d14#")
	})
	t.Run("quiet", func(t *testing.T) {
		if ws := coachWarnings(t, setup(t, Black, men), "Rk5xd5", PartnerMateThreat); len(ws) != 0 {
			t.Errorf("the mating rook is taken, yet %v", ws)
		}
	})
}

// TestQueenInDanger: Black's queen put where Red's knight takes her, or
// where Green's pawn step opens Red's bishop onto her, is lost before
// Black moves again; on h3 she is safe.
func TestQueenInDanger(t *testing.T) {
	t.Run("fires at once", func(t *testing.T) {
		s := setup(t, Black, "BKg1 BQh1 GKa7 WKh14 RKn8 RNj6")
		ws := coachWarnings(t, s, "Qh1-h5", QueenInDanger)
		if len(ws) != 1 || ws[0].Square.String() != "h5" {
			t.Fatalf("warnings %v, want the queen on h5", ws)
		}
		mustSay(t, ws[0].String(), "Black's queen on h5 can be lost in two moves", "then Red Nj6xh5", "ere you place her")
	})
	t.Run("fires in two moves", func(t *testing.T) {
		s := setup(t, Black, "BKg1 BQh1 GKa7 GPi6 WKh14 RKn8 RBk8")
		ws := coachWarnings(t, s, "Qh1-h5", QueenInDanger)
		if len(ws) != 1 {
			t.Fatalf("warnings %v, want one", ws)
		}
		if l := ws[0].Line; len(l) != 2 || l[0].Player != Green || l[1].Player != Red || !strings.Contains(l[1].Text, "xh5") {
			t.Errorf("line %+v, want Green's move then Red's capture on h5", l)
		}
	})
	t.Run("quiet", func(t *testing.T) {
		s := setup(t, Black, "BKg1 BQh1 GKa7 GPi6 WKh14 RKn8 RBk8 RNj6")
		if ws := coachWarnings(t, s, "Qh1-h3", QueenInDanger); len(ws) != 0 {
			t.Errorf("the queen on h3 is safe, yet %v", ws)
		}
	})
	t.Run("quiet when the partner saves her", func(t *testing.T) {
		// White's rook on j9 can take Red's knight before it takes.
		s := setup(t, Black, "BKg1 BQh1 GKa7 WKh14 WRj9 RKn8 RNj6")
		if ws := coachWarnings(t, s, "Qh1-h5", QueenInDanger); len(ws) != 0 {
			t.Errorf("White can take the knight first, yet %v", ws)
		}
	})
}

// TestPartnerLeftInCheck: Red's rook on k14 checks White's king; Black
// could cover on j14 with his rook, and a king's step leaves the check.
func TestPartnerLeftInCheck(t *testing.T) {
	men := "BKg1 BRj5 GKa7 WKh14 RKn8 RRk14"
	t.Run("fires", func(t *testing.T) {
		ws := coachAdvice(t, setup(t, Black, men), "Kg1-g2", PartnerLeftInCheck)
		if len(ws) != 1 {
			t.Fatalf("warnings %v, want one", ws)
		}
		w := ws[0]
		if len(w.Checkers) != 1 || w.Checkers[0].String() != "k14" || len(w.Line) != 1 {
			t.Errorf("warning %+v", w)
		}
		mustSay(t, w.String(), "Black left his partner White in check from k14", "would have covered him")
	})
	t.Run("quiet when covered", func(t *testing.T) {
		if ws := coachWarnings(t, setup(t, Black, men), "Rj5-j14", PartnerLeftInCheck); len(ws) != 0 {
			t.Errorf("the check is covered, yet %v", ws)
		}
	})
	t.Run("quiet when no cover existed", func(t *testing.T) {
		s := setup(t, Black, "BKg1 BRe5 GKa7 WKh14 RKn8 RRk14")
		if ws := coachWarnings(t, s, "Kg1-g2", PartnerLeftInCheck); len(ws) != 0 {
			t.Errorf("Black could not cover, yet %v", ws)
		}
	})
}

// TestRateMove: with Green's queen free to take, a king's step costs
// about a queen, and the capture is rated the best.
func TestRateMove(t *testing.T) {
	s := setup(t, Black, "BKg1 BRk5 BPe2 GKa7 GQf5 GPb9 WKh14 WPh13 RKn8 RPm9")
	rate := func(text string) Rating {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Rate(context.Background(), s, m, CoachLimits)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	bad := rate("Kg1-g2")
	if bad.BestText != "Rk5xf5" || bad.Cost() < 800 {
		t.Errorf("rating %+v: want Rk5xf5 best and a cost of about a queen", bad)
	}
	mustSay(t, bad.String(), "Rk5xf5 was best (Rk5xf5, then Green ", "; yours costs about ")
	if again := rate("Kg1-g2"); again.BestScore != bad.BestScore || again.PlayedScore != bad.PlayedScore || again.Best != bad.Best {
		t.Errorf("not deterministic: %+v then %+v", bad, again)
	}
	good := rate("Rk5xf5")
	if good.Cost() != 0 || good.Best != good.Played {
		t.Errorf("rating %+v: the capture should be the best", good)
	}
	mustSay(t, good.String(), "Rk5xf5 was the team's best move")
}

// TestRateRefusesBadInput: an illegal move, a finished game or a
// cancelled context gives an error and no rating.
func TestRateRefusesBadInput(t *testing.T) {
	s, _ := NewGame(Rules{})
	if _, err := Rate(context.Background(), s, Move{From: sq(t, "h2"), To: sq(t, "h5")}, CoachLimits); err == nil {
		t.Error("an illegal move was rated")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m, _ := ParseMove(s, "h2-h3")
	if _, err := Coach(ctx, s, m, Limits{}); err == nil {
		t.Error("a cancelled search gave advice")
	}
}

// TestPartnerAttacks lists the adversaries' men White attacks: the
// knight its pawn defends, the undefended rook twice, not the pawn-piece
// rook his bishop may not take (rule 8), nor Black's men.
func TestPartnerAttacks(t *testing.T) {
	s := setup(t, Black, "BKg1 BPg2 BRk1 GKa7 WKi14 WBf12 WRk10 RKn8 RRh10 RNd10 RPe9 RRg13@p")
	got := PartnerAttacks(s, White)
	var texts []string
	for _, a := range got {
		texts = append(texts, a.String())
	}
	want := []string{
		"White's bishop on f12 attacks Red's knight on d10, defended",
		"White's rook on k10 attacks Red's rook on h10, undefended",
		"White's bishop on f12 attacks Red's rook on h10, undefended",
	}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("attacks\n%s\nwant\n%s", strings.Join(texts, "\n"), strings.Join(want, "\n"))
	}
}

// TestCoachIsQuick: once the study of the position is made and deepened
// (a screen does both while the person thinks), the coach's advice on a
// move of the seed's opening comes within seconds at CoachLimits, though
// its gap is near the noise and so looked at again, which scores two
// moves a quarter-move deeper; without the study it took 8 s under load
// (see BenchmarkCoach for the whole coach).
func TestCoachIsQuick(t *testing.T) {
	s := seedOpening(t)
	m := Legal(s)[0]
	study, err := NewStudy(context.Background(), s, CoachLimits)
	if err != nil {
		t.Fatal(err)
	}
	defer study.Close()
	if err := study.Deepen(context.Background()); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := study.Coach(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the coach took %v after the study", d)
	}
}

// BenchmarkCoach runs the whole coach on the seed's opening position.
func BenchmarkCoach(b *testing.B) {
	s := seedOpening(b)
	m := Legal(s)[0]
	for b.Loop() {
		if _, err := Coach(context.Background(), s, m, CoachLimits); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCoachDeadArmy runs the whole coach on a middle game with
// White checkmated (bench_test.go's deadArmy), Red to move.
func BenchmarkCoachDeadArmy(b *testing.B) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		b.Fatal(err)
	}
	m := Legal(s)[0]
	for b.Loop() {
		if _, err := Coach(context.Background(), s, m, CoachLimits); err != nil {
			b.Fatal(err)
		}
	}
}

// TestStudyIsTheCoachsSearchMadeEarlier: a Study of the position before
// a move gives the hint's move, the partner's intent and, once the move
// is played, the same advice as Coach, from the search made beforehand.
func TestStudyIsTheCoachsSearchMadeEarlier(t *testing.T) {
	lim := Limits{Depth: 3, Nodes: 20_000}
	s := seedOpening(t)
	st, err := NewStudy(context.Background(), s, lim)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if hint := Search(context.Background(), s, lim).Move; st.Hint() != hint {
		t.Errorf("the study's hint %v, the search's %v", st.Hint(), hint)
	}
	in, err := PartnerIntent(context.Background(), s, lim)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Intent(); got.Next != in.Next || got.HasNext != in.HasNext {
		t.Errorf("the study's intent %+v, PartnerIntent's %+v", got.Next, in.Next)
	}
	for _, m := range Legal(s)[:3] {
		want, err := Coach(context.Background(), s, m, lim)
		if err != nil {
			t.Fatal(err)
		}
		again, err := NewStudy(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		got, err := again.Coach(context.Background(), m)
		again.Close()
		if err != nil {
			t.Fatal(err)
		}
		if got.Rating.String() != want.Rating.String() || len(got.Warnings) != len(want.Warnings) {
			t.Errorf("%v: the study says %q, Coach %q", m, got.Rating, want.Rating)
		}
	}
}

// TestAMateFurtherOnIsNamed: when the search's line after a move mates
// the mover's partner on its fifth quarter-move, beyond the four the
// reasons look at, the coach says the move lets the mate, with the line,
// rather than "costs about 38 pawns" (issue 42).
func TestAMateFurtherOnIsNamed(t *testing.T) {
	s := setup(t, Black, "BKg1 GKa7 GRe12 WKh14 WPg13 WPh13 WPi13 WPj13 RKn8 RRm5")
	played, err := ParseMove(s, "Kg1-f1")
	if err != nil {
		t.Fatal(err)
	}
	after, err := s.Apply(played)
	if err != nil {
		t.Fatal(err)
	}
	var line []move
	q := after
	for _, text := range []string{"Ka7-b7", "j13-j12", "Kn8-n7", "Kf1-g1", "Re12-e14"} {
		m, err := ParseMove(q, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		im, _ := internal(m)
		line = append(line, im)
		q = q.play(im)
	}
	if !q.Checkmated(White) {
		t.Fatalf("the line does not mate White: %s", q.FEN4())
	}
	other, err := ParseMove(s, "Kg1-h1")
	if err != nil {
		t.Fatal(err)
	}
	best, _ := internal(other)
	if r := reasonFor(s, after, line, []move{best}); r.Kind != NoReason {
		t.Fatalf("the four-quarter-move reasons already see it: %+v", r)
	}
	r := mateFurther(s, after, line, []move{best})
	if r.Kind != LetsMate || r.By != Green || r.Mated != White || len(r.Line) != 5 {
		t.Fatalf("%+v", r)
	}
	mustSay(t, r.String(), "lets Green checkmate White: Green plays Ka7-b7", "then Green Re12-e14")
	if r := mateFurther(s, after, line[:4], []move{best}); r.Kind != NoReason {
		t.Fatalf("a line with no mate gave %+v", r)
	}
}

// TestCoachTellsOnlyAGapBothScoresShow: when the coach finds the move
// played short of the best by more than the noise, the best move scored
// again as the move played was (a search after it) still shows the gap.
// The root search and a search after one move differ by more than the
// noise now and then, and a gap only one of them showed was told before.
func TestCoachTellsOnlyAGapBothScoresShow(t *testing.T) {
	lim := Limits{Nodes: 60_000}
	states, played := SelfPlayPositions(context.Background(), 7, 40)
	gaps := 0
	for i, s := range states {
		session := newCoachSession(lim)
		r, err := rate(context.Background(), session, s, played[i], lim)
		if err != nil {
			t.Fatal(err)
		}
		if !r.AboutAsGood() {
			gaps++
			again, _, err := scoreMove(context.Background(), session, s, r.Best, r.Depth, lim)
			if err != nil {
				t.Fatal(err)
			}
			if again-r.PlayedScore <= NoiseAt(min(r.BestScore, again)) {
				t.Errorf("position %d: %s called short of %s by %d, but scored again the gap is %d",
					i, r.PlayedText, r.BestText, r.Cost(), again-r.PlayedScore)
			}
		}
		session.Close()
	}
	if gaps == 0 {
		t.Fatal("no move fell short: the test shows nothing")
	}
}
