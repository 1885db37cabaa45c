// Package doublechess is the pure rules engine and computer player for
// Double Chess, the four-handed partnership chess of Captain Crawley and
// Herbert Mooney, played on a board of 160 squares.
//
// The board is a 14×14 grid without its four 3×3 corners. Files run a–n
// from left to right and ranks 1–14 from bottom to top, the coordinates of
// four-player chess notation (FEN4 and PGN4); a1–c3, l1–n3, a12–c14 and
// l12–n14 do not exist. Black sits South, Green West, White North and Red
// East; Black and White are partners against Green and Red, and the turn
// goes Black, Green, White, Red, round and round, so the two sides
// alternate.
//
// A game is a [State]: [NewGame] starts one, [Legal] lists the moves,
// [State.Apply] plays one, [Outcome] says whether the game is over.
// [ParseFEN4] and [State.FEN4] read and write positions, [ParsePGN4] and
// [Record.PGN4] whole games, [ParseMove] and [State.MoveText] single moves in
// long algebraic notation. [Choose] and [Search] are the computer player;
// [Perft] counts move paths for testing.
//
// The coach, for a trainer's side panel, judges a human player's move in
// the state before it: [Rate] compares it with the team engine's best by
// a short search (within [CoachLimits]) and says so in words ("Nb1-c3 was
// best; yours costs about a pawn"); [Warn] lists the dangers the seed
// warns of that the move left ([PartnerMateThreat], [QueenInDanger],
// [PartnerLeftInCheck]), each with the line that shows it;
// [PartnerAttacks] lists the adversaries' men a player's partner attacks,
// so that he can "second his moves"; [Coach] does all three. Their
// results are typed ([Rating], [Warning], [Attack]) and their String
// methods use the players' colour names and the squares' names. They are
// deterministic within the limits and stop with an error when their
// context is done, so a screen runs them in the background.
//
// The package never reads the clock, the environment, files or the global
// random source: randomness arrives as a *rand.Rand and time limits as a
// context.Context deadline.
package doublechess
