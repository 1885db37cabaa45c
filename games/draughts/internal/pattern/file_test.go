package pattern

import (
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"testing"
)

// learnedPlayers is the number of draughts.EvalLearned, the players of
// every file of a round from an earlier one.
const learnedPlayers = 1

// readShipped reads the shipped weights file name of package draughts.
func readShipped(t *testing.T, name string) []byte {
	t.Helper()
	file, err := os.ReadFile("../../" + name)
	if err != nil {
		t.Fatal(err)
	}
	return file
}

func TestWeightsFileRoundTripsAndRefusesDamage(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	w := make([]int16, EnglishWeights)
	for i := range w {
		if rng.IntN(5) == 0 {
			w[i] = int16(rng.IntN(1<<16) - 1<<15)
		}
	}
	h := Header{Version: Version, Variant: English, PlayerEval: learnedPlayers, PlayerTuned: false, Seed: 99, Games: 12, NodesPerMove: 345, Positions: 678, Epochs: 9, Scale: 40}
	data, err := Encode(h, w)
	if err != nil {
		t.Fatal(err)
	}
	gotH, gotW, err := Decode(data)
	if err != nil || gotH != h {
		t.Fatalf("header %+v, err %v; want %+v", gotH, err, h)
	}
	for i := range w {
		if gotW[i] != w[i] {
			t.Fatalf("weight %d is %d, want %d", i, gotW[i], w[i])
		}
	}
	if _, err := Encode(h, w[1:]); err == nil {
		t.Error("Encode took too few weights")
	}
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)/2] ^= 0x10
	for name, bad := range map[string][]byte{
		"empty": nil, "cut short": data[:len(data)/2], "a flipped bit": flipped,
		"another magic": append([]byte("XXXX"), data[4:]...),
	} {
		if _, _, err := Decode(bad); err == nil {
			t.Errorf("a file with %s was accepted", name)
		}
	}
}

func TestPolishWeightsFileRoundTripsAndRefusesTheOtherLayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	w := make([]int16, PolishWeights)
	for i := range w {
		if rng.IntN(7) == 0 {
			w[i] = int16(rng.IntN(1<<16) - 1<<15)
		}
	}
	h := Header{Version: Version, Variant: Polish, PlayerEval: learnedPlayers, PlayerTuned: true, Seed: 5, Games: 6, NodesPerMove: 7, Positions: 8, Epochs: 9, Scale: 300, Sets: PolishSets}
	data := roundTripWeights(t, h, w)
	if _, err := Encode(h, make([]int16, EnglishWeights)); err == nil {
		t.Error("Encode took English weights for a Polish header")
	}
	for _, sets := range []uint8{0, 2, PolishSets + 1} {
		bad := h
		bad.Sets = sets
		if _, err := Encode(bad, w); err == nil {
			t.Errorf("a Polish file of %d sets was written", sets)
		}
	}
	english := Header{Version: Version, Variant: English, Scale: 300, Sets: 1}
	if _, err := Encode(english, make([]int16, EnglishWeights)); err == nil {
		t.Error("an English file of sets was written")
	}
	// The sets byte changed to 2 (checksum mended): no such layout.
	two := append([]byte(nil), data[:len(data)-4]...)
	two[10] = 2
	two = binary.LittleEndian.AppendUint32(two, crc32.ChecksumIEEE(two))
	if _, _, err := Decode(two); err == nil {
		t.Error("a Polish file of 2 sets was accepted")
	}
	// The variant byte changed to English: the layout bytes (no windows,
	// 50 squares) no longer match, whatever the checksum says.
	relabelled := append([]byte(nil), data[:len(data)-4]...)
	relabelled[6] = byte(English)
	relabelled = binary.LittleEndian.AppendUint32(relabelled, crc32.ChecksumIEEE(relabelled))
	if _, _, err := Decode(relabelled); err == nil {
		t.Error("a Polish file relabelled English was accepted")
	}
}

