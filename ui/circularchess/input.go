package circularchess

import (
	"context"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/rules"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// Update plays the game; once it is over, its result takes its place.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	next, cmd := g.update(msg)
	return g.then.After(g, next), cmd
}

func (g *Game) update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	if ok, cmd := g.think.Update(msg); ok {
		return g, cmd
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.width, g.height = msg.Width, msg.Height
		return g, nil
	case screen.ShownMsg:
		g.help = g.env.Theme.Help()
		g.rulesOpen = false
		// The clock stopped while the rules were open, and goes on (once:
		// Start does nothing to a running clock). The search, its spinner
		// and its reports went on under the rules.
		return g, g.startClock()
	case screen.SettingsChangedMsg:
		g.help = g.env.Theme.Help()
		return g, nil
	case screen.QuittingMsg:
		g.stopClock()
		g.think.Cancel()
		g.save()
		return g, nil
	}
	// What may change the position, the turn or the field: the keys that
	// act are enabled anew after it.
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case kit.ClockTick:
		cmd = g.clockTicked(msg)
	case kit.RecordReadMsg:
		cmd = g.recordRead(msg)
	case screen.ThoughtMsg:
		cmd = g.thought(msg)
	case screen.ActionMsg:
		cmd = g.action(msg)
	case tea.KeyMsg:
		cmd = g.key(msg)
	case tea.MouseMsg:
		cmd = g.mouse(msg)
	default:
		return g, nil
	}
	g.syncKeys()
	return g, cmd
}

// key handles a key press: an open question first, then the promotion
// choice, then the move field, then the board's commands.
func (g *Game) key(msg tea.KeyMsg) tea.Cmd {
	if g.footer.Asking() {
		return g.answers.Key(&g.footer, msg)
	}
	if g.promo != nil {
		return g.promotionKey(msg)
	}
	if g.field.IsOpen() {
		return g.fieldKey(msg)
	}
	if g.panel != kit.PanelMoves && msg.Type == tea.KeyEsc {
		g.panel = kit.PanelMoves
		return nil
	}
	if refused := g.roomRefuses(msg); refused {
		return nil
	}
	k := g.keys
	if dx, dy, ok := k.Step(msg); ok {
		g.moveCursor(dx, dy)
		return nil
	}
	switch {
	case key.Matches(msg, k.Back):
		return g.back()
	case key.Matches(msg, k.Rules):
		return g.openRules()
	case key.Matches(msg, k.Help):
		g.panel.Toggle(kit.PanelKeys)
	case key.Matches(msg, k.Notate):
		g.panel.Toggle(kit.PanelNotation)
	case key.Matches(msg, k.Scroll):
		g.moveList.Scroll(msg.String(), len(g.moveLines()))
	case key.Matches(msg, k.View):
		g.strip = !g.strip
		g.save()
	case key.Matches(msg, k.Select):
		return g.choose(g.cursor)
	case kit.IsTypedMove(msg):
		move, _ := kit.TypedMove(msg) // ":" and the move at once: typed fast, or pasted
		g.footer.Clear()
		g.records.OpenField(kit.FieldMove, move)
		return nil
	case key.Matches(msg, k.Type):
		return g.openField(fieldMove)
	case key.Matches(msg, k.Load):
		return g.openField(fieldOpen)
	case key.Matches(msg, k.Save):
		g.saveRecordNow()
	case key.Matches(msg, k.Undo):
		return g.undo()
	case key.Matches(msg, k.Redo):
		return g.redo()
	case key.Matches(msg, k.Hint):
		return g.startHint()
	case key.Matches(msg, k.Resign):
		g.resign()
	case key.Matches(msg, k.Draw):
		return g.offerDraw()
	}
	return nil
}

// openRules shows the rules over the game (by g.then), the clock stopped
// until the game is shown again.
func (g *Game) openRules() tea.Cmd {
	g.stopClock()
	g.rulesOpen = true
	g.then.Set(screen.Open(g, rules.New(g.env, GameID, "Circular Chess")))
	return nil
}

// ask puts a yes/no question in the footer.
func (g *Game) ask(question string, then func(yes bool) tea.Cmd) {
	g.answers.Ask(&g.footer, question, then)
}

