package mischmasch

import "testing"

// Each test plays one move: B sets the nucleus for A, A answers as given, B
// is not ready (and so scores nothing by his own answer).

func answerA(t *testing.T, s State, nucleus string, d Declaration, word, setter string) State {
	t.Helper()
	s = step(t, s, set(SideB, nucleus), set(SideA, "vf"), declare(SideA, d), declare(SideB, NotReady))
	switch d {
	case Ready:
		s = step(t, s, name(SideA, word))
	case NoWord:
		s = step(t, s, setterWord(SideB, setter))
	}
	return s
}

func TestScoring1882WordRight(t *testing.T) {
	s := answerA(t, newGame(t), "gp", Ready, "magpie", "")
	wantScores(t, s, 1, 0)
	if a := last(t, s).Attempts[SideA]; a.Ruling != WordRight || a.Marks != 1 || a.Scorer != SideA {
		t.Errorf("%+v", a)
	}
}

func TestScoring1882WordWrong(t *testing.T) {
	s := answerA(t, newGame(t), "gp", Ready, "lemon", "")
	wantScores(t, s, 0, 1)
	if a := last(t, s).Attempts[SideA]; a.Ruling != WordWrong || a.Reason != "lemon: does not contain gp" || a.Scorer != SideB {
		t.Errorf("%+v", a)
	}
}

func TestScoring1882NoWordRight(t *testing.T) {
	wantScores(t, answerA(t, newGame(t), "vf", NoWord, "", ""), 2, 0)
}

func TestScoring1882NoWordWrong(t *testing.T) {
	wantScores(t, answerA(t, newGame(t), "gp", NoWord, "", "magpie"), 0, 2)
}

func TestScoring1882Resigning(t *testing.T) {
	wantScores(t, answerA(t, newGame(t), "gp", Resign, "", ""), 0, 1)
}

func TestScoring1882NotReadyScoresNothing(t *testing.T) {
	wantScores(t, answerA(t, newGame(t), "gp", NotReady, "", ""), 0, 0)
}

func TestScoring1886WordRight(t *testing.T) {
	wantScores(t, answerA(t, newGame(t, scoring1886), "gp", Ready, "magpie", ""), 2, 0)
}

func TestScoring1886WordWrong(t *testing.T) {
	wantScores(t, answerA(t, newGame(t, scoring1886), "gp", Ready, "magpye", ""), 0, 2)
}

func TestScoring1886NoWordRight(t *testing.T) {
	wantScores(t, answerA(t, newGame(t, scoring1886), "vf", NoWord, "", ""), 3, 0)
}

func TestScoring1886NoWordWrong(t *testing.T) {
	wantScores(t, answerA(t, newGame(t, scoring1886), "gp", NoWord, "", "magpie"), 0, 3)
}

func TestScoring1886Resigning(t *testing.T) {
	wantScores(t, answerA(t, newGame(t, scoring1886), "gp", Resign, "", ""), 0, 1)
}

func TestBothSidesScoreInTheSameMove(t *testing.T) {
	s := step(t, newGame(t), set(SideA, "gp"), set(SideB, "emo"),
		declare(SideA, Ready), declare(SideB, NoWord), name(SideA, "lemon"), setterWord(SideA, "magpie"))
	wantScores(t, s, 1+2, 0)
	m := last(t, s)
	if m.Scores != [2]int{3, 0} || m.Number != 1 {
		t.Errorf("move record %+v", m)
	}
}
