package sanitize

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

func TestLineEscapesControlCharacters(t *testing.T) {
	for in, want := range map[string]string{
		"Ada":                               "Ada",
		"Zoë":                               "Zoë",
		"\x1b[2J":                           `\x1b[2J`,
		"\x1b]0;pwned\x07":                  `\x1b]0;pwned\x07`,
		"a\tb\nc\rd":                        "a b c d",
		"\x7f\x00":                          `\x7f\x00`,
		"\u009b31m":                         `\u009b31m`,
		"bad\xffbyte":                       `bad\xffbyte`,
		"right\u202eto left":                `right\u202eto left`,
		"family \U0001F468\u200d\U0001F469": "family \U0001F468\u200d\U0001F469",
	} {
		if got := Line(in); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTextKeepsNewlines(t *testing.T) {
	if got := Text("one\ntwo\x1b[H"); got != "one\ntwo\\x1b[H" {
		t.Fatalf("Text = %q", got)
	}
}

func TestNameIsCappedAndLinear(t *testing.T) {
	long := strings.Repeat("\x1bé", 100000)
	got := Name(long)
	if utf8.RuneCountInString(got) != MaxName || strings.ContainsRune(got, 0x1b) {
		t.Fatalf("Name = %q", got)
	}
	if Name("  Ada  ") != "Ada" {
		t.Fatal("spaces not trimmed")
	}
}

func TestASCIIHasOnlyASCII(t *testing.T) {
	got := ASCII("Zoë\x1b")
	if got != `Zo?\x1b` {
		t.Fatalf("ASCII = %q", got)
	}
}

func FuzzLine(f *testing.F) {
	f.Add("\x1b[2J")
	f.Add("Zoë")
	f.Fuzz(func(t *testing.T, s string) {
		out := Line(s)
		for _, r := range out {
			if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 {
				t.Fatalf("Line(%q) kept control %U", s, r)
			}
		}
		if !utf8.ValidString(out) {
			t.Fatalf("Line(%q) is not valid UTF-8", s)
		}
	})
}

// A name loses what could reorder or hide text, shows controls escaped,
// and is cut whole: no escape is cut in half (no `\u202` in setups.json).
func TestNameRemovesBidiAndCutsNoEscape(t *testing.T) {
	for in, want := range map[string]string{
		"Ada\u202eecalevoL":          "AdaecalevoL",
		"\x1b]0;pwned\x07Ada":        `\x1b]0;pwned\x07`,
		"\u2066Ada\u2069":            "Ada",
		"bad\xffbyte":                `bad\xffbyte`,
		"Abcdefghijklm\x1bZ":         "AbcdefghijklmZ",
		"Abcdefghijklm\u009bZ":       "AbcdefghijklmZ",
		strings.Repeat("\u202e", 40): "",
		"Abcdefghijklmno\u202eZ":     "AbcdefghijklmnoZ",
		"Zoë\u200d":                  "Zoë",
	} {
		got := Name(in)
		if got != want || strings.Contains(got, `\u202`) {
			t.Errorf("Name(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTypedKeepsOnlyPrintableCharacters(t *testing.T) {
	if got := string(Typed([]rune("A\u202ed\x1ba 李"), false)); got != "Ada 李" {
		t.Errorf("Typed = %q", got)
	}
	if got := string(Typed([]rune("Zoë 李"), true)); got != "Zo " {
		t.Errorf("Typed for ASCII = %q", got)
	}
}

// TestNameWidthIsTheSameByEveryRule: a name's emoji are not joined, so
// grapheme and per-character width agree and columns stay straight
// whatever the terminal's rule (issue 40: Alice's columns).
func TestNameWidthIsTheSameByEveryRule(t *testing.T) {
	for _, in := range []string{"Ada \U0001F468\u200d\U0001F469\u200d\U0001F467", "\u2764\ufe0f Bo", "\U0001F3F3\ufe0f\u200d\U0001F308"} {
		got := Name(in)
		if ansi.StringWidth(got) != ansi.StringWidthWc(got) {
			t.Errorf("Name(%q) = %q: %d cells by graphemes, %d by characters", in, got, ansi.StringWidth(got), ansi.StringWidthWc(got))
		}
	}
}