func TestPolishWeightsFileRecordsSearchLabelsInVersion3Only(t *testing.T) {
	w := make([]int16, PolishWeights)
	for i := range w {
		w[i] = int16(i*37 - 900)
	}
	h := Header{Version: VersionSearchLabels, Variant: Polish, Seed: 5, Games: 6, NodesPerMove: 7, Positions: 8, Epochs: 9, Scale: 300,
		LabelNodes: 150000, LabelEvery: 4, ResultPerMille: 250, Sets: PolishSets}
	data := roundTripWeights(t, h, w)
	v2 := h
	v2.Version = Version
	if _, err := Encode(v2, w); err == nil {
		t.Error("a version-2 header with search labels was written")
	}
	v2.LabelNodes, v2.LabelEvery, v2.ResultPerMille = 0, 0, 0
	old, err := Encode(v2, w)
	if err != nil {
		t.Fatal(err)
	}
	if len(old) != len(data)-labelFieldsSize {
		t.Errorf("version 2 is %d bytes, version 3 %d: want the label fields' %d between them", len(old), len(data), labelFieldsSize)
	}
	if gotH, _, err := Decode(old); err != nil || gotH != v2 {
		t.Errorf("version 2 read back as %+v, err %v; want %+v", gotH, err, v2)
	}
	v5 := h
	v5.Version = VersionFromWeights + 1
	if _, err := Encode(v5, w); err == nil {
		t.Error("a file of version 5 was written")
	}
	// A version-3 file cut to a version-2 header's size is refused.
	short := append([]byte(nil), data[:headerSize]...)
	short = binary.LittleEndian.AppendUint32(short, crc32.ChecksumIEEE(short))
	if _, _, err := Decode(short); err == nil {
		t.Error("a cut-short version-3 file was accepted")
	}
}

func TestWeightsFileRecordsItsInputInVersion4Only(t *testing.T) {
	shippedPolish, shippedEnglish := readShipped(t, "pattern_polish.bin"), readShipped(t, "pattern_english.bin")
	w := make([]int16, PolishWeights)
	for i := range w {
		w[i] = int16(i*29 - 700)
	}
	input := FileHash(shippedPolish)
	h := Header{Version: VersionFromWeights, Variant: Polish, PlayerEval: learnedPlayers, Seed: 5, Games: 6, NodesPerMove: 7,
		Positions: 8, Epochs: 9, Scale: 300, LabelNodes: 150000, LabelEvery: 4, InputHash: input, Sets: PolishSets}
	data := roundTripWeights(t, h, w)
	v3 := h
	v3.Version, v3.InputHash = VersionSearchLabels, 0
	if old := roundTripWeights(t, v3, w); len(old) != len(data)-inputFieldSize {
		t.Errorf("version 3 is %d bytes, version 4 %d: want the input's hash, %d bytes, between them", len(old), len(data), inputFieldSize)
	}
	for _, bad := range []Header{
		{Version: VersionFromWeights, Variant: Polish, Scale: 300, Sets: PolishSets},                    // no input named
		{Version: VersionSearchLabels, Variant: Polish, Scale: 300, InputHash: input, Sets: PolishSets}, // an input in version 3
		{Version: Version, Variant: Polish, Scale: 300, InputHash: input, Sets: PolishSets},             // and in version 2
	} {
		if _, err := Encode(bad, w); err == nil {
			t.Errorf("header %+v was written", bad)
		}
	}
	// A version-4 file whose hash is zeroed (checksum mended) names no
	// input, and a version-3 header's size of it is cut short.
	zeroed := append([]byte(nil), data[:len(data)-4]...)
	clear(zeroed[44:52])
	zeroed = binary.LittleEndian.AppendUint32(zeroed, crc32.ChecksumIEEE(zeroed))
	if _, _, err := Decode(zeroed); err == nil {
		t.Error("a version-4 file naming no input was accepted")
	}
	short := append([]byte(nil), data[:headerSize+labelFieldsSize]...)
	short = binary.LittleEndian.AppendUint32(short, crc32.ChecksumIEEE(short))
	if _, _, err := Decode(short); err == nil {
		t.Error("a cut-short version-4 file was accepted")
	}
	if FileHash(shippedPolish) == FileHash(shippedEnglish) || FileHash(nil) == 0 {
		t.Error("FileHash does not tell the shipped files apart, or hashes nothing to 0")
	}
}

// roundTripWeights encodes h and w, checks that decoding gives them back,
// and returns the file.
func roundTripWeights(t *testing.T, h Header, w []int16) []byte {
	t.Helper()
	data, err := Encode(h, w)
	if err != nil {
		t.Fatal(err)
	}
	gotH, gotW, err := Decode(data)
	if err != nil || gotH != h || len(gotW) != len(w) {
		t.Fatalf("header %+v, %d weights, err %v; want %+v, %d", gotH, len(gotW), err, h, len(w))
	}
	for i := range w {
		if gotW[i] != w[i] {
			t.Fatalf("weight %d is %d, want %d", i, gotW[i], w[i])
		}
	}
	return data
}
