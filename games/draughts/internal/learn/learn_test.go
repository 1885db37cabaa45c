package main

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"

	"parlour/games/draughts"
	"parlour/games/draughts/internal/pattern"
)

// slow reports whether the long checks are wanted (PARLOUR_SLOW=1).
func slow() bool { return os.Getenv("PARLOUR_SLOW") == "1" }

func TestSmallRoundIsTheSameEveryRun(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	for _, cfg := range []config{
		{Variant: draughts.English, Seed: 3, Games: 12, Nodes: 500, Epochs: 4},
		{Variant: draughts.Polish, Seed: 3, Games: 12, Nodes: 500, Epochs: 4},
		{Variant: draughts.Polish, Seed: 3, Games: 12, Nodes: 500, Epochs: 4, LabelNodes: 2000, LabelEvery: 3, ResultPerMille: 250},
		{Variant: draughts.Polish, Seed: 3, Games: 12, Nodes: 500, Epochs: 4, LabelNodes: 500, LabelEvery: 1, Sets: 1, Blocks: pattern.PolishBlocks},
	} {
		v := cfg.Variant
		quiet := func(string, ...any) {}
		a, _, err := generate(cfg, nil, quiet)
		if err != nil {
			t.Fatal(err)
		}
		b, _, err := generate(cfg, nil, quiet)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("%v: two runs of the same small round wrote different files", v)
		}
		h, _, err := pattern.Decode(a)
		if err != nil || draughts.Variant(h.Variant) != v || h.Seed != 3 || h.Games != 12 || h.NodesPerMove != 500 || h.Epochs != 4 || h.Scale == 0 ||
			int(h.LabelNodes) != cfg.LabelNodes || int(h.LabelEvery) != cfg.LabelEvery || int(h.ResultPerMille) != cfg.ResultPerMille ||
			int(h.Blocks) != cfg.Blocks {
			t.Fatalf("%v: header %+v, err %v: want the round's inputs %+v", v, h, err, cfg)
		}
	}
}

func TestCalibrateFindsTheScaleOfTheClassicScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const scale = 60.0
	samples := make([]sample, 20000)
	for i := range samples {
		c := rng.IntN(801) - 400
		label := 0.0
		if rng.Float64() < 1/(1+math.Exp(-float64(c)/scale)) {
			label = 1
		}
		samples[i] = sample{x: pattern.EnglishSample{Classic: int32(c)}, label: label}
	}
	got, loss := calibrate(samples)
	if got < 54 || got > 66 || loss <= 0 || loss >= math.Ln2 {
		t.Errorf("calibrate gave scale %d, loss %.4f: want about %.0f, a loss below a coin's", got, loss, scale)
	}
}

func TestFitLeavesTheClassicScoreAloneWhenThePatternsTellNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	const scale = 50
	samples := make([]sample, 5000)
	for i := range samples {
		c := rng.IntN(401) - 200
		label := 0.0
		if rng.Float64() < 1/(1+math.Exp(-float64(c)/scale)) {
			label = 1
		}
		// Every sample sees the same pattern on both sides (it cancels)
		// and has the move.
		x := pattern.EnglishSample{Classic: int32(c)}
		x.Scalars[pattern.ScalarMove] = 1
		samples[i] = sample{x: x, label: label}
	}
	w := fit(samples, 5, scale, pattern.Windows, rng)
	const move = pattern.Windows*pattern.Indices + pattern.ScalarMove
	for i, v := range w {
		if i != move && v != 0 {
			t.Fatalf("weight %d is %d: a pattern that tells nothing got a weight", i, v)
		}
	}
	if v := w[move]; v < -15 || v > 15 {
		t.Errorf("the move's worth is %d classic units: want near 0, the labels do not depend on it", v)
	}
}

