package doublechess

import (
	"context"
	"math/rand/v2"
	"slices"

	"parlour/games/level"
)

// SelfPlayPositions returns n positions from games the computer plays
// against itself at Easy, seeded by seed: every fourth quarter-move from
// the fourth of each game, the first mover going round the armies, with
// the move the Easy player chose there. The same seed gives the same
// positions; it stops early if ctx is done.
func SelfPlayPositions(ctx context.Context, seed uint64, n int) ([]State, []Move) {
	rng := rand.New(rand.NewPCG(seed, 42))
	var states []State
	var played []Move
	for g := 0; len(states) < n && ctx.Err() == nil; g++ {
		s, _ := NewGame(Rules{First: Colors[g%4]})
		for ply := 0; ply < 160 && len(states) < n && ctx.Err() == nil; ply++ {
			if Outcome(s).Status != Ongoing {
				break
			}
			m := Choose(ctx, s, level.Easy, rng)
			if ply >= 4 && ply%4 == 0 && len(s.pos.legalMoves(nil)) > 1 {
				states, played = append(states, s), append(played, m)
			}
			next, err := s.Apply(m)
			if err != nil {
				break
			}
			s = next
		}
	}
	return states, played
}

// Noise is how much a search's score moves from one depth to the next,
// measured over positions: the differences between the scores of the
// last two iterations of each search, in hundredths of a pawn.
type Noise struct {
	Positions int
	Median    int
	P80       int // the 80th percentile
	Max       int
	// Open counts the positions scored under decidedScore either way,
	// and OpenP90 is the 90th percentile of their differences: the
	// coach's threshold (CoachNoise).
	Open, OpenP90 int
	// Decided counts the other positions, and DecidedP90Permille is the
	// 90th percentile of their differences in thousandths of the score
	// (DecidedNoisePermille).
	Decided            int
	DecidedP90Permille int
}

// MeasureNoise searches each position within lim and compares the score
// of its deepest iteration with the one before (forced results left out).
func MeasureNoise(ctx context.Context, positions []State, lim Limits) Noise {
	var diffs, open, decided []int
	for _, s := range positions {
		var scores []int
		SearchProgress(ctx, s, lim, func(r Result) { scores = append(scores, r.Score) })
		if ctx.Err() != nil {
			break
		}
		if len(scores) < 2 {
			continue
		}
		a, b := scores[len(scores)-1], scores[len(scores)-2]
		if max(a, -a, b, -b) > winBound {
			continue
		}
		diff := max(a-b, b-a)
		diffs = append(diffs, diff)
		if a = max(a, -a); a >= decidedScore {
			decided = append(decided, diff*1000/a)
		} else {
			open = append(open, diff)
		}
	}
	if len(diffs) == 0 {
		return Noise{}
	}
	n := Noise{Positions: len(diffs), Median: percentile(diffs, 0.5), P80: percentile(diffs, 0.8), Max: slices.Max(diffs)}
	if n.Open = len(open); n.Open > 0 {
		n.OpenP90 = percentile(open, 0.9)
	}
	if n.Decided = len(decided); n.Decided > 0 {
		n.DecidedP90Permille = percentile(decided, 0.9)
	}
	return n
}

// percentile returns the value at fraction f of xs sorted (xs not empty);
// it sorts xs.
func percentile(xs []int, f float64) int {
	slices.Sort(xs)
	return xs[min(len(xs)-1, int(f*float64(len(xs))))]
}

// Agreement is how the coach's verdicts stand against a long search's,
// over positions of seeded self-play (CoachCheck).
type Agreement struct {
	Positions int
	// Agree counts the positions where the coach's best move is the long
	// search's, or the long search scores it within the noise (NoiseAt its
	// own best score) of its own.
	Agree int
	// Suggestions counts the positions where the coach condemned the move
	// played (by more than the noise) and offered its best instead;
	// Worse, those where the long search scores the suggestion below the
	// move played, and WorseBeyondNoise by more than the noise.
	Suggestions, Worse, WorseBeyondNoise int
	// Checked are the suggestions, each with the coach's gap and the long
	// search's: what a stricter threshold would have kept.
	Checked []SuggestionCheck
	// Disagreed are the positions not agreed on.
	Disagreed []Disagreement
}

