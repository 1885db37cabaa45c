package dict

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestShortestLadder(t *testing.T) {
	d := mustLoad(t, "head heal teal tell tall tail hell hall herd hard")
	tests := []struct {
		from, to string
		want     []string
	}{
		{"head", "tail", []string{"head", "heal", "hell", "hall", "tall", "tail"}},
		{"head", "head", []string{"head"}},
		{"tail", "teal", []string{"tail", "tall", "tell", "teal"}},
		{"head", "hard", []string{"head", "herd", "hard"}},
		{"head", "tale", nil}, // not a word
		{"head", "hal", nil},  // not the same length
		{"xxxx", "head", nil},
	}
	for _, tt := range tests {
		got, ok := d.ShortestLadder(tt.from, tt.to, Lawful)
		if ok != (tt.want != nil) || !slices.Equal(got, tt.want) {
			t.Errorf("ShortestLadder(%q, %q) = %v, %v; want %v", tt.from, tt.to, got, ok, tt.want)
		}
	}
}

func TestShortestLadderDisconnected(t *testing.T) {
	d := mustLoad(t, "cat cot dog dig")
	if l, ok := d.ShortestLadder("cat", "dog", Lawful); ok {
		t.Errorf("found %v between two components", l)
	}
	if c, steps := d.CountLadders("cat", "dog", Lawful); c.Sign() != 0 || steps != -1 {
		t.Errorf("CountLadders = %v, %d; want 0, -1", c, steps)
	}
}

func TestShortestLadderIsShortest(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(11, 12))
	for range 200 {
		l := 3 + rng.IntN(4)
		from, to := d.Random(rng, l, Common), d.Random(rng, l, Common)
		gr := d.Graph(l, Lawful)
		i, _ := gr.Index(from)
		j, _ := gr.Index(to)
		want := gr.Distances(i)[j]
		ladder, ok := d.ShortestLadder(from, to, Lawful)
		if ok != (want >= 0) {
			t.Fatalf("%s -> %s: found %v, distance %d", from, to, ok, want)
		}
		if ok {
			checkLadder(t, d, ladder, from, to, int(want))
		}
	}
}

// TestCountLaddersHypercube uses the words over {a, b}: between aaa...a and
// bbb...b the shortest ladders change each letter once, in any order, so
// there are n! of them.
func TestCountLaddersHypercube(t *testing.T) {
	for n := 1; n <= 12; n++ {
		d := mustLoad(t, hypercube(n))
		count, steps := d.CountLadders(strings.Repeat("a", n), strings.Repeat("b", n), Lawful)
		want := new(big.Int).MulRange(1, int64(n))
		if count.Cmp(want) != 0 || steps != n {
			t.Errorf("n=%d: CountLadders = %v, %d; want %v, %d", n, count, steps, want, n)
		}
	}
}

func TestCountLaddersCommonTier(t *testing.T) {
	d := Default()
	lawful, _ := d.CountLadders("head", "tail", Lawful)
	common, _ := d.CountLadders("head", "tail", Common)
	if common.Sign() <= 0 || lawful.Sign() <= 0 {
		t.Fatalf("counts %v (lawful), %v (common)", lawful, common)
	}
	ladder, _ := d.ShortestLadder("head", "tail", Common)
	for _, w := range ladder[1 : len(ladder)-1] {
		if !d.IsCommon(w) {
			t.Errorf("common-tier ladder %v uses %q", ladder, w)
		}
	}
}

func TestFirstIsAlphabeticallyFirst(t *testing.T) {
	d := mustLoad(t, hypercube(3))
	l, ok := d.Ladders("aaa", "bbb", Options{})
	if !ok {
		t.Fatal("no ladder")
	}
	if got, want := l.First(), []string{"aaa", "aab", "abb", "bbb"}; !slices.Equal(got, want) {
		t.Errorf("First = %v, want %v", got, want)
	}
	if got, _ := l.Pick(nil, nil); !slices.Equal(got, l.First()) {
		t.Errorf("Pick(nil, nil) = %v, want First", got)
	}
	if l.Steps() != 3 || l.Links() != 2 {
		t.Errorf("Steps, Links = %d, %d; want 3, 2", l.Steps(), l.Links())
	}
	if got, want := l.Words(), strings.Fields(hypercube(3)); !slices.Equal(got, want) {
		t.Errorf("Words = %v, want %v", got, want)
	}
}

func TestPickIsUniform(t *testing.T) {
	d := mustLoad(t, hypercube(3))
	l, _ := d.Ladders("aaa", "bbb", Options{})
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[string]int{}
	const draws = 6000
	for range draws {
		ladder, ok := l.Pick(rng, nil)
		if !ok {
			t.Fatal("Pick failed")
		}
		checkLadder(t, d, ladder, "aaa", "bbb", 3)
		seen[strings.Join(ladder, " ")]++
	}
	if len(seen) != 6 {
		t.Fatalf("saw %d distinct ladders, want 6", len(seen))
	}
	for ladder, n := range seen {
		if n < draws/6*8/10 || n > draws/6*12/10 {
			t.Errorf("ladder %s drawn %d times of %d", ladder, n, draws)
		}
	}
}

func TestPickAvoiding(t *testing.T) {
	d := mustLoad(t, hypercube(3))
	l, _ := d.Ladders("aaa", "bbb", Options{})
	avoid := func(w string) bool { return w == "aab" || w == "baa" }
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		ladder, ok := l.Pick(rng, avoid)
		if !ok || ladder[1] != "aba" {
			t.Fatalf("Pick avoiding aab and baa = %v, %v", ladder, ok)
		}
	}
	first, _ := l.Pick(nil, avoid)
	if want := []string{"aaa", "aba", "abb", "bbb"}; !slices.Equal(first, want) {
		t.Errorf("Pick(nil, avoid) = %v, want %v", first, want)
	}
	if _, ok := l.Pick(nil, func(w string) bool { return strings.Count(w, "b") == 1 }); ok {
		t.Error("Pick should fail when every ladder is avoided")
	}
	// The ends are never avoided.
	if _, ok := l.Pick(nil, func(w string) bool { return w == "aaa" || w == "bbb" }); !ok {
		t.Error("avoiding the ends should not matter")
	}
	if l.Count().Int64() != 6 {
		t.Errorf("Count after picks = %v, want 6", l.Count())
	}
}

func TestLaddersAvoidOption(t *testing.T) {
	d := mustLoad(t, "head heal teal tell tall tail hell hall held")
	l, ok := d.Ladders("head", "tail", Options{Avoid: func(w string) bool { return w == "hell" }})
	if !ok {
		t.Fatal("no ladder avoiding hell")
	}
	if got, want := l.First(), []string{"head", "heal", "teal", "tell", "tall", "tail"}; !slices.Equal(got, want) {
		t.Errorf("First = %v, want %v", got, want)
	}
	if _, ok := d.Ladders("head", "tail", Options{Avoid: func(w string) bool { return w == "tall" }}); ok {
		t.Error("found a ladder avoiding tall, the only way into tail")
	}
}

func TestRandBelow(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	huge, _ := new(big.Int).SetString("123456789012345678901234567890123456789", 10)
	for _, n := range []*big.Int{big.NewInt(1), big.NewInt(7), huge} {
		for range 200 {
			r := randBelow(rng, n)
			if r.Sign() < 0 || r.Cmp(n) >= 0 {
				t.Fatalf("randBelow(%v) = %v", n, r)
			}
		}
	}
}
