package draughts

import (
	"context"
	"fmt"
	"math/rand/v2"
	"parlour/games/level"
	"slices"
	"testing"
	"time"
)

func TestSearchIsDeterministic(t *testing.T) {
	for _, v := range []Variant{English, Losing, Polish} {
		s, _ := NewGame(Rules{Variant: v})
		s = play(t, s, firstMoves(v)...)
		a := Search(context.Background(), s, Limits{Depth: 9})
		b := Search(context.Background(), s, Limits{Depth: 9})
		c := Search(context.Background(), s, Limits{Nodes: 30_000})
		d := Search(context.Background(), s, Limits{Nodes: 30_000})
		if a.Move.LongString() != b.Move.LongString() || a.Score != b.Score || a.Nodes != b.Nodes {
			t.Errorf("%s depth 9: %+v vs %+v", v, a, b)
		}
		if c.Move.LongString() != d.Move.LongString() || c.Nodes != d.Nodes || c.Depth != d.Depth {
			t.Errorf("%s 30000 nodes: %+v vs %+v", v, c, d)
		}
		if a.Depth != 9 || len(a.PV) == 0 || a.PV[0].LongString() != a.Move.LongString() {
			t.Errorf("%s: depth %d, pv %v", v, a.Depth, a.PV)
		}
		if c.Nodes > 30_000+1024 {
			t.Errorf("%s: %d nodes for a 30000 budget", v, c.Nodes)
		}
	}
}

func firstMoves(v Variant) []string {
	if v == English {
		return []string{"11-15", "23-19"}
	}
	return nil
}

func TestChooseIsDeterministicForASeed(t *testing.T) {
	s, _ := NewGame(Rules{})
	for _, l := range []Level{level.Easy, level.Medium, level.Hard} {
		game := func() []string {
			rng := rand.New(rand.NewPCG(42, 1))
			var got []string
			u := s
			for range 6 {
				m := Choose(context.Background(), u, l, rng)
				got = append(got, m.LongString())
				u, _ = u.Apply(m)
			}
			return got
		}
		if a, b := game(), game(); !slices.Equal(a, b) {
			t.Errorf("%s: %v then %v with the same seed", l, a, b)
		}
	}
}

func TestChoosePlaysLegalMovesAtEveryLevel(t *testing.T) {
	for _, r := range []Rules{{}, {Variant: Losing}, {Variant: Polish}, {Huffing: true}} {
		s, _ := NewGame(r)
		rng := rand.New(rand.NewPCG(3, uint64(r.Variant)))
		for ply := 0; ply < 16 && Outcome(s).Status == Ongoing; ply++ {
			l := Level(1 + ply%3)
			m := Choose(context.Background(), s, l, rng)
			next, err := s.Apply(m)
			if err != nil {
				t.Fatalf("%v %s: %s chose %v: %v", r, s.FEN(), l, m, err)
			}
			s = next
		}
	}
	if m := Choose(context.Background(), mustFEN(t, Rules{}, "B:W32:B28"), level.Expert, nil); m.From != 0 {
		t.Errorf("a move %v in a finished game", m)
	}
}

