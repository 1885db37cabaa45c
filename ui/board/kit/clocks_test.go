package kit

import (
	"testing"
	"time"
)

// TestClocksRunForTheSideToMoveOnly: the running side's time is counted,
// a stopped clock's tick does nothing, and running out is reported.
func TestClocksRunForTheSideToMoveOnly(t *testing.T) {
	now := time.Unix(0, 0)
	c := NewClocks(3, time.Minute)
	c.Each, c.Now = 0, func() time.Time { return now }
	c.Start(1)
	now = now.Add(10 * time.Second)
	if _, out := c.Tick(c.Current()); out || c.Left(1) != 50*time.Second || c.Left(0) != time.Minute {
		t.Fatalf("after 10 s: left %v, %v", c.Left(0), c.Left(1))
	}
	if line := c.Line([]string{"W", "R", "B"}); line != "Clocks: W 1:00 R 0:50 B 1:00" {
		t.Fatalf("line %q", line)
	}
	stale := c.Current()
	c.Stop()
	now = now.Add(time.Hour)
	if _, out := c.Tick(stale); out || c.Used[1] != 10*time.Second {
		t.Fatalf("a stopped clock's tick counted: %v", c.Used)
	}
	c.Start(2)
	now = now.Add(2 * time.Minute)
	if _, out := c.Tick(c.Current()); !out || c.Left(2) != 0 {
		t.Fatal("running out was not reported")
	}
	if (&Clocks{}).Line([]string{"W"}) != "" || (&Clocks{}).Start(0) != nil {
		t.Fatal("no clock shows or starts")
	}
}

// TestClocksStartFromAnEarlierTurn: a clock started from a turn that
// began earlier counts from then; a start not yet come counts from now.
func TestClocksStartFromAnEarlierTurn(t *testing.T) {
	now := time.Unix(1000, 0)
	c := NewClocks(2, time.Minute)
	c.Each, c.Now = 0, func() time.Time { return now }
	c.StartFrom(0, now.Add(-7*time.Second))
	if got := c.TakenNow(0); got != 7*time.Second {
		t.Fatalf("begun 7 s ago, taken %v", got)
	}
	c.Stop()
	c.StartFrom(1, now.Add(time.Hour))
	now = now.Add(time.Second)
	if got := c.TakenNow(1); got != time.Second {
		t.Fatalf("a start to come counted %v after a second", got)
	}
}

func TestMillisReadsMillisecondsNoneBelowZero(t *testing.T) {
	if Millis(1500) != 1500*time.Millisecond || Millis(0) != 0 || Millis(-5) != 0 {
		t.Fatalf("Millis: %v %v %v", Millis(1500), Millis(0), Millis(-5))
	}
}
