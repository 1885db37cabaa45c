package theme

import (
	"fmt"
	"math"
	"strconv"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// MinInkContrast is the least contrast a piece's ink keeps against the
// ground it stands on (the WCAG ratio for large text and graphics).
const MinInkContrast = 3.0

// Contrast is the WCAG contrast ratio of two colours as a terminal with
// colour profile p shows them (a colour it cannot show is taken as the
// nearest it can): from 1 (the same) to 21 (black and white). Colours
// that are not hex values count as mid-grey.
func Contrast(p termenv.Profile, a, b lipgloss.TerminalColor) float64 {
	la, lb := luminance(p, a), luminance(p, b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Ground is the background a piece of colour ink stands on where its
// square is colour square: the square's own colour when the two are far
// enough apart (MinInkContrast), else the colour nearest the square that
// is, as profile p shows both. In true colour that is the square darkened
// or lightened by the least that reaches it, keeping its hue; with 256 or
// 16 colours it is the terminal colour nearest the square by eye (a shade
// of the square's own, rounded to the palette, can land on another hue).
// So a piece of any colour stands out on any square. When no colour
// reaches the contrast, the one that comes nearest is used.
func Ground(p termenv.Profile, square, ink lipgloss.TerminalColor) lipgloss.TerminalColor {
	sq, ok := square.(lipgloss.Color)
	if !ok || p == termenv.Ascii || Contrast(p, square, ink) >= MinInkContrast {
		return square
	}
	switch p {
	case termenv.ANSI256:
		return nearestInPalette(p, sq, ink, 16, 256)
	case termenv.ANSI:
		return nearestInPalette(p, sq, ink, 0, 16)
	}
	r, g, b, ok := parseHex(string(sq))
	if !ok {
		return square
	}
	best, bestRatio := square, Contrast(p, square, ink)
	for step := 1; step <= 20; step++ {
		f := float64(step) / 20
		for _, towards := range [2]float64{0, 255} {
			c := lipgloss.Color(hexOf(mix(r, towards, f), mix(g, towards, f), mix(b, towards, f)))
			ratio := Contrast(p, c, ink)
			if ratio >= MinInkContrast {
				return c
			}
			if ratio > bestRatio {
				best, bestRatio = c, ratio
			}
		}
	}
	return best
}

// nearestInPalette is the terminal colour numbered from to below to that
// shows ink at MinInkContrast and is nearest square by eye (CIE Lab), or
// failing that the one that shows it best.
func nearestInPalette(p termenv.Profile, square lipgloss.Color, ink lipgloss.TerminalColor, from, to int) lipgloss.TerminalColor {
	want := termenv.ConvertToRGB(termenv.TrueColor.Color(string(square)))
	var best, fallback lipgloss.TerminalColor = nil, square
	bestDistance, fallbackRatio := math.Inf(1), Contrast(p, square, ink)
	for n := from; n < to; n++ {
		c := lipgloss.Color(strconv.Itoa(n))
		ratio := Contrast(p, c, ink)
		if ratio < MinInkContrast {
			if ratio > fallbackRatio {
				fallback, fallbackRatio = c, ratio
			}
			continue
		}
		if d := termenv.ConvertToRGB(termenv.ANSI256Color(n)).DistanceLab(want); d < bestDistance {
			best, bestDistance = c, d
		}
	}
	if best == nil {
		return fallback
	}
	return best
}

// luminance is the relative luminance of c as profile p shows it.
func luminance(p termenv.Profile, c lipgloss.TerminalColor) float64 {
	hex, ok := c.(lipgloss.Color)
	if !ok {
		return 0.2
	}
	shown := p.Color(string(hex))
	if shown == nil {
		return 0.2
	}
	rgb := termenv.ConvertToRGB(shown)
	return 0.2126*linear(rgb.R) + 0.7152*linear(rgb.G) + 0.0722*linear(rgb.B)
}

// linear turns an sRGB channel (0 to 1) into linear light.
func linear(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// parseHex reads a colour written #RRGGBB.
func parseHex(s string) (r, g, b float64, ok bool) {
	var ri, gi, bi uint8
	if len(s) != 7 {
		return 0, 0, 0, false
	}
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &ri, &gi, &bi); err != nil {
		return 0, 0, 0, false
	}
	return float64(ri), float64(gi), float64(bi), true
}

func hexOf(r, g, b float64) string {
	return fmt.Sprintf("#%02X%02X%02X", uint8(math.Round(r)), uint8(math.Round(g)), uint8(math.Round(b)))
}

// mix moves channel v the fraction f of the way to towards.
func mix(v, towards, f float64) float64 { return v + (towards-v)*f }
