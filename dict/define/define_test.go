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

func TestFitEndsAtAWordWithAnEllipsis(t *testing.T) {
	long := strings.Repeat("word ", 30)
	got := Fit(long)
	if len(got) > MaxWidth || !strings.HasSuffix(got, "word...") {
		t.Errorf("Fit = %q (%d characters)", got, len(got))
	}
	if got := Fit("short"); got != "short" {
		t.Errorf("Fit(short) = %q", got)
	}
}

// TestAReferenceReadsAsItsBase: an inflection stored as a reference to its
// base reads as the label, the base and the base's definition, fitted to
// a line; a reference to a word with no line, or to another reference,
// is no definition.
func TestAReferenceReadsAsItsBase(t *testing.T) {
	lines := map[string]string{
		"dog":  "a member of the genus Canis",
		"dogs": "=plural of dog",
		"cat":  "=plural of dogs",
		"long": strings.Repeat("long ", 20),
	}
	base := func(w string) (string, bool) { d, ok := lines[w]; return d, ok }
	for def, want := range map[string]string{
		"=plural of dog":  "plural of dog: a member of the genus Canis",
		"=longer of long": Fit("longer of long: " + lines["long"]),
		"=plural of dogs": "",
		"=plural of emu":  "",
		"=nothing":        "",
		"plain words":     "plain words",
	} {
		got, ok := Resolve(def, base)
		if got != want || ok != (want != "") {
			t.Errorf("Resolve(%q) = %q, %v; want %q", def, got, ok, want)
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
	refs := 0
	for i := range d.starts {
		word, def, ok := strings.Cut(d.line(i), "\t")
		if strings.HasPrefix(def, RefMark) {
			refs++
			if def, ok = Resolve(def, d.stored); !ok {
				t.Fatalf("%s: %q refers to no definition", word, d.line(i))
			}
		}
		if !ok || word <= prev || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "" {
			t.Fatalf("line %d: %q after %q", i+1, d.line(i), prev)
		}
		if len(def) == 0 || len(def) > 76 || strings.IndexFunc(def, func(r rune) bool { return r < ' ' || r > '~' }) >= 0 {
			t.Fatalf("%s: %q is not one printable line of at most 76 characters", word, def)
		}
		prev = word
	}
	if refs < 10_000 {
		t.Errorf("only %d definitions are references to their base's", refs)
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
