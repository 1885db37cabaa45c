package board

import (
	"testing"

	"parlour/ui/theme"
)

// TestCanvasPaintsCellsAsDrawDoes: a cell painted character by character
// on a canvas is the cell Draw draws, in every theme and with every mark.
func TestCanvasPaintsCellsAsDrawDoes(t *testing.T) {
	cells := []Cell{
		{Piece: "K", Marks: Cursor}, {Dark: true, Piece: "p", Marks: Selected}, {Marks: Target}, {Dark: true, Marks: Hint},
		{Piece: "K", Marks: Check}, {Dark: true, Marks: LastMove}, {Piece: "n", Marks: Target}, {},
	}
	for _, mode := range []theme.Mode{theme.Mono, theme.Dark} {
		for _, ascii := range []bool{false, true} {
			th := theme.New(mode, ascii)
			for _, c := range cells {
				want, _ := Draw(th, Spec{Cols: 1, Rows: 1, CellW: 3, CellH: 1, Cell: func(int, int) Cell { return c }}, 0, 0)
				var cv Canvas
				cv.Begin(th, 3, 1)
				cv.Blank(0)
				for i := range 3 {
					cv.Fill(i, c)
				}
				cv.Centre(1, c)
				if got := cv.String(); got != want {
					t.Errorf("mode %v ascii %v, %+v: canvas %q, Draw %q", mode, ascii, c, got, want)
				}
			}
		}
	}
}
