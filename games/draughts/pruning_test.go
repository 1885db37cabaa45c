package draughts

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"parlour/games/level"
)

// listsCapture reports whether the move generator gives the side to
// move in p, on the 8×8 board, a capture (independently of jumpers8,
// which sharp8 uses).
func listsCapture(p *position) bool {
	list := generate(p, Rules{}, nil)
	return len(list) > 0 && list[0].caps != 0
}

// TestSharpQuietMovesAreNotReduced checks the test PruneTuned uses to
// keep a quiet move from the reductions (sharp8) against the move
// generator, for every quiet move of positions reached by random play and
// of scattered men and kings: a promotion, or, when the move leaves the
// opponent no capture, a threat (the mover could capture if it moved
// again) or an escape (the opponent could capture before the move).
func TestSharpQuietMovesAreNotReduced(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 2))
	g := &game{}
	var seen [3]int // promotions, threats, escapes
	check := func(p position) {
		t.Helper()
		list := generate(&p, Rules{}, nil)
		if len(list) == 0 || list[0].caps != 0 {
			return
		}
		for _, m := range list {
			g.Set(newState(pruned(Rules{}, PruneTuned), p, 1))
			g.Play(m)
			next := g.cur().pos
			me := p.side
			promotion := bits.OnesCount64(next.pieces[me]&next.kings) > bits.OnesCount64(p.pieces[me]&p.kings)
			again, before := next, p
			again.side, before.side = me, me^1
			threat, escape := listsCapture(&again), listsCapture(&before)
			want := promotion || !listsCapture(&next) && (threat || escape)
			if got := g.sharp8(); got != want {
				t.Fatalf("%s, %s: sharp %v, want %v (promotion %v, offer %v, threat %v, escape %v)",
					newState(Rules{}, p, 1).FEN(), newState(Rules{}, p, 1).public(m), got, want, promotion, listsCapture(&next), threat, escape)
			}
			for i, b := range []bool{promotion, threat, escape} {
				if b && want {
					seen[i]++
				}
			}
		}
	}
	for range 60 {
		p := startPosition(English)
		for range 100 {
			check(p)
			list := generate(&p, Rules{}, nil)
			if len(list) == 0 {
				break
			}
			p = p.play(list[rng.IntN(len(list))], crownRow(&p, English))
		}
	}
	for range 3000 {
		check(scattered8(rng))
	}
	for i, name := range []string{"promotions", "threats", "escapes"} {
		if seen[i] == 0 {
			t.Errorf("no %s among the moves checked", name)
		}
	}
}

// pruned is r searched with p.
func pruned(r Rules, p Pruning) Rules {
	r.prune = p
	return r
}

// TestProbCutOnlyInEnglishTunedSearch checks when the game asks the
// driver for a ProbCut probe: only under PruneTuned, in English
// draughts, in a null-window node at least probeFrom plies from the
// horizon, away from won scores and with more than six pieces.
func TestProbCutOnlyInEnglishTunedSearch(t *testing.T) {
	for _, c := range []struct {
		rules            Rules
		depth, beta      int
		pv, few, probing bool
	}{
		{pruned(Rules{}, PruneTuned), 6, 0, false, false, true},
		{pruned(Rules{}, PruneTuned), 12, 30, false, false, true},
		{pruned(Rules{}, PruneTuned), 5, 0, false, false, false},
		{pruned(Rules{}, PruneTuned), 8, 0, true, false, false},
		{pruned(Rules{}, PruneTuned), 8, winBound - 10, false, false, false},
		{pruned(Rules{}, PruneTuned), 8, -winBound - 10, false, false, false},
		{pruned(Rules{}, PruneTuned), 8, 0, false, true, false},
		{pruned(Rules{}, PruneClassic), 8, 0, false, false, false},
		{pruned(Rules{Variant: Losing}, PruneTuned), 8, 0, false, false, false},
		{pruned(Rules{Variant: Polish}, PruneTuned), 8, 0, false, false, false},
	} {
		s, _ := NewGame(c.rules)
		if c.few {
			s = mustFEN(t, c.rules, "B:W18,24,K10:B12,K22")
		}
		g := &game{}
		g.Set(s)
		pr := g.Prune(c.depth, c.beta-1, c.beta, c.pv, false)
		if pr.Probe != c.probing || pr.Cut || pr.Null {
			t.Errorf("%v, depth %d, beta %d, pv %v, few %v: %+v", c.rules.Variant, c.depth, c.beta, c.pv, c.few, pr)
		}
		if pr.Probe && (pr.ProbeDepth != c.depth-probeShallower || pr.ProbeBeta != c.beta+probeMargin) {
			t.Errorf("depth %d, beta %d: probe %+v", c.depth, c.beta, pr)
		}
	}
}

