// Package neural is the layout and the file format of the weights of the
// neural evaluations of English draughts and of the Polish game, shared
// by the draughts engine, which plays by them, and the generator that
// fits them (games/draughts/internal/learn with -net).
//
// The network sees a position from the side to move, the board turned so
// that its men move down the board as Black's do: four planes of the dark
// squares (its men, its kings, the opponent's men, the opponent's kings),
// 32 of them on the 8×8 board, 50 on the 10×10 (see Layout). One hidden layer of Hidden units, each the clipped sum of its
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
	"strings"
)

// The shape every network shares.
const (
	Planes = 4  // own men, own kings, the opponent's men, its kings
	Hidden = 32 // units of the hidden layer

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

// Layout is what a network's size depends on: its board.
type Layout struct {
	// Squares is the number of dark squares, numbered from 0 as the
	// board's squares are from 1 (square 1 at the top, the side to move's
	// men moving down).
	Squares int
	// MaxWeight bounds a hidden unit's weights and bias either way: the
	// most pieces a position holds and a bias, each at the bound, stay
	// within an Accumulator's ±32,767.
	MaxWeight int16
}

// The layouts of the two boards.
var (
	English = Layout{Squares: 32, MaxWeight: 1024} // at most 24 pieces
	Polish  = Layout{Squares: 50, MaxWeight: 768}  // at most 40 pieces
)

// Inputs is the number of the network's inputs: a plane of each square.
func (l Layout) Inputs() int { return Planes * l.Squares }

// Input is the number of the input of a piece of plane on square (the
// board turned to the side to move).
func (l Layout) Input(plane, square int) int { return plane*l.Squares + square }

// Sample is a quiet position as the network sees it, for fitting: the
// four planes as sets of squares (bit k square k), and the learned
// pattern evaluation's score of it, which the network corrects.
type Sample struct {
	Planes [Planes]uint64
	Base   int32
}

// Net is the network's weights, as integers (see the package doc).
type Net struct {
	Layout        Layout
	InputWeights  [][Hidden]int16 // Layout.Inputs() of them
	HiddenBias    [Hidden]int16
	OutputWeights [Hidden]int16
	OutputBias    int32
}

// NewNet is a network of layout l, its weights all 0.
func NewNet(l Layout) *Net {
	return &Net{Layout: l, InputWeights: make([][Hidden]int16, l.Inputs())}
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
	// From is the FileHash of the network whose neural evaluation played
	// the round's games, the round before; 0 if the learned evaluation
	// played them.
	From uint64
}

// magic opens every weights file.
const magic = "parlour-draughts-net-2\n"

// headerBytes is the length of a file's header.
const headerBytes = 8 + 4 + 4 + 4 + 2 + 2 + 2 + 8 + 8

// fileBytes is the length of a file of a network of layout l: the
// magic, two bytes of the shape, the header, the weights and a checksum.
func (l Layout) fileBytes() int {
	return len(magic) + 2 + headerBytes + 2*(l.Inputs()*Hidden+Hidden+Hidden) + 4 + 4
}

// Encode writes h and n as a weights file: the magic, the shape (Planes
// and Hidden, a byte each), the header and the weights, little-endian,
// then a CRC-32 of all before it. The layout is the file's length.
func Encode(h Header, n *Net) []byte {
	b := make([]byte, 0, n.Layout.fileBytes())
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
	b = binary.LittleEndian.AppendUint64(b, h.From)
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

// Decode reads a weights file Encode wrote of a network of layout l. It
// refuses a file of another kind or layout, or one damaged or cut short.
func Decode(file []byte, l Layout) (Header, *Net, error) {
	var h Header
	if len(file) < len(magic) || string(file[:len(magic)]) != magic {
		if strings.HasPrefix(string(file), magic[:len(magic)-2]) {
			return h, nil, errors.New("neural weights: a network file of another version: make it again with the generator")
		}
		return h, nil, errors.New("neural weights: not a Parlour neural weights file")
	}
	if len(file) != l.fileBytes() {
		return h, nil, fmt.Errorf("neural weights: %d bytes, not the %d of a network of %d squares", len(file), l.fileBytes(), l.Squares)
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
	h.From, r = binary.LittleEndian.Uint64(r), r[8:]
	if h.Scale == 0 || h.ResultPerMille > 1000 {
		return h, nil, errors.New("neural weights: the header is damaged")
	}
	n := NewNet(l)
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
		if !l.bounded(n.HiddenBias[j]) {
			return h, nil, errors.New("neural weights: a hidden unit's bias is out of bounds")
		}
		for i := range n.InputWeights {
			if !l.bounded(n.InputWeights[i][j]) {
				return h, nil, errors.New("neural weights: a hidden unit's weight is out of bounds")
			}
		}
	}
	return h, n, nil
}

// Accumulator is the sums of the hidden units for a position, kept as
// the position changes: each unit's bias and its weights of the occupied
// inputs. It packs four sums in each word (see Packed), each held as the
// sum plus 32,768 in 16 bits: the bound on the weights (Layout.MaxWeight)
// keeps the sums of a board's pieces and a bias within ±32,767, so each stays within
// its 16 bits and adding or taking off a piece's packed weights moves
// each sum alone.
type Accumulator [Hidden / lanes]uint64

// lanes is the number of sums a word of an Accumulator holds.
const lanes = 4

// laneBias is what each sum is held above its value.
const laneBias = 1 << 15

// Packed is a network's weights as a search uses them: a hidden unit's
// weights of each input packed four to a word, the word holding
// Σ w·2^(16k) over its four units k (mod 2^64), so that adding a piece
// to an Accumulator is Hidden/4 additions.
type Packed struct {
	inputs []Accumulator // one an input
	bias   Accumulator   // the biases, each plus laneBias
	net    *Net
}

// Pack packs n's weights.
func (n *Net) Pack() *Packed {
	p := &Packed{net: n, inputs: make([]Accumulator, len(n.InputWeights))}
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
func (p *Packed) Fill(acc *Accumulator, planes [Planes]uint64) {
	*acc = p.bias
	for plane, set := range planes {
		for ; set != 0; set &= set - 1 {
			p.Add(acc, p.net.Layout.Input(plane, bits.TrailingZeros64(set)))
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
func (n *Net) Output(planes [Planes]uint64) int32 {
	out := n.OutputBias
	for j := range Hidden {
		sum := int32(n.HiddenBias[j])
		for plane, set := range planes {
			for ; set != 0; set &= set - 1 {
				sum += int32(n.InputWeights[n.Layout.Input(plane, bits.TrailingZeros64(set))][j])
			}
		}
		out += min(max(sum, 0), HiddenOne) * int32(n.OutputWeights[j])
	}
	return out
}

// bounded reports whether w is within l.MaxWeight either way.
func (l Layout) bounded(w int16) bool { return w >= -l.MaxWeight && w <= l.MaxWeight }
