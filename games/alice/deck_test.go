package alice

import (
	"strings"
	"testing"

	"parlour/assets"
)

func TestDeckHas42CardsIn14SetsOfThree(t *testing.T) {
	d, err := parseDeck(assets.AliceDeck)
	if err != nil {
		t.Fatal(err)
	}
	if d != standard {
		t.Fatal("the standard deck differs from the embedded file")
	}
	for set := 1; set <= NumSets; set++ {
		for _, c := range SetCards(set) {
			if c.Set() != set {
				t.Errorf("%s bears %d, want %d", c, c.Set(), set)
			}
		}
	}
	if n := len(Leads()); n != NumSets {
		t.Errorf("%d leading cards, want %d", n, NumSets)
	}
}

func TestEachSetHasOneLeadingCardNamingTheOtherTwo(t *testing.T) {
	for set := 1; set <= NumSets; set++ {
		leads := 0
		for _, c := range SetCards(set) {
			if c.IsLead() {
				leads++
			}
		}
		if leads != 1 {
			t.Errorf("set %d has %d leading cards", set, leads)
		}
		l := LeadOf(set)
		names := l.Names()
		m := l.Mates()
		if names[0] != m[0].Title() || names[1] != m[1].Title() {
			t.Errorf("%s names %q and %q, want %q and %q", l, names[0], names[1], m[0], m[1])
		}
	}
	tea, ok := CardByTitle("the mad tea-party")
	if !ok || !tea.IsLead() || tea.Names() != [2]string{"The Hatter", "The Dormouse"} {
		t.Errorf("The Mad Tea-Party: %v %v names %v", ok, tea.IsLead(), tea.Names())
	}
	if n := (first(1)).Names(); n != [2]string{} {
		t.Errorf("a card that is not leading names %v", n)
	}
}

func TestTitlesAreUnique(t *testing.T) {
	seen := map[string]Card{}
	for c := Card(0); c < NumCards; c++ {
		if c.Title() == "" {
			t.Errorf("card %d has no title", c)
		}
		if prev, dup := seen[c.Title()]; dup {
			t.Errorf("%q is the title of cards %d and %d", c.Title(), prev, c)
		}
		seen[c.Title()] = c
		if got, ok := CardByTitle(" " + strings.ToUpper(c.Title()) + " "); !ok || got != c {
			t.Errorf("CardByTitle(%q) = %v, %v", c.Title(), got, ok)
		}
	}
	if _, ok := CardByTitle("The Jabberwock"); ok {
		t.Error("found a card that is not in the pack")
	}
	if NoCard.Title() != "no card" || Card(42).Valid() {
		t.Error("invalid cards are not told apart")
	}
}

func TestParseDeckRejectsBrokenFiles(t *testing.T) {
	good := assets.AliceDeck
	cases := []struct {
		name, text, want string
	}{
		{"a card missing", strings.Replace(good, "14\tcard\tThe Stolen Tarts\n", "", 1), "41 cards"},
		{"a card too many", good + "14\tcard\tThe Jury-Box\n", "43 cards"},
		{"a title twice", strings.Replace(good, "2\tcard\tThe Dodo", "2\tcard\tThe Mouse", 1), "already used"},
		{"set out of range", strings.Replace(good, "14\tcard\tThe Stolen Tarts", "15\tcard\tThe Stolen Tarts", 1), "not a number from 1 to 14"},
		{"two leads", strings.Replace(good, "3\tcard\tBill the Lizard", "3\tlead\tBill the Lizard\tA\tB", 1), "already has a leading card"},
		{"no lead", strings.Replace(good, "5\tlead\tThe Duchess's Kitchen\tThe Duchess\tThe Cook", "5\tcard\tThe Duchess's Kitchen", 1), "has no leading card"},
		{"wrong names", strings.Replace(good, "The Mad Tea-Party\tThe Hatter\tThe Dormouse", "The Mad Tea-Party\tThe Hatter\tThe March Hare", 1), "names"},
		{"bad role", strings.Replace(good, "1\tcard\tThe White Rabbit", "1\tjoker\tThe White Rabbit", 1), "role"},
		{"short line", strings.Replace(good, "1\tcard\tThe White Rabbit", "1\tThe White Rabbit", 1), "column(s)"},
		{"lead without names", strings.Replace(good, "The Rabbit-Hole\tThe White Rabbit\tThe Little Golden Key", "The Rabbit-Hole", 1), "needs 5 columns"},
		{"empty title", strings.Replace(good, "1\tcard\tThe White Rabbit", "1\tcard\t ", 1), "no title"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseDeck(tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
