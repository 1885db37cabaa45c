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
// the hint's own search ([CoachLimits] are [HintLimits], so coach and
// hint never contradict each other), calls it "about as good" within the
// search's measured noise ([NoiseAt], [MeasureNoise]), and otherwise
// gives the best line and the book's [Reason] ("yours loses the queen",
// "lets Green checkmate White", "does not second White's attack");
// [Warn] lists the dangers the seed warns of that the move left
// ([PartnerMateThreat], [QueenInDanger], [PartnerLeftInCheck]), each with
// the line that shows it; [Coach] does both and offers a cover of the
// partner's check only when its search finds it no worse than the move
// played. [PartnerAttacks] lists the adversaries' men a player's partner
// attacks, so that he can "second his moves", and [PartnerIntent] gives,
// at a player's turn, what his partner attacks now and his likely next
// move. [LeadOf] says who leads the attack after the first move.
// [Drills] are partnership drills whose goals the engine verifies
// ([Drill.Check]); [CoachCheck] measures the coach against a long search
// over seeded self-play. Results are typed and their String methods use
// the players' colour names and the squares' names. They are
// deterministic within the limits and stop with an error when their
// context is done, so a screen runs them in the background.
//
// The package never reads the clock, the environment, files or the global
// random source: randomness arrives as a *rand.Rand and time limits as a
// context.Context deadline.
package doublechess
