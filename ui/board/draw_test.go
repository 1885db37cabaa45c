package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// lettered is a board whose every cell holds its own letter, so that a
// test can find each cell in the drawing.
func lettered(cols, rows, w, h int, flipped bool) Spec {
	return Spec{
		Cols: cols, Rows: rows, CellW: w, CellH: h, Flipped: flipped,
		Cell: func(file, rank int) Cell {
			return Cell{Dark: (file+rank)%2 == 0, Piece: letter(file, rank, cols)}
		},
		LeftLabel:   func(rank int) string { return fmt.Sprint(rank + 1) },
		RightLabel:  func(rank int) string { return fmt.Sprint(rank + 1) },
		BottomLabel: func(file int) string { return string(rune('a' + file)) },
	}
}

func letter(file, rank, cols int) string {
	return string(rune(0x100 + rank*cols + file)) // Latin Extended-A: one column each
}

// plainLines draws s at (left, top) on an otherwise empty screen and
// returns the screen's lines without styles.
func plainLines(t *testing.T, th *theme.Theme, s Spec, left, top int) ([]string, Grid) {
	t.Helper()
	out, g := Draw(th, s, left, top)
	lines := strings.Split(ansi.Strip(out), "\n")
	screen := make([]string, top, top+len(lines))
	for _, l := range lines {
		screen = append(screen, strings.Repeat(" ", left)+l)
	}
	return screen, g
}

// charAt returns the character at column x of a line, counting columns.
func charAt(line string, x int) string {
	col := 0
	for _, r := range line {
		if col == x {
			return string(r)
		}
		col += ansi.StringWidth(string(r))
	}
	return ""
}

func TestDrawPutsEveryCellWhereItsGridSays(t *testing.T) {
	th := theme.New(theme.Mono, false)
	for _, size := range [][2]int{{3, 1}, {5, 2}, {4, 2}, {7, 3}} {
		for _, flipped := range []bool{false, true} {
			s := lettered(10, 10, size[0], size[1], flipped)
			lines, g := plainLines(t, th, s, 4, 2)
			if g != s.Grid(4, 2) {
				t.Fatalf("Draw's grid %+v differs from Spec.Grid %+v", g, s.Grid(4, 2))
			}
			for y, line := range lines {
				for x := 0; x < ansi.StringWidth(line); x++ {
					file, rank, ok := g.At(x, y)
					if !ok {
						continue
					}
					ch := charAt(line, x)
					if ch != " " && ch != "░" && ch != letter(file, rank, 10) {
						t.Fatalf("cell %dx%d flipped=%v: at (%d,%d) the drawing shows %q but the grid says cell (%d,%d), %q",
							size[0], size[1], flipped, x, y, ch, file, rank, letter(file, rank, 10))
					}
				}
			}
			// And each cell's letter is drawn inside that cell.
			for file := range 10 {
				for rank := range 10 {
					x, y := g.Origin(file, rank)
					found := false
					for dy := range g.CellH {
						for dx := range g.CellW {
							if charAt(lines[y+dy], x+dx) == letter(file, rank, 10) {
								found = true
							}
						}
					}
					if !found {
						t.Fatalf("cell %dx%d flipped=%v: (%d,%d) not drawn at its origin (%d,%d)", size[0], size[1], flipped, file, rank, x, y)
					}
				}
			}
		}
	}
}

func TestDrawSizeMatchesTheDrawing(t *testing.T) {
	th := theme.New(theme.Dark, false)
	s := lettered(8, 8, 5, 2, false)
	out, _ := Draw(th, s, 0, 0)
	w, h := s.Size()
	lines := strings.Split(out, "\n")
	if len(lines) != h {
		t.Fatalf("%d lines, Size says %d", len(lines), h)
	}
	for i, l := range lines {
		if got := ansi.StringWidth(l); got != w {
			t.Fatalf("line %d is %d wide, Size says %d: %q", i, got, w, ansi.Strip(l))
		}
	}
	if w != 2+8*5+2 || h != 8*2+1 {
		t.Fatalf("size %dx%d", w, h)
	}
}

func TestLabelsFollowTheFlip(t *testing.T) {
	th := theme.New(theme.Mono, true)
	for _, flipped := range []bool{false, true} {
		lines, _ := plainLines(t, th, lettered(8, 8, 3, 1, flipped), 0, 0)
		first, bottom := strings.TrimSpace(lines[0])[:1], strings.Fields(lines[8])
		wantRank, wantFiles := "8", "a b c d e f g h"
		if flipped {
			wantRank, wantFiles = "1", "h g f e d c b a"
		}
		if first != wantRank || strings.Join(bottom, " ") != wantFiles {
			t.Errorf("flipped=%v: top rank label %q, file labels %q", flipped, first, bottom)
		}
	}
}

