package doublechess

import (
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
