package main

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"parlour/games/draughts"
	"parlour/games/draughts/internal/pattern"
)

// The Polish game's fit: the correction of pattern10.go, a few dozen
// weights (PolishWeights), fitted to every quiet position of the games,
// with or without kings, by Newton's method on the mean log loss with an
// L2 penalty chosen by held-out games.

// polishSample is one quiet Polish position and the result for its side
// to move: 1 a win, 0.5 a draw, 0 a loss; game is the number of its game.
type polishSample struct {
	x     pattern.PolishSample
	label float64
	game  int
}

// newtonSteps is the number of Newton steps of the Polish fit (the
// header's Epochs): from zero weights the log loss of a few dozen weights
// settles within a handful.
const newtonSteps = 12

// ridges are the L2 penalties chooseRidge tries, each per weight times
// the variance of its feature over the positions (so that a count of
// large values is held back as much as a square's weight), the mean log
// loss being per position.
var ridges = []float64{1e-5, 1e-4, 1e-3, 1e-2, 1e-1}

// heldOutEvery is how chooseRidge splits the games: every heldOutEvery-th
// game is held out.
const heldOutEvery = 10

// generatePolish is generate for the Polish game, from the shuffled
// openings deck. The games are played at once on every core the process
// may use (runtime.GOMAXPROCS), each with a random source of its own
// seeded by the round's seed and the game's number, so that the round is
// the same whatever the number of cores.
func generatePolish(cfg config, deck []draughts.Opening, logf func(string, ...any)) ([]byte, stats, error) {
	var st stats
	games := make([]polishGame, cfg.Games)
	// A label's search is the one the game made to choose its move when
	// it searches as many nodes with PruneClassic: its score is kept.
	reuse := cfg.LabelNodes == cfg.Nodes && cfg.Search == draughts.PruneClassic
	var done atomic.Int64
	parallel(cfg.Games, func(g int) {
		games[g] = playPolishGame(cfg, g, deck[g%len(deck)].State, reuse)
		if n := done.Add(1); n%50 == 0 {
			logf("learn: %d games", n)
		}
	})
	var samples []polishSample
	for _, pg := range games {
		st.count(pg.result)
		for i := range pg.samples {
			pg.samples[i].label = labelFor(pg.result, pg.sides[i])
		}
		samples = append(samples, pg.samples...)
	}
	logf("learn: %d games, %d positions", cfg.Games, len(samples))
	if cfg.LabelNodes == 0 {
		return fitPolishRound(cfg, samples, st, logf)
	}
	// The scale is the results' (the classic score against the games'
	// results), so that a search's score and the corrected static score
	// read as the same probability.
	st.scale, _ = calibrateBy(samples, func(s *polishSample) (int32, float64) { return s.x.Classic, s.label })
	var states []draughts.State
	var scores []int
	for _, pg := range games {
		states = append(states, pg.states...)
		scores = append(scores, pg.scores...)
	}
	labelBySearch(samples, states, scores, cfg.LabelNodes, float64(st.scale), cfg.ResultPerMille, logf)
	return fitPolishRound(cfg, samples, st, logf)
}

// polishGame is what one game of a round gives: its samples (labelled
// later), the side to move of each, and with labels by search the score
// of the game's own search of each when that search is the label's (see
// playPolishGame), or else noScore and the state to search; and the
// result for Black.
type polishGame struct {
	samples []polishSample
	sides   []draughts.Color
	states  []draughts.State
	scores  []int
	result  float64
}

// noScore marks a sample whose label's search is still to be made.
const noScore = math.MinInt

// playPolishGame plays game g of a round of cfg from start and samples
// its quiet positions: every one, or with labels by search every
// LabelEvery-th. With reuse (the label's search is the one the game made
// to choose its move: as many nodes, with PruneClassic) the score of
// that search is kept, so that the position need not be searched again.
func playPolishGame(cfg config, g int, start draughts.State, reuse bool) polishGame {
	var pg polishGame
	rng := rand.New(rand.NewPCG(cfg.Seed^gameSeedMix, uint64(g)))
	quiet := 0
	pg.result = playGame(start, cfg.Nodes, rng, func(s draughts.State, searched *draughts.Result) {
		x, ok := draughts.PolishLearningSample(s)
		if !ok {
			return
		}
		quiet++
		if cfg.LabelNodes > 0 && (quiet-1)%cfg.LabelEvery != 0 {
			return
		}
		pg.samples = append(pg.samples, polishSample{x: x, game: g})
		pg.sides = append(pg.sides, s.Turn())
		if cfg.LabelNodes == 0 {
			return
		}
		var labelState draughts.State // only a position still to search is kept
		score := noScore
		if reuse && searched != nil {
			score = searched.Score
		} else {
			labelState = s
		}
		pg.states = append(pg.states, labelState)
		pg.scores = append(pg.scores, score)
	})
	return pg
}

// gameSeedMix keeps the games' random sources apart from the deck's.
const gameSeedMix = 0x9e3779b97f4a7c15

