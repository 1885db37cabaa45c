package doublechess

// What is in this file is generic, and belongs in ui/board or ui/board/kit:
// it is here only because another helper owns those packages while this
// screen was written. The lead can move it down as it is.

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// overlayBlock writes the lines of block over lines, from column x of line
// y on, each block line covering as many columns as it is wide. It is for
// text drawn into the parts of a board that board.Draw leaves blank and
// unstyled (a cross's cut corners): the drawing's escape codes elsewhere
// on the line are kept. Every character of the drawing must be one column
// wide, as a board's are. (Belongs in ui/board, beside Draw.)
func overlayBlock(lines []string, x, y int, block []string) {
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

// runeGrid is a drawing without escape codes (the Mono theme's) as a grid
// of one-column characters, to be written into cell by cell. (Belongs in
// ui/board: a Mono drawing's cells are plain text at Grid.Origin.)
type runeGrid [][]rune

func newRuneGrid(drawn string) runeGrid {
	lines := strings.Split(drawn, "\n")
	g := make(runeGrid, len(lines))
	for i, l := range lines {
		g[i] = []rune(l)
	}
	return g
}

// at returns the character at column x of line y, or 0 off the drawing.
func (g runeGrid) at(x, y int) rune {
	if y < 0 || y >= len(g) || x < 0 || x >= len(g[y]) {
		return 0
	}
	return g[y][x]
}

// set writes r at column x of line y, if that is on the drawing.
func (g runeGrid) set(x, y int, r rune) {
	if y >= 0 && y < len(g) && x >= 0 && x < len(g[y]) {
		g[y][x] = r
	}
}

// write writes text from column x of line y on, as far as the line goes.
func (g runeGrid) write(x, y int, text string) {
	for _, r := range text {
		g.set(x, y, r)
		x++
	}
}

func (g runeGrid) String() string {
	var b strings.Builder
	for i, l := range g {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(string(l))
	}
	return b.String()
}
