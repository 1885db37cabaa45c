package engine

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"parlour/games/level"
)

// pile is a toy game for the driver: a pile of stones, from which each
// player in turn takes one, two or three; who takes the last stone wins.
// A pile that is a multiple of four is lost for the side to move.
// pileTag is a pile's move as the table keeps it.
type pileTag uint32

type pile struct {
	stones []int // the pile at each ply
}

func newPile(n int) *pile { return &pile{stones: []int{n}} }

func (p *pile) now() int                             { return p.stones[len(p.stones)-1] }
func (p *pile) Set(n int)                            { p.stones = append(p.stones[:0], n) }
func (p *pile) Enter(_, _ int) Node                  { return Node{} }
func (p *pile) Key() uint64                          { return uint64(p.now())*0x9e3779b97f4a7c15 + 1 }
func (p *pile) Evaluate() int                        { return 0 }
func (p *pile) Tag(m int) pileTag                    { return pileTag(m) }
func (p *pile) Cutoff(int, int) bool                 { return true }
func (p *pile) Undo()                                { p.stones = p.stones[:len(p.stones)-1] }
func (p *pile) Late(int, int, int32, bool, bool) int { return 0 }

func (p *pile) Moves(buf []int) []int {
	for take := 1; take <= min(3, p.now()); take++ {
		buf = append(buf, take)
	}
	return buf
}

// Tactical: nothing is tactical; an empty pile is lost.
func (p *pile) Tactical(_, _, _ int, buf []int) ([]int, int, bool) {
	if p.now() == 0 {
		return buf, -(WinScore - (len(p.stones) - 1)), true
	}
	return buf, 0, true
}

func (p *pile) Order(moves []int, hash pileTag, _ *[2]int, scores []int32) []int32 {
	for _, m := range moves {
		s := int32(0)
		if pileTag(m) == hash {
			s = 1
		}
		scores = append(scores, s)
	}
	return scores
}

func (p *pile) Play(m int) bool {
	p.stones = append(p.stones, p.now()-m)
	return true
}

// NoMoves: the pile is empty, so the opponent took the last stone.
func (p *pile) NoMoves(ply int, _ bool) (int, int, bool) { return -(WinScore - ply), 0, false }

func searchPile(ctx context.Context, n int, lim Limits, progress func(Result[int])) Result[int] {
	p := newPile(n)
	return NewSearcher(p, NewTable[pileTag](12)).Run(ctx, p.Moves(nil), lim, progress)
}

func TestDriverStopsAtAWinProvenWithinTheDepthSearched(t *testing.T) {
	r := searchPile(context.Background(), 5, Limits{Depth: 30}, nil)
	if r.Move != 1 || r.Score != WinScore-3 || r.Depth != 3 {
		t.Errorf("pile of 5: %+v, want take 1, a win in 3 plies, found at depth 3", r)
	}
	if plies, ok := r.WinIn(); !ok || plies != 3 || len(r.PV) != 3 || r.PV[0] != 1 {
		t.Errorf("win in %d (%v), line %v", plies, ok, r.PV)
	}
	// A lost pile: whatever is taken, the opponent takes the rest; the
	// loss in two plies is proven at depth 2, and the search stops there.
	if r := searchPile(context.Background(), 4, Limits{Depth: 30}, nil); r.Score != -(WinScore-2) || r.Depth != 2 {
		t.Errorf("pile of 4: %+v, want a loss in 2 found at depth 2", r)
	}
	// Deep piles are not proven at shallow depths: the search goes on.
	if r := searchPile(context.Background(), 41, Limits{Depth: 6}, nil); r.Depth != 6 || r.Score != 0 {
		t.Errorf("pile of 41 to depth 6: %+v", r)
	}
}

func TestDriverSearchesASingleLegalMoveShallowly(t *testing.T) {
	// A pile of twenty, with only one legal move as the root list says:
	// no limit, yet it is searched SingleMoveDepth plies deep.
	p := newPile(20)
	r := NewSearcher(p, NewTable[pileTag](12)).Run(context.Background(), []int{1}, Limits{}, nil)
	if r.Move != 1 || r.Depth != SingleMoveDepth || len(r.PV) == 0 || r.Nodes == 0 {
		t.Errorf("single move: %+v, want it searched %d plies", r, SingleMoveDepth)
	}
	// Its score is that search's: taking one from six leaves five, from
	// which the opponent takes the last stone on the third ply after.
	r = NewSearcher(newPile(6), NewTable[pileTag](12)).Run(context.Background(), []int{1}, Limits{}, nil)
	if r.Score != -(WinScore - 4) {
		t.Errorf("single move from six scored %d, want a loss in 4", r.Score)
	}
}

