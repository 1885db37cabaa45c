package draughts

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSearchLeafSeesTheMovesTheGeneratorLists checks the search's view of
// a position beyond the horizon (Tactical, which on the 8×8 board does not
// list quiet moves) against the move generator, on positions reached by
// random play and on scattered men and kings, in English and Losing
// draughts: the same captures in the same order, and no moves exactly
// when the generator lists none.
func TestSearchLeafSeesTheMovesTheGeneratorLists(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 5))
	for _, v := range []Variant{English, Losing} {
		g := &game{}
		check := func(p position) {
			t.Helper()
			g.Set(newState(Rules{Variant: v}, p, 1))
			want := generate(&p, g.rules, nil)
			moves, stand, mayStand := g.Tactical(0, -winScore, winScore, nil)
			switch {
			case len(want) > 0 && want[0].caps != 0:
				if mayStand || !slices.Equal(moves, want) {
					t.Fatalf("%s: leaf lists %v (may stand %v), the generator %v", newState(g.rules, p, 1).FEN(), moves, mayStand, want)
				}
			case len(want) == 0:
				if !mayStand || len(moves) != 0 || stand != g.noMoves(0) {
					t.Fatalf("%s: no moves, yet the leaf says %v, %d, %v", newState(g.rules, p, 1).FEN(), moves, stand, mayStand)
				}
			default:
				if !mayStand || len(moves) != 0 || stand != evaluate(&p, g.rules) {
					t.Fatalf("%s: a quiet position, yet the leaf says %v, %d, %v", newState(g.rules, p, 1).FEN(), moves, stand, mayStand)
				}
			}
		}
		for range 100 {
			p := startPosition(v)
			for range 120 {
				check(p)
				list := generate(&p, Rules{Variant: v}, nil)
				if len(list) == 0 {
					break
				}
				p = p.play(list[rng.IntN(len(list))], crownRow(&p, v))
			}
		}
		for range 4000 {
			p := scattered8(rng)
			check(p)
		}
	}
}

// scattered8 is a position of up to fifteen men and kings at random on
// the 8×8 board, either side to move; some leave a side no move at all.
func scattered8(rng *rand.Rand) position {
	var p position
	p.side = Color(rng.IntN(2))
	for range 1 + rng.IntN(15) {
		cell := rng.IntN(32)
		bit := uint64(1) << cell
		if p.occupied()&bit != 0 {
			continue
		}
		c := Color(rng.IntN(2))
		p.pieces[c] |= bit
		if rng.IntN(3) == 0 || geo8.crown[c]&bit != 0 {
			p.kings |= bit // a man never stands on its crowning row
		}
	}
	return p
}

// TestSearchSeesADrawCountRunOutAsTheRulesDo checks that the search's
// test of a count run out (clocks.pliesLeft at 0 or less) is the rules'
// (clocks.drawn), for every set of draw rules and counts on either side
// of their limits.
func TestSearchSeesADrawCountRunOutAsTheRulesDo(t *testing.T) {
	rules := []Rules{{}, {Draws: Victorian}, {Variant: Losing}, {Variant: Losing, Draws: Victorian}, {Variant: Polish}}
	for _, r := range rules {
		for quiet := 0; quiet <= 90; quiet++ {
			for _, ending := range []int{-1, 0, 9, 10, 31, 32, 39, 40, 41} {
				for _, short := range []int{-1, 0, 9, 10, 11} {
					for _, notice := range []int{-1, 0, 79, 80, 81} {
						c := clocks{quiet: quiet, ending: ending, short: short, notice: notice}
						_, drawn := c.drawn(r)
						if ran := c.pliesLeft(r) <= 0; ran != drawn {
							t.Fatalf("%v, clocks %+v: plies left %d, drawn %v", r, c, c.pliesLeft(r), drawn)
						}
					}
				}
			}
		}
	}
}

// TestSearchKeepsTheDrawCountsAsTheRules plays random lines in the search's
// game under every set of draw rules and checks, at each ply, that what it
// keeps of the draw counts (the plies left, quicker for the modern rules)
// is what the rules' clocks say, and that the game's key is the position's.
func TestSearchKeepsTheDrawCountsAsTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 6))
	rules := []Rules{{}, {Draws: Victorian}, {Variant: Losing}, {Variant: Polish}}
	for _, r := range rules {
		for n := range 40 {
			s, _ := NewGame(r)
			if n%2 == 1 { // a position near the end of the counts
				s = mustFEN(t, r, "W:WK10,K14,29:BK1,K3")
				if r.Variant == Polish {
					s = mustFEN(t, r, "W:WK10,K14,46:BK1")
				}
			}
			g := &game{}
			g.Set(s)
			for ply := 0; ply < 100; ply++ {
				f := g.cur()
				if want := f.clocks.pliesLeft(g.rules); f.left != want {
					t.Fatalf("%v, game %d, ply %d: %d plies left kept, the clocks say %d", r, n, ply, f.left, want)
				}
				if f.key != f.pos.key() {
					t.Fatalf("%v, game %d, ply %d: key %x, the position's %x", r, n, ply, f.key, f.pos.key())
				}
				list := g.Moves(nil)
				if len(list) == 0 || f.left <= 0 || g.ply >= 120 {
					break
				}
				g.Play(list[rng.IntN(len(list))])
			}
		}
	}
}
