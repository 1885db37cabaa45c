package alice

import (
	"fmt"
	"slices"
)

// Validate checks that s is a game the rules could have reached, as far as a
// single position can show: the right number of seats, every one of the 42
// cards in exactly one place (a hand, the table or a made set), only leading
// cards on the table, hands in card order, and a phase that fits the player
// whose turn it is. Use it on a State read from a save file.
func (s State) Validate() error {
	if s.Players < MinPlayers || s.Players > MaxPlayers {
		return fmt.Errorf("%d players: the game is for %d to %d", s.Players, MinPlayers, MaxPlayers)
	}
	if len(s.Hands) != s.Players || len(s.Table) != s.Players || len(s.Sets) != s.Players {
		return fmt.Errorf("hands, table and sets must each have %d entries", s.Players)
	}
	if s.Dealer < 0 || s.Dealer >= s.Players || s.Turn < 0 || s.Turn >= s.Players {
		return fmt.Errorf("dealer %d or turn %d is not a seat", s.Dealer, s.Turn)
	}
	if err := s.validateCards(); err != nil {
		return err
	}
	if err := s.validateLog(); err != nil {
		return err
	}
	return s.validatePhase()
}

// maxLog bounds the log of a game: each action logs a few events, and a
// game takes a few hundred actions. Even players who ask for what they know
// is not there end within about 450 events, since every refusal forfeits a
// card; the bound leaves forty times that.
const maxLog = 20_000

// eventKinds are the kinds of event the engine writes.
var eventKinds = map[EventKind]bool{
	EventDeal: true, EventHand: true, EventLayDown: true, EventLead: true, EventAsk: true, EventDraw: true,
	EventSet: true, EventNoLead: true, EventNothingLeft: true, EventEndTurn: true, EventOut: true, EventEnd: true,
}

// validateLog checks that every event of the log is one the engine could
// have written at this table: a known kind, seats that are at the table,
// cards that are in the pack, sets that exist.
func (s State) validateLog() error {
	if len(s.Log) > maxLog || s.Step < 0 {
		return fmt.Errorf("a log of %d events at step %d is not a game", len(s.Log), s.Step)
	}
	seat := func(p int, none bool) bool { return p >= 0 && p < s.Players || none && p == noSeat }
	card := func(c Card) bool { return c == NoCard || c.Valid() }
	for i, e := range s.Log {
		bad := func(what string) error {
			return fmt.Errorf("event %d of the log (%q) %s", i+1, e.Kind, what)
		}
		switch {
		case !eventKinds[e.Kind]:
			return bad("is of no known kind")
		case !seat(e.Seat, e.Kind == EventEnd):
			return bad(fmt.Sprintf("names player %d, at a table of %d", e.Seat+1, s.Players))
		case !seat(e.Other, true):
			return bad(fmt.Sprintf("names player %d, at a table of %d", e.Other+1, s.Players))
		case !card(e.Card) || !card(e.Forfeit):
			return bad("names a card not in the pack")
		case e.Set < 0 || e.Set > NumSets:
			return bad(fmt.Sprintf("names set %d", e.Set))
		case e.Count < 0 || e.Count > NumCards || len(e.Cards) > NumCards || len(e.Seats) > s.Players:
			return bad("has impossible numbers")
		}
		for _, c := range e.Cards {
			if !c.Valid() {
				return bad("names a card not in the pack")
			}
		}
		for _, p := range e.Seats {
			if !seat(p, false) {
				return bad(fmt.Sprintf("names player %d, at a table of %d", p+1, s.Players))
			}
		}
	}
	return nil
}

// validateCards checks that every card is in exactly one place.
func (s State) validateCards() error {
	var where [NumCards]string
	place := func(c Card, at string) error {
		if !c.Valid() {
			return fmt.Errorf("%s: %d is not a card", at, c)
		}
		if where[c] != "" {
			return fmt.Errorf("%s is both in %s and in %s", c.Title(), where[c], at)
		}
		where[c] = at
		return nil
	}
	for p := range s.Players {
		if !slices.IsSorted(s.Hands[p]) {
			return fmt.Errorf("the hand of seat %d is not in card order", p)
		}
		for _, c := range s.Hands[p] {
			if err := place(c, fmt.Sprintf("the hand of seat %d", p)); err != nil {
				return err
			}
		}
		if c := s.Table[p]; c != NoCard {
			if !c.IsLead() {
				return fmt.Errorf("%s lies on the table before seat %d but is not a leading card", c.Title(), p)
			}
			if err := place(c, fmt.Sprintf("play before seat %d", p)); err != nil {
				return err
			}
		}
		for _, m := range s.Sets[p] {
			if m.Set < 1 || m.Set > NumSets {
				return fmt.Errorf("seat %d has made set %d, which does not exist", p, m.Set)
			}
			for _, c := range SetCards(m.Set) {
				if err := place(c, fmt.Sprintf("a set made by seat %d", p)); err != nil {
					return err
				}
			}
		}
	}
	for c, at := range where {
		if at == "" {
			return fmt.Errorf("%s is missing", Card(c).Title())
		}
	}
	return nil
}

// validatePhase checks that the phase fits the player whose turn it is.
func (s State) validatePhase() error {
	p := s.Turn
	if (s.Phase == PhaseForfeit) != (s.Pending != nil) {
		return fmt.Errorf("phase %q does not fit the pending forfeit %v", s.Phase, s.Pending)
	}
	if s.MayEnd && s.Phase != PhaseLead {
		return fmt.Errorf("phase %q: a turn may end by choice only when a leading card is to be laid", s.Phase)
	}
	over := s.setsMade() == NumSets
	switch s.Phase {
	case PhaseOver:
		if !over {
			return fmt.Errorf("the game is marked over with %d sets made", s.setsMade())
		}
		return nil
	case PhaseLead:
		if s.Table[p] != NoCard || !s.holdsLead(p) {
			return fmt.Errorf("seat %d is to lay a leading card but has one in play or none in hand", p)
		}
	case PhaseAsk:
		if s.Table[p] == NoCard {
			return fmt.Errorf("seat %d is to ask for a card of the set in play but has none in play", p)
		}
	case PhaseAskLead:
		if s.Table[p] != NoCard || s.holdsLead(p) || len(s.Hands[p]) == 0 {
			return fmt.Errorf("seat %d is to ask for a leading card but does not need one", p)
		}
	case PhaseForfeit:
		f := s.Pending
		if f.From != p || f.To < 0 || f.To >= s.Players || f.To == p || len(s.Hands[p]) == 0 {
			return fmt.Errorf("forfeit %v does not fit seat %d's turn", *f, p)
		}
	default:
		return fmt.Errorf("unknown phase %q", s.Phase)
	}
	if over {
		return fmt.Errorf("every set is made but the game is not over")
	}
	return nil
}
