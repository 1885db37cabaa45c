package serve

import "testing"

// TestClientBackgroundFromCOLORFGBG: a client that says its background
// (COLORFGBG, sent with SendEnv) gets the theme for it; one that says
// nothing, or nonsense, gets the dark one.
func TestClientBackgroundFromCOLORFGBG(t *testing.T) {
	for value, dark := range map[string]bool{
		"":             true,
		"15;0":         true,
		"0;15":         false,
		"0;7":          false,
		"0;default;15": false,
		"7;8":          true,
		"12;4":         true,
		"junk":         true,
		"0;99":         true,
		"0;-1":         true,
	} {
		if got := darkBackground(value); got != dark {
			t.Errorf("COLORFGBG=%q: dark %v, want %v", value, got, dark)
		}
	}
}
