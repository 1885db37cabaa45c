package alice

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// checkSound fails the test unless every card's true place is among those k
// allows.
func checkSound(t *testing.T, s State, k *knowledge, what string) {
	t.Helper()
	for c := Card(0); c < NumCards; c++ {
		switch h := holder(s, c); {
		case h >= 0:
			if k.place[c] != inHand || k.mask[c]&bit(h) == 0 {
				t.Fatalf("step %d, %s: %s is in seat %d's hand, but the model says place %d mask %07b",
					s.Step, what, c, h, k.place[c], k.mask[c])
			}
		case slices.Contains(s.Table, c):
			if k.place[c] != inPlay {
				t.Fatalf("step %d, %s: %s is on the table, the model says place %d", s.Step, what, c, k.place[c])
			}
		default:
			owner, hidden := maker(s, c.Set())
			if hidden && owner != k.viewer {
				if k.place[c] != inHand || k.mask[c]&pileBit == 0 {
					t.Fatalf("step %d, %s: %s lies in seat %d's face-down set, the model says place %d mask %07b",
						s.Step, what, c, owner, k.place[c], k.mask[c])
				}
			} else if k.place[c] != gone {
				t.Fatalf("step %d, %s: %s is in a known set, the model says place %d", s.Step, what, c, k.place[c])
			}
		}
	}
}

// holder returns the seat holding c in hand, or −1.
func holder(s State, c Card) int {
	for p := range s.Players {
		if s.holds(p, c) {
			return p
		}
	}
	return -1
}

// maker returns who made set and whether it was laid down before play.
func maker(s State, set int) (int, bool) {
	for p, made := range s.Sets {
		for _, m := range made {
			if m.Set == set {
				return p, m.Hidden
			}
		}
	}
	return -1, false
}

func TestMemoryNeverRulesOutTheTruth(t *testing.T) {
	for g := range 60 {
		levels := mixedLevels(g)
		memories := make([]*Memory, len(levels))
		for p := range memories {
			memories[p] = NewMemory(p)
		}
		selfPlay(t, uint64(g)+500, levels, func(_ State, _ Action, s State) {
			for p, m := range memories {
				v := s.View(p)
				m.Observe(v)
				checkSound(t, s, &m.mine, "what the seat saw")
				checkSound(t, s, &m.public, "what everyone saw")
				k := m.mine
				k.deduce(v.Counts)
				checkSound(t, s, &k, "what the seat deduced")
				pub := m.public
				pub.deduce(v.Counts)
				checkSound(t, s, &pub, "what everyone deduced")
				odds := k.odds(v.Counts)
				for c := range odds {
					sum := 0.0
					for j, x := range odds[c] {
						sum += x
						if x > 0 && (k.place[c] != inHand || k.mask[c]&(1<<j) == 0) {
							t.Fatalf("card %d is given odds %.2f at place %d, which the model rules out", c, x, j)
						}
					}
					if k.place[c] == inHand && math.Abs(sum-1) > 1e-6 {
						t.Fatalf("the odds of card %d add up to %.3f", c, sum)
					}
				}
			}
		})
	}
}

func TestMemoryRebuildsFromTheLog(t *testing.T) {
	levels := []Level{Expert, Hard, Medium, Easy}
	memories := make([]*Memory, len(levels))
	for p := range memories {
		memories[p] = NewMemory(p)
	}
	var last State
	selfPlay(t, 77, levels, func(_ State, _ Action, s State) {
		if s.Step%10 == 0 {
			for p, m := range memories {
				m.Observe(s.View(p))
			}
		}
		last = s
	})
	for p, m := range memories {
		v := last.View(p)
		m.Observe(v)
		fresh := NewMemory(p)
		fresh.Observe(v)
		if !reflect.DeepEqual(m, fresh) {
			t.Errorf("seat %d: a memory kept up during play differs from one rebuilt from the log", p)
		}
	}
	// A log from another game (after a load or an undo) starts it afresh.
	other, _ := NewGame(4, 1, rand.New(rand.NewPCG(9, 9)))
	m := memories[0]
	m.Observe(other.View(0))
	fresh := NewMemory(0)
	fresh.Observe(other.View(0))
	if !reflect.DeepEqual(m, fresh) {
		t.Error("a memory given another game's view did not start afresh")
	}
}
