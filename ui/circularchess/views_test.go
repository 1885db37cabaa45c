package circularchess

import (
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	cc "parlour/games/circularchess"
	"parlour/ui/board"
	"parlour/ui/theme"
)

// themes are the looks a board must work in.
func themes() map[string]*theme.Theme {
	colour := lipgloss.NewRenderer(io.Discard)
	colour.SetColorProfile(termenv.TrueColor)
	plain := lipgloss.NewRenderer(io.Discard)
	plain.SetColorProfile(termenv.Ascii)
	return map[string]*theme.Theme{
		"dark": theme.For(colour, theme.Dark, false), "light": theme.For(colour, theme.Light, false),
		"mono": theme.For(plain, theme.Mono, false), "ascii": theme.For(colour, theme.Dark, true),
		"mono-ascii": theme.For(plain, theme.Mono, true),
	}
}

func startCells(t testing.TB, r cc.Rules, m marks) (*cells, cc.State) {
	t.Helper()
	s, err := cc.NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	var cs cells
	boardCells(s, m, &cs)
	return &cs, s
}

// ringSizes are the drawing sizes the screen may ask for.
func ringSizes() [][2]int {
	var out [][2]int
	for w := ringMinW; w <= 71; w += 2 {
		for h := ringMinH; h <= 28; h++ {
			out = append(out, [2]int{w, h})
		}
	}
	return out
}

func TestRingEveryCellIsClickableAndHoldsAPieceBetweenMarks(t *testing.T) {
	for _, sz := range ringSizes() {
		l := newRingLayout(sz[0], sz[1])
		count := map[cc.Cell]int{}
		for y := range l.h {
			for x := range l.w {
				if c, ok := l.cellAt(x, y); ok {
					count[c]++
				}
			}
		}
		for c := cc.Cell(0); c < cc.NoCell; c++ {
			p := l.anchor[c]
			for dx := -1; dx <= 1; dx++ {
				if got, ok := l.cellAt(p.x+dx, p.y); !ok || got != c {
					t.Fatalf("%v: cell %v: the click at (%d,%d) finds %v, %v", sz, c, p.x+dx, p.y, got, ok)
				}
			}
			if count[c] < 3 {
				t.Fatalf("%v: cell %v has %d characters", sz, c, count[c])
			}
		}
		if _, ok := l.cellAt(l.w/2, l.h/2); ok {
			t.Fatalf("%v: the hole in the middle is a cell", sz)
		}
	}
}

func TestRingOuterRingIsWidest(t *testing.T) {
	l := newRingLayout(51, 21)
	var per [cc.Rings]int
	for _, c := range l.at {
		if c != cc.NoCell {
			per[c.Ring()-'a']++
		}
	}
	for r := 1; r < cc.Rings; r++ {
		if per[r] >= per[r-1] {
			t.Fatalf("ring %c has %d characters, ring %c %d", 'a'+r, per[r], 'a'+r-1, per[r-1])
		}
	}
}

func TestRingCellsRunRoundClockwiseFromTheBottomArrowLine(t *testing.T) {
	l := newRingLayout(51, 21)
	a1, a16 := l.anchor[mustCell(t, "a1")], l.anchor[mustCell(t, "a16")]
	a8, a9 := l.anchor[mustCell(t, "a8")], l.anchor[mustCell(t, "a9")]
	if !(a1.x < l.arrowX && a16.x > l.arrowX && a1.y > l.h/2 && a16.y > l.h/2) {
		t.Errorf("a1 %v and a16 %v do not stand either side of the arrow line (x=%d) at the bottom", a1, a16, l.arrowX)
	}
	if !(a8.x < l.arrowX && a9.x > l.arrowX && a8.y < l.h/2 && a9.y < l.h/2) {
		t.Errorf("a8 %v and a9 %v do not stand either side of the arrow line at the top", a8, a9)
	}
	if a4 := l.anchor[mustCell(t, "a4")]; a4.x > l.w/4 {
		t.Errorf("a4 %v is not at the left", a4)
	}
}