// Disagreement is a position where the long search scores the coach's
// best move beyond the noise below its own best: Long is its best score,
// CoachBest the coach's move's, in hundredths of a pawn.
type Disagreement struct {
	Position        int
	Long, CoachBest int
}

// SuggestionCheck is one suggestion of the coach against the long search:
// the coach's gap between its best move and the move played (Rating.Cost)
// and the long search's gap between the same two (below zero where it
// scores the suggestion worse), in hundredths of a pawn.
type SuggestionCheck struct {
	Position       int
	CoachGap, Long int
}

// Share returns the agreeing positions' share, from 0 to 1.
func (a Agreement) Share() float64 {
	if a.Positions == 0 {
		return 0
	}
	return float64(a.Agree) / float64(a.Positions)
}

// CoachCheck rates the move played at each of n positions of seeded
// self-play (SelfPlayPositions) with the coach (CoachLimits), as a
// screen's coach does (a Study, deepened, then the rating), and checks
// its verdict against a long search within long (a node limit standing
// in for ten seconds' thought, so that the check is deterministic). It
// returns an error if ctx is done first.
func CoachCheck(ctx context.Context, seed uint64, n int, long Limits) (Agreement, error) {
	return CoachCheckProgress(ctx, seed, n, CoachLimits, long, nil)
}

// CoachCheckProgress is CoachCheck with the coach searching within coach
// (CoachLimits in play), telling progress (when not nil) the agreement so
// far after each position.
func CoachCheckProgress(ctx context.Context, seed uint64, n int, coach, long Limits, progress func(Agreement)) (Agreement, error) {
	states, played := SelfPlayPositions(ctx, seed, n)
	var a Agreement
	for i, s := range states {
		if progress != nil && i > 0 {
			progress(a)
		}
		r, err := studied(ctx, s, played[i], coach)
		if err != nil {
			return a, err
		}
		a.Positions++
		if r.Forced {
			a.Agree++
			continue
		}
		session := newCoachSession(long)
		best := session.Search(ctx, s, s.pos.legalMoves(nil), long, nil)
		score := func(m Move) (int, error) {
			if m == public(best.Move) {
				return best.Score, nil
			}
			sc, _, err := scoreMove(ctx, session, s, m, best.Depth, long)
			return sc, err
		}
		coachBest, err := score(r.Best)
		noise := NoiseAt(best.Score)
		switch {
		case err != nil:
		case best.Score-coachBest <= noise:
			a.Agree++
		default:
			a.Disagreed = append(a.Disagreed, Disagreement{Position: i, Long: best.Score, CoachBest: coachBest})
		}
		if err == nil && !r.AboutAsGood() {
			a.Suggestions++
			var playedScore int
			if playedScore, err = score(r.Played); err == nil {
				a.Checked = append(a.Checked, SuggestionCheck{Position: i, CoachGap: r.Cost(), Long: coachBest - playedScore})
			}
			if err == nil && coachBest < playedScore {
				a.Worse++
				if coachBest < playedScore-noise {
					a.WorseBeyondNoise++
				}
			}
		}
		session.Close()
		if err == nil {
			err = ctx.Err()
		}
		if err != nil {
			return a, err
		}
	}
	return a, nil
}

// studied rates the move played in before as a screen's coach does: the
// study of the position (NewStudy), its longer search (Deepen), then the
// rating of the move.
func studied(ctx context.Context, before State, played Move, lim Limits) (Rating, error) {
	after, err := before.Apply(played)
	if err != nil {
		return Rating{}, err
	}
	st, err := NewStudy(ctx, before, lim)
	if err != nil {
		return Rating{}, err
	}
	defer st.Close()
	if err := st.Deepen(ctx); err != nil {
		return Rating{}, err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.rate(ctx, played, after)
}
