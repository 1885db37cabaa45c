package doublechess

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/rules"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// key handles a key press: an open question first, then an open field,
// then a promotion being chosen, then the board's commands.
func (g *Game) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if cmd, ok := g.records.Intercept(msg, &g.answers, g.fieldActs); ok {
		return g, cmd
	}
	if len(g.promo) > 0 {
		return g, g.promotionKey(msg)
	}
	if g.panel.CloseNotation(&g.footer, &g.keys.Keys, msg) {
		return g, nil // Esc and the notation key only close it
	}
	g.footer.Clear()
	k := g.keys
	if g.link.InRoom() && roomRefuses(msg, k) {
		g.footer.Fail(roomRefusal)
		return g, nil
	}
	var cmd tea.Cmd
	switch {
	case key.Matches(msg, k.Back):
		cmd = g.back()
	case key.Matches(msg, k.Rules):
		return screen.Open(g, g.rules()), nil
	case key.Matches(msg, k.Help):
		g.panel.Toggle(kit.PanelKeys)
	case key.Matches(msg, k.Up):
		g.moveCursor(0, -1)
	case key.Matches(msg, k.Down):
		g.moveCursor(0, 1)
	case key.Matches(msg, k.Left):
		g.moveCursor(-1, 0)
	case key.Matches(msg, k.Right):
		g.moveCursor(1, 0)
	case key.Matches(msg, k.Select) || msg.String() == " ":
		cmd = g.choose(g.cursor)
	case key.Matches(msg, k.Next):
		g.jump(1)
	case key.Matches(msg, k.Previous):
		g.jump(-1)
	case kit.IsTypedMove(msg):
		if move, _ := kit.TypedMove(msg); g.humanToMove() {
			g.records.OpenField(kit.FieldMove, move)
		} else if g.link.InRoom() {
			g.footer.Fail(g.waitText())
		}
	case g.link.InRoom() && !g.humanToMove() && slices.Contains(k.Type.Keys(), msg.String()):
		g.footer.Fail(g.waitText()) // the binding is off: not this copy's turn
	case key.Matches(msg, k.Type):
		if g.humanToMove() {
			g.records.OpenField(kit.FieldMove, "")
		}
	case key.Matches(msg, k.Flip):
		g.turns = (g.turns + 1) % 4
		g.save()
	case g.link.InRoom() && key.Matches(msg, k.Undo):
		cmd = g.propose(proposeUndo)
	case g.link.InRoom() && key.Matches(msg, k.Redo):
		cmd = g.propose(proposeRedo)
	case g.link.InRoom() && key.Matches(msg, k.Draw):
		cmd = g.propose(proposeDraw)
	case g.link.InRoom() && key.Matches(msg, k.Declare):
		cmd = g.propose(proposeDeclare)
	case key.Matches(msg, k.Undo):
		cmd = g.undo()
	case key.Matches(msg, k.Redo):
		cmd = g.redo()
	case key.Matches(msg, k.Hint):
		cmd = g.startHint()
	case key.Matches(msg, k.Resign):
		g.resign()
	case key.Matches(msg, k.Draw):
		cmd = g.offerDraw()
	case key.Matches(msg, k.Declare):
		g.declare()
	case key.Matches(msg, k.Coach):
		g.toggleCoach()
	case key.Matches(msg, k.Save):
		g.records.OpenField(kit.FieldSave, g.records.Offer())
	case key.Matches(msg, k.Load):
		g.records.OpenField(kit.FieldOpen, g.records.Offer())
	case key.Matches(msg, k.Notate):
		g.panel = kit.PanelNotation
		g.footer.Note("The position in FEN4 is in the panel (Shift+drag selects it in most terminals).")
	case key.Matches(msg, k.Scroll):
		g.moves.Scroll(msg.String(), len(g.snap.rounds))
	}
	g.syncKeys()
	return g, cmd
}

// back cancels a selection, closes a panel, or asks to leave.
func (g *Game) back() tea.Cmd {
	switch {
	case g.sel != dc.NoSquare:
		g.sel = dc.NoSquare
		return nil
	case g.panel != kit.PanelMoves:
		g.panel = kit.PanelMoves
		return nil
	case g.over():
		g.then.Set(screen.Home())
		return nil
	}
	// In a room, Home leaves the room's screens for the lobby; the room
	// plays on.
	kit.AskToLeave(g.env, g.link, g.ask, func() {
		g.think.Cancel()
		g.coach.Cancel()
		g.stopClock()
		g.save()
	}, &g.then)
	return nil
}

