package doublets

import (
	"fmt"
	"strconv"
	"strings"
)

// The faults a chain can have. Each is its own type, so that a caller can
// tell them apart with errors.As; each message gives one reason.

// NotWordError is a word that is neither in the dictionary nor allowed by the
// doublet.
type NotWordError struct {
	Word string
}

func (e *NotWordError) Error() string {
	return fmt.Sprintf("%q is not in the dictionary", e.Word)
}

// LengthError is a pair of consecutive words of different lengths.
type LengthError struct {
	Prev, Next string
}

func (e *LengthError) Error() string {
	return fmt.Sprintf("%q -> %q: words of different lengths (%d and %d letters)",
		e.Prev, e.Next, len(e.Prev), len(e.Next))
}

// StepError is a pair of consecutive words (of the same length) that differ
// in more than one letter, or in none.
type StepError struct {
	Prev, Next string
	// Positions are the 1-based positions of the letters that differ;
	// empty when the two words are the same.
	Positions []int
}

func (e *StepError) Error() string {
	if len(e.Positions) == 0 {
		return fmt.Sprintf("%q -> %q: the same word, no letter changes", e.Prev, e.Next)
	}
	return fmt.Sprintf("%q -> %q: more than one letter differs (positions %s)",
		e.Prev, e.Next, listPositions(e.Positions))
}

// listPositions writes 1, 2 and 4.
func listPositions(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strconv.Itoa(p)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// RepeatError is a word used a second time in one chain.
type RepeatError struct {
	Word string
	// First and Again are the 1-based places of the two uses in the chain.
	First, Again int
}

func (e *RepeatError) Error() string {
	return fmt.Sprintf("%q is used twice (words %d and %d): no word may be used twice in a chain",
		e.Word, e.First, e.Again)
}

// EndError is a chain that does not start, or does not end, with the
// doublet's first or last word.
type EndError struct {
	// Want is the word the chain must start or end with; Got is what it
	// has there ("" for an empty chain).
	Want, Got string
	// AtStart tells which end is wrong.
	AtStart bool
}

func (e *EndError) Error() string {
	end := "end"
	if e.AtStart {
		end = "start"
	}
	if e.Got == "" {
		return fmt.Sprintf("the chain must %s with %q", end, e.Want)
	}
	return fmt.Sprintf("the chain must %s with %q, not %q", end, e.Want, e.Got)
}

// SetWordError is a chain that misses a set word (a given word between the
// first and the last) or reaches a later given word before it.
type SetWordError struct {
	// Want is the set word the chain must pass through next.
	Want string
	// Got is the later given word reached too early; "" when the chain
	// simply never passes through Want.
	Got string
}

func (e *SetWordError) Error() string {
	if e.Got == "" {
		return fmt.Sprintf("the chain must pass through %q", e.Want)
	}
	return fmt.Sprintf("%q comes too early: the chain must pass through %q first", e.Got, e.Want)
}

// JewelReusedError is a jewel used in a second extra-chain of a set, or a
// second time in one.
type JewelReusedError struct {
	Jewel string
}

func (e *JewelReusedError) Error() string {
	return fmt.Sprintf("the jewel %q is used twice in the set of extra-chains", e.Jewel)
}

// NoChainError reports that no chain joins two words: they lie in different
// parts of the word graph.
type NoChainError struct {
	From, To string
}

func (e *NoChainError) Error() string {
	return fmt.Sprintf("no chain joins %q and %q", e.From, e.To)
}
