package draughts

import (
	_ "embed"
	"math/bits"
	"sync"

	"parlour/games/draughts/internal/neural"
	"parlour/games/draughts/internal/pattern"
)

// The neural evaluation of English draughts: the learned pattern
// evaluation corrected by a small network that sees every man and king on
// its square (games/draughts/internal/neural), fitted by the generator
// (games/draughts/internal/learn -net) to positions of Parlour's games
// labelled by their searches' scores (blended, if the generator is told
// so, with the games' results).

//go:generate sh -c "go run ./internal/learn -variant english -net > neural_english.bin.tmp && mv neural_english.bin.tmp neural_english.bin"

//go:embed neural_english.bin
var neuralEnglishFile []byte

// neuralEval is a network and the pattern evaluation's units to one unit
// of its output's log-odds.
type neuralEval struct {
	net    *neural.Net
	packed *neural.Packed // net packed for the search
	scale  int32
}

// shippedNeural is the shipped network, or nil if its file will not load
// or corrects other pattern weights than the shipped ones (then the
// neural evaluation plays as the learned one; a test keeps the two files
// together).
var shippedNeural = sync.OnceValue(func() *neuralEval {
	h, n, err := neural.Decode(neuralEnglishFile)
	if err != nil || h.BaseHash != pattern.FileHash(patternEnglishFile) {
		return nil
	}
	return &neuralEval{net: n, packed: n.Pack(), scale: int32(h.Scale)}
})

// neuralPlanes are the inputs of the network for p: the men and kings of
// the side to move and of its opponent, on the board turned so that the
// side to move's men move down it.
func neuralPlanes(p *position) [neural.Planes]uint32 { return neuralPlanesFor(p, p.side) }

// neuralPlanesFor are the inputs of the network for p as side c sees it,
// as if c had the move.
func neuralPlanesFor(p *position, c Color) [neural.Planes]uint32 {
	own, opp := uint32(p.pieces[c]), uint32(p.pieces[c^1])
	kings := uint32(p.kings)
	if c == White {
		own, opp, kings = bits.Reverse32(own), bits.Reverse32(opp), bits.Reverse32(kings)
	}
	var planes [neural.Planes]uint32
	planes[neural.OwnMen], planes[neural.OwnKings] = own&^kings, own&kings
	planes[neural.OpponentMen], planes[neural.OpponentKings] = opp&^kings, opp&kings
	return planes
}

// evalNeural scores p, on the English board, for the side to move: the
// learned evaluation of the shipped pattern weights w corrected by the
// network.
func evalNeural(p *position, w *learnedWeights, n *neuralEval) int {
	var acc neural.Accumulator
	n.packed.Fill(&acc, neuralPlanes(p))
	return n.score(p, w, &acc)
}

// score is evalNeural of p, whose side to move's sums are acc.
func (n *neuralEval) score(p *position, w *learnedWeights, acc *neural.Accumulator) int {
	return evalLearned(p, w) + int(n.packed.OutputOf(acc))*int(n.scale)/(neural.HiddenOne*neural.OutputOne)
}

// neuralSums are the sums of the hidden units as each side sees a
// position (indexed by Color), which a search keeps from move to move.
type neuralSums [2]neural.Accumulator

// fill sets sums to p's.
func (n *neuralEval) fill(sums *neuralSums, p *position) {
	for c := Black; c <= White; c++ {
		n.packed.Fill(&sums[c], neuralPlanesFor(p, c))
	}
}

// update turns sums, those of before, into those of after.
func (n *neuralEval) update(sums *neuralSums, before, after *position) {
	for c := Black; c <= White; c++ {
		was, is := uint32(before.pieces[c]), uint32(after.pieces[c])
		wasKings, isKings := was&uint32(before.kings), is&uint32(after.kings)
		if was&^wasKings != is&^isKings {
			n.change(sums, c, false, was&^wasKings, is&^isKings)
		}
		if wasKings != isKings {
			n.change(sums, c, true, wasKings, isKings)
		}
	}
}

// change takes off the sums the pieces of side c of one kind (kings or
// men) that were on the squares was and are not on is, and puts on those
// that came, as each side sees them.
func (n *neuralEval) change(sums *neuralSums, c Color, king bool, was, is uint32) {
	for view := Black; view <= White; view++ {
		plane := neuralPlane(c == view, king)
		for gone := was &^ is; gone != 0; gone &= gone - 1 {
			n.packed.Remove(&sums[view], neural.Input(plane, turnedSquare(bits.TrailingZeros32(gone), view)))
		}
		for come := is &^ was; come != 0; come &= come - 1 {
			n.packed.Add(&sums[view], neural.Input(plane, turnedSquare(bits.TrailingZeros32(come), view)))
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

// turnedSquare is square sq of the 8×8 board as side c sees it (see
// neuralPlanesFor).
func turnedSquare(sq int, c Color) int {
	if c == White {
		return 31 - sq
	}
	return sq
}

// NeuralSample is s as the neural evaluation sees it, for fitting its
// network: ok is false unless s is an ongoing English game whose side to
// move has no capture (the positions the search evaluates).
func NeuralSample(s State) (x neural.Sample, ok bool) {
	if !quietPosition(s, English) {
		return x, false
	}
	w := learnedEnglish()
	if w == nil {
		return x, false
	}
	return neural.Sample{Planes: neuralPlanes(&s.pos), Base: int32(evalLearned(&s.pos, w))}, true
}

// NeuralBase is the FileHash of the pattern weights the neural evaluation
// corrects, the shipped ones, for the generator's header.
func NeuralBase() uint64 { return pattern.FileHash(patternEnglishFile) }
