package alice

import "parlour/games/level"

// Level is the strength of a computer player, games/level's.
type Level = level.Level

// The four levels, weakest first (games/level's).
//
//   - Easy asks at random among the requests the rules allow.
//   - Medium remembers where it has seen cards go (requests granted,
//     forfeits it gave or drew) and asks there; otherwise it asks at random.
//   - Hard also remembers every refusal and every forfeit, so it knows who
//     cannot hold a card, and asks only where a card may be, the player
//     with most cards first; it lays first the leading card that needs the
//     fewest cards.
//   - Expert reasons from card counts and the sets laid down before play,
//     weighs how likely each player is to hold each card, asks where a card
//     is certain or most likely, prefers leading cards it can complete, and
//     avoids requests for leading cards that would tell its rivals much.
const Easy, Medium, Hard, Expert = level.Easy, level.Medium, level.Hard, level.Expert

// Levels lists every level, weakest first.
var Levels = []Level{Easy, Medium, Hard, Expert}
