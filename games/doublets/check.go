package doublets

import (
	"slices"

	"parlour/dict"
)

// Link describes one valid step of a chain: which letter changed.
type Link struct {
	// Pos is the 1-based position of the letter that changed.
	Pos int
	// From and To are the old and the new letter.
	From, To byte
}

// Checker checks chains for one doublet against a dictionary. It is
// immutable and safe for concurrent use.
type Checker struct {
	dict    *dict.Dict
	doublet Doublet
	invalid error           // why the doublet is malformed, if it is
	allowed map[string]bool // given and extra words, accepted whatever the dictionary says
}

// NewChecker returns a checker of chains for db using the words of d. If db
// is malformed (see Doublet.Validate), Extend and Check report that.
func NewChecker(d *dict.Dict, db Doublet) *Checker {
	c := &Checker{dict: d, doublet: db, invalid: db.Validate(), allowed: map[string]bool{}}
	for _, w := range db.Words {
		c.allowed[Normalise(w)] = true
	}
	for _, w := range db.Extra {
		c.allowed[Normalise(w)] = true
	}
	return c
}

// Doublet returns the doublet the checker checks.
func (c *Checker) Doublet() Doublet { return c.doublet }

// IsWord reports whether w may appear in a chain for the doublet: a lawful
// word, a given word or an extra word of the doublet.
func (c *Checker) IsWord(w string) bool {
	w = Normalise(w)
	return c.allowed[w] || c.dict.Has(w)
}

// Link checks that next may follow prev: both are words and they differ in
// exactly one letter. It returns which letter changed.
func (c *Checker) Link(prev, next string) (Link, error) {
	prev, next = Normalise(prev), Normalise(next)
	if !c.IsWord(next) {
		return Link{}, &NotWordError{Word: next}
	}
	return step(prev, next)
}

// CheckLink checks, against d alone, that next may follow prev in a chain,
// and returns which letter changed.
func CheckLink(d *dict.Dict, prev, next string) (Link, error) {
	prev, next = Normalise(prev), Normalise(next)
	if !d.Has(next) {
		return Link{}, &NotWordError{Word: next}
	}
	return step(prev, next)
}

// step checks that a and b have one length and differ in one letter.
func step(a, b string) (Link, error) {
	if len(a) != len(b) {
		return Link{}, &LengthError{Prev: a, Next: b}
	}
	var diff []int
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			diff = append(diff, i+1)
		}
	}
	if len(diff) != 1 {
		return Link{}, &StepError{Prev: a, Next: b, Positions: diff}
	}
	p := diff[0]
	return Link{Pos: p, From: a[p-1], To: b[p-1]}, nil
}

// Extend checks that next may be added to a partial chain, as a player
// types it word by word: the first word must be the doublet's first word;
// each later word must be a word, one letter from the one before, not used
// before in the chain, and must not be a given word reached out of turn;
// and nothing may follow the last given word once the chain has reached it.
// partial is assumed to have passed Extend word by word already. For the
// first word the Link is zero.
func (c *Checker) Extend(partial []string, next string) (Link, error) {
	if c.invalid != nil {
		return Link{}, c.invalid
	}
	next = Normalise(next)
	if len(partial) == 0 {
		if next != c.doublet.From() {
			return Link{}, &EndError{Want: c.doublet.From(), Got: next, AtStart: true}
		}
		return Link{}, nil
	}
	if c.passed(partial) == len(c.doublet.Words)-1 {
		// The chain has reached its last word: nothing may follow.
		return Link{}, &EndError{Want: c.doublet.To(), Got: next}
	}
	link, err := c.Link(partial[len(partial)-1], next)
	if err != nil {
		return Link{}, err
	}
	for i, w := range partial {
		if Normalise(w) == next {
			return Link{}, &RepeatError{Word: next, First: i + 1, Again: len(partial) + 1}
		}
	}
	if err := c.givenInTurn(c.passed(partial), next); err != nil {
		return Link{}, err
	}
	return link, nil
}

// passed returns how many of the given words after the first a partial
// chain has passed through, in order.
func (c *Checker) passed(partial []string) int {
	n := 0
	later := c.doublet.Words[1:]
	for _, w := range partial {
		if n < len(later) && Normalise(w) == later[n] {
			n++
		}
	}
	return n
}

// givenInTurn checks that w, coming after the first n given words (after
// the first), is not a later given word reached before the next one due.
func (c *Checker) givenInTurn(n int, w string) error {
	later := c.doublet.Words[1:]
	if n >= len(later) || w == later[n] {
		return nil
	}
	if slices.Contains(later[n+1:], w) {
		return &SetWordError{Want: later[n], Got: w}
	}
	return nil
}

// Complete reports whether a chain is finished and correct.
func (c *Checker) Complete(chain []string) bool {
	return c.Check(chain) == nil
}

// Check returns the first fault of a complete chain, or nil if it is
// correct.
func (c *Checker) Check(chain []string) error {
	if faults := c.Faults(chain); len(faults) > 0 {
		return faults[0]
	}
	return nil
}

// Faults returns every fault of a complete chain, in the order met reading
// it from the start: a wrong first word; then, word by word, a word not in
// the dictionary, a step of other than one letter (or between words of
// different lengths), a word used twice, a given word out of turn; and at
// the end a wrong last word and set words never reached.
func (c *Checker) Faults(chain []string) []error {
	if c.invalid != nil {
		return []error{c.invalid}
	}
	db := c.doublet
	if len(chain) == 0 {
		return []error{&EndError{Want: db.From(), AtStart: true}}
	}
	words := make([]string, len(chain))
	for i, w := range chain {
		words[i] = Normalise(w)
	}
	var faults []error
	if words[0] != db.From() {
		faults = append(faults, &EndError{Want: db.From(), Got: words[0], AtStart: true})
	}
	first := map[string]int{}
	later := db.Words[1:]
	n := 0 // given words after the first passed so far
	for i, w := range words {
		if !c.IsWord(w) {
			faults = append(faults, &NotWordError{Word: w})
		}
		if i > 0 {
			if _, err := step(words[i-1], w); err != nil {
				faults = append(faults, err)
			}
		}
		if j, ok := first[w]; ok {
			faults = append(faults, &RepeatError{Word: w, First: j + 1, Again: i + 1})
			continue
		}
		first[w] = i
		if i == 0 {
			continue
		}
		// The last word reached with set words missing is reported once,
		// below, as the set word missing.
		if i < len(words)-1 || w != db.To() {
			if err := c.givenInTurn(n, w); err != nil {
				faults = append(faults, err)
			}
		}
		if n < len(later) && w == later[n] {
			n++
		}
	}
	if last := words[len(words)-1]; last != db.To() || len(words) == 1 {
		faults = append(faults, &EndError{Want: db.To(), Got: last})
	} else if n < len(later)-1 {
		faults = append(faults, &SetWordError{Want: later[n]})
	}
	return faults
}

// Check returns the first fault of a complete chain for db against the
// words of d, or nil if the chain is correct.
func Check(d *dict.Dict, db Doublet, chain []string) error {
	return NewChecker(d, db).Check(chain)
}
