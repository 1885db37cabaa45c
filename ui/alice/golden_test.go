package alice

import (
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"parlour/ui/internal/uitest"
	"parlour/ui/seats"
)

// Issue 11: a golden of the Alice table at 80×24, fixed seed, Mono. It
// changes only with a deliberate `go test ./ui/alice -run Golden -update`.
func TestGoldenAliceTable(t *testing.T) {
	g := deal(t, testEnv(t), []seats.Seat{human("Ada"), computer("Cook", seats.Hard), computer("Dodo", seats.Expert)}, 12)
	h := uitest.NewScreen(t, g, 80, 24)
	h.Key("right")
	golden.RequireEqual(t, []byte(h.Model.View()))
}