// parallel calls work(i) for every i below n, on as many goroutines as
// the process may run at once.
func parallel(n int, work func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				work(i)
			}
		})
	}
	wg.Wait()
}

// labelBySearch labels each sample by a search of nodes nodes from its
// position (states[i] is samples[i]'s; scores[i], unless noScore, is
// that search's score, already made), blended with its label, the
// game's result, which weighs resultPerMille thousandths: λ·result +
// (1−λ)·searchLabel. The searches run on every core the process may use.
func labelBySearch(samples []polishSample, states []draughts.State, scores []int, nodes int, scale float64, resultPerMille int, logf func(string, ...any)) {
	λ := float64(resultPerMille) / 1000
	var done atomic.Int64
	parallel(len(samples), func(i int) {
		var p float64
		if scores != nil && scores[i] != noScore {
			p = scoreLabel(scores[i], scale)
		} else {
			p = searchLabel(states[i], nodes, scale)
		}
		samples[i].label = λ*samples[i].label + (1-λ)*p
		if n := done.Add(1); n%10000 == 0 {
			logf("learn: %d of %d positions labelled by search", n, len(samples))
		}
	})
}

// searchLabel is the chance that the side to move of s wins, as a search
// of nodes nodes with PruneClassic and s's evaluation (the games': the
// classic one, or the learned one with a round's input weights) sees it:
// sigmoid(score/scale), the score capped at ±classicCap (a forced win is
// as sure as a large material lead, and the label stays within (0, 1)).
func searchLabel(s draughts.State, nodes int, scale float64) float64 {
	s = s.WithPruning(draughts.PruneClassic)
	return scoreLabel(draughts.Search(context.Background(), s, draughts.Limits{Nodes: int64(nodes)}).Score, scale)
}

// scoreLabel is a search's score as a label: sigmoid(score/scale), the
// score capped at ±classicCap.
func scoreLabel(score int, scale float64) float64 {
	score = max(min(score, classicCap), -classicCap)
	return 1 / (1 + math.Exp(-float64(score)/scale))
}

// checkLabels refuses label settings that make no sense: every field
// zero (the games' results) or a search of some nodes, every LabelEvery
// positions at least one, and a result weight of 0 to 1,000 thousandths.
func (cfg config) checkLabels() error {
	switch {
	case cfg.LabelNodes == 0 && cfg.LabelEvery == 0 && cfg.ResultPerMille == 0:
		return nil
	case cfg.Variant != draughts.Polish:
		return errors.New("learn: labels by search are for the Polish game only")
	case cfg.LabelNodes < 1 || cfg.LabelEvery < 1 || cfg.ResultPerMille < 0 || cfg.ResultPerMille > 1000:
		return errors.New("learn: labels by search need nodes and every at least 1 and a result weight from 0 to 1")
	}
	return nil
}

// fitPolishRound fits the Polish correction to the samples of a round and
// writes the weights file. The scale is fitted to the samples' labels
// unless it is set already (labels by search: the results' scale).
func fitPolishRound(cfg config, samples []polishSample, st stats, logf func(string, ...any)) ([]byte, stats, error) {
	st.positions = len(samples)
	if cfg.Sets == 1 { // the men's set alone: the other sets' features are not fitted
		for i := range samples {
			clear(samples[i].x.Features[pattern.PolishSquares:pattern.PolishCountsAt])
		}
	}
	if st.scale == 0 {
		st.scale, st.classicLoss = calibrateBy(samples, func(s *polishSample) (int32, float64) { return s.x.Classic, s.label })
	} else {
		st.classicLoss = polishLoss(samples, nil, float64(st.scale))
	}
	scale := float64(st.scale)
	st.ridge, st.heldOut = chooseRidge(samples, scale, cfg.Epochs)
	logf("learn: held-out log loss %.4f classic alone; %.4f with L2 %v: L2 %v", st.heldOut[0], st.heldOut[1:], ridges, st.ridge)
	theta := fitPolish(samples, scale, st.ridge, cfg.Epochs)
	if cfg.Blocks != 0 {
		var losses []float64
		st.blockRidge, losses = chooseBlockRidge(samples, scale, st.ridge, theta)
		logf("learn: held-out log loss with blocks %.4f with L2 %v: L2 %v", losses, blockRidges, st.blockRidge)
		theta = fitPolishBlocks(samples, scale, st.ridge, st.blockRidge, theta)
	}
	w := inClassicUnits(theta, scale)
	st.loss = polishLoss(samples, w, scale)
	data, err := pattern.Encode(cfg.header(len(samples), st.scale), w)
	return data, st, err
}

// chooseRidge fits the correction to the positions of nine games in ten
// with each penalty of ridges and returns the one whose weights best
// predict the results of the tenth games, with the mean log losses on
// those positions of the classic score alone and then of each penalty.
func chooseRidge(samples []polishSample, scale float64, steps int) (float64, []float64) {
	train, test := splitHeldOut(samples)
	losses := []float64{polishLoss(test, nil, scale)}
	best, bestLoss := ridges[0], math.Inf(1)
	for _, r := range ridges {
		loss := polishLoss(test, inClassicUnits(fitPolish(train, scale, r, steps), scale), scale)
		losses = append(losses, loss)
		if loss < bestLoss {
			best, bestLoss = r, loss
		}
	}
	return best, losses
}

