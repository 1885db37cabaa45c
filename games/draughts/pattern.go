package draughts

import (
	_ "embed"
	"fmt"
	"math/bits"
	"sync"

	"parlour/games/draughts/internal/pattern"
)

// The learned evaluation of English draughts: the classic evaluation plus
// a learned correction, weights for every pattern of pieces in each window
// of two rows of the board (eight dark squares, each empty, own or the
// opponent's), seen from both sides, and for a few counts (material,
// tempo, mobility, runaway men). The correction is fitted by logistic
// regression to the results of Parlour's own games with the classic score
// as a fixed input, so that it learns only what the classic evaluation
// misses (the generator is games/draughts/internal/learn; `go generate`
// runs it).

//go:generate sh -c "go run ./internal/learn -variant english > pattern_english.bin.tmp && mv pattern_english.bin.tmp pattern_english.bin"

// Evaluation selects how the computer players judge a position.
type Evaluation uint8

// The evaluations.
const (
	// EvalClassic is the hand-tuned evaluation, which every level uses
	// unless told otherwise.
	EvalClassic Evaluation = iota
	// EvalLearned is the pattern evaluation fitted to self-play games
	// (English draughts and the Polish game; the Losing game keeps the
	// classic one).
	EvalLearned
	// EvalNeural is the learned evaluation corrected by a small neural
	// network (English draughts and the Polish game, neural.go); in the
	// Losing game it is the classic one.
	EvalNeural
)

// String returns "classic", "learned" or "neural".
func (e Evaluation) String() string {
	switch e {
	case EvalLearned:
		return "learned"
	case EvalNeural:
		return "neural"
	}
	return "classic"
}

// UnmarshalText reads an evaluation's name, as String writes it.
func (e *Evaluation) UnmarshalText(text []byte) error {
	for _, c := range []Evaluation{EvalClassic, EvalLearned, EvalNeural} {
		if string(text) == c.String() {
			*e = c
			return nil
		}
	}
	return fmt.Errorf("an evaluation is classic, learned or neural, not %q", text)
}

// WithEvaluation returns s with the computer players, Expert among them,
// judging positions by e, in s and in every state that follows from it.
func (s State) WithEvaluation(e Evaluation) State {
	s.rules.eval, s.rules.evalChosen = e, true
	return s
}

// Weights is a learned correction decoded from a weights file,
// ready for State.WithWeights: english for English draughts, polish for
// the Polish game, the other nil; and net, read from a network's file,
// the neural evaluation's network over the shipped pattern weights.
// Decoding once lets a match give a player its weights at every move for
// nothing.
type Weights struct {
	variant Variant
	english *learnedWeights
	polish  *polishWeights
	net     *neuralEval
}

// ReadLearnedWeights decodes file (a weights file as EncodeWeights writes
// it, such as a candidate of the generator's) as a correction of variant
// v's learned evaluation. It refuses a damaged file or one of another
// layout, one of another variant's weights, and the Losing game, which
// has no learned evaluation.
func ReadLearnedWeights(file []byte, v Variant) (*Weights, error) {
	if v != English && v != Polish {
		return nil, fmt.Errorf("weights: the %v game has no learned evaluation", v)
	}
	h, w, err := pattern.Decode(file)
	if err != nil {
		return nil, err
	}
	if Variant(h.Variant) != v {
		return nil, fmt.Errorf("weights: the file holds weights of the %v game, not of the %v game", Variant(h.Variant), v)
	}
	lw := &Weights{variant: v}
	if v == Polish {
		lw.polish = newPolishWeights(w)
	} else {
		lw.english = newLearnedWeights(w)
	}
	return lw, nil
}

// WithWeights returns s with the computer players judging by the learned
// evaluation corrected by w in place of the shipped weights, or, if w is
// a network (ReadNeuralWeights), by the neural evaluation with it, in s
// and in every state that follows from it; the weights are not saved. It
// refuses weights of another variant. WithEvaluation(EvalClassic)
// afterwards sets the weights aside.
func (s State) WithWeights(w *Weights) (State, error) {
	if w.variant != s.rules.Variant {
		return s, fmt.Errorf("weights: these are weights of the %v game, not of the %v game", w.variant, s.rules.Variant)
	}
	s.rules.weights = w
	if w.net != nil {
		return s.WithEvaluation(EvalNeural), nil
	}
	return s.WithEvaluation(EvalLearned), nil
}

// WithLearnedWeights is WithWeights of the weights ReadLearnedWeights
// decodes from file for s's variant.
func (s State) WithLearnedWeights(file []byte) (State, error) {
	w, err := ReadLearnedWeights(file, s.rules.Variant)
	if err != nil {
		return s, err
	}
	return s.WithWeights(w)
}

// Evaluation is the evaluation the searches use under r: the one
// WithEvaluation chose, or else the classic one, except that Expert
// plays ExpertEvaluation (see Choose).
func (r Rules) Evaluation() Evaluation { return r.eval }

