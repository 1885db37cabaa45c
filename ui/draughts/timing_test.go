package draughts

import (
	"testing"
	"time"
)

// TestExpertTimingNeverPassesTheClock: an Expert seat aims at its thinking
// time and may take three times it on an unsure move, but never more than
// the move's time left on the clock of rule 7.
func TestExpertTimingNeverPassesTheClock(t *testing.T) {
	for _, c := range []struct {
		think, left, most time.Duration
	}{
		{3 * time.Second, 0, 9 * time.Second},                  // no clock
		{3 * time.Second, 5 * time.Minute, 9 * time.Second},    // plenty left
		{3 * time.Second, 5 * time.Second, 3 * time.Second},    // the clock less its margin
		{3 * time.Second, time.Second, 500 * time.Millisecond}, // nearly out: half what is left
	} {
		p := expertTiming(c.think, c.left)
		if p.Most != c.most || p.Target > p.Most {
			t.Errorf("think %v, %v left: aims at %v, most %v; want most %v", c.think, c.left, p.Target, p.Most, c.most)
		}
		if c.left > 0 && p.Most >= c.left {
			t.Errorf("think %v, %v left: may take %v, past the clock", c.think, c.left, p.Most)
		}
	}
}
