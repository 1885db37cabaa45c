package doublechess

import (
	"math/rand/v2"
	"testing"

	"parlour/games/internal/engine"
)

// TestEveryMoveTagFitsTheTable: the table keeps engine.TagBits of a tag,
// so every move's tag must fit them, be no zero (which is no move; a
// pass alone has none), and tell apart the moves of one position, over
// random games.
func TestEveryMoveTagFitsTheTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 10 {
		s, _ := NewGame(Rules{})
		for range 120 {
			moves := legalMoves(s)
			if len(moves) == 0 || Outcome(s).Status != Ongoing {
				break
			}
			seen := map[moveTag]move{}
			for _, m := range moves {
				tag := tagOf(m)
				if m.isPass() {
					if tag != 0 {
						t.Fatalf("a pass has the tag %#x", tag)
					}
					continue
				}
				if tag == 0 || tag >= 1<<engine.TagBits {
					t.Fatalf("move %#x has the tag %#x", uint32(m), tag)
				}
				if other, ok := seen[tag]; ok {
					t.Fatalf("moves %#x and %#x share the tag %#x", uint32(m), uint32(other), tag)
				}
				seen[tag] = m
			}
			next := Legal(s)
			var err error
			if s, err = s.Apply(next[rng.IntN(len(next))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
