package mischmasch

// Side is one of the two parties to a game: a player, or in the game for two
// sets of players, a team of two partners who share a score.
type Side uint8

// The two sides. In a game for two, seat 0 is SideA and seat 1 is SideB; in
// the game for four, seats 0 and 2 are SideA and seats 1 and 3 SideB.
const (
	SideA Side = iota
	SideB
)

// Sides lists both sides, SideA first.
var Sides = [2]Side{SideA, SideB}

// Other returns the opposing side.
func (s Side) Other() Side { return 1 - s }

// String returns "A" or "B".
func (s Side) String() string {
	switch s {
	case SideA:
		return "A"
	case SideB:
		return "B"
	}
	return nameOf(nil, int(s), "side")
}

// valid reports whether s is SideA or SideB.
func (s Side) valid() bool { return s == SideA || s == SideB }

// SeatSide returns the side of a seat: seats alternate round the table, so
// partners sit opposite each other.
func SeatSide(seat int) Side { return Side(seat % 2) }

// partner returns the seat opposite seat at a table of four.
func partner(seat int) int { return (seat + 2) % 4 }
