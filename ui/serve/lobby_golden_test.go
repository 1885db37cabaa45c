package serve

import (
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"

	"parlour/ui"
	"parlour/ui/screen"
)

// adminDesk is an admin's lobby's view of the server: the admin key
// (its help is the longest) and a message of the day.
type adminDesk struct{ adminOps }

func (adminDesk) isAdmin(string) bool { return true }
func (adminDesk) motd() string        { return "Whist at nine in the Blue Room." }

// goldenLobby is an admin's lobby at 80 by 24, with a message of the day,
// the longest room name and a seat of hers kept, selected (the longest
// help), as a session set up by opts draws it in colour profile p.
func goldenLobby(t *testing.T, opts ui.Options, p termenv.Profile) string {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	opts.DataDir, opts.Games = t.TempDir(), []screen.Entry{pickGame()}
	env := ui.NewSessionEnv(opts, r)
	reg := newRegistry(testLimits(), opts.Games)
	reg.tableEnv = env
	send := func(tea.Msg) {}
	ada := Identity{Key: "SHA256:ada", Name: "ada"}
	me, _ := reg.register(ada, "", send)
	for _, name := range []string{"Cosy corner", "The longest room name ok"} {
		bob, _ := reg.register(Identity{Key: "SHA256:" + name, Name: "bob"}, "", send)
		if err := reg.create(bob.id, name, pickID, pickConfig("3")); err != nil {
			t.Fatal(err)
		}
	}
	// A game ada plays, and has left: her seat is kept (away).
	if err := reg.create(me.id, "Mine", pickID, pickConfig("3")); err != nil {
		t.Fatal(err)
	}
	carol, _ := reg.register(Identity{Key: "SHA256:carol", Name: "carol"}, "", send)
	if err := reg.enter(carol.id, "Mine"); err != nil {
		t.Fatal(err)
	}
	if err := reg.take(carol.id, -1); err != nil {
		t.Fatal(err)
	}
	if err := reg.start(me.id); err != nil {
		t.Fatal(err)
	}
	reg.leave(me.id)
	defer reg.closeAll()
	l := newLobby(env, reg, adminDesk{}, me.id, ada, "")
	s, _ := l.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	s, _ = s.Update(tea.KeyMsg{Type: tea.KeyDown}) // on her room: Enter's longest word
	return s.View()
}

// checkEighty fails when a line of view is wider than 80 columns, or
// when the help line is cut (its ellipsis).
func checkEighty(t *testing.T, view, ellipsis string) {
	t.Helper()
	lines := strings.Split(view, "\n")
	for _, line := range lines {
		if w := ansi.StringWidth(line); w > 80 {
			t.Errorf("a line of %d columns: %q", w, ansi.Strip(line))
		}
	}
	if help := ansi.Strip(lines[len(lines)-1]); strings.Contains(help, ellipsis) {
		t.Errorf("the help line is cut: %q", help)
	}
}

func TestGoldenLobbyEighty(t *testing.T) {
	v := goldenLobby(t, ui.Options{}, termenv.TrueColor)
	checkEighty(t, v, "…")
	golden.RequireEqual(t, []byte(v))
}

func TestGoldenLobbyEightyASCII(t *testing.T) {
	v := goldenLobby(t, ui.Options{ASCII: true}, termenv.TrueColor)
	for _, r := range ansi.Strip(v) {
		if r > 126 {
			t.Fatalf("%q drawn with --ascii", r)
		}
	}
	checkEighty(t, v, "...")
	golden.RequireEqual(t, []byte(v))
}

func TestGoldenLobbyEightyNoColor(t *testing.T) {
	v := goldenLobby(t, ui.Options{NoColor: true}, termenv.Ascii)
	if strings.Contains(v, "\x1b[") {
		t.Fatal("colour drawn with NO_COLOR")
	}
	checkEighty(t, v, "…")
	golden.RequireEqual(t, []byte(v))
}
