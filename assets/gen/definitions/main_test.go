package main

import (
	"bytes"
	"os"
	"testing"

	"parlour/assets"
	"parlour/assets/internal/wordnet"
)

func TestPlainGlossDropsTheExamples(t *testing.T) {
	for gloss, want := range map[string]string{
		`a domestic animal; "the dog barked all night"`: "a domestic animal",
		"travel on foot; `walk' is the usual word; ":    "travel on foot; 'walk' is the usual word",
		`"the dog barked"`:                 "",
		`move fast: "He ran to the store"`: "move fast",
	} {
		if got := plainGloss(gloss); got != want {
			t.Errorf("plainGloss(%q) = %q, want %q", gloss, got, want)
		}
	}
}

func TestInflectionNamesTheForm(t *testing.T) {
	for _, c := range []struct {
		p          partOfSpeech
		form, want string
	}{
		{noun, "dogs", "plural of"}, {verb, "walking", "present participle of"}, {verb, "walks", "present tense of"},
		{verb, "went", "past of"}, {adj, "biggest", "superlative of"}, {adj, "bigger", "comparative of"},
	} {
		if got := inflection(c.p, c.form); got != c.want {
			t.Errorf("inflection(%v, %q) = %q, want %q", c.p, c.form, got, c.want)
		}
	}
}

// TestCommittedDefinitionsAreGenerated regenerates the definitions from
// the installed WordNet 3.0 and compares them with the committed file.
func TestCommittedDefinitionsAreGenerated(t *testing.T) {
	if _, err := os.Stat(wordnet.Dir + "/data.noun"); err != nil {
		t.Skip("WordNet 3.0 is not installed (apt-get install wordnet-base)")
	}
	if testing.Short() {
		t.Skip("short")
	}
	data, err := generate(os.DirFS(wordnet.Dir), assets.LawfulWords())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, []byte(assets.WordNetDefinitions)) {
		t.Error("wordnet/definitions.txt.gz is not what the generator makes: run go generate in assets")
	}
}
