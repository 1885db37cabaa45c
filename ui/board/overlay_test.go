package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// cross is the 14×14 board with 3×3 corners cut, every cell holding o.
func cross(turns int) Spec {
	return Spec{Cols: 14, Rows: 14, CellW: 3, CellH: 1, Corner: 3, Turns: turns,
		Cell: func(file, rank int) Cell { return Cell{Dark: (file+rank)%2 == 0, Piece: "o"} }}
}

// TestOverlayWritesIntoTheCutCornersKeepingTheStyles: text written into a
// cross's cut corner stands where the corner is, and the styled cells
// either side are drawn as before, escape codes and all.
func TestOverlayWritesIntoTheCutCornersKeepingTheStyles(t *testing.T) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	t.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	th := theme.New(theme.Dark, false)
	for turns := range 4 {
		drawn, g := Draw(th, cross(turns), 0, 0)
		lines := strings.Split(drawn, "\n")
		before := append([]string(nil), lines...)
		x, y, w, h, ok := g.CutCorner(13, 0)
		if !ok || w != 9 || h != 3 {
			t.Fatalf("turns %d: corner of (13,0) is %d×%d ok=%v", turns, w, h, ok)
		}
		block := []string{th.Muted.Render("Red      "), "lost:    ", "♟♟       "}
		Overlay(lines, x, y, block)
		for i, line := range lines {
			plain, was := ansi.Strip(line), ansi.Strip(before[i])
			if ansi.StringWidth(plain) != ansi.StringWidth(was) {
				t.Fatalf("turns %d line %d: width %d, was %d", turns, i, ansi.StringWidth(plain), ansi.StringWidth(was))
			}
			if i < y || i >= y+h {
				if line != before[i] {
					t.Fatalf("turns %d: line %d outside the corner changed", turns, i)
				}
				continue
			}
			if got := ansi.Cut(plain, x, x+w); got != ansi.Strip(block[i-y]) {
				t.Fatalf("turns %d line %d: the corner reads %q", turns, i, got)
			}
			// The corner was blank and unstyled: with the block taken out
			// again, the line is what it was, escape codes and all.
			if back := strings.Replace(line, block[i-y], strings.Repeat(" ", w), 1); back != before[i] {
				t.Fatalf("turns %d line %d: the cells beside the corner changed:\n%q\n%q", turns, i, back, before[i])
			}
		}
	}
}

// TestOverlayPadsAShortLine: a line that ends before x is padded.
func TestOverlayPadsAShortLine(t *testing.T) {
	lines := []string{"ab", "abcdef"}
	Overlay(lines, 4, 0, []string{"xy", "zz"})
	if lines[0] != "ab  xy" || lines[1] != "abcdzz" {
		t.Fatalf("overlaid %q", lines)
	}
	Overlay(lines, 1, 1, []string{"Q"})
	if lines[1] != "aQcdzz" {
		t.Fatalf("overlaid %q", lines)
	}
}

func TestCutCornerKnowsItsCells(t *testing.T) {
	g := cross(0).Grid(2, 1)
	if _, _, _, _, ok := g.CutCorner(5, 5); ok {
		t.Fatal("a playable cell is a corner")
	}
	if x, y, _, _, ok := g.CutCorner(0, 13); !ok || x != 2 || y != 1 {
		t.Fatalf("the top-left corner is at (%d,%d) ok=%v", x, y, ok)
	}
	if x, y, _, _, ok := g.CutCorner(12, 1); !ok || x != 2+11*3 || y != 1+11 {
		t.Fatalf("the bottom-right corner is at (%d,%d) ok=%v", x, y, ok)
	}
}
