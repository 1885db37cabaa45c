package alice

import (
	"strings"
	"testing"

	"parlour/ui/seats"
)

// TestViewBeforeInitDrawsTheTableWithoutAPrompt: Bubble Tea may draw a
// screen before its Init has run; the screen then shows the table with no
// move to make, and panics on no deal (it once did, in Card.Mates).
func TestViewBeforeInitDrawsTheTableWithoutAPrompt(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		g := deal(t, testEnv(t), []seats.Seat{human("Ada"), computer("Hal", seats.Easy)}, seed)
		frame := g.View()
		if strings.Contains(frame, "calls for") {
			t.Fatalf("seed %d: a prompt before Init:\n%s", seed, frame)
		}
		if g.Init(); g.stage != stagePlay && g.stage != stageComputer {
			t.Fatalf("seed %d: stage after Init = %d", seed, g.stage)
		}
		hotSeat := deal(t, testEnv(t), []seats.Seat{human("Ada"), human("Bob")}, seed)
		if frame := hotSeat.View(); strings.Contains(frame, "Your hand") {
			t.Fatalf("seed %d: a hand on the shared screen before Init:\n%s", seed, frame)
		}
	}
}
