// Package sanitize makes text from outside the program (save files, flags,
// record files, other players) safe to draw on a terminal: control
// characters, which could clear the screen, move the cursor or set the
// window title, are shown escaped instead of being sent raw.
package sanitize

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxName is the longest seat or player name, in characters, that any
// screen shows; longer names are cut when they are read.
const MaxName = 16

// Line returns s for one line of the screen: tabs, newlines and carriage
// returns become spaces; every other control character (C0, DEL, C1) and
// every invalid UTF-8 byte is written as a visible escape such as \x1b.
func Line(s string) string { return clean(s, false) }

// Text is Line for text that may hold several lines: newlines are kept.
func Text(s string) string { return clean(s, true) }

// Name returns a name fit to show: tabs and newlines made spaces, control
// characters and invalid bytes escaped as Line does, formatting characters
// (bidirectional overrides among them) removed, and so are the joiners and
// variation selectors that make emoji whose width terminals disagree on
// (a name's width is then the same by every rule), surrounding space trimmed,
// and cut to MaxName characters. An escape is kept whole or left out, never
// cut in half (no "\u202" left behind). It runs in time linear in len(s).
func Name(s string) string {
	var b strings.Builder
	count := 0
	for i := 0; i < len(s) && count < MaxName; {
		r, size := utf8.DecodeRuneInString(s[i:])
		piece := ""
		switch {
		case r == utf8.RuneError && size == 1:
			piece = fmt.Sprintf(`\x%02x`, s[i])
		case r == '\t' || r == '\n' || r == '\r':
			piece = " "
		case r < 0x20 || r == 0x7f:
			piece = fmt.Sprintf(`\x%02x`, r)
		case r >= 0x80 && r < 0xa0:
			piece = fmt.Sprintf(`\u%04x`, r)
		case isFormat(r) || joinsGlyphs(r):
		default:
			piece = s[i : i+size]
		}
		i += size
		if piece == " " && count == 0 || count+len(piece) > MaxName && len(piece) > 1 && piece[0] == '\\' {
			continue
		}
		b.WriteString(piece)
		count += utf8.RuneCountInString(piece)
	}
	return strings.TrimRight(b.String(), " ")
}

// joinsGlyphs reports the zero-width joiner and the emoji and text
// variation selectors.
func joinsGlyphs(r rune) bool { return r == 0x200d || r == 0xfe0e || r == 0xfe0f }

// printable reports whether r (decoded from size bytes) may be drawn as
// it is: not invalid, not a control nor an invisible formatting character.
func printable(r rune, size int) bool {
	return !(r == utf8.RuneError && size == 1 || r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 || isFormat(r))
}

// Typed keeps of the characters typed (or pasted) into a field those it
// may draw as they are; with ascii, only printable ASCII.
func Typed(runes []rune, ascii bool) []rune {
	out := runes[:0:0]
	for _, r := range runes {
		if printable(r, utf8.RuneLen(r)) && (!ascii || r < 0x80) {
			out = append(out, r)
		}
	}
	return out
}

// Cap cuts s to at most n characters (runes), in one pass.
func Cap(s string, n int) string {
	if n <= 0 {
		return ""
	}
	count := 0
	for i := range s {
		if count == n {
			return s[:i]
		}
		count++
	}
	return s
}

// ASCII replaces every character outside printable ASCII by '?', for the
// --ascii display, after Line has escaped the control characters.
func ASCII(s string) string {
	s = Line(s)
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return asciiSlow(s)
		}
	}
	return s
}

func asciiSlow(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < 0x80 {
			b.WriteRune(r)
		} else {
			b.WriteByte('?')
		}
	}
	return b.String()
}

func clean(s string, keepNewlines bool) string {
	if isClean(s, keepNewlines) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n' && keepNewlines:
			b.WriteByte('\n')
		case r == '\t' || r == '\n' || r == '\r':
			b.WriteByte(' ')
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r < 0xa0:
			fmt.Fprintf(&b, `\u%04x`, r)
		case isFormat(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
		i += size
	}
	return b.String()
}

// isFormat reports the invisible characters that reorder or hide text
// (bidirectional overrides and the like).
func isFormat(r rune) bool {
	return unicode.Is(unicode.Cf, r) && r != 0x200d // keep the zero-width joiner of emoji
}

func isClean(s string, keepNewlines bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return isCleanUnicode(s[i:], keepNewlines)
		}
		if c < 0x20 || c == 0x7f {
			if !(keepNewlines && c == '\n') {
				return false
			}
		}
	}
	return true
}

func isCleanUnicode(s string, keepNewlines bool) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return false
		}
		if r < 0x20 && !(keepNewlines && r == '\n') || r == 0x7f || r >= 0x80 && r < 0xa0 || isFormat(r) {
			return false
		}
		i += size
	}
	return true
}
