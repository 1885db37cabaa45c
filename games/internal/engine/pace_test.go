package engine

import (
	"testing"
	"time"
)

// paceOf is a Pace over int moves aiming at a second, at most most.
func paceOf(most time.Duration) *Pace[int] {
	return &Pace[int]{Target: time.Second, Most: most, Same: func(a, b int) bool { return a == b }}
}

// iteration is one iteration's result: its best move and score.
func iteration(move, score int) Result[int] { return Result[int]{Move: move, Score: score} }

func TestPaceStopsEarlyOnAPlainMove(t *testing.T) {
	p := paceOf(3 * time.Second)
	for i := range StableIterations - 1 {
		if !p.GoOn(iteration(7, 10+i), 100*time.Millisecond) {
			t.Fatalf("iteration %d: stopped at 100 ms of a 1 s target", i+1)
		}
	}
	if p.GoOn(iteration(7, 13), 300*time.Millisecond) {
		t.Fatal("the same move four iterations running, the score steady: went on past a quarter of the target")
	}
}

func TestPaceAimsAtItsTargetWhenNothingIsPlain(t *testing.T) {
	p := paceOf(3 * time.Second)
	p.GoOn(iteration(1, 0), 10*time.Millisecond)
	if !p.GoOn(iteration(1, 0), 400*time.Millisecond) {
		t.Fatal("stopped at 400 ms: the next iteration could end within the 1 s target")
	}
	if p.GoOn(iteration(1, 0), 600*time.Millisecond) {
		t.Fatal("went on at 600 ms: the next iteration would end past the 1 s target")
	}
}

func TestPaceTakesMoreWhenTheBestMoveChanges(t *testing.T) {
	p := paceOf(3 * time.Second)
	p.GoOn(iteration(1, 0), 10*time.Millisecond)
	if !p.GoOn(iteration(2, 0), 800*time.Millisecond) {
		t.Fatal("the best move changed: stopped at 800 ms of a 1 s target")
	}
	if !p.GoOn(iteration(2, 0), 900*time.Millisecond) {
		t.Fatal("the stretch did not hold for the rest of the move")
	}
	if p.GoOn(iteration(2, 0), 1100*time.Millisecond) {
		t.Fatal("went on past twice the target")
	}
}

func TestPaceTakesMoreWhenTheScoreFalls(t *testing.T) {
	p := paceOf(5 * time.Second)
	p.GoOn(iteration(1, 0), 10*time.Millisecond)
	if !p.GoOn(iteration(1, -paceFall), 900*time.Millisecond) {
		t.Fatal("the score fell by a fifth: stopped at 900 ms")
	}
	p = paceOf(5 * time.Second)
	p.GoOn(iteration(1, 0), 10*time.Millisecond)
	if !p.GoOn(iteration(1, -paceSteepFall), 1400*time.Millisecond) {
		t.Fatal("the score fell by a half: stopped at 1.4 s")
	}
	p = paceOf(5 * time.Second)
	p.GoOn(iteration(1, 0), 10*time.Millisecond)
	if p.GoOn(iteration(1, 5), 900*time.Millisecond) {
		t.Fatal("the score rose: went on at 900 ms of a 1 s target")
	}
}

func TestPaceNeverPlansPastMost(t *testing.T) {
	p := paceOf(1200 * time.Millisecond)
	p.GoOn(iteration(1, 0), 10*time.Millisecond)
	if p.GoOn(iteration(2, -100), 700*time.Millisecond) {
		t.Fatal("went on at 700 ms with at most 1.2 s to spend")
	}
}
