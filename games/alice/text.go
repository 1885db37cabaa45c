package alice

import (
	"fmt"
	"strings"
)

// seatName returns names[seat], or "Player N" (N = seat+1) when names does not
// cover that seat.
func seatName(names []string, seat int) string {
	if seat >= 0 && seat < len(names) && names[seat] != "" {
		return names[seat]
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// listNames joins names as "A", "A and B" or "A, B and C".
func listNames(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// plural returns "1 card" or "3 cards".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// setName returns "set 8, The Mad Tea-Party".
func setName(set int) string {
	return fmt.Sprintf("set %d, %s", set, LeadOf(set).Title())
}

// Text writes the event as a line of the public log, with names[i] for the
// player at seat i ("Player i+1" where names is short). A private detail that
// has been blanked for the reader is told as "a card" or "a set".
func (e Event) Text(names []string) string {
	who := seatName(names, e.Seat)
	other := seatName(names, e.Other)
	switch e.Kind {
	case EventDeal:
		return fmt.Sprintf("%s deals %d cards to %d players.", who, NumCards, e.Count)
	case EventHand:
		return fmt.Sprintf("%s is dealt %s.", who, plural(e.Count, "card"))
	case EventLayDown:
		if e.Set > 0 {
			return fmt.Sprintf("%s lays down %s, face down before play.", who, setName(e.Set))
		}
		return fmt.Sprintf("%s lays down a set face down before play.", who)
	case EventLead:
		n := e.Card.Names()
		return fmt.Sprintf("%s plays %s, calling for %s and %s.", who, e.Card.Title(), n[0], n[1])
	case EventAsk:
		line := fmt.Sprintf("%s asked %s for %s", who, other, e.Card.Title())
		switch {
		case e.OK:
			return line + " — yes."
		case e.Forfeit != NoCard:
			return fmt.Sprintf("%s — no: %s forfeits %s, the last card left, to %s.", line, who, e.Forfeit.Title(), other)
		}
		return fmt.Sprintf("%s — no: %s forfeits a card to %s.", line, who, other)
	case EventDraw:
		if e.Card.Valid() {
			return fmt.Sprintf("%s draws %s from %s's hand.", who, e.Card.Title(), other)
		}
		return fmt.Sprintf("%s draws a card from %s's hand.", who, other)
	case EventSet:
		return fmt.Sprintf("%s completes %s.", who, setName(e.Set))
	case EventEndTurn:
		return fmt.Sprintf("%s ends the turn after completing a set; play passes to %s.", who, other)
	case EventNoLead:
		return fmt.Sprintf("%s has no leading card left; play passes to %s.", who, other)
	case EventNothingLeft:
		return fmt.Sprintf("%s holds no leading card and none can be asked for; play passes to %s.", who, other)
	case EventOut:
		return fmt.Sprintf("%s has no cards left and takes no more turns.", who)
	case EventEnd:
		winners := make([]string, len(e.Seats))
		for i, s := range e.Seats {
			winners[i] = seatName(names, s)
		}
		if len(winners) == 1 {
			return fmt.Sprintf("The game is over: %s wins with %s.", winners[0], plural(e.Count, "set"))
		}
		return fmt.Sprintf("The game is over: %s share the win with %s each.", listNames(winners), plural(e.Count, "set"))
	}
	return fmt.Sprintf("%s: %s", who, e.Kind)
}

// Text writes the action as its player would say it, for example "Alice asks
// Bob for The Hatter". actor is the seat taking the action (State.ToAct) and
// giver, for a draw, the seat whose cards are drawn from.
func (a Action) Text(names []string, actor, giver int) string {
	who := seatName(names, actor)
	switch a.Kind {
	case ActionLead:
		return fmt.Sprintf("%s plays %s", who, a.Card.Title())
	case ActionAsk:
		return fmt.Sprintf("%s asks %s for %s", who, seatName(names, a.Seat), a.Card.Title())
	case ActionDraw:
		return fmt.Sprintf("%s draws face-down card %d from %s's hand", who, a.Position+1, seatName(names, giver))
	case ActionEnd:
		return fmt.Sprintf("%s ends the turn", who)
	}
	return fmt.Sprintf("%s: no action", who)
}
