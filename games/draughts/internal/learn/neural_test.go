package main

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"testing"

	"parlour/games/draughts"
	"parlour/games/draughts/internal/neural"
)

// shippedNetFile is the network the draughts package embeds.
const shippedNetFile = "../../neural_english.bin"

// netToySamples are games of 20 positions of a made-up world: pieces on
// random squares, the pattern score drawn at random, and a position's
// chance that score's plus one unit of log-odds when the side to move has
// a king on square 5, and plus one more when it has a man on square 10 or
// on square 14 but not on both (which no weight of one square alone can
// tell); the labels drawn from that.
func netToySamples(rng *rand.Rand, games int, scale float64) []netSample {
	var samples []netSample
	for g := range games {
		for range 20 {
			var x neural.Sample
			for sq := range neural.Squares {
				if rng.IntN(2) == 0 {
					x.Planes[rng.IntN(neural.Planes)] |= 1 << sq
				}
			}
			x.Base = int32(rng.IntN(201) - 100)
			samples = append(samples, netSample{x: x, label: toyLabel(rng, x, scale), game: g})
		}
	}
	return samples
}

// toyLabel draws the label of x in netToySamples' world.
func toyLabel(rng *rand.Rand, x neural.Sample, scale float64) float64 {
	if rng.Float64() < sigmoid(float64(x.Base)/scale+toyBonus(x)) {
		return 1
	}
	return 0
}

// toyBonus is what the pattern score misses in netToySamples' world.
func toyBonus(x neural.Sample) float64 {
	bonus := 0.0
	if x.Planes[neural.OwnKings]>>5&1 != 0 {
		bonus++
	}
	if x.Planes[neural.OwnMen]>>10&1 != x.Planes[neural.OwnMen]>>14&1 {
		bonus++
	}
	return bonus
}

func TestNetFitLearnsWhatThePatternsMiss(t *testing.T) {
	const scale = 100
	rng := rand.New(rand.NewPCG(11, 12))
	train, test := splitNetHeldOut(netToySamples(rng, 3000, scale))
	fit := newNetFit(rand.New(rand.NewPCG(13, 14)))
	for epoch := range 12 {
		fit.epoch(train, scale, rng, epoch, 12)
	}
	n := fit.quantised()
	base, fitted, held := baseLoss(test, scale), fit.loss(test, scale), quantisedLoss(n, test, scale)
	if fitted > base-0.01 || math.Abs(held-fitted) > 0.002 {
		t.Fatalf("held-out log loss %.4f with the patterns alone, %.4f fitted, %.4f in integers: the network learned nothing, or lost it in integers", base, fitted, held)
	}
	// The network's mean correction in each part of the world, in
	// log-odds, against the bonus there.
	var sum [3]float64
	var count [3]int
	for _, s := range test {
		b := int(toyBonus(s.x))
		sum[b] += float64(n.Output(s.x.Planes)) / (neural.HiddenOne * neural.OutputOne)
		count[b]++
	}
	for b := range sum {
		mean := sum[b] / float64(count[b])
		if gap := sum[b]/float64(count[b]) - sum[0]/float64(count[0]); math.Abs(gap-float64(b)) > 0.35 {
			t.Errorf("where the patterns miss %d units, the network adds %.2f (%.2f more than where they miss none)", b, mean, gap)
		}
	}
}

func TestNetLabelsBlendTheResultAndTheSearch(t *testing.T) {
	games := []netGame{{result: 1, samples: make([]neural.Sample, 3), sides: []draughts.Color{draughts.Black, draughts.White, draughts.Black},
		scores: []int{0, 200, noScore}}}
	for _, c := range []struct {
		perMille int
		want     []float64 // by the scale of 100 the games' results fit: see below
	}{
		{1000, []float64{1, 0, 1}},
		{0, []float64{0.5, -1, 1}},
		{500, []float64{0.75, -1, 1}},
	} {
		var st netStats
		samples, scale := netLabels(games, c.perMille, &st)
		for i, s := range samples {
			want := c.want[i]
			if want < 0 { // the search's 200 for White, who lost, blended with the loss
				lambda := float64(c.perMille) / 1000
				want = lambda*0 + (1-lambda)*scoreLabel(200, scale)
			}
			if math.Abs(s.label-want) > 1e-9 {
				t.Errorf("λ %d‰: position %d labelled %.4f, want %.4f", c.perMille, i, s.label, want)
			}
		}
		if st.positions != 3 || st.blackWins != 1 {
			t.Errorf("λ %d‰: tallies %+v", c.perMille, st)
		}
	}
}

func TestSmallNetRoundIsTheSameOnOneCoreAsOnTwo(t *testing.T) {
	cfg := netConfig{Seed: 3, Games: 6, Nodes: 300, Epochs: 2, ResultPerMille: 500}
	round := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		data, _, err := generateNet(cfg, func(string, ...any) {})
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	one, two := round(1), round(2)
	if !bytes.Equal(one, two) {
		t.Fatal("the same round wrote different files on one core and on two")
	}
	h, _, err := neural.Decode(one)
	if err != nil {
		t.Fatal(err)
	}
	if h.Seed != 3 || h.Games != 6 || h.NodesPerMove != 300 || h.Epochs != 2 || h.ResultPerMille != 500 || h.Scale == 0 || h.Positions == 0 ||
		h.BaseHash != draughts.NeuralBase() {
		t.Fatalf("header %+v: want the round's inputs %+v over the shipped pattern weights", h, cfg)
	}
}

// shippedNetConfig reads the inputs the shipped network's header records.
func shippedNetConfig(t *testing.T) (netConfig, []byte) {
	t.Helper()
	shipped, err := os.ReadFile(shippedNetFile)
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := neural.Decode(shipped)
	if err != nil {
		t.Fatal(err)
	}
	return netConfig{Seed: h.Seed, Games: int(h.Games), Nodes: int(h.NodesPerMove), Epochs: int(h.Epochs), ResultPerMille: int(h.ResultPerMille)}, shipped
}

func TestShippedNetworkRecordsTheGeneratorsDefaults(t *testing.T) {
	if cfg, _ := shippedNetConfig(t); cfg != defaultNetConfig {
		t.Errorf("the shipped network's inputs %+v are not the generator's defaults %+v", cfg, defaultNetConfig)
	}
}

// TestShippedNetworkComesFromTheGenerator replays the round the shipped
// network's header records and compares the files byte for byte (some
// ten minutes on two cores).
func TestShippedNetworkComesFromTheGenerator(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	cfg, shipped := shippedNetConfig(t)
	got, _, err := generateNet(cfg, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, shipped) {
		t.Fatalf("regenerated %d bytes that differ from the shipped %d", len(got), len(shipped))
	}
}