func TestMarksShowBySymbolInMonochrome(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := theme.New(theme.Mono, ascii)
		piece := "o"
		cases := []struct {
			cell Cell
			want string
		}{
			{Cell{Dark: true, Piece: piece, Marks: Cursor}, "[o]"},
			{Cell{Dark: true, Piece: piece, Marks: Cursor | Selected}, "[o]"},
			{Cell{Dark: true, Piece: piece, Marks: Selected}, map[bool]string{false: "»o«", true: ">o<"}[ascii]},
			{Cell{Dark: true, Marks: Target}, " " + th.Glyph.Legal + " "},
			{Cell{Dark: true, Marks: Hint}, " + "},
			{Cell{Dark: true, Piece: piece, Marks: Hint}, "+o+"},
			{Cell{Dark: true, Marks: LastMove}, " " + th.Glyph.LastMove + " "},
			{Cell{Dark: true, Piece: piece, Marks: LastMove}, th.Glyph.LastMove + piece + th.Glyph.LastMove},
			{Cell{Dark: true, Note: "12"}, "12 "},
			{Cell{Dark: true, Note: "12", Marks: Cursor}, "[ ]"},
			{Cell{Dark: false}, map[bool]string{false: "░░░", true: ":::"}[ascii]},
		}
		for _, c := range cases {
			s := Spec{Cols: 1, Rows: 1, CellW: 3, CellH: 1, Cell: func(int, int) Cell { return c.cell }}
			out, _ := Draw(th, s, 0, 0)
			if got := ansi.Strip(out); got != c.want {
				t.Errorf("ascii=%v %+v: drawn %q, want %q", ascii, c.cell, got, c.want)
			}
		}
	}
}

func TestTallCellsPutTheNoteInTheCorner(t *testing.T) {
	th := theme.New(theme.Mono, false)
	s := Spec{Cols: 1, Rows: 1, CellW: 5, CellH: 2, Cell: func(int, int) Cell {
		return Cell{Dark: true, Piece: "o", Note: "32", Marks: Cursor}
	}}
	out, _ := Draw(th, s, 0, 0)
	if got := ansi.Strip(out); got != " [o] \n   32" {
		t.Fatalf("drawn %q", got)
	}
}

func TestColourMarksAreBackgrounds(t *testing.T) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	t.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	th := theme.New(theme.Dark, false)
	draw := func(c Cell) string {
		out, _ := Draw(th, Spec{Cols: 1, Rows: 1, CellW: 3, CellH: 1, Cell: func(int, int) Cell { return c }}, 0, 0)
		return out
	}
	plain := draw(Cell{Dark: true, Piece: "o"})
	last := draw(Cell{Dark: true, Piece: "o", Marks: LastMove})
	if plain == last {
		t.Fatal("the last move does not change the colours")
	}
	if got := ansi.Strip(last); got != " o " {
		t.Fatalf("in colour the last move is a background only, but the cell reads %q", got)
	}
	if strings.Contains(plain, "\x1b[7m") {
		t.Fatal("colour drawing uses reverse video")
	}
}

func TestDrawNothingWithoutCells(t *testing.T) {
	if out, _ := Draw(theme.New(theme.Dark, false), Spec{}, 0, 0); out != "" {
		t.Fatalf("drew %q", out)
	}
}

// shapes are the boards the kit must draw: draughts' two, the cross of
// four-handed chess and Circular Chess's ring unrolled.
var shapes = []struct {
	name               string
	cols, rows, corner int
	playable           int
}{
	{"8x8", 8, 8, 0, 64},
	{"10x10", 10, 10, 0, 100},
	{"14x14 cross", 14, 14, 3, 160},
	{"4x16 strip", 4, 16, 0, 64},
}

