package alice

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// Apply plays action a for the player who is to act (ToAct) and returns the
// game after it, with everything that follows without a choice already done
// (a set completing, the turn passing). When the rules forbid a, the error
// (a *RuleError) says why and s is returned unchanged. s must be a game the
// engine made or one that passes Validate.
func (s State) Apply(a Action) (State, error) {
	if err := s.check(a); err != nil {
		return s, err
	}
	t := s.clone()
	t.play(a)
	return t, nil
}

// play carries out action a, which check has allowed, in place.
func (s *State) play(a Action) {
	s.Step++
	s.MayEnd = false
	switch a.Kind {
	case ActionLead:
		s.lead(a.Card)
	case ActionAsk:
		s.ask(a.Seat, a.Card)
	case ActionDraw:
		s.draw(a.Position)
	case ActionEnd:
		s.passFrom(s.Turn, EventEndTurn)
		s.settle()
	}
}

// check explains why action a may not be played now, or returns nil.
func (s State) check(a Action) error {
	p := s.ToAct()
	if s.Phase == PhaseOver || p < 0 {
		return refuse("The game is over: every set has been made.")
	}
	switch s.Phase {
	case PhaseForfeit:
		if a.Kind != ActionDraw {
			return refuse("{1} must first draw the card {2} forfeits.", p, s.Pending.From)
		}
		if n := len(s.Hands[s.Pending.From]); a.Position < 0 || a.Position >= n {
			return refuse(fmt.Sprintf("{1} has %s face down; pick one of positions 1 to %d.", plural(n, "card"), n), s.Pending.From)
		}
		return nil
	case PhaseLead:
		switch {
		case a.Kind == ActionEnd && s.MayEnd:
			return nil
		case a.Kind == ActionEnd:
			return refuse("{1} may end his turn only after completing a set; he holds a leading card and must lay one.", p)
		case a.Kind != ActionLead:
			return refuse("{1} holds a leading card and must lay one on the table before asking for anything.", p)
		case !a.Card.Valid():
			return refuse("{1} must choose a leading card to lay.", p)
		case !a.Card.IsLead():
			return refuse(a.Card.Title() + " is not a leading card; only a leading card starts a set.")
		case !s.holds(p, a.Card):
			return refuse("{1} does not hold "+a.Card.Title()+".", p)
		}
		return nil
	}
	if a.Kind == ActionLead {
		if s.Phase == PhaseAsk {
			return refuse("{1} already has "+s.Table[p].Title()+" in play; a set must be completed before another leading card is laid.", p)
		}
		return refuse("{1} holds no leading card and must ask another player for one.", p)
	}
	if a.Kind == ActionEnd {
		return refuse("{1} may end his turn only after completing a set, with a leading card left to lay.", p)
	}
	if a.Kind != ActionAsk {
		return refuse("It is {1}'s turn to ask for a card.", p)
	}
	if err := s.checkAsked(p, a.Seat); err != nil {
		return err
	}
	if !a.Card.Valid() {
		return refuse("{1} must name the card asked for.", p)
	}
	if s.Phase == PhaseAsk {
		return s.checkSetCard(p, a.Card)
	}
	return s.checkLeadCard(p, a.Card)
}

// checkAsked explains why seat p may not ask the player at seat q.
func (s State) checkAsked(p, q int) error {
	switch {
	case q < 0 || q >= s.Players:
		return refuse(fmt.Sprintf("There is no player %d at this table.", q+1))
	case q == p:
		return refuse("A player cannot ask oneself; choose another player to ask.", p)
	case len(s.Hands[q]) == 0:
		return refuse("{1} has no cards in hand, so there is nothing to ask for.", q)
	}
	return nil
}

// checkSetCard explains why seat p, with a leading card in play, may not ask
// for card c.
func (s State) checkSetCard(p int, c Card) error {
	lead := s.Table[p]
	switch {
	case c == lead:
		return refuse(c.Title()+" is already on the table in front of {1}.", p)
	case c.Set() != lead.Set():
		n := lead.Names()
		return refuse(fmt.Sprintf("%s is not of the set in play: %s calls for %s and %s.", c.Title(), lead.Title(), n[0], n[1]))
	case s.holds(p, c):
		return refuse("{1} holds "+c.Title()+" already; ask for the card still missing.", p)
	}
	return nil
}

// checkLeadCard explains why seat p, holding no leading card, may not ask
// for card c.
func (s State) checkLeadCard(p int, c Card) error {
	if !c.IsLead() {
		return refuse("{1} holds no leading card, so must ask for a leading card, and "+c.Title()+" is not one.", p)
	}
	for q, t := range s.Table {
		if t == c {
			return refuse(c.Title()+" is on the table in front of {1}, not in anyone's hand.", q)
		}
	}
	if !slices.Contains(leadsOut(s.Table, s.Sets, s.Log, s.counts(), p), c) {
		absent := refusalsSeenBy(s.Log, p)
		if refusedByAll(&absent, s.counts(), p, c) {
			return refuse(c.Title() + " has been refused by every player with cards, and none has received a card since that could be it: it lies in a set laid down before play. Ask for a leading card still out.")
		}
		return refuse(fmt.Sprintf("%s is already made; ask for a leading card still out.", setName(c.Set())))
	}
	return nil
}

// lead lays leading card c from the hand of the player whose turn it is.
func (s *State) lead(c Card) {
	p := s.Turn
	s.take(p, c)
	s.Table[p] = c
	e := event(EventLead, p)
	e.Card = c
	s.log(e)
	s.settle()
}

// ask carries out the request of the player whose turn it is to seat q for
// card c.
func (s *State) ask(q int, c Card) {
	p := s.Turn
	e := event(EventAsk, p)
	e.Other = q
	e.Card = c
	if s.take(q, c) {
		e.OK = true
		s.log(e)
		s.noteOut(q)
		if c.IsLead() {
			s.Table[p] = c
			l := event(EventLead, p)
			l.Card = c
			s.log(l)
		} else {
			s.give(p, c)
		}
		s.settle()
		return
	}
	if len(s.Hands[p]) == 0 {
		// Nothing left but the leading card in play: it goes to q.
		lead := s.Table[p]
		s.Table[p] = NoCard
		s.give(q, lead)
		e.Forfeit = lead
		s.log(e)
		s.noteOut(p)
		s.Turn = s.nextFrom(p)
		s.settle()
		return
	}
	s.log(e)
	s.Phase = PhaseForfeit
	s.Pending = &Forfeit{From: p, To: q}
}

// draw moves the giver's card at face-down position pos to the receiver and
// passes the turn to the left of the asker.
func (s *State) draw(pos int) {
	from, to := s.Pending.From, s.Pending.To
	c := s.faceDown(from)[pos]
	s.take(from, c)
	s.give(to, c)
	e := event(EventDraw, to)
	e.Other = from
	e.Card = c
	e.Private = true
	s.log(e)
	s.Pending = nil
	s.noteOut(from)
	s.Turn = s.nextFrom(from)
	s.settle()
}

// faceDown returns seat p's hand in the order it lies face down for a
// forfeit: shuffled by the game's secret and the step, so that no position
// tells anything about the card there.
func (s *State) faceDown(p int) []Card {
	cards := slices.Clone(s.Hands[p])
	r := rand.New(rand.NewPCG(s.Secret, uint64(s.Step)))
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	return cards
}
