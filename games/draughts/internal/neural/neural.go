// Package neural is the layout and the file format of the weights of
// English draughts' neural evaluation, shared by the draughts engine,
// which plays by them, and the generator that fits them
// (games/draughts/internal/learn with -net).
//
// The network sees a position from the side to move, the board turned so
// that its men move down the board as Black's do: four planes of the 32
// dark squares (its men, its kings, the opponent's men, the opponent's
// kings). One hidden layer of Hidden units, each the clipped sum of its
// weights of the occupied inputs and its bias (held within 0 and 1), feeds
// one output, in units of the log-odds of winning. The output corrects the
// learned pattern evaluation, as that corrects the classic one: the
// engine adds it, in the pattern evaluation's units, to that evaluation.
//
// The weights are held as integers: a hidden unit's weights and bias in
// 1/HiddenOne, the output's weights in 1/OutputOne, and the output's bias
// in 1/(HiddenOne·OutputOne), so that the engine adds and multiplies
// small integers alone.
package neural

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math/bits"
)

// The layout.
const (
	Squares = 32 // the dark squares of the 8×8 board
	Planes  = 4  // own men, own kings, the opponent's men, its kings
	Inputs  = Planes * Squares
	Hidden  = 32 // units of the hidden layer

	HiddenOne = 127 // a hidden weight, bias or activation of 1
	OutputOne = 64  // an output weight of 1
)

// The planes, in the order of the inputs.
const (
	OwnMen = iota
	OwnKings
	OpponentMen
	OpponentKings
)

// Input is the number of the input of a piece of plane on square (0 to
// 31, numbered as the engine's 8×8 board numbers them, the board turned
// to the side to move).
func Input(plane, square int) int { return plane*Squares + square }

// Sample is a quiet position as the network sees it, for fitting: the
// four planes as sets of squares, and the learned pattern evaluation's
// score of it, which the network corrects.
type Sample struct {
	Planes [Planes]uint32
	Base   int32
}

// Net is the network's weights, as integers (see the package doc).
type Net struct {
	InputWeights  [Inputs][Hidden]int16
	HiddenBias    [Hidden]int16
	OutputWeights [Hidden]int16
	OutputBias    int32
}

// Header records how a weights file was made.
type Header struct {
	Seed           uint64 // the generator's seed
	Games          uint32 // self-play games played
	NodesPerMove   uint32 // the games' search nodes a move
	Positions      uint32 // quiet positions fitted
	Epochs         uint16 // passes of the fit over them
	Scale          uint16 // the pattern evaluation's units to one unit of log-odds
	ResultPerMille uint16 // a label's weight of the game's result; the rest is its search's score
	// BaseHash is the FileHash of the pattern weights file whose
	// evaluation the network corrects: the engine plays by the network
	// only over those weights.
	BaseHash uint64
}

// magic opens every weights file.
const magic = "parlour-draughts-net-1\n"

// headerBytes and netBytes are the lengths of a file's parts.
const (
	headerBytes = 8 + 4 + 4 + 4 + 2 + 2 + 2 + 8
	netBytes    = 2*(Inputs*Hidden+Hidden+Hidden) + 4
	fileBytes   = len(magic) + 2 + headerBytes + netBytes + 4 // the layout's two bytes, the checksum
)

