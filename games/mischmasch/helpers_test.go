package mischmasch

import (
	"strings"
	"testing"
	"time"

	"parlour/dict"
)

// newGame starts a game on the built-in dictionary with the default rules
// changed by opts.
func newGame(t testing.TB, opts ...func(*Rules)) State {
	t.Helper()
	r := DefaultRules()
	for _, o := range opts {
		o(&r)
	}
	s, err := New(dict.Default(), r)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Options for newGame.
func scoring1886(r *Rules)      { r.Scoring = Scoring1886 }
func carrollsWay(r *Rules)      { r.Judge = JudgeCarroll }
func teams(r *Rules)            { r.Teams = true }
func noTimeLimit(r *Rules)      { r.TimeLimit = 0 }
func target(n int) func(*Rules) { return func(r *Rules) { r.Target = n } }

// Actions, for step.
func set(side Side, nucleus string) Action {
	return Action{Task: TaskSet, Side: side, Text: nucleus}
}
func declare(side Side, d Declaration) Action {
	return Action{Task: TaskDeclare, Side: side, Declaration: d, Elapsed: 10 * time.Second}
}
func declareAfter(side Side, d Declaration, elapsed time.Duration) Action {
	return Action{Task: TaskDeclare, Side: side, Declaration: d, Elapsed: elapsed}
}
func name(side Side, word string) Action {
	return Action{Task: TaskName, Side: side, Text: word}
}
func setterWord(side Side, word string) Action {
	return Action{Task: TaskSetterWord, Side: side, Text: word}
}

// step applies the actions in order, failing the test at the first error.
func step(t testing.TB, s State, acts ...Action) State {
	t.Helper()
	for _, a := range acts {
		next, err := s.Apply(a)
		if err != nil {
			t.Fatalf("move %d, %s by %s (%q, %s): %v", s.MoveNumber(), a.Task, a.Side, a.Text, a.Declaration, err)
		}
		s = next
	}
	return s
}

// last returns the last complete move, failing the test if there is none.
func last(t testing.TB, s State) Move {
	t.Helper()
	m, ok := s.LastMove()
	if !ok {
		t.Fatal("no move is complete")
	}
	return m
}

// loadDict builds a dictionary from a space-separated list of words (all of
// them common).
func loadDict(t testing.TB, words string) *dict.Dict {
	t.Helper()
	d, err := dict.Load(strings.NewReader(strings.Join(strings.Fields(words), "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// wantScores fails the test unless s has the scores a and b.
func wantScores(t testing.TB, s State, a, b int) {
	t.Helper()
	if got := s.Scores(); got != [2]int{a, b} {
		t.Errorf("scores %v, want [%d %d]", got, a, b)
	}
}
