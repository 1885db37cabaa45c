package alice

import (
	"context"
	"math/rand/v2"
	"testing"
)

// BenchmarkChooseExpert times one Expert decision in the middle of a
// four-player game.
func BenchmarkChooseExpert(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	s, _ := NewGame(4, 0, rng)
	for range 30 {
		s, _ = s.Apply(Choose(context.Background(), s.View(s.ToAct()), nil, Easy, rng))
	}
	for s.Phase == PhaseForfeit || s.Phase == PhaseLead {
		s, _ = s.Apply(Choose(context.Background(), s.View(s.ToAct()), nil, Easy, rng))
	}
	v := s.View(s.ToAct())
	m := NewMemory(v.Seat)
	m.Observe(v)
	b.ResetTimer()
	for range b.N {
		Choose(context.Background(), v, m, Expert, rng)
	}
}

// BenchmarkGame times a whole four-player game between Expert players.
func BenchmarkGame(b *testing.B) {
	levels := []Level{Expert, Expert, Expert, Expert}
	for i := range b.N {
		playOut(i%4, levels, rand.New(rand.NewPCG(uint64(i), 3)))
	}
}
