package circularchess

import (
	"math/rand/v2"
	"testing"

	"parlour/games/internal/engine"
)

// TestEveryMoveTagFitsTheTable: the table keeps engine.TagBits of a tag,
// so every move's tag must fit them, be no zero (which is no move), and
// tell apart the moves of one position, over random games of both rules.
func TestEveryMoveTagFitsTheTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, r := range []Rules{{}, {Variant: Byzantine}} {
		for range 20 {
			s, err := NewGame(r)
			if err != nil {
				t.Fatal(err)
			}
			for range 80 {
				legal := Legal(s)
				if len(legal) == 0 {
					break
				}
				seen := map[moveTag]Move{}
				for _, m := range legal {
					tag := tagOf(m)
					if tag == 0 || tag >= 1<<engine.TagBits {
						t.Fatalf("%s: %v has the tag %#x", s.FEN(), m, tag)
					}
					if other, ok := seen[tag]; ok {
						t.Fatalf("%s: %v and %v share the tag %#x", s.FEN(), m, other, tag)
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
