package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"parlour/ui/internal/uitest"
	"parlour/ui/seats"
)

func TestPlayerLineShortensALongNameSoTheLevelShows(t *testing.T) {
	for _, env := range []string{"unicode", "ascii"} {
		e := uitest.NewEnv(t)
		if env == "ascii" {
			e = uitest.NewASCIIEnv(t)
		}
		th := e.Theme
		long := seats.Seat{Name: "Bartholomew Featherstonehaugh", Kind: seats.Computer, Level: seats.Expert}
		for _, toMove := range []bool{false, true} {
			line := PlayerLine(th, "K", "White", long, "", toMove, 28)
			if w := lipgloss.Width(line); w > 28 {
				t.Errorf("%s: %q is %d columns, more than 28", env, line, w)
			}
			if !strings.HasSuffix(line, "Expert") || !strings.Contains(line, th.Glyph.Ellipsis) {
				t.Errorf("%s: %q should end in the level after a shortened name", env, line)
			}
		}
		short := seats.Seat{Name: "Ada", Kind: seats.Human}
		if line := PlayerLine(th, "K", "Black", short, "", false, 28); !strings.HasSuffix(line, "Ada") || strings.Contains(line, th.Glyph.Ellipsis) {
			t.Errorf("%s: a short name changed: %q", env, line)
		}
		away := seats.Seat{Name: "Bartholomew Featherstonehaugh", Kind: seats.Human}
		if line := PlayerLine(th, "K", "Black", away, " (away)", false, 28); !strings.HasSuffix(line, "(away)") || lipgloss.Width(line) > 28 {
			t.Errorf("%s: the away mark of a long name: %q", env, line)
		}
	}
}
