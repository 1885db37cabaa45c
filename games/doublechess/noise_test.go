package doublechess

import (
	"context"
	"testing"
)

// TestCoachNoiseMeasured measures the noise of the coach's search over
// positions from seeded self-play (PARLOUR_SLOW=1: 120 positions) and
// checks that CoachNoise, the threshold of "about as good" in a game not
// decided, is what the measurement gives, within a tenth of a pawn, and
// DecidedNoisePermille, its growth in decided games, within 20
// thousandths of the score.
func TestCoachNoiseMeasured(t *testing.T) {
	if !slow() {
		t.Skip("a search of 120 positions; set PARLOUR_SLOW=1 to measure")
	}
	states, _ := SelfPlayPositions(context.Background(), 42, 120)
	n := MeasureNoise(context.Background(), states, CoachLimits)
	t.Logf("noise over %d positions: median %d, 80th percentile %d, largest %d; over the %d open, 90th percentile %d; over the %d decided, %d thousandths of the score",
		n.Positions, n.Median, n.P80, n.Max, n.Open, n.OpenP90, n.Decided, n.DecidedP90Permille)
	if n.OpenP90 < CoachNoise-10 || n.OpenP90 > CoachNoise+10 {
		t.Errorf("measured threshold %d in open games, CoachNoise is %d", n.OpenP90, CoachNoise)
	}
	if n.DecidedP90Permille < DecidedNoisePermille-20 || n.DecidedP90Permille > DecidedNoisePermille+20 {
		t.Errorf("measured %d thousandths in decided games, DecidedNoisePermille is %d", n.DecidedP90Permille, DecidedNoisePermille)
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
	if len(a.Disagreed) != a.Positions-a.Agree {
		t.Errorf("%d positions listed as disagreed, %d not agreed", len(a.Disagreed), a.Positions-a.Agree)
	}
	if a.Positions != n || a.Share() < 0.9 || a.WorseBeyondNoise > 0 {
		t.Errorf("agreement %+v", a)
	}
}
