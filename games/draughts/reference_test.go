package draughts

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A reference move generator written straight from the rules, on a grid of
// squares, to check the bitboard generators against. It is slow and
// simple on purpose.

type refBoard struct {
	v    Variant
	n    int
	grid [10][10]*Piece
	side Color
}

func refFrom(s State) *refBoard {
	v := s.Rules().Variant
	b := &refBoard{v: v, n: v.BoardSize(), side: s.Turn()}
	for sq := 1; sq <= v.Squares(); sq++ {
		if p, ok := s.Piece(sq); ok {
			r, c, _ := Coords(v, sq)
			b.grid[r][c] = &p
		}
	}
	return b
}

func (b *refBoard) in(r, c int) bool { return r >= 0 && c >= 0 && r < b.n && c < b.n }

// refMove is a move as (from, to, sorted captured squares).
type refMove struct {
	from, to int
	caps     string
}

func (b *refBoard) moves() []refMove {
	var caps []refMove
	var quiet []refMove
	dirs := [4][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
	fwd := -1 // White moves up
	if b.side == Black {
		fwd = 1
	}
	for r := range b.n {
		for c := range b.n {
			p := b.grid[r][c]
			if p == nil || p.Color != b.side {
				continue
			}
			from := SquareAt(b.v, r, c)
			flying := p.King && b.v == Polish
			// Ordinary moves.
			for _, d := range dirs {
				if !p.King && d[0] != fwd {
					continue
				}
				for k := 1; ; k++ {
					rr, cc := r+k*d[0], c+k*d[1]
					if !b.in(rr, cc) || b.grid[rr][cc] != nil {
						break
					}
					quiet = append(quiet, refMove{from, SquareAt(b.v, rr, cc), ""})
					if !flying {
						break
					}
				}
			}
			// Captures, by depth-first search over the jumps.
			b.grid[r][c] = nil
			taken := map[[2]int]bool{}
			var walk func(r, c int)
			walk = func(r, c int) {
				found := false
				for _, d := range dirs {
					if !p.King && b.v != Polish && d[0] != fwd {
						continue
					}
					// Find the piece to jump.
					k := 1
					for flying && b.in(r+k*d[0], c+k*d[1]) && b.grid[r+k*d[0]][c+k*d[1]] == nil {
						k++
					}
					or, oc := r+k*d[0], c+k*d[1]
					if !b.in(or, oc) || b.grid[or][oc] == nil || b.grid[or][oc].Color == b.side || taken[[2]int{or, oc}] {
						continue
					}
					for j := 1; ; j++ {
						lr, lc := or+j*d[0], oc+j*d[1]
						if !b.in(lr, lc) || b.grid[lr][lc] != nil {
							break
						}
						found = true
						taken[[2]int{or, oc}] = true
						crowned := !p.King && b.v != Polish && (lr == 0 || lr == b.n-1)
						if crowned {
							caps = append(caps, refMove{from, SquareAt(b.v, lr, lc), capsKey(b.v, taken)})
						} else {
							walk(lr, lc)
						}
						delete(taken, [2]int{or, oc})
						if !flying {
							break
						}
					}
				}
				if !found && len(taken) > 0 {
					caps = append(caps, refMove{from, SquareAt(b.v, r, c), capsKey(b.v, taken)})
				}
			}
			walk(r, c)
			b.grid[r][c] = p
		}
	}
	if len(caps) == 0 {
		return dedupeRef(quiet)
	}
	if b.v == Polish {
		most := 0
		for _, m := range caps {
			most = max(most, len(strings.Fields(strings.Trim(m.caps, "[]"))))
		}
		caps = slices.DeleteFunc(caps, func(m refMove) bool { return len(strings.Fields(strings.Trim(m.caps, "[]"))) < most })
	}
	return dedupeRef(caps)
}

func capsKey(v Variant, taken map[[2]int]bool) string {
	var sqs []int
	for rc := range taken {
		sqs = append(sqs, SquareAt(v, rc[0], rc[1]))
	}
	slices.Sort(sqs)
	return fmt.Sprint(sqs)
}

func dedupeRef(ms []refMove) []refMove {
	seen := map[refMove]bool{}
	var out []refMove
	for _, m := range ms {
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b refMove) int {
		return strings.Compare(fmt.Sprint(a), fmt.Sprint(b))
	})
	return out
}

