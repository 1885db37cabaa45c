package draughts

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"parlour/games/level"
	"strings"
	"testing"
)

// TestRule6TakeTheAdversaryInsistsOnTheCapture: with huffing on, when White
// leaves 15x8 untaken, Black may say "Take": White's move is taken back
// and White must capture.
func TestRule6TakeTheAdversaryInsistsOnTheCapture(t *testing.T) {
	start := mustFEN(t, Rules{Huffing: true}, "W:W15,32:B1,11")
	s := play(t, start, "32-27")
	if !s.CanSayTake() {
		t.Fatal("Black may not say Take after a capture was left")
	}
	back, err := s.SayTake()
	if err != nil {
		t.Fatal(err)
	}
	if back.FEN() != start.FEN() || !back.MustTake() || back.CanSayTake() {
		t.Fatalf("after Take: %s, must take %v", back.FEN(), back.MustTake())
	}
	if ms := Legal(back); len(ms) != 1 || ms[0].String() != "15x8" {
		t.Fatalf("after Take White may play %v", ms)
	}
	if _, err := back.Apply(Move{From: 32, To: 27}); err == nil || !strings.Contains(err.Error(), "you must capture: 15x8") {
		t.Errorf("the untaken move again: %v", err)
	}
	after := play(t, back, "15x8")
	if after.MustTake() || after.CanSayTake() || len(after.HuffableSquares()) != 0 {
		t.Error("the duty to take outlived the capture")
	}
	// The save file keeps the choice and the duty.
	for _, st := range []State{s, back} {
		data, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		var got State
		if err := json.Unmarshal(data, &got); err != nil {
			t.Fatal(err)
		}
		if got.CanSayTake() != st.CanSayTake() || got.MustTake() != st.MustTake() || got.FEN() != st.FEN() {
			t.Errorf("saved and read: %s", data)
		}
	}
	// Having huffed, Black cannot also say Take; and without the huffing
	// rule there is nothing to insist on.
	if h, err := s.Huff(15); err != nil || h.CanSayTake() {
		t.Errorf("after a huff: %v, may say Take %v", err, h.CanSayTake())
	}
	if _, err := mustFEN(t, Rules{}, "B:W15,32:B1,11").SayTake(); err == nil {
		t.Error("Take without huffing")
	}
	if _, err := play(t, start, "15x8").SayTake(); err == nil {
		t.Error("Take after the capture was made")
	}
}

// TestRule6TheComputerChoosesBetweenHuffAndTake: the computer says Take
// when forcing the capture serves it better than the position left, and
// huffs when taking the piece off is better.
func TestRule6TheComputerChoosesBetweenHuffAndTake(t *testing.T) {
	ctx := context.Background()
	s := play(t, mustFEN(t, Rules{Huffing: true}, "W:W15,32:B1,11"), "32-27")
	if ChooseTake(ctx, s, level.Hard, nil) {
		t.Error("said Take where the huff wins a man")
	}
	// White left a capture for 25-21; forced to capture, he loses the
	// ending, which left alone is level.
	s = play(t, mustFEN(t, Rules{Huffing: true}, "W:W12,17,25:B8,10,13"), "25-21")
	if !ChooseTake(ctx, s, level.Hard, nil) {
		t.Error("did not say Take where the forced capture loses for White")
	}
	if ChooseTake(ctx, mustFEN(t, Rules{Huffing: true}, "B:W15,32:B1,11"), level.Hard, nil) {
		t.Error("said Take with nothing left untaken")
	}
}

// TestRule2ColoursByLot: with the option the first seat's colour is drawn
// by lot, both colours coming up; without it the first seat takes the side
// that moves first.
func TestRule2ColoursByLot(t *testing.T) {
	if c := (Rules{}).FirstSeat(nil); c != Black {
		t.Errorf("English without lot: %v", c)
	}
	if c := (Rules{Variant: Polish}).FirstSeat(nil); c != White {
		t.Errorf("Polish without lot: %v", c)
	}
	rng := rand.New(rand.NewPCG(2, 1))
	seen := map[Color]int{}
	for range 40 {
		seen[Rules{ColoursByLot: true}.FirstSeat(rng)]++
	}
	if seen[Black] == 0 || seen[White] == 0 {
		t.Errorf("by lot: %v", seen)
	}
	r := Rules{ColoursByLot: true}
	if a, b := r.FirstSeat(rand.New(rand.NewPCG(9, 9))), r.FirstSeat(rand.New(rand.NewPCG(9, 9))); a != b {
		t.Error("the same seed drew differently")
	}
	if !strings.Contains(r.String(), "colours by lot") {
		t.Errorf("String: %q", r.String())
	}
	data, _ := json.Marshal(r)
	var back Rules
	if err := json.Unmarshal(data, &back); err != nil || back != r {
		t.Errorf("JSON %s: %v %+v", data, err, back)
	}
}
