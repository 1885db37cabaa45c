package cli

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/dict"
	"parlour/games/mischmasch"
)

// wantMischmasch fails the test unless r ended with the given status and,
// when it did not succeed, said why in one line on stderr mentioning every
// one of wants.
func wantMischmasch(t *testing.T, r result, code int, wants ...string) {
	t.Helper()
	if r.code != code {
		t.Errorf("exit %d, want %d; stdout %q, stderr %q", r.code, code, r.stdout, r.stderr)
	}
	if code != ExitOK {
		if r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "parlour mischmasch ") {
			t.Errorf("not one line on stderr alone: stdout %q, stderr %q", r.stdout, r.stderr)
		}
	}
	for _, w := range wants {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr %q does not mention %q", r.stderr, w)
		}
	}
}

func TestMischmaschWords_CommonFirstThenAlphabetical(t *testing.T) {
	r := run(nil, "mischmasch", "words", "GP")
	wantMischmasch(t, r, ExitOK)
	got := strings.Fields(r.stdout)
	want, _ := mischmasch.WordsContaining(dict.Default(), "gp", 0)
	if !slices.Equal(got, want) || !slices.Contains(got, "magpie") {
		t.Fatalf("got %v, want %v", got, want)
	}
	d := dict.Default()
	common := 0
	for common < len(got) && d.IsCommon(got[common]) {
		common++
	}
	if common == 0 || !slices.IsSorted(got[:common]) || !slices.IsSorted(got[common:]) {
		t.Fatalf("not common words first, each group alphabetical: %v", got)
	}
	for _, w := range got[common:] {
		if d.IsCommon(w) {
			t.Fatalf("common word %q after the first uncommon one: %v", w, got)
		}
	}
}

func TestMischmaschWords_Limit(t *testing.T) {
	r := run(nil, "mischmasch", "words", "--limit", "3", "emo")
	wantMischmasch(t, r, ExitOK)
	all, _ := mischmasch.WordsContaining(dict.Default(), "emo", 0)
	if got := strings.Fields(r.stdout); !slices.Equal(got, all[:3]) {
		t.Fatalf("--limit 3: %v, want %v", got, all[:3])
	}
	wantMischmasch(t, run(nil, "mischmasch", "words", "emo", "--limit", "0"), ExitUsage, "--limit takes a whole number")
}

func TestMischmaschWords_NoneIsNegative(t *testing.T) {
	wantMischmasch(t, run(nil, "mischmasch", "words", "zq"), ExitNegative, "no lawful word holds zq")
}

// Issue 17: "One rule everywhere: 2 for usage, 1 for bad input": a nucleus
// that is not one is bad input.
func TestMischmaschWords_InvalidNucleusIsBadInput(t *testing.T) {
	for nucleus, why := range map[string]string{
		"g-p":   "g-p: a nucleus is letters only",
		"g":     "a nucleus has at least two letters",
		"café":  "without accents",
		"gp it": "letters only",
	} {
		wantMischmasch(t, run(nil, "mischmasch", "words", nucleus), ExitNegative, why)
	}
	wantMischmasch(t, run(nil, "mischmasch", "words"), ExitUsage, "one nucleus")
	wantMischmasch(t, run(nil, "mischmasch", "words", "gp", "emo"), ExitUsage, "one nucleus")
	wantMischmasch(t, run(nil, "mischmasch", "words", "gp", "--colour"), ExitUsage, "unknown flag --colour")
}

func TestMischmaschWords_WordsFile(t *testing.T) {
	path := wordFile(t, "magpie bagpipe lemon Magpie")
	r := run(nil, "mischmasch", "words", "gp", "--words", path)
	wantMischmasch(t, r, ExitOK)
	if got := strings.Fields(r.stdout); !slices.Equal(got, []string{"bagpipe", "magpie"}) {
		t.Fatalf("from the file: %v", got)
	}
	wantMischmasch(t, run(nil, "mischmasch", "words", "pig", "--words", path), ExitNegative, "no lawful word holds pig")
	wantMischmasch(t, run(nil, "mischmasch", "words", "gp", "--words", path+".missing"), ExitNegative, "cannot read the word list")
}

