package draughts

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestCanCapture10AgreesWithTheMoveGenerator: the database's quick test
// of whether a capture is compulsory says what the move generator does,
// for either side to move.
func TestCanCapture10AgreesWithTheMoveGenerator(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	found := 0
	for _, c := range egClasses(BuiltInPolish) {
		for range 400 {
			p, ok := eg10.position(rng.IntN(eg10.size(c)), c)
			if !ok {
				continue
			}
			for _, side := range []Color{Black, White} {
				p.side = side
				want := len(captures10(&p, nil)) > 0
				if got := canCapture10(&p); got != want {
					t.Fatalf("%s: canCapture10 says %v", newState(Rules{Variant: Polish}, p, 1).FEN(), got)
				}
				if want {
					found++
				}
			}
		}
	}
	if found < 1000 {
		t.Fatalf("only %d positions with a capture", found)
	}
}

// TestALoneKingEndingEndsWithinItsCount: in the Polish database no win or
// loss of a lone king against three pieces, a king among them, takes more
// than the 16 moves each of FMJD rule 6.3, nor against two pieces or one
// more than the 5 of rule 6.4; the kings' endings of four pieces do hold
// wins and losses that come within them.
func TestALoneKingEndingEndsWithinItsCount(t *testing.T) {
	db := Endgames(Polish)
	for _, c := range egClasses(BuiltInPolish) {
		limit := eg10.countLimit(c)
		if limit >= egMaxPlies {
			continue
		}
		decided := 0
		forEachPositionOn(eg10, c, func(p position) {
			v := db.probe(&p)
			if v.Result != EndgameDraw && v.Plies > limit {
				t.Fatalf("%s: %+v, beyond the count of %d plies", newState(Rules{Variant: Polish}, p, 1).FEN(), v, limit)
			}
			if v.Result != EndgameDraw && !eg10.mustCapture(&p) {
				decided++
			}
		})
		if c.pieces() == 4 && c.men() == 0 && decided == 0 {
			t.Errorf("%v: nothing won or lost without a capture", c)
		}
	}
}

// TestAKingAgainstAKingWinsOnlyByATakeOrInACorner: one king cannot drive
// another about an open board, so a king against a king wins only by
// taking it at once, or when the other stands in a single corner (square
// 5 or 46, the ends of the long diagonal), where its only way out is
// along the diagonal, which the first king holds.
func TestAKingAgainstAKingWinsOnlyByATakeOrInACorner(t *testing.T) {
	db := Endgames(Polish)
	corners := geo10.cellBit(5) | geo10.cellBit(46)
	cornered := 0
	forEachPositionOn(eg10, egClass{bk: 1, wk: 1}, func(p position) {
		v, fen := db.probe(&p), newState(Rules{Variant: Polish}, p, 1).FEN()
		switch {
		case canCapture10(&p):
			if v != (EndgameValue{Result: EndgameWin, Plies: 1, Counted: true}) {
				t.Fatalf("%s: takes, yet %+v", fen, v)
			}
		case v.Result == EndgameLoss:
			if v.Plies != 2 || p.pieces[Black]&corners == 0 {
				t.Fatalf("%s: %+v", fen, v)
			}
			cornered++
		case v.Result == EndgameWin:
			// The king to move leaves the diagonal to the cornered one.
			if v.Plies != 3 || p.pieces[White]&corners == 0 {
				t.Fatalf("%s: %+v", fen, v)
			}
		}
	})
	if cornered == 0 {
		t.Error("no king is lost in a corner")
	}
}