// TestTunedSearchStillSolves runs the searches of the tests pinned
// before issue 19 with its pruning: the same forced results, and the
// quiet positions' moves legal.
func TestTunedSearchStillSolves(t *testing.T) {
	tuned := pruned(Rules{}, PruneTuned)
	// The endgame database, probed in the search, proves the win.
	r := Search(context.Background(), mustFEN(t, tuned, "B:WK30,K32:BK1,K3,K10"), Limits{Depth: 12})
	if r.Score != 28751 || r.Move.LongString() != "10-15" {
		t.Errorf("three kings against two: %s scoring %d, want 10-15 scoring 28751", r.Move.LongString(), r.Score)
	}
	r = Search(context.Background(), mustFEN(t, tuned, "B:WK15:BK10,K1"), Limits{Depth: 6})
	if n, ok := r.WinIn(); !ok || n != 1 || r.Move.String() != "10x19" {
		t.Errorf("win in %d (%v), move %v", n, ok, r.Move)
	}
	start, _ := NewGame(tuned)
	for _, s := range []State{start, mustFEN(t, tuned, "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29")} {
		r := Search(context.Background(), s, Limits{Depth: 14})
		if _, err := s.Apply(r.Move); err != nil || r.Depth != 14 {
			t.Errorf("%s: %v at depth %d: %v", s.FEN(), r.Move, r.Depth, err)
		}
	}
}

// TestEasyToHardSearchTheClassicWay checks that the levels below Expert keep
// the search of before issue 19 whatever the state asks: the same move
// for the same seed, so that the new pruning cannot make them stronger.
func TestEasyToHardSearchTheClassicWay(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W17,18,22,24,28-30,32:B1,3,4,6,9,11-13")
	for _, l := range []Level{level.Easy, level.Medium, level.Hard} {
		old := Choose(context.Background(), s.WithPruning(PruneClassic), l, rand.New(rand.NewPCG(4, 4)))
		now := Choose(context.Background(), s.WithPruning(PruneTuned), l, rand.New(rand.NewPCG(4, 4)))
		if old.LongString() != now.LongString() {
			t.Errorf("%v: %s under PruneTuned, %s before", l, now.LongString(), old.LongString())
		}
	}
	if levelState(s, level.Expert).rules.prune != s.rules.prune {
		t.Error("Expert does not search as the state says")
	}
}

// BenchmarkPruningDepthInOneSecond reports the depth and speed of a
// search of one second under each pruning, taking turns on the same
// position, from the start and from a middle game, English and Polish
// (where both prunings search alike):
//
//	go test -run '^$' -bench PruningDepthInOneSecond -benchtime 3x -v ./games/draughts/
func BenchmarkPruningDepthInOneSecond(b *testing.B) {
	Endgames(English) // read once per process, before the clock starts
	english, _ := NewGame(Rules{})
	polish, _ := NewGame(Rules{Variant: Polish})
	for _, pos := range []struct {
		name string
		s    State
	}{
		{"english-start", english},
		{"english-middle", mustFEN(b, Rules{}, "B:W17,18,22,24,28-30,32:B1,3,4,6,9,11-13")},
		{"polish-start", polish},
		// After 24 plies of six-ply searches from the start (15 men each).
		{"polish-middle", mustFEN(b, Rules{Variant: Polish}, "W:W28,31,32,34,35,39-41,43,45-50:B1-6,8,9,11,14,15,18,19,21,24")},
	} {
		b.Run(pos.name, func(b *testing.B) {
			var depth, nodes [2]int64
			var spent [2]time.Duration
			for b.Loop() {
				for i, p := range []Pruning{PruneClassic, PruneTuned} {
					ctx, cancel := context.WithTimeout(context.Background(), time.Second)
					began := time.Now()
					r := Search(ctx, pos.s.WithPruning(p), Limits{})
					spent[i] += time.Since(began)
					cancel()
					depth[i] += int64(r.Depth)
					nodes[i] += r.Nodes
				}
			}
			for i, p := range []Pruning{PruneClassic, PruneTuned} {
				b.ReportMetric(float64(depth[i])/float64(b.N), p.String()+"-plies")
				b.ReportMetric(float64(nodes[i])/spent[i].Seconds(), p.String()+"-nodes/s")
			}
		})
	}
}
