package draughts

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"parlour/games/level"
)

// TestChoosePacedStopsWherePaceSays: a move whose time has run past its
// pace's most stops at once (the search has no deadline of its own, so
// only the pace can end it), with a legal move.
func TestChoosePacedStopsWherePaceSays(t *testing.T) {
	s, _ := NewGame(Rules{})
	s = s.WithoutBook()
	pace := NewPace(time.Second, 3*time.Second)
	iterations, began := 0, time.Now()
	m := ChoosePaced(context.Background(), s, level.Expert, rand.New(rand.NewPCG(1, 2)), pace,
		func() time.Duration { return 4 * time.Second }, func(Result) { iterations++ })
	if took := time.Since(began); took > time.Second || iterations > 8 {
		t.Errorf("the search took %v and %d iterations: the time was past the most from the first", took, iterations)
	}
	if !slices.ContainsFunc(Legal(s), func(l Move) bool { return slices.Equal(l.Path, m.Path) }) {
		t.Errorf("move %v is not legal", m)
	}
}

// TestChoosePacedGoesOnWhileTimeIsLeft: with no time gone, the search goes
// past its first iteration.
func TestChoosePacedGoesOnWhileTimeIsLeft(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	iterations := 0
	s, _ := NewGame(Rules{})
	ChoosePaced(ctx, s.WithoutBook(), level.Expert, rand.New(rand.NewPCG(1, 2)), NewPace(time.Second, 3*time.Second),
		func() time.Duration { return 0 }, func(Result) { iterations++ })
	if iterations < 2 {
		t.Errorf("%d iterations, want more than one while no time is gone", iterations)
	}
}
