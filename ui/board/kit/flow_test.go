package kit

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/theme"
)

// tableOf is a table of two people whose questions go to footer f, with
// the messages said kept in said.
func tableOf(f *screen.Footer, a *Answers, said *[]string) Seating {
	names := []string{"Ada", "Bob"}
	return Seating{Seats: 2, Human: func(int) bool { return true }, Name: func(s int) string { return names[s] },
		Ask:  func(q string, then func(bool) tea.Cmd) { a.Ask(f, q, then) },
		Note: func(text string) { *said = append(*said, text) }, Fail: func(text string) { *said = append(*said, "fail: "+text) }}
}

func TestTakeBackBetweenPeopleWaitsForConsent(t *testing.T) {
	var f screen.Footer
	var a Answers
	var said []string
	h := log{movers: []int{0, 1}, played: 2}
	taken := 0
	back := func(n int) tea.Cmd { taken += n; return nil }
	tb := tableOf(&f, &a, &said)
	tb.TakeBack(h, back)
	if taken != 0 || !f.Asking() || f.Question() != "Bob asks to take back b. Ada, do you agree? (y/n)" {
		t.Fatalf("taken %d before consent; question %q", taken, f.Question())
	}
	a.Key(&f, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("n")})
	if taken != 0 || len(said) != 1 || said[0] != "Ada does not agree: the move stands." {
		t.Fatalf("a refusal took back %d, said %q", taken, said)
	}
	tb.TakeBack(h, back)
	a.Key(&f, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("y")})
	if taken != 1 || said[len(said)-1] != "Took back b." {
		t.Fatalf("consent took back %d, said %q", taken, said)
	}
	tb.PlayAgain(log{movers: []int{0, 1}, played: 2}, back)
	if said[len(said)-1] != "fail: There is nothing to play again." {
		t.Fatalf("said %q", said)
	}
}

func TestTakeBackAgainstTheComputerIsFree(t *testing.T) {
	var f screen.Footer
	var a Answers
	var said []string
	tb := tableOf(&f, &a, &said)
	tb.Human = func(s int) bool { return s == 0 }
	taken := 0
	tb.TakeBack(log{movers: []int{0, 1}, played: 2}, func(n int) tea.Cmd { taken = n; return nil })
	if taken != 2 || f.Asking() || said[0] != "Took back a and b." {
		t.Fatalf("took back %d, asking %v, said %q", taken, f.Asking(), said)
	}
	again := 0
	tb.PlayAgain(log{movers: []int{0, 1}, played: 0}, func(n int) tea.Cmd { again = n; return nil })
	if again != 2 || said[1] != "Played a and b again." {
		t.Fatalf("played %d again, said %q", again, said)
	}
}

func TestSettlePutsGuidanceAndCutsToOneLine(t *testing.T) {
	th := theme.New(theme.Mono, true)
	var f screen.Footer
	Settle(th, &f, "Pick a piece.", 2, 80)
	if msg, tone := f.Message(); msg != "Pick a piece." || tone != screen.ToneHint {
		t.Fatalf("guidance %q %v", msg, tone)
	}
	f.Fail(strings.Repeat("long ", 30))
	Settle(th, &f, "unused", 1, 40)
	if msg, tone := f.Message(); len(msg) > 39 || tone != screen.ToneFail || !strings.HasSuffix(msg, th.Glyph.Ellipsis) {
		t.Fatalf("cut to %q (%d) %v", msg, len(msg), tone)
	}
}

func TestStepIsTheArrowsOnly(t *testing.T) {
	k := NewKeys("PDN", "FEN")
	for name, want := range map[tea.KeyType][2]int{tea.KeyUp: {0, -1}, tea.KeyDown: {0, 1}, tea.KeyLeft: {-1, 0}, tea.KeyRight: {1, 0}} {
		dx, dy, ok := k.Step(tea.KeyMsg{Type: name})
		if !ok || dx != want[0] || dy != want[1] {
			t.Errorf("%v: %d,%d %v", name, dx, dy, ok)
		}
	}
	if _, _, ok := k.Step(tea.KeyMsg{Type: tea.KeyEnter}); ok {
		t.Error("enter stepped")
	}
}