func TestFitLearnsWhatTheClassicScoreMisses(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	const scale = 50
	samples := make([]sample, 20000)
	for i := range samples {
		c := rng.IntN(401) - 200
		x := pattern.EnglishSample{Classic: int32(c)}
		x.Scalars[pattern.ScalarMove] = 1
		z := float64(c) / scale
		if i%2 == 0 {
			// Pattern 1 of the first window for the side to move, none
			// for the opponent: worth one unit of log-odds more than the
			// classic score says.
			x.Plus[0] = 1
			z++
		}
		label := 0.0
		if rng.Float64() < 1/(1+math.Exp(-z)) {
			label = 1
		}
		samples[i] = sample{x: x, label: label}
	}
	w := fit(samples, 10, scale, pattern.Windows, rng)
	if got := int(w[1]) - int(w[0]); got < 35 || got > 65 {
		t.Errorf("the pattern's worth is %d classic units, want about %d (one unit of log-odds)", got, scale)
	}
}

// shippedFiles are the weights files the draughts package embeds.
var shippedFiles = map[draughts.Variant]string{
	draughts.English: "../../pattern_english.bin",
	draughts.Polish:  "../../pattern_polish.bin",
}

// shippedConfig reads the inputs a shipped file's header records.
func shippedConfig(t *testing.T, v draughts.Variant) (config, []byte) {
	t.Helper()
	shipped, err := os.ReadFile(shippedFiles[v])
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := pattern.Decode(shipped)
	if err != nil {
		t.Fatal(err)
	}
	search := draughts.PruneClassic
	if h.PlayerTuned {
		search = draughts.PruneTuned
	}
	return config{Variant: draughts.Variant(h.Variant), Seed: h.Seed, Games: int(h.Games), Nodes: int(h.NodesPerMove), Epochs: int(h.Epochs),
		Players: draughts.Evaluation(h.PlayerEval), Search: search,
		LabelNodes: int(h.LabelNodes), LabelEvery: int(h.LabelEvery), ResultPerMille: int(h.ResultPerMille), From: h.InputHash, Sets: int(h.Sets),
		Blocks: int(h.Blocks)}, shipped
}

func TestShippedHeadersRecordTheGeneratorsDefaults(t *testing.T) {
	for v := range shippedFiles {
		if cfg, _ := shippedConfig(t, v); cfg != defaultConfig[v] {
			t.Errorf("the shipped %v file's inputs %+v are not the generator's defaults %+v", v, cfg, defaultConfig[v])
		}
	}
}

// TestShippedWeightsComeFromTheGenerator replays the rounds the headers
// of the shipped files record and compares the files byte for byte. It
// takes as long as the rounds (minutes each); the search must not have
// changed since the files were made, or the games, and so the weights,
// differ.
func TestShippedWeightsComeFromTheGenerator(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	for _, v := range []draughts.Variant{draughts.English, draughts.Polish} {
		t.Run(v.String(), func(t *testing.T) {
			cfg, shipped := shippedConfig(t, v)
			from, err := committedInput(cfg.From)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := generate(cfg, from, t.Logf)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, shipped) {
				t.Fatalf("regenerated %d bytes that differ from the shipped %d", len(got), len(shipped))
			}
		})
	}
}

// polishToySamples are Polish samples of games of 20 positions: the
// classic score drawn at random, the move, and, in every second game, a
// man of the side to move on square 1 (feature 0) worth bonus units of
// log-odds beyond what the classic score says; the labels drawn from
// that.
func polishToySamples(rng *rand.Rand, games int, scale, bonus float64) []polishSample {
	var samples []polishSample
	for g := range games {
		for range 20 {
			c := rng.IntN(401) - 200
			x := pattern.PolishSample{Classic: int32(c)}
			x.Features[pattern.PolishCountsAt+pattern.PolishMove] = 1
			z := float64(c) / scale
			if g%2 == 0 {
				x.Features[0] = 1
				z += bonus
			}
			label := 0.0
			if rng.Float64() < 1/(1+math.Exp(-z)) {
				label = 1
			}
			samples = append(samples, polishSample{x: x, label: label, game: g})
		}
	}
	return samples
}

func TestPolishFitLearnsWhatTheClassicScoreMisses(t *testing.T) {
	const scale = 50
	samples := polishToySamples(rand.New(rand.NewPCG(21, 22)), 1000, scale, 1)
	w := inClassicUnits(fitPolish(samples, scale, 1e-5, newtonSteps), scale)
	if w[0] < 40 || w[0] > 60 {
		t.Errorf("the square's worth is %d classic units, want about %d (one unit of log-odds)", w[0], scale)
	}
	for i, v := range w {
		if i != 0 && i != pattern.PolishCountsAt+pattern.PolishMove && v != 0 {
			t.Errorf("weight %d, of a feature no sample has, is %d", i, v)
		}
	}
	if move := w[pattern.PolishCountsAt+pattern.PolishMove]; move < -8 || move > 8 {
		t.Errorf("the move's worth is %d classic units: want near 0, the labels do not depend on it", move)
	}
}

