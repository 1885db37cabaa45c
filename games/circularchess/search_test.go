package circularchess

import (
	"context"
	"slices"
	"testing"
	"time"
)

// refMates reports whether the side to move on the reference board mates
// in n moves of its own or fewer, whatever the defence: plain exhaustive
// search, as a check on the engine's search.
func (b refBoard) refMates(n int) bool {
	for _, m := range b.pseudo(b.side) {
		next := b.play(m)
		if next.kingTaken(next.side) {
			continue // illegal
		}
		replies := next.legal()
		if len(replies) == 0 {
			if next.kingTakenNull(next.side) {
				return true
			}
			continue
		}
		if n == 1 {
			continue
		}
		all := true
		for _, r := range next.pseudo(next.side) {
			after := next.play(r)
			if after.kingTaken(after.side) {
				continue
			}
			if !after.refMates(n - 1) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

func TestSearchFindsMateInOne(t *testing.T) {
	s := setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8")
	r := Search(context.Background(), s, Limits{Depth: 3})
	if plies, ok := r.WinIn(); !ok || plies != 1 || r.Move != mv(t, "d1", "a1") {
		t.Errorf("%v, score %d, win in %d", r.Move, r.Score, plies)
	}
}

func TestSearchFindsMateInTwo(t *testing.T) {
	s := mustFEN(t, "B2PP11/7R8/3k5P6/14K1 w - 1 135 modern")
	if ref := refOf(s); ref.refMates(1) || !ref.refMates(2) {
		t.Fatal("the position is not a mate in two")
	}
	r := Search(context.Background(), s, Limits{Depth: 4})
	if plies, ok := r.WinIn(); !ok || plies != 3 {
		t.Fatalf("score %d, %v", r.Score, r.PV)
	}
	// The line ends in mate.
	for _, m := range r.PV {
		s = play(t, s, s.MoveText(m))
	}
	if o := Outcome(s); o.Reason != Checkmate || o.Winner != White {
		t.Errorf("the line %v ends %v", r.PV, o)
	}
}

func TestSearchTakesAHangingQueen(t *testing.T) {
	s := setup(t, modern, White, "Kd16 Pa2 Nb1 qc3 Pd2 kd8 pc7")
	r := Search(context.Background(), s, Limits{Depth: 4})
	if r.Move != mv(t, "b1", "c3") && r.Move != mv(t, "d2", "c3") {
		t.Errorf("played %v (score %d), not a capture of the queen", r.Move, r.Score)
	}
	if r.Score < 300 {
		t.Errorf("score %d after winning a queen", r.Score)
	}
}

func TestSearchWinsByBaringTheKing(t *testing.T) {
	s := setup(t, byzantine, White, "Ka1 Rc5 Pa4 kd12 fc3")
	r := Search(context.Background(), s, Limits{Depth: 3})
	if plies, ok := r.WinIn(); !ok || plies != 1 || r.Move != mv(t, "c5", "c3") {
		t.Errorf("%v score %d", r.Move, r.Score)
	}
	// Taking a last man that the bare king takes back only draws.
	s = setup(t, byzantine, White, "Ka12 Rc5 Pa4 kd4 fc3 pb8")
	if r := Search(context.Background(), s, Limits{Depth: 4}); r.Score > winBound {
		t.Errorf("score %d for %v with the pawn on b8 still Black's", r.Score, r.Move)
	}
}

func TestSearchWinsByStalemateInTheByzantineGame(t *testing.T) {
	s := setup(t, byzantine, White, "Kd6 Fc10 Ra1 Pa4 kd8 pa5")
	r := Search(context.Background(), s, Limits{Depth: 3})
	if plies, ok := r.WinIn(); !ok || plies != 1 {
		t.Errorf("%v score %d", r.Move, r.Score)
	}
	// In the modern game the same stalemate would only draw, and White,
	// far ahead, does not play it.
	m := setup(t, modern, White, "Kd6 Bc10 Ra1 Pa4 kd8 pa5")
	if r := Search(context.Background(), m, Limits{Depth: 3}); r.Move == mv(t, "a1", "c1") {
		t.Errorf("modern: %v score %d", r.Move, r.Score)
	}
}

func TestSearchIsTheSameForTheSameLimits(t *testing.T) {
	s := play(t, func() State { s, _ := NewGame(modern); return s }(), "b2-b4", "c7-c5", "Nb1-c3")
	for _, lim := range []Limits{{Depth: 5}, {Nodes: 30_000}} {
		a := Search(context.Background(), s, lim)
		b := Search(context.Background(), s, lim)
		if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes || !slices.Equal(a.PV, b.PV) {
			t.Errorf("%+v: %+v, then %+v", lim, a, b)
		}
	}
}

func TestSearchStopsWhenTheContextIsDone(t *testing.T) {
	s, _ := NewGame(modern)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := Search(ctx, s, Limits{})
	if r.Depth < 1 || !slices.Contains(Legal(s), r.Move) {
		t.Errorf("a cancelled search gave %+v", r)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	r = Search(ctx, s, Limits{})
	if took := time.Since(start); took > 2*time.Second || r.Move.IsZero() {
		t.Errorf("a 50 ms search took %v and gave %v", took, r.Move)
	}
}

func TestSearchOfAFinishedGameGivesNoMove(t *testing.T) {
	s := play(t, setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8"), "Rd1-a1#")
	if r := Search(context.Background(), s, Limits{Depth: 3}); !r.Move.IsZero() {
		t.Errorf("%+v", r)
	}
}

func TestSearchPlaysOnlyLegalMoves(t *testing.T) {
	for _, r := range []Rules{modern, {EnPassant: true}, byzantine} {
		for i, s := range randomPositions(t, r, 3, 200, 13) {
			if i%7 != 0 || Outcome(s).Status != Ongoing {
				continue
			}
			res := Search(context.Background(), s, Limits{Depth: 3, Nodes: 5000})
			if !slices.Contains(Legal(s), res.Move) {
				t.Fatalf("%s: the search plays %v", s.FEN(), res.Move)
			}
			// The expected line is a line of legal moves.
			p := s
			for _, m := range res.PV {
				if !slices.Contains(Legal(p), m) {
					t.Fatalf("%s: the line %v has the illegal %v", s.FEN(), res.PV, m)
				}
				p = p.play(m)
			}
		}
	}
}

func TestEvaluationIsTheSameUnderTheBoardsSymmetries(t *testing.T) {
	for _, r := range []Rules{modern, byzantine} {
		for i, s := range randomPositions(t, r, 4, 300, 17) {
			if i%9 != 0 {
				continue
			}
			want := s.pos.evaluate(r)
			m := mirror(t, s)
			if got := m.pos.evaluate(r); got != want {
				t.Fatalf("%s: %d, mirrored %d", s.FEN(), want, got)
			}
			f := reflect(t, s)
			if got := f.pos.evaluate(r); got != want {
				t.Fatalf("%s: %d, reflected %d", s.FEN(), want, got)
			}
		}
	}
}

func TestPieceValuesFollowTheBook(t *testing.T) {
	// "considerably reduces the importance of the bishops and increases
	// that of the rooks and queens": against the ordinary 3, 3, 5 and 9.
	if !(Bishop.Value() < Knight.Value() && Knight.Value() <= 300 && Rook.Value() > 500 && Queen.Value() > 900) {
		t.Errorf("values N %d B %d R %d Q %d", Knight.Value(), Bishop.Value(), Rook.Value(), Queen.Value())
	}
	if King.Value() != 0 || Pawn.Value() != 100 {
		t.Error("the pawn is not the unit, or the king has a value")
	}
}
