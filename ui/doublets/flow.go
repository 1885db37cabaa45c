package doublets

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/doublets"
	"parlour/ui/handoff"
	"parlour/ui/screen"
)

// How the screen plays the table: a key (or a computer's chain) becomes an
// action of the seat at work here; at one keyboard the screen applies it at
// once, in a room it goes to the room and every copy applies it when it
// comes back (room.go). After each action the terminal settles to what the
// table asks of it: the next of its seats to write or to make extra-chains,
// a hand-over between two people, a computer's search, or waiting.

// play makes an action of this terminal's: at one keyboard it is applied at
// once, note becoming the message line; in a room it goes to the room.
func (g *Game) play(a doublets.Action, note string) tea.Cmd {
	if a.Seat = g.actor(); a.Seat < 0 {
		return nil
	}
	if g.link.InRoom() {
		return g.send(a)
	}
	next, err := g.table.Apply(a)
	if err != nil {
		g.refused(a, err)
		return nil
	}
	g.note = note
	return g.enter(next, a)
}

// refused says why the table refused an action of this terminal's.
func (g *Game) refused(a doublets.Action, err error) {
	msg := strings.TrimPrefix(err.Error(), "doublets: ")
	switch a.Kind {
	case doublets.TakeBack:
		g.padSay("No extra-chain to take back.", true)
	case doublets.AddExtra:
		g.padSay(msg+".", true)
	case doublets.HandIn, doublets.Abandon, doublets.TimeOut:
		g.note = "Cannot score this doublet: " + msg
	case doublets.Next:
		g.note = "Cannot draw a doublet: " + msg
	default:
		g.note = msg
	}
	g.syncKeys()
}

// enter takes the table after action a, and settles this terminal to it.
func (g *Game) enter(next doublets.Table, a doublets.Action) tea.Cmd {
	was := g.table.Phase()
	before := g.padScore
	g.table = next
	if next.Phase() != was {
		g.scroll = 0
		if was == doublets.Choosing {
			g.note = "The 18 jewels are chosen."
		}
	}
	cmd := g.settle()
	if a.Seat == g.here && g.padHuman() && (a.Kind == doublets.AddExtra || a.Kind == doublets.TakeBack) {
		g.padNews(a.Kind, before)
	}
	g.save()
	g.syncKeys()
	return cmd
}

// settle sets this terminal to what the table asks of it now: the seat at
// work here goes on; otherwise the next of its seats with something to do
// begins, or the terminal waits for the others.
func (g *Game) settle() tea.Cmd {
	g.draftAll()
	phase := g.table.Phase()
	switch {
	case phase == doublets.Writing && g.workAt == phase && g.table.Writes(g.here):
	case phase == doublets.Padding && g.workAt == phase && g.table.PadOpen(g.here):
	case phase == doublets.Writing:
		return g.nextWriter()
	case phase == doublets.Padding:
		return g.nextPad()
	default:
		g.here, g.workAt, g.handoff, g.sent = -1, 0, nil, false
		g.thinker.Cancel()
		switch phase {
		case doublets.Choosing:
			g.openBook()
		case doublets.Revealing:
			g.prepareReveal()
		}
	}
	g.syncKeys()
	return nil
}

// mine is the first seat this terminal plays for which is holds; −1 when
// none.
func (g *Game) mine(is func(int) bool) int {
	for i := range g.seats {
		if is(i) && g.link.Plays(i) {
			return i
		}
	}
	return -1
}

// draftAll starts a blank chain for every seat when a doublet is drawn.
func (g *Game) draftAll() {
	if g.draftedAt == g.table.Drawn() {
		return
	}
	g.draftedAt = g.table.Drawn()
	g.drafts = make([]draft, len(g.seats))
	for i := range g.drafts {
		g.drafts[i].Ladder = NewLadder(g.dict, g.table.Doublet())
	}
}

// nextWriter sets this terminal's next seat that writes to work: a
// person (behind a hand-over when the terminal has several), or a
// computer's search; with none left, the terminal waits for the others.
func (g *Game) nextWriter() tea.Cmd {
	g.thinker.Cancel()
	g.handoff = nil
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	g.here, g.workAt = g.mine(g.table.Writes), doublets.Writing
	if g.here < 0 {
		g.syncKeys()
		return g.spin.Tick
	}
	cmd := g.startTurn()
	g.offset = 0
	if g.handoff == nil && g.writingHuman() {
		g.offset = g.age // a copy built late counts from the start
	}
	return cmd
}

