package main

import (
	"math"

	"parlour/games/draughts/internal/pattern"
)

// The Polish fit with block patterns (pattern.PolishBlocks): the few
// hundred weights of the squares and counts and the 105,000 of the
// blocks' patterns fitted together by L-BFGS on the mean log loss plus an
// L2 penalty: the squares' and counts' as in fitPolish (ridge times each
// feature's variance), and the same penalty, blockRidge, on every block
// pattern's weight, so that a pattern seen in few positions keeps a small
// weight.

// blockRidges are the penalties on the block patterns' weights that
// chooseBlockRidge tries.
var blockRidges = []float64{1e-5, 1e-4, 1e-3, 1e-2}

// lbfgsSteps is the most steps of an L-BFGS fit.
const lbfgsSteps = 300

// blockFit is the objective of the fit with blocks over some samples.
type blockFit struct {
	samples []polishSample
	nonzero [][]uint16 // the square and count features of each sample that are not zero
	scale   float64
	penalty []float64 // each weight's L2 penalty
}

func newBlockFit(samples []polishSample, scale, ridge, blockRidge float64) *blockFit {
	f := &blockFit{samples: samples, scale: scale, penalty: make([]float64, pattern.PolishWeightsWithBlocks)}
	for j, v := range featureVariances(samples) {
		f.penalty[j] = ridge * v
	}
	for j := pattern.PolishWeights; j < len(f.penalty); j++ {
		f.penalty[j] = blockRidge
	}
	f.nonzero = make([][]uint16, len(samples))
	for i := range samples {
		for j, v := range samples[i].x.Features {
			if v != 0 {
				f.nonzero[i] = append(f.nonzero[i], uint16(j))
			}
		}
	}
	return f
}

// logit is the fit's log-odds of sample i at theta.
func (f *blockFit) logit(i int, theta []float64) float64 {
	s := &f.samples[i]
	blocks := theta[pattern.PolishWeights:]
	z := cappedClassic(s.x.Classic) / f.scale
	for _, j := range f.nonzero[i] {
		z += theta[j] * float64(s.x.Features[j])
	}
	for k := range pattern.PolishBlocks {
		z += blocks[s.x.Plus[k]] - blocks[s.x.Minus[k]]
	}
	return z
}

// loss is the objective at theta (log-odds), its gradient written to grad.
func (f *blockFit) loss(theta, grad []float64) float64 {
	clear(grad)
	blockGrad := grad[pattern.PolishWeights:]
	total := 0.0
	for i := range f.samples {
		s := &f.samples[i]
		z := f.logit(i, theta)
		// The log loss of sigmoid(z) against the label, in a form that
		// holds for large |z|.
		total += math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) - s.label*z
		e := 1/(1+math.Exp(-z)) - s.label
		for _, j := range f.nonzero[i] {
			grad[j] += e * float64(s.x.Features[j])
		}
		for k := range pattern.PolishBlocks {
			blockGrad[s.x.Plus[k]] += e
			blockGrad[s.x.Minus[k]] -= e
		}
	}
	count := float64(max(len(f.samples), 1))
	total /= count
	for j := range grad {
		grad[j] = grad[j]/count + f.penalty[j]*theta[j]
		total += f.penalty[j] * theta[j] * theta[j] / 2
	}
	return total
}

// fitPolishBlocks fits the weights with blocks (log-odds) to samples,
// starting from start (nil: zero).
func fitPolishBlocks(samples []polishSample, scale, ridge, blockRidge float64, start []float64) []float64 {
	theta := make([]float64, pattern.PolishWeightsWithBlocks)
	copy(theta, start)
	if len(samples) == 0 {
		return theta
	}
	f := newBlockFit(samples, scale, ridge, blockRidge)
	minimize(theta, f.loss, f.curvature(theta), lbfgsSteps)
	return theta
}

// curvature is the diagonal of the objective's Hessian at theta, by
// which minimize scales its steps: the weights' features differ in size
// by orders of magnitude (a count of up to dozens, a block pattern seen
// in one position in thousands), and an unscaled step would move the
// large ones alone.
func (f *blockFit) curvature(theta []float64) []float64 {
	h := make([]float64, len(theta))
	blockH := h[pattern.PolishWeights:]
	for i := range f.samples {
		s := &f.samples[i]
		z := f.logit(i, theta)
		p := 1 / (1 + math.Exp(-z))
		c := p * (1 - p)
		for _, j := range f.nonzero[i] {
			v := float64(s.x.Features[j])
			h[j] += c * v * v
		}
		for k := range pattern.PolishBlocks {
			if s.x.Plus[k] != s.x.Minus[k] {
				blockH[s.x.Plus[k]] += c
				blockH[s.x.Minus[k]] += c
			}
		}
	}
	count := float64(max(len(f.samples), 1))
	for j := range h {
		h[j] = h[j]/count + f.penalty[j] + 1e-12
	}
	return h
}