// ExpertEvaluation is the evaluation Expert plays variant v by when none
// was chosen: in English draughts the neural one (the learned evaluation
// corrected by the network of neural.go, its second round; see
// docs/notes/2026-12-06-night.md and 2026-12-06-networks.md for the
// matches), in the Polish game, whose network played no better than the
// patterns at 300 ms a move (49.5% over 100 games, though 53.3% over 200
// at 0.1 s; 2026-12-06-polish.md), the
// learned one (its tenth round, with block patterns, fitted to 4,000
// games of the ninth labelled by their own searches: 74.5% ±3.1 over 100
// games against Expert as it was before the learned evaluation, at 1 s a
// move, where the sixth round had scored 61.0% ±3.8;
// docs/notes/2026-12-05-performance-log.md; fitted again once the classic
// score stopped calling a man flanked on its row a runaway:
// docs/notes/2026-12-07-night.md), the classic one in the
// Losing game. The English learned evaluation's fourth round, which the
// network corrects, was fitted to 8,000 games played by the third round's
// weights on PruneTuned: 56.0% ±2.6 over 200 games against the third,
// which had scored 58.1% ±2.8 against the classic one over 178, at 0.1 s
// a move.
func ExpertEvaluation(v Variant) Evaluation {
	switch v {
	case English:
		return EvalNeural
	case Polish:
		return EvalLearned
	}
	return EvalClassic
}

// ternary[b] is the 8-bit set b read as a base-3 number of 0s and 1s.
var ternary = func() (t [256]uint16) {
	for b := range t {
		v, pow := 0, 1
		for i := range 8 {
			if b>>i&1 != 0 {
				v += pow
			}
			pow *= 3
		}
		t[b] = uint16(v)
	}
	return t
}()

// views returns the pieces of the side to move (own) and of the opponent
// (opp) on the 8×8 board turned so that own men move down the board, as
// Black's do, and the same for the opponent.
func views(p *position) (own, opp, theirOwn, theirOpp uint32) {
	own, opp = uint32(p.pieces[p.side]), uint32(p.pieces[p.side^1])
	if p.side == White {
		own, opp = bits.Reverse32(own), bits.Reverse32(opp)
	}
	return own, opp, bits.Reverse32(opp), bits.Reverse32(own)
}

// windowIndex is the pattern of window k (rows k+1 and k+2) in a view.
func windowIndex(own, opp uint32, k int) int32 {
	sh := 4 * k
	return int32(k*pattern.Indices) + int32(ternary[byte(own>>sh)]) + 2*int32(ternary[byte(opp>>sh)])
}

// patternScalars are the counts of p.
func patternScalars(p *position) [pattern.Scalars]int {
	var x [pattern.Scalars]int
	for c := Black; c <= White; c++ {
		sign := 1
		if c != p.side {
			sign = -1
		}
		own, opp := p.pieces[c], p.pieces[c^1]
		men, kings := own&^p.kings, own&p.kings
		x[pattern.ScalarKings] += sign * bits.OnesCount64(kings)
		tables8.countMen(&x, sign, c, men, opp, 7)
		all := quietMoves8(p, c)
		km := kingMoves8(p, c)
		x[pattern.ScalarKingMoves] += sign * km
		x[pattern.ScalarManMoves] += sign * (all - km)
	}
	x[pattern.ScalarMove] = 1
	return x
}

// countMen adds to x, with the sign of side c, the counts of c's men
// of the learned English evaluation: the men, their
// tempo (the rows each has come, of lastRow), and the runaway men (no
// enemy piece in the cone ahead: the opponent's pieces opp) and their
// rows.
func (t *evalTables) countMen(x *[pattern.Scalars]int, sign int, c Color, men, opp uint64, lastRow int) {
	x[pattern.ScalarMen] += sign * bits.OnesCount64(men)
	for b := men; b != 0; b &= b - 1 {
		cell := bits.TrailingZeros64(b)
		rows := lastRow - t.rowsToGo[c][cell]
		x[pattern.ScalarTempo] += sign * rows
		if t.cone[c][cell]&opp == 0 {
			x[pattern.ScalarRunaways] += sign
			x[pattern.ScalarRunawayRows] += sign * rows
		}
	}
}

// kingMoves8 counts the ordinary moves of side c's kings on the 8×8
// board.
func kingMoves8(p *position, c Color) int {
	kings := uint32(p.pieces[c]) & uint32(p.kings)
	empty := ^uint32(p.occupied())
	return bits.OnesCount32(ul8(kings)&empty) + bits.OnesCount32(ur8(kings)&empty) +
		bits.OnesCount32(dl8(kings)&empty) + bits.OnesCount32(dr8(kings)&empty)
}

// quietPosition reports whether s is an ongoing game of variant v whose
// side to move has no capture: a position the search evaluates, and so
// one the learned evaluations are fitted to.
func quietPosition(s State, v Variant) bool {
	if s.rules.Variant != v || Outcome(s).Status != Ongoing {
		return false
	}
	list := generate(&s.pos, Rules{Variant: v}, nil)
	return len(list) > 0 && list[0].caps == 0
}

