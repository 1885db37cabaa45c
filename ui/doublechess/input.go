package doublechess

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// Shown is the game on top again, back from the rules: the clocks, the
// searches, their spinners and their reports went on under them, and
// nothing is started again.
func (g *Game) Shown() tea.Cmd { return nil }

// PauseClock leaves the clock running while the rules are read: each
// person's time is the whole game's, by the book.
func (g *Game) PauseClock() {}

// Stop stops the searches, the coach's too, and the running clock.
func (g *Game) Stop() {
	g.Think.Cancel()
	g.coach.Cancel()
	g.dropStudy()
	g.stopClock()
}

// Other takes the clock's ticks and turns the coach's spinner.
func (g *Game) Other(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case kit.ClockTick:
		return g.clockTicked(msg)
	case spinner.TickMsg:
		return tea.Batch(g.coach.Tick(msg), g.studyThink.Tick(msg))
	}
	return nil
}

// Modal takes the piece a pawn becomes while it is asked.
func (g *Game) Modal(msg tea.KeyMsg) (tea.Cmd, bool) {
	if len(g.promo) == 0 {
		return nil, false
	}
	return g.promotionKey(msg), true
}

// Key takes Double Chess's own keys: the board turns, the honours of
// war, the coach, [ and ] scroll the notes (the panel says so when they
// overflow). (Space picks as Enter does, in every board game:
// kit.Keys.Select.)
func (g *Game) Key(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := g.keys
	switch {
	case key.Matches(msg, k.Flip):
		g.turns = (g.turns + 1) % 4
		g.Save()
	case key.Matches(msg, k.Declare):
		return g.declare(), true
	case key.Matches(msg, k.Coach):
		g.toggleCoach()
	case msg.String() == "[":
		g.scrollNotes(-1)
	case msg.String() == "]":
		g.scrollNotes(1)
	default:
		return nil, false
	}
	return nil, true
}

// Deselect drops the man picked up.
func (g *Game) Deselect() bool {
	if g.sel == dc.NoSquare {
		return false
	}
	g.sel = dc.NoSquare
	return true
}

// Choose acts on the square under the cursor.
func (g *Game) Choose() tea.Cmd { return g.choose(g.cursor) }

// MoveLines is the number of lines of the move list.
func (g *Game) MoveLines() int { return len(g.snap.rounds) }

// Mouse handles clicks on the board and the wheel over the move list.
func (g *Game) Mouse(msg tea.MouseMsg) tea.Cmd {
	if len(g.promo) > 0 {
		return nil
	}
	scroll := func(how string) { g.MoveList.Scroll(how, len(g.snap.rounds)) }
	return kit.Mouse(msg, g.grid, scroll, func(file, rank int) tea.Cmd {
		g.Footer.Clear()
		g.cursor = dc.NewSquare(file, rank)
		return g.choose(g.cursor)
	})
}

// grid is where the board's cells are drawn.
func (g *Game) grid() board.Grid { return g.layout().Grid }

// MoveCursor steps the cursor one cell in a screen direction, as the
// player sees the board turned, skipping the cut corners.
func (g *Game) MoveCursor(dx, dy int) {
	grid := g.layout().Grid
	f, r := g.cursor.File(), g.cursor.Rank()
	for range dc.Size {
		nf, nr, on := grid.Step(f, r, dx, dy)
		if nf == f && nr == r {
			return // the edge
		}
		f, r = nf, nr
		if on {
			g.cursor = dc.NewSquare(f, r)
			return
		}
	}
}

// placeCursor puts the cursor on a man that can move, unless it is on one
// already.
func (g *Game) placeCursor() {
	if g.cursor.OnBoard() && g.movesFrom(g.cursor) {
		return
	}
	for _, m := range g.snap.legal {
		if !m.Pass {
			g.cursor = m.From
			return
		}
	}
	if !g.cursor.OnBoard() {
		g.cursor = dc.NewSquare(7, 0)
	}
}

// movesFrom reports whether the man on q has a legal move now.
func (g *Game) movesFrom(q dc.Square) bool {
	for _, m := range g.snap.legal {
		if !m.Pass && m.From == q {
			return true
		}
	}
	return false
}

// Jump moves the cursor to the next (by > 0) or previous square that
// matters now: the men that can move, or once one is picked up, his
// squares.
func (g *Game) Jump(by int) {
	var stops []dc.Square
	for _, m := range g.snap.legal {
		if m.Pass {
			continue
		}
		q := m.From
		if g.sel != dc.NoSquare {
			if m.From != g.sel {
				continue
			}
			q = m.To
		}
		if !slices.Contains(stops, q) {
			stops = append(stops, q)
		}
	}
	slices.Sort(stops)
	g.cursor, _ = kit.Cycle(stops, g.cursor, by)
}

// choose acts on a square chosen by Enter, Space or a click: pick up a
// man, or put him down.
func (g *Game) choose(q dc.Square) tea.Cmd {
	if g.Over() || !q.OnBoard() {
		return nil
	}
	s := g.rec.Now()
	side := s.Turn()
	if !g.CanMove() {
		g.Footer.Fail(g.Wait())
		return nil
	}
	p, occupied := s.Piece(q)
	if g.sel != dc.NoSquare {
		switch {
		case q == g.sel:
			g.sel = dc.NoSquare
			return nil
		case occupied && p.Color == side:
			// another of his own men
		default:
			return g.moveTo(g.sel, q)
		}
	}
	switch {
	case !occupied:
		g.Footer.Fail(fmt.Sprintf("%v is empty: choose one of %s's men.", q, side))
		return nil
	case p.Color != side:
		g.Footer.Fail(fmt.Sprintf("That is %v: it is %s's turn.", p, side))
		return nil
	case !g.movesFrom(q):
		g.Footer.Fail(g.whyStuck(q))
		return nil
	}
	g.sel, g.hint = q, nil
	return nil
}

