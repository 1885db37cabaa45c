package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"parlour/games/draughts"
	"parlour/games/draughts/internal/pattern"
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
	// The Polish game's labels by search (all zero: the labels are the
	// games' results): each LabelEvery-th quiet position of a game is
	// labelled by a search of LabelNodes nodes with the games'
	// evaluation, blended with the game's result, which weighs
	// ResultPerMille thousandths (see searchLabel).
	LabelNodes     int
	LabelEvery     int
	ResultPerMille int
	// From is the pattern.FileHash of an earlier round's weights
	// file the games are played with, and the labels' searches judge by:
	// the learned evaluation corrected by those weights (Players is then
	// EvalLearned); 0 for none. The file itself is generate's from.
	From uint64
	// Sets is the Polish game's sets of square weights fitted (see
	// pattern.Header.Sets): 1, the men's alone, or
	// pattern.PolishSets; 0 in English draughts.
	Sets int
	// Blocks is the Polish game's blocks whose patterns are fitted (see
	// pattern.Header.Blocks): 0 or pattern.PolishBlocks.
	Blocks int
}

// defaultConfig are the inputs of the shipped weights of each variant.
var defaultConfig = map[draughts.Variant]config{
	draughts.English: {Variant: draughts.English, Seed: 19, Games: 8000, Nodes: 10000, Epochs: 30, Search: draughts.PruneTuned,
		Players: draughts.EvalLearned, From: pattern.FileHash(englishRound3)},
	draughts.Polish: {Variant: draughts.Polish, Seed: 20, Games: 4000, Nodes: 10000, Epochs: newtonSteps, Search: draughts.PruneClassic,
		LabelNodes: 10000, LabelEvery: 1, Players: draughts.EvalLearned, From: pattern.FileHash(polishRound9), Sets: 1,
		Blocks: pattern.PolishBlocks},
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
	x     pattern.EnglishSample
	label float64
	game  int
}

// stats describe a round.
type stats struct {
	blackWins, draws, positions int
	scale                       int     // classic units to one unit of log-odds
	classicLoss, loss           float64 // mean log loss of the classic score alone, and corrected
	ridge                       float64 // the Polish fit's L2 penalty (see ridges)
	blockRidge                  float64 // its penalty of the block patterns (see blockRidges)
	// heldOut are the mean log losses on the held-out games (see
	// chooseRidge) of the classic score alone and of each penalty tried,
	// in the order of ridges; empty when none was tried.
	heldOut []float64
}

// generate plays cfg.Games games, fits the weights and returns the weights
// file; from is the weights file cfg.From names (nil for none). logf
// reports progress.
func generate(cfg config, from []byte, logf func(string, ...any)) ([]byte, stats, error) {
	var st stats
	if cfg.Games < 1 || cfg.Nodes < 1 || cfg.Epochs < 1 {
		return nil, st, errors.New("learn: games, nodes and epochs must be at least 1")
	}
	if cfg.Variant != draughts.English && cfg.Variant != draughts.Polish {
		return nil, st, errors.New("learn: the learned evaluation is of English draughts or the Polish game")
	}
	if err := cfg.checkLabels(); err != nil {
		return nil, st, err
	}
	if cfg.Variant == draughts.Polish && cfg.Sets != 1 && cfg.Sets != pattern.PolishSets || cfg.Variant == draughts.English && cfg.Sets != 0 {
		return nil, st, fmt.Errorf("learn: the Polish game's weights are of 1 set of squares (the men's) or %d, and English draughts' of none", pattern.PolishSets)
	}
	if cfg.Blocks != 0 && (cfg.Variant != draughts.Polish || cfg.Blocks != pattern.PolishBlocks) {
		return nil, st, fmt.Errorf("learn: only the Polish game's weights have blocks, %d of them", pattern.PolishBlocks)
	}
	rules := draughts.Rules{Variant: cfg.Variant}
	deck, err := draughts.Openings(rules)
	if err != nil {
		return nil, st, err
	}
	if err := cfg.checkFrom(from); err != nil {
		return nil, st, err
	}
	for i := range deck {
		if deck[i].State, err = cfg.startState(deck[i].State, from); err != nil {
			return nil, st, err
		}
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x1ea2))
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	if cfg.Variant == draughts.Polish {
		return generatePolish(cfg, deck, logf)
	}
	var samples []sample
	for g := range cfg.Games {
		start := deck[g%len(deck)].State
		var game []seen
		result := playGame(start, cfg.Nodes, rng, func(s draughts.State, _ *draughts.Result) {
			if x, ok := draughts.LearningSample(s); ok {
				game = append(game, seen{x: x, side: s.Turn()})
			}
		})
		st.count(result)
		for _, s := range game {
			samples = append(samples, sample{x: s.x, label: labelFor(result, s.side), game: g})
		}
		if (g+1)%50 == 0 {
			logf("learn: %d games, %d positions", g+1, len(samples))
		}
	}
	st.positions = len(samples)
	st.scale, st.classicLoss = calibrate(samples)
	windows := pattern.Windows
	theta := fitRaw(samples, cfg.Epochs, float64(st.scale), windows, rng)
	w := inClassicUnits(theta, float64(st.scale))
	st.loss = heldOutLoss(samples, w, float64(st.scale), windows)
	data, err := pattern.Encode(cfg.header(len(samples), st.scale), w)
	return data, st, err
}

