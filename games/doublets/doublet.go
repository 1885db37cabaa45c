package doublets

import (
	"fmt"
	"strings"

	"parlour/dict"
)

// Doublet is a puzzle: the given words, to be joined by a chain that starts
// with the first, ends with the last and passes through the others ("set
// words") in order; and, rarely, words accepted for this doublet only.
type Doublet struct {
	// Words are the given words, normalised, at least two, all of one
	// length. They are always acceptable in a chain, in or out of the
	// dictionary (Carroll allowed proper names as given words).
	Words []string `json:"words"`
	// Extra are further words accepted as links in this doublet only, such
	// as the archaic words of Carroll's own solutions.
	Extra []string `json:"extra,omitempty"`
}

// New returns the doublet of the given words (normalised with Normalise):
// at least two, of letters a-z, all of one length, no word twice.
func New(words ...string) (Doublet, error) {
	if len(words) < 2 {
		return Doublet{}, fmt.Errorf("a doublet needs at least two words, got %d", len(words))
	}
	db := Doublet{Words: make([]string, len(words))}
	seen := map[string]bool{}
	for i, w := range words {
		n := Normalise(w)
		if !dict.IsLowerWord(n) {
			return Doublet{}, fmt.Errorf("%q is not a word of letters a-z", w)
		}
		if i > 0 && len(n) != len(db.Words[0]) {
			return Doublet{}, &LengthError{Prev: db.Words[0], Next: n}
		}
		if seen[n] {
			return Doublet{}, fmt.Errorf("%q is given twice", n)
		}
		seen[n] = true
		db.Words[i] = n
	}
	return db, nil
}

// Validate reports whether db is well formed, as New makes it: at least two
// given words of letters a-z, all of one length, none twice. A Doublet read
// from a save file should be validated before use.
func (db Doublet) Validate() error {
	_, err := New(db.Words...)
	return err
}

// From returns the first given word.
func (db Doublet) From() string { return db.Words[0] }

// To returns the last given word.
func (db Doublet) To() string { return db.Words[len(db.Words)-1] }

// Set returns the given words between the first and the last, which a chain
// must pass through in order.
func (db Doublet) Set() []string { return db.Words[1 : len(db.Words)-1] }

// Length returns the number of letters of each word.
func (db Doublet) Length() int { return len(db.Words[0]) }

// String returns the given words in capitals joined by dashes, as
// "HEAD-TAIL".
func (db Doublet) String() string {
	return strings.ToUpper(strings.Join(db.Words, "-"))
}

// Links returns the number of links of a chain for this doublet: its words
// other than the given ones.
func (db Doublet) Links(chain []string) int {
	return max(len(chain)-len(db.Words), 0)
}

// Normalise returns w as the engine compares words: spaces trimmed,
// lowercased, apostrophes removed (Carroll's "e'en" is the three letters
// "een").
func Normalise(w string) string {
	w = strings.ToLower(strings.TrimSpace(w))
	if strings.ContainsAny(w, "'’") {
		w = strings.NewReplacer("'", "", "’", "").Replace(w)
	}
	return w
}