func TestDriverCompletesTheFirstIterationWhateverTheLimits(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := searchPile(ctx, 1000, Limits{Nodes: 1}, nil)
	if r.Depth != 1 || r.Move == 0 {
		t.Errorf("cancelled search: %+v, want depth 1 completed", r)
	}
}

func TestDriverKeepsToTheNodeLimit(t *testing.T) {
	r := searchPile(context.Background(), 1000, Limits{Nodes: 500}, nil)
	if r.Nodes > 500 || r.Depth < 2 {
		t.Errorf("500-node search: %d nodes, depth %d", r.Nodes, r.Depth)
	}
	a := searchPile(context.Background(), 1000, Limits{Nodes: 500}, nil)
	if a.Nodes != r.Nodes || a.Depth != r.Depth || a.Move != r.Move {
		t.Errorf("node-limited searches differ: %+v, %+v", a, r)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	searchPile(ctx, 1_000_000, Limits{}, nil)
	if spent := time.Since(start); spent > 2*time.Second {
		t.Errorf("a 50 ms search took %v", spent)
	}
}

func TestDriverReportsEachIteration(t *testing.T) {
	var depths []int
	r := searchPile(context.Background(), 41, Limits{Depth: 5}, func(p Result[int]) {
		depths = append(depths, p.Depth)
		if len(p.PV) == 0 || p.PV[0] != p.Move || p.Nodes == 0 {
			t.Errorf("report %+v", p)
		}
	})
	if !slices.Equal(depths, []int{1, 2, 3, 4, 5}) || r.Depth != 5 {
		t.Errorf("reports at depths %v, result depth %d", depths, r.Depth)
	}
}

// judged is a fake engine for Choose: each move's score is fixed.
type judged struct {
	score    map[int]int // the worth of each move to its player
	searches int
}

func (j *judged) Search(_ context.Context, s int, root []int, _ Limits, progress func(Result[int])) Result[int] {
	j.searches++
	if s != 0 { // the state after move s: scored for the opponent
		return Result[int]{Score: -j.score[s], Nodes: 10}
	}
	best := root[0]
	for _, m := range root {
		if j.score[m] > j.score[best] {
			best = m
		}
	}
	r := Result[int]{Move: best, Score: j.score[best], Depth: 1, Nodes: 10, PV: []int{best}}
	if progress != nil {
		progress(r)
	}
	return r
}

func afterJudged(_ int, m int) (int, []int, int, bool) { return m, []int{1}, 0, false }

func TestChooseErrsOnlyAsTheLevelPlans(t *testing.T) {
	ctx := context.Background()
	scores := map[int]int{1: 0, 2: 40, 3: 100, 4: -300}
	root := func() []int { return []int{1, 2, 3, 4} }
	count := func(plan Plan) map[int]int {
		seen := map[int]int{}
		for seed := range uint64(200) {
			m := Choose(ctx, 0, root(), plan, rand.New(rand.NewPCG(seed, 1)), &judged{score: scores}, afterJudged, nil)
			seen[m]++
		}
		return seen
	}
	// No noise: the search's best, always.
	if seen := count(Plan{}); seen[3] != 200 {
		t.Errorf("noiseless plan chose %v", seen)
	}
	// Noise smaller than the gap to the next move: still the best.
	if seen := count(Plan{Noise: 50}); seen[3] != 200 {
		t.Errorf("noise 50 chose %v", seen)
	}
	// Noise larger than the gaps: the close moves win sometimes, the move
	// 400 worse never.
	if seen := count(Plan{Noise: 200}); seen[3] == 200 || seen[2] == 0 || seen[4] != 0 {
		t.Errorf("noise 200 chose %v", seen)
	}
	// Blunders: any move, the worst included.
	if seen := count(Plan{Noise: 1, Blunder: 1}); seen[4] == 0 || seen[1] == 0 {
		t.Errorf("blundering plan chose %v", seen)
	}
	// A forced win is never blurred away by noise.
	win := map[int]int{1: WinScore - 5, 2: 0, 3: 0}
	for seed := range uint64(50) {
		j := &judged{score: win}
		if m := Choose(ctx, 0, []int{1, 2, 3}, Plan{Noise: 10_000}, rand.New(rand.NewPCG(seed, 2)), j, afterJudged, nil); m != 1 {
			t.Fatalf("seed %d: noise lost a forced win (%d)", seed, m)
		}
	}
	// One legal move: played without a search.
	j := &judged{score: scores}
	if m := Choose(ctx, 0, []int{4}, Plan{Noise: 100}, rand.New(rand.NewPCG(1, 1)), j, afterJudged, nil); m != 4 || j.searches != 0 {
		t.Errorf("single move: %d after %d searches", m, j.searches)
	}
	// The same seed, the same choice.
	a := Choose(ctx, 0, root(), Plan{Noise: 200}, rand.New(rand.NewPCG(7, 7)), &judged{score: scores}, afterJudged, nil)
	b := Choose(ctx, 0, root(), Plan{Noise: 200}, rand.New(rand.NewPCG(7, 7)), &judged{score: scores}, afterJudged, nil)
	if a != b {
		t.Errorf("seed 7 chose %d then %d", a, b)
	}
}

func TestChooseReportsProgressWithoutChangingTheMove(t *testing.T) {
	ctx := context.Background()
	scores := map[int]int{1: 0, 2: 40, 3: 100, 4: -300}
	for _, plan := range []Plan{{}, {Noise: 200, Limits: Limits{Depth: 3}}} {
		for seed := range uint64(20) {
			quiet := Choose(ctx, 0, []int{1, 2, 3, 4}, plan, rand.New(rand.NewPCG(seed, 3)), &judged{score: scores}, afterJudged, nil)
			var heard []Result[int]
			told := Choose(ctx, 0, []int{1, 2, 3, 4}, plan, rand.New(rand.NewPCG(seed, 3)), &judged{score: scores}, afterJudged,
				func(r Result[int]) { heard = append(heard, r) })
			if told != quiet {
				t.Fatalf("plan %+v seed %d: %d with progress, %d without", plan, seed, told, quiet)
			}
			want := 1 // the one search of a noiseless plan
			if plan.Noise > 0 {
				want = 4 // a report per move judged
			}
			if len(heard) != want {
				t.Fatalf("plan %+v: %d reports, want %d", plan, len(heard), want)
			}
			last := heard[len(heard)-1]
			if last.Move != told || len(last.PV) == 0 || last.PV[0] != told || last.Score != scores[told] {
				t.Errorf("plan %+v seed %d: last report %+v for move %d", plan, seed, last, told)
			}
			if plan.Noise > 0 && (last.Depth != 3 || last.Nodes != 40) {
				t.Errorf("noisy plan: depth %d nodes %d, want 3 and 40", last.Depth, last.Nodes)
			}
		}
	}
	// A forced move is not reported.
	var heard int
	Choose(ctx, 0, []int{4}, Plan{}, rand.New(rand.NewPCG(1, 1)), &judged{score: scores}, afterJudged, func(Result[int]) { heard++ })
	if heard != 0 {
		t.Errorf("a single legal move was reported %d times", heard)
	}
}

func TestPlansForEachLevel(t *testing.T) {
	ps := Plans{
		Easy:        Plan{Limits: Limits{Depth: 1}, Noise: 9},
		Medium:      Plan{Limits: Limits{Depth: 2}},
		Hard:        Plan{Limits: Limits{Depth: 3}},
		ExpertNodes: 777,
	}
	ctx := context.Background()
	for l, depth := range map[level.Level]int{level.Easy: 1, level.Medium: 2, level.Hard: 3} {
		if got := ps.For(ctx, l).Limits.Depth; got != depth {
			t.Errorf("%v: depth %d, want %d", l, got, depth)
		}
	}
	if p := ps.For(ctx, level.Expert); p.Limits != (Limits{Nodes: 777}) || p.Noise != 0 {
		t.Errorf("Expert without a deadline: %+v", p)
	}
	if p := ps.For(ctx, 0); p.Limits.Nodes != 777 {
		t.Errorf("no level plays as Expert: %+v", p)
	}
	timed, cancel := context.WithTimeout(ctx, time.Hour)
	defer cancel()
	if p := ps.For(timed, level.Expert); p.Limits != (Limits{}) {
		t.Errorf("Expert with a deadline: %+v", p)
	}
}

func TestTableKeepsTheDeeperResultAndTheNewest(t *testing.T) {
	tt := NewTable[pileTag](4)
	// Keys of one pair of slots (their low bits) but different positions
	// (their top bits, which a slot keeps).
	a, b, c := uint64(1)<<60|32, uint64(2)<<60|48, uint64(3)<<60|64
	tt.store(a, 7, 100, 9, boundExact)
	tt.store(b, 8, 50, 2, boundLower) // same pair, shallower: the second slot
	if s, ok := tt.probe(a); !ok || s.move != 7 || s.score != 100 || s.depth != 9 {
		t.Errorf("deep entry: %+v, %v", s, ok)
	}
	if s, ok := tt.probe(b); !ok || s.move != 8 || s.bound != boundLower {
		t.Errorf("newer entry: %+v, %v", s, ok)
	}
	tt.store(c, 9, 0, 1, boundUpper) // replaces the second slot
	if _, ok := tt.probe(b); ok {
		t.Error("the always-replaced slot kept an old entry")
	}
	if _, ok := tt.probe(uint64(4)<<60 | 5); ok {
		t.Error("an empty slot answered")
	}
}

// probingPile is the pile game with a Prune that, when ask is set, asks
// for a ProbCut probe (one ply deep, one above beta) at every null-window
// node three plies or more from the horizon.
type probingPile struct {
	*pile
	ask    bool
	probes int
}

func (p *probingPile) Prune(depth, _, beta int, pv, _ bool) Pruning {
	if !p.ask || pv || depth < 3 {
		return Pruning{}
	}
	p.probes++
	return Pruning{Probe: true, ProbeDepth: 1, ProbeBeta: beta + 1}
}

// TestDriverProbesOnlyWhenTheGameAsks checks that the ProbCut probe is
// the game's choice: a game whose Prune never asks for it searches the
// very tree of a game with no Prune, and one that asks still finds the
// win, by another tree.
func TestDriverProbesOnlyWhenTheGameAsks(t *testing.T) {
	const stones, depth = 13, 9
	plain := searchPile(context.Background(), stones, Limits{Depth: depth}, nil)
	for _, ask := range []bool{false, true} {
		p := &probingPile{pile: newPile(stones), ask: ask}
		r := NewSearcher(p, NewTable[pileTag](12)).Run(context.Background(), p.Moves(nil), Limits{Depth: depth}, nil)
		switch {
		case !ask && (r.Nodes != plain.Nodes || r.Move != plain.Move || r.Score != plain.Score):
			t.Errorf("a Prune that never probes: %+v, want the plain search's %+v", r, plain)
		case ask && (r.Move != 1 || r.Score < WinBound || p.probes == 0 || r.Nodes == plain.Nodes):
			t.Errorf("probing: %+v after %d probes, want the win by taking 1, by another tree than %d nodes", r, p.probes, plain.Nodes)
		}
	}
}

// lure is a game whose first root move (1) looks best to a search of three
// plies and loses to one of four; the second (2) holds even; the third
// (3) is a little worse, and searched three plies deeper, so that a
// search can stop in the middle of its subtree. Every move below the root
// has 32 replies. When cancelOn is played at the root in the fourth
// iteration, cancel is called; reachedThird says the third was played
// there.
type lure struct {
	path         []int
	deep         bool // the fourth iteration is under way
	cancelOn     int
	cancel       func()
	reachedThird bool
}

func (l *lure) Enter(ply, _ int) Node {
	if ply == 1 && l.path[0] == 3 {
		return Node{Extend: 3}
	}
	return Node{}
}

func (l *lure) Tag(m int) pileTag                    { return pileTag(m) }
func (l *lure) Cutoff(int, int) bool                 { return true }
func (l *lure) Late(int, int, int32, bool, bool) int { return 0 }
func (l *lure) Undo()                                { l.path = l.path[:len(l.path)-1] }

func (l *lure) Key() uint64 {
	k := uint64(len(l.path)) + 1
	for _, m := range l.path {
		k = k*0x9e3779b97f4a7c15 + uint64(m)
	}
	return k
}

func (l *lure) Moves(buf []int) []int {
	n := 32
	if len(l.path) == 0 {
		n = 3
	}
	for m := 1; m <= n; m++ {
		buf = append(buf, m)
	}
	return buf
}

func (l *lure) Tactical(_, _, _ int, buf []int) ([]int, int, bool) { return buf, l.Evaluate(), true }

// Evaluate scores the line for the side to move, from the root mover's
// view: the first move +10 until the fourth ply, then -50.
func (l *lure) Evaluate() int {
	v := 0
	switch l.path[0] {
	case 1:
		v = 10
		if len(l.path) >= 4 {
			v = -50
		}
	case 3:
		v = -5
	}
	if len(l.path)%2 == 1 {
		return -v
	}
	return v
}

func (l *lure) Order(moves []int, hash pileTag, _ *[2]int, scores []int32) []int32 {
	for _, m := range moves {
		s := int32(-m)
		if pileTag(m) == hash {
			s = 100
		}
		scores = append(scores, s)
	}
	return scores
}

func (l *lure) Play(m int) bool {
	if len(l.path) == 0 && l.deep {
		l.reachedThird = l.reachedThird || m == 3
		if m == l.cancelOn {
			l.cancel()
		}
	}
	l.path = append(l.path, m)
	return true
}

func (l *lure) NoMoves(ply int, _ bool) (int, int, bool) { return 0, 0, false }

// searchLure searches a lure stopped by its ctx when cancelOn is played at
// the root in the fourth iteration, or by limits.
func searchLure(t *testing.T, cancelOn int, lim Limits) (Result[int], *lure) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l := &lure{cancelOn: cancelOn, cancel: cancel}
	s := NewSearcher(l, NewTable[pileTag](16))
	return s.Run(ctx, l.Moves(nil), lim, func(r Result[int]) { l.deep = r.Depth == 3 }), l
}

