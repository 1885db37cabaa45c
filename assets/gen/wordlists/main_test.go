package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"parlour/assets/internal/wordnet"
)

func TestClippedPlural(t *testing.T) {
	lawful := []string{"ace", "aces", "apps", "bots", "cause", "causes", "consols", "corps", "dis", "taxes"}
	familiar := []string{"corps"}
	abbreviations := []string{"app", "bot", "caus", "consol", "corp", "di", "tax"}
	for w, want := range map[string]bool{
		"apps":    true,  // app is only an abbreviation
		"bots":    true,  // so is bot
		"aces":    false, // ace is lawful
		"causes":  false, // cause is lawful
		"corps":   false, // familiar words are never dropped
		"consols": false, // the Victorian funds, not a plural of consol
		"dis":     false, // a verb
	} {
		if got := clippedPlural(w, lawful, familiar, abbreviations); got != want {
			t.Errorf("clippedPlural(%q) = %v, want %v", w, got, want)
		}
	}
}

// fakeWordNet has English (a tongue, capitalised, tagged), polish
// (lowercase mostly) and french (capitalised but never tagged).
func fakeWordNet() fstest.MapFS {
	return fstest.MapFS{
		"data.noun": {Data: []byte("  1 licence\n" +
			"00000001 10 n 01 English 0 000 | the tongue\n" +
			"00000002 10 n 01 English 0 000 | the people\n" +
			"00000003 10 n 01 english 0 000 | spin on a ball\n" +
			"00000004 10 n 01 polish 0 000 | a shine\n" +
			"00000005 10 n 01 Polish 0 000 | the tongue\n" +
			"00000006 10 n 01 French 0 000 | the tongue\n")},
		"index.noun": {Data: []byte("  1 licence\n" +
			"english n 3 0 3 2 00000001 00000002 00000003\n" +
			"polish n 2 0 2 1 00000004 00000005\n" +
			"french n 1 0 1 0 00000006\n")},
		"cntlist.rev": {Data: []byte("english%1:10:00:: 1 12\nenglish%1:14:00:: 2 3\npolish%1:07:00:: 1 5\n")},
		"data.verb":   {}, "index.verb": {}, "data.adj": {}, "index.adj": {}, "data.adv": {}, "index.adv": {},
	}
}

func TestProperNameCandidatesAreMostlyCapitalisedAndTagged(t *testing.T) {
	lawful := []string{"english", "french", "polish"}
	got, err := properNameCandidates(fakeWordNet(), lawful, []string{"english", "french", "polish"})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"english"}; !slices.Equal(got, want) {
		t.Errorf("candidates %v, want %v (polish is mostly lowercase, french untagged)", got, want)
	}
	got, err = properNameCandidates(fakeWordNet(), lawful, []string{"polish"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("candidates %v, want none: SCOWL does not print english with a capital here", got)
	}
}

func TestReviewedProperNames(t *testing.T) {
	candidates := []string{"english", "java"}
	refused, err := reviewedProperNames("english refuse Carroll's example\njava keep coffee\nwelsh refuse by hand\n", candidates)
	if err != nil {
		t.Fatal(err)
	}
	if !refused["english"] || refused["java"] || !refused["welsh"] {
		t.Errorf("refused %v, want english and welsh", refused)
	}
	if _, err := reviewedProperNames("english refuse Carroll's example\n", candidates); err == nil || !strings.Contains(err.Error(), "java") {
		t.Errorf("err = %v, want one naming java, which has no line", err)
	}
	if _, err := reviewedProperNames("english refuse x\njava keep coffee\ntea keep a drink\n", candidates); err == nil || !strings.Contains(err.Error(), "tea") {
		t.Errorf("err = %v, want one naming tea, kept though no candidate", err)
	}
}

// TestCommittedListsAreGenerated regenerates the word lists from the
// installed SCOWL and WordNet and compares them with the committed files.
func TestCommittedListsAreGenerated(t *testing.T) {
	const scowl, readme = "/usr/share/dict/scowl", "/usr/share/doc/scowl/README.gz"
	for _, need := range []string{scowl, readme, wordnet.Dir + "/data.noun"} {
		if _, err := os.Stat(need); err != nil {
			t.Skipf("%s is not installed (apt-get install scowl wordnet-base)", need)
		}
	}
	out := t.TempDir()
	review, err := os.ReadFile("../../words/proper-names-review.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "proper-names-review.txt"), review, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(scowl, readme, os.DirFS(wordnet.Dir), out); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"everyday.txt", "familiar.txt", "lawful.txt", "SCOWL-LICENSE.txt"} {
		made, err1 := os.ReadFile(filepath.Join(out, name))
		committed, err2 := os.ReadFile(filepath.Join("../../words", name))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if !bytes.Equal(made, committed) {
			t.Errorf("words/%s is not what the generator makes: run go generate in assets", name)
		}
	}
}
