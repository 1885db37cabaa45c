package doublechess

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A policy picks a move for a random game.
type policy func(s State, moves []Move, rng *rand.Rand) Move

// uniform picks any legal move.
func uniform(_ State, moves []Move, rng *rand.Rand) Move { return moves[rng.IntN(len(moves))] }

// aggressive gives check when it can, four times in five, so that its
// games see many checkmates.
func aggressive(s State, moves []Move, rng *rand.Rand) Move {
	if rng.IntN(5) > 0 {
		var checks []Move
		for _, m := range moves {
			if strings.ContainsAny(s.MoveText(m), "+#") {
				checks = append(checks, m)
			}
		}
		if len(checks) > 0 {
			return checks[rng.IntN(len(checks))]
		}
	}
	return uniform(s, moves, rng)
}

// randomGame plays moves picked by pol from s until the game ends or
// plies quarter-moves have been played, calling visit before each move
// with the state and the move. It returns the last state.
func randomGame(s State, rng *rand.Rand, plies int, pol policy, visit func(State, Move)) State {
	for range plies {
		moves := Legal(s)
		if len(moves) == 0 {
			break
		}
		m := pol(s, moves, rng)
		if visit != nil {
			visit(s, m)
		}
		next, err := s.Apply(m)
		if err != nil {
			panic(err)
		}
		s = next
	}
	return s
}

// crossCheck compares the engine with the reference generator in s: the
// legal moves and, with everyMove, the checkmates after each of them.
func crossCheck(t *testing.T, s State, everyMove bool) {
	t.Helper()
	if Outcome(s).Status != Ongoing {
		return
	}
	ref := refFrom(s)
	for _, c := range Colors {
		f, r := ref.refKing(c)
		if want := len(ref.refAttackers(c, f, r)); len(s.Checkers(c)) != want || s.InCheck(c) != (want > 0) {
			t.Fatalf("in %s %v's king has %d attackers, the engine says %v (in check %v)", s.FEN4(), c, want, s.Checkers(c), s.InCheck(c))
		}
	}
	want, got := ref.refLegalMoves(), engineMoves(s)
	if !slices.Equal(want, got) {
		t.Fatalf("moves differ in %s\nreference %v\nengine    %v", s.FEN4(), want, got)
	}
	if !everyMove {
		return
	}
	for _, m := range Legal(s) {
		next, _ := s.Apply(m)
		after := ref.refPlay(refMoveOf(m))
		stale := after.refJudge(ref.turn, 0)
		for _, c := range Colors {
			if after.dead[c] != next.Checkmated(c) {
				t.Fatalf("after %v in %s: reference says %v checkmated=%v, engine %v", m, s.FEN4(), c, after.dead[c], next.Checkmated(c))
			}
		}
		if stale != (next.pos.end == releasedStalemate) {
			t.Fatalf("after %v in %s: released stalemate: reference %v, engine %v", m, s.FEN4(), stale, next.pos.end)
		}
	}
}

func refMoveOf(m Move) refMove {
	if m.Pass {
		return refMove{pass: true}
	}
	return refMove{ff: m.From.File(), fr: m.From.Rank(), tf: m.To.File(), tr: m.To.Rank(), promo: m.Promotion}
}

// TestEngineAgreesWithReferenceGenerator plays random games, half of them
// seeking checks, and compares the engine's legal moves and checkmate
// judgements with the slow reference generator's along the way. With
// PARLOUR_SLOW set it checks every position of 200 games.
func TestEngineAgreesWithReferenceGenerator(t *testing.T) {
	games, every := 8, 9
	if slow() {
		games, every = 200, 1
	}
	rng := rand.New(rand.NewPCG(7, 7))
	positions := 0
	for g := range games {
		s, _ := NewGame(Rules{First: Colors[g%4]})
		pol := uniform
		if g%2 == 1 {
			pol = aggressive
		}
		ply := 0
		randomGame(s, rng, 1500, pol, func(st State, _ Move) {
			if ply%every == 0 {
				crossCheck(t, st, ply%(every*4) == 0)
				positions++
			}
			ply++
		})
	}
	t.Logf("%d positions checked", positions)
}