// Encode writes h and n as a weights file: the magic, the layout (Planes
// and Hidden, a byte each), the header and the weights, little-endian,
// then a CRC-32 of all before it.
func Encode(h Header, n *Net) []byte {
	b := make([]byte, 0, fileBytes)
	b = append(b, magic...)
	b = append(b, Planes, Hidden)
	b = binary.LittleEndian.AppendUint64(b, h.Seed)
	b = binary.LittleEndian.AppendUint32(b, h.Games)
	b = binary.LittleEndian.AppendUint32(b, h.NodesPerMove)
	b = binary.LittleEndian.AppendUint32(b, h.Positions)
	b = binary.LittleEndian.AppendUint16(b, h.Epochs)
	b = binary.LittleEndian.AppendUint16(b, h.Scale)
	b = binary.LittleEndian.AppendUint16(b, h.ResultPerMille)
	b = binary.LittleEndian.AppendUint64(b, h.BaseHash)
	for i := range n.InputWeights {
		for _, w := range n.InputWeights[i] {
			b = binary.LittleEndian.AppendUint16(b, uint16(w))
		}
	}
	for _, w := range n.HiddenBias {
		b = binary.LittleEndian.AppendUint16(b, uint16(w))
	}
	for _, w := range n.OutputWeights {
		b = binary.LittleEndian.AppendUint16(b, uint16(w))
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(n.OutputBias))
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// Decode reads a weights file Encode wrote. It refuses a file of another
// kind or layout, or one damaged or cut short.
func Decode(file []byte) (Header, *Net, error) {
	var h Header
	if len(file) < len(magic) || string(file[:len(magic)]) != magic {
		return h, nil, errors.New("neural weights: not a Parlour neural weights file")
	}
	if len(file) != fileBytes {
		return h, nil, fmt.Errorf("neural weights: %d bytes, not the %d of this layout", len(file), fileBytes)
	}
	body, sum := file[:len(file)-4], binary.LittleEndian.Uint32(file[len(file)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return h, nil, errors.New("neural weights: the file is damaged (its checksum does not match)")
	}
	r := body[len(magic):]
	if r[0] != Planes || r[1] != Hidden {
		return h, nil, fmt.Errorf("neural weights: a network of %d planes and %d hidden units, not %d and %d", r[0], r[1], Planes, Hidden)
	}
	r = r[2:]
	h.Seed, r = binary.LittleEndian.Uint64(r), r[8:]
	h.Games, r = binary.LittleEndian.Uint32(r), r[4:]
	h.NodesPerMove, r = binary.LittleEndian.Uint32(r), r[4:]
	h.Positions, r = binary.LittleEndian.Uint32(r), r[4:]
	h.Epochs, r = binary.LittleEndian.Uint16(r), r[2:]
	h.Scale, r = binary.LittleEndian.Uint16(r), r[2:]
	h.ResultPerMille, r = binary.LittleEndian.Uint16(r), r[2:]
	h.BaseHash, r = binary.LittleEndian.Uint64(r), r[8:]
	if h.Scale == 0 || h.ResultPerMille > 1000 {
		return h, nil, errors.New("neural weights: the header is damaged")
	}
	n := new(Net)
	next := func() int16 {
		w := int16(binary.LittleEndian.Uint16(r))
		r = r[2:]
		return w
	}
	for i := range n.InputWeights {
		for j := range n.InputWeights[i] {
			n.InputWeights[i][j] = next()
		}
	}
	for j := range n.HiddenBias {
		n.HiddenBias[j] = next()
	}
	for j := range n.OutputWeights {
		n.OutputWeights[j] = next()
	}
	n.OutputBias = int32(binary.LittleEndian.Uint32(r))
	for j := range Hidden {
		if !bounded(n.HiddenBias[j]) {
			return h, nil, errors.New("neural weights: a hidden unit's bias is out of bounds")
		}
		for i := range Inputs {
			if !bounded(n.InputWeights[i][j]) {
				return h, nil, errors.New("neural weights: a hidden unit's weight is out of bounds")
			}
		}
	}
	return h, n, nil
}

// Accumulator is the sums of the hidden units for a position, kept as
// the position changes: each unit's bias and its weights of the occupied
// inputs. It packs four sums in each word (see Packed), each held as the
// sum plus 32,768 in 16 bits: the bound on the weights (MaxWeight) keeps
// the sums of 24 pieces and a bias within ±32,767, so each stays within
// its 16 bits and adding or taking off a piece's packed weights moves
// each sum alone.
type Accumulator [Hidden / lanes]uint64

// lanes is the number of sums a word of an Accumulator holds.
const lanes = 4

// laneBias is what each sum is held above its value.
const laneBias = 1 << 15

// MaxWeight bounds a hidden unit's weights and bias either way.
const MaxWeight = 1024

// Packed is a network's weights as a search uses them: a hidden unit's
// weights of each input packed four to a word, the word holding
// Σ w·2^(16k) over its four units k (mod 2^64), so that adding a piece
// to an Accumulator is Hidden/4 additions.
type Packed struct {
	inputs [Inputs]Accumulator
	bias   Accumulator // the biases, each plus laneBias
	net    *Net
}

// Pack packs n's weights.
func (n *Net) Pack() *Packed {
	p := &Packed{net: n}
	for i := range n.InputWeights {
		p.inputs[i] = pack(n.InputWeights[i], 0)
	}
	p.bias = pack(n.HiddenBias, laneBias)
	return p
}

// pack packs w, each plus bias.
func pack(w [Hidden]int16, bias int64) Accumulator {
	var a Accumulator
	for j, v := range w {
		a[j/lanes] += uint64((int64(v) + bias) << (16 * (j % lanes)))
	}
	return a
}

// Fill sets acc to the sums of the inputs of planes.
func (p *Packed) Fill(acc *Accumulator, planes [Planes]uint32) {
	*acc = p.bias
	for plane, set := range planes {
		for ; set != 0; set &= set - 1 {
			p.Add(acc, Input(plane, bits.TrailingZeros32(set)))
		}
	}
}

// Add adds input i's weights to acc: a piece put on its square.
func (p *Packed) Add(acc *Accumulator, i int) {
	w := &p.inputs[i]
	for k := range acc {
		acc[k] += w[k]
	}
}

// Remove takes input i's weights from acc: a piece taken off its square.
func (p *Packed) Remove(acc *Accumulator, i int) {
	w := &p.inputs[i]
	for k := range acc {
		acc[k] -= w[k]
	}
}

// OutputOf is the network's output for the sums acc, in
// 1/(HiddenOne·OutputOne) of a unit of log-odds.
func (p *Packed) OutputOf(acc *Accumulator) int32 {
	out := p.net.OutputBias
	for j := range Hidden {
		sum := int32(acc[j/lanes]>>(16*(j%lanes))&0xffff) - laneBias
		out += min(max(sum, 0), HiddenOne) * int32(p.net.OutputWeights[j])
	}
	return out
}

// Output is the network's output for the inputs of planes, in
// 1/(HiddenOne·OutputOne) of a unit of log-odds: the clipped sums of the
// hidden units, weighed.
func (n *Net) Output(planes [Planes]uint32) int32 {
	out := n.OutputBias
	for j := range Hidden {
		sum := int32(n.HiddenBias[j])
		for plane, set := range planes {
			for ; set != 0; set &= set - 1 {
				sum += int32(n.InputWeights[Input(plane, bits.TrailingZeros32(set))][j])
			}
		}
		out += min(max(sum, 0), HiddenOne) * int32(n.OutputWeights[j])
	}
	return out
}

// bounded reports whether w is within MaxWeight either way.
func bounded(w int16) bool { return w >= -MaxWeight && w <= MaxWeight }
