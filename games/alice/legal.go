package alice

import "slices"

// Legal returns every action the player to act may take now, in a fixed
// order; none when the game is over. It depends only on what that player may
// know, so it reveals nothing: Legal(s) equals LegalIn(s.View(s.ToAct())).
func Legal(s State) []Action {
	p := s.ToAct()
	if p < 0 {
		return nil
	}
	return LegalIn(s.View(p))
}

// LegalIn returns the actions open to the viewer of v: none unless he is the
// one to act.
func LegalIn(v View) []Action {
	if v.ToAct < 0 || v.ToAct != v.Seat {
		return nil
	}
	var out []Action
	switch v.Phase {
	case PhaseForfeit:
		for i := range v.Counts[v.Pending.From] {
			out = append(out, DrawAt(i))
		}
	case PhaseLead:
		for _, c := range v.Hand {
			if c.IsLead() {
				out = append(out, PlayLead(c))
			}
		}
		if v.MayEnd {
			out = append(out, EndTurn())
		}
	case PhaseAsk:
		for _, c := range v.Table[v.Seat].Mates() {
			if !slices.Contains(v.Hand, c) {
				out = append(out, v.asks(c)...)
			}
		}
	case PhaseAskLead:
		for _, c := range v.LeadsOut() {
			out = append(out, v.asks(c)...)
		}
	}
	return out
}

// asks returns the requests for card c to every other player with cards in
// hand.
func (v View) asks(c Card) []Action {
	var out []Action
	for q := range v.Players {
		if q != v.Seat && v.Counts[q] > 0 {
			out = append(out, AskFor(q, c))
		}
	}
	return out
}
