package dict

import (
	"fmt"
	"io"
	"strings"
)

// Load builds a dictionary from a custom word list, one word a line. Blank
// lines and lines starting with '#' or '*' are ignored; surrounding spaces
// are trimmed and words are lowercased. A list where most lines are a word
// followed by marks (no letters among them), as Knuth's sgb-words.dat
// ("which*7250"), is read as its words. A line that is still not made only
// of the letters a-z (a phrase, an apostrophe, a hyphen, an accent) is
// skipped rather than refused, so that ordinary system word lists load; the
// number skipped is reported by Skipped. Every word of a custom list is both
// lawful and common. The built-in blocklist applies to it too.
//
// Load fails only if r cannot be read or holds no word at all.
func Load(r io.Reader) (*Dict, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("dict: reading word list: %w", err)
	}
	text := string(data)
	by, n, skipped := parseByLength(text)
	if skipped > n {
		// Most lines are not bare words: perhaps a word and marks on a
		// line, as in Knuth's sgb-words.dat ("which*7250").
		if marked, rest := parseMarked(text); len(marked) > n && len(marked) > rest {
			by, n, skipped = joinByLength(marked), len(marked), rest
		}
	}
	if n == 0 {
		return nil, fmt.Errorf("dict: the word list holds no words (%d lines skipped)", skipped)
	}
	d := build(wordLists{lawful: by, blocked: builtinBlocklist()})
	d.skipped = skipped
	return d, nil
}

// parseByLength returns the words of a list in the format described at
// Load split by length, as runs (index l holds the words of l letters side
// by side in one string, in the order met), their number, and the number of
// lines skipped as not words. It reads the text twice, counting and then
// copying, so that each run is allocated once at its final size and nothing
// else is.
func parseByLength(text string) (by []string, n, skipped int) {
	var counts []int
	eachLine(text, func(line string) {
		l, ok := wordLength(line)
		switch {
		case ok:
			for len(counts) <= l {
				counts = append(counts, 0)
			}
			counts[l]++
			n++
		case l > 0:
			skipped++
		}
	})
	runs := make([]strings.Builder, len(counts))
	for l, c := range counts {
		runs[l].Grow(c * l)
	}
	eachLine(text, func(line string) {
		if w, ok := parseLine(line); ok {
			runs[len(w)].WriteString(w)
		}
	})
	by = make([]string, len(counts))
	for l := range runs {
		by[l] = runs[l].String()
	}
	return by, n, skipped
}

// parseList returns the words of a list in the format described at Load,
// in the order met.
func parseList(text string) []string {
	var words []string
	eachLine(text, func(line string) {
		if w, ok := parseLine(line); ok {
			words = append(words, w)
		}
	})
	return words
}

// eachLine calls f with every line of text, without its newline.
func eachLine(text string, f func(line string)) {
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		f(line)
	}
}

// wordLength returns len(w), ok for w, ok := parseLine(line), allocating
// only for a line that needs lowercasing.
func wordLength(line string) (int, bool) {
	if IsLowerWord(line) {
		return len(line), true // the common case, checked first
	}
	w, ok := parseLine(line)
	return len(w), ok
}

// parseLine returns the word on a line and true; or "" and false for a line
// to ignore (blank, comment); or the offending text and false for a line
// that is not a word.
func parseLine(line string) (string, bool) {
	if IsLowerWord(line) {
		return line, true // the common case, checked first
	}
	w := strings.TrimSpace(line)
	if w == "" || w[0] == '#' || w[0] == '*' {
		return "", false
	}
	if IsLowerWord(w) {
		return w, true
	}
	if lw := strings.ToLower(w); IsLowerWord(lw) {
		return lw, true
	}
	return w, false
}

// IsLowerWord reports whether w is non-empty and made only of the letters
// a-z: the form every word of a list takes.
func IsLowerWord(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// parseMarked reads a list of a word and marks on a line: the leading
// letters of each line are its word when what follows holds no letter.
func parseMarked(text string) (words []string, skipped int) {
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		n := 0
		for n < len(t) && (t[n] >= 'a' && t[n] <= 'z' || t[n] >= 'A' && t[n] <= 'Z') {
			n++
		}
		rest := t[n:]
		if n == 0 || strings.IndexFunc(rest, func(r rune) bool {
			return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f || r == '\'' || r == '-'
		}) >= 0 {
			skipped++
			continue
		}
		words = append(words, strings.ToLower(t[:n]))
	}
	return words, skipped
}
