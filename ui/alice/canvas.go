package alice

import (
	"strings"

	"parlour/games/alice"
)

// zoneKind says what a click on a zone chooses.
type zoneKind int

const (
	zonePlayer   zoneKind = iota // a player to ask
	zoneCard                     // a card to play or to ask for
	zoneBack                     // a forfeiting player's face-down card
	zoneButton                   // the button that confirms the move
	zoneNextSeat                 // the player asked: a click chooses the next
	zoneNextCard                 // the card chosen: a click chooses the next
)

// zone is a clickable rectangle of the screen: x, y is its top-left cell.
type zone struct {
	x, y, w, h int
	kind       zoneKind
	seat       int
	card       alice.Card
	pos        int
}

// contains reports whether the cell (x, y) is inside the zone.
func (z zone) contains(x, y int) bool {
	return x >= z.x && x < z.x+z.w && y >= z.y && y < z.y+z.h
}

// canvas is a screen being drawn from the top down, with the clickable
// zones of what has been drawn, so that a click is hit-tested against the
// very layout that was shown.
type canvas struct {
	b     strings.Builder
	lines int // how many lines are drawn
	zones []zone
}

// add draws block below what is drawn; zs are its zones, with y counted
// from the block's first line.
func (c *canvas) add(block string, zs ...zone) {
	top := c.lines
	for _, z := range zs {
		z.y += top
		c.zones = append(c.zones, z)
	}
	c.newLine()
	c.b.WriteString(block)
	c.lines += strings.Count(block, "\n")
}

// newLine starts a line below what is drawn.
func (c *canvas) newLine() {
	if c.lines > 0 {
		c.b.WriteByte('\n')
	}
	c.lines++
}

// gap adds n blank lines.
func (c *canvas) gap(n int) {
	for range n {
		c.newLine()
	}
}

// String is the drawing.
func (c *canvas) String() string { return c.b.String() }

// hit returns the zone under (x, y).
func hit(zones []zone, x, y int) (zone, bool) {
	for _, z := range zones {
		if z.contains(x, y) {
			return z, true
		}
	}
	return zone{}, false
}
