package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync/atomic"

	"parlour/games/draughts"
	"parlour/games/draughts/internal/neural"
	"parlour/games/draughts/internal/pattern"
)

// netConfig are the inputs of a round of a neural evaluation's network
// (-net), recorded in its file's header. Its games are played, with the
// variant's pruning (Search), by the learned evaluation with the
// variant's shipped pattern weights, which the network corrects, or with
// From, the round before, by the neural evaluation with the committed
// network whose FileHash From is; each quiet position is labelled by the
// game's result, weighing ResultPerMille thousandths, blended with the
// score of the search the game made there.
type netConfig struct {
	Variant        draughts.Variant
	Search         draughts.Pruning
	Seed           uint64
	Games          int
	Nodes          int // search nodes a move
	Epochs         int
	ResultPerMille int
	From           uint64
}

// defaultNetConfig are the inputs of each variant's shipped network. The
// labels are the searches' scores alone: over 100 English ballot games at
// 0.1 s a move against Expert by the pattern weights, a network of 4,000
// games so labelled scored 61.5%, one labelled half by the results 53.0%
// and one by the results alone 40% over 29
// (docs/notes/2026-12-06-night.md). The English network is the second
// round, its games played by the first (english_net_round1.bin): 60.5%
// against the first over 100 games at 0.1 s a move
// (docs/notes/2026-12-06-networks.md). The Polish games are longer and
// slower to play: 4,000 of them keep a round near ten minutes.
var defaultNetConfig = map[draughts.Variant]netConfig{
	draughts.English: {Variant: draughts.English, Search: draughts.PruneTuned, Seed: 23, Games: 8000, Nodes: 10000, Epochs: 12,
		From: pattern.FileHash(englishNetRound1)},
	draughts.Polish: {Variant: draughts.Polish, Search: draughts.PruneClassic, Seed: 24, Games: 4000, Nodes: 10000, Epochs: 12},
}

// netSample is a quiet position, its label (the chance of winning for its
// side to move, a draw counting half) and its game.
type netSample struct {
	x     neural.Sample
	label float64
	game  int
}

// netStats describe a round of the network: the games' tallies and the
// scale, as a round of the pattern weights has them, and the mean log
// losses on the held-out games of the pattern evaluation alone, of the
// network as fitted and as the engine holds it (in integers).
type netStats struct {
	stats
	baseLoss, fittedLoss, heldLoss float64
}

// generateNet plays cfg.Games games of cfg.Variant, fits its network and
// returns the weights file. The games are played on every core the
// process may use, each with a random source of its own, and the fit on
// one, so that the file is the same on any number of cores. logf reports
// progress.
func generateNet(cfg netConfig, logf func(string, ...any)) ([]byte, netStats, error) {
	var st netStats
	if cfg.Games < 1 || cfg.Nodes < 1 || cfg.Epochs < 1 {
		return nil, st, errors.New("learn: games, nodes and epochs must be at least 1")
	}
	if cfg.ResultPerMille < 0 || cfg.ResultPerMille > 1000 {
		return nil, st, errors.New("learn: a result's weight in a label is 0 to 1,000 thousandths")
	}
	if cfg.Variant != draughts.English && cfg.Variant != draughts.Polish {
		return nil, st, errors.New("learn: a network is of English draughts or the Polish game")
	}
	layout := draughts.NeuralLayout(cfg.Variant)
	deck, err := draughts.Openings(draughts.Rules{Variant: cfg.Variant})
	if err != nil {
		return nil, st, err
	}
	var from *draughts.Weights // the round before's network, if any
	if cfg.From != 0 {
		file, err := committedInput(cfg.From)
		if err != nil {
			return nil, st, err
		}
		if from, err = draughts.ReadNeuralWeights(file, cfg.Variant); err != nil {
			return nil, st, fmt.Errorf("learn: the round before's network: %w", err)
		}
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x1ea2))
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	games := make([]netGame, cfg.Games)
	var played atomic.Int64
	parallel(cfg.Games, func(g int) {
		start := deck[g%len(deck)].State.WithEvaluation(draughts.EvalLearned).WithPruning(cfg.Search)
		if from != nil {
			start, _ = start.WithWeights(from) // of the variant: ReadNeuralWeights read them so
		}
		games[g] = playNetGame(cfg, g, start)
		if n := played.Add(1); n%100 == 0 {
			logf("learn: %d games", n)
		}
	})
	samples, scale := netLabels(games, cfg.ResultPerMille, &st)
	train, test := splitNetHeldOut(samples)
	fit := newNetFit(layout, rand.New(rand.NewPCG(cfg.Seed, 0x2e7)))
	for epoch := range cfg.Epochs {
		fit.epoch(train, scale, rng, epoch, cfg.Epochs)
		logf("learn: epoch %d, held-out log loss %.4f", epoch+1, fit.loss(test, scale))
	}
	n := fit.quantised()
	st.baseLoss, st.fittedLoss, st.heldLoss = baseLoss(test, scale), fit.loss(test, scale), quantisedLoss(n, test, scale)
	h := neural.Header{
		Seed: cfg.Seed, Games: uint32(cfg.Games), NodesPerMove: uint32(cfg.Nodes), Positions: uint32(len(samples)),
		Epochs: uint16(cfg.Epochs), Scale: uint16(st.scale), ResultPerMille: uint16(cfg.ResultPerMille), BaseHash: draughts.NeuralBase(cfg.Variant), From: cfg.From,
	}
	return neural.Encode(h, n), st, nil
}

