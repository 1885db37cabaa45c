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
	w, _ := fit(samples, 5, scale, draughts.PatternWindows, rng)
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
	w, _ := fit(samples, 10, scale, draughts.PatternWindows, rng)
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
	return config{Variant: h.Variant, Seed: h.Seed, Games: int(h.Games), Nodes: int(h.NodesPerMove), Epochs: int(h.Epochs), Players: h.PlayerEval}, shipped
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
