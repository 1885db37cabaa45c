package dict

import (
	"io"
	"slices"
	"strings"
	"testing"
)

func stringsReader(s string) io.Reader { return strings.NewReader(s) }

// mustLoad builds a dictionary from a whitespace-separated list of words.
func mustLoad(t testing.TB, words string) *Dict {
	t.Helper()
	d, err := Load(strings.NewReader(strings.Join(strings.Fields(words), "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// hypercube returns every word of n letters over the alphabet {a, b}.
func hypercube(n int) string {
	words := []string{""}
	for range n {
		var next []string
		for _, w := range words {
			next = append(next, w+"a", w+"b")
		}
		words = next
	}
	return strings.Join(words, "\n")
}

// bruteNeighbours returns the lawful neighbours of w by trying every letter
// in every position.
func bruteNeighbours(d *Dict, w string) []string {
	var out []string
	b := []byte(w)
	for p := range b {
		orig := b[p]
		for c := byte('a'); c <= 'z'; c++ {
			b[p] = c
			if c != orig && d.Has(string(b)) {
				out = append(out, string(b))
			}
		}
		b[p] = orig
	}
	slices.Sort(out)
	return out
}

// checkLadder fails unless ladder runs from `from` to `to` through lawful
// words, each one letter from the one before, in `steps` steps.
func checkLadder(t *testing.T, d *Dict, ladder []string, from, to string, steps int) {
	t.Helper()
	if len(ladder) != steps+1 {
		t.Fatalf("ladder %v has %d steps, want %d", ladder, len(ladder)-1, steps)
	}
	if ladder[0] != from || ladder[len(ladder)-1] != to {
		t.Fatalf("ladder %v does not run from %q to %q", ladder, from, to)
	}
	seen := map[string]bool{}
	for i, w := range ladder {
		if !d.Has(w) {
			t.Fatalf("ladder %v: %q is not lawful", ladder, w)
		}
		if seen[w] {
			t.Fatalf("ladder %v repeats %q", ladder, w)
		}
		seen[w] = true
		if i > 0 && !oneApart(ladder[i-1], w) {
			t.Fatalf("ladder %v: %q -> %q is not one letter", ladder, ladder[i-1], w)
		}
	}
}

// oneApart reports whether a and b have the same length and differ in
// exactly one position.
func oneApart(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	_, ok := OneLetterApart(a, b)
	return ok
}
