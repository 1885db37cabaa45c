package alice

import (
	"fmt"
	"slices"
)

// Replay plays a saved game again from its log, for a State read from a
// file: the hands dealt, then every action the log records, each checked by
// the rules as if it were played now. The game replayed must be the saved
// one in every field. It returns the replayed game, or an error naming the
// first thing the rules could not have made.
func Replay(saved State) (State, error) {
	if err := saved.Validate(); err != nil {
		return State{}, err
	}
	hands, err := dealtHands(saved)
	if err != nil {
		return State{}, err
	}
	s := start(hands, saved.Dealer, saved.Secret)
	if err := sameEvents(s.Log, saved.Log, 0); err != nil {
		return State{}, err
	}
	for len(s.Log) < len(saved.Log) {
		at := len(s.Log)
		a, err := s.actionFor(saved.Log[at])
		if err == nil {
			err = s.check(a)
		}
		if err != nil {
			return State{}, fmt.Errorf("event %d of the log (%q) is not a move the rules allow there: %w", at+1, saved.Log[at].Kind, err)
		}
		s.play(a) // in place: the log grows without being copied each move
		if err := sameEvents(s.Log, saved.Log, at); err != nil {
			return State{}, err
		}
	}
	if err := s.sameAs(saved); err != nil {
		return State{}, fmt.Errorf("the log, played again, does not give the saved game: %w", err)
	}
	return s, nil
}

// dealtHands reads the hands as dealt from the start of a game's log: the
// deal, then one hand for each seat in turn.
func dealtHands(s State) ([][]Card, error) {
	n := s.Players
	if len(s.Log) < n+1 || s.Log[0].Kind != EventDeal || s.Log[0].Seat != s.Dealer || s.Log[0].Count != n {
		return nil, fmt.Errorf("the log does not begin with the deal by player %d to %d players", s.Dealer+1, n)
	}
	hands := make([][]Card, n)
	for p := range n {
		e := s.Log[1+p]
		if e.Kind != EventHand || e.Seat != p {
			return nil, fmt.Errorf("event %d of the log should be the hand dealt to player %d", p+2, p+1)
		}
		hands[p] = slices.Clone(e.Cards)
	}
	return hands, nil
}

// actionFor returns the action that begins with event e, played by the
// seat to act now.
func (s *State) actionFor(e Event) (Action, error) {
	if s.Phase == PhaseOver {
		return Action{}, refuse("The game is over: every set has been made.")
	}
	if s.Phase == PhaseForfeit {
		if e.Kind != EventDraw {
			return Action{}, refuse("{1} must first draw the card {2} forfeits.", s.Pending.To, s.Pending.From)
		}
		// The cards lie as they will when the draw is played: play counts
		// the step before it draws.
		next := *s
		next.Step++
		pos := slices.Index(next.faceDown(s.Pending.From), e.Card)
		if pos < 0 {
			return Action{}, refuse("{1} does not hold "+e.Card.Title()+".", s.Pending.From)
		}
		return DrawAt(pos), nil
	}
	switch e.Kind {
	case EventLead:
		return PlayLead(e.Card), nil
	case EventAsk:
		return AskFor(e.Other, e.Card), nil
	case EventEndTurn:
		return EndTurn(), nil
	}
	return Action{}, refuse(fmt.Sprintf("No move begins with a %q event.", e.Kind))
}

// sameEvents checks that the events made from index from on are the saved
// log's at the same places.
func sameEvents(made, saved []Event, from int) error {
	if len(made) > len(saved) {
		return fmt.Errorf("the log ends at event %d, where the rules go on to %q", len(saved), made[len(saved)].Kind)
	}
	for i := from; i < len(made); i++ {
		if !made[i].equal(saved[i]) {
			return fmt.Errorf("event %d of the log (%q) is not what the rules make there (%q)", i+1, saved[i].Kind, made[i].Kind)
		}
	}
	return nil
}

// sameAs checks that s and t are the same game in every field but the log,
// which Replay compares event by event.
func (s State) sameAs(t State) error {
	switch {
	case s.Players != t.Players || s.Dealer != t.Dealer:
		return fmt.Errorf("the table is not the same")
	case s.Turn != t.Turn || s.Phase != t.Phase || s.MayEnd != t.MayEnd:
		return fmt.Errorf("the turn is player %d's (%s), not player %d's (%s)", s.Turn+1, s.Phase, t.Turn+1, t.Phase)
	case s.Step != t.Step:
		return fmt.Errorf("step %d, not %d", s.Step, t.Step)
	case !slices.Equal(s.Table, t.Table):
		return fmt.Errorf("the cards on the table are not the same")
	case (s.Pending == nil) != (t.Pending == nil) || s.Pending != nil && *s.Pending != *t.Pending:
		return fmt.Errorf("the forfeit pending is not the same")
	}
	for p := range s.Players {
		if !slices.Equal(s.Hands[p], t.Hands[p]) {
			return fmt.Errorf("the hand of player %d is not the same", p+1)
		}
		if !slices.Equal(s.Sets[p], t.Sets[p]) {
			return fmt.Errorf("the sets of player %d are not the same", p+1)
		}
	}
	return nil
}
