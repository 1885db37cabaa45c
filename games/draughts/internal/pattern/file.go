package pattern

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"slices"
)

// Header records how a weights file was made.
type Header struct {
	Version uint16
	Variant Variant
	// PlayerEval is the evaluation the self-play games used, numbered as
	// draughts.Evaluation numbers it.
	PlayerEval uint8
	// PlayerTuned says that the self-play games searched with
	// draughts.PruneTuned. The file holds it in the byte of PlayerEval,
	// 0x10 set; files of games searched by draughts.PruneClassic (all
	// before it was recorded) have it clear.
	PlayerTuned  bool
	Seed         uint64 // the generator's seed
	Games        uint32 // self-play games played
	NodesPerMove uint32 // the search's node limit for each move
	Positions    uint32 // quiet positions fitted
	Epochs       uint16 // passes of the fit over the positions
	Scale        uint16 // classic evaluation units to one unit of log-odds, fitted
	// The labels of a version-3 or version-4 file (VersionSearchLabels;
	// all zero in version 2, whose labels are the games' results): each
	// LabelEvery-th quiet position of a game is labelled by a search of
	// LabelNodes nodes, its score turned into a probability by Scale, and
	// blended with the game's result, which weighs ResultPerMille
	// thousandths.
	LabelNodes     uint32
	LabelEvery     uint16
	ResultPerMille uint16
	// InputHash is, in a version-4 file (VersionFromWeights; zero in the
	// others), the FileHash of the weights file of an earlier round that
	// the self-play games were played with and the searches of the labels
	// judged by: the learned evaluation corrected by that file's weights.
	InputHash uint64
	// Sets is, in a Polish file, the sets of square weights it holds (its
	// layout's third byte): 1, the men's alone, as every round did before
	// the sets (the other sets' weights then read as zero), or
	// PolishSets. It is 0 in an English file.
	Sets uint8
	// Blocks is, in a Polish file, the blocks whose patterns it weighs
	// (its layout's first byte): 0, as every round before them, or
	// PolishBlocks. It is 0 in an English file.
	Blocks uint8
}

// Count is the number of weights a file of header h holds once decoded:
// in the Polish game PolishWeights, or PolishWeightsWithBlocks with
// blocks; otherwise EnglishWeights.
func Count(h Header) int {
	switch {
	case h.Variant == Polish && h.Blocks == PolishBlocks:
		return PolishWeightsWithBlocks
	case h.Variant == Polish:
		return PolishWeights
	}
	return EnglishWeights
}

// layout is the four bytes of a weights file of header h that say how its
// weights are laid out: for English draughts the windows, the squares a
// window, the states of a square and the counts; for the Polish game the
// blocks (h.Blocks), then the squares of a set, the sets (h.Sets) and the
// counts.
func layout(h Header) [4]byte {
	if h.Variant == Polish {
		return [4]byte{h.Blocks, PolishSquares, h.Sets, PolishCounts}
	}
	return [4]byte{Windows, Squares, 3, Scalars}
}

// tunedPlayers marks, in a file's byte of the players' evaluation, games
// searched with draughts.PruneTuned.
const tunedPlayers = 0x10

// magic opens every weights file.
const magic = "PLDW"

// Version is the version of the file layout of a correction to the
// classic evaluation fitted to the games' results; version 1 (no longer
// read) held a whole evaluation.
const Version = 2

// VersionSearchLabels is the version of a correction fitted to labels
// from searches: version 2's layout with the header's label fields
// (LabelNodes, LabelEvery, ResultPerMille) after Scale.
const VersionSearchLabels = 3

// VersionFromWeights is the version of a correction fitted to games (and
// labels) of the learned evaluation with an earlier round's weights:
// version 3's layout with the header's InputHash after the label fields.
const VersionFromWeights = 4

// labelFieldsSize is the bytes of a version-3 header's label fields, and
// inputFieldSize those of a version-4 header's InputHash.
const (
	labelFieldsSize = 4 + 2 + 2
	inputFieldSize  = 8
)

