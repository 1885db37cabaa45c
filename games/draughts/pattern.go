package draughts

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"math/bits"
	"slices"
	"sync"
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
)

// String returns "classic" or "learned".
func (e Evaluation) String() string {
	if e == EvalLearned {
		return "learned"
	}
	return "classic"
}

// WithEvaluation returns s with the computer players, Expert among them,
// judging positions by e, in s and in every state that follows from it.
func (s State) WithEvaluation(e Evaluation) State {
	s.rules.eval, s.rules.evalChosen = e, true
	return s
}

// Weights is a learned correction decoded from a weights file,
// ready for State.WithWeights: english for English draughts, polish for
// the Polish game, the other nil. Decoding once lets a match give a
// player its weights at every move for nothing.
type Weights struct {
	variant Variant
	english *learnedWeights
	polish  *polishWeights
}

// ReadLearnedWeights decodes file (a weights file as EncodeWeights writes
// it, such as a candidate of the generator's) as a correction of variant
// v's learned evaluation. It refuses a file DecodeWeights refuses, one of
// another variant's weights, and the Losing game, which has no learned
// evaluation.
func ReadLearnedWeights(file []byte, v Variant) (*Weights, error) {
	if v != English && v != Polish {
		return nil, fmt.Errorf("weights: the %v game has no learned evaluation", v)
	}
	h, w, err := DecodeWeights(file)
	if err != nil {
		return nil, err
	}
	if h.Variant != v {
		return nil, fmt.Errorf("weights: the file holds weights of the %v game, not of the %v game", h.Variant, v)
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
// evaluation corrected by w in place of the shipped weights, in s and in
// every state that follows from it; the weights are not saved. It
// refuses weights of another variant. WithEvaluation(EvalClassic)
// afterwards sets the weights aside.
func (s State) WithWeights(w *Weights) (State, error) {
	if w.variant != s.rules.Variant {
		return s, fmt.Errorf("weights: these are weights of the %v game, not of the %v game", w.variant, s.rules.Variant)
	}
	s.rules.weights = w
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
// was chosen: the learned one in English draughts (its fourth round,
// fitted to 8,000 games played by the third round's weights on
// PruneTuned: 56.0% ±2.6 over 200 games against the third, which had
// scored 58.1% ±2.8 against the classic one over 178, at 0.1 s a move)
// and in the Polish game (its tenth round, with block patterns, fitted to
// 4,000 games of the ninth labelled by their own searches: 74.5% ±3.1
// over 100 games against Expert as it was before the learned evaluation,
// at 1 s a move, where the sixth round had scored 61.0% ±3.8;
// docs/PERFORMANCE.md), the classic one in the Losing game.
func ExpertEvaluation(v Variant) Evaluation {
	if v == English || v == Polish {
		return EvalLearned
	}
	return EvalClassic
}

// The layout of the pattern weights.
const (
	// PatternWindows is the number of windows of the English board: rows
	// 1-2, 2-3, ... 7-8.
	PatternWindows = 7
	// PatternSquares is the number of dark squares in a window.
	PatternSquares = 8
	// PatternIndices is the number of patterns of a window: 3^8.
	PatternIndices = 6561
	// PatternScalars is the number of counts after the patterns.
	PatternScalars = 8
	// PatternWeights is the number of weights in all of English draughts.
	PatternWeights = PatternWindows*PatternIndices + PatternScalars
)

// patternWeightsOf is the number of weights of variant v's learned
// evaluation: PolishWeights in the Polish game (see pattern10.go);
// otherwise PatternWeights, a table of PatternIndices weights for each of
// the PatternWindows windows, then the PatternScalars counts' weights.
func patternWeightsOf(v Variant) int {
	if v == Polish {
		return PolishWeights
	}
	return PatternWeights
}

// weightsLayout is the four bytes of a weights file of header h that say
// how its weights are laid out: for English draughts the windows, the
// squares a window, the states of a square and the counts; for the Polish
// game the blocks (h.Blocks), then the squares of a set, the sets
// (h.Sets) and the counts.
func weightsLayout(h WeightsHeader) [4]byte {
	if h.Variant == Polish {
		return [4]byte{h.Blocks, PolishSquares, h.Sets, PolishCounts}
	}
	return [4]byte{PatternWindows, PatternSquares, 3, PatternScalars}
}

// The counts, each the side to move's less the opponent's, except
// ScalarMove, which is 1: the worth of having the move.
const (
	ScalarMen = iota
	ScalarKings
	ScalarTempo       // rows advanced by the men
	ScalarKingMoves   // ordinary moves of the kings
	ScalarManMoves    // ordinary moves of the men
	ScalarRunaways    // men no enemy piece can stop
	ScalarRunawayRows // rows advanced by those men
	ScalarMove
)

// PatternSample is a quiet position of English draughts as the learned
// evaluation sees it: the weights of Plus are added, those of Minus taken
// away, and each count multiplies its weight (at index
// PatternWindows*PatternIndices + i). Classic is the classic evaluation's
// score for the side to move, the fixed input the weights correct.
type PatternSample struct {
	Plus, Minus [PatternWindows]int32
	Scalars     [PatternScalars]int8
	Classic     int32
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
	return int32(k*PatternIndices) + int32(ternary[byte(own>>sh)]) + 2*int32(ternary[byte(opp>>sh)])
}

// patternScalars are the counts of p.
func patternScalars(p *position) [PatternScalars]int {
	var x [PatternScalars]int
	for c := Black; c <= White; c++ {
		sign := 1
		if c != p.side {
			sign = -1
		}
		own, opp := p.pieces[c], p.pieces[c^1]
		men, kings := own&^p.kings, own&p.kings
		x[ScalarKings] += sign * bits.OnesCount64(kings)
		tables8.countMen(&x, sign, c, men, opp, 7)
		all := quietMoves8(p, c)
		km := kingMoves8(p, c)
		x[ScalarKingMoves] += sign * km
		x[ScalarManMoves] += sign * (all - km)
	}
	x[ScalarMove] = 1
	return x
}

// countMen adds to x, with the sign of side c, the counts of c's men
// of the learned English evaluation: the men, their
// tempo (the rows each has come, of lastRow), and the runaway men (no
// enemy piece in the cone ahead: the opponent's pieces opp) and their
// rows.
func (t *evalTables) countMen(x *[PatternScalars]int, sign int, c Color, men, opp uint64, lastRow int) {
	x[ScalarMen] += sign * bits.OnesCount64(men)
	for b := men; b != 0; b &= b - 1 {
		cell := bits.TrailingZeros64(b)
		rows := lastRow - t.rowsToGo[c][cell]
		x[ScalarTempo] += sign * rows
		if t.cone[c][cell]&opp == 0 {
			x[ScalarRunaways] += sign
			x[ScalarRunawayRows] += sign * rows
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
func LearningSample(s State) (x PatternSample, ok bool) {
	if !quietPosition(s, English) {
		return x, false
	}
	own, opp, theirOwn, theirOpp := views(&s.pos)
	for k := range PatternWindows {
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
	patterns []int16 // PatternIndices a window
	scalars  [PatternScalars]int32
}

// newLearnedWeights splits the English weights, as a file holds them,
// into patterns and counts.
func newLearnedWeights(w []int16) *learnedWeights {
	n := PatternWindows * PatternIndices
	lw := &learnedWeights{patterns: append([]int16(nil), w[:n]...)}
	for i := range PatternScalars {
		lw.scalars[i] = int32(w[n+i])
	}
	return lw
}

// evalLearned scores p, on the English board, for the side to move: the
// classic evaluation corrected by the learned weights w.
func evalLearned(p *position, w *learnedWeights) int {
	own, opp, theirOwn, theirOpp := views(p)
	s := evalEnglish(p)
	pat := w.patterns[:PatternWindows*PatternIndices]
	for k := range PatternWindows {
		s += int(pat[windowIndex(own, opp, k)]) - int(pat[windowIndex(theirOwn, theirOpp, k)])
	}
	for i, v := range patternScalars(p) {
		s += int(w.scalars[i]) * v
	}
	return s
}

// WeightsHeader records how a weights file was made.
type WeightsHeader struct {
	Version    uint16
	Variant    Variant
	PlayerEval Evaluation // the evaluation the self-play games used
	// PlayerPruning is the pruning the self-play games searched with. The
	// file holds it in the byte of PlayerEval, 0x10 set for PruneTuned;
	// files of games searched by PruneClassic (all before it was
	// recorded) have it clear.
	PlayerPruning Pruning
	Seed          uint64 // the generator's seed
	Games         uint32 // self-play games played
	NodesPerMove  uint32 // the search's node limit for each move
	Positions     uint32 // quiet positions fitted
	Epochs        uint16 // passes of the fit over the positions
	Scale         uint16 // classic evaluation units to one unit of log-odds, fitted
	// The labels of a version-3 or version-4 file
	// (WeightsVersionSearchLabels; all zero in version 2, whose labels
	// are the games' results): each LabelEvery-th quiet position of a game
	// is labelled by a search of LabelNodes nodes, its score turned into a
	// probability by Scale, and blended with the game's result, which
	// weighs ResultPerMille thousandths.
	LabelNodes     uint32
	LabelEvery     uint16
	ResultPerMille uint16
	// InputHash is, in a version-4 file (WeightsVersionFromWeights; zero
	// in the others), the WeightsFileHash of the weights file of an
	// earlier round that the self-play games were played with and the
	// searches of the labels judged by: the learned evaluation corrected
	// by that file's weights.
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

// weightsCount is the number of weights a file of header h holds once
// decoded: PatternWeightsOf its variant, and in the Polish game with
// blocks PolishWeightsWithBlocks.
func weightsCount(h WeightsHeader) int {
	if h.Variant == Polish && h.Blocks == PolishBlocks {
		return PolishWeightsWithBlocks
	}
	return patternWeightsOf(h.Variant)
}

// tunedPlayers marks, in a file's byte of the players' evaluation, games
// searched with PruneTuned.
const tunedPlayers = 0x10

// weightsMagic opens every weights file.
const weightsMagic = "PLDW"

// WeightsVersion is the version of the file layout of a correction to
// the classic evaluation fitted to the games' results; version 1 (no
// longer read) held a whole evaluation.
const WeightsVersion = 2

// WeightsVersionSearchLabels is the version of a correction fitted to
// labels from searches: version 2's layout with the header's label
// fields (LabelNodes, LabelEvery, ResultPerMille) after Scale.
const WeightsVersionSearchLabels = 3

// WeightsVersionFromWeights is the version of a correction fitted to
// games (and labels) of the learned evaluation with an earlier round's
// weights: version 3's layout with the header's InputHash after the label
// fields.
const WeightsVersionFromWeights = 4

// labelFieldsSize is the bytes of a version-3 header's label fields, and
// inputFieldSize those of a version-4 header's InputHash.
const (
	labelFieldsSize = 4 + 2 + 2
	inputFieldSize  = 8
)

// WeightsFileHash is the 64-bit FNV-1a hash of a weights file, as a
// version-4 header's InputHash names the file its round started from.
func WeightsFileHash(file []byte) uint64 {
	h := fnv.New64a()
	h.Write(file)
	return h.Sum64()
}

// EncodeWeights writes a weights file of the variant h names: the magic,
// the header, the layout (windows, squares a window, states a square,
// counts), the weights that are not zero as (gap from the last index,
// value) pairs in variable-length numbers, and a CRC-32 of all that comes
// before it.
func EncodeWeights(h WeightsHeader, w []int16) ([]byte, error) {
	if want := weightsCount(h); len(w) != want {
		return nil, fmt.Errorf("weights: %d weights, want %d", len(w), want)
	}
	labelled := h.LabelNodes != 0 || h.LabelEvery != 0 || h.ResultPerMille != 0
	switch {
	case h.Version == WeightsVersion && labelled:
		return nil, errors.New("weights: a version-2 file has no search labels")
	case h.Version != WeightsVersion && h.Version != WeightsVersionSearchLabels && h.Version != WeightsVersionFromWeights:
		return nil, fmt.Errorf("weights: no layout of version %d", h.Version)
	case (h.Version == WeightsVersionFromWeights) != (h.InputHash != 0):
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
	b := []byte(weightsMagic)
	b = binary.LittleEndian.AppendUint16(b, h.Version)
	players := byte(h.PlayerEval)
	if h.PlayerPruning == PruneTuned {
		players |= tunedPlayers
	}
	layout := weightsLayout(h)
	b = append(b, byte(h.Variant), players)
	b = append(b, layout[:]...)
	b = binary.LittleEndian.AppendUint64(b, h.Seed)
	b = binary.LittleEndian.AppendUint32(b, h.Games)
	b = binary.LittleEndian.AppendUint32(b, h.NodesPerMove)
	b = binary.LittleEndian.AppendUint32(b, h.Positions)
	b = binary.LittleEndian.AppendUint16(b, h.Epochs)
	b = binary.LittleEndian.AppendUint16(b, h.Scale)
	if h.Version >= WeightsVersionSearchLabels {
		b = binary.LittleEndian.AppendUint32(b, h.LabelNodes)
		b = binary.LittleEndian.AppendUint16(b, h.LabelEvery)
		b = binary.LittleEndian.AppendUint16(b, h.ResultPerMille)
	}
	if h.Version == WeightsVersionFromWeights {
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

// weightsHeaderSize is the bytes before the weights of a version-2 file:
// magic, version, six layout bytes, seed, games, nodes, positions,
// epochs, scale, count (version 3 has labelFieldsSize more before the
// count, version 4 inputFieldSize more again).
const weightsHeaderSize = 4 + 2 + 6 + 8 + 4 + 4 + 4 + 2 + 2 + 4

// DecodeWeights reads a file EncodeWeights wrote, refusing one that is
// damaged or of another layout.
func DecodeWeights(data []byte) (WeightsHeader, []int16, error) {
	var h WeightsHeader
	if len(data) < weightsHeaderSize+4 || string(data[:4]) != weightsMagic {
		return h, nil, errors.New("weights: not a weights file")
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return h, nil, errors.New("weights: damaged (checksum)")
	}
	h.Version = binary.LittleEndian.Uint16(data[4:])
	headerSize := weightsHeaderSize
	switch h.Version {
	case WeightsVersion:
	case WeightsVersionSearchLabels:
		headerSize += labelFieldsSize
	case WeightsVersionFromWeights:
		headerSize += labelFieldsSize + inputFieldSize
	default:
		return h, nil, fmt.Errorf("weights: version %d, want %d to %d", h.Version, WeightsVersion, WeightsVersionFromWeights)
	}
	if len(data) < headerSize+4 {
		return h, nil, errors.New("weights: cut short")
	}
	h.Variant, h.PlayerEval, h.PlayerPruning = Variant(data[6]), Evaluation(data[7]&^tunedPlayers), PruneClassic
	if data[7]&tunedPlayers != 0 {
		h.PlayerPruning = PruneTuned
	}
	if h.Variant == Polish {
		h.Sets, h.Blocks = data[10], data[8]
	}
	if layout := weightsLayout(h); [4]byte(data[8:12]) != layout || h.Variant == Polish &&
		(h.Sets != 1 && h.Sets != PolishSets || h.Blocks != 0 && h.Blocks != PolishBlocks) {
		return h, nil, errors.New("weights: another layout of patterns")
	}
	full := weightsCount(h)
	size := full
	if h.Variant == Polish && h.Sets == 1 { // the other sets' weights are not in the file
		size -= PolishCountsAt - PolishSquares
	}
	h.Seed = binary.LittleEndian.Uint64(data[12:])
	h.Games = binary.LittleEndian.Uint32(data[20:])
	h.NodesPerMove = binary.LittleEndian.Uint32(data[24:])
	h.Positions = binary.LittleEndian.Uint32(data[28:])
	h.Epochs = binary.LittleEndian.Uint16(data[32:])
	h.Scale = binary.LittleEndian.Uint16(data[34:])
	countAt := 36
	if h.Version >= WeightsVersionSearchLabels {
		h.LabelNodes = binary.LittleEndian.Uint32(data[36:])
		h.LabelEvery = binary.LittleEndian.Uint16(data[40:])
		h.ResultPerMille = binary.LittleEndian.Uint16(data[42:])
		countAt += labelFieldsSize
	}
	if h.Version == WeightsVersionFromWeights {
		h.InputHash = binary.LittleEndian.Uint64(data[44:])
		if h.InputHash == 0 {
			return h, nil, errors.New("weights: a version-4 file names no input weights")
		}
		countAt += inputFieldSize
	}
	n := int(binary.LittleEndian.Uint32(data[countAt:]))
	rest := body[headerSize:]
	w := make([]int16, size)
	at := -1
	for range n {
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
		if gap >= uint64(size) || at+1+int(gap) >= size {
			return h, nil, errors.New("weights: index out of range")
		}
		at += 1 + int(gap)
		w[at] = int16(v)
	}
	if len(rest) != 0 {
		return h, nil, errors.New("weights: bytes left over")
	}
	if size != full { // the men's weights, then the counts' (and the blocks')
		all := make([]int16, full)
		copy(all, w[:PolishSquares])
		copy(all[PolishCountsAt:], w[PolishSquares:])
		w = all
	}
	return h, w, nil
}

//go:embed pattern_english.bin
var patternEnglishFile []byte

//go:embed pattern_polish.bin
var patternPolishFile []byte

// LearnedWeights returns the header and weights of the shipped pattern
// evaluation of variant v (English or Polish), or an error if there is
// none or the embedded file will not load (then the learned evaluation
// plays as the classic one).
func LearnedWeights(v Variant) (WeightsHeader, []int16, error) {
	var file []byte
	switch v {
	case English:
		file = patternEnglishFile
	case Polish:
		file = patternPolishFile
	default:
		return WeightsHeader{}, nil, fmt.Errorf("weights: no learned evaluation of %v", v)
	}
	h, w, err := DecodeWeights(file)
	if err == nil && h.Variant != v {
		return h, nil, fmt.Errorf("weights: the %v file holds %v weights", v, h.Variant)
	}
	return h, w, err
}

// The shipped learned corrections, or nil if the file will not load.
var (
	learnedEnglish = sync.OnceValue(func() *learnedWeights {
		if _, w, err := LearnedWeights(English); err == nil {
			return newLearnedWeights(w)
		}
		return nil
	})
	learnedPolish = sync.OnceValue(func() *polishWeights {
		if _, w, err := LearnedWeights(Polish); err == nil {
			return newPolishWeights(w)
		}
		return nil
	})
)
