package doublechess_test

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"

	"parlour/ui"
	"parlour/ui/doublechess"
	"parlour/ui/internal/apptest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// session starts the real root model on the data folder dir, with Double
// Chess the only game.
func session(t *testing.T, dir string) *uitest.Harness {
	t.Helper()
	return apptest.Session(t, dir, doublechess.GameEntry())
}

// TestRulesOpenedWhileAComputerThinks plays through the root model: the
// practice set-up with the computers at Easy and Black first, a move by
// the person, the rules opened with F1 while Green thinks, and after Esc
// the computers' moves are on the board and it is Black's turn again;
// then leaving, and Continue in a new session at the same position.
func TestRulesOpenedWhileAComputerThinks(t *testing.T) {
	dir := t.TempDir()
	h := session(t, dir)
	h.MustSee("Double Chess")
	h.Key("enter") // the set-up: seat 1 a person, the others the computer
	for range 3 {
		h.Key("down", "left") // each computer seat from Medium to Easy
	}
	h.Key("down")          // play: a game
	h.Key("down", "right") // first move: Black
	h.Key("down", "down", "down", "down", "enter")
	if _, ok := h.Model.(ui.App).Current().(*doublechess.Game); !ok {
		t.Fatalf("the game screen is %T:\n%s", h.Model.(ui.App).Current(), h.View())
	}
	h.MustSee("Black Player 1 playing")
	h.HoldThoughts()
	h.Key(":")
	h.Type("g2-g3")
	h.Key("enter")
	if h.Held() == 0 {
		t.Fatalf("no computer is thinking:\n%s", h.View())
	}
	h.Key("f1")
	h.MustSee("Rules of Double Chess")
	h.Release() // the computers move while the rules are on top
	h.Key("esc")
	round := regexp.MustCompile(`1\. g2-g3 \S+`)
	if !round.MatchString(h.View()) || !strings.Contains(h.View(), "▸ Black") {
		t.Fatalf("the computers' moves are not on the board, or it is not Black's turn:\n%s", h.View())
	}
	opening := round.FindString(h.View())
	h.Key("esc", "y")
	h.MustSee("Continue Double Chess")

	h2 := session(t, dir)
	h2.Key("down", "enter")
	if _, ok := h2.Model.(ui.App).Current().(*doublechess.Game); !ok {
		t.Fatalf("Continue opened %T:\n%s", h2.Model.(ui.App).Current(), h2.View())
	}
	h2.MustSee(opening)
	h2.MustSee("▸ Black")
}

// goldenEnv is a session in the dark theme with true colour, or in Mono
// (NO_COLOR), or in Mono with --ascii.
func goldenEnv(t *testing.T, colour, ascii bool) *screen.Env {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	if colour {
		r.SetColorProfile(termenv.TrueColor)
	}
	dir := t.TempDir()
	store.New(dir).SaveSettings(store.Settings{Theme: store.ThemeDark, Glyphs: store.GlyphsUnicode})
	return ui.NewSessionEnv(ui.Options{DataDir: dir, NoColor: !colour, ASCII: ascii, Games: []screen.Entry{doublechess.GameEntry()}, Seed: 1, HasSeed: true}, r)
}

// goldenBoard is the board at 80×24 for four people, Black first, after
// the seed's first two rounds and Black's king picked up: men lost, a
// queen attacked, kings in check, each army's last move.
func goldenBoard(t *testing.T, env *screen.Env) string {
	t.Helper()
	people := []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Bob", Kind: seats.Human}, {Name: "Cy", Kind: seats.Human}, {Name: "Di", Kind: seats.Human}}
	g, err := env.Games[0].New(env, screen.Config{Seats: people, Options: map[string]string{"first": "Black"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, g, 80, 24)
	for _, m := range []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8", "Bf1xn9", "Qa8xh1", "Qg14xn7", "Kn8xn7"} {
		h.Key(":")
		h.Type(m)
		h.Key("enter")
	}
	h.Key("enter") // Black picks up the man under the cursor
	return h.Model.View()
}

func TestGoldenBoardColour(t *testing.T) {
	golden.RequireEqual(t, []byte(goldenBoard(t, goldenEnv(t, true, false))))
}

func TestGoldenBoardMono(t *testing.T) {
	frame := goldenBoard(t, goldenEnv(t, false, false))
	if strings.Contains(frame, "\x1b") {
		t.Fatalf("escape codes under NO_COLOR:\n%q", frame)
	}
	golden.RequireEqual(t, []byte(frame))
}

func TestGoldenBoardASCII(t *testing.T) {
	frame := goldenBoard(t, goldenEnv(t, false, true))
	uitest.AssertASCII(t, "the board", frame)
	golden.RequireEqual(t, []byte(frame))
}

// TestMonoArmyLetterKeptUnderMarks: without colour each man's army letter
// stays beside him under the cursor (Black's king, picked up) and under a
// target mark (Green's queen he may take), the marks showing on his other
// side, in Unicode and in ASCII.
func TestMonoArmyLetterKeptUnderMarks(t *testing.T) {
	for _, c := range []struct {
		ascii            bool
		cursor, captured string
	}{{false, "b♚]", "g♛·"}, {true, "bK]", "gQ."}} {
		frame := goldenBoard(t, goldenEnv(t, false, c.ascii))
		var rank1 string
		for _, line := range strings.Split(frame, "\n") {
			if strings.HasPrefix(line, "  1 ") {
				rank1 = line
			}
		}
		if !strings.Contains(rank1, c.cursor+c.captured) {
			t.Errorf("ascii=%v: rank 1 reads %q, want %q beside %q", c.ascii, rank1, c.cursor, c.captured)
		}
	}
}
