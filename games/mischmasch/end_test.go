package mischmasch

import (
	"strings"
	"testing"
)

// rightWords plays a move in which both sides find a word, and the scoring
// gives each the marks of a right word.
func rightWords(t *testing.T, s State) State {
	t.Helper()
	return step(t, s, set(SideA, "gp"), set(SideB, "emo"),
		declare(SideA, Ready), declare(SideB, Ready), name(SideA, "lemon"), name(SideB, "magpie"))
}

func TestTheMoveInWhichEitherReachesTheTargetIsTheLast(t *testing.T) {
	s := newGame(t, target(3))
	s = rightWords(t, s)
	s = rightWords(t, s)
	// Move 3: B says "no word" wrongly, so A reaches 3 on B's answer; the
	// move is still completed, and A's own word counts too.
	s = step(t, s, set(SideA, "ab"), set(SideB, "emo"),
		declare(SideA, Ready), declare(SideB, NoWord), setterWord(SideA, "abbey"))
	if s.Phase() != Naming {
		t.Fatalf("phase %s: the move ended before it was complete", s.Phase())
	}
	s = step(t, s, name(SideA, "lemon"))
	if s.Phase() != Over {
		t.Fatalf("phase %s, want over", s.Phase())
	}
	wantScores(t, s, 2+1+2, 2)
	m := last(t, s)
	if !m.Last || m.Number != 3 || s.MoveNumber() != 3 {
		t.Errorf("last move %+v", m)
	}
	if len(s.Waiting()) != 0 {
		t.Errorf("waiting for %v after the end", s.Waiting())
	}
	if _, err := s.SetNucleus(SideA, "gp"); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("play after the end: %v", err)
	}
}

func TestTheHigherScoreWins(t *testing.T) {
	s := step(t, newGame(t, target(1)), set(SideA, "vf"), set(SideB, "emo"),
		declare(SideA, Ready), declare(SideB, NoWord), name(SideA, "lemon"), setterWord(SideA, ""))
	r := Outcome(s)
	if r.Status != Win || r.Winner != SideB || r.Reason != "2 to 1 after 1 move: the higher score wins" {
		t.Errorf("%+v", r)
	}
}

func TestEqualScoresDraw(t *testing.T) {
	s := rightWords(t, newGame(t, target(1)))
	if r := Outcome(s); r.Status != Draw || r.Reason != "1 all after 1 move: equal scores draw" {
		t.Errorf("%+v", r)
	}
}

func TestTheGameGoesOnBelowTheTarget(t *testing.T) {
	s := rightWords(t, newGame(t))
	if r := Outcome(s); r.Status != Ongoing || s.Phase() != Setting {
		t.Errorf("%+v at %s", r, s.Phase())
	}
}

func TestTargetIsConfigurable(t *testing.T) {
	s := newGame(t, target(4))
	for range 3 {
		s = rightWords(t, s)
	}
	if s.Phase() == Over {
		t.Fatal("over at 3 with a target of 4")
	}
	if s = rightWords(t, s); s.Phase() != Over {
		t.Error("not over at 4 with a target of 4")
	}
}

func TestDefaultRules(t *testing.T) {
	r := DefaultRules()
	if r.Target != 10 || r.TimeLimit.Minutes() != 2 || r.Scoring != Scoring1882 || r.Judge != JudgeDictionary || r.Teams {
		t.Errorf("%+v", r)
	}
}

func TestRulesAreChecked(t *testing.T) {
	for _, r := range []Rules{
		{Target: 0},
		{Target: MaxTarget + 1},
		{Target: 10, TimeLimit: -1},
		{Target: 10, Scoring: 7},
		{Target: 10, Judge: 7},
	} {
		if _, err := New(nil, r); err == nil {
			t.Errorf("%+v was accepted", r)
		}
	}
}
