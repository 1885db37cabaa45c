package draughts

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestSelfPlayRandomGames plays hundreds of games of random legal moves
// (and random huffs) in every variant and set of rules, checking at each
// step that nothing panics, that pieces never grow in number, that a
// capture removes exactly the pieces it names, and that every game ends.
func TestSelfPlayRandomGames(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 50
	}
	rules := []Rules{{}, {Variant: Losing}, {Variant: Polish}, {Draws: Victorian}, {Huffing: true}, {Variant: Losing, Huffing: true, Draws: Victorian}}
	for _, r := range rules {
		rng := rand.New(rand.NewPCG(uint64(r.Variant)+1, uint64(r.Draws)*2+boolBit(r.Huffing)))
		longest, total := 0, 0
		ends := map[Status]int{}
		for range games {
			s, err := NewGame(r)
			if err != nil {
				t.Fatal(err)
			}
			plies := 0
			for ; Outcome(s).Status == Ongoing; plies++ {
				if plies > 20000 {
					t.Fatalf("%v: no end after %d plies: %s", r, plies, s.FEN())
				}
				if hs := s.HuffableSquares(); len(hs) > 0 && (rng.IntN(2) == 0 || len(Legal(s)) == 0) {
					h, err := s.Huff(hs[rng.IntN(len(hs))])
					if err != nil {
						t.Fatal(err)
					}
					if pieces(h) != pieces(s)-1 {
						t.Fatalf("a huff removed %d pieces", pieces(s)-pieces(h))
					}
					s = h
					if Outcome(s).Status != Ongoing {
						break
					}
				}
				ms := Legal(s)
				if len(ms) == 0 {
					t.Fatalf("%v: no legal move in an ongoing game: %s", r, s.FEN())
				}
				m := ms[rng.IntN(len(ms))]
				next, err := s.Apply(m)
				if err != nil {
					t.Fatalf("%v: %s: legal move %v refused: %v", r, s.FEN(), m, err)
				}
				opp := s.Turn().Opponent()
				if before, after := countAll(&s.pos, opp), countAll(&next.pos, opp); before-after != len(m.Captured) {
					t.Fatalf("%s: %v took %d pieces, named %d", s.FEN(), m, before-after, len(m.Captured))
				}
				if pieces(next) > pieces(s) || kingsOf(next, s.Turn()) < kingsOf(s, s.Turn()) {
					t.Fatalf("%s: %v: pieces grew or a king was lost", s.FEN(), m)
				}
				s = next
			}
			ends[Outcome(s).Status]++
			longest = max(longest, plies)
			total += plies
		}
		t.Logf("%v: %d games, %v, longest %d plies, average %d", r, games, ends, longest, total/games)
	}
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func pieces(s State) int { return bits.OnesCount64(s.pos.occupied()) }

func kingsOf(s State, c Color) int { return bits.OnesCount64(s.pos.pieces[c] & s.pos.kings) }
