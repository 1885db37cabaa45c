package doublets

import (
	"errors"
	"testing"

	"parlour/dict"
)

// TestCheck_HeadTail is the first chain of Carroll's rules.
func TestCheck_HeadTail(t *testing.T) {
	d := dict.Default()
	if err := Check(d, mustDoublet(t, "head tail"), words("Head, Heal, Teal, Tell, Tall, Tail")); err != nil {
		t.Fatal(err)
	}
}

// TestCheck_JewelsPassedInOrder is Carroll's chain through given words:
// "Ale, Ice, Arm, Ant" made into "Ale, Are, Ire, Ice, Ace, Act, Ant, Art,
// Arm", with ale and arm at the ends and ice and ant inside, in order.
func TestCheck_JewelsPassedInOrder(t *testing.T) {
	d := dict.Default()
	chain := words("Ale, Are, Ire, Ice, Ace, Act, Ant, Art, Arm")
	db := mustDoublet(t, "ale ice ant arm")
	if err := Check(d, db, chain); err != nil {
		t.Fatal(err)
	}
	if got := db.Links(chain); got != 5 {
		t.Errorf("Links = %d, want 5", got)
	}
}

func TestCheck_OneReasonPerFault(t *testing.T) {
	d := dict.Default()
	tests := []struct {
		name    string
		doublet string
		chain   string
		want    string
		as      any
	}{
		{"not a word", "head tail", "head hexd held", `"hexd" is not in the dictionary`, new(*NotWordError)},
		{"lengths differ", "head tail", "head heal heals", `"heal" -> "heals": words of different lengths (4 and 5 letters)`, new(*LengthError)},
		{"two letters differ", "head tail", "head teal tell tall tail", `"head" -> "teal": more than one letter differs (positions 1 and 4)`, new(*StepError)},
		{"four letters differ", "head tail", "head tall tail", `"head" -> "tall": more than one letter differs (positions 1, 2, 3 and 4)`, new(*StepError)},
		{"same word", "head tail", "head heal heal teal tell tall tail", `"heal" -> "heal": the same word, no letter changes`, new(*StepError)},
		{"word used twice", "head tail", "head heal hell heal teal tell tall tail", `"heal" is used twice (words 2 and 4): no word may be used twice in a chain`, new(*RepeatError)},
		{"wrong start", "head tail", "heal teal tell tall tail", `the chain must start with "head", not "heal"`, new(*EndError)},
		{"wrong end", "head tail", "head heal teal tell tall", `the chain must end with "tail", not "tall"`, new(*EndError)},
		{"only the first word", "head tail", "head", `the chain must end with "tail", not "head"`, new(*EndError)},
		{"empty", "head tail", "", `the chain must start with "head"`, new(*EndError)},
		{"set word missing", "ale ice ant arm", "ale are ire ice ace act art arm", `the chain must pass through "ant"`, new(*SetWordError)},
		{"set words out of order", "ale ant ice arm", "ale are ire ice ace act ant art arm", `"ice" comes too early: the chain must pass through "ant" first`, new(*SetWordError)},
		{"last word too early", "ale ice arm", "ale are arm", `the chain must pass through "ice"`, new(*SetWordError)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(d, mustDoublet(t, tt.doublet), words(tt.chain))
			if err == nil {
				t.Fatal("Check passed a faulty chain")
			}
			if err.Error() != tt.want {
				t.Errorf("error %q, want %q", err, tt.want)
			}
			if !errors.As(err, tt.as) {
				t.Errorf("error is a %T, want %T", err, tt.as)
			}
		})
	}
}

func TestFaults_ListsEveryFault(t *testing.T) {
	c := NewChecker(dict.Default(), mustDoublet(t, "head tail"))
	faults := c.Faults(words("heal hexl tell tell tall"))
	want := []string{
		`the chain must start with "head", not "heal"`,
		`"hexl" is not in the dictionary`,
		`"hexl" -> "tell": more than one letter differs (positions 1 and 3)`,
		`"tell" -> "tell": the same word, no letter changes`,
		`"tell" is used twice (words 3 and 4): no word may be used twice in a chain`,
		`the chain must end with "tail", not "tall"`,
	}
	if len(faults) != len(want) {
		t.Fatalf("got %d faults %v, want %d", len(faults), faults, len(want))
	}
	for i, f := range faults {
		if f.Error() != want[i] {
			t.Errorf("fault %d: %q, want %q", i, f, want[i])
		}
	}
}

func TestCheckLink_WhichLetterChanged(t *testing.T) {
	d := dict.Default()
	tests := []struct {
		prev, next string
		want       Link
		err        string
	}{
		{"heal", "teal", Link{Pos: 1, From: 'h', To: 't'}, ""},
		{"head", "heal", Link{Pos: 4, From: 'd', To: 'l'}, ""},
		{"tell", "tall", Link{Pos: 2, From: 'e', To: 'a'}, ""},
		{" HEAD ", "Heal", Link{Pos: 4, From: 'd', To: 'l'}, ""},
		{"heal", "hexl", Link{}, `"hexl" is not in the dictionary`},
		{"heal", "heals", Link{}, `"heal" -> "heals": words of different lengths (4 and 5 letters)`},
		{"heal", "heal", Link{}, `"heal" -> "heal": the same word, no letter changes`},
	}
	for _, tt := range tests {
		got, err := CheckLink(d, tt.prev, tt.next)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("CheckLink(%q, %q) error %v, want %q", tt.prev, tt.next, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("CheckLink(%q, %q) = %+v, %v; want %+v", tt.prev, tt.next, got, err, tt.want)
		}
	}
}

