package draughts

import (
	"context"
	"errors"
	"math/rand/v2"
)

// Rule 6 of the book: "A man en prise must be taken; or if it be left
// untaken by accident, it may be 'huffed'", and "the offered man must be
// taken, when the player says 'Take'". With the huffing option, when a
// player leaves a capture untaken his adversary chooses: huff one of the
// pieces that could have captured (Huff), insist on the capture (SayTake),
// or let it pass and simply move.

// CanSayTake reports whether the side to move may say "Take": the
// opponent's last move left a capture untaken, and nothing has been done
// about it yet.
func (s State) CanSayTake() bool { return s.missed != nil }

// MustTake reports whether the side to move has been told "Take" and must
// now capture.
func (s State) MustTake() bool { return s.mustTake }

// SayTake insists, for the side to move, that the opponent's last move,
// which left a capture untaken, be taken back and a capture made instead:
// the game returns to the position before that move, and the opponent
// must capture (any capture he likes; once begun it is finished).
func (s State) SayTake() (State, error) {
	if !s.rules.Huffing {
		return s, errors.New(`"Take" belongs to the huffing rule; with capture compulsory every capture is made`)
	}
	if s.missed == nil {
		return s, errors.New(`there is nothing to take: your opponent did not leave a capture untaken`)
	}
	back := *s.missed
	back.mustTake = true
	return back, nil
}

// ChooseTake decides, for the computer on the side to move, whether to
// say "Take" rather than huff or let the capture pass: it compares a
// search (at the level's limits, at most eight plies) of the position with
// the capture forced against one of the position as it stands.
func ChooseTake(ctx context.Context, s State, level Level, rng *rand.Rand) bool {
	if !s.CanSayTake() {
		return false
	}
	lim, noise := judgement(ctx, level)
	back, err := s.SayTake()
	if err != nil {
		return false
	}
	take := -Search(ctx, back, lim).Score
	stay := Search(ctx, s, lim).Score
	if rng != nil && noise > 0 {
		take += rng.IntN(noise + 1)
		stay += rng.IntN(noise + 1)
	}
	return take > stay
}
