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
