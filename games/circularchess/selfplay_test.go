package circularchess

import (
	"context"
	"math/rand/v2"
	"parlour/games/level"
	"testing"
)

// tally counts what happened in a batch of games.
type tally struct {
	ends                          map[Reason]int
	promotions, enPassant, headOn int
	plies, longest                int
}

// checkMove plays the legal move m in s and checks what it did: one man at
// most taken, none added, the kings kept, the hash kept up to date.
func checkMove(t *testing.T, s State, m Move, tl *tally) State {
	t.Helper()
	next, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%s: the legal move %v is refused: %v", s.FEN(), m, err)
	}
	us, them := s.Turn(), s.Turn().Opponent()
	ours, theirs := len(s.Cells(us, NoKind)), len(s.Cells(them, NoKind))
	ours2, theirs2 := len(next.Cells(us, NoKind)), len(next.Cells(them, NoKind))
	pc, _ := s.Piece(m.From)
	switch {
	case theirs-theirs2 != 0 && theirs-theirs2 != 1:
		t.Fatalf("%s: %v took %d men", s.FEN(), m, theirs-theirs2)
	case ours2 == ours-2 && s.rules.Variant == Byzantine && pc.Kind == Pawn:
		tl.headOn++
	case ours2 != ours:
		t.Fatalf("%s: %v changed the mover's men from %d to %d", s.FEN(), m, ours, ours2)
	}
	if _, captured := s.Piece(m.To); pc.Kind == Pawn && !captured && m.From.ringIndex() != m.To.ringIndex() {
		tl.enPassant++
	}
	if m.Promotion != NoKind {
		tl.promotions++
		if got, _ := next.Piece(m.To); got != (Piece{us, m.Promotion}) {
			t.Fatalf("%s: %v left %v", s.FEN(), m, got)
		}
	}
	for _, c := range []Color{White, Black} {
		if len(next.Cells(c, King)) != 1 {
			t.Fatalf("%s: %v has %d kings", next.FEN(), c, len(next.Cells(c, King)))
		}
	}
	if next.pos.key != next.pos.computeKey() {
		t.Fatalf("%s after %v: the hash is not the position's", next.FEN(), m)
	}
	return next
}

// checkEnd verifies the ending of a finished game against the rules,
// using the reference generator where moves decide it.
func checkEnd(t *testing.T, s State, plies []State) {
	t.Helper()
	o := Outcome(s)
	ref := refOf(s)
	noMoves := len(ref.legal()) == 0
	us := s.Turn()
	mated := noMoves && ref.play(refMove{}).kingTakenNull(us)
	bare := func(c Color) bool { return len(s.Cells(c, NoKind)) == 1 }
	ok := true
	switch o.Reason {
	case Checkmate:
		ok = mated && o.Status == Win && o.Winner == us.Opponent()
	case Stalemate:
		ok = noMoves && !mated && (o.Status == Draw) == (s.rules.Variant == Modern)
	case BareKing:
		ok = s.rules.Variant == Byzantine && (bare(us) || bare(us.Opponent())) && o.Status == Win && !bare(o.Winner)
	case BareKings:
		ok = bare(us) && bare(us.Opponent())
	case Repetition:
		n := 0
		for _, p := range plies {
			if p.pos == s.pos {
				n++
			}
		}
		ok = n >= 3 && !noMoves
	case FiftyMoves:
		ok = s.HalfmoveClock() >= 100 && !noMoves
	case InsufficientMaterial:
		ok = s.rules.Variant == Modern && len(s.Cells(White, NoKind))+len(s.Cells(Black, NoKind)) <= 4+len(s.Cells(White, Bishop))+len(s.Cells(Black, Bishop))
	default:
		ok = false
	}
	if !ok {
		t.Fatalf("%s: the game ended %v (%v), which the position does not bear out", s.FEN(), o, o.Reason)
	}
}

// kingTakenNull reports whether, with the move given to side c's opponent,
// that opponent could take c's king: whether c stands in check.
func (b refBoard) kingTakenNull(c Color) bool {
	b.side = c.Opponent()
	return b.kingTaken(c.Opponent())
}

// TestRandomGamesKeepTheRules plays games of random legal moves under each
// set of rules, checking every move and every ending.
func TestRandomGamesKeepTheRules(t *testing.T) {
	games := 300
	if slow() {
		games = 5000
	}
	for _, r := range []Rules{modern, {EnPassant: true}, byzantine} {
		rng := rand.New(rand.NewPCG(31, uint64(r.Variant)*2+boolBit(r.EnPassant)))
		tl := tally{ends: map[Reason]int{}}
		for range games {
			s, _ := NewGame(r)
			var seen []State
			plies := 0
			for ; Outcome(s).Status == Ongoing; plies++ {
				if plies > 5000 {
					t.Fatalf("%v: no end after %d plies: %s", r, plies, s.FEN())
				}
				seen = append(seen, s)
				s = checkMove(t, s, randomMove(s, rng), &tl)
			}
			seen = append(seen, s)
			checkEnd(t, s, seen)
			tl.ends[Outcome(s).Reason]++
			tl.plies += plies
			tl.longest = max(tl.longest, plies)
		}
		t.Logf("%v: %d games, ends %v, %d promotions, %d en passant, %d head-on removals, longest %d plies, average %d",
			r, games, tl.ends, tl.promotions, tl.enPassant, tl.headOn, tl.longest, tl.plies/games)
		switch {
		case r.Variant == Modern && tl.promotions == 0:
			t.Errorf("%v: no promotion in %d games", r, games)
		case r.EnPassant && tl.enPassant == 0:
			t.Errorf("%v: no en passant in %d games", r, games)
		case !r.EnPassant && tl.enPassant != 0:
			t.Errorf("%v: %d en passant captures", r, tl.enPassant)
		case r.Variant == Byzantine && tl.headOn == 0:
			t.Errorf("%v: no pawns met head-on in %d games", r, games)
		}
	}
}

// randomMove picks one of the legal moves at random, but an en passant
// capture, which random play seldom meets, half the time it is there.
func randomMove(s State, rng *rand.Rand) Move {
	ms := Legal(s)
	if ep := s.EnPassant(); ep != NoCell && rng.IntN(2) == 0 {
		for _, m := range ms {
			if pc, _ := s.Piece(m.From); m.To == ep && pc.Kind == Pawn {
				return m
			}
		}
	}
	return ms[rng.IntN(len(ms))]
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// TestComputerPlaysWholeGames lets computer players finish games under
// both rule sets and checks every move and the ending.
func TestComputerPlaysWholeGames(t *testing.T) {
	pairs := [][2]Level{{level.Easy, level.Medium}}
	if slow() {
		pairs = append(pairs, [2]Level{level.Medium, level.Hard}, [2]Level{level.Hard, level.Easy})
	}
	for _, r := range []Rules{modern, byzantine} {
		for i, pair := range pairs {
			rng := rand.New(rand.NewPCG(uint64(i), 77))
			s, _ := NewGame(r)
			tl := tally{ends: map[Reason]int{}}
			var seen []State
			for Outcome(s).Status == Ongoing {
				seen = append(seen, s)
				m := Choose(context.Background(), s, pair[int(s.Turn())], rng)
				s = checkMove(t, s, m, &tl)
			}
			seen = append(seen, s)
			checkEnd(t, s, seen)
			t.Logf("%v, %v (White) against %v: %v after %d plies", r, pair[0], pair[1], Outcome(s), len(seen)-1)
		}
	}
}
