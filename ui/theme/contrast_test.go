package theme_test

import (
	"math"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// TestContrastIsTheWCAGRatio: black on white is 21:1, a colour on itself
// 1:1, and the ratio does not depend on which is the ink.
func TestContrastIsTheWCAGRatio(t *testing.T) {
	black, white := lipgloss.Color("#000000"), lipgloss.Color("#FFFFFF")
	if r := theme.Contrast(termenv.TrueColor, black, white); math.Abs(r-21) > 0.01 {
		t.Errorf("black on white: %.2f, want 21", r)
	}
	if r := theme.Contrast(termenv.TrueColor, white, black); math.Abs(r-21) > 0.01 {
		t.Errorf("white on black: %.2f, want 21", r)
	}
	if r := theme.Contrast(termenv.TrueColor, white, white); r != 1 {
		t.Errorf("white on white: %.2f, want 1", r)
	}
}

// TestGroundKeepsASquareThatContrasts and shades one that does not, by
// the least that reaches 3:1, in true colour and in 256 colours.
func TestGroundKeepsASquareThatContrasts(t *testing.T) {
	tan, ink := lipgloss.Color("#C8B48C"), lipgloss.Color("#141110")
	if g := theme.Ground(termenv.TrueColor, tan, ink); g != tan {
		t.Errorf("a dark ink on tan: ground %v, want the square %v", g, tan)
	}
	white := lipgloss.Color("#F6F0E2")
	for _, p := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256} {
		g := theme.Ground(p, tan, white)
		if g == tan {
			t.Fatalf("profile %v: a white ink on tan kept the square (%.2f:1)", p, theme.Contrast(p, tan, white))
		}
		if r := theme.Contrast(p, g, white); r < theme.MinInkContrast {
			t.Errorf("profile %v: white on the ground %v shows %.2f:1", p, g, r)
		}
	}
}

// TestGroundIn256ColoursKeepsTheSquaresHue: rounded to the 256-colour
// palette, a shade of the tan square landed on a mauve; the ground is now
// the palette colour nearest the square by eye that shows the ink.
func TestGroundIn256ColoursKeepsTheSquaresHue(t *testing.T) {
	tan, white := lipgloss.Color("#C8B48C"), lipgloss.Color("#F6F0E2")
	g := theme.Ground(termenv.ANSI256, tan, white)
	c, ok := g.(lipgloss.Color)
	if !ok {
		t.Fatalf("ground %v", g)
	}
	hue := func(col lipgloss.Color) float64 {
		h, _, _ := termenv.ConvertToRGB(termenv.ANSI256.Color(string(col))).Hsl()
		return h
	}
	if d := math.Abs(hue(c) - hue(tan)); d > 20 {
		t.Errorf("ground %s: hue %.0f°, the square's %.0f°", c, hue(c), hue(tan))
	}
	if r := theme.Contrast(termenv.ANSI256, g, white); r < theme.MinInkContrast {
		t.Errorf("ground %s shows white at %.2f:1", c, r)
	}
}
