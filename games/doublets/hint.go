package doublets

import (
	"context"
	"errors"
	"fmt"

	"parlour/dict"
)

// ErrChainComplete is Hint's answer for a chain that has already reached
// the doublet's last word.
var ErrChainComplete = errors.New("the chain is already complete")

// DeadEndError reports that a partial chain cannot be finished as it
// stands: every chain on from its last word to the next given word would
// use a word already in it (or a given word out of turn), though the two
// can be joined otherwise.
type DeadEndError struct {
	// From is the last word of the partial chain (or a set word), To the
	// given word that cannot be reached from it.
	From, To string
}

func (e *DeadEndError) Error() string {
	return fmt.Sprintf("no chain from %q to %q avoiding the words already used — undo a link", e.From, e.To)
}

// Hint returns the next word of a shortest chain that finishes partial for
// db: from its last word through the set words it has still to pass, in
// order, to the last given word, never using again a word of partial. It
// prefers common words: the chain is made of them when a chain of common
// words is as short as any (and never uses blocklisted words). The answer
// is deterministic: of several such words, the alphabetically first.
//
// partial is a chain as a player writes it, each word having passed
// Checker.Extend. For an empty partial Hint returns the first given word.
// It returns ErrChainComplete if partial has reached the last given word; a
// *DeadEndError if the words already used block every way on (undoing a
// link may help); a *NoChainError if the next given word cannot be reached
// at all; a *NotWordError if the last word is not in the dictionary.
func Hint(d *dict.Dict, db Doublet, partial []string) (next string, err error) {
	if err := db.Validate(); err != nil {
		return "", err
	}
	if len(partial) == 0 {
		return db.From(), nil
	}
	words := normalised(partial)
	passed := NewChecker(d, db).passed(words)
	if passed == len(db.Words)-1 {
		return "", ErrChainComplete
	}
	f := newField(d, db)
	last := words[len(words)-1]
	if _, ok := f.node(last); !ok {
		return "", &NotWordError{Word: last}
	}
	// With set words still to pass, stretch-by-stretch choices interact: a
	// common word taken now may be the one a later stretch needed. Then
	// the solver's own way (alphabetical, common words where they join a
	// stretch) is tried too, and the shorter finish wins.
	// Hints keep to common words wherever they can join a stretch, as
	// par and the computers do.
	styles := []style{styleOf(Expert)}
	if passed+2 < len(db.Words) {
		styles = append(styles, style{plain: true})
	}
	links := -1
	for _, st := range styles {
		n, w, e := finish(f, db, st, words, passed)
		if e == nil && (links < 0 || n < links) {
			links, next, err = n, w, nil
		} else if links < 0 && err == nil {
			err = e
		}
	}
	return next, err
}

// finish writes, in the given style and without randomness, the rest of a
// chain from the last of words, which has passed the first passed given
// words after the first. It returns the number of words it adds and the
// first of them.
func finish(f *field, db Doublet, st style, words []string, passed int) (int, string, error) {
	p, ok := newPlayer(context.Background(), f, db, st, nil)
	u, found := f.node(words[len(words)-1])
	if !ok || !found {
		return 0, "", &NotWordError{Word: words[len(words)-1]}
	}
	for _, w := range words {
		if v, ok := f.node(w); ok {
			p.used[v] = true
		}
	}
	stops := append([]int32{u}, p.given[passed+1:]...)
	var first int32
	added := 0
	for k := 0; k+1 < len(stops); k++ {
		seg, ok := p.stretch(stops[k], stops[k+1])
		if !ok {
			return 0, "", p.blocked(stops[k], stops[k+1])
		}
		for _, v := range seg {
			p.used[v] = true
		}
		if k == 0 {
			first = seg[0]
		}
		added += len(seg)
	}
	return added, f.word(first), nil
}

// blocked explains why the player found no chain from s to t: the words
// used stand in the way (a *DeadEndError), or nothing joins the two (a
// *NoChainError).
func (p *player) blocked(s, t int32) error {
	from, to := p.f.word(s), p.f.word(t)
	none := make([]bool, p.f.len())
	if p.f.stepsFrom(s, p.f.distances(t, s, dict.Lawful, none)) >= 0 {
		return &DeadEndError{From: from, To: to}
	}
	return &NoChainError{From: from, To: to}
}
