package alice

import "slices"

// View is what one player may know of the game: his own hand, the public
// table (every player's card count, leading cards in play, sets made), and
// the log of events as he saw them. Other players' cards in hand, the sets
// they laid down face down before play, the cards they forfeited to someone
// else and the order of anyone's face-down cards are not in it. A computer
// player is given a View and nothing more.
type View struct {
	Seat    int   `json:"seat"` // the player this view belongs to
	Players int   `json:"players"`
	Dealer  int   `json:"dealer"`
	Turn    int   `json:"turn"`
	Phase   Phase `json:"phase"`
	ToAct   int   `json:"to_act"` // the seat that must act next; −1 when the game is over
	// Hand is the viewer's own cards, in card order.
	Hand []Card `json:"hand"`
	// Counts is how many cards each player holds in hand.
	Counts []int `json:"counts"`
	// Table holds, for each player, the leading card in play before him, or
	// NoCard.
	Table []Card `json:"table"`
	// Sets holds, for each player, the sets he has made; a set another
	// player laid face down before play shows as set 0 until the game is
	// over, when they are all turned up.
	Sets    [][]Made `json:"sets"`
	Pending *Forfeit `json:"pending,omitempty"`
	// MayEnd: the viewer's turn, having just completed a set, may end
	// instead of his laying another leading card (State.MayEnd).
	MayEnd bool `json:"may_end,omitempty"`
	// Log is every event, with the private details of those the viewer was
	// not party to blanked (Event.SeenBy).
	Log []Event `json:"log"`
}

// View returns what the player at seat may know. The result shares nothing
// with s.
func (s State) View(seat int) View {
	v := View{
		Seat:    seat,
		Players: s.Players,
		Dealer:  s.Dealer,
		Turn:    s.Turn,
		Phase:   s.Phase,
		ToAct:   s.ToAct(),
		MayEnd:  s.MayEnd,
		Counts:  make([]int, s.Players),
		Table:   slices.Clone(s.Table),
		Sets:    make([][]Made, s.Players),
		Log:     make([]Event, len(s.Log)),
	}
	if seat >= 0 && seat < s.Players {
		v.Hand = slices.Clone(s.Hands[seat])
	}
	for p := range s.Players {
		v.Counts[p] = len(s.Hands[p])
		for _, m := range s.Sets[p] {
			// Once the game is over the sets laid face down are turned up.
			if m.Hidden && p != seat && s.Phase != PhaseOver {
				m.Set = 0
			}
			v.Sets[p] = append(v.Sets[p], m)
		}
	}
	if s.Pending != nil {
		f := *s.Pending
		v.Pending = &f
	}
	for i, e := range s.Log {
		v.Log[i] = e.SeenBy(seat)
	}
	return v
}

// LeadsOut returns the leading cards not yet played as far as the viewer
// knows: neither on the table, nor in a set he knows to be made, nor refused
// by every other player with cards since each last received a card that
// could be it. (A set another player laid down face down before play may
// still hide one of them.) Leading cards in the viewer's own hand are
// included.
func (v View) LeadsOut() []Card { return leadsOut(v.Table, v.Sets, v.Log, v.Counts, v.Seat) }

// Made returns how many sets each player has made.
func (v View) Made() []int {
	out := make([]int, len(v.Sets))
	for p, m := range v.Sets {
		out[p] = len(m)
	}
	return out
}

// HasCards reports whether the player at seat still has a card, in hand or
// on the table.
func (v View) HasCards(seat int) bool { return v.Counts[seat] > 0 || v.Table[seat] != NoCard }
