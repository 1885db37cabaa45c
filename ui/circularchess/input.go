package circularchess

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
)

// Shown is the game on top again: the clock the rules stopped goes on
// (once: Start does nothing to a running clock). The search, its spinner
// and its reports went on under the rules.
func (g *Game) Shown() tea.Cmd {
	g.rulesOpen = false
	return g.startClock()
}

// PauseClock stops the clock while the rules are open.
func (g *Game) PauseClock() {
	g.stopClock()
	g.rulesOpen = true
}

// Other takes the clock's ticks.
func (g *Game) Other(msg tea.Msg) tea.Cmd {
	if tick, ok := msg.(kit.ClockTick); ok {
		return g.clockTicked(tick)
	}
	return nil
}

// Modal takes the letter of a promotion while one is asked.
func (g *Game) Modal(msg tea.KeyMsg) (tea.Cmd, bool) {
	if g.promo == nil {
		return nil, false
	}
	return g.promotionKey(msg), true
}

// Key takes the game's own key: the view.
func (g *Game) Key(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := g.keys
	switch {
	case key.Matches(msg, k.View):
		g.strip = !g.strip
		g.Save()
	default:
		return nil, false
	}
	return nil, true
}

// FieldActs are what the field's keys lead to: the move typed, the record
// saved or opened, the rules.
func (g *Game) FieldActs() kit.FieldActs {
	return kit.FieldActs{CanMove: g.CanMove(), Rules: g.OpenRules,
		Typed: func(text string) (tea.Cmd, error) { return g.typedMove(text), nil },
		Write: g.recordText, Saved: g.Save}
}

// Wait says whose turn it is, to one who may not act now.
func (g *Game) Wait() string { return g.whoseTurn() }

// Deselect drops the piece picked up.
func (g *Game) Deselect() bool {
	if g.sel == cc.NoCell {
		return false
	}
	g.sel = cc.NoCell
	return true
}

// Choose acts on the cell under the cursor.
func (g *Game) Choose() tea.Cmd { return g.choose(g.cursor) }

// MoveLines is the number of lines of the move list.
func (g *Game) MoveLines() int { return len(g.moveLines()) }

// MoveCursor moves the cursor: dx round the ring (the next or the previous
// number, the ring closing at 16), dy from ring to ring (up toward ring a,
// the outermost). The strip view shows ring a at the top and the numbers
// rising to the right, so the same keys go the same way there.
func (g *Game) MoveCursor(dx, dy int) {
	ring := int(g.cursor.Ring()-'a') + dy
	ring = min(max(ring, 0), cc.Rings-1)
	n := (g.cursor.Number()-1+dx+cc.CellsPerRing)%cc.CellsPerRing + 1
	g.cursor, _ = cc.CellAt(byte('a'+ring), n)
}