// TestExtend_AsThePlayerTypes adds links one at a time.
func TestExtend_AsThePlayerTypes(t *testing.T) {
	c := NewChecker(dict.Default(), mustDoublet(t, "ale ice ant arm"))
	var chain []string
	for _, w := range words("ale are ire ice ace act ant art arm") {
		if _, err := c.Extend(chain, w); err != nil {
			t.Fatalf("Extend(%v, %q): %v", chain, w, err)
		}
		chain = append(chain, w)
	}
	if !c.Complete(chain) {
		t.Errorf("chain %v not complete", chain)
	}
	if c.Complete(chain[:5]) {
		t.Error("a partial chain is not complete")
	}

	tests := []struct {
		partial string
		next    string
		err     string
	}{
		{"", "are", `the chain must start with "ale", not "are"`},
		{"ale", "ark", `"ale" -> "ark": more than one letter differs (positions 2 and 3)`},
		{"ale are", "ale", `"ale" is used twice (words 1 and 3): no word may be used twice in a chain`},
		{"ale are", "arm", `"arm" comes too early: the chain must pass through "ice" first`},
		{"ale are ire ice ace act", "art", ""},
		{"ale are ire ice ace act", "ant", ""},
		{"ale are ire ice", "icy", ""},
		{"ale are", "xre", `"xre" is not in the dictionary`},
		{"ale are ire ice ace act ant art arm", "aim", `the chain must end with "arm", not "aim"`},
	}
	for _, tt := range tests {
		_, err := c.Extend(words(tt.partial), tt.next)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.err {
			t.Errorf("Extend(%q, %q) = %q, want %q", tt.partial, tt.next, got, tt.err)
		}
	}
	link, err := c.Extend(words("ale are ire"), "ice")
	if err != nil || link != (Link{Pos: 2, From: 'r', To: 'c'}) {
		t.Errorf("Extend ire -> ice = %+v, %v", link, err)
	}
}

func TestChecker_ExtraWords(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "pen ink")
	chain := words("pen e'en eel ell ill ilk ink")
	if err := Check(d, db, chain); err == nil {
		t.Fatal("e'en should not be in the dictionary")
	}
	db.Extra = []string{"e'en"}
	if err := Check(d, db, chain); err != nil {
		t.Fatalf("with e'en allowed: %v", err)
	}
	// Given words are accepted even when not in the dictionary.
	if err := Check(d, mustDoublet(t, "cain abel"), words("CAIN chin shin spin spun spud sped aped abed ABEL")); err != nil {
		t.Fatal(err)
	}
}

func TestNew(t *testing.T) {
	db, err := New(" Head", "TAIL")
	if err != nil || db.From() != "head" || db.To() != "tail" || len(db.Set()) != 0 || db.Length() != 4 {
		t.Fatalf("New = %+v, %v", db, err)
	}
	if db.String() != "HEAD-TAIL" {
		t.Errorf("String = %q", db.String())
	}
	for _, bad := range [][]string{{"head"}, {"head", "heads"}, {"head", "head"}, {"he d", "tail"}, {}} {
		if _, err := New(bad...); err == nil {
			t.Errorf("New(%q) succeeded", bad)
		}
	}
	db = mustDoublet(t, "ale ice ant arm")
	if got := db.Set(); len(got) != 2 || got[0] != "ice" || got[1] != "ant" {
		t.Errorf("Set = %v", got)
	}
}

func TestNormalise(t *testing.T) {
	for in, want := range map[string]string{"Head": "head", " e'en ": "een", "E’EN": "een", "tail": "tail"} {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestChecker_MalformedDoublet(t *testing.T) {
	d := dict.Default()
	for _, db := range []Doublet{{}, {Words: []string{"head"}}, {Words: []string{"head", "tails"}}} {
		if err := Check(d, db, words("head heal")); err == nil {
			t.Errorf("Check with doublet %+v passed", db)
		}
		if _, err := NewChecker(d, db).Extend(nil, "head"); err == nil {
			t.Errorf("Extend with doublet %+v passed", db)
		}
		if _, err := Solve(d, db, dict.Lawful, nil); err == nil {
			t.Errorf("Solve with doublet %+v passed", db)
		}
	}
}

// TestCheckLink_AProperNameIsNoWord: a word always printed with a capital
// initial is a proper name (Carroll's rule for Mischmasch), not a link.
func TestCheckLink_AProperNameIsNoWord(t *testing.T) {
	d := dict.Default()
	for prev, next := range map[string]string{"woman": "roman", "trench": "french", "welly": "welsh"} {
		var nw *NotWordError
		if _, err := CheckLink(d, prev, next); !errors.As(err, &nw) {
			t.Errorf("%s to %s: %v, want not a word", prev, next, err)
		}
	}
}
