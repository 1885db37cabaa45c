package doublechess

import "context"

// Intent is what a player's partner is about at the player's turn: the
// adversaries' men his men attack now, and the move the team's search
// expects him to make next, for a screen to mark on the board.
type Intent struct {
	Player  Color // the player to move
	Partner Color
	// Attacks are the adversaries' men the partner attacks in the
	// position now (PartnerAttacks), not as they stood after the player's
	// last move.
	Attacks []Attack
	// Next is the partner's likely next move, the third quarter-move of
	// the search's line (the player's best move, the adversary's reply,
	// then the partner's); HasNext is false when the line is shorter or
	// the partner is checkmated.
	Next    Step
	HasNext bool
	// Line is the search's line up to and including the partner's move.
	Line []Step
	// Aim is the adversary the partners' attack is aimed at, and Leader
	// the partner who leads it (lead.go); Aimed is false before the side
	// has moved, in a game not from the book's array, or once that
	// adversary is mated.
	Aim, Leader Color
	Aimed       bool
}

// PartnerIntent returns the intent of the partner of the player to move
// in s, by a search within lim (HintLimits for a screen: the same search
// as the hint, so its line starts with the hint's move). It returns an
// error if the game is over or ctx is done first.
func PartnerIntent(ctx context.Context, s State, lim Limits) (Intent, error) {
	st, err := NewStudy(ctx, s, lim)
	if err != nil {
		return Intent{}, err
	}
	defer st.Close()
	return st.Intent(), nil
}
