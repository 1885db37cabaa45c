package main

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"parlour/assets/internal/wordnet"
)

// fakeWordNet is a data.noun holding the three usage labels, a word
// labelled a vulgarism (crud), one labelled a slur in one of two senses
// (spud), and one unlabelled (cud).
const fakeDataNoun = `  1 This is a licence line.
07124340 10 n 02 vulgarism 0 obscenity 0 000 | a vulgar word
06718862 10 n 01 ethnic_slur 0 000 | a slur
06717170 10 n 01 derogation 0 000 | a disparaging remark
00000001 10 n 01 crud 0 001 ;u 07124340 n 0000 | filth
00000002 10 n 01 spud 0 001 ;u 06718862 n 0000 | a slur
00000003 10 n 01 spud 0 000 | a potato
00000004 10 n 01 cud 0 000 | what a cow chews
`

func fakeWordNet() fstest.MapFS {
	return fstest.MapFS{
		"data.noun": {Data: []byte(fakeDataNoun)},
		"data.verb": {Data: nil}, "data.adj": {Data: nil}, "data.adv": {Data: nil},
	}
}

func fakeWords(review, extra string) fstest.MapFS {
	return fstest.MapFS{
		"lawful.txt":           {Data: []byte("crud\ncruds\ncud\nspud\nspuds\nzounds\n")},
		"blocklist-review.txt": {Data: []byte(review)},
		"blocklist-extra.txt":  {Data: []byte(extra)},
	}
}

func blockedWords(t *testing.T, list []byte) []string {
	t.Helper()
	var words []string
	for _, line := range strings.Split(string(list), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			words = append(words, line)
		}
	}
	return words
}

func TestReviewedWordsAndTheirPluralsAreBlocked(t *testing.T) {
	list, err := build(fakeWordNet(), fakeWords("crud block vulgar\nspud keep a potato first\n", "zounds\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := blockedWords(t, list), []string{"crud", "cruds", "zounds"}; !slices.Equal(got, want) {
		t.Errorf("blocked %v, want %v", got, want)
	}
}

func TestAnUnreviewedCandidateStopsTheGenerator(t *testing.T) {
	_, err := build(fakeWordNet(), fakeWords("crud block vulgar\n", ""))
	if err == nil || !strings.Contains(err.Error(), "spud") {
		t.Errorf("err = %v, want one naming spud, which has no review line", err)
	}
}

func TestAStaleReviewLineStopsTheGenerator(t *testing.T) {
	_, err := build(fakeWordNet(), fakeWords("crud block vulgar\nspud keep a potato\ncud keep a cow's\n", ""))
	if err == nil || !strings.Contains(err.Error(), "cud") {
		t.Errorf("err = %v, want one naming cud, which WordNet does not label", err)
	}
}

func TestAnUnlawfulExtraWordStopsTheGenerator(t *testing.T) {
	_, err := build(fakeWordNet(), fakeWords("crud block vulgar\nspud keep a potato\n", "gadzooks\n"))
	if err == nil || !strings.Contains(err.Error(), "gadzooks") {
		t.Errorf("err = %v, want one naming gadzooks, which is not lawful", err)
	}
}

func TestOtherWordNetVersionsAreRefused(t *testing.T) {
	wn := fakeWordNet()
	wn["data.noun"] = &fstest.MapFile{Data: []byte(strings.Replace(fakeDataNoun, "07124340 10 n 02 vulgarism", "07124340 10 n 02 something", 1))}
	if _, err := build(wn, fakeWords("crud block vulgar\nspud keep a potato\n", "")); err == nil {
		t.Error("built from files whose usage labels are not at WordNet 3.0's offsets")
	}
}

func TestPlurals(t *testing.T) {
	for w, want := range map[string]string{
		"dick": "dicks", "darky": "darkies", "dago": "dagos dagoes", "putz": "putzes", "ass": "asses", "whitey": "whiteys",
	} {
		if got := strings.Join(plurals(w), " "); got != want {
			t.Errorf("plurals(%q) = %q, want %q", w, got, want)
		}
	}
}

// TestCommittedBlocklistIsGenerated regenerates the blocklist from the
// installed WordNet 3.0 and compares it with the committed file.
func TestCommittedBlocklistIsGenerated(t *testing.T) {
	if _, err := os.Stat(wordnet.Dir + "/data.noun"); err != nil {
		t.Skip("WordNet 3.0 is not installed (apt-get install wordnet-base)")
	}
	list, err := build(os.DirFS(wordnet.Dir), os.DirFS("../../words"))
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../words/blocklist.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(list, committed) {
		t.Error("words/blocklist.txt is not what the generator makes: run go generate in assets")
	}
}