func TestPolishFitIsHeldBackByTheRidge(t *testing.T) {
	const scale = 50
	samples := polishToySamples(rand.New(rand.NewPCG(23, 24)), 400, scale, 1)
	loose := inClassicUnits(fitPolish(samples, scale, 1e-5, newtonSteps), scale)[0]
	tight := inClassicUnits(fitPolish(samples, scale, 1, newtonSteps), scale)[0]
	if !(tight >= 0 && tight < loose/2) {
		t.Errorf("the square's worth is %d with a light penalty, %d with a heavy one: want the heavy one to hold it well back", loose, tight)
	}
}

func TestChooseRidgePrefersAHeavyPenaltyWhenTheFeaturesAreNoise(t *testing.T) {
	// Each game's label is drawn apart from its features; a feature of a
	// few games' positions each learns those games' chance results.
	rng := rand.New(rand.NewPCG(25, 26))
	const scale = 50
	var samples []polishSample
	for g := range 300 {
		label := float64(rng.IntN(3)) / 2
		sq := rng.IntN(pattern.PolishSquares)
		for range 20 {
			x := pattern.PolishSample{Classic: int32(rng.IntN(201) - 100)}
			x.Features[sq] = 1
			x.Features[pattern.PolishCountsAt+pattern.PolishMove] = 1
			samples = append(samples, polishSample{x: x, label: label, game: g})
		}
	}
	r, losses := chooseRidge(samples, scale, newtonSteps)
	if r == ridges[0] || len(losses) != 1+len(ridges) {
		t.Errorf("chose L2 %v (losses %v): want more than the lightest", r, losses)
	}
}

func TestSolveSolvesALinearSystem(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 28))
	const n = pattern.PolishWeights
	a := make([][]float64, n)
	want, b := make([]float64, n), make([]float64, n)
	for i := range n {
		a[i] = make([]float64, n)
		want[i] = rng.Float64()*2 - 1
		for j := range n {
			a[i][j] = rng.Float64() - 0.5
		}
		a[i][i] += n // well away from singular
	}
	for i := range n {
		for j := range n {
			b[i] += a[i][j] * want[j]
		}
	}
	got := solve(a, b)
	for i := range n {
		if math.Abs(got[i]-want[i]) > 1e-9 {
			t.Fatalf("x[%d] = %v, want %v", i, got[i], want[i])
		}
	}
}

