package alice

import "slices"

// EventKind names what happened in an Event.
type EventKind string

// The kinds of event in a game's log.
const (
	EventDeal        EventKind = "deal"         // Seat dealt the cards to Count players
	EventHand        EventKind = "hand"         // Seat was dealt Count cards (Cards, private)
	EventLayDown     EventKind = "lay-down"     // Seat laid down set Set face down before play (Set private)
	EventLead        EventKind = "lead"         // Seat laid leading card Card on the table
	EventAsk         EventKind = "ask"          // Seat asked Other for Card; OK says whether he got it
	EventDraw        EventKind = "draw"         // Seat drew a forfeited card (Card, private) from Other's hand
	EventSet         EventKind = "set"          // Seat completed set Set and turned it face down
	EventNoLead      EventKind = "no-lead"      // Seat made a set and holds no leading card: play passes to Other
	EventNothingLeft EventKind = "nothing-left" // Seat holds no leading card and none he can ask for: play passes to Other
	EventEndTurn     EventKind = "end-turn"     // Seat made a set and chose to end his turn: play passes to Other
	EventOut         EventKind = "out"          // Seat has no cards left and takes no more turns
	EventEnd         EventKind = "end"          // the game is over: Seats won with Count sets each
)

// Event is one line of a game's log. Seats are indices (0 is the first seat);
// Text puts names in. An event marked Private carries a card (or set) that
// only Seat and Other may know; a View blanks it for everyone else, so what
// is left is exactly what the whole table saw.
type Event struct {
	Kind EventKind `json:"kind"`
	Seat int       `json:"seat"` // who acted
	// Other is the other player concerned (the player asked, the giver of a
	// forfeit, the player who plays next), or -1.
	Other int  `json:"other"`
	Card  Card `json:"card"` // the card concerned, or NoCard
	// Forfeit, on a failed ask, is the leading card that the asker gave up
	// because it was the only card he had; NoCard when the player asked
	// draws one of his cards unseen instead (see EventDraw).
	Forfeit Card   `json:"forfeit"`
	Set     int    `json:"set,omitempty"`   // the set concerned, 0 if none or hidden
	OK      bool   `json:"ok,omitempty"`    // an ask: the card was handed over
	Count   int    `json:"count,omitempty"` // a number: cards dealt, players, sets
	Cards   []Card `json:"cards,omitempty"` // a hand as dealt (private)
	Seats   []int  `json:"seats,omitempty"` // the winners
	// Private marks Card, Cards and Set as known only to Seat and Other.
	Private bool `json:"private,omitempty"`
}

// noSeat is "nobody" in a seat field.
const noSeat = -1

// event returns an Event of the given kind with no other player and no card.
func event(kind EventKind, seat int) Event {
	return Event{Kind: kind, Seat: seat, Other: noSeat, Card: NoCard, Forfeit: NoCard}
}

// SeenBy returns the event as the player at seat may know it: private details
// are blanked unless he is one of the two players concerned. A seat of -1
// stands for an onlooker who sees only what is public.
func (e Event) SeenBy(seat int) Event {
	e.Cards = slices.Clone(e.Cards)
	e.Seats = slices.Clone(e.Seats)
	if !e.Private || (seat >= 0 && (seat == e.Seat || seat == e.Other)) {
		return e
	}
	e.Card = NoCard
	e.Cards = nil
	e.Set = 0
	return e
}

// equal reports whether two events are the same in every field.
func (e Event) equal(f Event) bool {
	return e.Kind == f.Kind && e.Seat == f.Seat && e.Other == f.Other && e.Card == f.Card &&
		e.Forfeit == f.Forfeit && e.Set == f.Set && e.OK == f.OK && e.Count == f.Count &&
		e.Private == f.Private && slices.Equal(e.Cards, f.Cards) && slices.Equal(e.Seats, f.Seats)
}
