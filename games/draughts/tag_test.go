package draughts

import (
	"math/rand/v2"
	"testing"

	"parlour/games/internal/engine"
)

// TestEveryMoveTagFitsTheTable: the table keeps engine.TagBits of a tag,
// so every move's tag must fit them and be no zero (which is no move).
// Moves of one position may share a tag only when they join the same
// squares and differ in the men they take (the tag folds those).
func TestEveryMoveTagFitsTheTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, r := range []Rules{{}, {Variant: Losing}, {Variant: Polish}} {
		for range 20 {
			s, err := NewGame(r)
			if err != nil {
				t.Fatal(err)
			}
			for range 120 {
				legal := Legal(s)
				if len(legal) == 0 {
					break
				}
				seen := map[moveTag]move{}
				for _, m := range generate(&s.pos, s.rules, nil) {
					tag := tagOf(m)
					if tag == 0 || tag >= 1<<engine.TagBits {
						t.Fatalf("%v: a move from %d to %d has the tag %#x", r, m.from, m.to, tag)
					}
					if other, ok := seen[tag]; ok && (other.from != m.from || other.to != m.to) {
						t.Fatalf("%v: moves %d-%d and %d-%d share the tag %#x", r, m.from, m.to, other.from, other.to, tag)
					}
					seen[tag] = m
				}
				if s, err = s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
