package mischmasch

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestBothPlayersSetANucleusBeforeAnyoneDeclares(t *testing.T) {
	s := newGame(t)
	if s.Phase() != Setting {
		t.Fatalf("a new game is at %s", s.Phase())
	}
	want := []Turn{{TaskSet, SideB, 1}, {TaskSet, SideA, 0}}
	if got := s.Waiting(); !slices.Equal(got, want) {
		t.Fatalf("waiting for %v, want %v", got, want)
	}
	if _, err := s.Declare(SideA, Ready, 0); err == nil {
		t.Fatal("a declaration before the nuclei are set was accepted")
	}
	s = step(t, s, set(SideA, "gp"))
	if s.Phase() != Setting || !slices.Equal(s.Waiting(), want[:1]) {
		t.Fatalf("after one nucleus: %s, waiting for %v", s.Phase(), s.Waiting())
	}
	s = step(t, s, set(SideB, "emo"))
	if s.Phase() != Declaring {
		t.Fatalf("after both nuclei: %s", s.Phase())
	}
	if s.Attempt(SideB).Nucleus != "gp" || s.Attempt(SideA).Nucleus != "emo" {
		t.Errorf("A guesses %q and B %q, want emo and gp", s.Attempt(SideA).Nucleus, s.Attempt(SideB).Nucleus)
	}
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskDeclare, SideA, 0}, {TaskDeclare, SideB, 1}}) {
		t.Errorf("waiting for %v", got)
	}
}

func TestSetterNeedNotKnowAWord(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "vf"), set(SideB, "emo"))
	if s.Attempt(SideB).Nucleus != "vf" {
		t.Error("a nucleus no word contains was refused")
	}
}

func TestSetNucleusRefusesAnInvalidNucleusAndKeepsTheGame(t *testing.T) {
	s := newGame(t)
	next, err := s.SetNucleus(SideA, "g-p")
	var ne *NucleusError
	if !errors.As(err, &ne) || err.Error() != "g-p: a nucleus is letters only" {
		t.Errorf("g-p: %v", err)
	}
	if len(next.Waiting()) != 2 {
		t.Error("a refused nucleus changed the game")
	}
}

func TestSetNucleusLowercases(t *testing.T) {
	s := step(t, newGame(t), set(SideA, " GP"), set(SideB, "Emo"))
	if s.Attempt(SideB).Nucleus != "gp" || s.Attempt(SideA).Nucleus != "emo" {
		t.Errorf("nuclei %q and %q", s.Attempt(SideB).Nucleus, s.Attempt(SideA).Nucleus)
	}
}

func TestFirstSetterMayChangeHisNucleusUntilBothAreSet(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideA, "imse"), set(SideB, "emo"))
	if s.Attempt(SideB).Nucleus != "imse" {
		t.Errorf("B guesses %q, want imse", s.Attempt(SideB).Nucleus)
	}
	if _, err := s.SetNucleus(SideA, "gp"); err == nil {
		t.Error("a nucleus was changed after both were set")
	}
}

func TestReadyNamesTheWord(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"), declare(SideA, Ready), declare(SideB, NotReady))
	if s.Phase() != Naming {
		t.Fatalf("phase %s, want naming", s.Phase())
	}
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskName, SideA, 0}}) {
		t.Fatalf("waiting for %v", got)
	}
	s = step(t, s, name(SideA, "lemon"))
	m := last(t, s)
	if a := m.Attempts[SideA]; a.Word != "lemon" || a.Ruling != WordRight {
		t.Errorf("A: %+v", a)
	}
	if s.MoveNumber() != 2 {
		t.Errorf("move %d, want 2", s.MoveNumber())
	}
}

func TestWordMayBeNamedWithTheDeclaration(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"),
		Action{Task: TaskDeclare, Side: SideA, Declaration: Ready, Text: "Lemon"})
	if s.Phase() != Declaring || s.Attempt(SideA).Word != "lemon" {
		t.Fatalf("phase %s, A's word %q", s.Phase(), s.Attempt(SideA).Word)
	}
	s = step(t, s, declare(SideB, Ready))
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskName, SideB, 1}}) {
		t.Fatalf("waiting for %v; A's word is named already", got)
	}
	s = step(t, s, name(SideB, "magpie"))
	wantScores(t, s, 1, 1)
}

