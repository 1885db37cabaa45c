package main

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"parlour/games/draughts"
)

// slow reports whether the long checks are wanted (PARLOUR_SLOW=1).
func slow() bool { return os.Getenv("PARLOUR_SLOW") == "1" }

func TestSmallRoundIsTheSameEveryRun(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	for _, v := range []draughts.Variant{draughts.English, draughts.Polish} {
		cfg := config{Variant: v, Seed: 3, Games: 12, Nodes: 500, Epochs: 4}
		quiet := func(string, ...any) {}
		a, _, err := generate(cfg, quiet)
		if err != nil {
			t.Fatal(err)
		}
		b, _, err := generate(cfg, quiet)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("%v: two runs of the same small round wrote different files", v)
		}
		h, _, err := draughts.DecodeWeights(a)
		if err != nil || h.Variant != v || h.Seed != 3 || h.Games != 12 || h.NodesPerMove != 500 || h.Epochs != 4 || h.Scale == 0 {
			t.Fatalf("%v: header %+v, err %v: want the round's inputs", v, h, err)
		}
	}
}

func TestCalibrateFindsTheScaleOfTheClassicScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const scale = 60.0
	samples := make([]sample, 20000)
	for i := range samples {
		c := rng.IntN(801) - 400
		label := 0.0
		if rng.Float64() < 1/(1+math.Exp(-float64(c)/scale)) {
			label = 1
		}
		samples[i] = sample{x: draughts.PatternSample{Classic: int32(c)}, label: label}
	}
	got, loss := calibrate(samples)
	if got < 54 || got > 66 || loss <= 0 || loss >= math.Ln2 {
		t.Errorf("calibrate gave scale %d, loss %.4f: want about %.0f, a loss below a coin's", got, loss, scale)
	}
}

func TestFitLeavesTheClassicScoreAloneWhenThePatternsTellNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	const scale = 50
	samples := make([]sample, 5000)
	for i := range samples {
		c := rng.IntN(401) - 200
		label := 0.0
		if rng.Float64() < 1/(1+math.Exp(-float64(c)/scale)) {
			label = 1
		}
		// Every sample sees the same pattern on both sides (it cancels)
		// and has the move.
		x := draughts.PatternSample{Classic: int32(c)}
		x.Scalars[draughts.ScalarMove] = 1
		samples[i] = sample{x: x, label: label}
	}
	w := fit(samples, 5, scale, draughts.PatternWindows, rng)
	const move = draughts.PatternWindows*draughts.PatternIndices + draughts.ScalarMove
	for i, v := range w {
		if i != move && v != 0 {
			t.Fatalf("weight %d is %d: a pattern that tells nothing got a weight", i, v)
		}
	}
	if v := w[move]; v < -15 || v > 15 {
		t.Errorf("the move's worth is %d classic units: want near 0, the labels do not depend on it", v)
	}
}

func TestFitLearnsWhatTheClassicScoreMisses(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	const scale = 50
	samples := make([]sample, 20000)
	for i := range samples {
		c := rng.IntN(401) - 200
		x := draughts.PatternSample{Classic: int32(c)}
		x.Scalars[draughts.ScalarMove] = 1
		z := float64(c) / scale
		if i%2 == 0 {
			// Pattern 1 of the first window for the side to move, none
			// for the opponent: worth one unit of log-odds more than the
			// classic score says.
			x.Plus[0] = 1
			z++
		}
		label := 0.0
		if rng.Float64() < 1/(1+math.Exp(-z)) {
			label = 1
		}
		samples[i] = sample{x: x, label: label}
	}
	w := fit(samples, 10, scale, draughts.PatternWindows, rng)
	if got := int(w[1]) - int(w[0]); got < 35 || got > 65 {
		t.Errorf("the pattern's worth is %d classic units, want about %d (one unit of log-odds)", got, scale)
	}
}

// shippedFiles are the weights files the draughts package embeds.
var shippedFiles = map[draughts.Variant]string{
	draughts.English: "../../pattern_english.bin",
	draughts.Polish:  "../../pattern_polish.bin",
}

// shippedConfig reads the inputs a shipped file's header records.
func shippedConfig(t *testing.T, v draughts.Variant) (config, []byte) {
	t.Helper()
	shipped, err := os.ReadFile(shippedFiles[v])
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := draughts.DecodeWeights(shipped)
	if err != nil {
		t.Fatal(err)
	}
	return config{Variant: h.Variant, Seed: h.Seed, Games: int(h.Games), Nodes: int(h.NodesPerMove), Epochs: int(h.Epochs),
		Players: h.PlayerEval, Search: h.PlayerPruning}, shipped
}

func TestShippedHeadersRecordTheGeneratorsDefaults(t *testing.T) {
	for v := range shippedFiles {
		if cfg, _ := shippedConfig(t, v); cfg != defaultConfig[v] {
			t.Errorf("the shipped %v file's inputs %+v are not the generator's defaults %+v", v, cfg, defaultConfig[v])
		}
	}
}

// TestShippedWeightsComeFromTheGenerator replays the rounds the headers
// of the shipped files record and compares the files byte for byte. It
// takes as long as the rounds (minutes each); the search must not have
// changed since the files were made, or the games, and so the weights,
// differ.
func TestShippedWeightsComeFromTheGenerator(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	for _, v := range []draughts.Variant{draughts.English, draughts.Polish} {
		t.Run(v.String(), func(t *testing.T) {
			cfg, shipped := shippedConfig(t, v)
			got, _, err := generate(cfg, t.Logf)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, shipped) {
				t.Fatalf("regenerated %d bytes that differ from the shipped %d", len(got), len(shipped))
			}
		})
	}
}

func TestShrinkQuietsRarePatternsAndKeepsCommonOnes(t *testing.T) {
	theta := []float64{1, 1, 1, 0.5}
	seen := []int{0, 10, 10000} // the last weight, a count's, is never shrunk
	w := shrink(theta, seen, 100, 50)
	if w[0] != 0 || w[1] < 4 || w[1] > 5 || w[2] < 49 || w[2] > 50 || w[3] != 25 {
		t.Errorf("shrunk by k 100 at scale 50: %v, want [0 4-5 49-50 25]", w)
	}
	if got := shrink(theta, seen, 0, 50); got[0] != 50 || got[1] != 50 || got[2] != 50 || got[3] != 25 {
		t.Errorf("k 0 changed the weights: %v", got)
	}
}

func TestChooseShrinkPrefersShrinkingWhenThePatternsAreNoise(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	const scale = 50
	var samples []sample
	for g := range 400 {
		// The patterns of the first window are drawn at random, each seen
		// in a few positions of a few games, and the results are drawn
		// apart from them: what the fit learns of a pattern is the chance
		// of its few games, which tells nothing of the held-out games.
		label := float64(rng.IntN(3)) / 2
		for range 20 {
			c := rng.IntN(201) - 100
			x := draughts.PatternSample{Classic: int32(c)}
			x.Plus[0] = int32(1 + rng.IntN(2000))
			x.Scalars[draughts.ScalarMove] = 1
			samples = append(samples, sample{x: x, label: label, game: g})
		}
	}
	k, losses := chooseShrink(samples, config{Seed: 1, Epochs: 5}, scale, draughts.PatternWindows)
	if k == 0 || len(losses) != 1+len(shrinkings) {
		t.Errorf("chose k %v (losses %v): want the patterns shrunk", k, losses)
	}
}
