package draughts

import (
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"testing"
)

func TestShippedPolishWeightsLoad(t *testing.T) {
	h, w, err := LearnedWeights(Polish)
	if err != nil {
		t.Fatalf("the embedded Polish weights do not load: %v", err)
	}
	if h.Version != WeightsVersion || h.Variant != Polish || h.Games == 0 || h.Positions == 0 || h.NodesPerMove == 0 || h.Epochs == 0 || h.Scale == 0 {
		t.Errorf("header %+v does not record a Polish round of the generator", h)
	}
	if len(w) != PatternWeightsOf(Polish) {
		t.Fatalf("%d weights, want %d", len(w), PatternWeightsOf(Polish))
	}
	nonzero := 0
	for _, v := range w {
		if v != 0 {
			nonzero++
		}
	}
	if nonzero < 1000 {
		t.Errorf("only %d weights are not zero", nonzero)
	}
	if len(patternPolishFile) > 200_000 {
		t.Errorf("pattern_polish.bin is %d bytes: want it compact, under 200 KB", len(patternPolishFile))
	}
	if learnedPolish() == nil {
		t.Fatal("the learned Polish evaluation did not load its weights")
	}
	if _, _, err := LearnedWeights(Losing); err == nil {
		t.Error("the Losing game has no learned evaluation, yet LearnedWeights found one")
	}
}

func TestPolishWeightsFileRoundTripsAndRefusesTheOtherLayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	w := make([]int16, PatternWeightsOf(Polish))
	for i := range w {
		if rng.IntN(7) == 0 {
			w[i] = int16(rng.IntN(1<<16) - 1<<15)
		}
	}
	h := WeightsHeader{Version: WeightsVersion, Variant: Polish, PlayerEval: EvalLearned, PlayerPruning: PruneTuned, Seed: 5, Games: 6, NodesPerMove: 7, Positions: 8, Epochs: 9, Scale: 300}
	data, err := EncodeWeights(h, w)
	if err != nil {
		t.Fatal(err)
	}
	gotH, gotW, err := DecodeWeights(data)
	if err != nil || gotH != h || len(gotW) != len(w) {
		t.Fatalf("header %+v, %d weights, err %v; want %+v, %d", gotH, len(gotW), err, h, len(w))
	}
	for i := range w {
		if gotW[i] != w[i] {
			t.Fatalf("weight %d is %d, want %d", i, gotW[i], w[i])
		}
	}
	if _, err := EncodeWeights(h, make([]int16, PatternWeights)); err == nil {
		t.Error("EncodeWeights took English weights for a Polish header")
	}
	// The variant byte changed to English: the layout byte (16 windows)
	// no longer matches, whatever the checksum says.
	relabelled := append([]byte(nil), data[:len(data)-4]...)
	relabelled[6] = byte(English)
	relabelled = binary.LittleEndian.AppendUint32(relabelled, crc32.ChecksumIEEE(relabelled))
	if _, _, err := DecodeWeights(relabelled); err == nil {
		t.Error("a Polish file relabelled English was accepted")
	}
}

// mirrored10 is p, on the 10×10 board, turned half round with the colours
// changed: the same position for the other side.
func mirrored10(p position) position {
	return position{pieces: [2]uint64{rotate10(p.pieces[White]), rotate10(p.pieces[Black])}, kings: rotate10(p.kings), side: p.side ^ 1}
}

