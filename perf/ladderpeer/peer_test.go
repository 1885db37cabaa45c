// Package ladderpeer holds the C peer of Parlour's word-ladder searches
// (c/ladder.c) and the test that keeps the two in agreement.
package ladderpeer

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"parlour/dict"
	"parlour/games/doublets"
)

var (
	words = filepath.Join("..", "..", "dict", "testdata", "ladder5", "words.txt")
	pairs = filepath.Join("..", "..", "dict", "testdata", "ladder5", "pairs.txt")
)

// buildPeer compiles ladder.c, or skips when there is no C compiler.
func buildPeer(t *testing.T) string {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler (cc): the peer is not built")
	}
	bin := filepath.Join(t.TempDir(), "ladder")
	if out, err := exec.Command(cc, "-O2", "-o", bin, filepath.Join("c", "ladder.c")).CombinedOutput(); err != nil {
		t.Fatalf("cc ladder.c: %v\n%s", err, out)
	}
	return bin
}

// TestPeerFindsTheSameChains: for the first 40 pairs the benchmarks time,
// the peer's chain is Parlour's, word for word.
func TestPeerFindsTheSameChains(t *testing.T) {
	bin := buildPeer(t)
	f, err := os.Open(pairs)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := dict.Default()
	sc := bufio.NewScanner(f)
	for n := 0; n < 40 && sc.Scan(); n++ {
		from, to, _ := strings.Cut(sc.Text(), " ")
		out, err := exec.Command(bin, "chain", words, from, to).Output()
		if err != nil {
			t.Fatalf("ladder chain %s %s: %v", from, to, err)
		}
		want, _ := d.ShortestLadder(from, to, dict.Lawful)
		if got := strings.TrimSpace(string(out)); got != strings.Join(want, " ") {
			t.Errorf("%s to %s: the peer says %s, Parlour %s", from, to, got, strings.Join(want, " "))
		}
	}
}

// TestPeerMeasuresTheSameGraph: the peer's statistics of the lawful
// five-letter words are Parlour's.
func TestPeerMeasuresTheSameGraph(t *testing.T) {
	bin := buildPeer(t)
	out, err := exec.Command(bin, "stats", words, "5").Output()
	if err != nil {
		t.Fatal(err)
	}
	s := doublets.Stats(dict.Default(), 5, dict.Lawful)
	want := strings.Join([]string{
		"words: " + strconv.Itoa(s.Words), "edges: " + strconv.Itoa(s.Edges), "components: " + strconv.Itoa(s.Components),
		"isolated: " + strconv.Itoa(s.Isolated), "largest: " + strconv.Itoa(s.Largest), "diameter: " + strconv.Itoa(s.Diameter),
		"ends: " + s.Path[0] + " " + s.Path[len(s.Path)-1],
	}, "\n")
	if got := strings.TrimSpace(string(out)); got != want {
		t.Errorf("the peer says\n%s\nParlour\n%s", got, want)
	}
}
