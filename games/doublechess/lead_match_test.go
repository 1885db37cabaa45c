package doublechess

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"parlour/games/level"
)

// TestAimMatch plays the side that aims its attack (lead.go) against the
// side that does not, at Medium, each first mover in turn and each side
// in each seat: PARLOUR_AIM_MATCH=N games.
func TestAimMatch(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PARLOUR_AIM_MATCH"))
	if n == 0 {
		t.Skip("set PARLOUR_AIM_MATCH=N to play N games")
	}
	var won, drawn, lost int
	for g := 0; g < n; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 7))
		aiming := Side(g / 4 % 2)
		s, _ := NewGame(Rules{First: Colors[g%4]})
		for q := 0; q < 1200 && Outcome(s).Status == Ongoing; q++ {
			think := s
			if s.Turn().Side() != aiming {
				think.pos.aim = [2]uint8{}
				think.pos.leadOpen = false
			}
			m := Choose(context.Background(), think, level.Medium, rng)
			next, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
		v := Outcome(s)
		switch {
		case v.Status == Win && v.Winner == aiming:
			won++
		case v.Status == Win:
			lost++
		default:
			drawn++
		}
		t.Logf("game %d: aiming side %v, %v; so far won %d drawn %d lost %d: %.1f%%", g, aiming, v.Reason, won, drawn, lost, 100*(float64(won)+float64(drawn)/2)/float64(g+1))
	}
}
