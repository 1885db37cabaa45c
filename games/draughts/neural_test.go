package draughts

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"parlour/games/draughts/internal/neural"
	"parlour/games/draughts/internal/pattern"
)

// neuralBoards are the games with a network, their positions of random
// games and each position for the other side.
func neuralBoards(t testing.TB) []struct {
	v         Variant
	positions []position
	mirror    func(position) position
} {
	return []struct {
		v         Variant
		positions []position
		mirror    func(position) position
	}{{English, samplePositions(t), mirrored}, {Polish, polishPositions(t), mirrored10}}
}

func TestTheShippedNetworksCorrectTheShippedPatternWeights(t *testing.T) {
	for _, c := range []struct {
		v       Variant
		file    []byte
		weights []byte
	}{{English, neuralEnglishFile, patternEnglishFile}, {Polish, neuralPolishFile, patternPolishFile}} {
		h, _, err := neural.Decode(c.file, neuralLayout(c.v))
		if err != nil {
			t.Fatalf("the %v network: %v", c.v, err)
		}
		if h.BaseHash != pattern.FileHash(c.weights) {
			t.Fatalf("the %v network corrects the pattern weights %#x, not the shipped %#x: run go generate for the network again", c.v, h.BaseHash, pattern.FileHash(c.weights))
		}
		if shippedNeural(c.v) == nil {
			t.Fatalf("the shipped %v network did not load", c.v)
		}
	}
	if shippedNeural(Losing) != nil {
		t.Fatal("the Losing game has a network")
	}
}

func TestTheNetworkSeesTheBoardFromTheSideToMove(t *testing.T) {
	for _, b := range neuralBoards(t) {
		squares := neuralLayout(b.v).Squares
		for _, p := range b.positions {
			m := b.mirror(p)
			if x, y := neuralPlanes(&p, b.v), neuralPlanes(&m, b.v); x != y {
				t.Fatalf("%v %+v: the network sees %v, and the same position for the other side %v", b.v, p, x, y)
			}
			planes := neuralPlanes(&p, b.v)
			own, opp := squareSet(p.pieces[p.side], b.v), squareSet(p.pieces[p.side^1], b.v)
			if p.side == White {
				own, opp = turnedSquares(own, squares), turnedSquares(opp, squares)
			}
			if planes[neural.OwnMen]|planes[neural.OwnKings] != own || planes[neural.OpponentMen]|planes[neural.OpponentKings] != opp {
				t.Fatalf("%v %+v: the planes %v are not the pieces of each side", b.v, p, planes)
			}
			if bits.OnesCount64(planes[neural.OwnKings]|planes[neural.OpponentKings]) != bits.OnesCount64(p.kings) {
				t.Fatalf("%v %+v: the planes %v do not hold every king", b.v, p, planes)
			}
		}
	}
}

// squareSet is the set of cells b as squares, bit k square k+1, found
// square by square.
func squareSet(b uint64, v Variant) uint64 {
	var set uint64
	for _, sq := range squaresOf(geometryOf(v), b) {
		set |= 1 << (sq - 1)
	}
	return set
}

func TestTheNeuralEvaluationIsTheLearnedOneCorrectedByTheNetwork(t *testing.T) {
	for _, b := range neuralBoards(t) {
		n := shippedNeural(b.v)
		if n == nil {
			t.Fatalf("the shipped %v network did not load", b.v)
		}
		r := Rules{Variant: b.v, eval: EvalNeural}
		learned := Rules{Variant: b.v, eval: EvalLearned}
		layout := neuralLayout(b.v)
		changed := 0
		for _, p := range b.positions {
			// The network by hand, in floating point, from its integers.
			var sums [neural.Hidden]float64
			for j := range sums {
				sums[j] = float64(n.net.HiddenBias[j])
			}
			for plane, set := range neuralPlanes(&p, b.v) {
				for sq := range layout.Squares {
					if set>>sq&1 != 0 {
						for j := range sums {
							sums[j] += float64(n.net.InputWeights[layout.Input(plane, sq)][j])
						}
					}
				}
			}
			out := float64(n.net.OutputBias)
			for j, a := range sums {
				out += min(max(a, 0), neural.HiddenOne) * float64(n.net.OutputWeights[j])
			}
			base := evaluate(&p, learned)
			want := base + int(int64(out)*int64(n.scale)/(neural.HiddenOne*neural.OutputOne))
			if got := evaluate(&p, r); got != want {
				t.Fatalf("%v %+v: the neural evaluation scores %d, want %d", b.v, p, got, want)
			}
			m := b.mirror(p)
			if x, y := evaluate(&p, r), evaluate(&m, r); x != y {
				t.Fatalf("%v %+v scores %d, the same position for the other side %d", b.v, p, x, y)
			}
			if want != base {
				changed++
			}
		}
		if changed < len(b.positions)/2 {
			t.Fatalf("the %v network corrects only %d positions of %d", b.v, changed, len(b.positions))
		}
	}
}