// netGame is a game's result for Black and its quiet positions: each as
// the network sees it, its side to move and the score of the search the
// game made there (noScore for a random or forced move).
type netGame struct {
	result  float64
	samples []neural.Sample
	sides   []draughts.Color
	scores  []int
}

// playNetGame plays game g of a round of cfg from start.
func playNetGame(cfg netConfig, g int, start draughts.State) netGame {
	var game netGame
	rng := rand.New(rand.NewPCG(cfg.Seed^gameSeedMix, uint64(g)))
	game.result = playGame(start, cfg.Nodes, rng, func(s draughts.State, searched *draughts.Result) {
		x, ok := draughts.NeuralSample(s)
		if !ok {
			return
		}
		score := noScore
		if searched != nil {
			score = searched.Score
		}
		game.samples = append(game.samples, x)
		game.sides = append(game.sides, s.Turn())
		game.scores = append(game.scores, score)
	})
	return game
}

// netLabels are the games' positions labelled, and the pattern
// evaluation's units to one unit of log-odds, fitted to the games'
// results: a label is λ·result + (1−λ)·the chance the search's score
// gives, λ resultPerMille thousandths (the result alone where the game
// made no search).
func netLabels(games []netGame, resultPerMille int, st *netStats) ([]netSample, float64) {
	var samples []netSample
	for g, game := range games {
		st.count(game.result)
		for i, x := range game.samples {
			samples = append(samples, netSample{x: x, label: labelFor(game.result, game.sides[i]), game: g})
		}
	}
	st.positions = len(samples)
	st.scale, _ = calibrateBy(samples, func(s *netSample) (int32, float64) { return s.x.Base, s.label })
	scale := float64(st.scale)
	lambda := float64(resultPerMille) / 1000
	k := 0
	for _, game := range games {
		for _, score := range game.scores {
			if score != noScore {
				samples[k].label = lambda*samples[k].label + (1-lambda)*scoreLabel(score, scale)
			}
			k++
		}
	}
	return samples, scale
}

