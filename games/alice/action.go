package alice

// ActionKind names the three things a player can do.
type ActionKind string

// The kinds of action.
const (
	// ActionLead lays a leading card from the hand on the table.
	ActionLead ActionKind = "lead"
	// ActionAsk asks another player for a card: one that completes the set
	// in play or, holding no leading card, a leading card.
	ActionAsk ActionKind = "ask"
	// ActionDraw is taken by the player who receives a forfeit: he picks one
	// of the giver's face-down cards by its position.
	ActionDraw ActionKind = "draw"
	// ActionEnd ends the turn of a player who has just completed a set and
	// still holds a leading card, instead of laying another (State.MayEnd).
	ActionEnd ActionKind = "end-turn"
)

// Action is one move by the player who is to act (State.ToAct). Only the
// fields its Kind uses matter.
type Action struct {
	Kind ActionKind `json:"kind"`
	// Card is the leading card laid (ActionLead) or the card asked for
	// (ActionAsk).
	Card Card `json:"card"`
	// Seat is the player asked (ActionAsk).
	Seat int `json:"seat"`
	// Position picks one of the giver's face-down cards, 0 to count−1
	// (ActionDraw). The cards lie in an order no player knows.
	Position int `json:"position"`
}

// PlayLead returns the action of laying leading card c on the table.
func PlayLead(c Card) Action { return Action{Kind: ActionLead, Card: c, Seat: noSeat} }

// AskFor returns the action of asking the player at seat for card c.
func AskFor(seat int, c Card) Action { return Action{Kind: ActionAsk, Card: c, Seat: seat} }

// EndTurn returns the action of ending one's turn after completing a set.
func EndTurn() Action { return Action{Kind: ActionEnd, Card: NoCard, Seat: noSeat} }

// DrawAt returns the action of drawing the giver's face-down card at
// position (0 is the first).
func DrawAt(position int) Action {
	return Action{Kind: ActionDraw, Card: NoCard, Seat: noSeat, Position: position}
}
