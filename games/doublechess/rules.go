package doublechess

import (
	"fmt"
	"math/rand/v2"
)

// DefaultQuietLimit is the number of rounds without a capture or a pawn
// move after which a game counts as given up, and so drawn (rule 14),
// when Rules.QuietLimit is 0.
const DefaultQuietLimit = 50

// maxQuietLimit bounds Rules.QuietLimit (the count is kept in quarter-moves
// in a 16-bit field).
const maxQuietLimit = 10000

// Rules are the options of one game. The zero value is the game as the
// seed describes it, Black moving first.
type Rules struct {
	// First is the player who makes the first move: Black unless the first
	// move was drawn by lot (see DrawLots).
	First Color `json:"first"`
	// QuietLimit is the number of rounds (four quarter-moves) without a
	// capture or a pawn move after which the game counts as given up, and
	// so drawn (rule 14); 0 means DefaultQuietLimit and a negative number
	// no limit.
	QuietLimit int `json:"quiet_limit,omitempty"`
	// QueenNotice turns rule 5 into a notice: a player is told when his
	// partner's queen is attacked (see State.QueenNotice).
	QueenNotice bool `json:"queen_notice,omitempty"`
}

// Validate reports whether the options make sense.
func (r Rules) Validate() error {
	if r.First > Red {
		return fmt.Errorf("no player %d can move first", uint8(r.First))
	}
	if r.QuietLimit > maxQuietLimit {
		return fmt.Errorf("a quiet limit of %d rounds is too long (at most %d)", r.QuietLimit, maxQuietLimit)
	}
	return nil
}

// quietPlies returns the quiet limit in quarter-moves, or 0 for none.
func (r Rules) quietPlies() int {
	switch {
	case r.QuietLimit < 0:
		return 0
	case r.QuietLimit == 0:
		return 4 * DefaultQuietLimit
	}
	return 4 * r.QuietLimit
}

// DrawLots tries for first move as the seed describes: Red hides one of
// Black's men and one of his own and Black guesses, White and Green do the
// same, and the two winners try again. It returns the victor, who moves
// first.
func DrawLots(rng *rand.Rand) Color {
	a := Black
	if rng.IntN(2) == 1 {
		a = Red
	}
	b := White
	if rng.IntN(2) == 1 {
		b = Green
	}
	if rng.IntN(2) == 1 {
		return b
	}
	return a
}