// splitNetHeldOut keeps every tenth game's positions apart, to measure
// the fit by.
func splitNetHeldOut(samples []netSample) (train, test []netSample) {
	for _, s := range samples {
		if s.game%10 == 9 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	return train, test
}

// The fit: Adam on the log loss, in batches, with a little weight decay,
// its rate falling evenly from netRate to a tenth of it over the fit, so
// that the weights settle rather than stop wherever the last batches left
// them.
const (
	netBatch     = 256
	netRate      = 0.002
	netDecay     = 1e-5
	adamBeta1    = 0.9
	adamBeta2    = 0.999
	adamEpsilon  = 1e-8
	netInitInput = 0.1  // the input weights start within ±this
	netInitBias  = 0.5  // the hidden units start halfway up
	netInitOut   = 0.01 // the output weights start within ±this, the correction near nothing
)

// netFit is the network of a layout as it is fitted, in floating point,
// with Adam's moments. The parameters are one slice: the input weights
// (input i, unit j at i·Hidden+j), then from hiddenBiasAt the hidden
// biases, from outputAt the output weights, and last the output's bias.
type netFit struct {
	layout                 neural.Layout
	hiddenBiasAt, outputAt int
	theta, grad, m, v      []float64
	steps                  int
	rate                   float64 // the rate of the next step
}

// newNetFit is a network of layout to fit, its weights drawn from rng.
func newNetFit(layout neural.Layout, rng *rand.Rand) *netFit {
	hiddenBiasAt := layout.Inputs() * neural.Hidden
	outputAt := hiddenBiasAt + neural.Hidden
	parameters := outputAt + neural.Hidden + 1
	f := &netFit{layout: layout, hiddenBiasAt: hiddenBiasAt, outputAt: outputAt,
		theta: make([]float64, parameters), grad: make([]float64, parameters),
		m: make([]float64, parameters), v: make([]float64, parameters)}
	for i := range hiddenBiasAt {
		f.theta[i] = (2*rng.Float64() - 1) * netInitInput
	}
	for j := range neural.Hidden {
		f.theta[hiddenBiasAt+j] = netInitBias
		f.theta[outputAt+j] = (2*rng.Float64() - 1) * netInitOut
	}
	return f
}

// outputBiasAt is where the output's bias is in the parameters.
func (f *netFit) outputBiasAt() int { return len(f.theta) - 1 }

// inputs are the numbers of the inputs a sample sets.
func (f *netFit) inputs(x *neural.Sample, into []int) []int {
	into = into[:0]
	for plane, set := range x.Planes {
		for sq := range f.layout.Squares {
			if set>>sq&1 != 0 {
				into = append(into, f.layout.Input(plane, sq))
			}
		}
	}
	return into
}

// forward is the network's output for the inputs on, in log-odds, with
// its hidden units' sums.
func (f *netFit) forward(on []int, sums *[neural.Hidden]float64) float64 {
	copy(sums[:], f.theta[f.hiddenBiasAt:f.outputAt])
	for _, i := range on {
		w := f.theta[i*neural.Hidden : (i+1)*neural.Hidden]
		for j := range sums {
			sums[j] += w[j]
		}
	}
	out := f.theta[f.outputBiasAt()]
	for j, a := range sums {
		out += clip(a) * f.theta[f.outputAt+j]
	}
	return out
}

// clip is a hidden unit's activation: its sum held within 0 and 1.
func clip(a float64) float64 { return min(max(a, 0), 1) }

// baseOdds is the pattern evaluation's score of x in log-odds.
func baseOdds(x *neural.Sample, scale float64) float64 { return cappedClassic(x.Base) / scale }

// epoch passes once over samples, in an order drawn from rng: pass
// number epoch of epochs.
func (f *netFit) epoch(samples []netSample, scale float64, rng *rand.Rand, epoch, epochs int) {
	order := rng.Perm(len(samples))
	var on []int
	var sums [neural.Hidden]float64
	for start := 0; start < len(order); start += netBatch {
		done := (float64(epoch) + float64(start)/float64(len(order))) / float64(epochs)
		f.rate = netRate * (1 - 0.9*done)
		clear(f.grad)
		batch := order[start:min(start+netBatch, len(order))]
		for _, k := range batch {
			s := &samples[k]
			on = f.inputs(&s.x, on)
			p := sigmoid(baseOdds(&s.x, scale) + f.forward(on, &sums))
			d := p - s.label
			f.grad[f.outputBiasAt()] += d
			for j, a := range sums {
				f.grad[f.outputAt+j] += d * clip(a)
				if a <= 0 || a >= 1 {
					continue
				}
				da := d * f.theta[f.outputAt+j]
				f.grad[f.hiddenBiasAt+j] += da
				for _, i := range on {
					f.grad[i*neural.Hidden+j] += da
				}
			}
		}
		f.step(float64(len(batch)))
	}
}

// step moves the parameters by Adam along the batch's gradient, summed
// over n samples.
func (f *netFit) step(n float64) {
	f.steps++
	c1 := 1 - math.Pow(adamBeta1, float64(f.steps))
	c2 := 1 - math.Pow(adamBeta2, float64(f.steps))
	for i, g := range f.grad {
		g = g/n + netDecay*f.theta[i]
		f.m[i] = adamBeta1*f.m[i] + (1-adamBeta1)*g
		f.v[i] = adamBeta2*f.v[i] + (1-adamBeta2)*g*g
		f.theta[i] -= f.rate * (f.m[i] / c1) / (math.Sqrt(f.v[i]/c2) + adamEpsilon)
	}
}

// loss is the mean log loss of the fitted network over samples.
func (f *netFit) loss(samples []netSample, scale float64) float64 {
	var on []int
	var sums [neural.Hidden]float64
	total := 0.0
	for i := range samples {
		s := &samples[i]
		on = f.inputs(&s.x, on)
		total += logLoss(sigmoid(baseOdds(&s.x, scale)+f.forward(on, &sums)), s.label)
	}
	return total / float64(max(len(samples), 1))
}

// baseLoss is the mean log loss of the pattern evaluation alone.
func baseLoss(samples []netSample, scale float64) float64 {
	total := 0.0
	for i := range samples {
		total += logLoss(sigmoid(baseOdds(&samples[i].x, scale)), samples[i].label)
	}
	return total / float64(max(len(samples), 1))
}

// quantisedLoss is the mean log loss of the network n as the engine holds
// it.
func quantisedLoss(n *neural.Net, samples []netSample, scale float64) float64 {
	total := 0.0
	for i := range samples {
		s := &samples[i]
		out := float64(n.Output(s.x.Planes)) / (neural.HiddenOne * neural.OutputOne)
		total += logLoss(sigmoid(baseOdds(&s.x, scale)+out), s.label)
	}
	return total / float64(max(len(samples), 1))
}

// quantised is the fitted network in the engine's integers.
func (f *netFit) quantised() *neural.Net {
	n := neural.NewNet(f.layout)
	for i := range n.InputWeights {
		for j := range neural.Hidden {
			n.InputWeights[i][j] = f.hiddenWeight(f.theta[i*neural.Hidden+j])
		}
	}
	for j := range neural.Hidden {
		n.HiddenBias[j] = f.hiddenWeight(f.theta[f.hiddenBiasAt+j])
		n.OutputWeights[j] = toInt16(f.theta[f.outputAt+j] * neural.OutputOne)
	}
	n.OutputBias = int32(math.Round(f.theta[f.outputBiasAt()] * neural.HiddenOne * neural.OutputOne))
	return n
}

// toInt16 is w rounded and held within an int16.
func toInt16(w float64) int16 {
	return int16(max(min(math.Round(w), math.MaxInt16), math.MinInt16))
}

// hiddenWeight is a hidden unit's weight or bias w in the engine's
// integers, held within the layout's bound.
func (f *netFit) hiddenWeight(w float64) int16 {
	bound := float64(f.layout.MaxWeight)
	return int16(max(min(math.Round(w*neural.HiddenOne), bound), -bound))
}

// sigmoid is the logistic function.
func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// netSummary is the log line of a round.
func netSummary(cfg netConfig, st netStats, size int) string {
	return fmt.Sprintf("learn: %v network, %d games (%d won by Black, %d drawn), %d positions, scale %d, held-out log loss %.4f patterns alone, %.4f fitted, %.4f in integers, %d bytes",
		cfg.Variant, cfg.Games, st.blackWins, st.draws, st.positions, st.scale, st.baseLoss, st.fittedLoss, st.heldLoss, size)
}