// FileHash is the 64-bit FNV-1a hash of a weights file, as a version-4
// header's InputHash names the file its round started from.
func FileHash(file []byte) uint64 {
	h := fnv.New64a()
	h.Write(file)
	return h.Sum64()
}

// Encode writes a weights file of the variant h names: the magic, the
// header, the layout (windows, squares a window, states a square,
// counts), the weights that are not zero as (gap from the last index,
// value) pairs in variable-length numbers, and a CRC-32 of all that comes
// before it.
func Encode(h Header, w []int16) ([]byte, error) {
	if want := Count(h); len(w) != want {
		return nil, fmt.Errorf("weights: %d weights, want %d", len(w), want)
	}
	labelled := h.LabelNodes != 0 || h.LabelEvery != 0 || h.ResultPerMille != 0
	switch {
	case h.Version == Version && labelled:
		return nil, errors.New("weights: a version-2 file has no search labels")
	case h.Version != Version && h.Version != VersionSearchLabels && h.Version != VersionFromWeights:
		return nil, fmt.Errorf("weights: no layout of version %d", h.Version)
	case (h.Version == VersionFromWeights) != (h.InputHash != 0):
		return nil, errors.New("weights: a version-4 file, and only one, names the weights file its round started from")
	case h.Variant == Polish && h.Sets != 1 && h.Sets != PolishSets:
		return nil, fmt.Errorf("weights: a Polish file holds 1 or %d sets of square weights, not %d", PolishSets, h.Sets)
	case h.Variant != Polish && h.Sets != 0:
		return nil, errors.New("weights: only a Polish file has sets of square weights")
	case h.Blocks != 0 && (h.Variant != Polish || h.Blocks != PolishBlocks):
		return nil, fmt.Errorf("weights: only a Polish file has blocks, %d of them", PolishBlocks)
	}
	if h.Variant == Polish && h.Sets == 1 { // the men's weights, then the counts'
		for _, v := range w[PolishSquares:PolishCountsAt] {
			if v != 0 {
				return nil, errors.New("weights: a file of the men's set alone has a weight of another set")
			}
		}
		w = append(slices.Clip(w[:PolishSquares]), w[PolishCountsAt:]...)
	}
	b := []byte(magic)
	b = binary.LittleEndian.AppendUint16(b, h.Version)
	players := h.PlayerEval
	if h.PlayerTuned {
		players |= tunedPlayers
	}
	layout := layout(h)
	b = append(b, byte(h.Variant), players)
	b = append(b, layout[:]...)
	b = binary.LittleEndian.AppendUint64(b, h.Seed)
	b = binary.LittleEndian.AppendUint32(b, h.Games)
	b = binary.LittleEndian.AppendUint32(b, h.NodesPerMove)
	b = binary.LittleEndian.AppendUint32(b, h.Positions)
	b = binary.LittleEndian.AppendUint16(b, h.Epochs)
	b = binary.LittleEndian.AppendUint16(b, h.Scale)
	if h.Version >= VersionSearchLabels {
		b = binary.LittleEndian.AppendUint32(b, h.LabelNodes)
		b = binary.LittleEndian.AppendUint16(b, h.LabelEvery)
		b = binary.LittleEndian.AppendUint16(b, h.ResultPerMille)
	}
	if h.Version == VersionFromWeights {
		b = binary.LittleEndian.AppendUint64(b, h.InputHash)
	}
	nonzero := 0
	for _, v := range w {
		if v != 0 {
			nonzero++
		}
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(nonzero))
	last := -1
	for i, v := range w {
		if v == 0 {
			continue
		}
		b = binary.AppendUvarint(b, uint64(i-last-1))
		b = binary.AppendVarint(b, int64(v))
		last = i
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}

// headerSize is the bytes before the weights of a version-2 file: magic,
// version, six layout bytes, seed, games, nodes, positions, epochs,
// scale, count (version 3 has labelFieldsSize more before the count,
// version 4 inputFieldSize more again).
const headerSize = 4 + 2 + 6 + 8 + 4 + 4 + 4 + 2 + 2 + 4

// Decode reads a file Encode wrote, refusing one that is damaged or of
// another layout.
func Decode(data []byte) (Header, []int16, error) {
	var h Header
	if len(data) < headerSize+4 || string(data[:4]) != magic {
		return h, nil, errors.New("weights: not a weights file")
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return h, nil, errors.New("weights: damaged (checksum)")
	}
	h.Version = binary.LittleEndian.Uint16(data[4:])
	size := headerSize
	switch h.Version {
	case Version:
	case VersionSearchLabels:
		size += labelFieldsSize
	case VersionFromWeights:
		size += labelFieldsSize + inputFieldSize
	default:
		return h, nil, fmt.Errorf("weights: version %d, want %d to %d", h.Version, Version, VersionFromWeights)
	}
	if len(data) < size+4 {
		return h, nil, errors.New("weights: cut short")
	}
	h.Variant, h.PlayerEval, h.PlayerTuned = Variant(data[6]), data[7]&^tunedPlayers, data[7]&tunedPlayers != 0
	if h.Variant == Polish {
		h.Sets, h.Blocks = data[10], data[8]
	}
	if layout := layout(h); [4]byte(data[8:12]) != layout || h.Variant == Polish &&
		(h.Sets != 1 && h.Sets != PolishSets || h.Blocks != 0 && h.Blocks != PolishBlocks) {
		return h, nil, errors.New("weights: another layout of patterns")
	}
	full := Count(h)
	n := full
	if h.Variant == Polish && h.Sets == 1 { // the other sets' weights are not in the file
		n -= PolishCountsAt - PolishSquares
	}
	h.Seed = binary.LittleEndian.Uint64(data[12:])
	h.Games = binary.LittleEndian.Uint32(data[20:])
	h.NodesPerMove = binary.LittleEndian.Uint32(data[24:])
	h.Positions = binary.LittleEndian.Uint32(data[28:])
	h.Epochs = binary.LittleEndian.Uint16(data[32:])
	h.Scale = binary.LittleEndian.Uint16(data[34:])
	countAt := 36
	if h.Version >= VersionSearchLabels {
		h.LabelNodes = binary.LittleEndian.Uint32(data[36:])
		h.LabelEvery = binary.LittleEndian.Uint16(data[40:])
		h.ResultPerMille = binary.LittleEndian.Uint16(data[42:])
		countAt += labelFieldsSize
	}
	if h.Version == VersionFromWeights {
		h.InputHash = binary.LittleEndian.Uint64(data[44:])
		if h.InputHash == 0 {
			return h, nil, errors.New("weights: a version-4 file names no input weights")
		}
		countAt += inputFieldSize
	}
	nonzero := int(binary.LittleEndian.Uint32(data[countAt:]))
	rest := body[size:]
	w := make([]int16, n)
	at := -1
	for range nonzero {
		gap, k := binary.Uvarint(rest)
		if k <= 0 {
			return h, nil, errors.New("weights: cut short")
		}
		rest = rest[k:]
		v, k := binary.Varint(rest)
		if k <= 0 || v < -1<<15 || v >= 1<<15 {
			return h, nil, errors.New("weights: bad value")
		}
		rest = rest[k:]
		if gap >= uint64(n) || at+1+int(gap) >= n {
			return h, nil, errors.New("weights: index out of range")
		}
		at += 1 + int(gap)
		w[at] = int16(v)
	}
	if len(rest) != 0 {
		return h, nil, errors.New("weights: bytes left over")
	}
	if n != full { // the men's weights, then the counts' (and the blocks')
		all := make([]int16, full)
		copy(all, w[:PolishSquares])
		copy(all[PolishCountsAt:], w[PolishSquares:])
		w = all
	}
	return h, w, nil
}
