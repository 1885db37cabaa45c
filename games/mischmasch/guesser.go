package mischmasch

import (
	"math/rand/v2"
	"time"
)

// The time a person takes over the small steps of a move.
var (
	readTime  = [2]time.Duration{3 * time.Second, 7 * time.Second}  // reading the nucleus, typing the answer
	setTime   = [2]time.Duration{4 * time.Second, 12 * time.Second} // thinking of a nucleus
	nameTime  = [2]time.Duration{1 * time.Second, 3 * time.Second}  // naming a word already found
	showTime  = [2]time.Duration{2 * time.Second, 5 * time.Second}  // a setter naming his word
	giveUpAt  = [2]float64{0.4, 0.8}                                // a resignation, as a share of the time it has
	noWordsAt = [2]float64{0.5, 0.9}                                // a "no word", likewise
)

// between returns a duration drawn uniformly from [r[0], r[1]).
func between(rng *rand.Rand, r [2]time.Duration) time.Duration {
	return r[0] + time.Duration(rng.Int64N(int64(r[1]-r[0])))
}

// share returns a share of d drawn uniformly from [r[0], r[1]).
func share(rng *rand.Rand, d time.Duration, r [2]float64) time.Duration {
	return time.Duration(float64(d) * (r[0] + rng.Float64()*(r[1]-r[0])))
}

// answer is the computer's declaration on the nucleus set to side, with the
// word when it is "ready". It models a person: each word it knows that
// contains the nucleus comes to mind after a random wait (exponential, with
// mean p.recall, commonBoost times shorter for a common word), and the first
// to come is the one named, if it comes in time. The time it has is the
// game's time limit or its patience, whichever is shorter. If no word comes,
// it judges whether one exists, wrongly with chance p.misjudge: if it
// believes none does, it says "no word"; otherwise it is "not ready", or
// resigns once it has failed on the nucleus in p.giveUp moves.
func answer(ix *index, s State, side Side, p plan, rng *rand.Rand) Action {
	a := s.cur.Attempts[side]
	act := Action{Task: TaskDeclare, Side: side}
	limit := p.patience
	if tl := s.rules.TimeLimit; tl > 0 && tl < limit {
		limit = tl
	}
	start := between(rng, readTime)

	ids := ix.ids(a.Nucleus)
	var known []int32
	total := 0.0
	for _, id := range ids {
		if p.knows(ix, id) && !s.Dict().Blocked(ix.word(id)) {
			known = append(known, id)
			total += weight(ix, id)
		}
	}
	if total > 0 {
		wait := time.Duration(rng.ExpFloat64() / total * float64(p.recall))
		if start+wait <= limit {
			word := ix.word(pick(ix, known, rng.Float64()*total))
			if rng.Float64() < p.slip {
				word = misspell(word, rng)
			}
			act.Declaration, act.Text, act.Elapsed = Ready, word, start+wait
			return act
		}
	}
	believesEmpty := len(ids) == 0
	if rng.Float64() < p.misjudge {
		believesEmpty = !believesEmpty
	}
	switch {
	case believesEmpty:
		act.Declaration, act.Elapsed = NoWord, share(rng, limit, noWordsAt)
	case a.Tries >= p.giveUp:
		act.Declaration, act.Elapsed = Resign, share(rng, limit, giveUpAt)
	default:
		act.Declaration, act.Elapsed = NotReady, limit
	}
	return act
}

// weight is how readily word id comes to mind.
func weight(ix *index, id int32) float64 {
	if ix.isCommon(id) {
		return commonBoost
	}
	return 1
}

// pick returns the word of known at which the running total of weights
// passes r.
func pick(ix *index, known []int32, r float64) int32 {
	for _, id := range known {
		if r -= weight(ix, id); r < 0 {
			return id
		}
	}
	return known[len(known)-1]
}

// misspell swaps two neighbouring letters that differ, as a hurried hand
// does; a word with none to swap stays as it is.
func misspell(w string, rng *rand.Rand) string {
	var at []int
	for i := 0; i+1 < len(w); i++ {
		if w[i] != w[i+1] {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return w
	}
	i := at[rng.IntN(len(at))]
	b := []byte(w)
	b[i], b[i+1] = b[i+1], b[i]
	return string(b)
}
