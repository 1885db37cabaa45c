package doublechess

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestDeadArmyMovesJudgedInFullOnlyWhenTheyMayOpenTheMate: with White
// checkmated by Red's bishop on i13, only the bishop's six moves can open
// the mate, and only they are judged on the position after them; Legal
// there was two hundred times slower than from the start, judging all 22.
func TestDeadArmyMovesJudgedInFullOnlyWhenTheyMayOpenTheMate(t *testing.T) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	p := &s.pos
	var z releaseZone
	var judged []string
	for _, m := range p.generate(p.turn, nil) {
		if z.mayRelease(p, m, p.turn) {
			judged = append(judged, public(m).String())
		}
	}
	want := []string{"i13-c7", "i13-d8", "i13-e9", "i13-f10", "i13-g11", "i13-h12"}
	if slices.Sort(judged); !slices.Equal(judged, want) {
		t.Errorf("moves judged in full %v, want %v", judged, want)
	}
}

// TestReleaseZoneChangesNoMove plays random games rich in checkmates and,
// wherever an adversary of the player to move is dead, compares his legal
// moves with those found by judging every move in full.
func TestReleaseZoneChangesNoMove(t *testing.T) {
	games := 60
	if slow() {
		games = 2000
	}
	rng := rand.New(rand.NewPCG(99, 3))
	seen := 0
	for g := range games {
		s, _ := NewGame(Rules{First: Colors[g%4]})
		randomGame(s, rng, 100000, aggressive, func(st State, _ Move) {
			p := &st.pos
			if p.isDead(p.turn) || !p.adversaryDead(p.turn) {
				return
			}
			seen++
			got := p.legalMoves(nil)
			want := legalMovesJudgedInFull(p)
			if !slices.Equal(got, want) {
				t.Fatalf("in %s the moves differ:\nwith the zone %v\njudged in full %v", st.FEN4(), got, want)
			}
		})
	}
	if seen < 100 {
		t.Errorf("only %d positions with a dead adversary", seen)
	}
}

// legalMovesJudgedInFull is legalMoves without the release zone, for a
// player who is alive.
func legalMovesJudgedInFull(p *position) []move {
	col := p.turn
	inCheck := p.inCheck(col)
	var out []move
	for _, m := range p.generate(col, nil) {
		if !p.legal(m, col, inCheck) {
			continue
		}
		q := p.afterAt(m, 0)
		if q.safeFromReleased(p, col) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		out = append(out, passMove)
	}
	return out
}

// TestQuickReleaseJudgementMatchesFullJudgement plays random games rich in
// checkmates and, in every position with a dead army, judges each move of
// each living player with a dead adversary (as though it were his turn)
// both ways: through the release zone and releaseLegal, and on the
// position after it with all four armies judged again. Every move the
// zone sends to releaseLegal is counted, so that the test cannot pass
// without exercising it.
func TestQuickReleaseJudgementMatchesFullJudgement(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 12))
	quick := 0
	for g := range 100 {
		s, _ := NewGame(Rules{First: Colors[(g+1)%4]})
		randomGame(s, rng, 100000, aggressive, func(st State, _ Move) {
			p := &st.pos
			if p.dead == 0 {
				return
			}
			for _, col := range Colors {
				if p.isDead(col) || !p.adversaryDead(col) {
					continue
				}
				inCheck := p.inCheck(col)
				var z releaseZone
				for _, m := range p.generate(col, nil) {
					got := p.legalAt(m, col, inCheck, 0, &z)
					if z.usable && z.mayRelease(p, m, col) && p.legal(m, col, inCheck) {
						quick++
					}
					want := p.legal(m, col, inCheck)
					if want {
						q := p.afterAt(m, 0)
						want = q.safeFromReleased(p, col)
					}
					if got != want {
						t.Fatalf("in %s, %v's move %v: legal %v through the zone, %v judged in full", st.FEN4(), col, public(m), got, want)
					}
				}
			}
		})
	}
	if quick < 1000 {
		t.Errorf("only %d moves judged by releaseLegal", quick)
	}
	t.Logf("%d moves judged by releaseLegal", quick)
}

// compareMoves orders moves by From, To and promotion, passes first: the
// order Legal promises.
func compareMoves(a, b Move) int {
	if a.Pass != b.Pass {
		if a.Pass {
			return -1
		}
		return 1
	}
	return cmp.Or(cmp.Compare(a.From, b.From), cmp.Compare(a.To, b.To), cmp.Compare(a.Promotion, b.Promotion))
}

