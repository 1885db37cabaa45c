package draughts

import (
	"math/rand/v2"
	"testing"
)

// TestPerft8MatchesTheTableWalk checks the perft-only 8×8 generator
// against the general one (gen8paths and play, as Divide uses them) on
// random positions: some reached by random play, some with men and kings
// scattered over the board, either side to move.
func TestPerft8MatchesTheTableWalk(t *testing.T) {
	if toGhost(1<<32-1) != ghostBoard || toGhost(geo8.crown[Black]) != ghostCrownB || toGhost(geo8.crown[White]) != ghostCrownW {
		t.Fatal("ghost layout constants")
	}
	r := rand.New(rand.NewPCG(8, 1))
	check := func(p position, depth int) {
		t.Helper()
		want := perft(p, English, depth, perftBufs(depth))
		if got := perft8Start(p, depth); got != want {
			t.Fatalf("pieces %#x %#x kings %#x side %v: perft(%d) = %d, want %d",
				p.pieces[Black], p.pieces[White], p.kings, p.side, depth, got, want)
		}
	}
	games := 200
	if testing.Short() {
		games = 40
	}
	for range games {
		p := startPosition(English)
		for ply := 0; ply < 120; ply++ {
			list := gen8paths(&p, nil, true, false)
			if len(list) == 0 {
				break
			}
			if ply%7 == 0 {
				check(p, 1+r.IntN(4))
			}
			p = p.play(list[r.IntN(len(list))], crownRow(&p, English))
		}
	}
	for range 20 * games {
		var p position
		p.side = Color(r.IntN(2))
		n := 2 + r.IntN(14)
		for range n {
			cell := r.IntN(32)
			bit := uint64(1) << cell
			if p.occupied()&bit != 0 {
				continue
			}
			c := Color(r.IntN(2))
			king := r.IntN(3) == 0
			if !king && geo8.crown[c]&bit != 0 {
				king = true // a man never stands on its crowning row
			}
			p.pieces[c] |= bit
			if king {
				p.kings |= bit
			}
		}
		check(p, 1+r.IntN(4))
	}
}
