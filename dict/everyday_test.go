package dict

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestEverydayWordsAreFamiliarCommonWords: the everyday words of the
// built-in dictionary leave out the rarer common words of issue 15 (HOC,
// IFS, CUR, YOUS, GEED) and never hold a blocklisted word.
func TestEverydayWordsAreFamiliarCommonWords(t *testing.T) {
	d := Default()
	for _, w := range []string{"cat", "dog", "cold", "warm", "bread", "head", "tail"} {
		if !d.IsEveryday(w) {
			t.Errorf("%q is not everyday", w)
		}
	}
	for _, w := range []string{"hoc", "ifs", "cur", "yous", "geed", "agar", "alae"} {
		if d.IsEveryday(w) {
			t.Errorf("%q is everyday", w)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		w := d.RandomEveryday(rng, 3+rng.IntN(3))
		if !d.IsEveryday(w) || !d.IsCommon(w) || d.Blocked(w) {
			t.Fatalf("RandomEveryday gave %q", w)
		}
	}
}

// TestEverydayInACustomListIsEveryCommonWord: a list of one's own has no
// everyday tier: all its words are everyday.
func TestEverydayInACustomListIsEveryCommonWord(t *testing.T) {
	d, err := Load(strings.NewReader("hoc\ncat\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !d.IsEveryday("hoc") || d.RandomEveryday(rand.New(rand.NewPCG(1, 1)), 3) == "" {
		t.Fatal("a custom list's words are not everyday")
	}
}

// TestFamiliarityPutsKindergartenBeforeMerganser: the rank that lists
// well-known words first (for Mischmasch's example words).
func TestFamiliarityPutsKindergartenBeforeMerganser(t *testing.T) {
	d := Default()
	for w, want := range map[string]int{"cat": 3, "kindergarten": 2, "merganser": 0, "zzz": 0} {
		if got := d.Familiarity(w); got != want {
			t.Errorf("Familiarity(%q) = %d, want %d", w, got, want)
		}
	}
	if d.Familiarity("kindergarten") <= d.Familiarity("merganser") {
		t.Error("kindergarten does not rank above merganser")
	}
}

// TestWithKeepsTheTiers: a dictionary with extra words of some length
// keeps the everyday and familiar words of that length, and the added words
// are neither.
func TestWithKeepsTheTiers(t *testing.T) {
	d := Default()
	dd := d.With("heaq", "qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq")
	for _, w := range []string{"head", "tail", "cold", "kindergarten", "merganser", "heaq"} {
		if dd.IsEveryday(w) != d.IsEveryday(w) || dd.Familiarity(w) != d.Familiarity(w) {
			t.Errorf("%q: everyday %v, familiarity %d with the extra words; %v, %d without", w, dd.IsEveryday(w), dd.Familiarity(w), d.IsEveryday(w), d.Familiarity(w))
		}
	}
	if dd.IsEveryday("heaq") || dd.Familiarity("heaq") != 0 {
		t.Error("an added word should be neither everyday nor familiar")
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		if w := dd.RandomEveryday(rng, 4); !d.IsEveryday(w) {
			t.Fatalf("RandomEveryday gave %q with the extra words", w)
		}
	}
}
