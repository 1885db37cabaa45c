package doublechess

import (
	"context"
	"fmt"
	"math/rand/v2"
	"parlour/games/level"
	"slices"
	"strings"
	"testing"
)

// TestRandomGamesKeepTheRules plays random games to their end, a third of
// them seeking checks, and checks after every quarter-move that nothing
// the rules forbid has happened. The default run plays 150 games; with
// PARLOUR_SLOW set it plays 10,000, every tenth position of each also
// checked by the reference generator.
func TestRandomGamesKeepTheRules(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 40
	}
	if slow() {
		games = 10000
	}
	rng := rand.New(rand.NewPCG(2026, 6))
	results := map[string]int{}
	for g := range games {
		s, _ := NewGame(Rules{First: Colors[g%4]})
		pol := uniform
		if g%3 == 2 {
			pol = aggressive
		}
		ply := 0
		s = randomGame(s, rng, 100000, pol, func(st State, m Move) {
			if err := keepsTheRules(st, m); err != nil {
				t.Fatalf("game %d, quarter-move %d: %v\nposition %s", g, ply, err, st.FEN4())
			}
			if slow() && ply%10 == 0 {
				crossCheck(t, st, false)
			}
			ply++
		})
		v := Outcome(s)
		if err := verdictAllowed(s, v); err != nil {
			t.Fatalf("game %d: %v\nposition %s", g, err, s.FEN4())
		}
		reason, _, _ := strings.Cut(v.Reason, ":")
		results[reason]++
	}
	t.Logf("%d games: %v", games, results)
}

// keepsTheRules checks the move m played in s, and the state after it.
func keepsTheRules(s State, m Move) error {
	mover := s.Turn()
	legal := Legal(s)
	if !slices.Contains(legal, m) {
		return fmt.Errorf("%v is not among the legal moves", m)
	}
	if s.Checkmated(mover) && !m.Pass {
		return fmt.Errorf("the dead army of %v moves: %v", mover, m)
	}
	if m.Pass && len(legal) != 1 {
		return fmt.Errorf("%v passes with moves to make", mover)
	}
	next, err := s.Apply(m)
	if err != nil {
		return err
	}
	men := func(st State) (n int) {
		for _, c := range Colors {
			n += len(st.Men(c))
		}
		return n
	}
	_, capture := s.Piece(m.To)
	if m.Pass {
		capture = false
	}
	if want := men(s) - map[bool]int{true: 1}[capture]; men(next) != want {
		return fmt.Errorf("%v: %d men left, want %d: men leave the board only when taken (rule 12)", m, men(next), want)
	}
	for _, c := range Colors {
		if s.Checkmated(c) && !slices.Equal(s.Men(c), next.Men(c)) {
			return fmt.Errorf("%v: the dead army of %v changed", m, c)
		}
		n := 0
		for _, q := range next.Men(c) {
			if p, _ := next.Piece(q); p.Kind == King {
				n++
			}
		}
		if n != 1 {
			return fmt.Errorf("%v: %v has %d kings", m, c, n)
		}
	}
	for _, c := range [2]Color{Black, White} {
		for _, a := range [2]Color{Green, Red} {
			k1, k2 := next.King(c), next.King(a)
			if max(abs(k1.File()-k2.File()), abs(k1.Rank()-k2.Rank())) == 1 {
				return fmt.Errorf("%v: the kings of %v and %v stand side by side (rule 10)", m, c, a)
			}
		}
	}
	if !m.Pass && !next.Checkmated(mover) && next.InCheck(mover) {
		return fmt.Errorf("%v leaves %v's own king in check", m, mover)
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// verdictAllowed checks that a finished game ended as the rules allow.
func verdictAllowed(s State, v Verdict) error {
	p := &s.pos
	switch {
	case v.Status == Ongoing:
		if len(Legal(s)) == 0 {
			return fmt.Errorf("the game goes on with no move to make")
		}
		return fmt.Errorf("a random game did not end")
	case v.Status == Win:
		loser := v.Winner.Other().Players()
		if !s.Checkmated(loser[0]) || !s.Checkmated(loser[1]) {
			return fmt.Errorf("won without a double checkmate: %+v", v)
		}
	case strings.Contains(v.Reason, "rule 19"):
		if p.pieces > 1 || (p.pieces == 1 && p.pawns > 0) {
			return fmt.Errorf("drawn for want of material with %d pieces and %d pawns", p.pieces, p.pawns)
		}
	case strings.HasPrefix(v.Reason, "stalemate"):
		col := s.Turn()
		switch {
		case p.end == releasedStalemate && p.hasLegalMove(p.endWho):
			return fmt.Errorf("stalemate, yet the released %v can move", p.endWho)
		case p.end != releasedStalemate && (!s.Checkmated(col.Partner()) || p.hasLegalMove(col)):
			return fmt.Errorf("stalemate while %v can move or his partner lives", col)
		}
	case strings.Contains(v.Reason, "rule 14"):
		if int(p.quiet) < s.rules.quietPlies() {
			return fmt.Errorf("given up after only %d quiet quarter-moves", p.quiet)
		}
	default:
		return fmt.Errorf("unknown ending %+v", v)
	}
	return nil
}

// TestComputerGamesEndAsTheRulesAllow plays whole games between computer
// players, checking every quarter-move as above: 12 games at Easy, and
// with PARLOUR_SLOW 4 more at Medium.
func TestComputerGamesEndAsTheRulesAllow(t *testing.T) {
	levels := []Level{level.Easy}
	games := 12
	if testing.Short() {
		games = 4
	}
	if slow() {
		levels = append(levels, level.Medium)
	}
	results := map[string]int{}
	for _, l := range levels {
		n := games
		if l == level.Medium {
			n = 4
		}
		for g := range n {
			rng := rand.New(rand.NewPCG(uint64(g), uint64(l)))
			s, _ := NewGame(Rules{First: DrawLots(rng)})
			for ply := 0; Outcome(s).Status == Ongoing; ply++ {
				m := Choose(context.Background(), s, l, rng)
				if err := keepsTheRules(s, m); err != nil {
					t.Fatalf("%v game %d, quarter-move %d: %v\nposition %s", l, g, ply, err, s.FEN4())
				}
				s, _ = s.Apply(m)
			}
			v := Outcome(s)
			if err := verdictAllowed(s, v); err != nil {
				t.Fatalf("%v game %d: %v\nposition %s", l, g, err, s.FEN4())
			}
			results[v.Result()]++
		}
	}
	t.Logf("results: %v", results)
}
