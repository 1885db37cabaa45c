package draughts

import (
	"context"
	"math/rand/v2"
	"os"
	"parlour/games/level"
	"testing"
	"time"
)

// TestNeverRepeatsWhileWinning plays the seven pieces against
// four, where Expert once shuffled 18-14 14-18 into a third repetition:
// the stronger side's moves never bring back a position that has stood
// before, since the search sees the game's history.
func TestNeverRepeatsWhileWinning(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W5,6,8,K9,K18,K24,K32:B28,K13,K25,K31")
	// Black shuffles first, so that the history holds positions White
	// could return to.
	s = play(t, s, "31-26", "24-19", "26-31", "19-24")
	if s.Repetitions() != 2 {
		t.Fatalf("set-up: %d repetitions", s.Repetitions())
	}
	for ply := 0; ply < 30 && Outcome(s).Status == Ongoing; ply++ {
		mover := s.Turn()
		r := Search(context.Background(), s, Limits{Nodes: 60_000})
		next, err := s.Apply(r.Move)
		if err != nil {
			t.Fatal(err)
		}
		if mover == White && next.Repetitions() > 1 && r.Score > 0 {
			t.Fatalf("%s: White, ahead (%d), plays %v back into a position seen before", s.FEN(), r.Score, r.Move)
		}
		s = next
	}
}

// TestEvalTheWeakerKingsAreSafestInTheDoubleCorners: with two kings
// against four, the stronger side judges the position worse when a
// defending king sits in a double corner, and so plays to keep them out.
func TestEvalTheWeakerKingsAreSafestInTheDoubleCorners(t *testing.T) {
	inCorner := mustFEN(t, Rules{}, "B:WK5,K14:BK18,K19,K22,K23")
	outside := mustFEN(t, Rules{}, "B:WK6,K14:BK18,K19,K22,K23")
	if a, b := evaluate(&inCorner.pos, inCorner.rules), evaluate(&outside.pos, outside.rules); a >= b {
		t.Errorf("a defending king in the double corner: %d; outside it: %d", a, b)
	}
}

// TestEvalTradesWhenAhead: a piece ahead, fewer pieces on the board is
// better for the stronger side.
func TestEvalTradesWhenAhead(t *testing.T) {
	more := mustFEN(t, Rules{}, "B:WK6,K14,K30:BK18,K19,K22,K23")
	fewer := mustFEN(t, Rules{}, "B:WK6,K14:BK18,K19,K22")
	if a, b := evaluate(&more.pos, more.rules), evaluate(&fewer.pos, fewer.rules); b <= a {
		t.Errorf("four against three: %d; three against two: %d", a, b)
	}
}

// playComputers plays Expert against Expert from fen, each move within
// think, and returns the end of the game and the longest run of plies
// without a capture or a man moved.
func playComputers(t *testing.T, r Rules, fen string, seed uint64, think time.Duration) (State, int) {
	t.Helper()
	s := mustFEN(t, r, fen)
	rng := rand.New(rand.NewPCG(seed, 16))
	quiet, longest := 0, 0
	for plies := 0; Outcome(s).Status == Ongoing && plies < 400; plies++ {
		if n, err := s.GiveNotice(s.Turn()); err == nil {
			s = n
		}
		ctx, cancel := context.WithTimeout(context.Background(), think)
		m := Choose(ctx, s, level.Expert, rng)
		cancel()
		if p, _ := s.Piece(m.From); m.IsCapture() || !p.King {
			quiet = 0
		} else {
			quiet++
		}
		longest = max(longest, quiet)
		s = play(t, s, s.MoveText(m))
	}
	return s, longest
}

// TestExpertWinsTheBooksThreeKingsToTwo: the book's "three kings to two"
// (B:WK5,K32:BK10,K18,K19), Black to move: Expert against Expert, Black
// wins every time, under both sets of draw rules.
func TestExpertWinsTheBooksThreeKingsToTwo(t *testing.T) {
	for _, r := range []Rules{{}, {Draws: Victorian}} {
		for seed := range uint64(2) {
			end, _ := playComputers(t, r, "B:WK5,K32:BK10,K18,K19", seed, 300*time.Millisecond)
			if o := Outcome(end); o.Status != Win || o.Winner != Black {
				t.Errorf("%v, seed %d: %+v at %s", r, seed, o, end.FEN())
			}
		}
	}
}

// TestExpertConvertsSevenAgainstFour: the White 7 against 4
// (B:W5,6,8,K9,K18,K24,K32:B28,K13,K25,K31), Black to move: White wins
// every game, before the 40-move rule could draw it. Slow: PARLOUR_SLOW=1.
func TestExpertConvertsSevenAgainstFour(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") == "" {
		t.Skip("slow: set PARLOUR_SLOW=1")
	}
	for seed := range uint64(3) {
		end, longest := playComputers(t, Rules{}, "B:W5,6,8,K9,K18,K24,K32:B28,K13,K25,K31", seed, time.Second)
		if o := Outcome(end); o.Status != Win || o.Winner != White {
			t.Errorf("seed %d: %+v at %s", seed, o, end.FEN())
		}
		t.Logf("seed %d: %s, longest quiet run %d plies", seed, end.FEN(), longest)
	}
}