// TestTheLoneKingOnTheLongDiagonal: a lone king on the long diagonal
// (squares 5 to 46) with the move and no capture to make draws against
// three kings in 95,026 positions of 99,016; the others are lost, the
// kings walling it in within the count. Of the positions with the three
// kings to move, one of them on the diagonal and the lone king off it,
// 56,464 of 255,216 are won within the count.
func TestTheLoneKingOnTheLongDiagonal(t *testing.T) {
	db := Endgames(Polish)
	var diagonal uint64
	for _, sq := range []int{5, 10, 14, 19, 23, 28, 32, 37, 41, 46} {
		diagonal |= geo10.cellBit(sq)
	}
	held, drawn := 0, 0
	// Black's lone king to move, on the diagonal.
	forEachPositionOn(eg10, egClass{bk: 1, wk: 3}, func(p position) {
		if p.pieces[Black]&diagonal == 0 || canCapture10(&p) {
			return
		}
		held++
		if db.probe(&p).Result == EndgameDraw {
			drawn++
		}
	})
	off, won := 0, 0
	// Black's three kings to move, one on the diagonal, the lone king off it.
	forEachPositionOn(eg10, egClass{bk: 3, wk: 1}, func(p position) {
		if p.pieces[White]&diagonal != 0 || p.pieces[Black]&diagonal == 0 || canCapture10(&p) {
			return
		}
		off++
		if db.probe(&p).Result == EndgameWin {
			won++
		}
	})
	if held != 99016 || drawn != 95026 || off != 255216 || won != 56464 {
		t.Errorf("on the diagonal: %d drawn of %d; off it: %d won of %d", drawn, held, won, off)
	}
}

// TestASearchOfThePolishGameProbesItsDatabase: from a Polish position of
// four pieces, the search scores what the database says, in the plies it
// says, and plays a move that keeps it; once the 16-move count has run
// too far for the win, it does not claim it.
func TestASearchOfThePolishGameProbesItsDatabase(t *testing.T) {
	db := Endgames(Polish)
	var s State
	found := false
	rng := rand.New(rand.NewPCG(3, 3))
	c := egClass{bk: 3, wk: 1}
	for !found {
		p, ok := eg10.position(rng.IntN(eg10.size(c)), c)
		if !ok || canCapture10(&p) {
			continue
		}
		if v := db.probe(&p); v.Result == EndgameWin && v.Plies >= 9 {
			s, found = newState(Rules{Variant: Polish}, p, 1), true
		}
	}
	v, _ := probeEndgame(s)
	r := Search(context.Background(), s, Limits{Depth: 3})
	if r.Score != endgameWin-v.Plies {
		t.Fatalf("%s: score %d; the database says %+v", s.FEN(), r.Score, v)
	}
	next, err := s.Apply(r.Move)
	if err != nil {
		t.Fatal(err)
	}
	if after, _ := probeEndgame(next); after.Result != EndgameLoss || after.Plies != v.Plies-1 {
		t.Fatalf("%s: %v leads to %+v", s.FEN(), r.Move, after)
	}
	// The count of the ending has run: fewer plies are left than the win
	// takes.
	late := s
	late.clocks.ending = fmjd16Limit - v.Plies + 1
	if r := Search(context.Background(), late, Limits{Depth: 3}); r.Score >= winBound-1000 {
		t.Fatalf("%s with %d plies of the count left: score %d", s.FEN(), late.clocks.pliesLeft(late.rules), r.Score)
	}
	if bits.OnesCount64(s.pos.occupied()) != 4 {
		t.Fatal("not four pieces")
	}
}

// BenchmarkProbePolishEndgame probes positions of the Polish database:
// two with their plies, two held as results.
func BenchmarkProbePolishEndgame(b *testing.B) {
	benchmarkProbesOf(b, Polish, "B:WK5:BK10", "W:W28,29,K46:BK5", "W:W28,29,K46:B3", "W:W33,K46:B13,17")
}

// BenchmarkSearchPolishEndgame searches Polish endings of five and four
// pieces, whose lines end in the database.
func BenchmarkSearchPolishEndgame(b *testing.B) {
	benchmarkSearches(b, Polish, "W:W28,29,K46:B3,K5", "W:W33,K46:B13,17", "B:W31,32,K49:B7,K3", "W:W28,29,K46:B3")
}

// TestTheSearchWinsALoneKingEndingWithinItsCount: three pieces against a
// lone king, a win in 27 plies by the database, which a search without
// it drew by the 16-move count; with it, searches of a few plies on both
// sides end the game in those 27.
func TestTheSearchWinsALoneKingEndingWithinItsCount(t *testing.T) {
	s := mustFEN(t, Rules{Variant: Polish}, "B:WK49:B1,K2,K6")
	plies := 0
	for ; Outcome(s).Status == Ongoing; plies++ {
		r := Search(context.Background(), s, Limits{Depth: 4})
		next, err := s.Apply(r.Move)
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	if o := Outcome(s); o.Status != Win || o.Winner != Black || plies != 27 {
		t.Fatalf("after %d plies: %+v (%s)", plies, o, s.FEN())
	}
}
