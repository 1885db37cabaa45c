package dict

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/assets"
)

func TestDefaultCounts(t *testing.T) {
	d := Default()
	if got, want := d.Len(Lawful), strings.Count(assets.LawfulWords(), "\n"); got != want {
		t.Errorf("Len(Lawful) = %d, want %d (lines of lawful.txt)", got, want)
	}
	// The common tier is the familiar list without the blocklist.
	list := assets.FamiliarWords()
	familiar := strings.Count(list, "\n")
	for _, w := range builtinBlocklist() {
		if strings.Contains("\n"+list, "\n"+w+"\n") {
			familiar--
		}
	}
	if got := d.Len(Common); got != familiar {
		t.Errorf("Len(Common) = %d, want %d (familiar.txt less the blocklist)", got, familiar)
	}
	if d.Skipped() != 0 {
		t.Errorf("Skipped() = %d, want 0", d.Skipped())
	}
	if Default() != d {
		t.Error("Default() returned a different dictionary the second time")
	}
}

func TestHas(t *testing.T) {
	d := Default()
	tests := []struct {
		word   string
		lawful bool
		common bool
	}{
		{"head", true, true},
		{"tail", true, true},
		{"gaol", true, false}, // British variant spelling: lawful only
		{"helve", true, false},
		{"Head", false, false}, // words are lowercase
		{"don't", false, false},
		{"xyzzq", false, false},
		{"", false, false},
		{"abel", false, false}, // proper names are not words
	}
	for _, tt := range tests {
		if got := d.Has(tt.word); got != tt.lawful {
			t.Errorf("Has(%q) = %v, want %v", tt.word, got, tt.lawful)
		}
		if got := d.IsCommon(tt.word); got != tt.common {
			t.Errorf("IsCommon(%q) = %v, want %v", tt.word, got, tt.common)
		}
		if got := d.In(tt.word, Common); got != tt.common {
			t.Errorf("In(%q, Common) = %v, want %v", tt.word, got, tt.common)
		}
	}
}

func TestCommonWordsAreLawful(t *testing.T) {
	d := Default()
	for l := 1; l <= d.MaxLength(); l++ {
		for _, w := range d.Words(l, Common) {
			if !d.Has(w) {
				t.Fatalf("common word %q is not lawful", w)
			}
		}
	}
}

// TestAWordAndItsPluralAreLawfulTogether: a clipped word SCOWL lists only
// among abbreviations (bot, app) is not lawful, so neither is its plural;
// nor is the last years' slang (issue 41).
func TestAWordAndItsPluralAreLawfulTogether(t *testing.T) {
	d := Default()
	for _, w := range []string{"bot", "bots", "app", "apps", "pwn", "pwns", "selfie"} {
		if d.Has(w) {
			t.Errorf("%q is lawful", w)
		}
	}
	for _, w := range []string{"cat", "cats", "corps", "consols", "box", "boxes"} {
		if !d.Has(w) {
			t.Errorf("%q is not lawful", w)
		}
	}
}

// TestProperNamesAreNotLawful: "any word, that is always printed with a
// capital initial (e.g. 'English'), counts as a proper name" (Mischmasch).
func TestProperNamesAreNotLawful(t *testing.T) {
	d := Default()
	for _, w := range []string{"english", "french", "dutch", "welsh", "german", "roman", "christian"} {
		if d.Has(w) {
			t.Errorf("%q, a proper name, is lawful", w)
		}
	}
	for _, w := range []string{"polish", "china", "turkey", "march", "may", "java", "bourbon"} {
		if !d.Has(w) {
			t.Errorf("%q is not lawful", w)
		}
	}
}

