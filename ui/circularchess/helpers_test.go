package circularchess

import (
	"testing"
	"time"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

var (
	ada  = seats.Seat{Name: "Ada", Kind: seats.Human}
	bob  = seats.Seat{Name: "Bob", Kind: seats.Human}
	easy = seats.Seat{Name: "Easy", Kind: seats.Computer, Level: seats.Easy}
)

func testEnv(t *testing.T) *screen.Env { return uitest.NewASCIIEnv(t) }

// quicken keeps the computer within the harness's command timeout.
func quicken(g *Game) *Game {
	g.expert, g.judge, g.Watch.Pace, g.clocks.Each = 50*time.Millisecond, 5_000, 0, 0
	return g
}

// startGame starts a game through the catalogue's constructor.
func startGame(t *testing.T, env *screen.Env, table []seats.Seat, rules string) (*uitest.Harness, *Game) {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: table, Options: map[string]string{"rules": rules}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	return uitest.NewScreen(t, g, 80, 24), g
}

// cellOf names a cell.
func cellOf(t testing.TB, name string) cc.Cell { return mustCell(t, name) }

// goTo moves the cursor by keys to cell c, as a player would: round the
// ring first, then across the rings.
func goTo(h *uitest.Harness, g *Game, c cc.Cell) {
	h.T.Helper()
	for g.cursor.Number() != c.Number() {
		h.Key("right")
	}
	for g.cursor.Ring() < c.Ring() {
		h.Key("down")
	}
	for g.cursor.Ring() > c.Ring() {
		h.Key("up")
	}
}

// moveByKeys plays from-to with the cursor and Enter.
func moveByKeys(h *uitest.Harness, g *Game, from, to string) {
	h.T.Helper()
	goTo(h, g, cellOf(h.T, from))
	h.Key("enter")
	goTo(h, g, cellOf(h.T, to))
	h.Key("enter")
}

// typeMove types a move into the move field and plays it.
func typeMove(h *uitest.Harness, text string) {
	h.T.Helper()
	h.Key(":")
	h.Type(text)
	h.Key("enter")
}

// clickCell clicks the cell where the layout draws it.
func clickCell(h *uitest.Harness, g *Game, c cc.Cell) {
	h.T.Helper()
	x, y := cellPoint(h.T, g, c)
	h.Click(x, y)
}

// cellPoint is where cell c is drawn on the screen now.
func cellPoint(t testing.TB, g *Game, c cc.Cell) (int, int) {
	t.Helper()
	l := g.layout()
	if g.strip {
		f, r := stripPlace(c)
		return l.Grid.Centre(f, r)
	}
	p := g.ring.layoutFor(l.BoardW, l.BoardH).anchor[c]
	return kit.BoardLeft + p.x, l.Top + p.y
}

func fen(g *Game) string { return g.now().FEN() }

// stripPlace returns the file and rank of cell c in the strip.
func stripPlace(c cc.Cell) (file, rank int) {
	return c.Number() - 1, cc.Rings - 1 - int(c.Ring()-'a')
}

// resumeSaved resumes the game's autosave as Continue would.
func resumeSaved(t *testing.T, env *screen.Env) *Game {
	t.Helper()
	e, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, e)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*Game)
}
