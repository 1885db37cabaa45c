package doublechess

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	dc "parlour/games/doublechess"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

var (
	ada  = seats.Seat{Name: "Ada", Kind: seats.Human}
	bob  = seats.Seat{Name: "Bob", Kind: seats.Human}
	cy   = seats.Seat{Name: "Cy", Kind: seats.Human}
	di   = seats.Seat{Name: "Di", Kind: seats.Human}
	easy = seats.Seat{Name: "Easy", Kind: seats.Computer, Level: seats.Easy}

	// fourPeople is a table of four people: nothing waits on a search.
	fourPeople = []seats.Seat{ada, bob, cy, di}
	// practice is the default table: Ada plays Black, the computers the rest.
	practice = []seats.Seat{ada, easy, easy, easy}
	// blackFirst is the set-up with Black moving first.
	blackFirst = map[string]string{"first": firstCh[1].Value}
)

// quick keeps the computer and the coach fast enough for the test
// harness, which drops a command that takes longer than
// uitest.CommandTimeout.
var quick = effort{expert: 50 * time.Millisecond, judge: 4_000, coach: dc.Limits{Depth: 2, Nodes: 3_000}}

// seedOpening is the seed's "Examples in opening", as the engine's tests
// write it: four rounds, the last of one quarter-move.
var seedOpening = []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8", "Bf1xn9", "Qa8xh1", "Qg14xn7", "Kn8xn7", "Kg1xh1", "b8-c8", "j13-j12", "Nn10-m8", "Bn9xm10"}

// table runs one game screen in a stack of its own, the way the root
// would over the menu: what it opens shows on top, the result takes its
// place, and leaving closes it (the stack is empty).
type table struct{ stack *screen.Stack }

func (m table) Init() tea.Cmd                           { return m.stack.Init() }
func (m table) View() string                            { return m.stack.View() }
func (m table) Update(msg tea.Msg) (tea.Model, tea.Cmd) { return m, m.stack.Update(msg) }

// onTable starts a table for s at 80×24.
func onTable(t *testing.T, s screen.Screen) *uitest.Harness {
	t.Helper()
	stack := screen.NewStack(s)
	return uitest.New(t, table{&stack}, 80, 24)
}

// onResult reports whether the game on the table is over: its result
// took its place.
func onResult(h *uitest.Harness) bool {
	switch h.Model.(table).stack.Bottom().(type) {
	case *screen.Result:
		return true
	}
	return false
}

// startGame starts a game through the catalogue's constructor at 80×24.
func startGame(t *testing.T, env *screen.Env, tbl []seats.Seat, opts map[string]string) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: tbl, Options: opts, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.effort = quick
	return onTable(t, g), g
}

// typeMove types a move into the move field and plays it.
func typeMove(h *uitest.Harness, text string) {
	h.T.Helper()
	h.Key(":")
	h.Type(text)
	h.Key("enter")
}

// clickSquare clicks the middle of a square where the layout puts it.
func clickSquare(h *uitest.Harness, g *Game, q dc.Square) {
	h.T.Helper()
	x, y := g.layout().Grid.Centre(q.File(), q.Rank())
	h.Click(x, y)
}

func sq(t testing.TB, text string) dc.Square {
	t.Helper()
	q, err := dc.ParseSquare(text)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// message is the footer's message line.
func message(g *Game) string {
	m, _ := g.Footer.Message()
	return m
}

// panelText is the side panel's text.
func panelText(g *Game) string {
	l := g.layout()
	return strings.Join(g.panelLines(l.PanelW, l.PanelH), "\n")
}
