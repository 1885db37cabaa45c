package doublechess

// What is in this file is generic, and belongs in ui/board or ui/board/kit:
// it is here only because another helper owns those packages while this
// screen was written. The lead can move it down as it is.

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// overlayBlock writes the lines of block over lines, from column x of line
// y on, each block line covering as many columns as it is wide. It is for
// text drawn into the parts of a board that board.Draw leaves blank and
// unstyled (a cross's cut corners): the drawing's escape codes elsewhere
// on the line are kept. (Belongs in ui/board, beside Draw.)
func overlayBlock(lines []string, x, y int, block []string) {
	for i, text := range block {
		n := y + i
		if n < 0 || n >= len(lines) || text == "" {
			continue
		}
		w := ansi.StringWidth(text)
		line := lines[n]
		left := ansi.Truncate(line, x, "")
		if pad := x - ansi.StringWidth(left); pad > 0 {
			left += strings.Repeat(" ", pad)
		}
		lines[n] = left + text + ansi.TruncateLeft(line, x+w, "")
	}
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
