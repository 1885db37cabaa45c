package screen

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/theme"
)

func TestHelpViewNeverRunsPastItsWidth(t *testing.T) {
	var bindings []key.Binding
	for _, k := range []string{"enter", "ctrl+z", "tab", "ctrl+g", "f1", "?", "esc"} {
		bindings = append(bindings, key.NewBinding(key.WithKeys(k), key.WithHelp(k, "does something")))
	}
	for width := 10; width <= 120; width++ {
		h := help.New()
		h.Width = width
		if got := lipgloss.Width(ShortHelpView(h, bindings)); got > width {
			t.Fatalf("at width %d the help line is %d wide", width, got)
		}
	}
}

func TestPinFooterPutsFooterOnLastLine(t *testing.T) {
	out := PinFooter("a\nb", "help", 10)
	lines := strings.Split(out, "\n")
	if len(lines) != 10 || lines[9] != "help" {
		t.Fatalf("got %d lines, last %q", len(lines), lines[len(lines)-1])
	}
}

func TestTooSmallNamesBothSizes(t *testing.T) {
	for _, mode := range []struct{ ascii bool }{{false}, {true}} {
		th := themeFor(mode.ascii)
		msg := TooSmall(th, 40, 12, 30, 10)
		if !strings.Contains(msg, "40") || !strings.Contains(msg, "30") || !strings.Contains(msg, "needs at least") {
			t.Fatalf("message %q", msg)
		}
	}
}

func themeFor(ascii bool) *theme.Theme { return theme.New(theme.Mono, ascii) }

func TestPlayersAndAllowedSeats(t *testing.T) {
	g := Entry{MinSeats: 2, MaxSeats: 4, SeatCounts: []int{2, 4}}
	if g.Players() != "2 or 4 players" || g.AllowsSeats(3) || !g.AllowsSeats(4) || g.AllowsSeats(5) {
		t.Fatalf("players %q, allows 3: %v", g.Players(), g.AllowsSeats(3))
	}
	g = Entry{MinSeats: 1, MaxSeats: 1}
	if g.Players() != "1 player" || !g.AllowsSeats(1) {
		t.Fatalf("players %q", g.Players())
	}
	g = Entry{MinSeats: 2, MaxSeats: 6}
	if g.Players() != "2–6 players" || !g.AllowsSeats(5) {
		t.Fatalf("players %q", g.Players())
	}
}

// TestTooSmallSaysWhatFitsWhole: a window too small for the whole notice
// gets a shorter one with no word broken, down to a "+" in one cell.
func TestTooSmallSaysWhatFitsWhole(t *testing.T) {
	for _, c := range []struct {
		w, h int
		want string
	}{
		{80, 5, "needs at least 40x12"},
		{16, 2, "Parlour needs"},
		{6, 1, "40x12"},
		{3, 40, "+"},
		{1, 1, "+"},
	} {
		th := themeFor(true)
		got := ansi.Strip(TooSmall(th, 40, 12, c.w, c.h))
		if !strings.Contains(strings.Join(strings.Fields(got), " "), c.want) {
			t.Errorf("%dx%d: %q, want %q", c.w, c.h, got, c.want)
		}
		if lipgloss.Height(got) > c.h || lipgloss.Width(got) > c.w {
			t.Errorf("%dx%d: %q is larger than the window", c.w, c.h, got)
		}
	}
}
