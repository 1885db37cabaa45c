package define

import (
	"strings"
	"testing"

	"parlour/assets"
)

func TestLookupDefinesWordsAndTheirForms(t *testing.T) {
	for word, want := range map[string]string{
		"dog":    "a member of the genus Canis",
		"DOGS":   "plural of dog: ",
		"went":   "past of go: ",
		"bigger": "comparative of big: ",
		"ewe":    "female sheep",
	} {
		got, ok := Lookup(word)
		if !ok || !strings.HasPrefix(got, want) {
			t.Errorf("Lookup(%q) = %q, %v; want it to begin %q", word, got, ok, want)
		}
	}
	for _, word := range []string{"", "zzzz", "dog\tx", "english"} {
		if got, ok := Lookup(word); ok {
			t.Errorf("Lookup(%q) = %q: a definition of no lawful word", word, got)
		}
	}
}

// TestEveryDefinitionIsOnePrintableLine: sorted, each word once, of the
// letters a-z, its definition printable ASCII of at most 76 characters.
func TestEveryDefinitionIsOnePrintableLine(t *testing.T) {
	d, err := unpack(assets.WordNetDefinitions)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.starts) < 90_000 {
		t.Fatalf("only %d definitions", len(d.starts))
	}
	prev := ""
	for i := range d.starts {
		word, def, ok := strings.Cut(d.line(i), "\t")
		if !ok || word <= prev || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "" {
			t.Fatalf("line %d: %q after %q", i+1, d.line(i), prev)
		}
		if len(def) == 0 || len(def) > 76 || strings.IndexFunc(def, func(r rune) bool { return r < ' ' || r > '~' }) >= 0 {
			t.Fatalf("%s: %q is not one printable line of at most 76 characters", word, def)
		}
		prev = word
	}
}

func BenchmarkLookup(b *testing.B) {
	Lookup("dog") // unpack first
	words := []string{"dog", "serendipity", "kindergarten", "zzzz", "went", "merganser"}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Lookup(words[i%len(words)])
	}
}

func BenchmarkUnpack(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := unpack(assets.WordNetDefinitions); err != nil {
			b.Fatal(err)
		}
	}
}