// chooseBlockRidge fits the weights with blocks to the positions of nine
// games in ten with each penalty of blockRidges (the squares' and counts'
// penalty ridge) and returns the one whose weights best predict the
// labels of the tenth games, with the mean log losses on those positions
// for each penalty.
func chooseBlockRidge(samples []polishSample, scale, ridge float64, start []float64) (float64, []float64) {
	train, test := splitHeldOut(samples)
	var losses []float64
	best, bestLoss := blockRidges[0], math.Inf(1)
	for _, r := range blockRidges {
		loss := polishLoss(test, inClassicUnits(fitPolishBlocks(train, scale, ridge, r, start), scale), scale)
		losses = append(losses, loss)
		if loss < bestLoss {
			best, bestLoss = r, loss
		}
	}
	return best, losses
}

// minimize lowers f from x in place by at most steps steps of L-BFGS (the
// last 8 steps remembered; the first guess of the inverse Hessian the
// diagonal 1/curv, scaled by the last step) with a backtracking line
// search; f returns its value at x and writes its gradient to g. It stops
// early once three steps in a row each lower f by less than a ten-millionth
// of its value.
func minimize(x []float64, f func(x, g []float64) float64, curv []float64, steps int) {
	const memory = 8
	n := len(x)
	g, d := make([]float64, n), make([]float64, n)
	xNew, gNew := make([]float64, n), make([]float64, n)
	fx := f(x, g)
	var ss, ys [][]float64
	var rhos []float64
	alphas := make([]float64, memory)
	stalled := 0
	for range steps {
		// The direction: minus the inverse Hessian's estimate times g.
		copy(d, g)
		for i := len(ss) - 1; i >= 0; i-- {
			alphas[i] = rhos[i] * dot(ss[i], d)
			axpy(-alphas[i], ys[i], d)
		}
		gamma := 1.0
		if k := len(ss) - 1; k >= 0 { // the scale of the last step, as the diagonal sees it
			yhy := 0.0
			for i, y := range ys[k] {
				yhy += y * y / curv[i]
			}
			gamma = dot(ss[k], ys[k]) / yhy
		}
		for i := range d {
			d[i] *= gamma / curv[i]
		}
		for i := range ss {
			beta := rhos[i] * dot(ys[i], d)
			axpy(alphas[i]-beta, ss[i], d)
		}
		for i := range d {
			d[i] = -d[i]
		}
		slope := dot(g, d)
		if slope >= 0 { // not a way down: start again from the gradient
			ss, ys, rhos = ss[:0], ys[:0], rhos[:0]
			for i := range d {
				d[i] = -g[i]
			}
			slope = -dot(g, g)
		}
		if slope == 0 {
			return
		}
		t, fNew := 1.0, 0.0
		for range 40 {
			for i := range x {
				xNew[i] = x[i] + t*d[i]
			}
			if fNew = f(xNew, gNew); fNew <= fx+1e-4*t*slope {
				break
			}
			t /= 2
		}
		if fNew > fx {
			return
		}
		s, y := make([]float64, n), make([]float64, n)
		for i := range x {
			s[i], y[i] = xNew[i]-x[i], gNew[i]-g[i]
		}
		if sy := dot(s, y); sy > 1e-12 {
			if len(ss) == memory {
				ss, ys, rhos = ss[1:], ys[1:], rhos[1:]
			}
			ss, ys, rhos = append(ss, s), append(ys, y), append(rhos, 1/sy)
		}
		copy(x, xNew)
		copy(g, gNew)
		gained := fx - fNew
		fx = fNew
		if gained <= 1e-7*math.Abs(fx) {
			if stalled++; stalled == 3 {
				return
			}
		} else {
			stalled = 0
		}
	}
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// axpy adds a·x to y.
func axpy(a float64, x, y []float64) {
	for i := range x {
		y[i] += a * x[i]
	}
}