// TestLegalWithADeadArmyMatchesTheCarefulJudgement plays seeded random
// games rich in checkmates and, wherever the player to move has a dead
// adversary, compares Legal, with its shortcuts (the release zone, the
// judgement made on the board itself, the lifted man's escape), with the
// moves found by judging every move on the position after it with the
// four armies judged again. Every list Legal returns is checked to be in
// its promised order. The moves that take the lifted man's shortcut are
// counted, so that the test cannot pass without it. PARLOUR_SLOW plays
// 3,000 games instead of 150.
func TestLegalWithADeadArmyMatchesTheCarefulJudgement(t *testing.T) {
	games := 150
	if slow() {
		games = 3000
	}
	rng := rand.New(rand.NewPCG(2026, 13))
	positions, shortcut := 0, 0
	for g := range games {
		s, _ := NewGame(Rules{First: Colors[(g+2)%4]})
		randomGame(s, rng, 100000, aggressive, func(st State, _ Move) {
			got := Legal(st)
			if !slices.IsSortedFunc(got, compareMoves) {
				t.Fatalf("in %s Legal is out of order: %v", st.FEN4(), got)
			}
			p := &st.pos
			if p.isDead(p.turn) || !p.adversaryDead(p.turn) {
				return
			}
			positions++
			var want []Move
			for _, m := range legalMovesJudgedInFull(p) {
				want = append(want, public(m))
			}
			slices.SortFunc(want, compareMoves)
			if !slices.Equal(got, want) {
				t.Fatalf("in %s the moves differ:\nLegal %v\njudged in full %v", st.FEN4(), got, want)
			}
			col := p.turn
			var z releaseZone
			for _, m := range p.generate(col, nil) {
				if p.legal(m, col, p.inCheck(col)) && z.mayRelease(p, m, col) && z.usable && kindOf(p.board[m.from()]) != King {
					z.liftAt(p, m.from(), 0)
					if z.lifted.frees(m.to(), int(p.kings[z.dead])) {
						shortcut++
					}
				}
			}
		})
	}
	if positions < 300 || shortcut < 1000 {
		t.Errorf("only %d positions with a dead adversary, %d moves through the lifted man's shortcut", positions, shortcut)
	}
	t.Logf("%d positions with a dead adversary, %d moves through the lifted man's shortcut", positions, shortcut)
}

// shutInAgain is a position from a random game: Green checkmated by
// White's rook on k5, White to move. Rook k5-e5 would let Green's king
// take it, but Green freed would checkmate Black, White's partner, and
// with Black dead that capture is no escape: judged with the four armies,
// Green stays checkmated and the move is legal.
const shutInAgain = "Y-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-10-7,yK,1,yR,4/14/3,yP,5,yP,4/bR,2,bP,yP,yP,6,gP,1/1,bP,6,yP,gP,4/2,bP,8,gK,2/1,bN,bP,3,yP,yP,3,gP,2/4,rB,9/7,gP,6/3,bK,6,yR,3/2,bP,yN,gR,9/3,rK,5,rP,4/3,rP,3,bN,rP,5/14"

// TestAMoveWhoseReleaseShutsTheArmyInAgainIsLegal: Legal used to refuse
// rook k5-e5 in shutInAgain, taking Green for freed (his king could take
// the rook) and the freed army for attacking Black, while the judgement
// of the position after it, which the search and Apply make, keeps Green
// checkmated and allows the move.
func TestAMoveWhoseReleaseShutsTheArmyInAgainIsLegal(t *testing.T) {
	s, err := ParseFEN4(shutInAgain, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	m := Move{From: sq(t, "k5"), To: sq(t, "e5")}
	if !slices.Contains(Legal(s), m) {
		t.Fatalf("%v is not among the legal moves %v", m, Legal(s))
	}
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	if !next.Checkmated(Green) || next.Checkmated(Black) {
		t.Errorf("after %v: Green checkmated %v, Black %v; want Green still mated, Black free", m, next.Checkmated(Green), next.Checkmated(Black))
	}
}

// TestSearchSkipsTheMateProofOnlyWhereTheZoneShowsIt plays the seeded
// random games of TestLegalWithADeadArmyMatchesTheCarefulJudgement and,
// wherever the player to move has a dead adversary, plays every
// pseudo-legal move through the search's Play, which takes a move outside
// the release zone to leave the adversary checkmated without proving it
// again, and through the careful way (the position after it judged in
// full, then safeFromReleased). Both must accept the same moves and make
// the same positions. The moves that take the shortcut are counted, so
// that the test cannot pass without it.
func TestSearchSkipsTheMateProofOnlyWhereTheZoneShowsIt(t *testing.T) {
	games := 150
	if slow() {
		games = 3000
	}
	rng := rand.New(rand.NewPCG(2026, 13))
	var g game
	shortcut := 0
	for n := range games {
		s, _ := NewGame(Rules{First: Colors[(n+2)%4]})
		randomGame(s, rng, 100000, aggressive, func(st State, _ Move) {
			p := &st.pos
			if p.isDead(p.turn) || !p.adversaryDead(p.turn) {
				return
			}
			g.Set(st)
			g.lookForCheck()
			col, inCheck := p.turn, p.inCheck(p.turn)
			for _, m := range p.generate(col, nil) {
				careful := p.legal(m, col, inCheck)
				var want position
				if careful {
					want = p.afterAt(m, 0)
					careful = want.safeFromReleased(p, col)
				}
				if !g.zone[0].mayRelease(p, m, col) {
					shortcut++
				}
				played := g.Play(m)
				if played != careful {
					t.Fatalf("in %s move %s: the search's Play says %v, the careful judgement %v", st.FEN4(), public(m), played, careful)
				}
				if played {
					if g.stack[1] != want {
						t.Fatalf("in %s move %s: the search's position differs from the careful judgement's", st.FEN4(), public(m))
					}
					g.Undo()
				}
			}
		})
	}
	if shortcut < 1000 {
		t.Errorf("only %d moves took the zone's shortcut", shortcut)
	}
	t.Logf("%d moves took the zone's shortcut", shortcut)
}
