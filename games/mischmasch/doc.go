// Package mischmasch is the rules engine and computer player of Lewis
// Carroll's Mischmasch, a word game for two players or two sets of players.
// Each player sets the other a nucleus, a run of two or more letters such as
// "gp", and the other must find a lawful word containing it ("magpie"), or
// say that there is none.
//
// A game is a State, a value that each step returns anew: SetNucleus,
// Declare, NameWord and SetterWord (or Apply with an Action) move it through
// the phases of a move; Phase and Waiting tell whose input it needs next;
// LastMove holds the verdicts of the move just finished, with their reasons,
// for the reveal; Outcome tells when the game is over. A State is saved and
// restored as JSON.
//
// The computer player (Choose) sets nuclei, answers them and names words,
// at four levels, returning with each action the time a person would have
// taken. WordsContaining, Examples, Count and ExpertNuclei serve the
// command-line tools and the reveal screen.
//
// The package is pure: it reads no clock, file or global random source.
// Randomness comes in as a *rand.Rand (math/rand/v2) and time as durations
// from the caller, so the same seed and the same inputs give the same game.
// Words come from a *dict.Dict. docs/rules/mischmasch.md states the rules as
// implemented.
package mischmasch