func engineRefMoves(s State) []refMove {
	var out []refMove
	for _, m := range Legal(s) {
		caps := ""
		if m.IsCapture() {
			c := slices.Clone(m.Captured)
			slices.Sort(c)
			caps = fmt.Sprint(c)
		}
		out = append(out, refMove{m.From, m.To, caps})
	}
	return dedupeRef(out)
}

// randomState places pieces at random: up to max a side, some of them
// kings, no man on its own crowning row.
func randomState(t testing.TB, rng *rand.Rand, v Variant, most int) State {
	t.Helper()
	n := v.Squares()
	perm := rng.Perm(n)
	var lists [2][]string
	k := 0
	for c := range 2 {
		count := 1 + rng.IntN(most)
		for range count {
			sq := perm[k] + 1
			k++
			row, _, _ := Coords(v, sq)
			king := rng.IntN(3) == 0
			if !king && (c == int(Black) && row == v.BoardSize()-1 || c == int(White) && row == 0) {
				king = true
			}
			if king {
				lists[c] = append(lists[c], fmt.Sprintf("K%d", sq))
			} else {
				lists[c] = append(lists[c], fmt.Sprint(sq))
			}
		}
	}
	turn := "B"
	if rng.IntN(2) == 0 {
		turn = "W"
	}
	fen := fmt.Sprintf("%s:W%s:B%s", turn, strings.Join(lists[White], ","), strings.Join(lists[Black], ","))
	return mustFEN(t, Rules{Variant: v}, fen)
}

// TestGeneratorsMatchReference compares the legal moves of the bitboard
// generators with the reference generator on thousands of random
// positions full of kings, and checks that each move leaves the position
// the rules say.
func TestGeneratorsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, v := range []Variant{English, Polish} {
		multi, kingMulti := 0, 0
		for i := range 6000 {
			most := 12
			if v == Polish {
				most = 20
			}
			s := randomState(t, rng, v, 1+i%most)
			want := refFrom(s).moves()
			got := engineRefMoves(s)
			if !slices.Equal(got, want) {
				t.Fatalf("%s %s\n%s\nengine:    %v\nreference: %v", v, s.FEN(), diagram(s), got, want)
			}
			if n := countMoves(&s.pos, v, nil); n != len(want) {
				t.Fatalf("%s: bulk count %d, want %d", s.FEN(), n, len(want))
			}
			for _, m := range Legal(s) {
				checkApplied(t, s, m)
				if len(m.Captured) > 1 {
					multi++
					if p, _ := s.Piece(m.From); p.King {
						kingMulti++
					}
				}
			}
		}
		// The random positions must exercise long captures, by kings too.
		if multi < 500 || kingMulti < 200 {
			t.Errorf("%s: only %d multiple captures, %d by kings", v, multi, kingMulti)
		}
		t.Logf("%s: %d multiple captures, %d by kings", v, multi, kingMulti)
	}
}

// checkApplied checks the position after m: the piece moved, the captured
// pieces gone, crowning as the rules say, the turn passed.
func checkApplied(t *testing.T, s State, m Move) {
	t.Helper()
	next, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%s: Apply(%v): %v", s.FEN(), m, err)
	}
	v := s.Rules().Variant
	p, _ := s.Piece(m.From)
	q, ok := next.Piece(m.To)
	row, _, _ := Coords(v, m.To)
	crownRow := 0
	if p.Color == Black {
		crownRow = v.BoardSize() - 1
	}
	wantKing := p.King || row == crownRow
	if !ok || q.Color != p.Color || q.King != wantKing {
		t.Fatalf("%s: after %v square %d holds %v (ok=%v), want %v king=%v", s.FEN(), s.MoveText(m), m.To, q, ok, p.Color, wantKing)
	}
	for _, c := range m.Captured {
		if _, ok := next.Piece(c); ok {
			t.Fatalf("%s: after %v the captured piece on %d is still there", s.FEN(), s.MoveText(m), c)
		}
	}
	if m.From != m.To {
		if _, ok := next.Piece(m.From); ok {
			t.Fatalf("%s: after %v square %d is not empty", s.FEN(), s.MoveText(m), m.From)
		}
	}
	if next.Turn() != s.Turn().Opponent() {
		t.Fatalf("the turn did not pass")
	}
	if len(m.Path) != len(m.Captured)+1 && m.IsCapture() {
		t.Fatalf("%v: path %v does not fit %d captures", m, m.Path, len(m.Captured))
	}
}
