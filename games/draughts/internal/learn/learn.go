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
	Seed    uint64
	Games   int
	Nodes   int // search nodes a move
	Epochs  int
	Scale   int                 // evaluation units to one unit of log-odds
	Players draughts.Evaluation // the evaluation the games are played with
}

// defaultConfig are the inputs of the shipped weights.
// A Scale of 40 makes a man up at the start worth about 140, near the
// classic evaluation's 116, so that the endgame terms the two share keep
// their weight; with 100 it was worth about 345.
var defaultConfig = config{Seed: 19, Games: 2000, Nodes: 10000, Epochs: 30, Scale: 40}

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
	firstWins, draws, positions int
	loss                        float64 // mean log loss of the fit
}

// generate plays cfg.Games games, fits the weights and returns the weights
// file. logf reports progress.
func generate(cfg config, logf func(string, ...any)) ([]byte, stats, error) {
	var st stats
	if cfg.Games < 1 || cfg.Nodes < 1 || cfg.Epochs < 1 || cfg.Scale < 1 || cfg.Scale > 1000 {
		return nil, st, errors.New("learn: games, nodes and epochs must be at least 1, and the scale from 1 to 1000")
	}
	rules := draughts.Rules{Variant: draughts.English}
	deck, err := draughts.Openings(rules)
	if err != nil {
		return nil, st, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x1ea2))
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var samples []sample
	for g := range cfg.Games {
		start := deck[g%len(deck)].State.WithEvaluation(cfg.Players)
		game, result := playGame(start, cfg.Nodes, rng)
		switch result {
		case 1:
			st.firstWins++
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
	w, loss := fit(samples, cfg.Epochs, float64(cfg.Scale), rng)
	st.loss = loss
	h := draughts.WeightsHeader{
		Version: draughts.WeightsVersion, Variant: draughts.English, PlayerEval: cfg.Players,
		Seed: cfg.Seed, Games: uint32(cfg.Games), NodesPerMove: uint32(cfg.Nodes),
		Positions: uint32(len(samples)), Epochs: uint16(cfg.Epochs), Scale: uint16(cfg.Scale),
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

// fit finds the weights that best predict the labels from the samples,
// visiting them in an order shuffled by rng, and returns them in
// evaluation units (scale of them to one unit of log-odds) and the final
// mean log loss.
func fit(samples []sample, epochs int, scale float64, rng *rand.Rand) ([]int16, float64) {
	theta := make([]float64, draughts.PatternWeights)
	grad2 := make([]float64, draughts.PatternWeights)
	const base = draughts.PatternWindows * draughts.PatternIndices
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
			z := 0.0
			for k := range draughts.PatternWindows {
				z += theta[s.x.Plus[k]] - theta[s.x.Minus[k]]
			}
			for i, v := range s.x.Scalars {
				z += theta[base+i] * float64(v)
			}
			p := 1 / (1 + math.Exp(-z))
			loss -= s.label*math.Log(p+1e-12) + (1-s.label)*math.Log(1-p+1e-12)
			e := p - s.label
			for k := range draughts.PatternWindows {
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
