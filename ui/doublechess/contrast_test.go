package doublechess_test

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui"
	"parlour/ui/doublechess"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/store"
	"parlour/ui/theme"
)

// TestEveryArmyStandsOutOnEverySquare: on the board as drawn, in the dark
// and the light theme, in true colour and in 256 colours, every man of
// every army (and the kings in check, and the men on a last move's square)
// shows at least 3:1 against the ground he stands on.
func TestEveryArmyStandsOutOnEverySquare(t *testing.T) {
	const men = "♟♞♝♜♛♚♙♘♗♖♕♔"
	for _, mode := range []store.Theme{store.ThemeDark, store.ThemeLight} {
		for _, profile := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256} {
			r := lipgloss.NewRenderer(io.Discard)
			r.SetColorProfile(profile)
			dir := t.TempDir()
			store.New(dir).SaveSettings(store.Settings{Theme: mode, Glyphs: store.GlyphsUnicode})
			env := ui.NewSessionEnv(ui.Options{DataDir: dir, Games: []screen.Entry{doublechess.GameEntry()}, Seed: 1, HasSeed: true}, r)
			drawn := uitest.InkedGlyphs(goldenBoard(t, env), men)
			if len(drawn) < 50 {
				t.Fatalf("%s, profile %v: only %d men found on the board", mode, profile, len(drawn))
			}
			worst := map[[2]string]float64{}
			for _, m := range drawn {
				if m.Bg == "" {
					continue // a lost man in a corner, on the terminal's own ground
				}
				ratio := theme.Contrast(termenv.TrueColor, lipgloss.Color(m.Fg), lipgloss.Color(m.Bg))
				if ratio < theme.MinInkContrast {
					worst[[2]string{m.Fg, m.Bg}] = ratio
				}
			}
			for pair, ratio := range worst {
				t.Errorf("%s, profile %v: a man in %s on %s shows %.2f:1, want at least %.0f:1", mode, profile, pair[0], pair[1], ratio, theme.MinInkContrast)
			}
		}
	}
}
