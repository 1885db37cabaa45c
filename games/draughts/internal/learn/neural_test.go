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
	"parlour/games/draughts/internal/pattern"
)

// shippedNetFile are the networks the draughts package embeds.
var shippedNetFile = map[draughts.Variant]string{
	draughts.English: "../../neural_english.bin",
	draughts.Polish:  "../../neural_polish.bin",
}

// netToySamples are games of 20 positions of a made-up world on the
// board of layout: pieces on random squares, the pattern score drawn at random, and a position's
// chance that score's plus one unit of log-odds when the side to move has
// a king on square 5, and plus one more when it has a man on square 10 or
// on square 14 but not on both (which no weight of one square alone can
// tell); the labels drawn from that.
func netToySamples(layout neural.Layout, rng *rand.Rand, games int, scale float64) []netSample {
	var samples []netSample
	for g := range games {
		for range 20 {
			var x neural.Sample
			for sq := range layout.Squares {
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
	for _, layout := range []neural.Layout{neural.English, neural.Polish} {
		netFitLearnsWhatThePatternsMiss(t, layout)
	}
}

// netFitLearnsWhatThePatternsMiss is TestNetFitLearnsWhatThePatternsMiss
// on the board of layout.
func netFitLearnsWhatThePatternsMiss(t *testing.T, layout neural.Layout) {
	const scale = 100
	rng := rand.New(rand.NewPCG(11, 12))
	train, test := splitNetHeldOut(netToySamples(layout, rng, 3000, scale))
	fit := newNetFit(layout, rand.New(rand.NewPCG(13, 14)))
	for epoch := range 12 {
		fit.epoch(train, scale, rng, epoch, 12)
	}
	n := fit.quantised()
	base, fitted, held := baseLoss(test, scale), fit.loss(test, scale), quantisedLoss(n, test, scale)
	if fitted > base-0.01 || math.Abs(held-fitted) > 0.002 {
		t.Fatalf("%d squares: held-out log loss %.4f with the patterns alone, %.4f fitted, %.4f in integers: the network learned nothing, or lost it in integers", layout.Squares, base, fitted, held)
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
			t.Errorf("%d squares: where the patterns miss %d units, the network adds %.2f (%.2f more than where they miss none)", layout.Squares, b, mean, gap)
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
	for _, v := range []draughts.Variant{draughts.English, draughts.Polish} {
		smallNetRound(t, v)
	}
}

// smallNetRound is TestSmallNetRoundIsTheSameOnOneCoreAsOnTwo in variant
// v.
func smallNetRound(t *testing.T, v draughts.Variant) {
	cfg := defaultNetConfig[v]
	cfg.Seed, cfg.Games, cfg.Nodes, cfg.Epochs, cfg.ResultPerMille = 3, 6, 300, 2, 500
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
		t.Fatalf("%v: the same round wrote different files on one core and on two", v)
	}
	h, _, err := neural.Decode(one, draughts.NeuralLayout(v))
	if err != nil {
		t.Fatal(v, err)
	}
	if h.Seed != 3 || h.Games != 6 || h.NodesPerMove != 300 || h.Epochs != 2 || h.ResultPerMille != 500 || h.Scale == 0 || h.Positions == 0 ||
		h.BaseHash != draughts.NeuralBase(v) {
		t.Fatalf("%v: header %+v: want the round's inputs %+v over the shipped pattern weights", v, h, cfg)
	}
}

func TestANetRoundPlaysByTheNetworkOfTheRoundBefore(t *testing.T) {
	round1 := mustCommitted("english_net_round1.bin")
	cfg := defaultNetConfig[draughts.English]
	cfg.Seed, cfg.Games, cfg.Nodes, cfg.Epochs, cfg.From = 3, 6, 300, 1, 0
	first, _, err := generateNet(cfg, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	cfg.From = pattern.FileHash(round1)
	second, _, err := generateNet(cfg, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := neural.Decode(second, neural.English)
	if err != nil || h.From != cfg.From {
		t.Fatalf("header %+v, %v: want it to name the round before, %#x", h, err, cfg.From)
	}
	if bytes.Equal(first[len(first)/2:], second[len(second)/2:]) {
		t.Fatal("the games by the round before's network gave the same network as those by the patterns")
	}
	cfg.From = 0x1234
	if _, _, err := generateNet(cfg, func(string, ...any) {}); err == nil {
		t.Fatal("a round from a network not committed ran")
	}
}

// shippedNetConfig reads the inputs the shipped network of variant v
// records in its header.
func shippedNetConfig(t *testing.T, v draughts.Variant) (netConfig, []byte) {
	t.Helper()
	shipped, err := os.ReadFile(shippedNetFile[v])
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := neural.Decode(shipped, draughts.NeuralLayout(v))
	if err != nil {
		t.Fatal(v, err)
	}
	cfg := defaultNetConfig[v] // the variant and its pruning, which the header does not record
	cfg.Seed, cfg.Games, cfg.Nodes, cfg.Epochs, cfg.ResultPerMille = h.Seed, int(h.Games), int(h.NodesPerMove), int(h.Epochs), int(h.ResultPerMille)
	cfg.From = h.From
	return cfg, shipped
}

func TestShippedNetworksRecordTheGeneratorsDefaults(t *testing.T) {
	for v, want := range defaultNetConfig {
		if cfg, _ := shippedNetConfig(t, v); cfg != want {
			t.Errorf("the shipped %v network's inputs %+v are not the generator's defaults %+v", v, cfg, want)
		}
	}
}

// TestShippedNetworksComeFromTheGenerator replays the rounds the shipped
// networks' headers record and compares the files byte for byte (some
// ten minutes on two cores for the English network, a quarter of an hour
// for the Polish; PARLOUR_NET=english or polish runs one).
func TestShippedNetworksComeFromTheGenerator(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	for v := range defaultNetConfig {
		if only := os.Getenv("PARLOUR_NET"); only != "" && only != v.String() {
			continue
		}
		cfg, shipped := shippedNetConfig(t, v)
		got, _, err := generateNet(cfg, t.Logf)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, shipped) {
			t.Errorf("%v: regenerated %d bytes that differ from the shipped %d", v, len(got), len(shipped))
		}
	}
}
