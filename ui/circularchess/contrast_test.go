package circularchess_test

import (
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/internal/uitest"
	"parlour/ui/store"
	"parlour/ui/theme"
)

// TestEveryManStandsOutOnEverySquare: in the ring and the strip, in the
// dark and the light theme, in true colour and 256 colours, every man
// shows at least 3:1 against the ground he stands on (White's on the
// light squares were 1.8:1).
func TestEveryManStandsOutOnEverySquare(t *testing.T) {
	for _, strip := range []bool{false, true} {
		for _, mode := range []store.Theme{store.ThemeDark, store.ThemeLight} {
			for _, profile := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256} {
				men := 0
				for _, m := range uitest.InkedGlyphs(drawnGame(t, strip, mode, profile), "KQRBNPkqrbnp") {
					if m.Bg == "" {
						continue // a letter of the panel, on the terminal's own ground
					}
					men++
					if ratio := theme.Contrast(termenv.TrueColor, lipgloss.Color(m.Fg), lipgloss.Color(m.Bg)); ratio < theme.MinInkContrast {
						t.Errorf("strip %v, %s, profile %v: %s in %s on %s shows %.2f:1", strip, mode, profile, m.Glyph, m.Fg, m.Bg, ratio)
					}
				}
				if men != 32 {
					t.Errorf("strip %v, %s, profile %v: %d men on the board, want 32", strip, mode, profile, men)
				}
			}
		}
	}
}
