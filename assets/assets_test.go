package assets

import (
	"os"
	"testing"
)

// TestThePackedListsAreTheWordLists: each embedded list unpacks to its
// text file, which is what people read and review (run go generate in
// assets after changing one).
func TestThePackedListsAreTheWordLists(t *testing.T) {
	for name, list := range map[string]func() string{
		"words/lawful.txt": LawfulWords, "words/familiar.txt": FamiliarWords, "words/everyday.txt": EverydayWords,
	} {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if list() != string(text) {
			t.Errorf("%s.packed does not unpack to %s: run go generate in assets", name, name)
		}
	}
}

func BenchmarkUnpackLawfulWords(b *testing.B) {
	for b.Loop() {
		LawfulWords()
	}
}
