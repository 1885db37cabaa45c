// Package assets holds the data files Parlour embeds in its binary: word
// lists and puzzle sets, with their licences beside them. It embeds, and
// unpacks the word lists it packed; parsing belongs to the packages that
// use the data (dict, games/...).
package assets

import (
	_ "embed"

	"parlour/assets/internal/frontcode"
)

//go:generate go run ./gen/wordlists
//go:generate go run ./gen/packwords
//go:generate go run ./gen/blocklist

// The word lists are embedded front-coded (see gen/packwords), a third of
// their size. Each call of the functions below unpacks its list afresh, the
// lawful list in about 3 ms: the program parses each list once and
// keeps only what it parsed.
var (
	//go:embed words/lawful.txt.packed
	lawfulPacked string
	//go:embed words/everyday.txt.packed
	everydayPacked string
	//go:embed words/familiar.txt.packed
	familiarPacked string
)

// LawfulWords returns every word a player may use: SCOWL sizes up to 70 of
// the English, British, American and variant spellings, lowercase a-z only,
// sorted, one word a line. See words/README.md.
func LawfulWords() string { return unpack("lawful", lawfulPacked) }

// EverydayWords returns the most familiar words (SCOWL sizes up to 20,
// English and British): the program takes the given words of the doublets
// it sets from these. Sorted, one word a line; every word is also familiar.
func EverydayWords() string { return unpack("everyday", everydayPacked) }

// FamiliarWords returns the words of SCOWL sizes up to 35 (English and
// British): everyday words and the next most familiar ones. Less the
// blocklist, they are the program's common tier, from which it takes par,
// the chains it shows and its own links, and it lists them first where it
// lists words. Sorted, one word a line; every word is also lawful.
func FamiliarWords() string { return unpack("familiar", familiarPacked) }

// unpack unpacks an embedded list. The lists are checked by their tests; a
// list that does not unpack is a damaged program, and panics.
func unpack(name, packed string) string {
	text, err := frontcode.Unpack(packed)
	if err != nil {
		panic("assets: the built-in " + name + " word list is damaged: " + err.Error())
	}
	return text
}

// Blocklist is a short hand-written list of offensive words that the program
// never chooses by itself. One word a line; lines starting with # are
// comments.
//
//go:embed words/blocklist.txt
var Blocklist string

// ScowlLicense is the copyright notice of SCOWL, from which the word lists
// are derived.
//
//go:embed words/SCOWL-LICENSE.txt
var ScowlLicense string

// CarrollDoublets is Lewis Carroll's 1879 Vanity Fair doublets with his own
// solution chains (public domain), as tab-separated lines: from, to, his
// link count, his chain, the date set, the puzzle as worded. Lines starting
// with # are comments.
//
//go:embed doublets/carroll-1879.tsv
var CarrollDoublets string
