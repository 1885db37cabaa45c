package doublechess

import (
	"fmt"
	"strings"
)

// The lead, as the book gives it: the first mover "begins the attack,
// which should be directed towards his right-hand adversary", and his
// partner looks to him for guidance. "Should the first mover decline to
// attack he will move on the left ... for defence. This will be
// sufficient warrant for his partner to make the attack and take the
// lead."

// RightHand returns the adversary on c's right hand, whom he attacks:
// the player who moves before him (Red for Black, Green for White).
func RightHand(c Color) Color { return c.Next().Partner() }

// OnLeft reports whether square q is on c's left half of the board, as
// he sits: the side of his left-hand adversary (Green's side for Black).
func OnLeft(c Color, q Square) bool {
	switch c & 3 {
	case Black: // sits South, facing North: the left is the West files
		return q.File() < Size/2
	case Green: // sits West, facing East: the left is the North ranks
		return q.Rank() >= Size/2
	case White: // sits North, facing South: the left is the East files
		return q.File() >= Size/2
	}
	return q.Rank() < Size/2 // Red sits East, facing West
}

// Lead is who leads a partnership's attack and against whom.
type Lead struct {
	Leader Color
	Target Color // the leader's right-hand adversary
	// Declined is set when the first mover's opening move was a defence
	// on his left, so that his partner took the lead.
	Declined bool
}

// LeadOf returns the lead of the first mover's side after his first move
// m, played in the start position s: he leads against his right-hand
// adversary, unless m brings a piece out quietly on his left, a defence
// (the book's "king's bishop's knight to king's bishop third"), when his
// partner leads against his own right-hand adversary. A pawn's move opens
// lines and declines nothing: the book's own game opens g2-g3 and goes on
// Bf1xn9, against Red.
func LeadOf(s State, m Move) Lead {
	first := s.Turn()
	man, _ := s.Piece(m.From)
	_, takes := s.Piece(m.To)
	if !m.Pass && !takes && man.Kind != Pawn && OnLeft(first, m.From) && OnLeft(first, m.To) {
		partner := first.Partner()
		return Lead{Leader: partner, Target: RightHand(partner), Declined: true}
	}
	return Lead{Leader: first, Target: RightHand(first)}
}

// noAim stands for a side whose attack has no aim yet.
const noAim Color = 255

// aimOf is the adversary side's attack is aimed at: the target its first
// move gave it (State.play), while that adversary is alive; noAim before
// the side has moved, in a game not from the book's array, or when the
// target is checkmated (then both adversaries' men go at the other).
func (p *position) aimOf(side Side) Color {
	a := p.aim[side]
	if a == 0 || p.isDead(Color(a-1)) {
		return noAim
	}
	return Color(a - 1)
}

// halves[t][c] is onHalfOf(t, c), looked up by the evaluation.
var halves = func() (out [4][ncells]bool) {
	for _, t := range Colors {
		for c := range out[t] {
			out[t][c] = squareOf[c] != NoSquare && onHalfOf(t, c)
		}
	}
	return out
}()

// onHalfOf reports whether cell c is on the half of the board nearest
// player t's own edge.
func onHalfOf(t Color, c int) bool {
	switch t & 3 {
	case Black:
		return rankOf[c] < Size/2
	case White:
		return rankOf[c] >= Size/2
	case Green:
		return fileOf[c] < Size/2
	}
	return fileOf[c] >= Size/2
}

// aimName writes a side's aim for FEN4's Parlour key: the adversary's
// colour, or "none".
func aimName(a uint8) string {
	if a == 0 {
		return "none"
	}
	return strings.ToLower(Color(a - 1).String())
}

// readLead reads the aims written by aimName, Black and White's first:
// each "none" or one of that side's adversaries.
func (p *position) readLead(val string) error {
	names := strings.Split(val, ",")
	if len(names) != 2 {
		return fmt.Errorf("%q: want two aims, as red,none", val)
	}
	for side, name := range names {
		if name == "none" {
			continue
		}
		c, err := ParseColor(name)
		if err != nil {
			return err
		}
		if c.Side() == Side(side) {
			return fmt.Errorf("%v's side cannot aim at %v, a partner", Side(side), c)
		}
		p.aim[side] = uint8(c) + 1
	}
	p.leadOpen = true
	return nil
}
