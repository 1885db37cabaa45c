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
	cfg := config{Seed: 3, Games: 12, Nodes: 500, Epochs: 4}
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
		t.Fatal("two runs of the same small round wrote different files")
	}
	h, _, err := draughts.DecodeWeights(a)
	if err != nil || h.Seed != 3 || h.Games != 12 || h.NodesPerMove != 500 || h.Epochs != 4 || h.Scale == 0 {
		t.Fatalf("header %+v, err %v: want the round's inputs", h, err)
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
	w, _ := fit(samples, 5, scale, rng)
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
	w, _ := fit(samples, 10, scale, rng)
	if got := int(w[1]) - int(w[0]); got < 35 || got > 65 {
		t.Errorf("the pattern's worth is %d classic units, want about %d (one unit of log-odds)", got, scale)
	}
}

// TestShippedWeightsComeFromTheGenerator replays the round the header of
// the shipped file records and compares the files byte for byte. It takes
// as long as the round (minutes); the search must not have changed since
// the file was made, or the games, and so the weights, differ.
func TestShippedWeightsComeFromTheGenerator(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	shipped, err := os.ReadFile("../../pattern_english.bin")
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := draughts.DecodeWeights(shipped)
	if err != nil {
		t.Fatal(err)
	}
	cfg := config{Seed: h.Seed, Games: int(h.Games), Nodes: int(h.NodesPerMove), Epochs: int(h.Epochs), Players: h.PlayerEval}
	if cfg != defaultConfig {
		t.Errorf("the shipped file's inputs %+v are not the generator's defaults %+v", cfg, defaultConfig)
	}
	got, _, err := generate(cfg, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, shipped) {
		t.Fatalf("regenerated %d bytes that differ from the shipped %d", len(got), len(shipped))
	}
}