// TestEveryShapeDrawsAndHitTestsEveryCell draws each shape turned every
// way and checks that each playable cell's letter is drawn inside the cell
// its Grid names, that a click anywhere on it maps back to it, and that
// the cut corners are blank and map to nothing.
func TestEveryShapeDrawsAndHitTestsEveryCell(t *testing.T) {
	th := theme.New(theme.Mono, false)
	for _, sh := range shapes {
		for turns := range 4 {
			s := lettered(sh.cols, sh.rows, 3, 1, false)
			s.Turns, s.Corner = turns, sh.corner
			lines, g := plainLines(t, th, s, 2, 1)
			w, h := s.Size()
			if len(lines) != 1+h {
				t.Fatalf("%s turned %d: %d lines, Size says %d", sh.name, turns, len(lines)-1, h)
			}
			for i, l := range lines[1:] {
				if got := ansi.StringWidth(l); got != 2+w {
					t.Fatalf("%s turned %d: line %d is %d wide, Size says %d", sh.name, turns, i, got-2, w)
				}
			}
			count := 0
			for file := range sh.cols {
				for rank := range sh.rows {
					x, y := g.Origin(file, rank)
					if !g.Playable(file, rank) {
						for dx := range g.CellW {
							if ch := charAt(lines[y], x+dx); ch != " " {
								t.Fatalf("%s turned %d: cut corner (%d,%d) shows %q", sh.name, turns, file, rank, ch)
							}
							if _, _, ok := g.At(x+dx, y); ok {
								t.Fatalf("%s turned %d: a click on the cut corner (%d,%d) hit a cell", sh.name, turns, file, rank)
							}
						}
						continue
					}
					count++
					if ch := charAt(lines[y], x+1); ch != letter(file, rank, sh.cols) {
						t.Fatalf("%s turned %d: cell (%d,%d) shows %q at its origin", sh.name, turns, file, rank, ch)
					}
					for dx := range g.CellW {
						f, r, ok := g.At(x+dx, y)
						if !ok || f != file || r != rank {
							t.Fatalf("%s turned %d: a click on (%d,%d) gave %d,%d,%v", sh.name, turns, file, rank, f, r, ok)
						}
					}
					if cx, cy := g.Centre(file, rank); cx < x || cy < y {
						t.Fatalf("%s: centre outside the cell", sh.name)
					}
				}
			}
			if count != sh.playable {
				t.Fatalf("%s: %d playable cells, want %d", sh.name, count, sh.playable)
			}
		}
	}
}

func TestQuarterTurnsPutEachSideAtTheBottom(t *testing.T) {
	g := Grid{Cols: 14, Rows: 14, CellW: 1, CellH: 1, Corner: 3}
	// The cell nearest the middle of each side's home row, and the turn
	// that brings it to the bottom of the screen: a quarter turn clockwise
	// brings the right-hand side down.
	for turns, cell := range [][2]int{{6, 0}, {13, 7}, {7, 13}, {0, 6}} {
		g.Turns = turns
		_, y := g.Origin(cell[0], cell[1])
		if y != g.Height()-1 {
			t.Errorf("turned %d: (%d,%d) drawn on row %d, not the bottom", turns, cell[0], cell[1], y)
		}
	}
}

func TestStepFollowsTheScreen(t *testing.T) {
	for turns := range 4 {
		g := Grid{Cols: 8, Rows: 8, CellW: 3, CellH: 1, Turns: turns}
		f, r, ok := g.Step(3, 3, 1, 0)
		x0, y0 := g.Origin(3, 3)
		x1, y1 := g.Origin(f, r)
		if !ok || x1 != x0+3 || y1 != y0 {
			t.Errorf("turned %d: a step right went from (%d,%d) to (%d,%d)", turns, x0, y0, x1, y1)
		}
	}
	g := Grid{Cols: 14, Rows: 14, CellW: 1, CellH: 1, Corner: 3}
	if _, _, ok := g.Step(3, 0, -1, 0); ok {
		t.Error("a step into a cut corner was allowed")
	}
}

func TestCheckShowsWithoutColour(t *testing.T) {
	th := theme.New(theme.Mono, true)
	out, _ := Draw(th, Spec{Cols: 1, Rows: 1, CellW: 3, CellH: 1, Cell: func(int, int) Cell {
		return Cell{Dark: true, Piece: "K", Marks: Check}
	}}, 0, 0)
	if got := ansi.Strip(out); got != "!K!" {
		t.Fatalf("a king in check reads %q", got)
	}
}

// TestDrawerRendersEachStyleOnce checks the speed rule: the board's
// styles are rendered once, whatever the number of cells and frames.
func TestDrawerRendersEachStyleOnce(t *testing.T) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	t.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	th := theme.New(theme.Dark, false)
	var d Drawer
	s := lettered(10, 10, 3, 1, false)
	first, _ := d.Draw(th, s, 0, 0)
	styles := len(d.p.cache)
	again, _ := d.Draw(th, s, 0, 0)
	if first != again || len(d.p.cache) != styles {
		t.Fatal("a second frame differs or renders new styles")
	}
	if styles > 8 {
		t.Fatalf("%d styles for a board of plain cells", styles)
	}
	if fresh, _ := Draw(th, s, 0, 0); fresh != first {
		t.Fatal("the Drawer draws differently from Draw")
	}
}

// BenchmarkDrawCross draws the 14×14 cross of four-handed chess in true
// colour with a Drawer kept from frame to frame, as a chess screen would.
func BenchmarkDrawCross(b *testing.B) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	th := theme.New(theme.Dark, false)
	s := lettered(14, 14, 3, 1, false)
	s.Corner = 3
	var d Drawer
	d.Draw(th, s, 0, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		d.Draw(th, s, 0, 0)
	}
}
