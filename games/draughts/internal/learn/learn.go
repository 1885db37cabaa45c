package main

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"

	"parlour/games/draughts"
)

// config are the generator's inputs, recorded in the file's header.
type config struct {
	Variant draughts.Variant // English or Polish
	Seed    uint64
	Games   int
	Nodes   int // search nodes a move
	Epochs  int
	Players draughts.Evaluation // the evaluation the games are played with
	Search  draughts.Pruning    // the pruning their searches use
}

// defaultConfig are the inputs of the shipped weights of each variant.
var defaultConfig = map[draughts.Variant]config{
	draughts.English: {Variant: draughts.English, Seed: 19, Games: 2000, Nodes: 10000, Epochs: 30, Search: draughts.PruneTuned},
	draughts.Polish:  {Variant: draughts.Polish, Seed: 20, Games: 3000, Nodes: 10000, Epochs: 30, Search: draughts.PruneClassic},
}

// Self-play settings.
const (
	maxPlies     = 300 // a game still going after this many plies counts as drawn
	randomChance = 0.5 // the chance that a game has one random move
	randomWithin = 12  // that move comes within this many plies after the opening
)

// sample is one quiet position and the result for its side to move: 1 a
// win, 0.5 a draw, 0 a loss; game is the number of its game.
type sample struct {
	x     draughts.PatternSample
	label float64
	game  int
}

// stats describe a round.
type stats struct {
	blackWins, draws, positions int
	scale                       int     // classic units to one unit of log-odds
	classicLoss, loss           float64 // mean log loss of the classic score alone, and corrected
	shrink                      float64 // the k of the pattern weights' shrinking (see shrinkings)
	// heldOut are the mean log losses on the held-out games (see
	// chooseShrink) of the classic score alone and of each shrinking
	// tried, in the order of shrinkings; empty when none was tried.
	heldOut []float64
}

// generate plays cfg.Games games, fits the weights and returns the weights
// file. logf reports progress.
func generate(cfg config, logf func(string, ...any)) ([]byte, stats, error) {
	var st stats
	if cfg.Games < 1 || cfg.Nodes < 1 || cfg.Epochs < 1 {
		return nil, st, errors.New("learn: games, nodes and epochs must be at least 1")
	}
	if cfg.Variant != draughts.English && cfg.Variant != draughts.Polish {
		return nil, st, errors.New("learn: the learned evaluation is of English draughts or the Polish game")
	}
	rules := draughts.Rules{Variant: cfg.Variant}
	deck, err := draughts.Openings(rules)
	if err != nil {
		return nil, st, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x1ea2))
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var samples []sample
	for g := range cfg.Games {
		start := deck[g%len(deck)].State.WithEvaluation(cfg.Players).WithPruning(cfg.Search)
		game, result := playGame(start, cfg.Nodes, rng)
		switch result {
		case 1:
			st.blackWins++
		case 0.5:
			st.draws++
		}
		for _, s := range game {
			label := result
			if s.side != draughts.Black {
				label = 1 - result
			}
			samples = append(samples, sample{x: s.x, label: label, game: g})
		}
		if (g+1)%50 == 0 {
			logf("learn: %d games, %d positions", g+1, len(samples))
		}
	}
	st.positions = len(samples)
	st.scale, st.classicLoss = calibrate(samples)
	windows := draughts.PatternWindowsOf(cfg.Variant)
	if cfg.Variant == draughts.Polish {
		st.shrink, st.heldOut = chooseShrink(samples, cfg, float64(st.scale), windows)
		logf("learn: held-out log loss %.4f classic alone; %.4f shrunk by k %v: k %v", st.heldOut[0], st.heldOut[1:], shrinkings, st.shrink)
	}
	theta := fitRaw(samples, cfg.Epochs, float64(st.scale), windows, rng)
	w := shrink(theta, patternCounts(samples, windows), st.shrink, float64(st.scale))
	st.loss = heldOutLoss(samples, w, float64(st.scale), windows)
	h := draughts.WeightsHeader{
		Version: draughts.WeightsVersion, Variant: cfg.Variant, PlayerEval: cfg.Players, PlayerPruning: cfg.Search,
		Seed: cfg.Seed, Games: uint32(cfg.Games), NodesPerMove: uint32(cfg.Nodes),
		Positions: uint32(len(samples)), Epochs: uint16(cfg.Epochs), Scale: uint16(st.scale),
	}
	data, err := draughts.EncodeWeights(h, w)
	return data, st, err
}

