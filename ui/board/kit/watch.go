package kit

import (
	"fmt"
	"slices"
	"time"
)

// Watching is a game of computers alone at a keyboard, as the people
// watching it control it: paused or going, and its pace, the least time
// a move takes (Effort.Pace). p pauses, + and - change the pace.
type Watching struct {
	Pace   time.Duration
	Paused bool
}

// Paces are the paces a game of computers may go at, fastest first.
var Paces = []time.Duration{0, 250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second}

// Step makes the computers play faster (by < 0) or slower, by steps of
// Paces, within them, and says how fast they play now. A pace of the
// game's own, between two of Paces, steps to the next of them.
func (w *Watching) Step(by int) string {
	i, found := slices.BinarySearch(Paces, w.Pace) // Paces[i] is the first not faster
	if !found && by > 0 {
		i-- // the first slower is one step
	}
	w.Pace = Paces[max(0, min(len(Paces)-1, i+by))]
	return PaceText(w.Pace)
}

// PaceText says how fast computers play each other at pace d.
func PaceText(d time.Duration) string {
	switch {
	case d == 0:
		return "The computers play without a pause."
	case d < time.Second:
		return fmt.Sprintf("The computers take at least %.2g s a move.", d.Seconds())
	}
	return fmt.Sprintf("The computers take at least %d s a move.", int(d.Seconds()))
}

// SavedPace reads a pace from a save, in milliseconds: none (0 ms) or the
// game's own pace, def, or one of Paces.
func SavedPace(ms int64, def time.Duration) (time.Duration, error) {
	if ms == 0 {
		return def, nil
	}
	d := time.Duration(ms) * time.Millisecond
	if ms < 0 || ms > Paces[len(Paces)-1].Milliseconds() || d != def && !slices.Contains(Paces, d) {
		return 0, fmt.Errorf("a saved pace of %d ms", ms)
	}
	return d, nil
}
