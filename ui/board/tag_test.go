package board

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// drawOne draws a single cell w×1 and returns what it reads, unstyled.
func drawOne(th *theme.Theme, c Cell, w int) string {
	out, _ := Draw(th, Spec{Cols: 1, Rows: 1, CellW: w, CellH: 1, Cell: func(int, int) Cell { return c }}, 0, 0)
	return ansi.Strip(out)
}

// TestTagIsNeverCoveredByAMark: a tagged piece (an army's letter beside
// it) keeps its tag under every mark, in monochrome and ASCII, and every
// mark still shows by its own symbol on the right.
func TestTagIsNeverCoveredByAMark(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := theme.New(theme.Mono, ascii)
		sel := map[bool]string{false: "«", true: "<"}[ascii]
		cases := []struct {
			marks Mark
			want  string
		}{
			{0, "bo "},
			{Cursor, "bo]"},
			{Selected, "bo" + sel},
			{Cursor | Selected, "bo]"},
			{Hint, "bo+"},
			{Target, "bo" + th.Glyph.Legal},
			{Check, "bo!"},
			{LastMove, "bo" + th.Glyph.LastMove},
		}
		seen := map[string]Mark{}
		for _, c := range cases {
			got := drawOne(th, Cell{Dark: true, Piece: "o", Tag: "b", Marks: c.marks}, 3)
			if got != c.want {
				t.Errorf("ascii=%v marks %06b: drawn %q, want %q", ascii, c.marks, got, c.want)
			}
			if c.marks != Cursor|Selected {
				if other, ok := seen[got]; ok {
					t.Errorf("ascii=%v: marks %06b and %06b both read %q", ascii, c.marks, other, got)
				}
				seen[got] = c.marks
			}
		}
		// A wide cell has room for the mark's left half beyond the tag.
		if got := drawOne(th, Cell{Dark: true, Piece: "o", Tag: "b", Marks: Cursor}, 5); got != "[bo] " {
			t.Errorf("ascii=%v: a wide cell under the cursor reads %q", ascii, got)
		}
		// An empty cell has no tag.
		if got := drawOne(th, Cell{Dark: true, Tag: "b", Marks: Target}, 3); got != " "+th.Glyph.Legal+" " {
			t.Errorf("ascii=%v: an empty tagged target reads %q", ascii, got)
		}
	}
}

// TestBadgeGivesWayToAMark: a badge shows right of the piece, beyond a
// mark where the cell is wide enough, and under a mark in a narrow one,
// except the last move's: a badge the panel names ("marked !") must not
// vanish because the man just moved (issue 42, in NO_COLOR).
func TestBadgeGivesWayToAMark(t *testing.T) {
	th := theme.New(theme.Mono, true)
	cases := []struct {
		cell Cell
		w    int
		want string
	}{
		{Cell{Dark: true, Piece: "o", Tag: "g", Badge: "x"}, 3, "gox"},
		{Cell{Dark: true, Piece: "o", Tag: "g", Badge: "x", Marks: Cursor}, 3, "go]"},
		{Cell{Dark: true, Piece: "o", Tag: "g", Badge: "x", Marks: Cursor}, 5, "[go]x"},
		{Cell{Dark: true, Piece: "o", Badge: "x"}, 3, " ox"},
		{Cell{Dark: true, Badge: "x"}, 3, "   "},
		{Cell{Dark: true, Piece: "o", Tag: "g", Badge: "!", Marks: LastMove}, 3, "go!"},
		{Cell{Dark: true, Piece: "o", Badge: "!", Marks: LastMove}, 3, "#o!"},
		{Cell{Dark: true, Piece: "o", Tag: "g", Badge: "!", Marks: LastMove}, 5, "#go#!"},
		{Cell{Dark: true, Piece: "o", Tag: "g", Badge: "!", Marks: Hint}, 3, "go+"},
	}
	for _, c := range cases {
		if got := drawOne(th, c.cell, c.w); got != c.want {
			t.Errorf("%+v in %d: drawn %q, want %q", c.cell, c.w, got, c.want)
		}
	}
}

// TestTagShowsInColour: in colour the tag stands beside the piece too,
// in the piece's ink, and the cursor's mark beside it does not cover it.
func TestTagShowsInColour(t *testing.T) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	t.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	th := theme.New(theme.Dark, false)
	ink := lipgloss.Color("#3DDC5A")
	out, _ := Draw(th, Spec{Cols: 1, Rows: 1, CellW: 3, CellH: 1, Cell: func(int, int) Cell {
		return Cell{Dark: true, Piece: "o", Ink: ink, Tag: "g", Marks: Cursor}
	}}, 0, 0)
	if got := ansi.Strip(out); got != "go]" {
		t.Fatalf("a tagged piece under the cursor reads %q in colour", got)
	}
	// The tag and the piece are one run of one style: the piece's.
	if !strings.Contains(out, "mgo\x1b[") {
		t.Fatalf("the tag is not in the piece's style: %q", out)
	}
}
