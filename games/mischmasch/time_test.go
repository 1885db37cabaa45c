package mischmasch

import (
	"testing"
	"time"
)

// declared plays the start of a move and a declaration by A after elapsed.
func declared(t *testing.T, s State, d Declaration, elapsed time.Duration) Attempt {
	t.Helper()
	s = step(t, s, set(SideA, "gp"), set(SideB, "emo"), declareAfter(SideA, d, elapsed))
	return s.Attempt(SideA)
}

func TestSilenceWhenTheTimeRunsOutIsNotReady(t *testing.T) {
	a := declared(t, newGame(t), Ready, 2*time.Minute+time.Second)
	if a.Declaration != NotReady || !a.Late {
		t.Fatalf("a late \"ready\" became %s (late %v), want not ready", a.Declaration, a.Late)
	}
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"),
		declareAfter(SideA, NotReady, 2*time.Minute+3*time.Second), declare(SideB, NotReady))
	got := last(t, s).Attempts[SideA]
	if got.Ruling != Unanswered || got.Reason != "time ran out (2m3s taken): counted as not ready" || !got.Keeps {
		t.Errorf("%s, %q, keeps %v", got.Ruling, got.Reason, got.Keeps)
	}
}

func TestDeclaringAtTheLimitIsInTime(t *testing.T) {
	if a := declared(t, newGame(t), NoWord, 2*time.Minute); a.Declaration != NoWord || a.Late {
		t.Errorf("a declaration at the limit became %s (late %v)", a.Declaration, a.Late)
	}
}

func TestTimeLimitIsConfigurable(t *testing.T) {
	s := newGame(t, func(r *Rules) { r.TimeLimit = 30 * time.Second })
	if a := declared(t, s, Ready, 31*time.Second); a.Declaration != NotReady {
		t.Errorf("31 s against a 30 s limit: %s", a.Declaration)
	}
}

func TestTimeLimitMayBeOff(t *testing.T) {
	if a := declared(t, newGame(t, noTimeLimit), Ready, 5*time.Hour); a.Declaration != Ready || a.Late {
		t.Errorf("without a limit, 5 hours: %s (late %v)", a.Declaration, a.Late)
	}
}

func TestNegativeTimeIsRefused(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"))
	if _, err := s.Declare(SideA, Ready, -time.Second); err == nil {
		t.Error("a negative time was accepted")
	}
}