func mustCell(t testing.TB, name string) cc.Cell {
	t.Helper()
	c, err := cc.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRingLightAndDarkCellsDifferInMonochrome(t *testing.T) {
	for _, name := range []string{"mono", "mono-ascii"} {
		th := themes()[name]
		cs, _ := startCells(t, cc.Rules{}, noMarks())
		var d ringDrawer
		out := d.Draw(th, cs, 51, 21)
		if strings.Contains(out, "\x1b") {
			t.Fatalf("%s: escape codes in monochrome", name)
		}
		rows := strings.Split(out, "\n")
		l := d.layout
		shade := "░" // the board's shade of light cells in monochrome
		if th.ASCII {
			shade = ":"
		}
		for y, row := range rows {
			runes := []rune(row)
			if len(runes) != l.w {
				t.Fatalf("%s: row %d is %d wide, want %d", name, y, len(runes), l.w)
			}
			for x, r := range runes {
				c, ok := l.cellAt(x, y)
				if !ok || l.anchor[c] == (point{x, y}) {
					continue
				}
				if (string(r) == shade) != c.Light() {
					t.Fatalf("%s: (%d,%d) of %v (light %v) shows %q", name, x, y, c, c.Light(), r)
				}
			}
		}
	}
}

func TestRingLightAndDarkCellsDifferInColour(t *testing.T) {
	th := themes()["dark"]
	var d ringDrawer
	var light, dark cells
	for c := range dark {
		dark[c] = board.Cell{Dark: true}
	}
	lightOut := d.Draw(th, &light, 51, 21)
	darkOut := d.Draw(th, &dark, 51, 21)
	if lightOut == darkOut || lightOut == ansi.Strip(lightOut) {
		t.Fatalf("light and dark cells look alike:\n%s", lightOut)
	}
}

func TestRingShowsTheArrowLineRingLettersAndCellNumbers(t *testing.T) {
	for name, th := range themes() {
		cs, _ := startCells(t, cc.Rules{}, noMarks())
		var d ringDrawer
		rows := strings.Split(ansi.Strip(d.Draw(th, cs, 51, 21)), "\n")
		l := d.layout
		line, down, up := unicodeRing.line, unicodeRing.headDown, unicodeRing.headUp
		if th.ASCII {
			line, down, up = asciiRing.line, asciiRing.headDown, asciiRing.headUp
		}
		col := func(y int) string { return string([]rune(rows[y])[l.arrowX]) }
		if col(0) != down || col(l.h-1) != up {
			t.Errorf("%s: arrow heads %q %q", name, col(0), col(l.h-1))
		}
		var column strings.Builder
		for y := range l.h {
			column.WriteString(col(y))
		}
		got := column.String()
		for _, want := range []string{line, "a", "b", "c", "d"} {
			if strings.Count(got, want) < 2 {
				t.Errorf("%s: the arrow line column %q lacks %q above and below", name, got, want)
			}
		}
		text := strings.Join(rows, "\n")
		for n := 1; n <= cc.CellsPerRing; n++ {
			if !strings.Contains(text, strconv.Itoa(n)) {
				t.Errorf("%s: no number %d", name, n)
			}
		}
		for _, lb := range l.labels {
			if !l.clear(lb.at, len(lb.text)) {
				t.Errorf("%s: number %s at %v touches the rings", name, lb.text, lb.at)
			}
		}
	}
}

func TestRingShowsEveryMark(t *testing.T) {
	th := themes()["mono-ascii"]
	m := noMarks()
	m.cursor = mustCell(t, "b2")
	m.selected = mustCell(t, "c2")
	m.targets = []cc.Cell{mustCell(t, "c3"), mustCell(t, "c4")}
	m.last = cc.Move{From: mustCell(t, "a7"), To: mustCell(t, "a6")}
	m.check = []cc.Cell{mustCell(t, "d16")}
	cs, _ := startCells(t, cc.Rules{}, m)
	var d ringDrawer
	rows := strings.Split(d.Draw(th, cs, 51, 21), "\n")
	at := func(name string) string {
		p := d.layout.anchor[mustCell(t, name)]
		return rows[p.y][p.x-1 : p.x+2]
	}
	for cell, want := range map[string]string{"b2": "[P]", "c2": ">P<", "c3": ":.:", "d16": "!K!", "a6": ":#:", "a7": "#p#", "a1": ":R:"} {
		got := at(cell)
		if cell == "c3" || cell == "a6" || cell == "a1" {
			// The fill beside a mark is the cell's own: shade or blank.
			got = strings.ReplaceAll(got, " ", ":")
		}
		if got != want {
			t.Errorf("%s shows %q, want %q", cell, got, want)
		}
	}
}

func TestRingIsASCIIWithTheASCIITheme(t *testing.T) {
	for _, name := range []string{"ascii", "mono-ascii"} {
		m := noMarks()
		m.cursor, m.selected = mustCell(t, "a1"), mustCell(t, "b2")
		m.targets, m.check = []cc.Cell{mustCell(t, "c5")}, []cc.Cell{mustCell(t, "d9")}
		cs, _ := startCells(t, cc.Rules{}, m)
		var d ringDrawer
		out := d.Draw(themes()[name], cs, 51, 21)
		sp := stripSpec(themes()[name], cs, 3, 1)
		var bd board.Drawer
		strip, _ := bd.Draw(themes()[name], sp, 0, 0)
		for i, b := range []byte(out + strip) {
			if b >= 0x80 {
				t.Fatalf("%s: byte %d is %#x", name, i, b)
			}
		}
	}
}

func TestStripEveryCellIsClickable(t *testing.T) {
	cs, _ := startCells(t, cc.Rules{}, noMarks())
	sp := stripSpec(themes()["mono"], cs, 3, 1)
	var d board.Drawer
	out, g := d.Draw(themes()["mono"], sp, 2, 1)
	for c := cc.Cell(0); c < cc.NoCell; c++ {
		f, r := stripPlace(c)
		if stripCell(f, r) != c {
			t.Fatalf("%v goes to (%d,%d), which is %v", c, f, r, stripCell(f, r))
		}
		x, y := g.Centre(f, r)
		gf, gr, ok := g.At(x, y)
		if !ok || stripCell(gf, gr) != c {
			t.Fatalf("a click on %v at (%d,%d) finds %v", c, x, y, stripCell(gf, gr))
		}
	}
	rows := strings.Split(out, "\n")
	if !strings.HasPrefix(strings.TrimSpace(rows[0]), "1") || !strings.Contains(rows[1], "R") || !strings.HasPrefix(rows[1], "a ") {
		t.Fatalf("the strip does not start with cell 1 of ring a:\n%s", out)
	}
	if !strings.Contains(rows[len(rows)-1], "<") && !strings.Contains(rows[len(rows)-1], "◂") {
		t.Fatalf("no arrow line marks below the strip:\n%s", out)
	}
}

func BenchmarkRingView(b *testing.B) {
	th := themes()["dark"]
	m := noMarks()
	m.cursor, m.targets = mustCell(b, "b2"), []cc.Cell{mustCell(b, "b3"), mustCell(b, "b4")}
	var d ringDrawer
	var cs cells
	s, _ := cc.NewGame(cc.Rules{})
	b.ReportAllocs()
	for b.Loop() {
		boardCells(s, m, &cs)
		_ = d.Draw(th, &cs, 51, 21)
	}
}

// Issue 42, point 6: each ring's middle line is traced through its cells,
// so that the eye can follow a ring from piece to piece: every cell's
// piece stands on its own ring's line (or beside it), and the line is
// drawn in colour; in monochrome, where it would look like a cell's mark,
// it is not.
func TestRingTracesEachRingsMiddleLine(t *testing.T) {
	for _, size := range [][2]int{{49, 18}, {51, 21}, {79, 22}} {
		l := newRingLayout(size[0], size[1])
		for c := range cc.Cell(cc.Rings * cc.CellsPerRing) {
			p := l.anchor[c]
			on := false
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					x, y := p.x+dx, p.y+dy
					if got, ok := l.cellAt(x, y); ok && got == c && l.track[y*l.w+x] {
						on = true
					}
				}
			}
			if !on {
				t.Errorf("%dx%d: %v's piece at %v is off its ring's line", size[0], size[1], c, p)
			}
		}
	}
	for name, want := range map[string]bool{"dark": true, "ascii": true, "mono": false, "mono-ascii": false} {
		th := themes()[name]
		cs, _ := startCells(t, cc.Rules{}, noMarks())
		var d ringDrawer
		drawn := ansi.Strip(d.Draw(th, cs, 51, 21))
		glyph := unicodeRing.track
		if th.ASCII {
			glyph = asciiRing.track
		}
		if got := strings.Count(drawn, glyph); (got > 40) != want {
			t.Errorf("%s: %d characters of the rings' lines", name, got)
		}
	}
}