// Wait says whose turn it is, to someone who may not move now.
func (g *Game) Wait() string {
	side := g.rec.Now().Turn()
	return kit.WaitText(g.seatOf(side).Name, side.String())
}

// whyStuck says why the man on q has no move, in the engine's words where
// it has them.
func (g *Game) whyStuck(q dc.Square) string {
	s := g.rec.Now()
	p, _ := s.Piece(q)
	if s.InCheck(s.Turn()) {
		return fmt.Sprintf("%s is in check, and %s cannot help.", s.Turn(), p.String())
	}
	return fmt.Sprintf("%s has no move.", screen.Capitalise(p.String()))
}

// moveTo plays the move of the man on from to to, or asks which piece a
// pawn becomes, or says why it is not allowed.
func (g *Game) moveTo(from, to dc.Square) tea.Cmd {
	var options []dc.Move
	for _, m := range g.snap.legal {
		if !m.Pass && m.From == from && m.To == to {
			options = append(options, m)
		}
	}
	switch len(options) {
	case 0:
		_, err := g.rec.Now().Apply(dc.Move{From: from, To: to})
		if err == nil {
			err = fmt.Errorf("%v cannot go to %v", from, to)
		}
		g.Footer.Fail(sentence(err))
		return nil
	case 1:
		return g.playMove(options[0])
	}
	g.promo = options
	return nil
}

// promotionKey takes the piece a pawn becomes: q, r, b or n.
func (g *Game) promotionKey(msg tea.KeyMsg) tea.Cmd {
	kinds := map[string]dc.Kind{"q": dc.Queen, "r": dc.Rook, "b": dc.Bishop, "n": dc.Knight}
	if msg.Type == tea.KeyEsc {
		g.promo, g.sel = nil, dc.NoSquare
		return nil
	}
	k, ok := kinds[strings.ToLower(msg.String())]
	if !ok {
		return nil
	}
	for _, m := range g.promo {
		if m.Promotion == k {
			g.promo = nil
			return g.playMove(m)
		}
	}
	return nil
}

// playMove plays a person's move.
func (g *Game) playMove(m dc.Move) tea.Cmd {
	g.sel, g.promo = dc.NoSquare, nil
	g.notes = nil
	cmd, err := g.play(m)
	if err != nil {
		g.Footer.Fail(sentence(err))
	}
	return cmd
}

// typed plays a move typed in long algebraic notation, or as its two
// squares alone ("j1-i3", "j1i3"); a pawn's move onto a back row without
// the piece asks for it.
func (g *Game) typed(text string) (tea.Cmd, error) {
	s := g.rec.Now()
	m, err := dc.ParseMove(s, text)
	if err != nil {
		squares, ok := squaresOnly(text)
		if !ok {
			return nil, err
		}
		m = squares
	}
	if !m.Pass && m.Promotion == dc.NoKind {
		var options []dc.Move
		for _, l := range g.snap.legal {
			if l.From == m.From && l.To == m.To && l.Promotion != dc.NoKind {
				options = append(options, l)
			}
		}
		if len(options) > 0 {
			g.sel, g.promo = m.From, options
			return nil, nil
		}
	}
	if _, err := s.Apply(m); err != nil {
		return nil, err
	}
	g.notes = nil
	return g.play(m)
}

// squaresOnly reads a move written as its two squares, with -, x, a space
// or nothing between them and any of "+#!?" after: the board says which
// man moves and whether he takes.
func squaresOnly(text string) (dc.Move, bool) {
	text = strings.TrimRight(strings.TrimSpace(text), "+#!?")
	for i := 2; i <= 3 && i < len(text); i++ {
		from, err := dc.ParseSquare(text[:i])
		if err != nil {
			continue
		}
		rest := strings.TrimLeft(text[i:], "-x ")
		if to, err := dc.ParseSquare(rest); err == nil {
			return dc.Move{From: from, To: to}, true
		}
	}
	return dc.Move{}, false
}

// sentence is kit.Sentence for this game's messages, which often begin
// with a square or a move: "h1-h5: the way is blocked at h2." keeps its
// small letter, as the notation writes it. A refusal that ends with its
// rule, "(rule 8).", names it first ("Rule 8: ..."), so that a message
// cut at the window's edge keeps it.
func sentence(err error) string {
	if err == nil {
		return ""
	}
	text := kit.Sentence(err)
	raw := sanitize.Line(err.Error())
	small := len(raw) > 1 && raw[0] >= 'a' && raw[0] <= 'z'
	if small && raw[0] <= 'n' && raw[1] >= '0' && raw[1] <= '9' {
		text = raw[:1] + text[1:]
	}
	if m := ruleAtEnd.FindStringSubmatchIndex(text); m != nil {
		rest := text[:m[0]]
		if small {
			rest = raw[:1] + rest[1:] // it goes on after the rule
		}
		text = "Rule " + text[m[2]:m[3]] + ": " + rest + "."
	}
	return text
}

// ruleAtEnd finds the rule a refusal ends with: " (rule 8)." or
// " (rules 5 and 8).".
var ruleAtEnd = regexp.MustCompile(` \(rules? ([0-9][0-9a-z ,]*)\)\.$`)
