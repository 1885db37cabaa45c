package mischmasch

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/dict"
)

func TestWordsContainingCommonFirstThenAlphabetical(t *testing.T) {
	d := dict.Default()
	for _, n := range []string{"gp", "emo", "imse", "ough", "er"} {
		got, err := WordsContaining(d, n, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := d.Containing(n)
		if len(got) != len(want) {
			t.Fatalf("%s: %d words, dict.Containing has %d", n, len(got), len(want))
		}
		split := 0
		for split < len(got) && d.IsCommon(got[split]) {
			split++
		}
		common, rest := got[:split], got[split:]
		for _, w := range rest {
			if d.IsCommon(w) {
				t.Fatalf("%s: common word %s after the others", n, w)
			}
		}
		if !slices.IsSorted(common) || !slices.IsSorted(rest) {
			t.Errorf("%s: a group is not in alphabetical order", n)
		}
		merged := slices.Sorted(slices.Values(got))
		if !slices.Equal(merged, want) {
			t.Errorf("%s: not the same words as dict.Containing", n)
		}
	}
}

func TestWordsContainingLimit(t *testing.T) {
	d := dict.Default()
	all, _ := WordsContaining(d, "gp", 0)
	got, err := WordsContaining(d, "gp", 3)
	if err != nil || !slices.Equal(got, all[:3]) {
		t.Errorf("limit 3: %v, %v; want %v", got, err, all[:3])
	}
	if got, _ := WordsContaining(d, "gp", 1000); len(got) != len(all) {
		t.Errorf("a limit above the count gave %d words, want %d", len(got), len(all))
	}
}

func TestWordsContainingRefusesAnInvalidNucleus(t *testing.T) {
	_, err := WordsContaining(dict.Default(), "g-p", 10)
	if err == nil || err.Error() != "g-p: a nucleus is letters only" {
		t.Errorf("g-p: %v", err)
	}
	_, err = WordsContaining(dict.Default(), "g", 10)
	if err == nil || err.Error() != "g: a nucleus has at least two letters" {
		t.Errorf("g: %v", err)
	}
}

func TestWordsContainingNoneIsNotAnError(t *testing.T) {
	got, err := WordsContaining(dict.Default(), "vf", 0)
	if err != nil || len(got) != 0 {
		t.Errorf("vf: %v, %v; want no words and no error", got, err)
	}
}

func TestWordsContainingAcceptsCapitals(t *testing.T) {
	got, err := WordsContaining(dict.Default(), "GP", 0)
	if err != nil || len(got) == 0 {
		t.Errorf("GP: %v, %v", got, err)
	}
}

// The index must agree with dict.Containing: every pair of letters, and
// runs of two to seven letters taken from words, some with repeated letters.
func TestIndexAgreesWithDictContaining(t *testing.T) {
	d := dict.Default()
	ix := indexOf(d)
	check := func(n string) {
		var got []string
		for _, id := range ix.ids(n) {
			got = append(got, ix.word(id))
		}
		if want := d.Containing(n); !slices.Equal(got, want) {
			t.Fatalf("%s: index has %d words, dict.Containing %d", n, len(got), len(want))
		}
	}
	for a := 'a'; a <= 'z'; a++ {
		for b := 'a'; b <= 'z'; b++ {
			check(string([]rune{a, b}))
		}
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for range 400 {
		w := d.Random(rng, 5+rng.IntN(8), dict.Lawful)
		l := 3 + rng.IntN(5)
		if l > len(w) {
			l = len(w)
		}
		at := rng.IntN(len(w) - l + 1)
		check(w[at : at+l])
	}
	for _, n := range []string{"sss", "ssess", "ssss", "oooo", "eee", "aaaa", "lll"} {
		check(n)
	}
}

func TestCountIsTheNumberOfLawfulWords(t *testing.T) {
	d := dict.Default()
	for _, n := range []string{"gp", "imse", "emo", "vf"} {
		if got, want := Count(d, n), len(d.Containing(n)); got != want {
			t.Errorf("Count(%s) = %d, want %d", n, got, want)
		}
	}
	if Count(d, "g-p") != 0 {
		t.Error("an invalid nucleus counts words")
	}
}

func TestExamplesEverydayWordsFirstNoBlocklisted(t *testing.T) {
	d := dict.Default()
	ix := indexOf(d)
	rank := rankCandidates(ix)
	for _, n := range []string{"gp", "er", "ss", "imse", "erga"} {
		got := Examples(d, n, 10)
		if len(got) == 0 || len(got) > 10 {
			t.Fatalf("%s: %d examples", n, len(got))
		}
		var prev candidate
		for i, w := range got {
			if !strings.Contains(w, n) || !d.Has(w) || d.Blocked(w) {
				t.Errorf("%s: example %s", n, w)
			}
			at, _ := ix.search(w)
			c := candidate{id: int32(at), familiar: d.Familiarity(w), family: ix.family(int32(at))}
			if i > 0 && rank(prev, c) >= 0 {
				t.Errorf("%s: %s after %s", n, w, ix.word(prev.id))
			}
			prev = c
		}
	}
	if got := Examples(d, "vf", 10); len(got) != 0 {
		t.Errorf("vf: %v", got)
	}
	if got := Examples(d, "g-p", 10); got != nil {
		t.Errorf("g-p: %v", got)
	}
}

// Issue 15: "everyday words first: kindergarten before merganser".
func TestExamplesKindergartenBeforeMerganser(t *testing.T) {
	got := Examples(dict.Default(), "erga", 10)
	k, m := slices.Index(got, "kindergarten"), slices.Index(got, "merganser")
	if k < 0 || m >= 0 && m < k {
		t.Errorf("erga: %v; want kindergarten, and before merganser", got)
	}
}

func TestExamplesLeaveOutInflectionsOfListedWords(t *testing.T) {
	got := Examples(dict.Default(), "erga", 10)
	for _, w := range []string{"kindergartens", "mergansers", "flabbergasted", "flabbergasts"} {
		if slices.Contains(got, w) {
			t.Errorf("erga: %v lists %s beside its stem", got, w)
		}
	}
	// A stem that does not hold the nucleus does not hide the word.
	if got := Examples(loadDict(t, "merganser mergansers"), "ers", 5); !slices.Equal(got, []string{"mergansers"}) {
		t.Errorf("ers: %v, want [mergansers]", got)
	}
}

func TestExamplesOnACustomDictionary(t *testing.T) {
	d := loadDict(t, "magpie bagpipe bagpipes lemon")
	// bagpipe's family (bagpipe, bagpipes) is the larger; bagpipes is its
	// plural.
	if got := Examples(d, "gp", 3); !slices.Equal(got, []string{"bagpipe", "magpie"}) {
		t.Errorf("gp: %v, want [bagpipe magpie]", got)
	}
}
