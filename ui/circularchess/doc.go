// Package circularchess is the screen of Circular Chess: the board drawn
// as a ring of four circles of sixteen cells (or, with one key, cut at the
// arrow line and unrolled into a strip), a side panel with the players and
// the moves, and computer players.
package circularchess