var nucleusLine = regexp.MustCompile(`^([a-z]{2,}) (\d+)$`)

func TestMischmaschNuclei_WithTheirCounts(t *testing.T) {
	r := run(nil, "mischmasch", "nuclei", "--count", "6", "--seed", "3")
	wantMischmasch(t, r, ExitOK)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 6 {
		t.Fatalf("--count 6 printed %d lines: %q", len(lines), r.stdout)
	}
	seen := map[string]bool{}
	for _, l := range lines {
		m := nucleusLine.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q is not NUCLEUS COUNT", l)
		}
		n, _ := strconv.Atoi(m[2])
		if n != mischmasch.Count(dict.Default(), m[1]) || n > 10 || seen[m[1]] {
			t.Errorf("%q: %d lawful words contain %s; Expert sets nuclei of 0 to 10, each once", l, mischmasch.Count(dict.Default(), m[1]), m[1])
		}
		seen[m[1]] = true
	}
	if again := run(nil, "mischmasch", "nuclei", "--seed", "3", "--count", "6"); again.stdout != r.stdout {
		t.Fatalf("the same seed gave %q, then %q", r.stdout, again.stdout)
	}
}

func TestMischmaschNuclei_DefaultsToTen(t *testing.T) {
	r := run(nil, "mischmasch", "nuclei")
	wantMischmasch(t, r, ExitOK)
	if n := strings.Count(r.stdout, "\n"); n != 10 {
		t.Fatalf("printed %d nuclei", n)
	}
}

func TestMischmaschNuclei_BadUsage(t *testing.T) {
	wantMischmasch(t, run(nil, "mischmasch", "nuclei", "--count", "0"), ExitUsage, "--count takes a whole number from 1 to")
	wantMischmasch(t, run(nil, "mischmasch", "nuclei", "--seed", "x"), ExitUsage, "--seed takes a whole number")
	wantMischmasch(t, run(nil, "mischmasch", "nuclei", "gp"), ExitUsage, "takes no words")
}

func TestMischmaschHelpListsTheTools(t *testing.T) {
	r := run(nil, "mischmasch", "--help")
	if r.code != ExitOK || !strings.Contains(r.stdout, "mischmasch words NUCLEUS") || !strings.Contains(r.stdout, "mischmasch nuclei") {
		t.Fatalf("help: %+v", r)
	}
}

// Issue 17: "mischmasch words and unknown flags echo raw escapes": what the
// user typed comes back escaped.
func TestMischmaschWords_NeverEchoesRawEscapes(t *testing.T) {
	for _, args := range [][]string{
		{"words", "ab\x1b[2Jc"},
		{"words", "\x1b]0;pwned\x07"},
		{"words", "gp", "--\x1b[2J"},
		{"words", "--limit", "\x1b[2J", "gp"},
		{"nuclei", "--\x1b]0;t\x07"},
	} {
		r := run(nil, append([]string{"mischmasch"}, args...)...)
		if strings.ContainsAny(r.stdout+r.stderr, "\x1b\x07") {
			t.Errorf("%q: a raw escape in %q", args, r.stderr)
		}
		if !strings.Contains(r.stderr, `\x1b`) {
			t.Errorf("%q: the escape is not shown: %q", args, r.stderr)
		}
	}
	wantMischmasch(t, run(nil, "mischmasch", "words", "gp", "--\x1b[2J"), ExitUsage, `unknown flag --\x1b[2J`)
	wantMischmasch(t, run(nil, "mischmasch", "words", "ab\x1b[2Jc"), ExitNegative, `ab\x1b[2Jc: a nucleus is letters only`)
}
