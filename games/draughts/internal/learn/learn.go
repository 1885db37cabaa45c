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
}

// defaultConfig are the inputs of the shipped weights of each variant.
var defaultConfig = map[draughts.Variant]config{
	draughts.English: {Variant: draughts.English, Seed: 19, Games: 2000, Nodes: 10000, Epochs: 30},
	draughts.Polish:  {Variant: draughts.Polish, Seed: 20, Games: 3000, Nodes: 10000, Epochs: 30},
}

// Self-play settings.
const (
	maxPlies     = 300 // a game still going after this many plies counts as drawn
	randomChance = 0.5 // the chance that a game has one random move
	randomWithin = 12  // that move comes within this many plies after the opening
)

// sample is one quiet position and the result for its side to move: 1 a
// win, 0.5 a draw, 0 a loss.
type sample struct {
	x     draughts.PatternSample
	label float64
}

// stats describe a round.
type stats struct {
	blackWins, draws, positions int
	scale                       int     // classic units to one unit of log-odds
	classicLoss, loss           float64 // mean log loss of the classic score alone, and corrected
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
		start := deck[g%len(deck)].State.WithEvaluation(cfg.Players).WithPruning(draughts.PruneClassic) // the search the shipped rounds were played by
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
			samples = append(samples, sample{x: s.x, label: label})
		}
		if (g+1)%50 == 0 {
			logf("learn: %d games, %d positions", g+1, len(samples))
		}
	}
	st.positions = len(samples)
	st.scale, st.classicLoss = calibrate(samples)
	w, loss := fit(samples, cfg.Epochs, float64(st.scale), draughts.PatternWindowsOf(cfg.Variant), rng)
	st.loss = loss
	h := draughts.WeightsHeader{
		Version: draughts.WeightsVersion, Variant: cfg.Variant, PlayerEval: cfg.Players,
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

// Fit settings: AdaGrad on the log loss with an L2 penalty.
const (
	learnRate = 0.05
	l2        = 1e-4
)

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
// shuffled by rng, and returns its weights in classic units and the final
// mean log loss.
func fit(samples []sample, epochs int, scale float64, windows int, rng *rand.Rand) ([]int16, float64) {
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
	var loss float64
	for range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		loss = 0
		for _, at := range order {
			s := &samples[at]
			z := classicInput(s) / scale
			for k := range windows {
				z += theta[s.x.Plus[k]] - theta[s.x.Minus[k]]
			}
			for i, v := range s.x.Scalars {
				z += theta[base+i] * float64(v)
			}
			p := 1 / (1 + math.Exp(-z))
			loss += logLoss(p, s.label)
			e := p - s.label
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
		loss /= float64(max(len(samples), 1))
	}
	w := make([]int16, len(theta))
	for i, t := range theta {
		w[i] = int16(max(min(math.Round(t*scale), math.MaxInt16), math.MinInt16))
	}
	return w, loss
}
