package doublechess

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
// adversary, unless m is a quiet move on his left, a defence, when his
// partner leads against his own right-hand adversary.
func LeadOf(s State, m Move) Lead {
	first := s.Turn()
	_, takes := s.Piece(m.To)
	if !m.Pass && !takes && OnLeft(first, m.From) && OnLeft(first, m.To) {
		partner := first.Partner()
		return Lead{Leader: partner, Target: RightHand(partner), Declined: true}
	}
	return Lead{Leader: first, Target: RightHand(first)}
}
