package draughts

import (
	"encoding/json"
	"strings"
	"testing"

	"parlour/games/draughts/internal/pattern"
)

// givenWeightsCases are a position of each variant with a learned
// evaluation, a few moves into the game, and the shipped weights file.
func givenWeightsCases(t *testing.T) []struct {
	s    State
	file []byte
} {
	t.Helper()
	english, _ := NewGame(Rules{})
	polish, _ := NewGame(Rules{Variant: Polish})
	return []struct {
		s    State
		file []byte
	}{
		{play(t, english, "11-15", "23-19", "8-11"), patternEnglishFile},
		{play(t, polish, "32-28", "19-23", "28x19", "14x23"), patternPolishFile},
	}
}

// changedWeightsFile is file with every weight that is not zero moved by
// 25 and the mover's worth raised by 40, a different correction.
func changedWeightsFile(t *testing.T, file []byte) []byte {
	t.Helper()
	h, w, err := pattern.Decode(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range w {
		if v != 0 {
			w[i] = v + 25
		}
	}
	if h.Variant == pattern.Polish {
		w[pattern.PolishCountsAt+pattern.PolishMove] += 40
	} else {
		w[pattern.Windows*pattern.Indices+pattern.ScalarMove] += 40
	}
	data, err := pattern.Encode(h, w)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestLearnedWeightsOfTheShippedFileSearchAsTheShippedOnes(t *testing.T) {
	for _, c := range givenWeightsCases(t) {
		given, err := c.s.WithLearnedWeights(c.file)
		if err != nil {
			t.Fatalf("%v: %v", c.s.Rules().Variant, err)
		}
		if given.Rules().Evaluation() != EvalLearned {
			t.Errorf("%v: a state given weights judges by %v, want learned", c.s.Rules().Variant, given.Rules().Evaluation())
		}
		lim := Limits{Depth: 6}
		want := Search(t.Context(), c.s.WithEvaluation(EvalLearned), lim)
		got := Search(t.Context(), given, lim)
		if got.Score != want.Score || got.Nodes != want.Nodes || c.s.MoveText(got.Move) != c.s.MoveText(want.Move) {
			t.Errorf("%v: with the shipped file's bytes score %d, %d nodes, move %v; the shipped weights %d, %d, %v",
				c.s.Rules().Variant, got.Score, got.Nodes, got.Move, want.Score, want.Nodes, want.Move)
		}
	}
}

func TestLearnedWeightsOfAChangedFileSearchDifferently(t *testing.T) {
	for _, c := range givenWeightsCases(t) {
		v := c.s.Rules().Variant
		given, err := c.s.WithLearnedWeights(changedWeightsFile(t, c.file))
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		lim := Limits{Depth: 6}
		shipped := Search(t.Context(), c.s.WithEvaluation(EvalLearned), lim)
		changed := Search(t.Context(), given, lim)
		if changed.Score == shipped.Score && changed.Nodes == shipped.Nodes {
			t.Errorf("%v: changed weights searched as the shipped ones: score %d, %d nodes", v, changed.Score, changed.Nodes)
		}
		// The weights go with the game to the states that follow, and
		// WithEvaluation(EvalClassic) sets them aside.
		m := Legal(given)[0]
		next, err := given.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		after, _ := c.s.Apply(m)
		nextGiven, _ := after.WithLearnedWeights(changedWeightsFile(t, c.file))
		if a, b := Search(t.Context(), next, lim), Search(t.Context(), nextGiven, lim); a.Score != b.Score || a.Nodes != b.Nodes {
			t.Errorf("%v: after a move the given weights were lost: score %d, %d nodes; want %d, %d", v, a.Score, a.Nodes, b.Score, b.Nodes)
		}
		classic := Search(t.Context(), given.WithEvaluation(EvalClassic), lim)
		if want := Search(t.Context(), c.s.WithEvaluation(EvalClassic), lim); classic.Score != want.Score || classic.Nodes != want.Nodes {
			t.Errorf("%v: the classic evaluation read the given weights", v)
		}
	}
}

func TestLearnedWeightsAreNotSaved(t *testing.T) {
	c := givenWeightsCases(t)[1]
	given, err := c.s.WithLearnedWeights(changedWeightsFile(t, c.file))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := json.Marshal(c.s.WithEvaluation(EvalLearned))
	saved, err := json.Marshal(given)
	if err != nil || string(saved) != string(plain) {
		t.Fatalf("saved %s, err %v; want the same as without the weights, %s", saved, err, plain)
	}
	var back State
	if err := json.Unmarshal(saved, &back); err != nil {
		t.Fatal(err)
	}
	if back.rules.weights != nil {
		t.Error("a state read back holds the given weights")
	}
}

func TestLearnedWeightsRefuseAnotherVariantABadFileAndTheLosingGame(t *testing.T) {
	english, _ := NewGame(Rules{})
	polish, _ := NewGame(Rules{Variant: Polish})
	losing, _ := NewGame(Rules{Variant: Losing})
	damaged := append([]byte(nil), patternPolishFile...)
	damaged[len(damaged)/2] ^= 0x40
	for _, c := range []struct {
		name string
		s    State
		file []byte
		want string
	}{
		{"English weights in the Polish game", polish, patternEnglishFile, "weights of the english game, not of the polish game"},
		{"Polish weights in English draughts", english, patternPolishFile, "weights of the polish game, not of the english game"},
		{"a damaged file", polish, damaged, "damaged"},
		{"a file cut short", polish, patternPolishFile[:20], "not a weights file"},
		{"no bytes", english, nil, "not a weights file"},
		{"text", english, []byte("PLDW this is not a weights file at all, only words"), "weights:"},
		{"the Losing game", losing, patternEnglishFile, "the losing game has no learned evaluation"},
	} {
		got, err := c.s.WithLearnedWeights(c.file)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
		if got.rules.weights != nil || got.Rules().Evaluation() != c.s.Rules().Evaluation() {
			t.Errorf("%s: the refused state was changed", c.name)
		}
	}
}

func TestDecodedWeightsServeEveryStateOfTheirVariantOnly(t *testing.T) {
	cases := givenWeightsCases(t)
	for i, c := range cases {
		w, err := ReadLearnedWeights(c.file, c.s.rules.Variant)
		if err != nil {
			t.Fatal(err)
		}
		fromFile, _ := c.s.WithLearnedWeights(c.file)
		decoded, err := c.s.WithWeights(w)
		if err != nil {
			t.Fatal(err)
		}
		a := Search(t.Context(), fromFile, Limits{Depth: 6})
		b := Search(t.Context(), decoded, Limits{Depth: 6})
		if a.Score != b.Score || a.Nodes != b.Nodes || c.s.MoveText(a.Move) != c.s.MoveText(b.Move) {
			t.Errorf("%v: decoded once %+v, from the file %+v", c.s.rules.Variant, b, a)
		}
		other := cases[1-i].s
		if _, err := other.WithWeights(w); err == nil || !strings.Contains(err.Error(), c.s.rules.Variant.String()) {
			t.Errorf("%v weights given to a %v game: %v", c.s.rules.Variant, other.rules.Variant, err)
		}
	}
}
