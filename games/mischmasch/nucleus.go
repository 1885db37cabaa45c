package mischmasch

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/dict"
)

// MinNucleus is the fewest letters a nucleus may have.
const MinNucleus = 2

// MaxNucleus is the most letters a nucleus may have: as many as the longest
// word a player may name.
const MaxNucleus = MaxWordLength

// NucleusError is text that cannot be a nucleus, with the reason.
type NucleusError struct {
	Text   string // as typed, trimmed
	Reason string
}

func (e *NucleusError) Error() string {
	if e.Text == "" {
		return e.Reason
	}
	return e.Text + ": " + e.Reason
}

// ParseNucleus returns the nucleus written in text: surrounding spaces
// trimmed, capitals made small. A nucleus is two or more of the letters a to
// z and nothing else: no hyphen, space, digit or accent. Otherwise it returns
// a *NucleusError such as `g-p: a nucleus is letters only`.
func ParseNucleus(text string) (string, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return "", &NucleusError{Reason: "a nucleus has at least two letters"}
	}
	n := strings.ToLower(t)
	for _, r := range n {
		switch {
		case r >= 'a' && r <= 'z':
		case unicode.IsLetter(r):
			return "", &NucleusError{Text: t, Reason: "a nucleus uses only the letters a to z, without accents"}
		default:
			return "", &NucleusError{Text: t, Reason: "a nucleus is letters only"}
		}
	}
	if utf8.RuneCountInString(n) < MinNucleus {
		return "", &NucleusError{Text: t, Reason: "a nucleus has at least two letters"}
	}
	if len(n) > MaxNucleus {
		return "", &NucleusError{Text: t[:MinNucleus+8] + "...", Reason: fmt.Sprintf("a nucleus has at most %d letters, not %d", MaxNucleus, len(n))}
	}
	return n, nil
}

// WordError is a word that is not a lawful word containing the nucleus: it
// is not on the lawful list, or lacks the nucleus, or both.
type WordError struct {
	Word, Nucleus string
	NotLawful     bool // not on the lawful list (proper names and hyphened words never are)
	Lacks         bool // does not contain the nucleus as consecutive letters
}

func (e *WordError) Error() string {
	switch {
	case e.NotLawful && e.Lacks:
		return e.Word + ": not a lawful word, and it does not contain " + e.Nucleus
	case e.NotLawful:
		return e.Word + ": not a lawful word"
	}
	return e.Word + ": does not contain " + e.Nucleus
}

// normaliseWord trims a named word and makes its capitals small, so that
// "Magpie" names magpie. Any other character stays, and makes the word
// unlawful: "flower-garden" is not a lawful word.
func normaliseWord(text string) string {
	return strings.ToLower(strings.TrimSpace(text))
}

// CheckWord reports whether word (as a player named it, capitals allowed) is
// a lawful word containing nucleus as consecutive letters: nil if it is, a
// *WordError saying why if not. A word equal to the nucleus contains it.
func CheckWord(d *dict.Dict, nucleus, word string) error {
	w := normaliseWord(word)
	lawful := d.Has(w)
	contains := strings.Contains(w, nucleus)
	if lawful && contains {
		return nil
	}
	return &WordError{Word: w, Nucleus: nucleus, NotLawful: !lawful, Lacks: !contains}
}
