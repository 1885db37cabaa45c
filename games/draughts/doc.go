// Package draughts is the pure rules engine and computer player for three
// draughts games: English draughts (the "winning game" of the British rules),
// the Losing game played with the same moves, and the Polish game
// (international draughts on a 10×10 board).
//
// The package never reads the clock, the environment, files or the global
// random source: randomness arrives as a *rand.Rand and time limits as a
// context.Context deadline.
//
// The squares are numbered in the standard way: on the 8×8 board 1–32, four
// to a row, with Black's men on 1–12 and White's on 21–32; on the 10×10
// board 1–50, five to a row, with Black on 1–20 and White on 31–50. Square 1
// is at the top of the board as it is drawn, Black's side.
//
// A game is a [State]: [NewGame] starts one, [Legal] lists the moves,
// [State.Apply] plays one, [Outcome] says whether the game is over.
// [ParseMove], [ParseFEN] and [ParsePDN] read the Portable Draughts Notation
// and [State.FEN], [State.MoveText] and [Record.PDN] write it. [Choose] and
// [Search] are the computer player; [Perft] counts positions for testing.
//
// [Endgames] are the endgame databases built into the package: of
// English draughts ([BuiltIn]: every position of four pieces or fewer and
// of five kings with the plies to the end, and of five pieces and six
// kings as results alone) and of the Polish game ([BuiltInPolish]: every
// position of four pieces or fewer, as results alone but for the endings
// of a lone king, which a count draws); [EndgameDB.Probe] gives a
// position's value and [EndgameDB.Best] a move that keeps it. The search
// probes them too.
//
// Expert judges a position by a learned evaluation ([ExpertEvaluation]):
// weights of patterns fitted to Parlour's own games. In English draughts a
// small neural network may correct it ([EvalNeural]).
package draughts