func TestDriverTakesARootMoveThatBeatTheLastIterationsWhenTimeRunsOut(t *testing.T) {
	if r, _ := searchLure(t, 0, Limits{Depth: 3}); r.Move != 1 || r.Score != 10 {
		t.Fatalf("three plies: %+v, want the lure (1) at +10", r)
	}
	if r, _ := searchLure(t, 0, Limits{Depth: 4}); r.Move != 2 || r.Score != 0 {
		t.Fatalf("four plies: %+v, want 2 at 0", r)
	}
	// Time runs out in the fourth iteration once 1 and 2 are searched:
	// 2 has beaten 1 at four plies.
	r, _ := searchLure(t, 3, Limits{})
	if r.Move != 2 || r.Score != 0 || r.Depth != 3 || len(r.PV) != 4 || r.PV[0] != 2 {
		t.Errorf("stopped in the fourth iteration after 2: %+v, want 2 at 0, depth 3 reported, its line of 4", r)
	}
	// Time runs out while the lure itself is searched again: nothing has
	// beaten it yet.
	if r, _ := searchLure(t, 1, Limits{}); r.Move != 1 || r.Depth != 3 {
		t.Errorf("stopped in the fourth iteration within 1: %+v, want 1 from depth 3", r)
	}
}

func TestDriverKeepsTheLastCompleteIterationAtTheNodeLimit(t *testing.T) {
	three, _ := searchLure(t, 0, Limits{Depth: 3})
	four, _ := searchLure(t, 0, Limits{Depth: 4})
	r, l := searchLure(t, 0, Limits{Nodes: (three.Nodes + four.Nodes) / 2})
	if !l.reachedThird {
		t.Fatalf("cut by nodes (%d and %d nodes to three and four plies) before the fourth iteration reached its third move", three.Nodes, four.Nodes)
	}
	if r.Depth != 3 || r.Move != 1 {
		t.Errorf("cut by nodes in the fourth iteration: %+v, want 1 from depth 3", r)
	}
}
