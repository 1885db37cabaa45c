package screen

import "testing"

func TestCapitaliseMakesTheFirstLetterACapital(t *testing.T) {
	for in, want := range map[string]string{"": "", "the way is blocked": "The way is blocked", "h1-h5: blocked": "H1-h5: blocked", "Already": "Already", "3 moves": "3 moves"} {
		if got := Capitalise(in); got != want {
			t.Errorf("Capitalise(%q) = %q, want %q", in, got, want)
		}
	}
}
