package alice

// refusals is what one seat remembers of the requests it was refused: for
// each other seat, the cards that seat has refused it and cannot have
// received since, as far as the viewer can tell. Asking again for one of
// them is a repeated refused ask, which no computer player makes while it
// has any other request to make.
type refusals struct {
	viewer int
	// refused[q][c]: seat q refused the viewer card c, and nothing q has
	// received since could be c.
	refused [MaxPlayers][NumCards]bool
}

// newRefusals returns an empty record for the player at viewer.
func newRefusals(viewer int) refusals { return refusals{viewer: viewer} }

// observe takes in one event as the viewer saw it (Event.SeenBy) and
// reports whether it is the viewer repeating a refused ask: a request to a
// seat for a card it had refused him, with nothing received since that
// could be that card.
func (r *refusals) observe(e Event) (repeated bool) {
	switch e.Kind {
	case EventAsk:
		if e.OK {
			r.received(e.Seat, e.Card)
			break
		}
		if e.Seat == r.viewer && validSeat(e.Other) && e.Card.Valid() {
			repeated = r.refused[e.Other][e.Card]
			r.refused[e.Other][e.Card] = true
		}
		if e.Forfeit != NoCard {
			r.received(e.Other, e.Forfeit)
		}
	case EventDraw:
		// The receiver draws a card face down: the viewer knows it only if
		// he is one of the two (SeenBy leaves it blank otherwise).
		if e.Card.Valid() {
			r.received(e.Seat, e.Card)
		} else if validSeat(e.Seat) {
			r.refused[e.Seat] = [NumCards]bool{}
		}
	}
	return repeated
}

// received records that seat q took card c into his hand.
func (r *refusals) received(q int, c Card) {
	if validSeat(q) && c.Valid() {
		r.refused[q][c] = false
	}
}

// futile reports whether asking seat q for card c would repeat a refused
// ask.
func (r *refusals) futile(q int, c Card) bool {
	return validSeat(q) && c.Valid() && r.refused[q][c]
}

// validSeat reports whether q can index a table's seats.
func validSeat(q int) bool { return q >= 0 && q < MaxPlayers }

// refusalsSeenBy works out from a log what seat knows of the cards refused:
// absent[q][c] when seat q refused someone card c and has received nothing
// since that could be it, as far as seat can tell (a card q drew face down
// is known only to q and its giver; to anyone else it could be anything).
// A State's log and seat's View's log give the same.
func refusalsSeenBy(log []Event, seat int) (absent [MaxPlayers][NumCards]bool) {
	for _, e := range log {
		switch e.Kind {
		case EventAsk:
			switch {
			case e.OK && validSeat(e.Seat) && e.Card.Valid():
				absent[e.Seat][e.Card] = false
			case !e.OK && validSeat(e.Other) && e.Card.Valid():
				absent[e.Other][e.Card] = true
			}
			if validSeat(e.Other) && e.Forfeit.Valid() {
				absent[e.Other][e.Forfeit] = false
			}
		case EventDraw:
			if !validSeat(e.Seat) {
				continue
			}
			seen := !e.Private || seat == e.Seat || seat == e.Other
			if seen && e.Card.Valid() {
				absent[e.Seat][e.Card] = false
			} else {
				absent[e.Seat] = [NumCards]bool{}
			}
		}
	}
	return absent
}

// RepeatedAsks counts, for each seat, the requests it made in game s that
// repeated a refused ask: to a player for a card that player had refused
// it, when nothing the player had received since could, as far as the asker
// could tell, be that card.
func RepeatedAsks(s State) []int {
	out := make([]int, s.Players)
	for p := range s.Players {
		r := newRefusals(p)
		for _, e := range s.Log {
			if r.observe(e.SeenBy(p)) {
				out[p]++
			}
		}
	}
	return out
}
