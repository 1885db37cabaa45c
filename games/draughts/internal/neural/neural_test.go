package neural

import (
	"encoding/binary"
	"hash/crc32"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// layouts are the two boards' layouts, by name.
var layouts = []struct {
	name   string
	layout Layout
	pieces int // the most pieces a position of the board holds
}{{"English", English, 24}, {"Polish", Polish, 40}}

// randomNet is a network of layout l of weights drawn from seed.
func randomNet(l Layout, seed uint64) *Net {
	rng := rand.New(rand.NewPCG(seed, 1))
	n := NewNet(l)
	for i := range n.InputWeights {
		for j := range n.InputWeights[i] {
			n.InputWeights[i][j] = int16(rng.IntN(161) - 80)
		}
	}
	for j := range Hidden {
		n.HiddenBias[j] = int16(rng.IntN(255) - 127)
		n.OutputWeights[j] = int16(rng.IntN(401) - 200)
	}
	n.OutputBias = int32(rng.IntN(20001) - 10000)
	return n
}

var header = Header{Seed: 23, Games: 4000, NodesPerMove: 10000, Positions: 345678, Epochs: 20, Scale: 112, ResultPerMille: 500, BaseHash: 0xfeedface12345678, From: 0x0123456789abcdef}

func TestAWeightsFileReadsBackAsWritten(t *testing.T) {
	for _, l := range layouts {
		n := randomNet(l.layout, 1)
		h, back, err := Decode(Encode(header, n), l.layout)
		if err != nil {
			t.Fatal(l.name, err)
		}
		if h != header || !reflect.DeepEqual(back, n) {
			t.Fatalf("%s: read back %+v and other weights", l.name, h)
		}
	}
}

func TestADamagedWeightsFileIsRefused(t *testing.T) {
	file := Encode(header, randomNet(English, 2))
	for _, c := range []struct {
		name string
		file []byte
		want string
	}{
		{"empty", nil, "not a Parlour neural weights file"},
		{"other kind", []byte("parlour-draughts-egdb-8\n"), "not a Parlour neural weights file"},
		{"other version", []byte("parlour-draughts-net-1\n"), "another version"},
		{"cut short", file[:len(file)-1], "bytes, not the"},
		{"longer", append(append([]byte(nil), file...), 0), "bytes, not the"},
		{"the other board's", Encode(header, randomNet(Polish, 2)), "not the 8395 of a network of 32 squares"},
		{"a weight changed", flipped(file, len(magic)+2+headerBytes+10), "checksum"},
		{"other shape", relaid(file), "hidden units"},
		{"a weight out of bounds", outOfBounds(English), "out of bounds"},
	} {
		if _, _, err := Decode(c.file, English); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	// A weight within the English bound is beyond the Polish one.
	if _, _, err := Decode(outOfBounds(Polish), Polish); err == nil || !strings.Contains(err.Error(), "out of bounds") {
		t.Errorf("a Polish weight of %d: %v, want it out of bounds", Polish.MaxWeight+1, err)
	}
}

// outOfBounds is a weights file of layout l with one hidden weight beyond
// its bound.
func outOfBounds(l Layout) []byte {
	n := randomNet(l, 6)
	n.InputWeights[7][3] = l.MaxWeight + 1
	return Encode(header, n)
}

// flipped is file with one bit of byte i changed.
func flipped(file []byte, i int) []byte {
	f := append([]byte(nil), file...)
	f[i] ^= 4
	return f
}

// relaid is file claiming twice the hidden units, its checksum made good.
func relaid(file []byte) []byte {
	f := append([]byte(nil), file[:len(file)-4]...)
	f[len(magic)+1] = 2 * Hidden
	return binary.LittleEndian.AppendUint32(f, crc32.ChecksumIEEE(f))
}

func TestTheOutputIsTheClippedSumOfTheHiddenUnits(t *testing.T) {
	for _, l := range layouts {
		outputIsTheClippedSum(t, l.layout)
	}
}

// outputIsTheClippedSum is TestTheOutputIsTheClippedSumOfTheHiddenUnits
// on layout l.
func outputIsTheClippedSum(t *testing.T, l Layout) {
	n := randomNet(l, 3)
	rng := rand.New(rand.NewPCG(4, 4))
	for range 1000 {
		var planes [Planes]uint64
		for sq := range l.Squares {
			if rng.IntN(3) == 0 {
				planes[rng.IntN(Planes)] |= 1 << sq
			}
		}
		want := n.OutputBias
		for j := range Hidden { // unit by unit, square by square
			sum := int32(n.HiddenBias[j])
			for plane := range Planes {
				for sq := range l.Squares {
					if planes[plane]>>sq&1 != 0 {
						sum += int32(n.InputWeights[l.Input(plane, sq)][j])
					}
				}
			}
			want += min(max(sum, 0), HiddenOne) * int32(n.OutputWeights[j])
		}
		if got := n.Output(planes); got != want {
			t.Fatalf("%v: output %d, want %d", planes, got, want)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(Encode(header, randomNet(English, 5)))
	f.Add(Encode(header, randomNet(Polish, 5)))
	f.Add([]byte(magic))
	f.Fuzz(func(t *testing.T, file []byte) {
		for _, l := range layouts {
			h, n, err := Decode(file, l.layout)
			if err != nil {
				continue
			}
			if h2, n2, err := Decode(Encode(h, n), l.layout); err != nil || h2 != h || !reflect.DeepEqual(n2, n) {
				t.Fatalf("a file that decodes does not read back: %v", err)
			}
		}
	})
}

func TestPackedSumsAreThePlainOnes(t *testing.T) {
	for _, l := range layouts {
		packedSumsArePlain(t, l.layout, l.pieces)
	}
}

// packedSumsArePlain is TestPackedSumsAreThePlainOnes on layout l, whose
// positions hold at most most pieces.
func packedSumsArePlain(t *testing.T, l Layout, most int) {
	n := randomNet(l, 7)
	// Weights at their bounds, the sums of the most pieces at theirs.
	for j := range Hidden {
		n.HiddenBias[j] = l.MaxWeight * int16(1-2*(j%2))
		for i := range n.InputWeights {
			if j%3 == 0 {
				n.InputWeights[i][j] = l.MaxWeight * int16(1-2*(j%2))
			}
		}
	}
	p := n.Pack()
	rng := rand.New(rand.NewPCG(8, 8))
	var acc Accumulator
	var planes [Planes]uint64
	p.Fill(&acc, planes)
	for range 5000 {
		// Move, add or take off a piece, up to the most of them.
		plane, sq := rng.IntN(Planes), rng.IntN(l.Squares)
		i := l.Input(plane, sq)
		switch on := planes[plane]>>sq&1 != 0; {
		case on:
			planes[plane] &^= 1 << sq
			p.Remove(&acc, i)
		case pieces(planes) < most:
			planes[plane] |= 1 << sq
			p.Add(&acc, i)
		}
		if got, want := p.OutputOf(&acc), n.Output(planes); got != want {
			t.Fatalf("%v: the packed sums give %d, the plain ones %d", planes, got, want)
		}
	}
	var fresh Accumulator
	p.Fill(&fresh, planes)
	if fresh != acc {
		t.Fatal("sums kept piece by piece differ from a fresh count")
	}
}

// pieces counts the pieces of planes.
func pieces(planes [Planes]uint64) int {
	n := 0
	for _, set := range planes {
		n += bits.OnesCount64(set)
	}
	return n
}
