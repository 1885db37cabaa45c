package draughts

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"parlour/games/draughts/internal/neural"
	"parlour/games/draughts/internal/pattern"
)

func TestTheShippedNetworkCorrectsTheShippedPatternWeights(t *testing.T) {
	h, _, err := neural.Decode(neuralEnglishFile)
	if err != nil {
		t.Fatalf("neural_english.bin: %v", err)
	}
	if h.BaseHash != pattern.FileHash(patternEnglishFile) {
		t.Fatalf("neural_english.bin corrects the pattern weights %#x, not the shipped %#x: run go generate for the network again", h.BaseHash, pattern.FileHash(patternEnglishFile))
	}
	if shippedNeural() == nil {
		t.Fatal("the shipped network did not load")
	}
}

func TestTheNetworkSeesTheBoardFromTheSideToMove(t *testing.T) {
	for _, p := range samplePositions(t) {
		m := mirrored(p)
		if a, b := neuralPlanes(&p), neuralPlanes(&m); a != b {
			t.Fatalf("%+v: the network sees %v, and the same position for the other side %v", p, a, b)
		}
		planes := neuralPlanes(&p)
		own, opp := uint32(p.pieces[p.side]), uint32(p.pieces[p.side^1])
		if p.side == White {
			own, opp = bits.Reverse32(own), bits.Reverse32(opp)
		}
		if planes[neural.OwnMen]|planes[neural.OwnKings] != own || planes[neural.OpponentMen]|planes[neural.OpponentKings] != opp {
			t.Fatalf("%+v: the planes %v are not the pieces of each side", p, planes)
		}
		if bits.OnesCount32(planes[neural.OwnKings]|planes[neural.OpponentKings]) != bits.OnesCount64(p.kings) {
			t.Fatalf("%+v: the planes %v do not hold every king", p, planes)
		}
	}
}

func TestTheNeuralEvaluationIsTheLearnedOneCorrectedByTheNetwork(t *testing.T) {
	w, n := learnedEnglish(), shippedNeural()
	if w == nil || n == nil {
		t.Fatal("the shipped weights did not load")
	}
	r := Rules{Variant: English, eval: EvalNeural}
	changed := 0
	for _, p := range samplePositions(t) {
		// The network by hand, in floating point, from its integers.
		var sums [neural.Hidden]float64
		for j := range sums {
			sums[j] = float64(n.net.HiddenBias[j])
		}
		for plane, set := range neuralPlanes(&p) {
			for sq := range neural.Squares {
				if set>>sq&1 != 0 {
					for j := range sums {
						sums[j] += float64(n.net.InputWeights[neural.Input(plane, sq)][j])
					}
				}
			}
		}
		out := float64(n.net.OutputBias)
		for j, a := range sums {
			out += min(max(a, 0), neural.HiddenOne) * float64(n.net.OutputWeights[j])
		}
		want := evalLearned(&p, w) + int(int64(out)*int64(n.scale)/(neural.HiddenOne*neural.OutputOne))
		if got := evaluate(&p, r); got != want {
			t.Fatalf("%+v: the neural evaluation scores %d, want %d", p, got, want)
		}
		m := mirrored(p)
		if a, b := evaluate(&p, r), evaluate(&m, r); a != b {
			t.Fatalf("%+v scores %d, the same position for the other side %d", p, a, b)
		}
		if want != evalLearned(&p, w) {
			changed++
		}
	}
	if changed == 0 {
		t.Fatal("the network corrects no position")
	}
}

func TestTheNeuralEvaluationIsTheLearnedOneOutsideEnglishDraughts(t *testing.T) {
	for _, p := range polishPositions(t)[:200] {
		if a, b := evaluate(&p, Rules{Variant: Polish, eval: EvalNeural}), evaluate(&p, Rules{Variant: Polish, eval: EvalLearned}); a != b {
			t.Fatalf("%+v: neural %d, learned %d", p, a, b)
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

// BenchmarkNeuralEvaluation is the cost of an English evaluation over
// positions of random games: the learned one and the neural one.
func BenchmarkNeuralEvaluation(b *testing.B) {
	positions := samplePositions(b)[:1000]
	for _, e := range []Evaluation{EvalLearned, EvalNeural} {
		r := Rules{Variant: English, eval: e}
		b.Run(e.String(), func(b *testing.B) {
			sum := 0
			for i := 0; b.Loop(); i++ {
				sum += evaluate(&positions[i%len(positions)], r)
			}
			_ = sum
		})
	}
}

// BenchmarkNeuralDepthInOneSecond compares the learned and the neural
// evaluations as BenchmarkLearnedDepthInOneSecond compares the classic
// and the learned ones, from the start and the same middle game, the two
// taking turns:
//
//	go test -run '^$' -bench NeuralDepthInOneSecond -benchtime 3x -v ./games/draughts/
func BenchmarkNeuralDepthInOneSecond(b *testing.B) {
	start, _ := NewGame(Rules{})
	middle := mustFEN(b, Rules{}, "B:W17,18,22,24,28-30,32:B1,3,4,6,9,11-13")
	for _, pos := range []struct {
		name string
		s    State
	}{{"start", start}, {"middle", middle}} {
		b.Run(pos.name, func(b *testing.B) { depthInOneSecond(b, pos.s, EvalLearned, EvalNeural) })
	}
}

func TestTheSearchKeepsTheNetworksSumsAsAFreshCount(t *testing.T) {
	deck, err := Openings(Rules{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	n := shippedNeural()
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
				t.Fatalf("%+v: the search's sums differ from a fresh count", f.pos)
			}
			if got, want := g.evaluate(), evaluate(&f.pos, g.rules); got != want {
				t.Fatalf("%+v: the search scores %d, the evaluation %d", f.pos, got, want)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions checked", checked)
	}
	var g game
	g.Set(deck[0].State.WithEvaluation(EvalLearned))
	if g.net != nil {
		t.Fatal("a search by the learned evaluation keeps the network's sums")
	}
}
