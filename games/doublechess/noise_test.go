package doublechess

import (
	"context"
	"testing"
)

// TestCoachNoiseMeasured measures the noise of the coach's search over
// positions from seeded self-play (PARLOUR_SLOW=1: 120 positions) and
// checks that CoachNoise, the threshold of "about as good", is what the
// measurement gives, within a tenth of a pawn.
func TestCoachNoiseMeasured(t *testing.T) {
	if !slow() {
		t.Skip("a search of 120 positions; set PARLOUR_SLOW=1 to measure")
	}
	states, _ := SelfPlayPositions(context.Background(), 42, 120)
	n := MeasureNoise(context.Background(), states, CoachLimits)
	t.Logf("noise over %d positions: median %d, 80th percentile %d, largest %d", n.Positions, n.Median, n.P80, n.Max)
	if n.P80 < CoachNoise-10 || n.P80 > CoachNoise+10 {
		t.Errorf("measured threshold %d, CoachNoise is %d", n.P80, CoachNoise)
	}
}

// TestCoachAgreesWithALongSearch: the coach's best move is the long
// search's, or within the noise of it, at 90% of positions of seeded
// self-play or more, and no move it suggests is scored by the long search
// more than the noise below the move played. The default run checks 2
// positions against a 600,000-node search; PARLOUR_SLOW=1, 200 against
// 5,000,000 nodes (a stand-in for ten seconds' thought).
func TestCoachAgreesWithALongSearch(t *testing.T) {
	t.Parallel()
	n, long := 2, Limits{Nodes: 600_000}
	if slow() {
		n, long = 200, Limits{Nodes: 5_000_000}
	}
	a, err := CoachCheck(context.Background(), 2026, n, long)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v: %.1f%% agree", a, 100*a.Share())
	if a.Positions != n || a.Share() < 0.9 || a.WorseBeyondNoise > 0 {
		t.Errorf("agreement %+v", a)
	}
}
