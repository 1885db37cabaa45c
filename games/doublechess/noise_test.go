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
