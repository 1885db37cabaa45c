package mischmasch

import (
	"errors"
	"slices"
	"testing"

	"parlour/dict"
)

func TestNucleusMustBeLettersOnly(t *testing.T) {
	for _, text := range []string{"g-p", "g p", "g1", "g'p", "erga.", "flower-garden"} {
		_, err := ParseNucleus(text)
		var ne *NucleusError
		if !errors.As(err, &ne) {
			t.Fatalf("%q: error %v, want a *NucleusError", text, err)
		}
		if want := text + ": a nucleus is letters only"; err.Error() != want {
			t.Errorf("%q: %q, want %q", text, err, want)
		}
	}
}

func TestNucleusUsesOnlyTheLettersAToZ(t *testing.T) {
	_, err := ParseNucleus("café")
	if err == nil || err.Error() != "café: a nucleus uses only the letters a to z, without accents" {
		t.Errorf("café: %v", err)
	}
}

func TestNucleusHasAtLeastTwoLetters(t *testing.T) {
	for text, want := range map[string]string{
		"g":   "g: a nucleus has at least two letters",
		"":    "a nucleus has at least two letters",
		"   ": "a nucleus has at least two letters",
	} {
		if _, err := ParseNucleus(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	for _, text := range []string{"gp", "emo", "imse"} {
		if n, err := ParseNucleus(text); err != nil || n != text {
			t.Errorf("%q: %q, %v", text, n, err)
		}
	}
}

func TestNucleusIsLowercased(t *testing.T) {
	if n, err := ParseNucleus("  GP "); err != nil || n != "gp" {
		t.Errorf(`"  GP ": %q, %v; want "gp"`, n, err)
	}
	if n, err := ParseNucleus("ImSe"); err != nil || n != "imse" {
		t.Errorf(`"ImSe": %q, %v; want "imse"`, n, err)
	}
}

func TestLawfulWordContainsTheNucleusAsConsecutiveLetters(t *testing.T) {
	d := dict.Default()
	for nucleus, word := range map[string]string{"gp": "magpie", "emo": "lemon", "imse": "himself"} {
		if err := CheckWord(d, nucleus, word); err != nil {
			t.Errorf("%s for %s: %v", word, nucleus, err)
		}
	}
	// g and p are both in "gap", but not together.
	err := CheckWord(d, "gp", "gap")
	var we *WordError
	if !errors.As(err, &we) || !we.Lacks || we.NotLawful || err.Error() != "gap: does not contain gp" {
		t.Errorf("gap for gp: %v", err)
	}
}

// TestAProperNameIsNotALawfulWord: "Any word, that is always printed with a
// capital initial (e.g. 'English'), counts as a proper name."
func TestAProperNameIsNotALawfulWord(t *testing.T) {
	for _, w := range []string{"English", "french", "Dutch", "welsh", "German", "Roman", "Christian"} {
		var we *WordError
		if err := CheckWord(dict.Default(), "is", w); !errors.As(err, &we) || !we.NotLawful {
			t.Errorf("%s for is: %v, want not a lawful word", w, err)
		}
	}
	if err := CheckWord(dict.Default(), "is", "polish"); err != nil {
		t.Errorf("polish (to shine) for is: %v", err)
	}
}

func TestLawfulWordIsOnTheLawfulList(t *testing.T) {
	err := CheckWord(dict.Default(), "gp", "magpye")
	if err == nil || err.Error() != "magpye: not a lawful word" {
		t.Errorf("magpye: %v", err)
	}
	err = CheckWord(dict.Default(), "gp", "zzzz")
	if err == nil || err.Error() != "zzzz: not a lawful word, and it does not contain gp" {
		t.Errorf("zzzz: %v", err)
	}
}

func TestProperNamesAreNotLawful(t *testing.T) {
	// Words always printed with a capital are not on the lawful list, even
	// when typed in small letters.
	for _, w := range []string{"England", "england"} {
		if err := CheckWord(dict.Default(), "gla", w); err == nil || err.Error() != "england: not a lawful word" {
			t.Errorf("%s: %v", w, err)
		}
	}
}

func TestHyphenatedWordIsNotLawful(t *testing.T) {
	// Carroll's example: for the nucleus "erga", "flower-garden" will not
	// do. The hyphen also parts the letters of the nucleus.
	want := "flower-garden: not a lawful word, and it does not contain erga"
	if err := CheckWord(dict.Default(), "erga", "flower-garden"); err == nil || err.Error() != want {
		t.Errorf("flower-garden: %v", err)
	}
}

func TestNucleusEqualToALawfulWordIsContainedInIt(t *testing.T) {
	d := dict.Default()
	if err := CheckWord(d, "lemon", "lemon"); err != nil {
		t.Errorf("lemon for lemon: %v", err)
	}
	if got, _ := WordsContaining(d, "lemon", 0); !slices.Contains(got, "lemon") {
		t.Errorf("WordsContaining(lemon) = %v, want lemon among them", got)
	}
}

func TestNamedWordIgnoresCapitalsAndSpaces(t *testing.T) {
	if err := CheckWord(dict.Default(), "gp", "  Magpie "); err != nil {
		t.Errorf("Magpie: %v", err)
	}
}
