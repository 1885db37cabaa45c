package draughts

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/games/draughts"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

var (
	ada    = seats.Seat{Name: "Ada", Kind: seats.Human}
	bob    = seats.Seat{Name: "Bob", Kind: seats.Human}
	easy   = seats.Seat{Name: "Easy", Kind: seats.Computer, Level: seats.Easy}
	medium = seats.Seat{Name: "Medium", Kind: seats.Computer, Level: seats.Medium}
)

// quick keeps the computer fast enough for the test harness, which drops a
// command that takes longer than uitest.CommandTimeout.
var quick = effort{expert: 60 * time.Millisecond, judge: 20_000}

func testEnv(t *testing.T) *screen.Env { return uitest.NewEnv(t) }

// quicken makes a game's computer fast and its games between computers
// unpaused.
func quicken(g *Game) *Game {
	g.effort, g.Watch.Pace = quick, 0
	return g
}

// startGame starts a game through the catalogue's constructor.
func startGame(t *testing.T, env *screen.Env, table []seats.Seat, opts map[string]string, w, h int) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: table, Options: opts, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	return play(t, g, w, h), g
}

// startAt starts a game from a position in FEN.
func startAt(t *testing.T, env *screen.Env, table []seats.Seat, r draughts.Rules, fen string) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := draughts.ParseFEN(fen, r)
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(newScreen(env, table, screen.Link{}, options{Rules: r}, newRecord(s), 7))
	return play(t, g, 80, 24), g
}

// table runs one game screen in a stack of its own, as the root would
// over the menu: what it opens shows on top, a screen it is replaced by
// (the result, then the next game) takes its place, and leaving closes
// it (the stack is empty).
type table struct{ stack *screen.Stack }

func (m table) Init() tea.Cmd                           { return m.stack.Init() }
func (m table) View() string                            { return m.stack.View() }
func (m table) Update(msg tea.Msg) (tea.Model, tea.Cmd) { return m, m.stack.Update(msg) }

// play starts a table for a game at w×h.
func play(t *testing.T, g *Game, w, h int) *uitest.Harness {
	t.Helper()
	stack := screen.NewStack(g)
	return uitest.New(t, table{&stack}, w, h)
}

// shown is the screen at the bottom of the table now: the game, or its
// result (nil once the players left).
func shown(h *uitest.Harness) screen.Screen { return h.Model.(table).stack.Bottom() }

// current is the game on the table now (after a replay, the new one).
func current(t *testing.T, h *uitest.Harness) *Game {
	t.Helper()
	g, ok := shown(h).(*Game)
	if !ok {
		t.Fatalf("the table shows %T, not a game", shown(h))
	}
	return g
}

// clickSquare clicks the middle of a square where the layout puts it.
func clickSquare(h *uitest.Harness, g *Game, sq int) {
	h.T.Helper()
	row, col, ok := draughts.Coords(g.variant(), sq)
	if !ok {
		h.T.Fatalf("no square %d", sq)
	}
	l := g.layout()
	x, y := l.Grid.Origin(col, g.variant().BoardSize()-1-row)
	h.Click(x+l.Grid.CellW/2, y+l.Grid.CellH/2)
}

// typeMove types a move into the move field and plays it.
func typeMove(h *uitest.Harness, text string) {
	h.T.Helper()
	h.Key(":")
	h.Type(text)
	h.Key("enter")
}

// fen is the position on the board.
func fen(g *Game) string { return g.rec.Now().FEN() }

// screenLines returns the frame's lines.
func screenLines(h *uitest.Harness) []string { return strings.Split(h.View(), "\n") }

// tickFor is a tick of the game's clock.
func tickFor(g *Game) stopwatch.TickMsg { return stopwatch.TickMsg{ID: g.clock.ID()} }

// mustStart is the opening of English draughts.
func mustStart(t *testing.T) draughts.State {
	t.Helper()
	s, err := draughts.NewGame(draughts.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