func TestBlocked(t *testing.T) {
	d := Default()
	tests := []struct {
		word string
		want bool
	}{
		{"bastard", true},
		{"head", false},
		{"# comment", false},
		// Issue 41's examples of words a family game must never show.
		{"milf", true},
		{"boobs", true},
		{"fart", true},
		{"craps", true},
		// Words WordNet also labels, kept for their everyday sense.
		{"black", false},
		{"queen", false},
		{"tool", false},
		{"spices", false},
	}
	for _, tt := range tests {
		if got := d.Blocked(tt.word); got != tt.want {
			t.Errorf("Blocked(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
	if !d.Has("bastard") {
		t.Error("a blocklisted word must stay lawful")
	}
}

func TestWords(t *testing.T) {
	d := mustLoad(t, "tail head cat dog heal cat")
	tests := []struct {
		length int
		want   []string
	}{
		{3, []string{"cat", "dog"}},
		{4, []string{"head", "heal", "tail"}},
		{5, nil},
		{0, nil},
		{-1, nil},
	}
	for _, tt := range tests {
		for _, tier := range []Tier{Lawful, Common} {
			if got := d.Words(tt.length, tier); !slices.Equal(got, tt.want) {
				t.Errorf("Words(%d, %v) = %v, want %v", tt.length, tier, got, tt.want)
			}
		}
	}
	// The result is a copy.
	w := d.Words(3, Lawful)
	w[0] = "zzz"
	if d.Words(3, Lawful)[0] != "cat" {
		t.Error("changing the result of Words changed the dictionary")
	}
}

func TestWordsCommonTier(t *testing.T) {
	d := Default()
	common := d.Words(5, Common)
	lawful := d.Words(5, Lawful)
	if len(common) == 0 || len(common) >= len(lawful) {
		t.Fatalf("got %d common and %d lawful five-letter words", len(common), len(lawful))
	}
	if !slices.IsSorted(common) {
		t.Error("Words(5, Common) is not sorted")
	}
	for _, w := range common {
		if len(w) != 5 || !d.IsCommon(w) {
			t.Fatalf("Words(5, Common) holds %q", w)
		}
	}
}

func TestRandom(t *testing.T) {
	d := Default()
	for _, tier := range []Tier{Lawful, Common} {
		rng := rand.New(rand.NewPCG(7, 7))
		again := rand.New(rand.NewPCG(7, 7))
		for range 2000 {
			l := 3 + rng.IntN(6)
			again.IntN(6)
			w := d.Random(rng, l, tier)
			if w != d.Random(again, l, tier) {
				t.Fatal("Random is not deterministic for a seed")
			}
			if len(w) != l || !d.In(w, tier) || d.Blocked(w) {
				t.Fatalf("Random(%d, %v) = %q", l, tier, w)
			}
		}
	}
}

func TestRandomNeverBlocked(t *testing.T) {
	// All but one three-letter word here are blocklisted.
	d := mustLoad(t, "fag fags gook gooks cat wop")
	rng := rand.New(rand.NewPCG(1, 1))
	for range 100 {
		if w := d.Random(rng, 3, Common); w != "cat" {
			t.Fatalf("Random = %q, want cat", w)
		}
	}
	if w := d.Random(rng, 4, Lawful); w != "" {
		t.Errorf("Random with only blocklisted words = %q, want \"\"", w)
	}
	if w := d.Random(rng, 9, Lawful); w != "" {
		t.Errorf("Random with no words of that length = %q, want \"\"", w)
	}
}

func TestNeighbours(t *testing.T) {
	d := mustLoad(t, "head heal teal tell tall tail heed held herd bead dead read hoed")
	tests := []struct {
		word string
		want []string
	}{
		{"head", []string{"bead", "dead", "heal", "heed", "held", "herd", "read"}},
		{"tail", []string{"tall"}},
		{"hean", []string{"head", "heal"}}, // not a word itself
		{"xxxx", nil},
		{"hed", nil},
		{"HEAD", nil},
	}
	for _, tt := range tests {
		if got := d.Neighbours(tt.word); !slices.Equal(got, tt.want) {
			t.Errorf("Neighbours(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}

// TestNeighboursMatchBruteForce checks the wildcard index against trying
// every letter in every place, on a sample of short words and on every long
// word (whose keys are hashed rather than packed).
func TestNeighboursMatchBruteForce(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(3, 4))
	for l := 1; l <= d.MaxLength(); l++ {
		words := d.Words(l, Lawful)
		if l <= maxPacked && len(words) > 300 {
			rng.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
			words = words[:300]
		}
		for _, w := range words {
			got, want := d.Neighbours(w), bruteNeighbours(d, w)
			if !slices.Equal(got, want) {
				t.Fatalf("Neighbours(%q) = %v, want %v", w, got, want)
			}
		}
	}
}

func TestBucketsAreCliquesDetectsCollision(t *testing.T) {
	g := newGroup(13, "aaaaaaaaaaaaa"+"aaaaaaaaaaaab"+"bbbbbbbbbbbbb", make([]bool, 3))
	x := g.index()
	if !x.cliques(g) {
		t.Fatal("a freshly built group should be exact")
	}
	// Pretend a collision put the third word in the first two's bucket.
	x.members = append(x.members, 2)
	x.bucketStart[len(x.bucketStart)-1]++
	if x.cliques(g) {
		t.Error("cliques missed a word that is not a neighbour")
	}
}

func TestWith(t *testing.T) {
	base := mustLoad(t, "pen eel ell ill ilk ink")
	d := base.With("een", "pen", "e'en", "abel")
	for _, w := range []string{"een", "abel", "pen", "ink"} {
		if !d.Has(w) {
			t.Errorf("With: Has(%q) = false", w)
		}
	}
	if d.IsCommon("een") {
		t.Error("an extra word should not be common")
	}
	if base.Has("een") || base.Has("abel") {
		t.Error("With changed the original dictionary")
	}
	if got, want := d.Len(Lawful), base.Len(Lawful)+2; got != want {
		t.Errorf("Len = %d, want %d", got, want)
	}
	ladder, ok := d.ShortestLadder("pen", "ink", Lawful)
	if want := []string{"pen", "een", "eel", "ell", "ill", "ilk", "ink"}; !ok || !slices.Equal(ladder, want) {
		t.Errorf("ladder = %v, want %v", ladder, want)
	}
	if base.With() != base || base.With("pen") != base {
		t.Error("With adding nothing should return the same dictionary")
	}
	if !slices.Equal(d.Containing("ee"), []string{"eel", "een"}) {
		t.Errorf("Containing(ee) = %v", d.Containing("ee"))
	}
}

// Mischmasch only looks words up: the neighbour index of a length is built
// on the first search for a ladder of that length, not with the
// dictionary (issue 43: a game's memory).
func TestNeighbourIndexBuiltOnFirstLadder(t *testing.T) {
	d := builtin()
	if !d.Has("lemon") || len(d.Containing("emo")) == 0 || !d.IsCommon("magpie") {
		t.Fatal("the built-in dictionary lacks lemon, a word with emo, or magpie")
	}
	built := func() (lengths []int) {
		for l, g := range d.groups {
			if g != nil && g.idx != nil {
				lengths = append(lengths, l)
			}
		}
		return lengths
	}
	if got := built(); len(got) > 0 {
		t.Fatalf("looking words up built the neighbour index of lengths %v", got)
	}
	if _, ok := d.ShortestLadder("cold", "warm", Lawful); !ok {
		t.Fatal("no ladder from cold to warm")
	}
	if got := built(); !slices.Equal(got, []int{4}) {
		t.Fatalf("a ladder of four letters built the index of lengths %v, want [4]", got)
	}
}