// seen is a sampled position of a game and its side to move.
type seen struct {
	x    draughts.PatternSample
	side draughts.Color
}

// playGame plays the computer against itself from s, each move by a
// search of nodes nodes, perhaps with one random move soon after the
// opening, and returns the quiet positions after that move and the result
// for Black (1 a win, 0.5 a draw, 0 a loss). A game reaching the endgame
// database is scored by it; one longer than maxPlies is drawn.
func playGame(s draughts.State, nodes int, rng *rand.Rand) ([]seen, float64) {
	randomAt := -1
	if rng.Float64() < randomChance {
		randomAt = rng.IntN(randomWithin)
	}
	var game []seen
	db := draughts.Endgames()
	for ply := 0; ; ply++ {
		if o := draughts.Outcome(s); o.Status != draughts.Ongoing {
			return game, resultFor(o.Status == draughts.Win, o.Winner)
		}
		if db.Covers(s) {
			v, _ := db.Probe(s)
			switch v.Result {
			case draughts.EndgameWin:
				return game, resultFor(true, s.Turn())
			case draughts.EndgameLoss:
				return game, resultFor(true, s.Turn().Opponent())
			}
			return game, 0.5
		}
		if ply >= maxPlies {
			return game, 0.5
		}
		if ply > randomAt {
			if x, ok := draughts.LearningSample(s); ok {
				game = append(game, seen{x: x, side: s.Turn()})
			}
		}
		legal := draughts.Legal(s)
		m := legal[0]
		switch {
		case ply == randomAt:
			m = legal[rng.IntN(len(legal))]
		case len(legal) > 1:
			m = draughts.Search(context.Background(), s, draughts.Limits{Nodes: int64(nodes)}).Move
		}
		next, err := s.Apply(m)
		if err != nil {
			return game, 0.5
		}
		s = next
	}
}

// resultFor is the result for Black of a game won by winner, or drawn.
func resultFor(won bool, winner draughts.Color) float64 {
	switch {
	case !won:
		return 0.5
	case winner == draughts.Black:
		return 1
	}
	return 0
}

// Fit settings: AdaGrad on the log loss with an L2 penalty (English
// draughts' penalty; the Polish game's is chosen by chooseL2).
const (
	learnRate = 0.05
	l2        = 1e-4
)

// shrinkings are the numbers k chooseShrink tries: a pattern weight seen
// n times in the fitted positions is multiplied by n/(n+k), so that a
// rare pattern, whose weight the fit has learned from a few games, counts
// for little (k 0 leaves the weights as fitted).
var shrinkings = []float64{0, 10, 30, 100, 300, 1000, 3000, 10000}

// heldOutEvery is how chooseShrink splits the games: every
// heldOutEvery-th game is held out.
const heldOutEvery = 10

