package doublets

import "testing"

// TestPuzzleSetUpShowsANewDoubletsChoicesForItAlone: the difficulty and
// the length of a new doublet are offered when a new doublet is chosen,
// and hidden for Carroll's, the day's, the jewels and the records.
func TestPuzzleSetUpShowsANewDoubletsChoicesForItAlone(t *testing.T) {
	for _, o := range PuzzlesEntry().Options {
		if o.Key != "difficulty" && o.Key != "length" {
			continue
		}
		for _, c := range puzzleChoices {
			want := c.Value == choiceNew
			if o.ShownWhen == nil || o.ShownWhen(map[string]string{"puzzle": c.Value}) != want {
				t.Errorf("%q with the puzzle %q: shown %v", o.Label, c.Label, !want)
			}
		}
	}
}
