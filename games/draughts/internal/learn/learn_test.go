package main

import (
	"bytes"
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
	cfg := config{Seed: 3, Games: 12, Nodes: 500, Epochs: 4, Scale: 40}
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
	if err != nil || h.Seed != 3 || h.Games != 12 || h.NodesPerMove != 500 || h.Epochs != 4 || h.Scale != 40 {
		t.Fatalf("header %+v, err %v: want the round's inputs", h, err)
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
	cfg := config{Seed: h.Seed, Games: int(h.Games), Nodes: int(h.NodesPerMove), Epochs: int(h.Epochs), Scale: int(h.Scale), Players: h.PlayerEval}
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
