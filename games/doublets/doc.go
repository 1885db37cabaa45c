// Package doublets is the rules engine of Lewis Carroll's Doublets: chains of
// words, each differing from the one before in a single letter.
//
// It checks chains (whole, or one link at a time as a player types), solves
// doublets (a shortest chain, the par, and how many shortest chains there
// are), scores them by Carroll's rules for one player, for two, and for a
// round game of three or four with the program as President, scores
// extra-chains of jewels, keeps the scoring paper, generates doublets (and a
// doublet of the day), reads Carroll's own 1879 puzzles, and measures the
// word graph.
//
// The package is pure: it reads no clock, file or global random source.
// Randomness comes in as a *rand.Rand (math/rand/v2), which must not be nil
// except where a function says what nil means; the same seed gives the same
// result. Words come from a *dict.Dict. docs/rules/doublets.md states
// the rules as implemented.
package doublets
