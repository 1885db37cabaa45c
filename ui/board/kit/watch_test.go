package kit

import (
	"testing"
	"time"
)

// TestThePaceStepsWithinItsRange: + and - go one pace at a time, stop at
// the fastest and the slowest, and each says the pace it sets.
func TestThePaceStepsWithinItsRange(t *testing.T) {
	w := Watching{Pace: time.Second}
	if said := w.Step(-1); w.Pace != 500*time.Millisecond || said != "The computers take at least 0.5 s a move." {
		t.Fatalf("faster: %v, %q", w.Pace, said)
	}
	for range 9 {
		w.Step(-1)
	}
	if said := w.Step(-1); w.Pace != 0 || said != "The computers play without a pause." {
		t.Fatalf("fastest: %v, %q", w.Pace, said)
	}
	for range 9 {
		w.Step(1)
	}
	if said := w.Step(1); w.Pace != 4*time.Second || said != "The computers take at least 4 s a move." {
		t.Fatalf("slowest: %v, %q", w.Pace, said)
	}
	for _, c := range []struct {
		by   int
		want time.Duration
	}{{1, time.Second}, {2, 2 * time.Second}, {-1, 500 * time.Millisecond}, {-2, 250 * time.Millisecond}} {
		w = Watching{Pace: 600 * time.Millisecond} // a game's own pace, none of Paces
		if w.Step(c.by); w.Pace != c.want {
			t.Errorf("%+d from a pace of its own, 0.6 s: %v, want %v", c.by, w.Pace, c.want)
		}
	}
}

// TestSavedPaceIsOneOfThePaces: a save holds no pace (the game's own) or
// one of Paces; anything else is refused.
func TestSavedPaceIsOneOfThePaces(t *testing.T) {
	if d, err := SavedPace(0, 600*time.Millisecond); err != nil || d != 600*time.Millisecond {
		t.Fatalf("no pace saved: %v, %v", d, err)
	}
	if d, err := SavedPace(250, time.Second); err != nil || d != 250*time.Millisecond {
		t.Fatalf("250 ms: %v, %v", d, err)
	}
	if d, err := SavedPace(600, 600*time.Millisecond); err != nil || d != 600*time.Millisecond {
		t.Fatalf("the game's own 600 ms: %v, %v", d, err)
	}
	for _, ms := range []int64{-250, 1, 300, 8000, 1 << 50} {
		if _, err := SavedPace(ms, time.Second); err == nil {
			t.Errorf("a saved pace of %d ms is taken", ms)
		}
	}
}
