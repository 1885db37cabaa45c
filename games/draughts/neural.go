package draughts

import (
	_ "embed"
	"fmt"
	"math/bits"
	"sync"

	"parlour/games/draughts/internal/neural"
	"parlour/games/draughts/internal/pattern"
)

// The neural evaluations of English draughts and of the Polish game: the
// learned pattern evaluation corrected by a small network that sees every
// man and king on its square (games/draughts/internal/neural), fitted by
// the generator (games/draughts/internal/learn -net) to positions of
// Parlour's games labelled by their searches' scores (blended, if the
// generator is told so, with the games' results).

//go:generate sh -c "go run ./internal/learn -variant english -net > neural_english.bin.tmp && mv neural_english.bin.tmp neural_english.bin"
//go:generate sh -c "go run ./internal/learn -variant polish -net > neural_polish.bin.tmp && mv neural_polish.bin.tmp neural_polish.bin"

//go:embed neural_english.bin
var neuralEnglishFile []byte

//go:embed neural_polish.bin
var neuralPolishFile []byte

// neuralEval is a network, the pattern weights of its board whose
// evaluation it corrects (english or polish), and the pattern
// evaluation's units to one unit of its output's log-odds.
type neuralEval struct {
	net     *neural.Net
	packed  *neural.Packed // net packed for the search
	scale   int32
	english *learnedWeights
	polish  *polishWeights
}

// shippedNeural is the shipped network of variant v, or nil if there is
// none, its file will not load, or it corrects other pattern weights than
// the shipped ones (then the neural evaluation plays as the learned one; a
// test keeps the files together).
func shippedNeural(v Variant) *neuralEval {
	switch v {
	case English:
		return shippedNeuralEnglish()
	case Polish:
		return shippedNeuralPolish()
	}
	return nil
}

var (
	shippedNeuralEnglish = sync.OnceValue(func() *neuralEval { return loadNeural(neuralEnglishFile, English) })
	shippedNeuralPolish  = sync.OnceValue(func() *neuralEval { return loadNeural(neuralPolishFile, Polish) })
)

// loadNeural is the network of variant v's file, or nil if it will not
// load.
func loadNeural(file []byte, v Variant) *neuralEval {
	w, err := ReadNeuralWeights(file, v)
	if err != nil {
		return nil
	}
	return w.net
}

// network is the network the neural evaluation plays by under r: the
// one r was given (State.WithWeights), or the shipped one; nil if r was
// given pattern weights alone (then it plays as the learned evaluation
// with them) or the variant has none.
func (r Rules) network() *neuralEval {
	if r.weights != nil {
		return r.weights.net
	}
	return shippedNeural(r.Variant)
}

// ReadNeuralWeights decodes file (a network's file as the generator
// writes it, learn -net, such as a candidate) as a network of variant v's
// neural evaluation, ready for State.WithWeights. It refuses a damaged
// file, one of another board, or one that corrects other pattern weights
// than the shipped ones.
func ReadNeuralWeights(file []byte, v Variant) (*Weights, error) {
	if v != English && v != Polish {
		return nil, fmt.Errorf("network: the %v game has no neural evaluation", v)
	}
	h, n, err := neural.Decode(file, neuralLayout(v))
	if err != nil {
		return nil, err
	}
	if h.BaseHash != NeuralBase(v) {
		return nil, fmt.Errorf("network: it corrects other pattern weights than the %v game's shipped ones", v)
	}
	w := &Weights{variant: v}
	if v == Polish {
		w.polish = learnedPolish()
	} else {
		w.english = learnedEnglish()
	}
	if w.english == nil && w.polish == nil {
		return nil, fmt.Errorf("network: the %v game's shipped pattern weights did not load", v)
	}
	w.net = &neuralEval{net: n, packed: n.Pack(), scale: int32(h.Scale), english: w.english, polish: w.polish}
	return w, nil
}

// neuralLayout is the layout of variant v's network.
func neuralLayout(v Variant) neural.Layout {
	if v == Polish {
		return neural.Polish
	}
	return neural.English
}

// neuralSquares is the set of cells b as a set of squares, bit k square
// k+1: on the 10×10 board the cells less the ghosts (cells 10, 21, 32
// and 43, see geometry.go); on the 8×8 board cells are squares.
func neuralSquares(b uint64, v Variant) uint64 {
	if v != Polish {
		return b
	}
	const row = 1<<10 - 1 // two rows of the board, ten squares
	return b&row | b>>1&(row<<10) | b>>2&(row<<20) | b>>3&(row<<30) | b>>4&(row<<40)
}

// turnedSquares is the set of squares sq as the other side sees the
// board: square k is square squares−1−k.
func turnedSquares(sq uint64, squares int) uint64 { return bits.Reverse64(sq) >> (64 - squares) }

// neuralPlanes are the inputs of variant v's network for p: the men and
// kings of the side to move and of its opponent, on the board turned so
// that the side to move's men move down it.
func neuralPlanes(p *position, v Variant) [neural.Planes]uint64 {
	return neuralPlanesFor(p, p.side, v)
}

