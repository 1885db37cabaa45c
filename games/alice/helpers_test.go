package alice

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// lead, first and second name the three cards of a set.
func lead(set int) Card   { return LeadOf(set) }
func first(set int) Card  { return LeadOf(set) + 1 }
func second(set int) Card { return LeadOf(set) + 2 }

// deal starts a game in which seat i is dealt hands[i]; the last seat is
// also dealt every card no hand names (and lays down the complete sets among
// them before play, as any player would).
func deal(t *testing.T, dealer int, hands ...[]Card) State {
	t.Helper()
	var given [NumCards]bool
	own := make([][]Card, len(hands))
	for i, h := range hands {
		for _, c := range h {
			if given[c] {
				t.Fatalf("%s dealt twice", c)
			}
			given[c] = true
		}
		own[i] = slices.Clone(h)
	}
	last := len(own) - 1
	for c := range given {
		if !given[c] {
			own[last] = append(own[last], Card(c))
		}
	}
	s := start(own, dealer, 7)
	if err := s.Validate(); err != nil {
		t.Fatalf("set-up is not a valid game: %v", err)
	}
	return s
}

// play applies actions one after another, failing the test on a refusal.
func play(t *testing.T, s State, actions ...Action) State {
	t.Helper()
	for _, a := range actions {
		next, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%s refused: %v", a.Text(nil, s.ToAct(), s.Turn), err)
		}
		if err := next.Validate(); err != nil {
			t.Fatalf("after %s: %v", a.Text(nil, s.ToAct(), s.Turn), err)
		}
		s = next
	}
	return s
}

// refused applies a, which must be refused with a message containing want.
func refused(t *testing.T, s State, a Action, want string) {
	t.Helper()
	next, err := s.Apply(a)
	if err == nil {
		t.Fatalf("%s was allowed, want it refused (%q)", a.Text(nil, s.ToAct(), s.Turn), want)
	}
	var re *RuleError
	if !errors.As(err, &re) {
		t.Errorf("error %v is a %T, want a *RuleError", err, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("refusal %q does not say %q", err, want)
	}
	if next.Step != s.Step || len(next.Log) != len(s.Log) {
		t.Error("a refused action changed the game")
	}
}

// lastEvent returns the last event of the given kind in s's log.
func lastEvent(t *testing.T, s State, kind EventKind) Event {
	t.Helper()
	for i := len(s.Log) - 1; i >= 0; i-- {
		if s.Log[i].Kind == kind {
			return s.Log[i]
		}
	}
	t.Fatalf("no %s event in the log", kind)
	return Event{}
}

// hasAction reports whether a is among actions.
func hasAction(actions []Action, a Action) bool { return slices.Contains(actions, a) }