// Jump moves the cursor to the next (by > 0) or previous cell that
// matters now: the pieces that can move, or once one is picked up, the
// cells it may go to; round the board from cell 1, outer ring first.
func (g *Game) Jump(by int) {
	stops := g.targets()
	if g.sel == cc.NoCell && g.CanMove() {
		for _, m := range cc.Legal(g.now()) {
			if !slices.Contains(stops, m.From) {
				stops = append(stops, m.From)
			}
		}
	}
	slices.SortFunc(stops, func(a, b cc.Cell) int {
		return cmp.Or(cmp.Compare(a.Number(), b.Number()), cmp.Compare(a.Ring(), b.Ring()))
	})
	g.cursor, _ = kit.Cycle(stops, g.cursor, by)
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
	if !g.CanMove() {
		g.sayWhoseTurn()
		return nil
	}
	g.cursor = c
	s := g.now()
	if p, ok := s.Piece(c); ok && p.Color == s.Turn() && c != g.sel {
		g.sel = c
		g.Footer.Clear()
		if len(g.targets()) == 0 {
			g.Footer.Warn(fmt.Sprintf("The %v on %v has no legal move.", p.Kind, c))
		}
		return nil
	}
	if g.sel == cc.NoCell || c == g.sel {
		g.sel = cc.NoCell
		if _, ok := s.Piece(c); !ok {
			g.Footer.Hint("Pick one of your men first.")
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
		g.Footer.Fail(sanitize.Line(err.Error()))
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

// typedMove plays a move typed in the engine's notation, asks which piece
// a promotion written without one makes, or says why it is not legal.
func (g *Game) typedMove(text string) tea.Cmd {
	m, err := cc.ParseMove(g.now(), text)
	if err != nil {
		if plain, perr := cc.ParseMove(g.now(), text+"=Q"); perr == nil {
			g.sel = plain.From
			return g.tryMove(cc.Move{From: plain.From, To: plain.To})
		}
		g.Footer.Fail(sanitize.Line(err.Error()))
		return nil
	}
	g.sel = cc.NoCell
	return g.play(m)
}

// history is the game's record as the kit's take-back policy sees it:
// seat 0 plays White.
type history struct{ g *Game }

func (h history) Played() int           { return h.g.rec.Played }
func (h history) Len() int              { return h.g.rec.Len() }
func (h history) Mover(i int) int       { return int(h.g.rec.Before(i).Turn()) }
func (h history) Describe(i int) string { return h.g.rec.Text(i) }

// seating is the screen as the kit's take-back flow sees it.
func (g *Game) seating() kit.Seating {
	return g.Seating(len(g.Seats), func(seat int) bool { return g.Seats[seat].IsHuman() },
		func(seat int) string { return g.Seats[seat].Name })
}

// Undo takes back a move: against the computer freely, back to the
// person's last turn; between two people with the other's consent.
func (g *Game) Undo() tea.Cmd {
	if g.InRoom() {
		return g.propose(kit.ProposeUndo)
	}
	return g.seating().TakeBack(history{g}, func(n int) tea.Cmd {
		g.rec.Played -= n
		return g.changed()
	})
}

// Redo plays again what Undo took back: against the computer up to the
// person's next turn; between two people with the other's consent.
func (g *Game) Redo() tea.Cmd {
	if g.InRoom() {
		return g.propose(kit.ProposeRedo)
	}
	return g.seating().PlayAgain(history{g}, func(n int) tea.Cmd {
		g.rec.Played += n
		return g.changed()
	})
}

// Hint asks the computer for the move it would make.
func (g *Game) Hint() tea.Cmd {
	if !g.CanMove() {
		return nil
	}
	s, nodes := g.now(), g.judge
	return g.Think.Start(kit.TaskHint, func(ctx context.Context, _ kit.Report) any {
		return hintResult{cc.Search(ctx, s, cc.Limits{Nodes: nodes}).Move}
	})
}

// Resign asks the person who acts now (personHere) whether to give the
// game up.
func (g *Game) Resign() tea.Cmd {
	side, ok := g.personHere()
	if g.Over() || !ok {
		return nil
	}
	name := g.seatOf(side).Name
	g.Ask(name+", resign this game? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		if g.InRoom() {
			return g.sendResign(side)
		}
		g.end = &cc.Verdict{Status: cc.Win, Winner: side.Opponent()}
		g.endReason = name + " resigned"
		return g.changed()
	})
	return nil
}

// OfferDraw offers a draw for the person to move (the key is his alone):
// the other person answers, or the computer weighs it; in a room it is a
// proposal.
func (g *Game) OfferDraw() tea.Cmd {
	if g.InRoom() {
		return g.propose(kit.ProposeDraw)
	}
	side := g.now().Turn()
	return g.OfferDrawTo(int(side), int(side.Opponent()),
		func() tea.Cmd { return g.askComputerForDraw(side.Opponent()) },
		func() tea.Cmd {
			g.end, g.endReason = &cc.Verdict{Status: cc.Draw}, "drawn by agreement"
			return g.changed()
		})
}

// askComputerForDraw lets the computer playing computer weigh a draw
// offer: it accepts when it judges its position lost by half a pawn, or
// level within a fifth of a pawn after move 30.
func (g *Game) askComputerForDraw(computer cc.Color) tea.Cmd {
	s, nodes := g.now(), g.judge
	return g.Think.Start(kit.TaskDraw, func(ctx context.Context, _ kit.Report) any {
		score := cc.Search(ctx, s, cc.Limits{Nodes: nodes}).Score
		if s.Turn() != computer {
			score = -score
		}
		return drawAnswer{accept: score <= -50 || score <= 20 && s.MoveNumber() > 30, score: score}
	})
}

// Mouse picks or moves with a click on a cell.
func (g *Game) Mouse(msg tea.MouseMsg) tea.Cmd {
	if !kit.Click(msg) || g.promo != nil {
		return nil
	}
	c, ok := g.cellAtScreen(msg.X, msg.Y)
	if !ok {
		return nil
	}
	return g.choose(c)
}
