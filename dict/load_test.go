package dict

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

func TestLoad(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		words   []string // all words, sorted
		skipped int
	}{
		{"plain", "head\nheal\ntail\n", []string{"head", "heal", "tail"}, 0},
		{"no final newline", "head\nheal", []string{"head", "heal"}, 0},
		{"CRLF and spaces", "head\r\n  heal \r\n\ttail\t\n", []string{"head", "heal", "tail"}, 0},
		{"blank lines", "\n\nhead\n\n\nheal\n", []string{"head", "heal"}, 0},
		{"comments", "# my words\nhead\n#heal\n* note\n*tail\n", []string{"head"}, 0},
		{"lowercased", "Head\nHEAL\nTaIl\n", []string{"head", "heal", "tail"}, 0},
		{"duplicates", "head\nHead\nhead\n", []string{"head"}, 0},
		{"unsorted", "tail\ncat\nhead\n", []string{"cat", "head", "tail"}, 0},
		{"not words skipped", "don't\ncafé\ntwo words\nhigh-born\nx2\nhead\n", []string{"head"}, 5},
		{"comment after spaces", "   # indented comment\nhead\n", []string{"head"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Load(strings.NewReader(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for l := 1; l <= d.MaxLength(); l++ {
				got = append(got, d.Words(l, Lawful)...)
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.words) {
				t.Errorf("words = %v, want %v", got, tt.words)
			}
			if d.Skipped() != tt.skipped {
				t.Errorf("Skipped = %d, want %d", d.Skipped(), tt.skipped)
			}
			for _, w := range tt.words {
				if !d.Has(w) || !d.IsCommon(w) {
					t.Errorf("%q: Has %v, IsCommon %v; a custom word is both", w, d.Has(w), d.IsCommon(w))
				}
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	for _, input := range []string{"", "\n\n", "# only a comment\n", "don't\n"} {
		if _, err := Load(strings.NewReader(input)); err == nil {
			t.Errorf("Load(%q) succeeded; want an error for a list with no words", input)
		}
	}
	boom := errors.New("boom")
	if _, err := Load(iotest.ErrReader(boom)); !errors.Is(err, boom) {
		t.Errorf("Load of a failing reader = %v, want %v", err, boom)
	}
}

func TestLoadAppliesBlocklist(t *testing.T) {
	d := mustLoad(t, "cat bastard")
	if !d.Blocked("bastard") || !d.Has("bastard") {
		t.Error("the built-in blocklist should apply to custom lists, which still hold the word")
	}
}

func FuzzLoad(f *testing.F) {
	f.Add("head\nheal\n")
	f.Add("# c\n* d\n\nHead\r\nx y\n")
	f.Add("aaaaaaaaaaaaaaa\naaaaaaaaaaaaaab\nbaaaaaaaaaaaaab\n")
	f.Add("a\nb\nab\nba\n")
	f.Fuzz(func(t *testing.T, input string) {
		d, err := Load(strings.NewReader(input))
		if err != nil {
			return
		}
		lines := strings.Split(input, "\n")
		total := 0
		for l := 1; l <= d.MaxLength(); l++ {
			words := d.Words(l, Lawful)
			total += len(words)
			if !slices.IsSorted(words) {
				t.Fatalf("Words(%d) not sorted: %v", l, words)
			}
			for _, w := range words {
				if !IsLowerWord(w) || len(w) != l || !d.Has(w) || !d.IsCommon(w) {
					t.Fatalf("bad word %q", w)
				}
				got := d.Neighbours(w)
				if want := bruteNeighbours(d, w); !slices.Equal(got, want) {
					t.Fatalf("Neighbours(%q) = %v, want %v", w, got, want)
				}
			}
		}
		if total != d.Len(Lawful) || total > len(lines) {
			t.Fatalf("%d words from %d lines, Len %d", total, len(lines), d.Len(Lawful))
		}
		for _, line := range lines {
			if w, ok := parseLine(line); ok && !d.Has(w) {
				t.Fatalf("line %q gave %q, which is missing", line, w)
			}
		}
	})
}

// TestLoadReadsAWordAndMarksOnALine: Knuth's sgb-words.dat format, a word
// and marks on each line, reads as its words, not as the few bare ones.
func TestLoadReadsAWordAndMarksOnALine(t *testing.T) {
	d, err := Load(strings.NewReader("which*7250\nthere*5871\nabout+4\nzowie\nfuzzy 12\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"which", "there", "about", "zowie", "fuzzy"} {
		if !d.Has(w) {
			t.Errorf("%q was not read", w)
		}
	}
	if d.Len(Lawful) != 5 || d.Skipped() != 0 {
		t.Errorf("%d words, %d skipped; want 5 and 0", d.Len(Lawful), d.Skipped())
	}
}