// back drops a selection, or asks to leave.
func (g *Game) back() tea.Cmd {
	if g.sel != cc.NoCell {
		g.sel = cc.NoCell
		return nil
	}
	kit.AskToLeave(g.env, g.room.link, g.ask, func() {
		g.think.Cancel()
		g.save()
	}, &g.then)
	return nil
}

// moveCursor moves the cursor: dx round the ring (the next or the previous
// number, the ring closing at 16), dy from ring to ring (up toward ring a,
// the outermost). The strip view shows ring a at the top and the numbers
// rising to the right, so the same keys go the same way there.
func (g *Game) moveCursor(dx, dy int) {
	ring := int(g.cursor.Ring()-'a') + dy
	ring = min(max(ring, 0), cc.Rings-1)
	n := (g.cursor.Number()-1+dx+cc.CellsPerRing)%cc.CellsPerRing + 1
	g.cursor, _ = cc.CellAt(byte('a'+ring), n)
}

// targets are the cells the selected piece may go to.
func (g *Game) targets() []cc.Cell {
	if g.sel == cc.NoCell {
		return nil
	}
	var out []cc.Cell
	for _, m := range cc.Legal(g.now()) {
		if m.From == g.sel && (len(out) == 0 || out[len(out)-1] != m.To) {
			out = append(out, m.To)
		}
	}
	return out
}

// choose acts on a cell, by Enter or a click: picks up a piece of the side
// to move, or plays the selected piece there.
func (g *Game) choose(c cc.Cell) tea.Cmd {
	if !g.humanToMove() {
		g.sayWhoseTurn()
		return nil
	}
	g.cursor = c
	s := g.now()
	if p, ok := s.Piece(c); ok && p.Color == s.Turn() && c != g.sel {
		g.sel = c
		g.footer.Clear()
		if len(g.targets()) == 0 {
			g.footer.Warn(fmt.Sprintf("The %v on %v has no legal move.", p.Kind, c))
		}
		return nil
	}
	if g.sel == cc.NoCell || c == g.sel {
		g.sel = cc.NoCell
		if _, ok := s.Piece(c); !ok {
			g.footer.Hint("Pick one of your men first.")
		}
		return nil
	}
	return g.tryMove(cc.Move{From: g.sel, To: c})
}

// tryMove plays m, asks which piece a promotion makes, or explains why the
// move is not legal.
func (g *Game) tryMove(m cc.Move) tea.Cmd {
	var promos []cc.Move
	for _, l := range cc.Legal(g.now()) {
		if l.From == m.From && l.To == m.To && l.Promotion != cc.NoKind {
			promos = append(promos, l)
		}
	}
	if len(promos) > 0 && m.Promotion == cc.NoKind {
		g.promo = promos
		return nil
	}
	if _, err := g.now().Apply(m); err != nil {
		g.footer.Fail(sanitize.Line(err.Error()))
		g.sel = cc.NoCell
		return nil
	}
	return g.play(m)
}

// promotionQuestion is the footer's line while a promotion is asked.
func (g *Game) promotionQuestion() string {
	var b strings.Builder
	b.WriteString("Promote to:")
	for _, m := range g.promo {
		fmt.Fprintf(&b, " %c %v", m.Promotion.Letter()+'a'-'A', m.Promotion)
	}
	return b.String() + "  (esc: another move)"
}

// promotionKey takes the letter of the piece a pawn becomes.
func (g *Game) promotionKey(msg tea.KeyMsg) tea.Cmd {
	if msg.Type == tea.KeyEsc {
		g.promo, g.sel = nil, cc.NoCell
		return nil
	}
	text := strings.ToUpper(msg.String())
	for _, m := range g.promo {
		if text == string(m.Promotion.Letter()) {
			g.promo = nil
			return g.play(m)
		}
	}
	return nil
}

// fieldKey edits the text field; Enter plays the move typed, or opens
// the record named.
func (g *Game) fieldKey(msg tea.KeyMsg) tea.Cmd {
	return g.records.FieldKey(msg, func() tea.Cmd {
		text := strings.TrimSpace(g.field.Value())
		kind := g.field.For()
		g.field.Close()
		if text == "" {
			return nil
		}
		if kind == fieldOpen {
			return g.records.Start(text)
		}
		return g.typedMove(text)
	}, g.openRules)
}

