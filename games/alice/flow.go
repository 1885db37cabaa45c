package alice

// This file carries out what happens without a choice: a set completing,
// the turn passing on, the game ending.

// settle brings the game to the next point where someone must choose. It
// lays down the set of the player whose turn it is once he holds it whole,
// passes the turn over players with no cards, and passes it on from a player
// with nothing he may do.
func (s *State) settle() {
	// Each pass of the loop either returns or moves the turn on; a full
	// round of passes with no one able to act cannot happen while a set is
	// unmade, since its leading card is in a hand or on the table.
	for range 2*s.Players + NumSets + 2 {
		if s.setsMade() == NumSets {
			s.finish()
			return
		}
		p := s.Turn
		if !s.hasCards(p) {
			s.Turn = s.nextFrom(p)
			continue
		}
		if lead := s.Table[p]; lead != NoCard {
			mates := lead.Mates()
			if !s.holdsAll(p, mates[:]) {
				s.Phase = PhaseAsk
				return
			}
			s.completeSet(p)
			if s.holdsLead(p) {
				s.MayEnd = true // he may lay another, or end his turn
				continue
			}
			if s.hasCards(p) {
				s.passFrom(p, EventNoLead)
			} else {
				s.Turn = s.nextFrom(p)
			}
			continue
		}
		if s.holdsLead(p) {
			s.Phase = PhaseLead
			return
		}
		if !s.canAskForLead(p) {
			s.passFrom(p, EventNothingLeft)
			continue
		}
		s.Phase = PhaseAskLead
		return
	}
}

// completeSet turns the set in play before seat p face down in front of him.
func (s *State) completeSet(p int) {
	lead := s.Table[p]
	mates := lead.Mates()
	s.removeAll(p, mates[:])
	s.Table[p] = NoCard
	s.Sets[p] = append(s.Sets[p], Made{Set: lead.Set()})
	e := event(EventSet, p)
	e.Set = lead.Set()
	s.log(e)
	s.noteOut(p)
}

// passFrom logs why seat p's turn ends (kind) and gives the turn to the next
// player on his left who has cards.
func (s *State) passFrom(p int, kind EventKind) {
	next := s.nextFrom(p)
	e := event(kind, p)
	e.Other = next
	s.log(e)
	s.Turn = next
}

// nextFrom returns the first player left of seat p who still has cards, or p
// itself when no one else has.
func (s *State) nextFrom(p int) int {
	for i := 1; i < s.Players; i++ {
		q := (p + i) % s.Players
		if s.hasCards(q) {
			return q
		}
	}
	return p
}

// noteOut logs that seat p has run out of cards, if he has.
func (s *State) noteOut(p int) {
	if !s.hasCards(p) {
		s.log(event(EventOut, p))
	}
}

// finish ends the game and logs the winners.
func (s *State) finish() {
	s.Phase = PhaseOver
	s.Pending = nil
	s.MayEnd = false
	r := Outcome(*s)
	e := event(EventEnd, noSeat)
	e.Seats = r.Winners
	e.Count = r.Top
	s.log(e)
}

// canAskForLead reports whether seat p has someone to ask for a leading card
// still out: another player with cards in hand.
func (s *State) canAskForLead(p int) bool {
	if len(leadsOut(s.Table, s.Sets, s.Log, s.counts(), p)) == 0 {
		return false
	}
	for q := range s.Players {
		if q != p && len(s.Hands[q]) > 0 {
			return true
		}
	}
	return false
}

// leadsOut returns the leading cards that seat may still ask for, as that
// seat knows the table: those not lying on the table, not in a set it knows
// to be made (every set made in play, and its own sets laid down before
// play; the others' face-down sets it cannot know), and not refused by every
// other player with cards in hand, none of whom has received a card since
// that could be it (such a card can only lie in a set laid down before play:
// it has been played). table, sets, log and counts (cards in each hand) may
// be a State's or a View's.
func leadsOut(table []Card, sets [][]Made, log []Event, counts []int, seat int) []Card {
	var known [NumSets + 1]bool
	for p, made := range sets {
		for _, m := range made {
			if m.Set > 0 && (!m.Hidden || p == seat) {
				known[m.Set] = true
			}
		}
	}
	for _, c := range table {
		if c != NoCard {
			known[c.Set()] = true
		}
	}
	absent := refusalsSeenBy(log, seat)
	var out []Card
	for set := 1; set <= NumSets; set++ {
		if !known[set] && !refusedByAll(&absent, counts, seat, LeadOf(set)) {
			out = append(out, LeadOf(set))
		}
	}
	return out
}

// refusedByAll reports whether every player but seat with cards in hand
// (counts) has refused card c and received nothing since that could be it;
// false when no one else has cards.
func refusedByAll(absent *[MaxPlayers][NumCards]bool, counts []int, seat int, c Card) bool {
	asked := false
	for q, n := range counts {
		if q == seat || n == 0 || q >= MaxPlayers {
			continue
		}
		if !absent[q][c] {
			return false
		}
		asked = true
	}
	return asked
}
