package doublechess

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// What a screen shows of the game beyond the board: each army's state for
// the turn strip, the men each army has lost, the queens under attack
// (rule 5) and the ending of two pieces, which the book advises beginners
// to declare drawn.

// ArmyState is how one army stands, for a strip of the four players.
type ArmyState uint8

// The states of an army.
const (
	Playing    ArmyState = iota // alive and not in check
	InCheck                     // alive, his king attacked by a live adversary's man
	Checkmated                  // dead until the mate is opened
	Stalemated                  // alive and not in check, with no legal move: he passes
)

// String returns "playing", "in check", "checkmated" or "stalemated".
func (a ArmyState) String() string {
	switch a {
	case InCheck:
		return "in check"
	case Checkmated:
		return "checkmated"
	case Stalemated:
		return "stalemated"
	}
	return "playing"
}

// Army returns the state of player c's army: checkmated, in check,
// stalemated (not in check, with no legal move, as though it were his
// turn), or playing.
func (s State) Army(c Color) ArmyState {
	c &= 3
	p := &s.pos
	switch {
	case p.isDead(c):
		return Checkmated
	case p.inCheck(c):
		return InCheck
	case !p.hasLegalMove(c):
		return Stalemated
	}
	return Playing
}

// startCounts is how many men of each kind an army has at the start.
var startCounts = [7]int{Pawn: 8, Knight: 2, Bishop: 2, Rook: 2, Queen: 1, King: 1}

// Lost returns the kinds of player c's men that have left the board, most
// valuable first (queen, rooks, bishops, knights, pawns): the men the
// book's blank corners hold, "enabling players to see at a glance the
// amount of their own or their opponents' losses". A pawn-piece counts as
// the pawn it was, so a pawn that became a queen and was taken is a lost
// pawn. It assumes the game began from the array; in a game set up from
// another position it counts against the array all the same.
func (s State) Lost(c Color) []Kind {
	c &= 3
	var have [7]int
	s.pos.men[c].each(func(x int) {
		b := s.pos.board[x]
		if b&pawnPiece != 0 {
			have[Pawn]++
		} else {
			have[kindOf(b)]++
		}
	})
	var out []Kind
	for _, k := range []Kind{Queen, Rook, Bishop, Knight, Pawn} {
		for range max(0, startCounts[k]-have[k]) {
			out = append(out, k)
		}
	}
	return out
}

// AttackedQueens returns the squares of player c's queens that a live
// adversary's man attacks, in increasing order; nil when there are none or
// his army is dead (a dead man cannot be taken). It is what a partner may
// point out under rule 5: "Any player may call attention to the fact that
// his partner's queen is in check".
func (s State) AttackedQueens(c Color) []Square {
	c &= 3
	p := &s.pos
	if p.isDead(c) {
		return nil
	}
	var out []Square
	p.men[c].each(func(x int) {
		if kindOf(p.board[x]) == Queen && p.attacked(x, c.Side().Other(), p.dead) {
			out = append(out, squareOf[x])
		}
	})
	slices.Sort(out)
	return out
}

// TwoPieceEnding reports whether only two pieces are left besides the
// kings, no pawns, both of one side (each partner a piece, or one of them
// both), and returns that side. The book: "It is as well for beginners,
// having reached that stage of the game in which only two pieces are
// left, to declare the game drawn, with the honours of war attached to
// those with the two pieces left". The game may still be fought out.
func (s State) TwoPieceEnding() (Side, bool) {
	p := &s.pos
	if p.pieces != 2 || p.pawns != 0 {
		return 0, false
	}
	var count [2]int
	for _, c := range Colors {
		p.men[c].each(func(x int) {
			if kindOf(p.board[x]) != King {
				count[c&1]++
			}
		})
	}
	for _, side := range [2]Side{BlackWhite, GreenRed} {
		if count[side] == 2 {
			return side, true
		}
	}
	return 0, false
}

// ErrNotTwoPieceEnding is returned by DeclareDrawn outside the ending of
// two pieces.
var ErrNotTwoPieceEnding = errors.New("the game may be declared drawn with the honours of war only when two pieces of one side are left, besides the kings, and no pawns")

// DeclareDrawn returns the game declared drawn in the ending of two
// pieces, "with the honours of war attached to those with the two pieces
// left", as the book advises beginners. Outside that ending, or when the
// game is over, it returns an error and the state unchanged.
func (s State) DeclareDrawn() (State, error) {
	if v := Outcome(s); v.Status != Ongoing {
		return s, fmt.Errorf("the game is over: %s", v.Reason)
	}
	if _, ok := s.TwoPieceEnding(); !ok {
		return s, ErrNotTwoPieceEnding
	}
	s.declared = true
	return s, nil
}

// Declared reports whether the game was declared drawn in the ending of
// two pieces (see DeclareDrawn).
func (s State) Declared() bool { return s.declared }

// honoursPhrase is the words of a declared draw's reason, by which a
// PGN4 record's Termination is known again.
const honoursPhrase = "with the honours of war to"

// declaredReason is the reason Outcome gives for a declared draw.
func declaredReason(side Side) string {
	return fmt.Sprintf("declared drawn with two pieces left, %s %v", honoursPhrase, side)
}

// isDeclaredReason reports whether a Termination tag records a declared
// draw.
func isDeclaredReason(t string) bool { return strings.Contains(t, honoursPhrase) }