// splitHeldOut splits samples into those of nine games in ten, to fit,
// and those of every heldOutEvery-th game, held out.
func splitHeldOut(samples []polishSample) (train, test []polishSample) {
	for _, s := range samples {
		if s.game%heldOutEvery == heldOutEvery-1 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	return train, test
}

// polishLoss is the mean log loss on samples of the classic score
// corrected by the weights w (classic units; nil for none).
func polishLoss(samples []polishSample, w []int16, scale float64) float64 {
	loss := 0.0
	for i := range samples {
		s := &samples[i]
		z := cappedClassic(s.x.Classic)
		for j := range min(len(w), pattern.PolishWeights) {
			z += float64(w[j]) * float64(s.x.Features[j])
		}
		if len(w) == pattern.PolishWeightsWithBlocks {
			blocks := w[pattern.PolishWeights:]
			for k := range pattern.PolishBlocks {
				z += float64(blocks[s.x.Plus[k]]) - float64(blocks[s.x.Minus[k]])
			}
		}
		loss += logLoss(1/(1+math.Exp(-z/scale)), s.label)
	}
	return loss / float64(max(len(samples), 1))
}

// fitPolish finds the weights (log-odds) that, added to the classic score
// (scale of its units to one unit of log-odds, a fixed input), best
// predict the labels, by steps steps of Newton's method on the mean log
// loss plus ridge times the variance of each feature times its weight
// squared, over two. Each position has few features that are not zero
// (its pieces' squares and the counts), so the gradient and the Hessian
// are summed over those only.
func fitPolish(samples []polishSample, scale, ridge float64, steps int) []float64 {
	const n = pattern.PolishWeights
	theta := make([]float64, n)
	if len(samples) == 0 {
		return theta
	}
	penalty := featureVariances(samples)
	for j := range penalty {
		penalty[j] *= ridge
	}
	nonzero := make([][]uint16, len(samples))
	for i := range samples {
		for j, f := range samples[i].x.Features {
			if f != 0 {
				nonzero[i] = append(nonzero[i], uint16(j))
			}
		}
	}
	count := float64(len(samples))
	hess := make([][]float64, n)
	for j := range hess {
		hess[j] = make([]float64, n)
	}
	grad := make([]float64, n)
	for range steps {
		clear(grad)
		for j := range hess {
			clear(hess[j])
		}
		for i := range samples {
			f := &samples[i].x.Features
			z := cappedClassic(samples[i].x.Classic) / scale
			for _, j := range nonzero[i] {
				z += theta[j] * float64(f[j])
			}
			p := 1 / (1 + math.Exp(-z))
			e, c := p-samples[i].label, p*(1-p)
			for a, j := range nonzero[i] {
				fj := float64(f[j])
				grad[j] += e * fj
				row, cf := hess[j], c*fj
				for _, k := range nonzero[i][a:] {
					row[k] += cf * float64(f[k])
				}
			}
		}
		for j := range n {
			grad[j] = grad[j]/count + penalty[j]*theta[j]
			for k := j; k < n; k++ {
				hess[j][k] /= count
				hess[k][j] = hess[j][k]
			}
			hess[j][j] += penalty[j] + 1e-9
		}
		step := solve(hess, grad)
		for j := range n {
			theta[j] -= step[j]
		}
	}
	return theta
}

// featureVariances is the variance of each feature over samples.
func featureVariances(samples []polishSample) []float64 {
	const n = pattern.PolishWeights
	var sum, sum2 [n]float64
	for i := range samples {
		for j, f := range samples[i].x.Features {
			sum[j] += float64(f)
			sum2[j] += float64(f) * float64(f)
		}
	}
	v := make([]float64, n)
	count := float64(len(samples))
	for j := range n {
		mean := sum[j] / count
		v[j] = max(sum2[j]/count-mean*mean, 0)
	}
	return v
}

// solve returns x with a·x = b for the square matrix a, by Gaussian
// elimination with partial pivoting (a is symmetric positive definite
// here, so it has one); a and b are overwritten.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	for col := range n {
		pivot := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[pivot][col]) {
				pivot = r
			}
		}
		a[col], a[pivot] = a[pivot], a[col]
		b[col], b[pivot] = b[pivot], b[col]
		if a[col][col] == 0 {
			continue
		}
		for r := col + 1; r < n; r++ {
			f := a[r][col] / a[col][col]
			if f == 0 {
				continue
			}
			for k := col; k < n; k++ {
				a[r][k] -= f * a[col][k]
			}
			b[r] -= f * b[col]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		if a[r][r] == 0 {
			continue
		}
		v := b[r]
		for k := r + 1; k < n; k++ {
			v -= a[r][k] * x[k]
		}
		x[r] = v / a[r][r]
	}
	return x
}