func TestSearchStopsWhenTheContextEnds(t *testing.T) {
	s, _ := NewGame(Rules{Variant: Polish})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	r := Search(ctx, s, Limits{})
	if time.Since(start) > time.Second || r.Move.From == 0 {
		t.Errorf("cancelled search: %v, move %v", time.Since(start), r.Move)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	m := Choose(ctx, s, level.Expert, rand.New(rand.NewPCG(1, 1)))
	if time.Since(start) > 2*time.Second || m.From == 0 {
		t.Errorf("expert with 100ms: %v, move %v", time.Since(start), m)
	}
}

func TestSearchSeesAForcedWin(t *testing.T) {
	// Black takes the last White king at once.
	r := Search(context.Background(), mustFEN(t, Rules{}, "B:WK15:BK10,K1"), Limits{Depth: 6})
	if n, ok := r.WinIn(); !ok || n != 1 || r.Move.String() != "10x19" {
		t.Errorf("win in %d (%v), move %v", n, ok, r.Move)
	}
	// Black gives a man away to be left without a move in the Losing game;
	// in the English game the same move would lose.
	losing := mustFEN(t, Rules{Variant: Losing}, "B:W23:B14")
	if r := Search(context.Background(), losing, Limits{Depth: 4}); r.Move.String() != "14-18" {
		t.Errorf("Losing game: %v", r.Move)
	}
	english := mustFEN(t, Rules{}, "B:W23:B14")
	if r := Search(context.Background(), english, Limits{Depth: 4}); r.Move.String() != "14-17" {
		t.Errorf("English game: %v", r.Move)
	}
}

// TestTwoKingsBeatOneWithinTwentyMoves plays the engine against itself
// from positions of two kings against one under the Victorian rules, with
// a node budget and no clock, and requires the stronger side to win before
// rule 10 draws the game.
func TestTwoKingsBeatOneWithinTwentyMoves(t *testing.T) {
	positions := []string{
		"B:WK28:BK1,K3",   // the lone king in the double corner
		"B:WK32:BK9,K10",  // in the double corner, the kings far away
		"B:WK18:BK1,K2",   // in the centre
		"B:WK5:BK30,K31",  // in the other double corner
		"W:WK1,K2:BK32",   // White the stronger
		"W:WK29,K30:BK5",  // from the single corner
		"W:WK15,K18:BK28", // close by
		"W:WK4,K29:BK14",  // kings apart
		"B:WK23:BK4,K29",  // the lone king moves second
		"W:WK32:BK10,K11", // the lone king to move
	}
	for _, fen := range positions {
		s := mustFEN(t, Rules{Draws: Victorian}, fen)
		strong := Black
		if bm, bk := s.Count(Black); bm+bk == 1 {
			strong = White
		}
		plies := 0
		for Outcome(s).Status == Ongoing {
			r := Search(context.Background(), s, Limits{Depth: 40, Nodes: 40_000})
			s, _ = s.Apply(r.Move)
			plies++
		}
		if o := Outcome(s); o.Status != Win || o.Winner != strong {
			t.Errorf("%s: %+v after %d plies", fen, o, plies)
		} else {
			t.Logf("%s: %s won in %d plies", fen, strong, plies)
		}
	}
}

func TestChooseHuff(t *testing.T) {
	// White left 15x8 untaken; in English Black is glad to huff.
	s := play(t, mustFEN(t, Rules{Huffing: true}, "W:W15,32:B1,11"), "32-27")
	if sq, ok := ChooseHuff(context.Background(), s, level.Hard, rand.New(rand.NewPCG(1, 1))); !ok || sq != 15 {
		t.Errorf("English: huff %d %v", sq, ok)
	}
	// Nothing to huff: no huff.
	if _, ok := ChooseHuff(context.Background(), mustFEN(t, Rules{Huffing: true}, "B:W15,32:B1,11"), level.Hard, nil); ok {
		t.Error("huffed with nothing to huff")
	}
}

func TestStrongerLevelsWin(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	score := 0.0
	for g := range 6 {
		s, _ := NewGame(Rules{})
		rng := rand.New(rand.NewPCG(uint64(g), 99))
		mediumIs := Color(g % 2)
		for ply := 0; ply < 200 && Outcome(s).Status == Ongoing; ply++ {
			l := level.Easy
			if s.Turn() == mediumIs {
				l = level.Medium
			}
			s, _ = s.Apply(Choose(context.Background(), s, l, rng))
		}
		switch o := Outcome(s); {
		case o.Status == Win && o.Winner == mediumIs:
			score++
		case o.Status != Win:
			score += 0.5
		}
	}
	if score < 4.5 {
		t.Errorf("Medium scored %.1f of 6 against Easy", score)
	}
	t.Logf("Medium scored %.1f of 6 against Easy", score)
}

// BenchmarkSearchDepthInOneSecond reports how deep the search gets in one
// second from the opening of each variant, and how fast it goes (the goal
// is 18 plies in English):
//
//	go test -run '^$' -bench DepthInOneSecond -benchtime 1x -v ./games/draughts/
func BenchmarkSearchDepthInOneSecond(b *testing.B) {
	Endgames(English) // read once per process, before the clock starts
	for _, v := range []Variant{English, Losing, Polish} {
		b.Run(v.String(), func(b *testing.B) {
			s, _ := NewGame(Rules{Variant: v})
			var depth, nodes int64
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				r := Search(ctx, s, Limits{})
				cancel()
				depth += int64(r.Depth)
				nodes += r.Nodes
			}
			b.ReportMetric(float64(depth)/float64(b.N), "plies")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkSearchEnglish searches the English opening to 18 plies. Both
// benchmarks read the endgame database (about 0.15 s on a quiet machine,
// once per process) before the clock starts: they measure the search.
func BenchmarkSearchEnglish(b *testing.B) {
	Endgames(English) // read once per process, before the clock starts
	s, _ := NewGame(Rules{})
	var nodes int64
	for b.Loop() {
		nodes += Search(context.Background(), s, Limits{Depth: 18}).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// TestTwoKingsBeatOneFromRandomPositions is the long form of the test
// above, from two hundred random positions (PARLOUR_SLOW=1).
func TestTwoKingsBeatOneFromRandomPositions(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	rng := rand.New(rand.NewPCG(2, 1))
	worst, drawn := 0, 0
	for n := 0; n < 200; n++ {
		sq := rng.Perm(32)
		strong := Color(n % 2)
		fen := fmt.Sprintf("W:WK%d,K%d:BK%d", sq[0]+1, sq[1]+1, sq[2]+1)
		if strong == Black {
			fen = fmt.Sprintf("B:WK%d:BK%d,K%d", sq[2]+1, sq[0]+1, sq[1]+1)
		}
		if n%4 >= 2 { // the lone king to move
			fen = strong.Opponent().letter() + fen[1:]
		}
		s := mustFEN(t, Rules{Draws: Victorian}, fen)
		if ms := Legal(s); len(ms) > 0 && ms[0].IsCapture() {
			continue // a king falls at once; not the ending we test
		}
		// Some positions are drawn: the lone king, to move, forces the
		// win of a king. A deep search tells them.
		if r := Search(context.Background(), s, Limits{Depth: 60, Nodes: 3_000_000}); r.Score == 0 {
			drawn++
			continue
		}
		plies := 0
		for ; Outcome(s).Status == Ongoing; plies++ {
			s, _ = s.Apply(Search(context.Background(), s, Limits{Depth: 40, Nodes: 40_000}).Move)
		}
		if o := Outcome(s); o.Status != Win || o.Winner != strong {
			t.Errorf("%s: %+v after %d plies", fen, o, plies)
		}
		worst = max(worst, plies)
	}
	t.Logf("longest win: %d plies; %d positions drawn from the start", worst, drawn)
	if drawn > 20 {
		t.Errorf("%d of 200 positions judged drawn", drawn)
	}
}
