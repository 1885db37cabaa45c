// Package assets holds the data files Parlour embeds in its binary: word
// lists and puzzle sets, with their licences beside them. It only embeds;
// parsing belongs to the packages that use the data (dict, games/...).
package assets

import _ "embed"

//go:generate go run ./gen/wordlists
//go:generate go run ./gen/blocklist

// LawfulWords is every word a player may use: SCOWL sizes up to 70 of the
// English, British, American and variant spellings, lowercase a-z only,
// sorted, one word a line. See words/README.md.
//
//go:embed words/lawful.txt
var LawfulWords string

// EverydayWords are the most familiar words (SCOWL sizes up to 20,
// English and British): the program takes the given words of the doublets
// it sets from these. Sorted, one word a line; every word is also familiar.
//
//go:embed words/everyday.txt
var EverydayWords string

// FamiliarWords are the words of SCOWL sizes up to 35 (English and
// British): everyday words and the next most familiar ones. Less the
// blocklist, they are the program's common tier, from which it takes par,
// the chains it shows and its own links, and it lists them first where it
// lists words. Sorted, one word a line; every word is also lawful.
//
//go:embed words/familiar.txt
var FamiliarWords string

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