func TestTheNeuralEvaluationIsTheClassicOneInTheLosingGame(t *testing.T) {
	for _, p := range samplePositions(t)[:500] {
		if a, b := evaluate(&p, Rules{Variant: Losing, eval: EvalNeural}), evalLosing(&p); a != b {
			t.Fatalf("%+v: neural %d, classic %d", p, a, b)
		}
	}
}

func TestEvaluationsReadTheirNames(t *testing.T) {
	for _, e := range []Evaluation{EvalClassic, EvalLearned, EvalNeural} {
		var got Evaluation
		if err := got.UnmarshalText([]byte(e.String())); err != nil || got != e {
			t.Fatalf("%v read back as %v, %v", e, got, err)
		}
	}
	var e Evaluation
	if err := e.UnmarshalText([]byte("deep")); err == nil {
		t.Fatal("deep read as an evaluation")
	}
}

// BenchmarkNeuralEvaluation is the cost of an evaluation over positions
// of random games, from nothing: the learned one and the neural one, of
// English draughts and of the Polish game.
func BenchmarkNeuralEvaluation(b *testing.B) {
	for _, board := range neuralBoards(b) {
		positions := board.positions[:1000]
		for _, e := range []Evaluation{EvalLearned, EvalNeural} {
			r := Rules{Variant: board.v, eval: e}
			b.Run(board.v.String()+"-"+e.String(), func(b *testing.B) {
				sum := 0
				for i := 0; b.Loop(); i++ {
					sum += evaluate(&positions[i%len(positions)], r)
				}
				_ = sum
			})
		}
	}
}

// BenchmarkNeuralDepthInOneSecond compares the learned and the neural
// evaluations as BenchmarkLearnedDepthInOneSecond compares the classic
// and the learned ones, from the same positions, the two taking turns:
//
//	go test -run '^$' -bench NeuralDepthInOneSecond -benchtime 3x -v ./games/draughts/
func BenchmarkNeuralDepthInOneSecond(b *testing.B) {
	for _, pos := range depthPositions(b) {
		b.Run(pos.name, func(b *testing.B) { depthInOneSecond(b, pos.s, EvalLearned, EvalNeural) })
	}
}

// TestTheSearchScoresALeafByItsKeptSums: a quiet position at the search's
// horizon is scored from the sums its frame keeps, on both boards, not
// counted afresh (which costs the Polish search a quarter of its speed).
// The sums are spoilt on purpose: a leaf scored from them shows it.
func TestTheSearchScoresALeafByItsKeptSums(t *testing.T) {
	for _, v := range []Variant{English, Polish} {
		s, err := NewGame(Rules{Variant: v})
		if err != nil {
			t.Fatal(err)
		}
		var g game
		g.Set(s.WithEvaluation(EvalNeural))
		f := g.cur()
		fresh := g.net.score(&f.pos, &f.sums[f.pos.side])
		for j := range f.sums[f.pos.side] {
			f.sums[f.pos.side][j] += 5000
		}
		spoilt := g.net.score(&f.pos, &f.sums[f.pos.side])
		if spoilt == fresh {
			t.Fatalf("%v: the spoilt sums score as the true ones", v)
		}
		_, score, leaf := g.Tactical(0, 0, 0, nil)
		if !leaf || score != spoilt {
			t.Fatalf("%v: the leaf scored %d (leaf %v): from its kept sums %d, counted afresh %d", v, score, leaf, spoilt, fresh)
		}
	}
}

func TestTheSearchKeepsTheNetworksSumsAsAFreshCount(t *testing.T) {
	for _, v := range []Variant{English, Polish} {
		searchKeepsTheSums(t, v)
	}
}

// searchKeepsTheSums is TestTheSearchKeepsTheNetworksSumsAsAFreshCount in
// variant v.
func searchKeepsTheSums(t *testing.T, v Variant) {
	deck, err := Openings(Rules{Variant: v})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	n := shippedNeural(v)
	checked := 0
	for _, o := range deck[:30] {
		var g game
		g.Set(o.State.WithEvaluation(EvalNeural))
		if g.net == nil {
			t.Fatal("a search by the neural evaluation does not keep the network's sums")
		}
		for g.ply < 120 {
			moves := g.Moves(nil)
			if len(moves) == 0 {
				break
			}
			g.Play(moves[rng.IntN(len(moves))])
			f := g.cur()
			var fresh neuralSums
			n.fill(&fresh, &f.pos)
			if fresh != f.sums {
				t.Fatalf("%v %+v: the search's sums differ from a fresh count", v, f.pos)
			}
			if got, want := g.evaluate(), evaluate(&f.pos, g.rules); got != want {
				t.Fatalf("%v %+v: the search scores %d, the evaluation %d", v, f.pos, got, want)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("%v: only %d positions checked", v, checked)
	}
	var g game
	g.Set(deck[0].State.WithEvaluation(EvalLearned))
	if g.net != nil {
		t.Fatal("a search by the learned evaluation keeps the network's sums")
	}
}
