// Package circularchess is the pure rules engine and computer player for
// Circular Chess: the ordinary chessboard bent into a ring of four circles of
// sixteen cells, played by the modern rules of the Circular Chess Society or,
// as an option, by the Byzantine rules of the medieval round game.
//
// The package never reads the clock, the environment, files or the global
// random source: randomness arrives as a *rand.Rand and time limits as a
// context.Context deadline.
//
// A cell is named by its ring, a (outermost) to d (innermost), and its number
// 1–16 round the ring; cell 16 touches cell 1. White starts on cells 1 and 16,
// Black on cells 8 and 9 (see docs/rules/circularchess.md).
//
// A game is a [State]: [NewGame] starts one, [Legal] lists the moves,
// [State.Apply] plays one and [Outcome] says whether the game is over.
// [ParseFEN] and [State.FEN] read and write positions ring by ring;
// [ParseMove] and [State.MoveText] read and write moves in ring-cell
// notation (Nb1-a3); [ParseRecord] and [Record.Text] read and write whole games.
// [Search] and [Choose] are the computer player; [Perft] counts move paths
// for testing.
package circularchess