// polishPositions are positions of Polish games played at random from
// the openings, for properties that must hold everywhere; some have
// kings.
func polishPositions(t *testing.T) []position {
	t.Helper()
	deck, err := Openings(Rules{Variant: Polish})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	var out []position
	for _, o := range deck[:30] {
		s := o.State
		for Outcome(s).Status == Ongoing && len(out) < 4000 {
			out = append(out, s.pos)
			legal := Legal(s)
			next, err := s.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	}
	kings := 0
	for _, p := range out {
		if p.kings != 0 {
			kings++
		}
	}
	if kings == 0 {
		t.Fatal("no sampled Polish position has a king")
	}
	return out
}

func TestBlocksAreFourByFourAndCoverThe10x10Board(t *testing.T) {
	covered := map[int]bool{}
	for k := range PolishPatternWindows {
		seen := map[int]bool{}
		row0, col0 := 2*(k/4), 2*(k%4)
		for bit := range PatternSquares {
			// The square whose cell is bit bit of the block's byte.
			var found []int
			for sq := 1; sq <= 50; sq++ {
				if blockBits(geo10.cellBit(sq), k) == 1<<bit {
					found = append(found, sq)
				}
			}
			if len(found) != 1 {
				t.Fatalf("block %d, bit %d: read from squares %v, want one", k, bit, found)
			}
			sq := found[0]
			r, c, _ := Coords(Polish, sq)
			if r < row0 || r > row0+3 || c < col0 || c > col0+3 || seen[sq] {
				t.Fatalf("block %d (rows %d-%d, columns %d-%d) reads square %d at row %d, column %d", k, row0, row0+3, col0, col0+3, sq, r, c)
			}
			seen[sq], covered[sq] = true, true
		}
	}
	if len(covered) != 50 {
		t.Errorf("the blocks cover %d of the 50 squares", len(covered))
	}
	for sq := 1; sq <= 50; sq++ {
		if got := rotate10(geo10.cellBit(sq)); got != geo10.cellBit(51-sq) {
			t.Fatalf("rotate10 sends square %d to cells %b, want square %d", sq, got, 51-sq)
		}
	}
}

func TestPolishLearnedEvaluationIsTheSameForBothColours(t *testing.T) {
	w := learnedPolish()
	if w == nil {
		t.Fatal("no learned Polish weights")
	}
	for _, p := range polishPositions(t) {
		m := mirrored10(p)
		if a, b := evalLearned10(&p, w), evalLearned10(&m, w); a != b {
			t.Fatalf("%+v scores %d, the same position for the other side %d", p, a, b)
		}
		// The same position with the other side to move: the scores of
		// the two sides, each the learned evaluation seen from its side,
		// are those of mirrored positions too.
		q := p
		q.side ^= 1
		mq := mirrored10(q)
		if a, b := evalLearned10(&q, w), evalLearned10(&mq, w); a != b {
			t.Fatalf("%+v scores %d, the same position for the other side %d", q, a, b)
		}
	}
}

func TestPolishLearnedEvaluationIsTheClassicOneCorrected(t *testing.T) {
	zero := newLearnedWeights(Polish, make([]int16, PatternWeightsOf(Polish)))
	w := learnedPolish()
	if w == nil {
		t.Fatal("no learned Polish weights")
	}
	differ := 0
	for _, p := range polishPositions(t) {
		if got, want := evalLearned10(&p, zero), evalPolish(&p); got != want {
			t.Fatalf("%+v: with no correction the learned evaluation scores %d, the classic one %d", p, got, want)
		}
		if evalLearned10(&p, w) != evalPolish(&p) {
			differ++
		}
	}
	if differ == 0 {
		t.Error("the shipped Polish correction changes no position's score")
	}
}

func TestPolishLearningSampleIsWhatTheEvaluationAdds(t *testing.T) {
	w := learnedPolish()
	rules := Rules{Variant: Polish}
	n := 0
	for _, p := range polishPositions(t)[:1500] {
		s := newState(rules, p, 1)
		x, ok := LearningSample(s)
		if !ok {
			continue
		}
		n++
		sum := int(x.Classic)
		for k := range PolishPatternWindows {
			sum += int(w.patterns[x.Plus[k]]) - int(w.patterns[x.Minus[k]])
		}
		for i, v := range x.Scalars {
			sum += int(w.scalars[i]) * int(v)
		}
		if got := evalLearned10(&p, w); got != sum {
			t.Fatalf("%s: the evaluation scores %d, its learning sample adds up to %d", s.FEN(), got, sum)
		}
	}
	if n < 100 {
		t.Errorf("only %d quiet positions sampled", n)
	}
}

func TestPolishLearnedEvaluationValuesMaterial(t *testing.T) {
	learned := Rules{Variant: Polish, eval: EvalLearned}
	start, _ := NewGame(learned)
	even := evaluate(&start.pos, learned)
	// White is to move: Black a man short (square 1, the corner of its
	// back rank), then White (square 50).
	blackShort := mustFEN(t, learned, "W:W31-50:B2-20")
	whiteShort := mustFEN(t, learned, "W:W31-49:B1-20")
	if u, d := evaluate(&blackShort.pos, learned), evaluate(&whiteShort.pos, learned); !(u > even+40 && d < even-40 && u > 0 && d < 0) {
		t.Errorf("a man up scores %d, level %d, a man down %d: want clearly up > level > down, signs +/-", u, even, d)
	}
	kingVsMan := mustFEN(t, learned, "W:WK28,45,46,47:B5,6,7,8")
	manVsMan := mustFEN(t, learned, "W:W28,45,46,47:B5,6,7,8")
	if k, m := evaluate(&kingVsMan.pos, learned), evaluate(&manVsMan.pos, learned); k <= m+100 {
		t.Errorf("a king on 28 scores %d, a man there %d: want the king worth clearly more", k, m)
	}
}

func TestPolishEvaluationSwitchReachesTheSearch(t *testing.T) {
	classic, _ := NewGame(Rules{Variant: Polish})
	learned := classic.WithEvaluation(EvalLearned)
	differ := false
	for _, p := range polishPositions(t)[:500] {
		if evaluate(&p, learned.rules) != evaluate(&p, classic.rules) {
			differ = true
			break
		}
	}
	if !differ {
		t.Error("the learned Polish evaluation scores every position as the classic one")
	}
	if r := Search(t.Context(), learned, Limits{Depth: 4}); r.Move.From == 0 {
		t.Error("the search with the learned Polish evaluation found no move")
	}
}

func TestPolishLearnedEvaluationLeavesPositionsWithKingsToTheClassicOne(t *testing.T) {
	w := learnedPolish()
	if w == nil {
		t.Fatal("no learned Polish weights")
	}
	rules := Rules{Variant: Polish}
	kings, corrected := 0, 0
	for _, p := range polishPositions(t) {
		if p.kings == 0 {
			if evalLearned10(&p, w) != evalPolish(&p) {
				corrected++
			}
			continue
		}
		kings++
		if got, want := evalLearned10(&p, w), evalPolish(&p); got != want {
			t.Fatalf("%s: with a king on the board the learned evaluation scores %d, the classic one %d", newState(rules, p, 1).FEN(), got, want)
		}
		if _, ok := LearningSample(newState(rules, p, 1)); ok {
			t.Fatalf("%s: a position with a king was sampled for the fit", newState(rules, p, 1).FEN())
		}
	}
	if kings == 0 || corrected == 0 {
		t.Errorf("%d positions with kings, %d without corrected: want some of each", kings, corrected)
	}
}
