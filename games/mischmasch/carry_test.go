package mischmasch

import (
	"slices"
	"testing"
)

func TestNotReadyKeepsTheSameNucleus(t *testing.T) {
	s := answerA(t, newGame(t), "gp", NotReady, "", "")
	keeps(t, s, SideA, "gp")
}

func TestWrongWordKeepsTheSameNucleus(t *testing.T) {
	s := answerA(t, newGame(t), "gp", Ready, "lemon", "")
	keeps(t, s, SideA, "gp")
}

// keeps checks that side goes on with nucleus in a second try.
func keeps(t *testing.T, s State, side Side, nucleus string) {
	t.Helper()
	if a := s.Attempt(side); a.Nucleus != nucleus || a.Tries != 2 {
		t.Fatalf("%s has %q (try %d), want %s again", side, a.Nucleus, a.Tries, nucleus)
	}
	if !last(t, s).Attempts[side].Keeps {
		t.Error("the move record does not say the nucleus is kept")
	}
}

func TestKeeperFirstSetsANucleusForTheOther(t *testing.T) {
	s := step(t, newGame(t), set(SideB, "gp"), set(SideA, "emo"),
		declare(SideA, NotReady), declare(SideB, Ready), name(SideB, "lemon"))
	if s.Phase() != Setting {
		t.Fatalf("phase %s, want setting", s.Phase())
	}
	// A keeps gp, and sets a new nucleus for B, who found his word.
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskSet, SideA, 0}}) {
		t.Fatalf("waiting for %v", got)
	}
	if _, err := s.SetNucleus(SideB, "ab"); err == nil {
		t.Error("B set a new nucleus for A, who keeps his")
	}
	s = step(t, s, set(SideA, "imse"))
	if s.Phase() != Declaring || s.Attempt(SideA).Nucleus != "gp" || s.Attempt(SideB).Nucleus != "imse" {
		t.Errorf("phase %s, A %q, B %q", s.Phase(), s.Attempt(SideA).Nucleus, s.Attempt(SideB).Nucleus)
	}
}

func TestWhenBothKeepTheirNucleiNobodySets(t *testing.T) {
	s := step(t, newGame(t), set(SideB, "gp"), set(SideA, "emo"), declare(SideA, NotReady), declare(SideB, NotReady))
	if s.Phase() != Declaring {
		t.Fatalf("phase %s, want declaring", s.Phase())
	}
	if s.Attempt(SideA).Tries != 2 || s.Attempt(SideB).Tries != 2 {
		t.Error("tries not counted")
	}
}

func TestANewNucleusAfterEveryOtherVerdict(t *testing.T) {
	for _, c := range []struct {
		nucleus string
		d       Declaration
		word    string
		setter  string
	}{
		{"gp", Ready, "magpie", ""},
		{"vf", NoWord, "", ""},
		{"gp", NoWord, "", "magpie"},
		{"gp", Resign, "", ""},
	} {
		s := answerA(t, newGame(t), c.nucleus, c.d, c.word, c.setter)
		if a := s.Attempt(SideA); a.Nucleus != "" || a.Tries != 1 || last(t, s).Attempts[SideA].Keeps {
			t.Errorf("%s on %s: A has %q (try %d)", c.d, c.nucleus, a.Nucleus, a.Tries)
		}
	}
}
