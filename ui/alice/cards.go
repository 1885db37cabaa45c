package alice

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/charmbracelet/lipgloss"

	"parlour/games/alice"
	"parlour/ui/sanitize"
	"parlour/ui/theme"
)

// marks are the symbols the game adds to the theme's glyphs, so that every
// distinction shows without colour too.
type marks struct {
	lead string // a leading card
	held string // a card of the set in play that the viewer holds
	win  string // a winner
	back string // the face of a card lying face down
	turn string // before the player whose turn it is
	news string // before a line of the log new to the viewer
}

func marksFor(t *theme.Theme) marks {
	if t.ASCII {
		// Each unlike the others and unlike the key help's separator (*).
		return marks{lead: "!", held: "(in hand)", win: "W", back: "#", turn: "@", news: "+"}
	}
	return marks{lead: "◆", held: "✓", win: "★", back: "░", turn: t.Glyph.Turn, news: t.Glyph.Bullet}
}

// frame is the set of characters a framed card is drawn with.
type frame struct{ tl, tr, bl, br, h, v string }

func frameFor(t *theme.Theme) frame {
	if t.ASCII {
		return frame{"+", "+", "+", "+", "-", "|"}
	}
	return frame{"╭", "╮", "╰", "╯", "─", "│"}
}

// cardTag is a card's set number, with the lead mark on a leading card.
func cardTag(t *theme.Theme, c alice.Card) string {
	tag := strconv.Itoa(c.Set())
	if c.IsLead() {
		tag += marksFor(t).lead
	}
	return tag
}

// cardName is "8◆ The Mad Tea-Party": how a card is named in a line of text.
func cardName(t *theme.Theme, c alice.Card) string { return cardTag(t, c) + " " + c.Title() }

// look is how a card (or a face-down card) is shown among others.
type look int

const (
	lookPlain    look = iota
	lookChosen        // the one the cursor is on
	lookDim           // one that cannot be chosen now
	lookFaceDown      // a card lying face down
)

// tile is one drawn card: its lines, all of the same width.
type tile struct {
	lines []string
	width int
}

// cardTile draws a card as a small frame with its set number in the top
// edge, or on one line as [8◆ The Mad Tea-Party] when boxed is false.
func cardTile(t *theme.Theme, c alice.Card, l look, boxed bool) tile {
	return drawTile(t, cardTag(t, c), c.Title(), c.IsLead(), l, boxed)
}

// backTile draws the face-down card at position pos (0 first), numbered
// from 1.
func backTile(t *theme.Theme, pos int, l look, boxed bool) tile {
	m := marksFor(t).back
	return drawTile(t, "", m+strconv.Itoa(pos+1)+m, false, l, boxed)
}

// drawTile draws a framed label: text inside, tag (if any) in the top edge
// of a box or before the text on one line. A leading card's frame and tag
// take the accent; the look decides the rest.
func drawTile(t *theme.Theme, tag, text string, lead bool, l look, boxed bool) tile {
	key := tileKey{t, tag, text, lead, l, boxed}
	if v, ok := tiles.Load(key); ok {
		return v.(tile)
	}
	tl := renderTile(t, tag, text, lead, l, boxed)
	if tileCount.Add(1) > maxTiles { // a long-lived server: start afresh now and then
		tiles.Clear()
		tileCount.Store(0)
	}
	tiles.Store(key, tl)
	return tl
}

// tiles holds drawn tiles: a table draws the same few dozen cards every
// frame, and styling them is most of the cost of a frame. The key holds the
// theme, so a change of settings draws afresh.
var (
	tiles     sync.Map // tileKey -> tile
	tileCount atomic.Int64
)

const maxTiles = 4096

type tileKey struct {
	t         *theme.Theme
	tag, text string
	lead      bool
	l         look
	boxed     bool
}