// rules is the rules of the game, to open over it.
func (g *Game) rules() screen.Screen { return rules.New(g.env, GameID, "Double Chess") }

// ask opens a yes/no question; answer runs with the reply.
func (g *Game) ask(question string, answer func(yes bool) tea.Cmd) {
	g.answers.Ask(&g.footer, question, answer)
}

// mouse handles clicks on the board and the wheel over the move list.
func (g *Game) mouse(msg tea.MouseMsg) tea.Cmd {
	if g.footer.Asking() || g.field.IsOpen() || len(g.promo) > 0 {
		return nil
	}
	scroll := func(how string) { g.moves.Scroll(how, len(g.snap.rounds)) }
	return kit.Mouse(msg, g.grid, scroll, func(file, rank int) tea.Cmd {
		g.footer.Clear()
		g.cursor = dc.NewSquare(file, rank)
		cmd := g.choose(g.cursor)
		g.syncKeys()
		return cmd
	})
}

// grid is where the board's cells are drawn.
func (g *Game) grid() board.Grid { return g.layout().Grid }

// moveCursor steps the cursor one cell in a screen direction, as the
// player sees the board turned, skipping the cut corners.
func (g *Game) moveCursor(dx, dy int) {
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

// jump moves the cursor to the next (by > 0) or previous square that
// matters now: the men that can move, or once one is picked up, his
// squares.
func (g *Game) jump(by int) {
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
	if g.over() || !q.OnBoard() {
		return nil
	}
	s := g.rec.now()
	side := s.Turn()
	if !g.humanToMove() {
		g.footer.Fail(g.waitText())
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
		g.footer.Fail(fmt.Sprintf("%v is empty: choose one of %s's men.", q, side))
		return nil
	case p.Color != side:
		g.footer.Fail(fmt.Sprintf("That is %v: it is %s's turn.", p, side))
		return nil
	case !g.movesFrom(q):
		g.footer.Fail(g.whyStuck(q))
		return nil
	}
	g.sel, g.hint = q, nil
	return nil
}

// waitText says whose turn it is, to someone who may not move now: the
// army at one keyboard (a computer's), the player's name in a room.
func (g *Game) waitText() string {
	side := g.rec.now().Turn()
	if g.link.InRoom() {
		return fmt.Sprintf("Wait: it is %s's turn.", g.name(side))
	}
	return fmt.Sprintf("Wait: it is %s's turn.", side)
}

// whyStuck says why the man on q has no move, in the engine's words where
// it has them.
func (g *Game) whyStuck(q dc.Square) string {
	s := g.rec.now()
	p, _ := s.Piece(q)
	if s.InCheck(s.Turn()) {
		return fmt.Sprintf("%s is in check, and %s cannot help.", s.Turn(), p.String())
	}
	return fmt.Sprintf("%s has no move.", capitalise(p.String()))
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
		_, err := g.rec.now().Apply(dc.Move{From: from, To: to})
		if err == nil {
			err = fmt.Errorf("%v cannot go to %v", from, to)
		}
		g.footer.Fail(sentence(err))
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
		g.footer.Fail(sentence(err))
	}
	return cmd
}

// typed plays a move typed in long algebraic notation, or as its two
// squares alone ("j1-i3", "j1i3"); a pawn's move onto a back row without
// the piece asks for it.
func (g *Game) typed(text string) (tea.Cmd, error) {
	s := g.rec.now()
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

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// sentence is kit.Sentence for this game's messages, which often begin
// with a square or a move: "h1-h5: the way is blocked at h2." keeps its
// small letter, as the notation writes it.
func sentence(err error) string {
	if err == nil {
		return ""
	}
	text := kit.Sentence(err)
	raw := sanitize.Line(err.Error())
	if len(raw) > 1 && raw[0] >= 'a' && raw[0] <= 'n' && raw[1] >= '0' && raw[1] <= '9' {
		return raw[:1] + text[1:]
	}
	return text
}