// polishState is the Polish position of fen.
func polishState(t *testing.T, fen string) draughts.State {
	t.Helper()
	s, err := draughts.ParseFEN(fen, draughts.Rules{Variant: draughts.Polish})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSearchLabelIsTheSameTwiceAndFavoursTheSideAManUp(t *testing.T) {
	const nodes, scale = 20000, 277
	up := polishState(t, "W:W31-50:B2-20")   // White to move, twenty men against nineteen
	down := polishState(t, "B:W31-50:B2-20") // the same men, Black to move
	a, b := searchLabel(up, nodes, scale), searchLabel(up, nodes, scale)
	if a != b {
		t.Fatalf("two searches of the same position gave labels %v and %v", a, b)
	}
	if !(a > 0.5 && a < 1) {
		t.Errorf("the side a man up has label %v: want above one half, below 1", a)
	}
	if d := searchLabel(down, nodes, scale); !(d > 0 && d < 0.5) {
		t.Errorf("the side a man down has label %v: want below one half, above 0", d)
	}
	// Twenty men against one: a search sees a won game, yet the label
	// stays below 1 (the score is capped).
	if won := searchLabel(polishState(t, "W:W31-50:B1"), nodes, scale); !(won > 0.99 && won < 1) {
		t.Errorf("a won position has label %v: want just below 1", won)
	}
}

func TestLabelBySearchWithLambdaOneKeepsTheResults(t *testing.T) {
	up := polishState(t, "W:W31-50:B2-20")
	x, ok := draughts.PolishLearningSample(up)
	if !ok {
		t.Fatal("the position is not quiet")
	}
	const nodes, scale = 5000, 277
	for _, c := range []struct {
		perMille int
		want     func(result float64) float64
	}{
		{1000, func(result float64) float64 { return result }},
		{0, func(float64) float64 { return searchLabel(up, nodes, scale) }},
		{500, func(result float64) float64 { return (result + searchLabel(up, nodes, scale)) / 2 }},
	} {
		samples := []polishSample{{x: x, label: 0}, {x: x, label: 0.5}, {x: x, label: 1}}
		states := []draughts.State{up, up, up}
		labelBySearch(samples, states, nil, nodes, scale, c.perMille, func(string, ...any) {})
		for i, result := range []float64{0, 0.5, 1} {
			if want := c.want(result); math.Abs(samples[i].label-want) > 1e-12 {
				t.Errorf("result weight %d‰, result %v: label %v, want %v", c.perMille, result, samples[i].label, want)
			}
		}
	}
}

func TestCheckLabelsRefusesHalfGivenLabels(t *testing.T) {
	good := []config{
		{Variant: draughts.Polish},
		{Variant: draughts.English},
		{Variant: draughts.Polish, LabelNodes: 100, LabelEvery: 1},
		{Variant: draughts.Polish, LabelNodes: 100, LabelEvery: 3, ResultPerMille: 1000},
	}
	for _, cfg := range good {
		if err := cfg.checkLabels(); err != nil {
			t.Errorf("%+v refused: %v", cfg, err)
		}
	}
	bad := []config{
		{Variant: draughts.English, LabelNodes: 100, LabelEvery: 1},
		{Variant: draughts.Polish, LabelNodes: 100},
		{Variant: draughts.Polish, LabelEvery: 1},
		{Variant: draughts.Polish, ResultPerMille: 500},
		{Variant: draughts.Polish, LabelNodes: 100, LabelEvery: 1, ResultPerMille: 1001},
		{Variant: draughts.Polish, LabelNodes: -1, LabelEvery: 1},
	}
	for _, cfg := range bad {
		if err := cfg.checkLabels(); err == nil {
			t.Errorf("%+v accepted", cfg)
		}
	}
}

// TestSearchLabelledRoundWithLambdaOneIsTheResultsRound plays a small
// Polish round twice, labelled by the results and by searches that weigh
// nothing beside them, and checks the weights are the same.
func TestSearchLabelledRoundWithLambdaOneIsTheResultsRound(t *testing.T) {
	if !slow() {
		t.Skip("set PARLOUR_SLOW=1")
	}
	quiet := func(string, ...any) {}
	results := config{Variant: draughts.Polish, Seed: 3, Games: 12, Nodes: 500, Epochs: 4, Sets: pattern.PolishSets}
	labelled := results
	labelled.LabelNodes, labelled.LabelEvery, labelled.ResultPerMille = 300, 1, 1000
	a, _, err := generate(results, nil, quiet)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := generate(labelled, nil, quiet)
	if err != nil {
		t.Fatal(err)
	}
	ha, wa, errA := pattern.Decode(a)
	hb, wb, errB := pattern.Decode(b)
	if errA != nil || errB != nil {
		t.Fatal(errA, errB)
	}
	if ha.Version != pattern.Version || hb.Version != pattern.VersionSearchLabels || hb.LabelNodes != 300 || hb.LabelEvery != 1 || hb.ResultPerMille != 1000 {
		t.Fatalf("headers %+v and %+v: want version 2 and version 3 with the labels' inputs", ha, hb)
	}
	if ha.Positions != hb.Positions || ha.Scale != hb.Scale {
		t.Fatalf("headers %+v and %+v: want the same positions and scale", ha, hb)
	}
	for i := range wa {
		if wa[i] != wb[i] {
			t.Fatalf("weight %d is %d labelled by results, %d by searches of weight 0", i, wa[i], wb[i])
		}
	}
}

// fromRound5 is a small Polish round from the committed round-5 weights.
func fromRound5() config {
	return config{Variant: draughts.Polish, Seed: 3, Games: 2, Nodes: 300, Epochs: 2, LabelNodes: 300, LabelEvery: 3,
		Players: draughts.EvalLearned, From: pattern.FileHash(polishRound5), Sets: pattern.PolishSets}
}

func TestCommittedInputIsFoundByItsHash(t *testing.T) {
	onDisk, err := os.ReadFile("testdata/polish_round5.bin")
	if err != nil {
		t.Fatal(err)
	}
	got, err := committedInput(pattern.FileHash(onDisk))
	if err != nil || !bytes.Equal(got, onDisk) {
		t.Errorf("the committed round-5 file was not found by its hash (err %v)", err)
	}
	if h, _, err := pattern.Decode(got); err != nil || h.Variant != pattern.Polish || h.Games != 1000 || h.LabelNodes != 100000 {
		t.Errorf("the committed round-5 file's header %+v, err %v: want round 5's inputs", h, err)
	}
	if f, err := committedInput(0); f != nil || err != nil {
		t.Errorf("no input (hash 0) gave %d bytes, err %v", len(f), err)
	}
	if _, err := committedInput(pattern.FileHash(onDisk) ^ 1); err == nil {
		t.Error("a hash no committed file has was found")
	}
}

func TestRoundFromInputRefusesAMismatchedInput(t *testing.T) {
	english, err := os.ReadFile(shippedFiles[draughts.English])
	if err != nil {
		t.Fatal(err)
	}
	noInput := fromRound5()
	noInput.From = 0
	classicPlayers := fromRound5()
	classicPlayers.Players = draughts.EvalClassic
	englishFrom := fromRound5()
	englishFrom.From = pattern.FileHash(english)
	for _, c := range []struct {
		name string
		cfg  config
		from []byte
		want string
	}{
		{"another file than the round names", fromRound5(), english, "hashes to"},
		{"the round names a file, none given", fromRound5(), nil, "come together"},
		{"a file given, the round names none", noInput, polishRound5, "come together"},
		{"the games not of the learned evaluation", classicPlayers, polishRound5, "learned evaluation"},
		{"another variant's weights", englishFrom, english, "not of the polish game"},
	} {
		if _, _, err := generate(c.cfg, c.from, func(string, ...any) {}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func TestRoundFromInputPlaysAndLabelsWithItsWeights(t *testing.T) {
	opening, err := draughts.Openings(draughts.Rules{Variant: draughts.Polish})
	if err != nil {
		t.Fatal(err)
	}
	cfg := fromRound5()
	start, err := cfg.startState(opening[0].State, polishRound5)
	if err != nil {
		t.Fatal(err)
	}
	want, err := opening[0].State.WithLearnedWeights(polishRound5)
	if err != nil {
		t.Fatal(err)
	}
	lim := draughts.Limits{Depth: 5}
	got, exp := draughts.Search(t.Context(), start, lim), draughts.Search(t.Context(), want, lim)
	if got.Score != exp.Score || got.Nodes != exp.Nodes {
		t.Errorf("a round's start searches to %d in %d nodes, the input's weights to %d in %d", got.Score, got.Nodes, exp.Score, exp.Nodes)
	}
	const nodes, scale = 5000, 277
	if a, b := searchLabel(start, nodes, scale), searchLabel(want, nodes, scale); a != b {
		t.Errorf("a label by search is %v, by a search with the input's weights %v", a, b)
	}
	classic := opening[0].State.WithEvaluation(draughts.EvalClassic)
	if a, b := searchLabel(start, nodes, scale), searchLabel(classic, nodes, scale); a == b {
		t.Errorf("a label by search with the input's weights is %v, the classic evaluation's too", a)
	}
}

func TestRoundFromInputRecordsItInAVersion4Header(t *testing.T) {
	quiet := func(string, ...any) {}
	data, _, err := generate(fromRound5(), polishRound5, quiet)
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := pattern.Decode(data)
	if err != nil || h.Version != pattern.VersionFromWeights || h.InputHash != pattern.FileHash(polishRound5) ||
		draughts.Evaluation(h.PlayerEval) != draughts.EvalLearned || h.Games != 2 || h.LabelNodes != 300 {
		t.Fatalf("header %+v, err %v: want version 4 naming the round-5 file, games of the learned evaluation", h, err)
	}
	classic := fromRound5()
	classic.From, classic.Players = 0, draughts.EvalClassic
	plain, _, err := generate(classic, nil, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if h, _, _ := pattern.Decode(plain); h.Version != pattern.VersionSearchLabels || h.InputHash != 0 {
		t.Errorf("a round from no input has header %+v: want version 3", h)
	}
	_, w, _ := pattern.Decode(data)
	_, wPlain, _ := pattern.Decode(plain)
	if slices.Equal(w, wPlain) {
		t.Error("the round from the round-5 weights fitted the same weights as from the classic evaluation")
	}
}

func TestRoundOfTheMenSetAloneFitsNoOtherSet(t *testing.T) {
	quiet := func(string, ...any) {}
	every, _, err := generate(fromRound5(), polishRound5, quiet)
	if err != nil {
		t.Fatal(err)
	}
	menOnly := fromRound5()
	menOnly.Sets = 1
	men, _, err := generate(menOnly, polishRound5, quiet)
	if err != nil {
		t.Fatal(err)
	}
	otherSets := func(file []byte) (sets uint8, nonzero int) {
		h, w, err := pattern.Decode(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range w[pattern.PolishSquares:pattern.PolishCountsAt] {
			if v != 0 {
				nonzero++
			}
		}
		return h.Sets, nonzero
	}
	if sets, n := otherSets(every); sets != pattern.PolishSets || n == 0 {
		t.Errorf("a round of every set wrote %d sets, %d weights of sets beyond the men's: want %d, some", sets, n, pattern.PolishSets)
	}
	if sets, n := otherSets(men); sets != 1 || n != 0 {
		t.Errorf("a round of the men's set wrote %d sets, %d weights of sets beyond the men's: want 1, none", sets, n)
	}
	for _, c := range []config{
		func() config { c := fromRound5(); c.Sets = 2; return c }(),
		func() config { c := fromRound5(); c.Sets = 0; return c }(),
		{Variant: draughts.English, Seed: 3, Games: 2, Nodes: 300, Epochs: 2, Sets: 1},
	} {
		if _, _, err := generate(c, polishRound5, quiet); err == nil || !strings.Contains(err.Error(), "set") {
			t.Errorf("%+v: error %v, want one about the sets", c, err)
		}
	}
}

func TestGamesOwnSearchLabelsAsASearchOfThePositionAgain(t *testing.T) {
	cfg := defaultConfig[draughts.Polish]
	cfg.From, cfg.Players = 0, draughts.EvalClassic
	cfg.Nodes, cfg.LabelNodes, cfg.LabelEvery = 1500, 1500, 2
	deck, err := draughts.Openings(draughts.Rules{Variant: draughts.Polish})
	if err != nil {
		t.Fatal(err)
	}
	start := deck[3].State.WithPruning(cfg.Search)
	kept, searched := playPolishGame(cfg, 3, start, true), playPolishGame(cfg, 3, start, false)
	if len(kept.samples) != len(searched.samples) || kept.result != searched.result || len(kept.samples) < 10 {
		t.Fatalf("the two plays of the game differ: %d and %d samples, results %v and %v",
			len(kept.samples), len(searched.samples), kept.result, searched.result)
	}
	const scale = 300
	reused := 0
	for i, score := range kept.scores {
		if score == noScore {
			continue
		}
		reused++
		if searched.scores[i] != noScore {
			t.Fatalf("sample %d: a game told not to keep its searches kept one", i)
		}
		if got, want := scoreLabel(score, scale), searchLabel(searched.states[i], cfg.LabelNodes, scale); got != want {
			t.Errorf("sample %d: the game's own search labels it %v, a search of the position again %v", i, got, want)
		}
	}
	if reused < len(kept.samples)/2 {
		t.Errorf("%d of %d labels were the game's own search", reused, len(kept.samples))
	}
}

func TestPolishRoundIsTheSameOnOneCoreAsOnTwo(t *testing.T) {
	cfg := config{Variant: draughts.Polish, Seed: 5, Games: 6, Nodes: 300, Epochs: 3, Sets: 1, LabelNodes: 300, LabelEvery: 1}
	round := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		data, _, err := generate(cfg, nil, func(string, ...any) {})
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	if one, two := round(1), round(2); !bytes.Equal(one, two) {
		t.Fatal("the same round wrote different files on one core and on two")
	}
}

// blockToySamples are n games' positions of a made-up world in which a
// position's chance is the classic score's plus one unit of log-odds when
// the side to move sees pattern 5 in block 2, and less one when the
// opponent does, which no square or count tells.
func blockToySamples(rng *rand.Rand, games int, scale float64) []polishSample {
	var samples []polishSample
	for g := range games {
		for range 40 {
			x := pattern.PolishSample{Classic: int32(rng.IntN(201) - 100)}
			x.Features[pattern.PolishCountsAt+pattern.PolishMove] = 1
			for k := range pattern.PolishBlocks {
				x.Plus[k] = int32(k*pattern.Indices + rng.IntN(40))
				x.Minus[k] = int32(k*pattern.Indices + rng.IntN(40))
			}
			z := float64(x.Classic) / scale
			if x.Plus[2] == 2*pattern.Indices+5 {
				z++
			}
			if x.Minus[2] == 2*pattern.Indices+5 {
				z--
			}
			label := 0.0
			if rng.Float64() < 1/(1+math.Exp(-z)) {
				label = 1
			}
			samples = append(samples, polishSample{x: x, label: label, game: g})
		}
	}
	return samples
}

func TestBlockFitLearnsAPatternTheSquaresMiss(t *testing.T) {
	const scale = 50
	samples := blockToySamples(rand.New(rand.NewPCG(41, 42)), 500, scale)
	w := inClassicUnits(fitPolishBlocks(samples, scale, 1e-5, 1e-6, nil), scale)
	blocks := w[pattern.PolishWeights:]
	if v := blocks[2*pattern.Indices+5]; v < 35 || v > 65 {
		t.Errorf("block 2, pattern 5: %d classic units, want about %d (one unit of log-odds)", v, scale)
	}
	big := 0
	for i, v := range blocks {
		if i != 2*pattern.Indices+5 && (v > 20 || v < -20) {
			big++
		}
	}
	if big > 20 {
		t.Errorf("%d other patterns, which tell nothing, took more than 20 classic units", big)
	}
}

func TestChooseBlockRidgePrefersAHeavyPenaltyWhenThePatternsAreNoise(t *testing.T) {
	// Each game's label is drawn apart from its positions, and each game
	// has one of a few dozen patterns: a light penalty learns the chance
	// results of the games that had each.
	rng := rand.New(rand.NewPCG(43, 44))
	const scale = 50
	var samples []polishSample
	for g := range 300 {
		label := float64(rng.IntN(3)) / 2
		patternIndex := 1 + int32(rng.IntN(30))
		for range 20 {
			x := pattern.PolishSample{Classic: int32(rng.IntN(201) - 100)}
			x.Features[pattern.PolishCountsAt+pattern.PolishMove] = 1
			for k := range pattern.PolishBlocks {
				x.Plus[k], x.Minus[k] = int32(k*pattern.Indices)+patternIndex, int32(k*pattern.Indices)
			}
			samples = append(samples, polishSample{x: x, label: label, game: g})
		}
	}
	r, losses := chooseBlockRidge(samples, scale, 1e-3, nil)
	if r == blockRidges[0] || len(losses) != len(blockRidges) {
		t.Errorf("chose L2 %v (losses %v): want more than the lightest", r, losses)
	}
}

func TestMinimizeFindsTheLowestPointOfABadlyScaledBowl(t *testing.T) {
	// f(x) = Σ c_i (x_i - i)², its curvatures 1e-4 to 1e4.
	n := 9
	c := make([]float64, n)
	for i := range c {
		c[i] = math.Pow(10, float64(i-4))
	}
	f := func(x, g []float64) float64 {
		v := 0.0
		for i := range x {
			d := x[i] - float64(i)
			v += c[i] * d * d
			g[i] = 2 * c[i] * d
		}
		return v
	}
	curv := make([]float64, n)
	for i := range curv {
		curv[i] = 2 * c[i]
	}
	x := make([]float64, n)
	minimize(x, f, curv, 50)
	for i, v := range x {
		if math.Abs(v-float64(i)) > 1e-3 {
			t.Errorf("x[%d] = %v, want %d", i, v, i)
		}
	}
}