func renderTile(t *theme.Theme, tag, text string, lead bool, l look, boxed bool) tile {
	edge, face, tagStyle := t.Muted, t.Text, t.Muted
	if lead {
		edge, tagStyle = t.Heading, t.Heading
	}
	switch l {
	case lookChosen:
		edge, face, tagStyle = t.Selected, t.Selected, t.Selected
	case lookDim, lookFaceDown:
		edge, face, tagStyle = t.Muted, t.Muted, t.Muted
	}
	if !boxed {
		line := edge.Render("[")
		if tag != "" {
			line += tagStyle.Render(tag) + face.Render(" ")
		}
		line += face.Render(text) + edge.Render("]")
		return tile{lines: []string{line}, width: lipgloss.Width(line)}
	}
	f := frameFor(t)
	textW, tagW := lipgloss.Width(text), lipgloss.Width(tag)
	inner := max(textW, tagW) + 2
	top := edge.Render(f.tl + f.h)
	if tag != "" {
		top += tagStyle.Render(tag)
	}
	top += edge.Render(strings.Repeat(f.h, inner-1-tagW) + f.tr)
	mid := edge.Render(f.v) + face.Render(" "+text+strings.Repeat(" ", inner-1-textW)) + edge.Render(f.v)
	bottom := edge.Render(f.bl + strings.Repeat(f.h, inner) + f.br)
	return tile{lines: []string{top, mid, bottom}, width: inner + 2}
}

// flow lays tiles into rows no wider than width, each tile with a column
// before it for the cursor; targets[i] is the zone of tile i (its x, y and
// size are filled in). cursor is the index of the tile to point at, or −1.
func flow(t *theme.Theme, tiles []tile, targets []zone, width, cursor int) (string, []zone) {
	zones := make([]zone, 0, len(tiles))
	var b strings.Builder
	size := 0
	for _, tl := range tiles {
		for _, l := range tl.lines {
			size += len(l) + 2
		}
	}
	b.Grow(size)
	y := 0 // the first line of the row being laid
	for start := 0; start < len(tiles); {
		// The row is tiles[start:end]: as many as fit, and at least one.
		end, x, height := start, 0, 0
		for end < len(tiles) {
			need := 1 + tiles[end].width
			if x > 0 && x+need > width {
				break
			}
			z := targets[end]
			z.x, z.y, z.w, z.h = x+1, y, tiles[end].width, len(tiles[end].lines)
			zones = append(zones, z)
			height = max(height, len(tiles[end].lines))
			x += need
			end++
		}
		for ly := range height {
			if y+ly > 0 {
				b.WriteByte('\n')
			}
			for i := start; i < end; i++ {
				tl := tiles[i]
				if i == cursor && ly == height/2 {
					inks(t).turn.write(&b, t.Glyph.Cursor)
				} else {
					b.WriteByte(' ')
				}
				if ly < len(tl.lines) {
					b.WriteString(tl.lines[ly])
				} else {
					for range tl.width {
						b.WriteByte(' ')
					}
				}
			}
		}
		y += height
		start = end
	}
	return b.String(), zones
}

// handTiles draws the viewer's hand; chosen is the card under the cursor
// and choosable says which cards may be chosen (nil: none is being chosen).
func handTiles(t *theme.Theme, hand []alice.Card, chosen alice.Card, choosable func(alice.Card) bool, boxed bool) ([]tile, []zone, int) {
	tiles := make([]tile, len(hand))
	zones := make([]zone, len(hand))
	cursor := -1
	for i, c := range hand {
		l := lookPlain
		switch {
		case choosable == nil:
		case c == chosen:
			l, cursor = lookChosen, i
		case !choosable(c):
			l = lookDim
		}
		tiles[i] = cardTile(t, c, l, boxed)
		zones[i] = zone{kind: zoneCard, card: c}
	}
	return tiles, zones, cursor
}

// backTiles draws n face-down cards, the one at chosen under the cursor.
func backTiles(t *theme.Theme, n, chosen int, boxed bool) ([]tile, []zone) {
	tiles := make([]tile, n)
	zones := make([]zone, n)
	for i := range n {
		l := lookFaceDown
		if i == chosen {
			l = lookChosen
		}
		tiles[i] = backTile(t, i, l, boxed)
		zones[i] = zone{kind: zoneBack, pos: i}
	}
	return tiles, zones
}

// dot separates the parts of a line: " · ", or " - " in ASCII.
func dot(t *theme.Theme) string {
	if t.ASCII {
		return " - "
	}
	return " " + t.Glyph.Dot + " "
}

// plain is text made elsewhere (the engine's log, names) fit for the
// theme: with --ascii, dashes and ellipses in ASCII and any other
// character outside ASCII shown as "?".
func plain(t *theme.Theme, s string) string {
	if !t.ASCII {
		return s
	}
	s = strings.NewReplacer("—", t.Glyph.LongDash, "–", t.Glyph.Dash, "…", t.Glyph.Ellipsis).Replace(s)
	return sanitize.ASCII(s)
}