// LearningSample is s as the learned English evaluation sees it, for
// fitting its weights. ok is false unless s is an ongoing English game
// whose side to move has no capture (the search evaluates only such quiet
// positions). PolishLearningSample is the Polish game's.
func LearningSample(s State) (x pattern.EnglishSample, ok bool) {
	if !quietPosition(s, English) {
		return x, false
	}
	own, opp, theirOwn, theirOpp := views(&s.pos)
	for k := range pattern.Windows {
		x.Plus[k] = windowIndex(own, opp, k)
		x.Minus[k] = windowIndex(theirOwn, theirOpp, k)
	}
	scalars := patternScalars(&s.pos)
	x.Classic = int32(evalEnglish(&s.pos))
	for i, v := range scalars {
		x.Scalars[i] = int8(v)
	}
	return x, true
}

// learnedWeights are the weights of a learned correction in the classic
// evaluation's units: the header's Scale of them is one unit of the
// fitted log-odds of winning, the scale the generator fits to the classic
// evaluation before it fits the correction.
type learnedWeights struct {
	patterns []int16 // pattern.Indices a window
	scalars  [pattern.Scalars]int32
}

// newLearnedWeights splits the English weights, as a file holds them,
// into patterns and counts.
func newLearnedWeights(w []int16) *learnedWeights {
	n := pattern.Windows * pattern.Indices
	lw := &learnedWeights{patterns: append([]int16(nil), w[:n]...)}
	for i := range pattern.Scalars {
		lw.scalars[i] = int32(w[n+i])
	}
	return lw
}

// evalLearned scores p, on the English board, for the side to move: the
// classic evaluation corrected by the learned weights w.
func evalLearned(p *position, w *learnedWeights) int {
	own, opp, theirOwn, theirOpp := views(p)
	s := evalEnglish(p)
	pat := w.patterns[:pattern.Windows*pattern.Indices]
	for k := range pattern.Windows {
		s += int(pat[windowIndex(own, opp, k)]) - int(pat[windowIndex(theirOwn, theirOpp, k)])
	}
	for i, v := range patternScalars(p) {
		s += int(w.scalars[i]) * v
	}
	return s
}

//go:embed pattern_english.bin
var patternEnglishFile []byte

//go:embed pattern_polish.bin
var patternPolishFile []byte

// shippedWeights returns the header and weights of the shipped pattern
// evaluation of variant v (English or Polish), or an error if there is
// none or the embedded file will not load (then the learned evaluation
// plays as the classic one).
func shippedWeights(v Variant) (pattern.Header, []int16, error) {
	var file []byte
	switch v {
	case English:
		file = patternEnglishFile
	case Polish:
		file = patternPolishFile
	default:
		return pattern.Header{}, nil, fmt.Errorf("weights: no learned evaluation of %v", v)
	}
	h, w, err := pattern.Decode(file)
	if err == nil && Variant(h.Variant) != v {
		return h, nil, fmt.Errorf("weights: the %v file holds %v weights", v, Variant(h.Variant))
	}
	return h, w, err
}

// WeightsHeader is how a weights file was made (the generator's round),
// as LearnedWeights reads it and EncodeWeights writes it again.
type WeightsHeader struct{ h pattern.Header }

// LearnedWeights returns the header and weights of the shipped learned
// evaluation of variant v (English or Polish), or an error if there is
// none or the embedded file will not load. Changed, the weights make a
// weights file of other weights with EncodeWeights.
func LearnedWeights(v Variant) (WeightsHeader, []int16, error) {
	h, w, err := shippedWeights(v)
	return WeightsHeader{h}, w, err
}

// EncodeWeights writes the weights w, laid out as LearnedWeights returns
// them, as a weights file of header h, one ReadLearnedWeights reads.
func EncodeWeights(h WeightsHeader, w []int16) ([]byte, error) {
	return pattern.Encode(h.h, w)
}

// Where the Polish game's learned weights, as LearnedWeights returns
// them, keep some weights: those of a man on each square as its own side
// sees the board come first, PolishSquares of them; the counts' start at
// PolishCountsAt, that of having the move at PolishCountsAt+PolishMove.
const (
	PolishSquares  = pattern.PolishSquares
	PolishCountsAt = pattern.PolishCountsAt
	PolishMove     = pattern.PolishMove
)

// The shipped learned corrections, or nil if the file will not load.
var (
	learnedEnglish = sync.OnceValue(func() *learnedWeights {
		if _, w, err := shippedWeights(English); err == nil {
			return newLearnedWeights(w)
		}
		return nil
	})
	learnedPolish = sync.OnceValue(func() *polishWeights {
		if _, w, err := shippedWeights(Polish); err == nil {
			return newPolishWeights(w)
		}
		return nil
	})
)