// checkFrom refuses an input weights file that is not the one cfg.From
// names, or games not played with it by the learned evaluation.
func (cfg config) checkFrom(from []byte) error {
	switch {
	case cfg.From == 0 && from == nil:
		return nil
	case cfg.From == 0 || from == nil:
		return errors.New("learn: an input weights file and its hash come together")
	case pattern.FileHash(from) != cfg.From:
		return fmt.Errorf("learn: the input weights file hashes to %#x, not the %#x the round names", pattern.FileHash(from), cfg.From)
	case cfg.Players != draughts.EvalLearned:
		return errors.New("learn: games from input weights are played with the learned evaluation")
	}
	return nil
}

// startState is an opening as the round's games start from it: judged by
// the players' evaluation (corrected by the weights of from, if any, a
// weights file checkFrom has passed) and searched with their pruning.
func (cfg config) startState(s draughts.State, from []byte) (draughts.State, error) {
	s = s.WithEvaluation(cfg.Players).WithPruning(cfg.Search)
	if from == nil {
		return s, nil
	}
	s, err := s.WithLearnedWeights(from)
	if err != nil {
		return s, fmt.Errorf("learn: the input weights: %w", err)
	}
	return s, nil
}

// header is the weights file's header of a round of cfg that fitted
// positions positions at scale scale: version 2 for labels by the games'
// results, 3 for labels by search, 4 for a round from input weights.
func (cfg config) header(positions, scale int) pattern.Header {
	h := pattern.Header{
		Version: pattern.Version, Variant: pattern.Variant(cfg.Variant), PlayerEval: uint8(cfg.Players),
		PlayerTuned: cfg.Search == draughts.PruneTuned, Seed: cfg.Seed, Games: uint32(cfg.Games), NodesPerMove: uint32(cfg.Nodes),
		Positions: uint32(positions), Epochs: uint16(cfg.Epochs), Scale: uint16(scale), Sets: uint8(cfg.Sets),
		Blocks: uint8(cfg.Blocks),
	}
	if cfg.LabelNodes > 0 {
		h.Version = pattern.VersionSearchLabels
		h.LabelNodes, h.LabelEvery, h.ResultPerMille = uint32(cfg.LabelNodes), uint16(cfg.LabelEvery), uint16(cfg.ResultPerMille)
	}
	if cfg.From != 0 {
		h.Version, h.InputHash = pattern.VersionFromWeights, cfg.From
	}
	return h
}

// seen is a sampled position of a game and its side to move.
type seen struct {
	x    pattern.EnglishSample
	side draughts.Color
}

// count adds a game's result for Black to the tallies.
func (st *stats) count(result float64) {
	switch result {
	case 1:
		st.blackWins++
	case 0.5:
		st.draws++
	}
}

// labelFor is the result for side of a game whose result for Black is
// result.
func labelFor(result float64, side draughts.Color) float64 {
	if side != draughts.Black {
		return 1 - result
	}
	return result
}

