// Package dict is Parlour's dictionary: which words are lawful, which are
// common enough for the program to choose, which are never chosen
// (blocklisted), and the indexes the word games need: words one letter apart
// (Doublets), words containing a run of letters (Mischmasch), and shortest
// ladders between two words.
//
// A Dict is immutable once built and safe for concurrent use. Default returns
// the built-in dictionary (from package assets), built on first use; Load
// builds one from a custom word list.
//
// The package is pure: it reads no files, no clock and no global random
// source. Randomness enters as a *rand.Rand from math/rand/v2, which must
// not be nil unless a method says what nil means.
package dict