func TestNamedWordIsBinding(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"),
		declare(SideA, NotReady), declare(SideB, Ready), name(SideB, "magpye"))
	a := last(t, s).Attempts[SideB]
	if a.Ruling != WordWrong || a.Reason != "magpye: not a lawful word" {
		t.Errorf("magpye: %s, %q", a.Ruling, a.Reason)
	}
}

func TestAnEmptyWordIsRefused(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"), declare(SideA, Ready), declare(SideB, NotReady))
	if _, err := s.NameWord(SideA, "  "); err == nil || !strings.Contains(err.Error(), "name the word you found for emo") {
		t.Errorf("empty word: %v", err)
	}
	if _, err := s.NameWord(SideA, strings.Repeat("a", MaxWordLength+1)); err == nil {
		t.Error("a word too long was accepted")
	}
}

func TestAfterNoWordTheSetterNamesAWord(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"), declare(SideB, NoWord), declare(SideA, NotReady))
	// B said "no word" to gp, which A set: A names a word.
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskSetterWord, SideA, 0}}) {
		t.Fatalf("waiting for %v", got)
	}
	s = step(t, s, setterWord(SideA, "Magpie"))
	if a := last(t, s).Attempts[SideB]; a.SetterWord != "magpie" || a.Ruling != NoWordWrong {
		t.Errorf("B: %+v", a)
	}
}

func TestNamingFollowsTheOrderOfSpeaking(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"), declare(SideB, NoWord), declare(SideA, Ready))
	want := []Turn{{TaskSetterWord, SideA, 0}, {TaskName, SideA, 0}}
	if got := s.Waiting(); !slices.Equal(got, want) {
		t.Fatalf("waiting for %v, want %v", got, want)
	}
	if s.Attempt(SideB).Place != 1 || s.Attempt(SideA).Place != 2 {
		t.Errorf("places %d and %d", s.Attempt(SideA).Place, s.Attempt(SideB).Place)
	}
	// Any order is accepted.
	s = step(t, s, name(SideA, "lemon"), setterWord(SideA, ""))
	wantScores(t, s, 1+2, 0)
}

func TestOutOfTurnInputIsRefused(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"), declare(SideA, Ready))
	for what, err := range map[string]error{
		"declaring twice":            func() error { _, err := s.Declare(SideA, NoWord, 0); return err }(),
		"naming without ready":       func() error { _, err := s.NameWord(SideB, "magpie"); return err }(),
		"setter word before naming":  func() error { _, err := s.SetterWord(SideA, "magpie"); return err }(),
		"setting while declaring":    func() error { _, err := s.SetNucleus(SideA, "ab"); return err }(),
		"no declaration":             func() error { _, err := s.Declare(SideB, Undeclared, 0); return err }(),
		"an unknown side":            func() error { _, err := s.Declare(Side(2), Ready, 0); return err }(),
		"an unknown task":            func() error { _, err := s.Apply(Action{Task: Task(9)}); return err }(),
		"setter word without noword": func() error { _, err := step(t, s, declare(SideB, NotReady)).SetterWord(SideB, "x"); return err }(),
	} {
		if err == nil {
			t.Errorf("%s was accepted", what)
		}
	}
}

func TestStepsLeaveTheOldStateUnchanged(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"), declare(SideA, Resign), declare(SideB, Resign))
	before := s.History()
	s2 := step(t, s, set(SideA, "ab"), set(SideB, "cd"), declare(SideA, Resign), declare(SideB, Resign))
	if len(s.History()) != 1 || len(s2.History()) != 2 || len(s.Resigned()) != 2 || len(s2.Resigned()) != 4 {
		t.Errorf("history %d and %d, resigned %v and %v", len(s.History()), len(s2.History()), s.Resigned(), s2.Resigned())
	}
	if !slices.Equal(before, s.History()) {
		t.Error("a later step changed an earlier state")
	}
}