// playGame plays the computer against itself from s, each move by a
// search of nodes nodes, perhaps with one random move soon after the
// opening, hands record each position after that move (before its move
// is played) with the search that chose its move (nil for a random or a
// forced move), and returns the result for Black (1 a win, 0.5 a draw, 0 a
// loss). A game reaching the counted part of the endgame database is
// scored by it; one longer than maxPlies is drawn.
func playGame(s draughts.State, nodes int, rng *rand.Rand, record func(s draughts.State, searched *draughts.Result)) float64 {
	randomAt := -1
	if rng.Float64() < randomChance {
		randomAt = rng.IntN(randomWithin)
	}
	// The games and their labels keep to the part of the database the
	// shipped weights were learned with.
	db := draughts.Endgames(draughts.English).Counted()
	s = s.WithSmallEndgames()
	for ply := 0; ; ply++ {
		if o := draughts.Outcome(s); o.Status != draughts.Ongoing {
			return resultFor(o.Status == draughts.Win, o.Winner)
		}
		if db.Covers(s) {
			v, _ := db.Probe(s)
			switch v.Result {
			case draughts.EndgameWin:
				return resultFor(true, s.Turn())
			case draughts.EndgameLoss:
				return resultFor(true, s.Turn().Opponent())
			}
			return 0.5
		}
		if ply >= maxPlies {
			return 0.5
		}
		legal := draughts.Legal(s)
		m := legal[0]
		var searched *draughts.Result
		switch {
		case ply == randomAt:
			m = legal[rng.IntN(len(legal))]
		case len(legal) > 1:
			r := draughts.Search(context.Background(), s, draughts.Limits{Nodes: int64(nodes)})
			m, searched = r.Move, &r
		}
		if ply > randomAt {
			record(s, searched)
		}
		next, err := s.Apply(m)
		if err != nil {
			return 0.5
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

// English draughts' fit: AdaGrad on the log loss with an L2 penalty.
const (
	learnRate = 0.05
	l2        = 1e-4
)

// inClassicUnits returns the weights theta (log-odds) in classic units,
// rounded and held within an int16.
func inClassicUnits(theta []float64, scale float64) []int16 {
	w := make([]int16, len(theta))
	for i, t := range theta {
		w[i] = int16(max(min(math.Round(t*scale), math.MaxInt16), math.MinInt16))
	}
	return w
}

// heldOutLoss is the mean log loss on samples of the classic score
// corrected by the weights w (in classic units; nil for none).
func heldOutLoss(samples []sample, w []int16, scale float64, windows int) float64 {
	base := windows * pattern.Indices
	loss := 0.0
	for i := range samples {
		s := &samples[i]
		z := cappedClassic(s.x.Classic)
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

// cappedClassic is the classic score c as the fit reads it, capped.
func cappedClassic(c int32) float64 {
	return float64(max(min(c, classicCap), -classicCap))
}

// calibrate fits the one number a that best predicts the labels from the
// classic score c alone as log-odds a·c (Newton's method on the log
// loss), and returns 1/a, the classic units to one unit of log-odds, as
// a whole number from 1 to 1000, and the mean log loss at that scale.
func calibrate(samples []sample) (int, float64) {
	return calibrateBy(samples, func(s *sample) (int32, float64) { return s.x.Classic, s.label })
}

// calibrateBy is calibrate of samples of any kind, input reading the
// classic score and the label of one.
func calibrateBy[S any](samples []S, input func(*S) (classic int32, label float64)) (int, float64) {
	classic, labels := make([]float64, len(samples)), make([]float64, len(samples))
	for i := range samples {
		c, l := input(&samples[i])
		classic[i], labels[i] = cappedClassic(c), l
	}
	return calibrateScores(classic, labels)
}

// calibrateScores is calibrate of the capped classic scores classic and
// their labels.
func calibrateScores(classic, labels []float64) (int, float64) {
	a := 1.0 / 100
	for range 30 {
		g, h := 0.0, 0.0
		for i, c := range classic {
			p := 1 / (1 + math.Exp(-a*c))
			g += (p - labels[i]) * c
			h += p * (1 - p) * c * c
		}
		if h == 0 {
			break
		}
		a = max(a-g/h, 1.0/1000)
	}
	scale := int(max(min(math.Round(1/a), 1000), 1))
	loss := 0.0
	for i, c := range classic {
		p := 1 / (1 + math.Exp(-c/float64(scale)))
		loss += logLoss(p, labels[i])
	}
	return scale, loss / float64(max(len(classic), 1))
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
	return inClassicUnits(fitRaw(samples, epochs, scale, windows, rng), scale)
}

// fitRaw is fit's weights in units of log-odds, not rounded.
func fitRaw(samples []sample, epochs int, scale float64, windows int, rng *rand.Rand) []float64 {
	base := windows * pattern.Indices
	theta := make([]float64, base+pattern.Scalars)
	grad2 := make([]float64, base+pattern.Scalars)
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
			z := cappedClassic(s.x.Classic) / scale
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