// typedMove plays a move typed in the engine's notation, asks which piece
// a promotion written without one makes, or says why it is not legal.
func (g *Game) typedMove(text string) tea.Cmd {
	if !g.humanToMove() {
		g.footer.Warn("Wait: it is not a person's turn.")
		return nil
	}
	m, err := cc.ParseMove(g.now(), text)
	if err != nil {
		if plain, perr := cc.ParseMove(g.now(), text+"=Q"); perr == nil {
			g.sel = plain.From
			return g.tryMove(cc.Move{From: plain.From, To: plain.To})
		}
		g.footer.Fail(sanitize.Line(err.Error()))
		return nil
	}
	g.sel = cc.NoCell
	return g.play(m)
}

// history is the game's record as the kit's take-back policy sees it:
// seat 0 plays White.
type history struct{ g *Game }

func (h history) Played() int           { return h.g.played }
func (h history) Len() int              { return len(h.g.moves) }
func (h history) Mover(i int) int       { return int(h.g.states[i].Turn()) }
func (h history) Describe(i int) string { return h.g.texts[i] }

// table is the screen as the kit's take-back flow sees it.
func (g *Game) table() kit.Table {
	return kit.Table{Seats: len(g.seats), Ask: g.ask, Note: g.footer.Note, Fail: g.footer.Fail,
		Human: func(seat int) bool { return g.seats[seat].IsHuman() },
		Name:  func(seat int) string { return sanitize.Name(g.seats[seat].Name) }}
}

// undo takes back a move: against the computer freely, back to the
// person's last turn; between two people with the other's consent.
func (g *Game) undo() tea.Cmd {
	return g.table().TakeBack(history{g}, func(n int) tea.Cmd {
		g.played -= n
		return g.changed()
	})
}

// redo plays again what undo took back: against the computer up to the
// person's next turn; between two people with the other's consent.
func (g *Game) redo() tea.Cmd {
	return g.table().PlayAgain(history{g}, func(n int) tea.Cmd {
		g.played += n
		return g.changed()
	})
}

// startHint asks the computer for the move it would make.
func (g *Game) startHint() tea.Cmd {
	if !g.humanToMove() {
		return nil
	}
	s, nodes := g.now(), g.judge
	return g.think.Start(kit.TaskHint, func(ctx context.Context, _ kit.Report) any {
		return hintResult{cc.Search(ctx, s, cc.Limits{Nodes: nodes}).Move}
	})
}

// resign asks the side to move whether it gives the game up.
func (g *Game) resign() {
	side := g.resigner()
	name := g.seatOf(side).Name
	g.ask(name+", resign this game? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		if g.inRoom() {
			return g.sendResign(side)
		}
		g.end = &cc.Verdict{Status: cc.Win, Winner: side.Opponent()}
		g.endReason = sanitize.Name(name) + " resigned"
		return g.changed()
	})
}

// offerDraw offers a draw: the computer weighs it, a person answers.
func (g *Game) offerDraw() tea.Cmd {
	side := g.now().Turn()
	other := g.seatOf(side.Opponent())
	if !other.IsHuman() {
		s, nodes, computer := g.now(), g.judge, side.Opponent()
		g.footer.Note("You offer a draw" + g.env.Theme.Glyph.Ellipsis)
		return g.think.Start(kit.TaskDraw, func(ctx context.Context, _ kit.Report) any {
			score := cc.Search(ctx, s, cc.Limits{Nodes: nodes}).Score
			if s.Turn() != computer {
				score = -score
			}
			return drawAnswer{accept: score <= -50 || score <= 20 && s.MoveNumber() > 30, score: score}
		})
	}
	g.ask(fmt.Sprintf("%s offers a draw. %s, do you accept? (y/n)", sanitize.Name(g.seatOf(side).Name), sanitize.Name(other.Name)), func(yes bool) tea.Cmd {
		if !yes {
			g.footer.Note("The draw is declined; play on.")
			return nil
		}
		g.end = &cc.Verdict{Status: cc.Draw}
		g.endReason = "drawn by agreement"
		return g.changed()
	})
	return nil
}

// mouse picks or moves with a click on a cell.
func (g *Game) mouse(msg tea.MouseMsg) tea.Cmd {
	if !kit.Click(msg) || g.footer.Asking() || g.promo != nil {
		return nil
	}
	c, ok := g.cellAtScreen(msg.X, msg.Y)
	if !ok {
		return nil
	}
	return g.choose(c)
}
