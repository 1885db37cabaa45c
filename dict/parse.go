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
	words, skipped := parseList(string(data))
	if skipped > len(words) {
		// Most lines are not bare words: perhaps a word and marks on a
		// line, as in Knuth's sgb-words.dat ("which*7250").
		if marked, rest := parseMarked(string(data)); len(marked) > len(words) && len(marked) > rest {
			words, skipped = marked, rest
		}
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("dict: the word list holds no words (%d lines skipped)", skipped)
	}
	d := build(words, words, builtinBlocklist())
	d.skipped = skipped
	return d, nil
}

// parseList returns the words of a list in the format described at Load,
// in the order met, and the number of lines skipped as not words.
func parseList(text string) (words []string, skipped int) {
	words = make([]string, 0, strings.Count(text, "\n")+1)
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		w, ok := parseLine(line)
		switch {
		case ok:
			words = append(words, w)
		case w != "":
			skipped++
		}
	}
	return words, skipped
}

// parseLine returns the word on a line and true; or "" and false for a line
// to ignore (blank, comment); or the offending text and false for a line
// that is not a word.
func parseLine(line string) (string, bool) {
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
