package board

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Overlay writes the lines of block over a drawing's lines, from column x
// of line y on, each block line covering as many columns as it is wide.
// It is for text drawn into the parts of a board that Draw leaves blank
// and unstyled, such as a cross's cut corners (see CutCorner): the
// drawing's escape codes elsewhere on each line are kept, and a line too
// short is padded with spaces. Every character of the drawing must be one
// column wide, as a board's are; block lines may carry styles of their
// own.
func Overlay(lines []string, x, y int, block []string) {
	for i, text := range block {
		n := y + i
		if n < 0 || n >= len(lines) || text == "" {
			continue
		}
		lines[n] = spliceColumns(lines[n], x, ansi.StringWidth(text), text)
	}
}

// spliceColumns replaces the w visible columns of line from column x on
// with text, in one pass over the line: escape sequences (CSI, ESC [ ...
// final byte) take no columns, every other character one.
func spliceColumns(line string, x, w int, text string) string {
	col, start, end := 0, -1, -1
	for i := 0; i < len(line); {
		if col == x+w {
			end = i // before any escape here, which opens what follows
			break
		}
		if line[i] == 0x1b && i+1 < len(line) && line[i+1] == '[' {
			j := i + 2
			for j < len(line) && (line[j] < 0x40 || line[j] > 0x7e) {
				j++
			}
			i = j + 1
			continue
		}
		if col == x && start < 0 {
			start = i
		}
		_, size := utf8.DecodeRuneInString(line[i:])
		i += size
		col++
	}
	switch {
	case start < 0:
		return line + strings.Repeat(" ", max(x-col, 0)) + text
	case end < 0:
		return line[:start] + text
	}
	return line[:start] + text + line[end:]
}

// CutCorner returns the screen rectangle of the cut corner that holds the
// cut cell (file, rank), wherever the board's turns put it: its top-left
// character and its size, Corner cells square. ok is false when the board
// has no cut corners or (file, rank) is not in one.
func (g Grid) CutCorner(file, rank int) (x, y, w, h int, ok bool) {
	if g.Corner <= 0 || file < 0 || rank < 0 || file >= g.Cols || rank >= g.Rows || g.Playable(file, rank) {
		return 0, 0, 0, 0, false
	}
	f0, r0 := 0, 0
	if file >= g.Cols-g.Corner {
		f0 = g.Cols - g.Corner
	}
	if rank >= g.Rows-g.Corner {
		r0 = g.Rows - g.Corner
	}
	x, y = 1<<30, 1<<30
	for f := f0; f < f0+g.Corner; f++ {
		for r := r0; r < r0+g.Corner; r++ {
			// A cut cell has no place of its own on the board, but the
			// grid maps it all the same.
			cx, cy := g.Origin(f, r)
			x, y = min(x, cx), min(y, cy)
		}
	}
	return x, y, g.Corner * g.CellW, g.Corner * g.CellH, true
}
