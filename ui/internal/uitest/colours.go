package uitest

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/muesli/termenv"
)

// Inked is one character of a frame with the colours it is drawn in, as
// "#rrggbb" ("" where the terminal's own colour shows).
type Inked struct {
	Glyph  string
	Fg, Bg string
}

// InkedGlyphs reads the characters of frame that are among glyphs, each
// with the foreground and background its escape codes give it (24-bit and
// 256-colour codes; a reset clears both).
func InkedGlyphs(frame, glyphs string) []Inked {
	var out []Inked
	var fg, bg string
	for i := 0; i < len(frame); {
		if strings.HasPrefix(frame[i:], "\x1b[") {
			end := strings.IndexByte(frame[i:], 'm')
			if end < 0 {
				break
			}
			fg, bg = applySGR(frame[i+2:i+end], fg, bg)
			i += end + 1
			continue
		}
		r, size := utf8.DecodeRuneInString(frame[i:])
		if strings.ContainsRune(glyphs, r) {
			out = append(out, Inked{Glyph: string(r), Fg: fg, Bg: bg})
		}
		i += size
	}
	return out
}

// applySGR applies one Select Graphic Rendition sequence's parameters to
// the colours in force.
func applySGR(params, fg, bg string) (string, string) {
	p := strings.Split(params, ";")
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case "", "0":
			fg, bg = "", ""
		case "39":
			fg = ""
		case "49":
			bg = ""
		case "38", "48":
			colour, used := readColour(p[i+1:])
			if p[i] == "38" {
				fg = colour
			} else {
				bg = colour
			}
			i += used
		}
	}
	return fg, bg
}

// readColour reads the colour after a 38 or 48: "2;r;g;b" or "5;n".
func readColour(p []string) (string, int) {
	num := func(i int) int {
		if i >= len(p) {
			return 0
		}
		n, _ := strconv.Atoi(p[i])
		return n
	}
	if len(p) == 0 {
		return "", 0
	}
	switch p[0] {
	case "2":
		return fmt.Sprintf("#%02x%02x%02x", num(1), num(2), num(3)), 4
	case "5":
		rgb := termenv.ConvertToRGB(termenv.ANSI256Color(num(1)))
		return rgb.Hex(), 2
	}
	return "", 1
}