// startTurn begins the writing of the seat here: a computer starts
// thinking; a person gets the hand-over first when several people play.
func (g *Game) startTurn() tea.Cmd {
	seat := g.seats[g.here]
	if !seat.IsHuman() {
		table, here := g.table, g.here
		g.syncKeys()
		return tea.Batch(g.spin.Tick, g.thinker.Start(30*time.Second, func(ctx context.Context) any {
			return table.ComputerChain(ctx, here)
		}))
	}
	g.note = "" // what became of the chain before is not this writer's to know
	if g.link.Humans(g.seats) > 1 {
		h := handoff.New(seat.Name)
		h, _ = h.Update(tea.WindowSizeMsg{Width: g.width, Height: g.height})
		g.handoff = &h
		g.syncKeys()
		return nil
	}
	g.syncKeys()
	return g.clock.Start()
}

// writer is the chain being written here.
func (g *Game) writer() *draft { return &g.drafts[g.here] }

// elapsed is the writer's own clock.
func (g *Game) elapsed() time.Duration { return g.writer().Time + g.offset + g.clock.Elapsed() }

// writingHuman reports whether a person writes a chain at this terminal
// now.
func (g *Game) writingHuman() bool {
	return g.handoff == nil && !g.sent && g.table.Writes(g.here) && g.seats[g.here].IsHuman() && g.link.Plays(g.here)
}

// finishWriting hands in, abandons or times out the chain of the seat
// writing here, on its clock to the tenth shown (speed is decided on it).
func (g *Game) finishWriting(kind doublets.ActionKind, note string) tea.Cmd {
	a := doublets.Action{Kind: kind, Seat: g.here, Time: g.elapsed().Round(100 * time.Millisecond)}
	if kind == doublets.HandIn {
		a.Chain = g.writer().Ladder.Chain
	}
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	return g.handIn(a, note)
}

// computerFinished hands in a computer seat's chain.
func (g *Game) computerFinished(a doublets.Action) (screen.Screen, tea.Cmd) {
	if a.Seat != g.here || g.sent || !g.table.Writes(a.Seat) {
		return g, nil // a search for a seat no longer at work here
	}
	return g.playing(g.handIn(a, g.note))
}

// handIn hands in the chain of the seat here: at once at one keyboard; in
// a room it goes to the room, and the seat waits for it to come back.
func (g *Game) handIn(a doublets.Action, note string) tea.Cmd {
	if g.link.InRoom() {
		return g.sendChain(a)
	}
	return g.play(a, note)
}

// actor is the seat this terminal acts for now: its seat at work if any,
// the seat at the book if it plays it, else its first seat (for start and
// next); −1 for a spectator.
func (g *Game) actor() int {
	busy := g.here
	if g.table.Phase() == doublets.Choosing {
		_, busy = g.table.BookTurn()
	}
	switch {
	case busy >= 0 && g.link.Plays(busy):
		return busy
	case !g.link.InRoom():
		return 0
	case len(g.link.Seats) == 0:
		return -1
	}
	return g.link.Seats[0]
}

// syncKeys shows the keys that act in the current phase.
func (g *Game) syncKeys() {
	phase := g.table.Phase()
	writing := g.writingHuman()
	g.keys.Enter.SetEnabled(writing)
	g.keys.Undo.SetEnabled(writing)
	g.keys.Abandon.SetEnabled(writing)
	g.keys.Continue.SetEnabled(!writing && phase != doublets.Writing && phase != doublets.Padding && phase != doublets.Choosing)
	g.keys.Choose.SetEnabled(phase == doublets.Choosing)
	g.keys.LetParlour.SetEnabled(phase == doublets.Choosing)
	pad := g.padHuman()
	g.keys.AddExtra.SetEnabled(pad)
	g.keys.TakeBack.SetEnabled(pad)
	g.keys.PutAway.SetEnabled(pad)
	scroll := g.handoff == nil && g.scrolls()
	g.keys.ScrollUp.SetEnabled(scroll)
	g.keys.ScrollDown.SetEnabled(scroll)
	g.keys.Define = g.lookup.Key
	g.keys.Define.SetEnabled(g.handoff == nil && phase == doublets.Revealing && g.lookup.Key.Enabled())
}

// news is what the message line says of an action from the room.
func (g *Game) news(a doublets.Action) string {
	who := g.seats[a.Seat].Name
	switch a.Kind {
	case doublets.HandIn:
		return fmt.Sprintf("%s handed in a chain.", who)
	case doublets.Abandon, doublets.TimeOut:
		return fmt.Sprintf("%s abandoned the doublet.", who)
	case doublets.PutAway:
		return fmt.Sprintf("%s put the extra-chains away.", who)
	case doublets.PickJewel:
		return fmt.Sprintf("%s is a jewel.", strings.ToUpper(doublets.Normalise(a.Word)))
	case doublets.LetParlour:
		return fmt.Sprintf("Parlour chose for %s.", who)
	case doublets.AddExtra, doublets.TakeBack:
		return g.note
	}
	return ""
}
