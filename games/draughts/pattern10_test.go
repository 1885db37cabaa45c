package draughts

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"parlour/games/draughts/internal/pattern"
)

func TestShippedPolishWeightsLoad(t *testing.T) {
	h, w, err := shippedWeights(Polish)
	if err != nil {
		t.Fatalf("the embedded Polish weights do not load: %v", err)
	}
	if h.Version != pattern.VersionFromWeights || h.Variant != pattern.Polish || h.Games == 0 || h.Positions == 0 || h.NodesPerMove == 0 || h.Epochs == 0 || h.Scale == 0 ||
		h.LabelNodes == 0 || h.LabelEvery == 0 || h.PlayerEval != uint8(EvalLearned) || h.InputHash == 0 {
		t.Errorf("header %+v does not record a Polish round of the generator from an earlier round's weights, labelled by search", h)
	}
	if h.Blocks != pattern.PolishBlocks || len(w) != pattern.PolishWeightsWithBlocks {
		t.Fatalf("%d blocks and %d weights, want %d and %d", h.Blocks, len(w), pattern.PolishBlocks, pattern.PolishWeightsWithBlocks)
	}
	nonzero := 0
	for _, v := range w {
		if v != 0 {
			nonzero++
		}
	}
	if nonzero < 10000 {
		t.Errorf("only %d weights are not zero: want the squares' and many of the blocks' patterns", nonzero)
	}
	if len(patternPolishFile) > 100_000 {
		t.Errorf("pattern_polish.bin is %d bytes: want the compact file, under 100 KB", len(patternPolishFile))
	}
	if learnedPolish() == nil {
		t.Fatal("the learned Polish evaluation did not load its weights")
	}
	if _, _, err := LearnedWeights(Losing); err == nil {
		t.Error("the Losing game has no learned evaluation, yet LearnedWeights found one")
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
func polishPositions(t testing.TB) []position {
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
	zero := newPolishWeights(make([]int16, pattern.PolishWeights))
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
	_, raw, err := shippedWeights(Polish)
	if err != nil {
		t.Fatal("no learned Polish weights")
	}
	if n, kings := checkSamplesAddUp(t, raw); n < 100 || kings == 0 {
		t.Errorf("%d quiet positions sampled, %d with kings: want some of each", n, kings)
	}
}

// checkSamplesAddUp checks that the learning sample of each quiet
// position of polishPositions, weighed by raw, adds up to the learned
// evaluation with raw, and returns how many were checked and how many of
// those had kings.
func checkSamplesAddUp(t *testing.T, raw []int16) (n, kings int) {
	t.Helper()
	w := newPolishWeights(raw)
	rules := Rules{Variant: Polish}
	for _, p := range polishPositions(t)[:3000] {
		s := newState(rules, p, 1)
		x, ok := PolishLearningSample(s)
		if !ok {
			continue
		}
		n++
		if x.Kings {
			kings++
		}
		sum := int(x.Classic)
		for i, f := range x.Features {
			sum += int(raw[i]) * int(f)
		}
		if len(raw) == pattern.PolishWeightsWithBlocks {
			for k := range pattern.PolishBlocks {
				sum += int(raw[pattern.PolishWeights+int(x.Plus[k])]) - int(raw[pattern.PolishWeights+int(x.Minus[k])])
			}
		}
		if got := evalLearned10(&p, w); got != sum {
			t.Fatalf("%s: the evaluation scores %d, its learning sample adds up to %d", s.FEN(), got, sum)
		}
	}
	return n, kings
}

func TestPolishSquareWeightsAreSeenFromEachMansOwnSide(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	raw := make([]int16, pattern.PolishWeights)
	for i := range pattern.PolishSquares {
		raw[i] = int16(rng.IntN(401) - 200)
	}
	w := newPolishWeights(raw)
	for _, p := range polishPositions(t)[:1000] {
		want := 0
		for c := Black; c <= White; c++ {
			sign := 1
			if c != p.side {
				sign = -1
			}
			for _, sq := range squaresOf(geo10, p.pieces[c]&^p.kings) {
				want += sign * int(raw[polishViewSquare(c, sq)-1])
			}
		}
		if got := polishSquareScore(&p, w); got != want {
			t.Fatalf("%+v: the square weights by row add up to %d, man by man to %d", p, got, want)
		}
	}
	// A Black man on square 1 and a White man on square 50 each stand
	// on their own back corner.
	if polishViewSquare(Black, 1) != 1 || polishViewSquare(White, 50) != 1 || polishViewSquare(White, 1) != 50 {
		t.Error("the view squares do not put each side's back corner at square 1")
	}
}

func TestPolishCountsOfAHandBuiltPosition(t *testing.T) {
	rules := Rules{Variant: Polish}
	// Black to move. Black: men on 7, 8, 12, 17 and 45 and a king on 5;
	// 7 and 8 stand behind 12 (above it: Black's men move down), 17
	// below-left of 12, 45 alone on the right side. White: men on 28, 33
	// and 39, one diagonal.
	s := mustFEN(t, rules, "B:W28,33,39:B7,8,12,17,45,K5")
	x := polishCounts(&s.pos)
	checks := []struct {
		name      string
		count     int
		got, want int
	}{
		// Five men and a king (three) against three men.
		{"material", pattern.PolishMaterial, x[pattern.PolishMaterial], 8 - 3},
		// Black's 12 (7 and 8 behind it); White's 33 has 39 behind it
		// but not 38.
		{"backed", pattern.PolishBacked, x[pattern.PolishBacked], 1},
		// Black's 45 (40 and 50 empty); every White man has a neighbour.
		{"lone", pattern.PolishLone, x[pattern.PolishLone], 1},
		// Black 7-12, 8-12, 12-17; White 28-33, 33-39.
		{"chains", pattern.PolishChains, x[pattern.PolishChains], 3 - 2},
		// Black: 7, 8, 12, 17 on the left wing, 45 on the right (4-1);
		// White: 28 on the left, 33 and 39 on the right (2-1).
		{"imbalance", pattern.PolishImbalance, x[pattern.PolishImbalance], 3 - 1},
		// No White piece stands next to a Black one.
		{"en prise", pattern.PolishEnPrise, x[pattern.PolishEnPrise], 0},
		// Nine pieces stand, 31 are off.
		{"material late", pattern.PolishMaterialLate, x[pattern.PolishMaterialLate], 5 * 31},
		{"the move", pattern.PolishMove, x[pattern.PolishMove], 1},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s (count %d): %d, want %d", c.name, c.count, c.got, c.want)
		}
	}
	// Black's 23 with White's 29 below-right of it and 18, beyond it,
	// empty: White could take it.
	e := mustFEN(t, rules, "B:W29:B23")
	if got := polishCounts(&e.pos)[pattern.PolishEnPrise]; got != 1 {
		t.Errorf("Black's 23 before White's 29, 18 empty: en prise %d, want 1", got)
	}
	// With 18 filled it cannot.
	f := mustFEN(t, rules, "B:W29:B18,23")
	if got := polishCounts(&f.pos)[pattern.PolishEnPrise]; got != 0 {
		t.Errorf("Black's 23 before White's 29, 18 filled: en prise %d, want 0", got)
	}
}

func TestPolishLearnedEvaluationScoresASymmetricPositionAsTheMoveAlone(t *testing.T) {
	w := learnedPolish()
	if w == nil {
		t.Fatal("no learned Polish weights")
	}
	for _, fen := range []string{"B:W31-50:B1-20", "W:W31-50:B1-20", "B:W28,32,33:B18,19,23", "W:W28,32,33:B18,19,23"} {
		s := mustFEN(t, Rules{Variant: Polish}, fen)
		if m := mirrored10(s.pos); m.pieces != s.pos.pieces || m.kings != s.pos.kings {
			t.Fatalf("%s is not the same turned half round", fen)
		}
		if got, want := evalLearned10(&s.pos, w), int(w.counts[pattern.PolishMove]); got != want {
			t.Errorf("%s scores %d: want the worth of the move alone, %d", fen, got, want)
		}
	}
}

func TestPolishCorrectionHoldsWithKingsOnTheBoard(t *testing.T) {
	w := learnedPolish()
	if w == nil {
		t.Fatal("no learned Polish weights")
	}
	withKings, corrected := 0, 0
	for _, p := range polishPositions(t) {
		if p.kings == 0 {
			continue
		}
		withKings++
		if evalLearned10(&p, w) != evalPolish(&p) {
			corrected++
		}
	}
	if withKings == 0 || corrected < withKings/2 {
		t.Errorf("%d of %d positions with kings corrected: want the correction to hold with kings too", corrected, withKings)
	}
	// Crowning a man changes the correction by what the man was worth
	// (its square in every set of men it was in), the king's square and
	// three men's material, not by the whole correction.
	rules := Rules{Variant: Polish}
	man, king := mustFEN(t, rules, "W:W12,31-35,37-45:B1-11,36"), mustFEN(t, rules, "W:WK12,31-35,37-45:B1-11,36")
	dm := evalLearned10(&man.pos, w) - evalPolish(&man.pos)
	dk := evalLearned10(&king.pos, w) - evalPolish(&king.pos)
	_, raw, _ := shippedWeights(Polish)
	a, b := polishCounts(&man.pos), polishCounts(&king.pos)
	want := int(raw[polishWeightIndex(pattern.PolishSetKings, White, 12)])
	for k := range pattern.PolishSets {
		if k == pattern.PolishSetMen || polishSetBoards(&man.pos, White)[k-1]&geo10.cellBit(12) != 0 {
			want -= int(raw[polishWeightIndex(k, White, 12)])
		}
	}
	for i := range pattern.PolishCounts {
		want += int(w.counts[i]) * (b[i] - a[i])
	}
	if dk-dm != want {
		t.Errorf("crowning the man on 12 changed the correction by %d, want %d (its squares and the counts)", dk-dm, want)
	}
}

// randomPolishWeights are Polish weights drawn at random, every set's
// and every count's, for properties that must hold whatever the fit.
func randomPolishWeights(seed uint64) []int16 {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	w := make([]int16, pattern.PolishWeights)
	for i := range w {
		w[i] = int16(rng.IntN(401) - 200)
	}
	return w
}

func TestPolishSetsOfAHandBuiltPosition(t *testing.T) {
	// White to move. White: men on 27, 32 and 37, a king on 46; Black:
	// men on 23 and 28. White's 32 has its own 27 ahead to its left (up
	// the board) and Black's 28 ahead to its right; White's 37 has 32
	// ahead to its right. Black's men move down the board, and its left
	// is the board's right: its 23 has its own 28 ahead to its right
	// (below-left on the board), its 28 White's 32 ahead to its right.
	// 23 stops White's 32 taking 28, and 37 Black's 28 taking 32.
	s := mustFEN(t, Rules{Variant: Polish}, "W:W27,32,37,K46:B23,28")
	x, ok := PolishLearningSample(s)
	if !ok {
		t.Fatal("the position is not quiet")
	}
	want := make(map[int]int16)
	add := func(k int, c Color, sq int, v int16) { want[polishWeightIndex(k, c, sq)] += v }
	for _, sq := range []int{27, 32, 37} {
		add(pattern.PolishSetMen, White, sq, 1)
	}
	for _, sq := range []int{23, 28} {
		add(pattern.PolishSetMen, Black, sq, -1)
	}
	add(pattern.PolishSetKings, White, 46, 1)
	add(pattern.PolishSetChainedLeft, White, 32, 1)
	add(pattern.PolishSetChainedRight, White, 37, 1)
	add(pattern.PolishSetChainedRight, Black, 23, -1)
	add(pattern.PolishSetFacedRight, White, 32, 1)
	add(pattern.PolishSetFacedRight, Black, 28, -1)
	for i := range pattern.PolishCountsAt {
		if x.Features[i] != want[i] {
			t.Errorf("set %d, view square %d: feature %d, want %d", i/pattern.PolishSquares, i%pattern.PolishSquares+1, x.Features[i], want[i])
		}
	}
	// Seen as each side sees the board, White's 32 is Black's 19, and
	// the squares ahead of it to the left and right 24 and 23.
	if polishWeightIndex(pattern.PolishSetChainedLeft, White, 32) != polishWeightIndex(pattern.PolishSetChainedLeft, Black, 19) {
		t.Error("White's 32 and Black's 19 are not the same square as their sides see it")
	}
}

func TestPolishLearnedEvaluationWithEverySetIsTheSameForBothColours(t *testing.T) {
	w := newPolishWeights(randomPolishWeights(31))
	if w.menOnly {
		t.Fatal("random weights of every set read as the men's only")
	}
	for _, p := range polishPositions(t) {
		for _, q := range []position{p, {pieces: p.pieces, kings: p.kings, side: p.side ^ 1}} {
			m := mirrored10(q)
			if a, b := evalLearned10(&q, w), evalLearned10(&m, w); a != b {
				t.Fatalf("%+v scores %d, the same position for the other side %d", q, a, b)
			}
		}
	}
}

func TestPolishLearningSampleWithEverySetIsWhatTheEvaluationAdds(t *testing.T) {
	if n, _ := checkSamplesAddUp(t, randomPolishWeights(33)); n < 100 {
		t.Errorf("only %d quiet positions sampled", n)
	}
}

func TestPolishFileOfTheMenOnlyLayoutLoadsWithTheOtherSetsZero(t *testing.T) {
	// Round 5's weights (d1), a round's input committed beside the
	// generator, were written before the sets.
	old, err := os.ReadFile("internal/learn/testdata/polish_round5.bin")
	if err != nil {
		t.Fatal(err)
	}
	h, w, err := pattern.Decode(old)
	if err != nil || len(w) != pattern.PolishWeights || h.Sets != 1 {
		t.Fatalf("the men-only file reads as %d weights of %d sets, err %v; want %d of 1", len(w), h.Sets, err, pattern.PolishWeights)
	}
	men, counts := 0, 0
	for i, v := range w {
		switch {
		case v == 0:
		case i < pattern.PolishSquares:
			men++
		case i >= pattern.PolishCountsAt:
			counts++
		default:
			t.Fatalf("weight %d of a men-only file is %d, want 0", i, v)
		}
	}
	if men == 0 || counts == 0 {
		t.Fatalf("%d men's and %d counts' weights read: want some of each", men, counts)
	}
	// It writes back byte for byte, and refuses a weight of another set.
	if again, err := pattern.Encode(h, w); err != nil || !bytes.Equal(again, old) {
		t.Fatalf("the men-only file wrote back as %d other bytes (err %v)", len(again), err)
	}
	other := slices.Clone(w)
	other[polishWeightIndex(pattern.PolishSetKings, Black, 3)] = 1
	if _, err := pattern.Encode(h, other); err == nil {
		t.Error("a men-only file was written with a king's weight")
	}
	// It scores as it did, and as the same weights written with every
	// set and scored set by set.
	pw := newPolishWeights(w)
	every := h
	every.Sets = pattern.PolishSets
	file, err := pattern.Encode(every, w)
	if err != nil {
		t.Fatal(err)
	}
	h2, w2, err := pattern.Decode(file)
	if err != nil || h2 != every || !slices.Equal(w2, w) {
		t.Fatalf("every set's file read back as %+v, %d weights, err %v; want %+v, %d", h2, len(w2), err, every, len(w))
	}
	slow := newPolishWeights(w2)
	slow.menOnly = false
	if !pw.menOnly {
		t.Fatal("a men-only file is not scored by the men alone")
	}
	for _, p := range polishPositions(t)[:2000] {
		want := evalPolish(&p)
		for c := Black; c <= White; c++ {
			sign := 1
			if c != p.side {
				sign = -1
			}
			for _, sq := range squaresOf(geo10, p.pieces[c]&^p.kings) {
				want += sign * int(w[polishWeightIndex(pattern.PolishSetMen, c, sq)])
			}
		}
		for i, v := range polishCounts(&p) {
			want += int(w[pattern.PolishCountsAt+i]) * v
		}
		if a, b := evalLearned10(&p, pw), evalLearned10(&p, slow); a != want || b != want {
			t.Fatalf("%+v: the men-only file scores %d, set by set %d; want %d", p, a, b, want)
		}
	}
}

// BenchmarkPolishLearnedEvaluation is the cost of a Polish evaluation over
// positions of random games: the classic one, the learned one with the
// men's set only (a file of the earlier layout), and with every set.
func BenchmarkPolishLearnedEvaluation(b *testing.B) {
	positions := polishPositions(b)[:1000]
	raw := randomPolishWeights(35)
	every := newPolishWeights(raw)
	clear(raw[pattern.PolishSquares:pattern.PolishCountsAt])
	menOnly := newPolishWeights(raw)
	blocks := make([]int16, pattern.PolishBlocks*pattern.Indices)
	for i := range blocks {
		blocks[i] = int16(i%61 - 30)
	}
	withBlocks := newPolishWeights(append(slices.Clip(raw), blocks...))
	for _, c := range []struct {
		name string
		eval func(*position) int
	}{
		{"classic", evalPolish},
		{"men-only", func(p *position) int { return evalLearned10(p, menOnly) }},
		{"every-set", func(p *position) int { return evalLearned10(p, every) }},
		{"men-only-blocks", func(p *position) int { return evalLearned10(p, withBlocks) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			sum := 0
			for i := 0; b.Loop(); i++ {
				sum += c.eval(&positions[i%len(positions)])
			}
			_ = sum
		})
	}
}

func TestPolishBlockPatternsReadByRowsAreTheBlocksOfEachView(t *testing.T) {
	for i, p := range polishPositions(t) {
		own, opp, theirOwn, theirOpp := views10(&p)
		black := blackBlockIndices(&p)
		for k := range pattern.PolishBlocks {
			plus, minus := blockIndex(own, opp, k), blockIndex(theirOwn, theirOpp, k)
			b, w := int32(black[k]), int32(turnedBlock[black[pattern.PolishBlocks-1-k]])
			if p.side == White {
				b, w = w, b
			}
			if base := int32(k * pattern.Indices); plus != base+b || minus != base+w {
				t.Fatalf("position %d, block %d: patterns %d and %d by rows, %d and %d by the turned boards", i, k, b, w, plus-base, minus-base)
			}
		}
	}
}

func TestPolishLearningSamplesAddUpWithBlocks(t *testing.T) {
	raw := append(randomPolishWeights(37), make([]int16, pattern.PolishBlocks*pattern.Indices)...)
	rng := rand.New(rand.NewPCG(37, 38))
	for i := pattern.PolishWeights; i < len(raw); i++ {
		raw[i] = int16(rng.IntN(201) - 100)
	}
	if n, _ := checkSamplesAddUp(t, raw); n < 100 {
		t.Fatalf("only %d quiet positions checked", n)
	}
}

func TestPolishBlocksScoreAPositionAndItsMirrorAlike(t *testing.T) {
	raw := append(make([]int16, pattern.PolishWeights), make([]int16, pattern.PolishBlocks*pattern.Indices)...)
	rng := rand.New(rand.NewPCG(39, 40))
	for i := pattern.PolishWeights; i < len(raw); i++ {
		raw[i] = int16(rng.IntN(201) - 100)
	}
	w := newPolishWeights(raw)
	for _, p := range polishPositions(t)[:1000] {
		m := mirrored10(p)
		if got, want := evalLearned10(&p, w), evalLearned10(&m, w); got != want {
			t.Fatalf("%v scores %d, its mirror image %d", p, got, want)
		}
	}
}

func TestPolishBlocksFileRoundTripsAndRefusesOtherBlocks(t *testing.T) {
	w := make([]int16, pattern.PolishWeightsWithBlocks)
	w[0], w[pattern.PolishCountsAt] = 5, 7
	w[pattern.PolishWeights+3*pattern.Indices+17] = -9
	h := pattern.Header{Version: pattern.Version, Variant: pattern.Polish, Seed: 1, Games: 2, NodesPerMove: 3, Positions: 4, Epochs: 5, Scale: 6, Sets: 1, Blocks: pattern.PolishBlocks}
	data, err := pattern.Encode(h, w)
	if err != nil {
		t.Fatal(err)
	}
	h2, w2, err := pattern.Decode(data)
	if err != nil || h2 != h || !slices.Equal(w2, w) {
		t.Fatalf("read back as %+v, %d weights (err %v)", h2, len(w2), err)
	}
	if got := newPolishWeights(w2); got.blocks == nil || got.blocks[3*pattern.Indices+17] != -9 {
		t.Error("the decoded weights lost their blocks")
	}
	if _, err := pattern.Encode(h, w[:pattern.PolishWeights]); err == nil {
		t.Error("a file of blocks without their weights was written")
	}
	for _, bad := range []pattern.Header{
		func() pattern.Header { b := h; b.Blocks = 15; return b }(),
		{Version: pattern.Version, Variant: pattern.English, Blocks: pattern.PolishBlocks},
	} {
		if _, err := pattern.Encode(bad, w); err == nil {
			t.Errorf("%+v was written", bad)
		}
	}
	damaged := slices.Clone(data[:len(data)-4])
	damaged[8] = 15 // the blocks of the layout
	damaged = binary.LittleEndian.AppendUint32(damaged, crc32.ChecksumIEEE(damaged))
	if _, _, err := pattern.Decode(damaged); err == nil {
		t.Error("a file of 15 blocks was read")
	}
}
