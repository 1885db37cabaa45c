package doublets

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestPaper_CarrollsScoringPaper fills a paper for three players and checks
// the marks, the symbols and the layout.
func TestPaper_CarrollsScoringPaper(t *testing.T) {
	p := NewPaper("Alice", "Bruno", "Sylvie")
	steps := []struct {
		doublet string
		entries []Entry
	}{
		{"head tail", []Entry{solved(5, 2), solved(4, 1), abandoned(3)}},
		{"pig sty", []Entry{abandoned(2), null(), abandoned(1)}},
		{"cold warm", []Entry{abandoned(1), abandoned(3), abandoned(2)}},
		{"wet dry", []Entry{solved(3, 3), solved(3, 1), solved(4, 2)}},
	}
	for _, s := range steps {
		if _, err := p.Score(mustDoublet(t, s.doublet), s.entries); err != nil {
			t.Fatal(err)
		}
	}
	p.Extra = []int{12, 0, 3}
	// HEAD-TAIL: speed 2, 3, 0; longest counted 5+4 = 9: brevity 4, 5, 0.
	// PIG-STY: Sylvie abandoned first (3), Alice second (2).
	// COLD-WARM: all abandoned: Alice 3, Sylvie 2; replaced.
	// WET-DRY: speed 0, 3, 2; brevity 1, 1, 0.
	if got, want := p.Totals(), []int{2 + 4 + 2 + 3 + 0 + 1 + 12, 3 + 5 + 3 + 1, 3 + 2 + 2 + 3}; !slices.Equal(got, want) {
		t.Errorf("totals %v, want %v", got, want)
	}
	if p.Counted() != 3 {
		t.Errorf("Counted = %d, want 3 (one doublet replaced)", p.Counted())
	}
	want := "" +
		"Player  HEAD-TAIL  PIG-STY  COLD-WARM*  WET-DRY  Extra  Total\n" +
		"Alice   2 4        a        A           0 1      12     24\n" +
		"Bruno   3 5        0        0           3 1      0      12\n" +
		"Sylvie  0          A        a           2 0      3      10\n" +
		"First figure speed, second brevity; A, a: abandoned first, second; 0: no marks.\n" +
		"*: everyone abandoned; another doublet was drawn in its place.\n"
	if got := p.String(); got != want {
		t.Errorf("paper:\n%s\nwant:\n%s", got, want)
	}
}

func TestPaper_TwoPlayersUsePairRules(t *testing.T) {
	p := NewPaper("Alice", "Bruno")
	r, err := p.Score(mustDoublet(t, "head tail"), []Entry{abandoned(1), solved(6, 2)})
	if err != nil {
		t.Fatal(err)
	}
	if want := []Marks{{}, {Speed: 2, Brevity: 4}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
	if _, err := p.Score(mustDoublet(t, "head tail"), []Entry{abandoned(1)}); err == nil {
		t.Error("one entry for two players accepted")
	}
}

func TestPaper_JSONRoundTrip(t *testing.T) {
	p := NewPaper("Alice", "Bruno")
	p.Score(mustDoublet(t, "head tail"), []Entry{abandoned(2), abandoned(1)})
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var q Paper
	if err := json.Unmarshal(data, &q); err != nil {
		t.Fatal(err)
	}
	if q.String() != p.String() {
		t.Errorf("after a round trip:\n%s\nwant:\n%s", q.String(), p.String())
	}
}