// chooseShrink picks the shrinking of the Polish game's many pattern
// weights (16 windows, over twice English draughts' 7, each from fewer
// positions) by games held out: it fits the correction to the positions
// of nine games in ten (the order shuffled by a generator seeded by
// cfg.Seed, so the choice is the same on every run) and returns the k of
// shrinkings whose shrunk weights best predict the results of the tenth
// games, with the mean log losses on those positions of the classic
// score alone and then of each k.
func chooseShrink(samples []sample, cfg config, scale float64, windows int) (float64, []float64) {
	var train, test []sample
	for _, s := range samples {
		if s.game%heldOutEvery == heldOutEvery-1 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	losses := []float64{heldOutLoss(test, nil, scale, windows)}
	theta := fitRaw(train, cfg.Epochs, scale, windows, rand.New(rand.NewPCG(cfg.Seed, 0x5e1ec7)))
	seen := patternCounts(train, windows)
	best, bestLoss := shrinkings[0], math.Inf(1)
	for _, k := range shrinkings {
		loss := heldOutLoss(test, shrink(theta, seen, k, scale), scale, windows)
		losses = append(losses, loss)
		if loss < bestLoss {
			best, bestLoss = k, loss
		}
	}
	return best, losses
}

// patternCounts counts how often each pattern weight is added or taken
// away in samples.
func patternCounts(samples []sample, windows int) []int {
	n := make([]int, windows*draughts.PatternIndices)
	for i := range samples {
		for k := range windows {
			n[samples[i].x.Plus[k]]++
			n[samples[i].x.Minus[k]]++
		}
	}
	return n
}

// shrink returns the weights theta (log-odds) in classic units, each
// pattern weight seen n times (seen) multiplied by n/(n+k).
func shrink(theta []float64, seen []int, k, scale float64) []int16 {
	w := make([]int16, len(theta))
	for i, t := range theta {
		if i < len(seen) && k > 0 {
			t *= float64(seen[i]) / (float64(seen[i]) + k)
		}
		w[i] = int16(max(min(math.Round(t*scale), math.MaxInt16), math.MinInt16))
	}
	return w
}

// heldOutLoss is the mean log loss on samples of the classic score
// corrected by the weights w (in classic units; nil for none).
func heldOutLoss(samples []sample, w []int16, scale float64, windows int) float64 {
	base := windows * draughts.PatternIndices
	loss := 0.0
	for i := range samples {
		s := &samples[i]
		z := classicInput(s)
		if w != nil {
			for k := range windows {
				z += float64(w[s.x.Plus[k]]) - float64(w[s.x.Minus[k]])
			}
			for j, v := range s.x.Scalars {
				z += float64(w[base+j]) * float64(v)
			}
		}
		loss += logLoss(1/(1+math.Exp(-z/scale)), s.label)
	}
	return loss / float64(max(len(samples), 1))
}

// classicCap bounds the classic score the fit reads, in its units: beyond
// it the game is won or lost whatever the patterns say.
const classicCap = 1500

// classicInput is the classic score of s, capped.
func classicInput(s *sample) float64 {
	return float64(max(min(s.x.Classic, classicCap), -classicCap))
}

// calibrate fits the one number a that best predicts the labels from the
// classic score c alone as log-odds a·c (Newton's method on the log
// loss), and returns 1/a, the classic units to one unit of log-odds, as
// a whole number from 1 to 1000, and the mean log loss at that scale.
func calibrate(samples []sample) (int, float64) {
	a := 1.0 / 100
	for range 30 {
		g, h := 0.0, 0.0
		for i := range samples {
			c := classicInput(&samples[i])
			p := 1 / (1 + math.Exp(-a*c))
			g += (p - samples[i].label) * c
			h += p * (1 - p) * c * c
		}
		if h == 0 {
			break
		}
		a = max(a-g/h, 1.0/1000)
	}
	scale := int(max(min(math.Round(1/a), 1000), 1))
	loss := 0.0
	for i := range samples {
		p := 1 / (1 + math.Exp(-classicInput(&samples[i])/float64(scale)))
		loss += logLoss(p, samples[i].label)
	}
	return scale, loss / float64(max(len(samples), 1))
}

// logLoss is the log loss of predicting p for label y.
func logLoss(p, y float64) float64 {
	return -(y*math.Log(p+1e-12) + (1-y)*math.Log(1-p+1e-12))
}

// fit finds the correction to the classic score (scale of its units to
// one unit of log-odds, a fixed input) that best predicts the labels
// from the samples, each of windows windows, visiting them in an order
// shuffled by rng, and returns its weights in classic units.
func fit(samples []sample, epochs int, scale float64, windows int, rng *rand.Rand) []int16 {
	return shrink(fitRaw(samples, epochs, scale, windows, rng), nil, 0, scale)
}

// fitRaw is fit's weights in units of log-odds, not rounded.
func fitRaw(samples []sample, epochs int, scale float64, windows int, rng *rand.Rand) []float64 {
	base := windows * draughts.PatternIndices
	theta := make([]float64, base+draughts.PatternScalars)
	grad2 := make([]float64, base+draughts.PatternScalars)
	update := func(i int, g float64) {
		g += l2 * theta[i]
		grad2[i] += g * g
		theta[i] -= learnRate * g / (math.Sqrt(grad2[i]) + 1e-8)
	}
	order := make([]int, len(samples))
	for i := range order {
		order[i] = i
	}
	for range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, at := range order {
			s := &samples[at]
			z := classicInput(s) / scale
			for k := range windows {
				z += theta[s.x.Plus[k]] - theta[s.x.Minus[k]]
			}
			for i, v := range s.x.Scalars {
				z += theta[base+i] * float64(v)
			}
			e := 1/(1+math.Exp(-z)) - s.label
			for k := range windows {
				if s.x.Plus[k] != s.x.Minus[k] {
					update(int(s.x.Plus[k]), e)
					update(int(s.x.Minus[k]), -e)
				}
			}
			for i, v := range s.x.Scalars {
				if v != 0 {
					update(base+i, e*float64(v))
				}
			}
		}
	}
	return theta
}