// neuralPlanesFor are the inputs of variant v's network for p as side c
// sees it, as if c had the move.
func neuralPlanesFor(p *position, c Color, v Variant) [neural.Planes]uint64 {
	own, opp := neuralSquares(p.pieces[c], v), neuralSquares(p.pieces[c^1], v)
	kings := neuralSquares(p.kings, v)
	if c == White {
		n := neuralLayout(v).Squares
		own, opp, kings = turnedSquares(own, n), turnedSquares(opp, n), turnedSquares(kings, n)
	}
	var planes [neural.Planes]uint64
	planes[neural.OwnMen], planes[neural.OwnKings] = own&^kings, own&kings
	planes[neural.OpponentMen], planes[neural.OpponentKings] = opp&^kings, opp&kings
	return planes
}

// variant is the game n's network is of.
func (n *neuralEval) variant() Variant {
	if n.polish != nil {
		return Polish
	}
	return English
}

// evalNeural scores p for the side to move by n: the learned evaluation
// of its board's shipped pattern weights corrected by the network.
func evalNeural(p *position, n *neuralEval) int {
	var acc neural.Accumulator
	n.packed.Fill(&acc, neuralPlanes(p, n.variant()))
	return n.score(p, &acc)
}

// score is evalNeural of p, whose side to move's sums are acc.
func (n *neuralEval) score(p *position, acc *neural.Accumulator) int {
	correction := int(n.packed.OutputOf(acc)) * int(n.scale) / (neural.HiddenOne * neural.OutputOne)
	if n.polish != nil {
		return evalLearned10(p, n.polish) + correction
	}
	return evalLearned(p, n.english) + correction
}

// neuralSums are the sums of the hidden units as each side sees a
// position (indexed by Color), which a search keeps from move to move.
type neuralSums [2]neural.Accumulator

// fill sets sums to p's.
func (n *neuralEval) fill(sums *neuralSums, p *position) {
	for c := Black; c <= White; c++ {
		n.packed.Fill(&sums[c], neuralPlanesFor(p, c, n.variant()))
	}
}

// update turns sums, those of before, into those of after.
func (n *neuralEval) update(sums *neuralSums, before, after *position) {
	v := n.variant()
	for c := Black; c <= White; c++ {
		was, is := before.pieces[c], after.pieces[c]
		wasKings, isKings := was&before.kings, is&after.kings
		if was&^wasKings != is&^isKings {
			n.change(sums, c, false, neuralSquares(was&^wasKings, v), neuralSquares(is&^isKings, v))
		}
		if wasKings != isKings {
			n.change(sums, c, true, neuralSquares(wasKings, v), neuralSquares(isKings, v))
		}
	}
}

// change takes off the sums the pieces of side c of one kind (kings or
// men) that were on the squares was and are not on is, and puts on those
// that came, as each side sees them.
func (n *neuralEval) change(sums *neuralSums, c Color, king bool, was, is uint64) {
	layout := n.net.Layout
	for view := Black; view <= White; view++ {
		plane := neuralPlane(c == view, king)
		for gone := was &^ is; gone != 0; gone &= gone - 1 {
			sq := turnedSquare(bits.TrailingZeros64(gone), view, layout.Squares)
			n.packed.Remove(&sums[view], layout.Input(plane, sq))
		}
		for come := is &^ was; come != 0; come &= come - 1 {
			sq := turnedSquare(bits.TrailingZeros64(come), view, layout.Squares)
			n.packed.Add(&sums[view], layout.Input(plane, sq))
		}
	}
}

// neuralPlane is the plane of a piece: own or the opponent's, king or
// man.
func neuralPlane(own, king bool) int {
	switch {
	case own && king:
		return neural.OwnKings
	case own:
		return neural.OwnMen
	case king:
		return neural.OpponentKings
	}
	return neural.OpponentMen
}

// turnedSquare is square sq of a board of squares squares as side c sees
// it (see neuralPlanesFor).
func turnedSquare(sq int, c Color, squares int) int {
	if c == White {
		return squares - 1 - sq
	}
	return sq
}

// NeuralSample is s as the neural evaluation of its game sees it, for
// fitting its network: ok is false unless s is an ongoing game of
// English draughts or the Polish game whose side to move has no capture
// (the positions the search evaluates).
func NeuralSample(s State) (x neural.Sample, ok bool) {
	v := s.rules.Variant
	if v != English && v != Polish || !quietPosition(s, v) {
		return x, false
	}
	base := 0
	if v == Polish {
		w := learnedPolish()
		if w == nil {
			return x, false
		}
		base = evalLearned10(&s.pos, w)
	} else {
		w := learnedEnglish()
		if w == nil {
			return x, false
		}
		base = evalLearned(&s.pos, w)
	}
	return neural.Sample{Planes: neuralPlanes(&s.pos, v), Base: int32(base)}, true
}

// NeuralLayout is the layout of variant v's network, for the generator.
func NeuralLayout(v Variant) neural.Layout { return neuralLayout(v) }

// NeuralBase is the FileHash of the pattern weights variant v's neural
// evaluation corrects, the shipped ones, for the generator's header.
func NeuralBase(v Variant) uint64 {
	if v == Polish {
		return pattern.FileHash(patternPolishFile)
	}
	return pattern.FileHash(patternEnglishFile)
}
